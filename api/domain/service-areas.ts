/**
 * Service areas and their city pages (issue 12): the owner's list of areas (spec 2 §7), each one's
 * ZIP codes and centre from the bundled ZIP data, the city-page texts, and the public "do you come
 * to my ZIP?" lookup. Every write republishes the site and forgets the tenant's cached public reads.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { ServiceAreaRecord } from '#core/api/types.ts';
import { citySlug } from '#core/format/slug.ts';
import { milesBetween, type LatLng } from '#core/content/geo.ts';
import type { ServiceAreaInput, ServiceAreaListItem } from '#core/validation/service-areas.ts';
import { customGalleryImageId, type LocationPageFields, type LocationPageFieldsInput } from '#core/validation/location-page.ts';
import { cityCenter, lookupZip, zipsOf, type ZipPlace } from '#content/geo/zip-codes.ts';
import { getIndustry } from '#content/index.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import { generatedCityPage } from '#build/render/generated-city-page.ts';
import { cachedRead, forgetTenant } from './public-cache.ts';
import { serviceAreasOf, type TenantRow } from './tenants.ts';

/** A body the checks in core passed but the data refused (a ZIP that does not exist, a city the data does not know). */
export class AreaDataError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('Validation failed');
    this.name = 'AreaDataError';
  }
}

export const unknownZipMessage = (zip: string) => `We could not find ZIP code ${zip.slice(0, 10)}`;
export const zipInOtherStateMessage = (zip: string, state: string) => `ZIP code ${zip} is in ${state}`;
export const unknownCityMessage = (city: string, state: string) => `We could not find ${city}, ${state}. Please add one of its ZIP codes.`;
export const AREA_NOT_FOUND_MESSAGE = 'Service area not found';
export const unknownImageMessage = (id: string) => `Unknown gallery image: ${id.slice(0, 80)}`;
export const duplicateAreaMessage = (city: string, state: string) => `${city}, ${state} is already one of your service areas`;

/** Two areas of one city would share one city page address. */
const placeKey = (area: { city: string; state: string }) => citySlug(area.city, area.state.toUpperCase());

type AreaRow = typeof s.serviceAreas.$inferSelect;
type Placed = Pick<AreaRow, 'zip' | 'zipCodes' | 'latitude' | 'longitude'>;

/**
 * The ZIP codes and centre of an area: the owner's ZIP first, then the given list or every ZIP of
 * the city. Problems are collected under `prefix` + field, so a list reports each item's.
 */
function placeOf(area: ServiceAreaInput & { zip_codes?: string[] }, prefix: string, problems: Record<string, string>): Placed {
  const check = (zip: string, field: string): ZipPlace | undefined => {
    const found = lookupZip(zip);
    if (!found) problems[field] ??= unknownZipMessage(zip);
    else if (found.state !== area.state) problems[field] ??= zipInOtherStateMessage(zip, found.state);
    return found;
  };
  const main = area.zip ? check(area.zip, `${prefix}zip`) : undefined;
  // An empty list (an area saved before areas had ZIP codes, sent back as read) is no list.
  const listed = area.zip_codes?.length ? area.zip_codes.map((zip, i) => check(zip, `${prefix}zip_codes.${i}`)?.zip) : undefined;
  const cityZips = zipsOf(area.city, area.state).map((z) => z.zip);
  const zipCodes = [...new Set([main?.zip, ...(listed ?? cityZips)].filter((z): z is string => !!z))];
  if (zipCodes.length === 0 && !problems[`${prefix}zip`]) problems[`${prefix}city`] ??= unknownCityMessage(area.city, area.state);
  const center: LatLng | undefined = cityCenter(area.city, area.state) ?? main ?? (listed?.[0] ? lookupZip(listed[0]) : undefined);
  return { zip: area.zip ?? zipCodes[0] ?? null, zipCodes, latitude: center?.lat ?? null, longitude: center?.lng ?? null };
}

async function republish(db: Db, publisher: Publisher, tenant: TenantRow, reason: string) {
  await db.update(s.tenants).set({ lastActivity: Date.now() }).where(eq(s.tenants.id, tenant.id));
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, reason);
}

const columnsOf = (area: ServiceAreaInput, placed: Placed) => ({
  city: area.city,
  state: area.state,
  minimum: area.minimum,
  multiplier: area.multiplier,
  radiusMiles: area.radius_miles ?? null,
  ...placed,
});

/** Adds one area after the others (POST); the list as the tenant record answers it afterwards. */
export async function addServiceArea(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  area: ServiceAreaInput,
): Promise<ServiceAreaRecord[]> {
  const problems: Record<string, string> = {};
  const existing = await db
    .select({ sortOrder: s.serviceAreas.sortOrder, city: s.serviceAreas.city, state: s.serviceAreas.state })
    .from(s.serviceAreas)
    .where(eq(s.serviceAreas.tenantId, tenant.id));
  const same = existing.find((r) => placeKey(r) === placeKey(area));
  if (same) throw new AreaDataError({ city: duplicateAreaMessage(same.city, same.state) });
  const placed = placeOf(area, '', problems);
  if (Object.keys(problems).length) throw new AreaDataError(problems);
  await db.insert(s.serviceAreas).values({
    tenantId: tenant.id,
    ...columnsOf(area, placed),
    isPrimary: existing.length === 0,
    sortOrder: Math.max(-1, ...existing.map((r) => r.sortOrder)) + 1,
  });
  await republish(db, publisher, tenant, 'service area added');
  return serviceAreasOf(db, tenant.id);
}

/**
 * Replaces the whole list (PUT), the first being the primary. An item naming a stored area keeps
 * its row and city page; its ZIP codes and centre are looked up again only when its place changed.
 * Stored areas left out are deleted with their city pages.
 */
export async function replaceServiceAreas(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  list: ServiceAreaListItem[],
): Promise<ServiceAreaRecord[]> {
  const stored = await db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id));
  const byId = new Map(stored.map((r) => [r.id, r]));
  const problems: Record<string, string> = {};
  const rows = list.map((item, i) => {
    const prefix = `serviceAreas.${i}.`;
    const old = item.id === undefined ? undefined : byId.get(item.id);
    if (item.id !== undefined && !old) problems[`${prefix}id`] = AREA_NOT_FOUND_MESSAGE;
    // The GET's own values sent back (or a ZIP left blank) keep what was looked up before.
    const samePlace =
      old &&
      (item.zip_codes === undefined || item.zip_codes.join() === old.zipCodes.join()) &&
      old.city.toLowerCase() === item.city.toLowerCase() &&
      old.state === item.state &&
      (item.zip === undefined || item.zip === old.zip);
    const placed = samePlace
      ? { zip: old.zip, zipCodes: old.zipCodes, latitude: old.latitude, longitude: old.longitude }
      : placeOf(item, prefix, problems);
    return { id: old?.id, values: { ...columnsOf(item, placed), isPrimary: i === 0, sortOrder: i } };
  });
  const seen = new Map<string, number>();
  list.forEach((item, i) => {
    const key = placeKey(item);
    const first = seen.get(key);
    if (first !== undefined) problems[`serviceAreas.${i}.city`] ??= duplicateAreaMessage(list[first]!.city, list[first]!.state);
    else seen.set(key, i);
  });
  const ids = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  if (new Set(ids).size !== ids.length) {
    rows.forEach((r, i) => {
      if (r.id !== undefined && ids.indexOf(r.id) !== ids.lastIndexOf(r.id))
        problems[`serviceAreas.${i}.id`] ??= 'Each area may appear only once';
    });
  }
  if (Object.keys(problems).length) throw new AreaDataError(problems);
  await db.transaction(async (tx) => {
    const gone = eq(s.serviceAreas.tenantId, tenant.id);
    await tx.delete(s.serviceAreas).where(ids.length ? and(gone, notInArray(s.serviceAreas.id, ids)) : gone);
    for (const row of rows) {
      if (row.id === undefined) await tx.insert(s.serviceAreas).values({ tenantId: tenant.id, ...row.values });
      else
        await tx
          .update(s.serviceAreas)
          .set(row.values)
          .where(and(eq(s.serviceAreas.id, row.id), eq(s.serviceAreas.tenantId, tenant.id)));
    }
  });
  await republish(db, publisher, tenant, 'service areas saved');
  return serviceAreasOf(db, tenant.id);
}

/** Deletes one area (and its city page); false when the tenant has no such area. The next area becomes primary. */
export async function deleteServiceArea(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  id: number,
): Promise<ServiceAreaRecord[] | undefined> {
  const [deleted] = await db
    .delete(s.serviceAreas)
    .where(and(eq(s.serviceAreas.id, id), eq(s.serviceAreas.tenantId, tenant.id)))
    .returning();
  if (!deleted) return undefined;
  if (deleted.isPrimary) {
    const [next] = await db
      .select({ id: s.serviceAreas.id })
      .from(s.serviceAreas)
      .where(eq(s.serviceAreas.tenantId, tenant.id))
      .orderBy(asc(s.serviceAreas.sortOrder), asc(s.serviceAreas.id))
      .limit(1);
    if (next) await db.update(s.serviceAreas).set({ isPrimary: true }).where(eq(s.serviceAreas.id, next.id));
  }
  await republish(db, publisher, tenant, 'service area deleted');
  return serviceAreasOf(db, tenant.id);
}

// ---- City pages -------------------------------------------------------------------------------

type PageRow = typeof s.locationPages.$inferSelect;

const fieldsOf = (row: PageRow | undefined): LocationPageFields => ({
  seo_title: row?.seoTitle ?? null,
  seo_description: row?.seoDescription ?? null,
  hero_text: row?.intro ?? null,
  faqs: row?.faqs ?? null,
  neighborhoods: row?.neighborhoods ?? null,
  landmarks: row?.landmarks ?? null,
  local_conditions: row?.localConditions ?? null,
  pricing_modifier_pct: row?.pricingModifierPct ?? null,
  image_ids: row?.imageIds ?? null,
  noindex: row?.noindex ?? false,
});

const PAGE_COLUMNS = {
  seo_title: 'seoTitle',
  seo_description: 'seoDescription',
  hero_text: 'intro',
  faqs: 'faqs',
  neighborhoods: 'neighborhoods',
  landmarks: 'landmarks',
  local_conditions: 'localConditions',
  pricing_modifier_pct: 'pricingModifierPct',
  image_ids: 'imageIds',
  noindex: 'noindex',
} as const satisfies Record<keyof LocationPageFields, keyof PageRow>;

export interface CityPageEditor {
  area_id: number;
  city: string;
  state: string;
  url_path: string;
  fields: LocationPageFields;
  generated: LocationPageFields;
}

/**
 * The editor's view of one area's page: what the owner wrote, and what the page says where a field
 * is blank, rendered the way a publish would (the site's generated copy and SEO head without this
 * page's overrides). Undefined when the tenant has no such area or no public site to render.
 */
export async function cityPageEditor(db: Db, tenant: TenantRow, areaId: number, origin: string): Promise<CityPageEditor | undefined> {
  const area = (await serviceAreasOf(db, tenant.id)).find((a) => a.id === areaId);
  if (!area) return undefined;
  const row = await db.select().from(s.locationPages).where(eq(s.locationPages.serviceAreaId, areaId)).get();
  return {
    area_id: area.id,
    city: area.city,
    state: area.state,
    url_path: area.url_path,
    fields: fieldsOf(row),
    generated: await generatedFields(db, tenant, area, origin),
  };
}

async function generatedFields(db: Db, tenant: TenantRow, area: ServiceAreaRecord, origin: string): Promise<LocationPageFields> {
  const blank = fieldsOf(undefined);
  const page = await generatedCityPage(db, tenant.slug, origin, area.url_path);
  if (!page) return blank;
  return {
    ...blank,
    seo_title: page.seoTitle,
    seo_description: page.seoDescription,
    hero_text: page.city.intro,
    faqs: page.city.faqs,
    local_conditions: page.city.localConditions.join('\n\n'),
  };
}

/** Saves the editor's fields of one area's page (a key left out keeps its value) and republishes. */
export async function saveCityPage(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  areaId: number,
  fields: LocationPageFieldsInput,
  origin: string,
): Promise<CityPageEditor | undefined> {
  const area = await db
    .select({ id: s.serviceAreas.id })
    .from(s.serviceAreas)
    .where(and(eq(s.serviceAreas.id, areaId), eq(s.serviceAreas.tenantId, tenant.id)))
    .get();
  if (!area) return undefined;
  if (fields.image_ids?.length) {
    const known = await galleryIdsOf(db, tenant);
    const unknown = fields.image_ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new AreaDataError({ image_ids: unknownImageMessage(unknown) });
  }
  const changes: Partial<typeof s.locationPages.$inferInsert> = {};
  for (const [field, column] of Object.entries(PAGE_COLUMNS) as [keyof LocationPageFields, keyof PageRow][]) {
    if (fields[field] !== undefined) (changes as Record<string, unknown>)[column] = fields[field];
  }
  const now = Date.now();
  await db
    .insert(s.locationPages)
    .values({ tenantId: tenant.id, serviceAreaId: areaId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: s.locationPages.serviceAreaId, set: { ...changes, updatedAt: now } });
  await republish(db, publisher, tenant, 'city page saved');
  return cityPageEditor(db, tenant, areaId, origin);
}

/** The ids the site's gallery gives its images: the industry's stock ids, and customGalleryImageId for uploads. */
async function galleryIdsOf(db: Db, tenant: TenantRow): Promise<Set<string>> {
  const custom = await db.select({ id: s.galleryImages.id }).from(s.galleryImages).where(eq(s.galleryImages.tenantId, tenant.id));
  return new Set([...(getIndustry(tenant.industry)?.gallery ?? []).map((g) => g.id), ...custom.map((g) => customGalleryImageId(g.id))]);
}

// ---- The public ZIP lookup ---------------------------------------------------------------------

export type ZipLookup =
  | { zip: string; served: true; area: { id: number; city: string; state: string }; minimum: number; multiplier: number }
  | { zip: string; served: false; nearest: { area: { id: number; city: string; state: string }; distance_miles: number } | null };

/**
 * Whether areas serve a place: one lists its ZIP code, or is its city, or has a radius that reaches
 * it; otherwise the nearest area with a known centre, in whole miles (at least 1).
 */
export function matchZip(areas: readonly ServiceAreaRecord[], place: ZipPlace): ZipLookup {
  const short = (a: ServiceAreaRecord) => ({ id: a.id, city: a.city, state: a.state });
  const distanceTo = (a: ServiceAreaRecord) =>
    a.latitude === null || a.longitude === null ? Number.POSITIVE_INFINITY : milesBetween({ lat: a.latitude, lng: a.longitude }, place);
  const serving =
    areas.find((a) => a.zip_codes.includes(place.zip)) ??
    areas.find((a) => a.state === place.state && a.city.toLowerCase() === place.city.toLowerCase()) ??
    areas.find((a) => a.radius_miles !== null && distanceTo(a) <= a.radius_miles);
  if (serving) return { zip: place.zip, served: true, area: short(serving), minimum: serving.minimum, multiplier: serving.multiplier };
  const nearest = areas
    .map((a) => ({ a, miles: distanceTo(a) }))
    .filter((n) => Number.isFinite(n.miles))
    .sort((x, y) => x.miles - y.miles)[0];
  return {
    zip: place.zip,
    served: false,
    nearest: nearest ? { area: short(nearest.a), distance_miles: Math.max(1, Math.round(nearest.miles)) } : null,
  };
}

/** Whether the tenant serves a ZIP; undefined for a ZIP the data does not know. The areas come from the public cache. */
export async function lookupServedZip(db: Db, tenant: TenantRow, input: string): Promise<ZipLookup | undefined> {
  const place = lookupZip(input);
  if (!place) return undefined;
  return matchZip(await cachedRead(db, tenant.slug, 'service-areas', () => serviceAreasOf(db, tenant.id), tenant.id), place);
}
