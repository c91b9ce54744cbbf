import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { isPublicTenantStatus } from '#core/site/tenant-status.ts';
import * as s from '#db/schema.ts';
import { hostnameOf, resolveSite } from '../sites/resolve.ts';

export type TenantRow = typeof s.tenants.$inferSelect;

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  return db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get();
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
    .where(eq(sql`lower(${s.tenantDomains.hostname})`, hostname))
    .get();
  const target = resolveSite(hostHeader, '/', { baseDomain, customDomain: () => mapped?.slug });
  return target.kind === 'site' ? findTenantBySlug(db, target.siteKey) : undefined;
}

export function isPublic(tenant: TenantRow): boolean {
  return isPublicTenantStatus(tenant.status);
}

/** The address of a tenant's site: its subdomain on a real base domain, else the path on the platform. */
export function siteUrl(config: { baseDomain: string; publicUrl: string }, slug: string): string {
  if (config.baseDomain === 'localhost') return `${config.publicUrl}/${slug}`;
  const scheme = new URL(config.publicUrl).protocol;
  return `${scheme}//${slug}.${config.baseDomain}`;
}

export async function serviceAreasOf(db: Db, tenantId: number) {
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
    minimum: r.minimum,
    multiplier: r.multiplier,
    primary: r === primary,
  }));
}

/** The public part of the tenant record of spec 1 §3 (personal contact details stay private). */
export async function publicTenantRecord(db: Db, tenant: TenantRow, config: { baseDomain: string; publicUrl: string }) {
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
    website: siteUrl(config, tenant.slug),
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
export async function privateTenantRecord(db: Db, tenant: TenantRow, config: { baseDomain: string; publicUrl: string }) {
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
