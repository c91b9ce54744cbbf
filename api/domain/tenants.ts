import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';

export type TenantRow = typeof s.tenants.$inferSelect;

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  return db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get();
}

export function isPublic(tenant: TenantRow): boolean {
  return tenant.status === 'approved';
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
