/**
 * Services and pricing tiers of a tenant (spec 3 §2 services tab, §3 entities, §7 calls; issue 13).
 *
 * `:tenantId` is the tenant's numeric id (spec 3 §7) or its slug. Every route needs a signed-in
 * user who may reach that tenant: reads any staff of the tenant, writes its editors (owner,
 * manager) and platform admins. Another tenant's user gets 403, a missing token 401.
 * Vehicle and category ids are the numeric ids of `#core/services/catalog.ts`
 * (SERVICE_CATALOGS[industry]: vehicles, categories with labels, vehicleLabel, sizePricing); the
 * admin imports that module, so there is no catalog call. Prices are integer cents, durations
 * integer minutes. Every write republishes the tenant's site and clears the public read cache.
 *
 * Shapes
 *   Tier    { id, name, priceCents, durationMinutes, description, features: string[], enabled,
 *             popular, sortOrder, sizePricesCents: { xs?, s?, m?, l?, xl? } }
 *   Service { id, slug, name, description, categoryId, vehicleIds: number[], pricingUnit: 'flat'|'hour',
 *             active, featured, sortOrder, basePriceCents, minDurationMinutes, tiers: Tier[] }
 *             (basePriceCents and minDurationMinutes: lowest of the enabled tiers, kept by the server;
 *             tiers in sortOrder; vehicleIds every vehicle the service is offered for)
 *   TierInput    { name, priceCents, durationMinutes, description?, features?, enabled?, popular?,
 *                  sizePricesCents? }  (defaults '', [], true, false, {})
 *   ServiceInput { name, description?, categoryId, vehicleIds, pricingUnit?, active?, featured?,
 *                  tiers: (TierInput & { id? })[] }  (1 to 12 tiers, in display order)
 *
 * Calls (answers `{ success: true, data }`; failures `{ success: false, error, fields? }`)
 *   GET    /api/services/tenant/:tenantId/vehicle/:vehicleId/category/:categoryId
 *          -> data: Service[] offered for that vehicle in that category, inactive ones and disabled
 *          tiers included (the tab shows them), in display order.
 *          Ids the industry does not have -> 400 error 'Invalid vehicle or category ID'.
 *   GET    /api/services/tenant/:tenantId/services             -> data: Service[] (all of the tenant)
 *   POST   /api/services/tenant/:tenantId/services             ServiceInput -> 201 data: Service
 *          (the slug, the address of its page, comes from the name and never changes)
 *   PUT    /api/services/tenant/:tenantId/services/:serviceId  ServiceInput -> data: Service
 *          (replaces the service and its tiers: a tier with an id of this service is updated, one
 *          without an id is added, a stored tier not sent is deleted; order = the array's order)
 *   PATCH  /api/services/tenant/:tenantId/services/:serviceId  any of { name, description, categoryId,
 *          vehicleIds, pricingUnit, active, featured } -> data: Service   (e.g. { active: false })
 *   DELETE /api/services/tenant/:tenantId/services/:serviceId  -> data: { id }  (its tiers go with it)
 *   POST   /api/services/tenant/:tenantId/services/:serviceId/tiers           TierInput -> 201 data: Service
 *   PATCH  /api/services/tenant/:tenantId/services/:serviceId/tiers/:tierId   any TierInput fields -> data: Service
 *   DELETE /api/services/tenant/:tenantId/services/:serviceId/tiers/:tierId   -> data: Service
 *          (the last tier cannot be removed: 400 'A service needs at least one tier')
 *   PUT    /api/services/tenant/:tenantId/services/:serviceId/tiers/order     { tierIds: number[] } -> data: Service
 *          (every tier id of the service once, in the new order)
 *
 * Errors: 400 'Validation failed' with `fields` keyed by path ('name', 'tiers.1.priceCents', ...)
 * and the messages of `#core/validation/services.ts`; 400 'Invalid service ID' / 'Invalid tier ID'
 * for a path id that is not a positive whole number; 404 'Service not found' / 'Tier not found'.
 */
