import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  brandPalette,
  brandUpdateSchema,
  paletteContrast,
  resolveTheme,
  showsLicensedAndInsured,
  THEME_PALETTES,
  THEMES,
  yearsInBusiness,
} from './brand.ts';
import { looksLikeSvg } from './logo.ts';
import { AA_TEXT_CONTRAST, AAA_TEXT_CONTRAST, checkContrast, contrast } from './colors.ts';

const industry = { primary: '#1D4ED8', primaryDark: '#1E3A8A', accent: '#F59E0B', surface: '#F8FAFC' };
const errorsOf = (body: unknown) => {
  const parsed = brandUpdateSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('brand colours', () => {
  it('takes #RRGGBB in either case and stores it upper case', () => {
    expect(brandUpdateSchema.parse({ colors: { primary: '#0f766e' } }).colors).toEqual({ primary: '#0F766E' });
  });

  it.each(['0F766E', '#0F766', '#0F766EE', '#GGGGGG', 'red', '#fff', 42])('refuses %s with the spec message', (value) => {
    expect(errorsOf({ colors: { primary: value } })).toEqual({ 'colors.primary': 'Must be a valid hex color' });
  });

  it('null clears a colour: the theme colour shows', () => {
    expect(brandUpdateSchema.parse({ colors: { accent: null } }).colors).toEqual({ accent: null });
    expect(brandPalette('default', industry, { accent: null }).accent).toBe(industry.accent);
  });

  it("paints the owner's colour over the theme's, the theme's surface kept", () => {
    expect(brandPalette('coastal', industry, { primary: '#123456' })).toEqual({ ...THEME_PALETTES.coastal, primary: '#123456' });
    expect(brandPalette('default', industry, {})).toEqual(industry);
  });
});

describe('contrast decisions', () => {
  it('a colour white text reads on passes and is used as it is', () => {
    const check = checkContrast('#1E3A8A');
    expect(check).toMatchObject({ passes: true, siteUses: '#1e3a8a', required: AA_TEXT_CONTRAST });
    expect(check.ratio).toBeGreaterThan(10);
  });

  it('a light colour fails AA and the site uses a darker one that passes', () => {
    const check = checkContrast('#FACC15', '#FFFFFF');
    expect(check.passes).toBe(false);
    expect(check.ratio).toBeLessThan(2);
    expect(contrast(check.siteUses, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('the dark colour is held to AAA', () => {
    const { primary, primaryDark } = paletteContrast({ ...industry, primary: '#2563EB', primaryDark: '#2563EB' });
    expect(primary.passes).toBe(true);
    expect(primaryDark).toMatchObject({ passes: false, required: AAA_TEXT_CONTRAST });
    expect(contrast(primaryDark.siteUses, '#ffffff')).toBeGreaterThanOrEqual(AAA_TEXT_CONTRAST);
  });

  it("every theme's own palette passes without darkening", () => {
    for (const palette of Object.values(THEME_PALETTES)) {
      const checks = paletteContrast(palette);
      expect(checks.primary.passes && checks.primaryDark.passes, JSON.stringify(palette)).toBe(true);
    }
  });
});

describe('themes', () => {
  it('the five of the spec are accepted; anything else is "Theme not found"', () => {
    for (const theme of THEMES) expect(brandUpdateSchema.parse({ theme }).theme).toBe(theme);
    expect(errorsOf({ theme: 'sunset' })).toEqual({ theme: 'Theme not found' });
  });

  it('a stored theme the site does not know falls back to sunset', () => {
    expect(resolveTheme('coastal')).toBe('coastal');
    expect(resolveTheme('neon')).toBe('sunset');
    expect(resolveTheme(null)).toBe('sunset');
    expect(brandPalette('neon', industry, {})).toEqual(THEME_PALETTES.sunset);
  });
});

describe('main-site SEO', () => {
  it('takes up to 60 and 160 characters', () => {
    const parsed = brandUpdateSchema.parse({ mainSiteSEO: { title: 'T'.repeat(60), description: 'D'.repeat(160) } });
    expect(parsed.mainSiteSEO).toEqual({ title: 'T'.repeat(60), description: 'D'.repeat(160) });
  });

  it('refuses longer texts with the spec messages', () => {
    expect(errorsOf({ mainSiteSEO: { title: 'T'.repeat(61), description: 'D'.repeat(161) } })).toEqual({
      'mainSiteSEO.title': 'SEO title should be under 60 characters',
      'mainSiteSEO.description': 'SEO description should be under 160 characters',
    });
  });

  it('blank means the generated text: stored as null', () => {
    expect(brandUpdateSchema.parse({ mainSiteSEO: { title: '   ', description: null } }).mainSiteSEO).toEqual({
      title: null,
      description: null,
    });
  });
});

describe('trust details', () => {
  it('takes calendar dates only', () => {
    expect(brandUpdateSchema.parse({ insuranceExpiry: '2027-02-28' }).insuranceExpiry).toBe('2027-02-28');
    expect(errorsOf({ insuranceExpiry: '2027-02-30' })).toEqual({ insuranceExpiry: 'Must be a date (YYYY-MM-DD)' });
    expect(errorsOf({ insuranceExpiry: '02/28/2027' })).toEqual({ insuranceExpiry: 'Must be a date (YYYY-MM-DD)' });
  });

  it('refuses a start date in the future', () => {
    expect(errorsOf({ businessStartDate: '2999-01-01' })).toEqual({ businessStartDate: 'Start date cannot be in the future' });
  });

  it('counts whole years in business', () => {
    expect(yearsInBusiness('2015-06-15', '2026-06-14')).toBe(10);
    expect(yearsInBusiness('2015-06-15', '2026-06-15')).toBe(11);
    expect(yearsInBusiness(null, '2026-06-15')).toBeNull();
  });

  it('shows "Licensed & insured" only with license and provider, until the expiry day', () => {
    const trust = { businessLicense: 'ROC 334455', insuranceProvider: 'State Farm', insuranceExpiry: '2026-11-24' };
    expect(showsLicensedAndInsured(trust, '2026-11-24')).toBe(true);
    expect(showsLicensedAndInsured(trust, '2026-11-25')).toBe(false);
    expect(showsLicensedAndInsured({ ...trust, insuranceExpiry: null }, '2030-01-01')).toBe(true);
    expect(showsLicensedAndInsured({ ...trust, businessLicense: null }, '2026-01-01')).toBe(false);
    expect(showsLicensedAndInsured({ ...trust, insuranceProvider: null }, '2026-01-01')).toBe(false);
  });
});

describe('the PUT body', () => {
  it('takes back what GET answered, its read-only keys and logo urls ignored', () => {
    const parsed = brandUpdateSchema.parse({
      theme: 'modern',
      tagline: 'Shine on',
      logo: { url: '/uploads/logos/a.webp', alt: 'Acme logo', darkUrl: null, lightUrl: null, width: 400, height: 120 },
      favicon: '/uploads/logos/a.webp',
      defaults: industry,
      contrast: {},
      insured: true,
      yearsInBusiness: 3,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(parsed).toEqual({ theme: 'modern', tagline: 'Shine on', logo: { alt: 'Acme logo' } });
  });

  it('refuses a key of no representation', () => {
    expect(errorsOf({ colour: '#000000' })).toEqual({ _: expect.any(String) });
  });

  it('refuses control characters in texts', () => {
    expect(errorsOf({ tagline: 'a\u0000b' })).toEqual({ tagline: 'Tagline must not contain control characters' });
  });
});

describe('looksLikeSvg', () => {
  it('tells SVG text from other bytes', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(looksLikeSvg(bytes('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('\uFEFF<svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('<html><svg></svg></html>'))).toBe(false);
    expect(looksLikeSvg(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
