import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '#core/content/types.ts';
import { buildPreviewSite } from '#site/data/site-data.ts';
import { InvalidTenantConfigError, validateTenantConfig } from './tenant-config.ts';

describe('validateTenantConfig', () => {
  it.each(INDUSTRIES)('accepts the %s demo business', (industry) => {
    expect(validateTenantConfig(buildPreviewSite(industry, 'http://localhost:3000'), 'approved').slug).toBe(`${industry}-preview`);
  });

  it('refuses a site with malformed data, naming each problem', () => {
    const site = buildPreviewSite('barber', 'http://localhost:3000');
    const broken = {
      ...site,
      business: { ...site.business, name: '', theme: { ...site.business.theme, accent: 'orange' } },
      services: [{ ...site.services[0]!, tiers: [{ ...site.services[0]!.tiers[0]!, priceCents: -5 }] }],
    };
    expect(() => validateTenantConfig(broken, 'approved')).toThrow(InvalidTenantConfigError);
    try {
      validateTenantConfig(broken, 'approved');
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid tenant configuration: /);
      expect((error as InvalidTenantConfigError).issues).toEqual([
        'branding.businessName: Tenant not found',
        'branding.colors.accent: Must be a valid hex color',
        'services.0.tiers.0.priceCents: Price must not be negative',
      ]);
    }
  });
});
