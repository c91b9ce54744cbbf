/**
 * A tenant's services and their pricing tiers (issue 13): reads for the services tab and the
 * writes behind it. Each write runs in one transaction, keeps the service's "from" price and
 * duration in step with its enabled tiers, clears the tenant's public answers and queues a publish,
 * so the site shows the change after one publish.
 */
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { getIndustry } from '#content/index.ts';
import type { ServiceRecord, TierRecord } from '#core/api/services.ts';
import { slugify } from '#core/format/slug.ts';
import { categoryById, categoryOf, type ServiceCatalog, serviceCatalog, vehicleIdsOf, vehicleKeysFor } from '#core/services/catalog.ts';
import {
  LAST_TIER_MESSAGE,
  type ServiceInput,
  type ServicePatch,
  type ServiceReplacement,
  SERVICE_LIMITS,
  serviceFloor,
  TIER_NOT_FOUND_MESSAGE,
  TIER_ORDER_MESSAGE,
  type TierInput,
  type TierPatch,
  TOO_MANY_SERVICES_MESSAGE,
  TOO_MANY_TIERS_MESSAGE,
} from '#core/validation/services.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { forgetTenant } from './public-cache.ts';
import type { TenantRow } from './tenants.ts';

type ServiceRow = typeof s.services.$inferSelect;
type TierRow = typeof s.serviceTiers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why a write did not happen: the route turns each into its answer. */
export type ServiceFailure =
  | { failure: 'service-not-found' }
  | { failure: 'tier-not-found' }
  | { failure: 'invalid'; message: string; fields?: Record<string, string> };
export type ServiceOutcome = { service: ServiceRecord } | ServiceFailure;

const MAX_SLUG = 80;

function tierJson(t: TierRow): TierRecord {
  return {
    id: t.id,
    name: t.name,
    priceCents: t.priceCents,
    durationMinutes: t.durationMinutes,
    description: t.description,
    features: t.features,
    enabled: t.enabled,
    popular: t.popular,
    sortOrder: t.sortOrder,
    sizePricesCents: t.sizePricesCents,
  };
}

function serviceJson(catalog: ServiceCatalog, row: ServiceRow, tiers: TierRow[]): ServiceRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    categoryId: categoryOf(catalog, row.category).id,
    vehicleIds: vehicleIdsOf(catalog, row.vehicleTypes),
    pricingUnit: row.pricingUnit === 'hour' ? 'hour' : 'flat',
    active: row.active,
    featured: row.featured,
    sortOrder: row.sortOrder,
    basePriceCents: row.basePriceCents,
    minDurationMinutes: row.minDurationMinutes,
    tiers: tiers.map(tierJson),
  };
}

async function tiersOf(db: Db | Tx, serviceIds: number[]): Promise<TierRow[]> {
  if (serviceIds.length === 0) return [];
  return db
    .select()
    .from(s.serviceTiers)
    .where(inArray(s.serviceTiers.serviceId, serviceIds))
    .orderBy(asc(s.serviceTiers.sortOrder), asc(s.serviceTiers.id));
}

async function records(db: Db | Tx, tenant: TenantRow, rows: ServiceRow[]): Promise<ServiceRecord[]> {
  const catalog = serviceCatalog(tenant.industry);
  const tiers = await tiersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    serviceJson(
      catalog,
      r,
      tiers.filter((t) => t.serviceId === r.id),
    ),
  );
}

/** Every service of the tenant with all its tiers, inactive ones and disabled tiers included, in display order. */
export async function listServices(db: Db, tenant: TenantRow): Promise<ServiceRecord[]> {
  const rows = await db
    .select()
    .from(s.services)
    .where(eq(s.services.tenantId, tenant.id))
    .orderBy(asc(s.services.sortOrder), asc(s.services.id));
  return records(db, tenant, rows);
}

/** The services the tab lists for one vehicle and category (ids the caller checked against the catalog). */
export async function servicesFor(db: Db, tenant: TenantRow, vehicleId: number, categoryId: number): Promise<ServiceRecord[]> {
  const all = await listServices(db, tenant);
  return all.filter((svc) => svc.categoryId === categoryId && svc.vehicleIds.includes(vehicleId));
}

async function serviceRow(tx: Tx, tenant: TenantRow, serviceId: number): Promise<ServiceRow | undefined> {
  return tx
    .select()
    .from(s.services)
    .where(and(eq(s.services.id, serviceId), eq(s.services.tenantId, tenant.id)))
    .get();
}

/**
 * A slug for a new service: its name's, made unique within the tenant. The industry's slug aliases
 * are taken too (they redirect to another page), so a new page is never hidden behind a redirect.
 */
async function freeSlug(tx: Tx, tenant: TenantRow, name: string): Promise<string> {
  const base = (slugify(name).slice(0, MAX_SLUG).replace(/-+$/, '') || 'service').slice(0, MAX_SLUG);
  const rows = await tx.select({ slug: s.services.slug }).from(s.services).where(eq(s.services.tenantId, tenant.id));
  const taken = new Set([...rows.map((r) => r.slug), ...Object.keys(getIndustry(tenant.industry)?.serviceSlugAliases ?? {})]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, MAX_SLUG - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A new tier's row: the spec's defaults (spec 3 §4) for what was not sent. */
function newTierRow(serviceId: number, tier: TierInput, sortOrder: number) {
  return {
    serviceId,
    name: tier.name,
    priceCents: tier.priceCents,
    durationMinutes: tier.durationMinutes,
    description: tier.description ?? '',
    features: tier.features ?? [],
    enabled: tier.enabled ?? true,
    popular: tier.popular ?? false,
    sizePricesCents: tier.sizePricesCents ?? {},
    sortOrder,
  };
}

/** The sent fields of a tier, as columns (a field left out keeps its stored value). */
function tierChanges(tier: TierPatch & { id?: number }) {
  const { id: _id, ...fields } = tier;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<TierRow>;
}

/** The service's own columns from the sent fields of a body. */
function serviceChanges(catalog: ServiceCatalog, patch: ServicePatch) {
  const changes: Partial<ServiceRow> = {};
  if (patch.name !== undefined) changes.name = patch.name;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.categoryId !== undefined) changes.category = categoryById(catalog, patch.categoryId)!.key;
  if (patch.vehicleIds !== undefined) changes.vehicleTypes = vehicleKeysFor(catalog, patch.vehicleIds);
  if (patch.pricingUnit !== undefined) changes.pricingUnit = patch.pricingUnit;
  if (patch.active !== undefined) changes.active = patch.active;
  if (patch.featured !== undefined) changes.featured = patch.featured;
  return changes;
}

/** Stores the service's "from" figures from its tiers as they now are, and gives its record. */
async function settle(tx: Tx, tenant: TenantRow, serviceId: number, changes: Partial<ServiceRow> = {}): Promise<ServiceRecord> {
  const tiers = await tiersOf(tx, [serviceId]);
  const [row] = await tx
    .update(s.services)
    .set({ ...changes, ...serviceFloor(tiers), updatedAt: Date.now() })
    .where(eq(s.services.id, serviceId))
    .returning();
  return serviceJson(serviceCatalog(tenant.industry), row!, tiers);
}

/** After a write: the public answers are stale, and the site is rendered again. */
async function published<T>(db: Db, publisher: Publisher, tenant: TenantRow, result: T, reason: string): Promise<T> {
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, reason);
  return result;
}

/** Runs a write on one service of the tenant; a service of another tenant is not found. */
async function onService(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  serviceId: number,
  reason: string,
  write: (tx: Tx, row: ServiceRow) => Promise<ServiceOutcome>,
): Promise<ServiceOutcome> {
  // Every check runs before the first statement that writes, so a refused write leaves nothing behind.
  const outcome = await db.transaction(async (tx): Promise<ServiceOutcome> => {
    const row = await serviceRow(tx, tenant, serviceId);
    return row ? write(tx, row) : { failure: 'service-not-found' };
  });
  return 'service' in outcome ? published(db, publisher, tenant, outcome, reason) : outcome;
}

export async function createService(db: Db, publisher: Publisher, tenant: TenantRow, input: ServiceInput): Promise<ServiceOutcome> {
  const catalog = serviceCatalog(tenant.industry);
  const { tiers, ...own } = input;
  const outcome = await db.transaction(async (tx): Promise<ServiceOutcome> => {
    const stored = await tx.select({ n: count() }).from(s.services).where(eq(s.services.tenantId, tenant.id)).get();
    if ((stored?.n ?? 0) >= SERVICE_LIMITS.services) return { failure: 'invalid', message: TOO_MANY_SERVICES_MESSAGE };
    const slug = await freeSlug(tx, tenant, input.name);
    const last = await tx
      .select({ sortOrder: max(s.services.sortOrder) })
      .from(s.services)
      .where(eq(s.services.tenantId, tenant.id))
      .get();
    const [row] = await tx
      .insert(s.services)
      .values({
        tenantId: tenant.id,
        slug,
        name: input.name,
        category: categoryById(catalog, input.categoryId)!.key,
        sortOrder: (last?.sortOrder ?? -1) + 1,
        ...serviceChanges(catalog, own),
      })
      .returning({ id: s.services.id });
    await tx.insert(s.serviceTiers).values(tiers.map((t, i) => newTierRow(row!.id, t, i)));
    return { service: await settle(tx, tenant, row!.id) };
  });
  return 'service' in outcome ? published(db, publisher, tenant, outcome, 'service added') : outcome;
}

/**
 * PUT: the service's fields and its tiers as sent, in the sent order. A tier with an id of this
 * service is updated (fields left out keep their values), one without an id is added, a stored
 * tier not sent is deleted.
 */
export function replaceService(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  serviceId: number,
  input: ServiceReplacement,
): Promise<ServiceOutcome> {
  const catalog = serviceCatalog(tenant.industry);
  return onService(db, publisher, tenant, serviceId, 'service saved', async (tx) => {
    const stored = new Set((await tiersOf(tx, [serviceId])).map((t) => t.id));
    const fields: Record<string, string> = {};
    const seen = new Set<number>();
    input.tiers.forEach((t, i) => {
      if (t.id === undefined) return;
      if (!stored.has(t.id) || seen.has(t.id)) fields[`tiers.${i}.id`] = TIER_NOT_FOUND_MESSAGE;
      seen.add(t.id);
    });
    if (Object.keys(fields).length > 0) return { failure: 'invalid', message: 'Validation failed', fields };

    const gone = [...stored].filter((id) => !seen.has(id));
    if (gone.length > 0) await tx.delete(s.serviceTiers).where(inArray(s.serviceTiers.id, gone));
    for (const [i, tier] of input.tiers.entries()) {
      if (tier.id === undefined) await tx.insert(s.serviceTiers).values(newTierRow(serviceId, tier, i));
      else
        await tx
          .update(s.serviceTiers)
          .set({ ...tierChanges(tier), sortOrder: i })
          .where(eq(s.serviceTiers.id, tier.id));
    }
    const { tiers: _tiers, ...own } = input;
    return { service: await settle(tx, tenant, serviceId, serviceChanges(catalog, own)) };
  });
}

/** PATCH: the sent fields of the service itself (active, name, ...); its tiers stay. */
export function patchService(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  serviceId: number,
  patch: ServicePatch,
): Promise<ServiceOutcome> {
  const catalog = serviceCatalog(tenant.industry);
  return onService(db, publisher, tenant, serviceId, 'service changed', async (tx) => ({
    service: await settle(tx, tenant, serviceId, serviceChanges(catalog, patch)),
  }));
}

/** Deletes the service and (by the foreign key) its tiers; false when the tenant has no such service. */
export async function deleteService(db: Db, publisher: Publisher, tenant: TenantRow, serviceId: number): Promise<boolean> {
  const [deleted] = await db
    .delete(s.services)
    .where(and(eq(s.services.id, serviceId), eq(s.services.tenantId, tenant.id)))
    .returning({ id: s.services.id });
  if (!deleted) return false;
  return published(db, publisher, tenant, true, 'service deleted');
}

/** Appends a tier to the service. */
export function addTier(db: Db, publisher: Publisher, tenant: TenantRow, serviceId: number, tier: TierInput): Promise<ServiceOutcome> {
  return onService(db, publisher, tenant, serviceId, 'tier added', async (tx) => {
    if ((await tiersOf(tx, [serviceId])).length >= SERVICE_LIMITS.tiers) return { failure: 'invalid', message: TOO_MANY_TIERS_MESSAGE };
    const last = await tx
      .select({ sortOrder: max(s.serviceTiers.sortOrder) })
      .from(s.serviceTiers)
      .where(eq(s.serviceTiers.serviceId, serviceId))
      .get();
    await tx.insert(s.serviceTiers).values(newTierRow(serviceId, tier, (last?.sortOrder ?? -1) + 1));
    return { service: await settle(tx, tenant, serviceId) };
  });
}

async function tierOf(tx: Tx, serviceId: number, tierId: number) {
  return tx
    .select({ id: s.serviceTiers.id })
    .from(s.serviceTiers)
    .where(and(eq(s.serviceTiers.id, tierId), eq(s.serviceTiers.serviceId, serviceId)))
    .get();
}

/** Changes the sent fields of one tier (enabled, price, ...). */
export function patchTier(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  serviceId: number,
  tierId: number,
  patch: TierPatch,
): Promise<ServiceOutcome> {
  return onService(db, publisher, tenant, serviceId, 'tier changed', async (tx) => {
    if (!(await tierOf(tx, serviceId, tierId))) return { failure: 'tier-not-found' };
    const changes = tierChanges(patch);
    if (Object.keys(changes).length > 0) await tx.update(s.serviceTiers).set(changes).where(eq(s.serviceTiers.id, tierId));
    return { service: await settle(tx, tenant, serviceId) };
  });
}

/** Removes one tier; the last one stays (the modal's rule, spec 3 §4). */
export function deleteTier(db: Db, publisher: Publisher, tenant: TenantRow, serviceId: number, tierId: number): Promise<ServiceOutcome> {
  return onService(db, publisher, tenant, serviceId, 'tier removed', async (tx) => {
    if (!(await tierOf(tx, serviceId, tierId))) return { failure: 'tier-not-found' };
    if ((await tiersOf(tx, [serviceId])).length <= 1) return { failure: 'invalid', message: LAST_TIER_MESSAGE };
    await tx.delete(s.serviceTiers).where(eq(s.serviceTiers.id, tierId));
    return { service: await settle(tx, tenant, serviceId) };
  });
}

/** Puts the service's tiers in the sent order: every one of its tier ids, once. */
export function reorderTiers(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  serviceId: number,
  tierIds: number[],
): Promise<ServiceOutcome> {
  return onService(db, publisher, tenant, serviceId, 'tiers reordered', async (tx) => {
    const stored = (await tiersOf(tx, [serviceId])).map((t) => t.id);
    const complete =
      tierIds.length === stored.length && new Set(tierIds).size === stored.length && stored.every((id) => tierIds.includes(id));
    if (!complete) return { failure: 'invalid', message: 'Validation failed', fields: { tierIds: TIER_ORDER_MESSAGE } };
    for (const [i, id] of tierIds.entries()) await tx.update(s.serviceTiers).set({ sortOrder: i }).where(eq(s.serviceTiers.id, id));
    return { service: await settle(tx, tenant, serviceId) };
  });
}
