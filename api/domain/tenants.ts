import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import type { PublicTenantRecord, ServiceAreaRecord, TenantRecord } from '#core/api/types.ts';
import type { BusinessProfileUpdate } from '#core/validation/business-profile.ts';
import { citySlug } from '#core/format/slug.ts';
import { isPublicTenantStatus, type TenantStatus } from '#core/site/tenant-status.ts';
import * as s from '#db/schema.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import { hostnameOf, resolveSite } from '../sites/resolve.ts';
import { cachedRead, forgetTenant } from './public-cache.ts';

export type TenantRow = typeof s.tenants.$inferSelect;

/** Every request naming a tenant (sites, public API, dashboard) starts here, so it is answered from memory. */
export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  return cachedRead(
    db,
    slug,
    'tenant',
    () => db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get(),
    (row) => row.id,
  );
}

export async function findTenantById(db: Db, id: number): Promise<TenantRow | undefined> {
  return db.select().from(s.tenants).where(eq(s.tenants.id, id)).get();
}

/**
 * The tenant a request's Host names, as its site would be resolved (api/sites/resolve.ts): a
 * subdomain of the base domain or a custom hostname. The platform's own host names none.
 */
export async function findTenantByHost(db: Db, baseDomain: string, hostHeader: string | undefined): Promise<TenantRow | undefined> {
  const hostname = hostnameOf(hostHeader);
  if (!hostname) return undefined;
  const mapped = await db
    .select({ slug: s.tenants.slug })
    .from(s.tenantDomains)
    .innerJoin(s.tenants, eq(s.tenants.id, s.tenantDomains.tenantId))
    .where(and(eq(sql`lower(${s.tenantDomains.hostname})`, hostname), eq(s.tenantDomains.status, 'active')))
    .get();
  const target = resolveSite(hostHeader, '/', { baseDomain, customDomain: () => mapped?.slug });
  return target.kind === 'site' ? findTenantBySlug(db, target.siteKey) : undefined;
}

export function isPublic(tenant: TenantRow): boolean {
  return isPublicTenantStatus(tenant.status);
}

/** The business's primary custom domain while it is active (AppDeps.domains.primaryOf holds the same in memory). */
export async function primaryDomainOf(db: Db, tenantId: number): Promise<string | undefined> {
  const row = await db
    .select({ hostname: s.tenantDomains.hostname })
    .from(s.tenantDomains)
    .where(and(eq(s.tenantDomains.tenantId, tenantId), eq(s.tenantDomains.isPrimary, true), eq(s.tenantDomains.status, 'active')))
    .get();
  return row?.hostname;
}

/**
 * The address of a tenant's site: its primary custom domain when it has an active one (pass
 * `AppDeps.domains.primaryOf(slug)`), else its subdomain on a real base domain, else the path on the platform.
 */
export function siteUrl(config: { baseDomain: string; publicUrl: string }, slug: string, primaryDomain?: string): string {
  if (primaryDomain) return `https://${primaryDomain}`;
  if (config.baseDomain === 'localhost') return `${config.publicUrl}/${slug}`;
  const scheme = new URL(config.publicUrl).protocol;
  return `${scheme}//${slug}.${config.baseDomain}`;
}

export async function serviceAreasOf(db: Db, tenantId: number): Promise<ServiceAreaRecord[]> {
  const rows = await db
    .select()
    .from(s.serviceAreas)
    .where(eq(s.serviceAreas.tenantId, tenantId))
    .orderBy(asc(s.serviceAreas.sortOrder), asc(s.serviceAreas.id));
  const primary = rows.find((r) => r.isPrimary) ?? rows[0];
  return [...(primary ? [primary] : []), ...rows.filter((r) => r !== primary)].map((r) => ({
    id: r.id,
    city: r.city,
    state: r.state,
    zip: r.zip,
    zip_codes: r.zipCodes,
    minimum: r.minimum,
    multiplier: r.multiplier,
    primary: r === primary,
    latitude: r.latitude,
    longitude: r.longitude,
    radius_miles: r.radiusMiles,
    url_path: `/areas/${citySlug(r.city, r.state.toUpperCase())}/`,
  }));
}

/** The public part of the tenant record of spec 1 §3 (personal contact details stay private). */
export async function publicTenantRecord(
  db: Db,
  tenant: TenantRow,
  config: { baseDomain: string; publicUrl: string },
): Promise<PublicTenantRecord> {
  return cachedRead(db, tenant.slug, 'public-record', () => buildPublicTenantRecord(db, tenant, config), tenant.id);
}

async function buildPublicTenantRecord(
  db: Db,
  tenant: TenantRow,
  config: { baseDomain: string; publicUrl: string },
): Promise<PublicTenantRecord> {
  return {
    id: tenant.id,
    slug: tenant.slug,
    business_name: tenant.businessName,
    business_phone: tenant.businessPhone,
    business_email: tenant.businessEmail,
    industry: tenant.industry,
    status: tenant.status,
    application_status: tenant.status,
    business_start_date: tenant.businessStartDate,
    website: siteUrl(config, tenant.slug, await primaryDomainOf(db, tenant.id)),
    facebook_url: tenant.facebookEnabled ? tenant.facebookUrl : null,
    instagram_url: tenant.instagramEnabled ? tenant.instagramUrl : null,
    tiktok_url: tenant.tiktokEnabled ? tenant.tiktokUrl : null,
    youtube_url: tenant.youtubeEnabled ? tenant.youtubeUrl : null,
    gbp_url: tenant.gbpUrl,
    logo_url: tenant.logoUrl,
    service_areas: await serviceAreasOf(db, tenant.id),
    created_at: new Date(tenant.createdAt).toISOString(),
    updated_at: new Date(tenant.updatedAt).toISOString(),
  };
}

/** The whole record for the tenant's own staff and admins (spec 2 §3 profile fields). */
export async function privateTenantRecord(
  db: Db,
  tenant: TenantRow,
  config: { baseDomain: string; publicUrl: string },
): Promise<TenantRecord> {
  return {
    ...(await publicTenantRecord(db, tenant, config)),
    legal_name: tenant.legalName,
    first_name: tenant.firstName,
    last_name: tenant.lastName,
    personal_email: tenant.personalEmail,
    personal_phone: tenant.personalPhone,
    twilio_phone: tenant.twilioPhone,
    business_street: tenant.businessStreet,
    business_city: tenant.businessCity,
    business_state: tenant.businessState,
    business_zip: tenant.businessZip,
    facebook_url: tenant.facebookUrl,
    instagram_url: tenant.instagramUrl,
    tiktok_url: tenant.tiktokUrl,
    youtube_url: tenant.youtubeUrl,
    facebook_enabled: tenant.facebookEnabled,
    instagram_enabled: tenant.instagramEnabled,
    tiktok_enabled: tenant.tiktokEnabled,
    youtube_enabled: tenant.youtubeEnabled,
    features: tenant.features,
    last_activity: tenant.lastActivity ? new Date(tenant.lastActivity).toISOString() : null,
  };
}

type TenantColumns = typeof s.tenants.$inferInsert;

/** Columns of tenants for each field of a profile update. */
const PROFILE_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  personal_email: 'personalEmail',
  personal_phone: 'personalPhone',
  business_name: 'businessName',
  business_email: 'businessEmail',
  business_phone: 'businessPhone',
  twilio_phone: 'twilioPhone',
  business_start_date: 'businessStartDate',
  business_street: 'businessStreet',
  business_city: 'businessCity',
  business_state: 'businessState',
  business_zip: 'businessZip',
  gbp_url: 'gbpUrl',
  facebook_url: 'facebookUrl',
  instagram_url: 'instagramUrl',
  tiktok_url: 'tiktokUrl',
  youtube_url: 'youtubeUrl',
  facebook_enabled: 'facebookEnabled',
  instagram_enabled: 'instagramEnabled',
  tiktok_enabled: 'tiktokEnabled',
  youtube_enabled: 'youtubeEnabled',
} as const satisfies Record<keyof BusinessProfileUpdate, keyof TenantColumns>;

/**
 * Saves the fields of a profile update that were sent and queues a publish; a body that changes
 * nothing writes nothing and publishes nothing. Returns the tenant as stored afterwards.
 */
export async function updateBusinessProfile(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  update: BusinessProfileUpdate,
): Promise<TenantRow> {
  const changes: Partial<TenantColumns> = {};
  for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [keyof BusinessProfileUpdate, keyof TenantColumns][]) {
    if (update[field] !== undefined) (changes as Record<string, unknown>)[column] = update[field];
  }
  if (Object.keys(changes).length === 0) return tenant;
  const now = Date.now();
  const [updated] = await db
    .update(s.tenants)
    .set({ ...changes, updatedAt: now, lastActivity: now })
    .where(eq(s.tenants.id, tenant.id))
    .returning();
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, 'profile saved');
  return updated ?? tenant;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a tenant from one status to another (suspension, reactivation) when it is still in `from`;
 * `within` adds writes to the same transaction (the audit entry). Its public reads follow at once
 * and a publish is queued, so its site follows too: a suspended site answers its 403 page, a
 * reactivated one its pages again. False when the tenant was not in `from`.
 */
export async function setTenantStatus(
  db: Db,
  publisher: Publisher,
  tenantId: number,
  change: { from: TenantStatus; to: TenantStatus },
  within: (tx: Tx) => Promise<void> = async () => {},
): Promise<boolean> {
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.tenants)
      .set({ status: change.to, updatedAt: Date.now() })
      .where(and(eq(s.tenants.id, tenantId), eq(s.tenants.status, change.from)))
      .returning({ id: s.tenants.id });
    if (row) await within(tx);
    return row !== undefined;
  });
  if (!moved) return false;
  forgetTenant(db, tenantId);
  await publisher.enqueue(tenantId, change.to === 'suspended' ? 'suspended' : `status ${change.to}`);
  return true;
}
