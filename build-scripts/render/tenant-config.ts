/** The tenant configuration a site is published from, checked against core's rules before any render. */
import { fieldErrors } from '#core/validation/errors.ts';
import { INVALID_TENANT_CONFIG, tenantConfigSchema, type TenantConfig } from '#core/validation/tenant-config.ts';
import type { TenantSite } from '#core/site/types.ts';

export function tenantConfigOf(site: TenantSite, status: string): unknown {
  const b = site.business;
  const primary = site.serviceAreas[0];
  return {
    slug: b.slug,
    vertical: b.industry,
    status,
    branding: { businessName: b.name, colors: b.theme },
    contact: {
      phone: b.phoneDigits.length === 10 ? `+1${b.phoneDigits}` : undefined,
      email: b.email || undefined,
      baseLocation: primary ? { city: primary.city, state: primary.state } : undefined,
    },
    services: site.services.map((s) => ({ slug: s.slug, name: s.name, tiers: s.tiers })),
    serviceAreas: site.serviceAreas.map((a) => ({
      city: a.city,
      stateCode: a.state,
      postalCodes: a.zip ? [a.zip] : undefined,
      latitude: a.latitude,
      longitude: a.longitude,
    })),
    locationPages: [],
    rating: site.rating?.average,
  };
}

export class InvalidTenantConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`${INVALID_TENANT_CONFIG}: ${issues.join('; ')}`);
  }
}

export function validateTenantConfig(site: TenantSite, status: string): TenantConfig {
  const parsed = tenantConfigSchema.safeParse(tenantConfigOf(site, status));
  if (!parsed.success)
    throw new InvalidTenantConfigError(Object.entries(fieldErrors(parsed.error)).map(([field, message]) => `${field}: ${message}`));
  return parsed.data;
}
