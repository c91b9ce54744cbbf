/**
 * Services and pricing tiers of a tenant (spec 3 §2 services tab, §3 entities, §7 calls; issue 13).
 *
 * `:tenantId` is the tenant's numeric id (spec 3 §7) or its slug. Every route needs a signed-in
 * user who may reach that tenant: reads any staff of the tenant, writes its editors (owner,
 * manager) and platform admins. Another tenant's user gets 403, a missing token 401; a tenant
 * that does not exist is 404 to admins and 403 to everyone else (no probing of ids).
 * Vehicle and category ids are the numeric ids of `#core/services/catalog.ts`
 * (SERVICE_CATALOGS[industry]: vehicles, categories with labels, vehicleLabel, sizePricing); the
 * admin imports that module, so there is no catalog call. Prices are integer cents, durations
 * integer minutes. Every write republishes the tenant's site and clears the public read cache.
 *
 * Shapes (as types: `#core/api/services.ts` ServiceRecord, TierRecord)
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
 *          (the slug, the address of its page, comes from the name and never changes; at most 100
 *          services a business: 400 'A business can have at most 100 services')
 *   PUT    /api/services/tenant/:tenantId/services/:serviceId  ServiceInput -> data: Service
 *          (replaces the service's tiers: a tier with an id of this service is updated, fields it
 *          leaves out keep their values; one without an id is added; a stored tier not sent is
 *          deleted; order = the array's order. categoryId, vehicleIds and the optional service
 *          fields left out keep their stored values. A tier id not of this service: 400 with
 *          fields['tiers.N.id'] 'Tier not found')
 *   PATCH  /api/services/tenant/:tenantId/services/:serviceId  any of { name, description, categoryId,
 *          vehicleIds, pricingUnit, active, featured } -> data: Service   (e.g. { active: false })
 *   DELETE /api/services/tenant/:tenantId/services/:serviceId  -> data: { id }  (its tiers go with it)
 *   POST   /api/services/tenant/:tenantId/services/:serviceId/tiers           TierInput -> 201 data: Service
 *          (at most 12 tiers: 400 'At most 12 tiers')
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
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serviceCatalog, categoryById, vehicleById } from '#core/services/catalog.ts';
import {
  INVALID_SERVICE_ID_MESSAGE,
  INVALID_TIER_ID_MESSAGE,
  INVALID_VEHICLE_OR_CATEGORY_MESSAGE,
  SERVICE_NOT_FOUND_MESSAGE,
  serviceInputSchema,
  servicePatchSchema,
  serviceReplacementSchema,
  TIER_NOT_FOUND_MESSAGE,
  tierInputSchema,
  tierOrderSchema,
  tierPatchSchema,
} from '#core/validation/services.ts';
import type { Db } from '#db/client.ts';
import type { AppDeps } from '../deps.ts';
import {
  addTier,
  createService,
  deleteService,
  deleteTier,
  listServices,
  patchService,
  patchTier,
  reorderTiers,
  replaceService,
  type ServiceOutcome,
  servicesFor,
} from '../domain/services.ts';
import { findTenantById } from '../domain/tenants.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';

type ServicesEnv = AuthEnv & { Variables: { tenantSlug: string } };

/** A service with a dozen tiers of twenty features each stays well below this. */
const MAX_BODY_BYTES = 128 * 1024;

/** `:tenantId` is an id (spec 3 §7) or a slug: the slug is what requireTenantAccess checks. */
function tenantParam(db: Db): MiddlewareHandler<ServicesEnv> {
  return async (c, next) => {
    const raw = c.req.param('tenantId') ?? '';
    const id = positiveId(raw);
    c.set('tenantSlug', id === undefined ? raw : ((await findTenantById(db, id))?.slug ?? ''));
    await next();
  };
}

const notFound = (c: Context, error: string) => c.json({ success: false, error }, 404);

function answer(c: Context, outcome: ServiceOutcome, status: 200 | 201 = 200) {
  if ('service' in outcome) return c.json({ success: true, data: outcome.service }, status);
  if (outcome.failure === 'service-not-found') return notFound(c, SERVICE_NOT_FOUND_MESSAGE);
  if (outcome.failure === 'tier-not-found') return notFound(c, TIER_NOT_FOUND_MESSAGE);
  return badRequest(c, outcome.message, outcome.fields);
}

export function serviceRoutes({ db, sessions, publisher }: AppDeps) {
  const access = (roles: typeof ALL_STAFF) =>
    [requireUser(sessions), tenantParam(db), requireTenantAccess<ServicesEnv>(db, roles, (c) => c.get('tenantSlug'))] as const;
  const read = access(ALL_STAFF);
  const write = access(EDITORS);
  const base = '/tenant/:tenantId';
  const service = `${base}/services/:serviceId`;
  const serviceIdOf = (c: Context) => positiveId(c.req.param('serviceId'));
  const tierIdOf = (c: Context) => positiveId(c.req.param('tierId'));
  const invalidService = (c: Context) => badRequest(c, INVALID_SERVICE_ID_MESSAGE);
  const invalidTier = (c: Context) => badRequest(c, INVALID_TIER_ID_MESSAGE);

  return new Hono<ServicesEnv>()
    .get(`${base}/vehicle/:vehicleId/category/:categoryId`, ...read, async (c) => {
      const tenant = c.get('tenant');
      const catalog = serviceCatalog(tenant.industry);
      const vehicleId = positiveId(c.req.param('vehicleId'));
      const categoryId = positiveId(c.req.param('categoryId'));
      const known =
        vehicleId !== undefined && categoryId !== undefined && vehicleById(catalog, vehicleId) && categoryById(catalog, categoryId);
      if (!known) return badRequest(c, INVALID_VEHICLE_OR_CATEGORY_MESSAGE);
      return c.json({ success: true, data: await servicesFor(db, tenant, vehicleId, categoryId) });
    })
    .get(`${base}/services`, ...read, async (c) => c.json({ success: true, data: await listServices(db, c.get('tenant')) }))
    .post(`${base}/services`, ...write, async (c) => {
      const tenant = c.get('tenant');
      const body = await readJsonObject(c, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = serviceInputSchema(serviceCatalog(tenant.industry)).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await createService(db, publisher, tenant, parsed.data), 201);
    })
    .put(service, ...write, async (c) => {
      const tenant = c.get('tenant');
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      const body = await readJsonObject(c, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = serviceReplacementSchema(serviceCatalog(tenant.industry)).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await replaceService(db, publisher, tenant, id, parsed.data));
    })
    .patch(service, ...write, async (c) => {
      const tenant = c.get('tenant');
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      const body = await readJsonObject(c, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = servicePatchSchema(serviceCatalog(tenant.industry)).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await patchService(db, publisher, tenant, id, parsed.data));
    })
    .delete(service, ...write, async (c) => {
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      if (!(await deleteService(db, publisher, c.get('tenant'), id))) return notFound(c, SERVICE_NOT_FOUND_MESSAGE);
      return c.json({ success: true, data: { id } });
    })
    .post(`${service}/tiers`, ...write, async (c) => {
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      const body = await readJsonObject(c, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = tierInputSchema.omit({ id: true }).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await addTier(db, publisher, c.get('tenant'), id, parsed.data), 201);
    })
    .put(`${service}/tiers/order`, ...write, async (c) => {
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      const body = await readJsonObject(c, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = tierOrderSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await reorderTiers(db, publisher, c.get('tenant'), id, parsed.data.tierIds));
    })
    .patch(`${service}/tiers/:tierId`, ...write, async (c) => {
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      const tierId = tierIdOf(c);
      if (tierId === undefined) return invalidTier(c);
      const body = await readJsonObject(c, MAX_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = tierPatchSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await patchTier(db, publisher, c.get('tenant'), id, tierId, parsed.data));
    })
    .delete(`${service}/tiers/:tierId`, ...write, async (c) => {
      const id = serviceIdOf(c);
      if (id === undefined) return invalidService(c);
      const tierId = tierIdOf(c);
      if (tierId === undefined) return invalidTier(c);
      return answer(c, await deleteTier(db, publisher, c.get('tenant'), id, tierId));
    });
}
