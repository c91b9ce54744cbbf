/**
 * A business's brand (issue 18): the Brand representation of api/routes/brand.ts read from the
 * tenant row, its changes, and the logo's uploads. Every change forgets the tenant's cached answers
 * and queues a publish, so the live site follows.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { getIndustry } from '#content/index.ts';
import {
  type Brand,
  type BrandUpdate,
  brandPalette,
  paletteContrast,
  resolveTheme,
  showsLicensedAndInsured,
  THEME_PALETTES,
  type ThemeId,
  yearsInBusiness,
} from '#core/branding/brand.ts';
import type { LogoVariant } from '#core/branding/logo.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { retireUpload } from '#db/upload-retention.ts';
import { storeLogo } from '../lib/logo-upload.ts';
import { forgetTenant } from './public-cache.ts';
import type { TenantRow } from './tenants.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The Brand of a tenant row. */
export function brandOf(tenant: TenantRow, now = today()): Brand {
  const chosen = { primary: tenant.brandPrimary, primaryDark: tenant.brandPrimaryDark, accent: tenant.brandAccent };
  const industryPalette = getIndustry(tenant.industry)?.theme ?? THEME_PALETTES.sunset;
  const defaults = brandPalette(tenant.theme, industryPalette, {});
  const resolved = resolveTheme(tenant.theme);
  const trust = {
    businessLicense: tenant.businessLicense,
    insuranceProvider: tenant.insuranceProvider,
    insuranceExpiry: tenant.insuranceExpiry,
  };
  return {
    // A stored name outside the list (older data) is shown as the site paints it: the sunset palette under 'default'.
    theme: (resolved === 'sunset' ? 'default' : resolved) as ThemeId,
    tagline: tenant.tagline,
    logo:
      tenant.logoUrl && tenant.logoWidth && tenant.logoHeight
        ? {
            url: tenant.logoUrl,
            alt: tenant.logoAlt ?? tenant.businessName,
            darkUrl: tenant.logoDarkUrl,
            lightUrl: tenant.logoLightUrl,
            width: tenant.logoWidth,
            height: tenant.logoHeight,
          }
        : null,
    favicon: tenant.logoUrl && tenant.logoWidth ? tenant.logoUrl : null,
    colors: chosen,
    defaults,
    contrast: paletteContrast(brandPalette(tenant.theme, industryPalette, chosen)),
    mainSiteSEO: { title: tenant.seoTitle, description: tenant.seoDescription },
    ...trust,
    businessStartDate: tenant.businessStartDate,
    yearsInBusiness: yearsInBusiness(tenant.businessStartDate, now),
    insured: showsLicensedAndInsured(trust, now),
    updatedAt: new Date(tenant.brandUpdatedAt ?? tenant.updatedAt).toISOString(),
  };
}

type TenantChanges = Partial<typeof s.tenants.$inferInsert>;

/** The tenant columns a PUT body changes; fields left out are not touched. */
function columnsOf(update: BrandUpdate): TenantChanges {
  const changes: TenantChanges = {};
  if (update.theme !== undefined) changes.theme = update.theme;
  if (update.tagline !== undefined) changes.tagline = update.tagline;
  if (update.colors?.primary !== undefined) changes.brandPrimary = update.colors.primary;
  if (update.colors?.primaryDark !== undefined) changes.brandPrimaryDark = update.colors.primaryDark;
  if (update.colors?.accent !== undefined) changes.brandAccent = update.colors.accent;
  if (update.logo?.alt !== undefined) changes.logoAlt = update.logo.alt;
  if (update.mainSiteSEO?.title !== undefined) changes.seoTitle = update.mainSiteSEO.title;
  if (update.mainSiteSEO?.description !== undefined) changes.seoDescription = update.mainSiteSEO.description;
  if (update.businessLicense !== undefined) changes.businessLicense = update.businessLicense;
  if (update.insuranceProvider !== undefined) changes.insuranceProvider = update.insuranceProvider;
  if (update.insuranceExpiry !== undefined) changes.insuranceExpiry = update.insuranceExpiry;
  if (update.businessStartDate !== undefined) changes.businessStartDate = update.businessStartDate;
  return changes;
}

async function writeBrand(db: Db, publisher: Publisher, tenant: TenantRow, changes: TenantChanges, reason: string): Promise<Brand> {
  const now = Date.now();
  const [row] = await db
    .update(s.tenants)
    .set({ ...changes, brandUpdatedAt: now, updatedAt: now })
    .where(eq(s.tenants.id, tenant.id))
    .returning();
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, reason);
  return brandOf(row!);
}

/** Saves the sent fields of the brand and queues a publish. */
export function saveBrand(db: Db, publisher: Publisher, tenant: TenantRow, update: BrandUpdate): Promise<Brand> {
  return writeBrand(db, publisher, tenant, columnsOf(update), 'brand saved');
}

const VARIANT_COLUMN = { main: 'logoUrl', dark: 'logoDarkUrl', light: 'logoLightUrl' } as const satisfies Record<
  LogoVariant,
  keyof TenantRow
>;

/** Retires the uploads rows behind logo urls being replaced or removed: a kept release may still show them. */
async function retireLogos(db: Db, tenantId: number, urls: (string | null)[]) {
  const paths = urls.filter((url): url is string => url !== null);
  if (paths.length === 0) return;
  const rows = await db
    .select({ id: s.uploads.id })
    .from(s.uploads)
    .where(and(eq(s.uploads.tenantId, tenantId), eq(s.uploads.kind, 'logo'), inArray(s.uploads.path, paths)));
  for (const row of rows) await retireUpload(db, row.id);
}

/**
 * Stores an uploaded logo as the tenant's main, dark or light logo and queues a publish. A new main
 * logo keeps the alt text the owner wrote, or gets the business name. Throws ImageUploadError.
 */
export async function replaceLogo(
  deps: { db: Db; publisher: Publisher; uploadsDir: string },
  tenant: TenantRow,
  variant: LogoVariant,
  bytes: Uint8Array,
): Promise<Brand> {
  const stored = await storeLogo(bytes, tenant.id, deps);
  const changes: TenantChanges = { [VARIANT_COLUMN[variant]]: stored.url };
  if (variant === 'main')
    Object.assign(changes, { logoWidth: stored.width, logoHeight: stored.height, logoAlt: tenant.logoAlt ?? tenant.businessName });
  await retireLogos(deps.db, tenant.id, [tenant[VARIANT_COLUMN[variant]]]);
  return writeBrand(deps.db, deps.publisher, tenant, changes, `logo uploaded (${variant})`);
}

/**
 * Removes a logo and queues a publish; the main one takes its variants with it (the industry's logo
 * shows again). Undefined when there is no such logo.
 */
export async function removeLogo(db: Db, publisher: Publisher, tenant: TenantRow, variant: LogoVariant): Promise<Brand> {
  // Removing what is not there already holds (a second click, another tab): the brand as it is, nothing to publish.
  if (!tenant[VARIANT_COLUMN[variant]]) return brandOf(tenant);
  const changes: TenantChanges =
    variant === 'main'
      ? { logoUrl: null, logoWidth: null, logoHeight: null, logoDarkUrl: null, logoLightUrl: null }
      : { [VARIANT_COLUMN[variant]]: null };
  await retireLogos(
    db,
    tenant.id,
    variant === 'main' ? [tenant.logoUrl, tenant.logoDarkUrl, tenant.logoLightUrl] : [tenant[VARIANT_COLUMN[variant]]],
  );
  return writeBrand(db, publisher, tenant, changes, `logo removed (${variant})`);
}
