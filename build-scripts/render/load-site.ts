/** Reads one tenant's rows and builds its TenantSite (site-data.ts does the shaping). */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { avatarImage, STOCK_AVATAR_PREFIX } from '#content/images.ts';
import type { ImageRef } from '#core/content/types.ts';
import { PUBLIC_TENANT_STATUSES } from '#core/site/tenant-status.ts';
import type { TenantSite } from '#core/site/types.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { type BrandRow, buildTenantSite, type ServiceRow } from '#site/data/site-data.ts';

export type TenantLoad =
  | { status: 'ok'; site: TenantSite; tenantId: number }
  | { status: 'not-approved'; businessName: string; tenantId: number }
  | { status: 'not-found' };

/** Only approved tenants have a public site (spec 1 §4; the rule lives in core). */
export const PUBLIC_STATUSES = PUBLIC_TENANT_STATUSES;

export function avatarOf(filename: string | null, alt: string): ImageRef | null {
  if (!filename) return null;
  if (filename.startsWith(STOCK_AVATAR_PREFIX)) return avatarImage(filename.slice(STOCK_AVATAR_PREFIX.length), alt);
  return { src: `/uploads/avatars/${encodeURIComponent(filename)}`, alt, width: 160, height: 160 };
}

/** The brand columns of a tenant; a logo without its size is not shown, as its box could not be reserved. */
export function brandOf(tenant: typeof s.tenants.$inferSelect): BrandRow {
  const { logoUrl, logoWidth, logoHeight } = tenant;
  return {
    theme: tenant.theme,
    tagline: tenant.tagline,
    logo:
      logoUrl && logoWidth && logoHeight
        ? {
            url: logoUrl,
            alt: tenant.logoAlt ?? tenant.businessName,
            darkUrl: tenant.logoDarkUrl,
            lightUrl: tenant.logoLightUrl,
            width: logoWidth,
            height: logoHeight,
          }
        : null,
    colors: { primary: tenant.brandPrimary, primaryDark: tenant.brandPrimaryDark, accent: tenant.brandAccent },
    seoTitle: tenant.seoTitle,
    seoDescription: tenant.seoDescription,
    businessLicense: tenant.businessLicense,
    insuranceProvider: tenant.insuranceProvider,
    insuranceExpiry: tenant.insuranceExpiry,
  };
}

export async function loadTenantSite(db: Db, slug: string, origin: string): Promise<TenantLoad> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get();
  if (!tenant) return { status: 'not-found' };
  if (!PUBLIC_STATUSES.has(tenant.status)) return { status: 'not-approved', businessName: tenant.businessName, tenantId: tenant.id };

  const [content, areas, serviceRows, reviewRows, gallery, locationPages, primaryDomain] = await Promise.all([
    db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id)).get(),
    db
      .select()
      .from(s.serviceAreas)
      .where(eq(s.serviceAreas.tenantId, tenant.id))
      .orderBy(asc(s.serviceAreas.sortOrder), asc(s.serviceAreas.id)),
    db.select().from(s.services).where(eq(s.services.tenantId, tenant.id)).orderBy(asc(s.services.sortOrder), asc(s.services.id)),
    db
      .select()
      .from(s.reviews)
      .where(and(eq(s.reviews.tenantId, tenant.id), eq(s.reviews.status, 'published')))
      .orderBy(desc(s.reviews.publishedAt)),
    db
      .select()
      .from(s.galleryImages)
      .where(eq(s.galleryImages.tenantId, tenant.id))
      .orderBy(asc(s.galleryImages.sortOrder), asc(s.galleryImages.id)),
    db.select().from(s.locationPages).where(eq(s.locationPages.tenantId, tenant.id)),
    db
      .select({ hostname: s.tenantDomains.hostname })
      .from(s.tenantDomains)
      .where(and(eq(s.tenantDomains.tenantId, tenant.id), eq(s.tenantDomains.isPrimary, true), eq(s.tenantDomains.status, 'active')))
      .get(),
  ]);
  const tiers = serviceRows.length
    ? await db
        .select()
        .from(s.serviceTiers)
        .where(
          inArray(
            s.serviceTiers.serviceId,
            serviceRows.map((r) => r.id),
          ),
        )
        .orderBy(asc(s.serviceTiers.sortOrder), asc(s.serviceTiers.id))
    : [];
  const services: ServiceRow[] = serviceRows.map((r) => ({ ...r, tiers: tiers.filter((t) => t.serviceId === r.id) }));

  const site = buildTenantSite({
    tenant,
    brand: brandOf(tenant),
    content: content ?? null,
    areas,
    locationPages,
    services,
    reviews: reviewRows.map((r) => ({ ...r, avatar: avatarOf(r.avatarFilename, r.customerName) })),
    customGallery: gallery,
    origin,
    basePath: `/${tenant.slug}`,
    primaryDomain: primaryDomain?.hostname,
  });
  return { status: 'ok', site, tenantId: tenant.id };
}
