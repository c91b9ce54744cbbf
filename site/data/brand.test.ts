import { describe, expect, it } from 'vitest';
import { THEME_PALETTES } from '#core/branding/brand.ts';
import { getIndustry } from '#content/index.ts';
import { seoForPage } from '#core/site/seo.ts';
import { structuredDataErrors } from '#core/site/structured-data-rules.ts';
import type { PageData } from '#core/site/types.ts';
import { type BrandRow, buildTenantSite, planSitePages, type TenantSiteInput } from './site-data.ts';

const TODAY = '2026-11-24';

const brand = (overrides: Partial<BrandRow> = {}): BrandRow => ({
  theme: 'default',
  tagline: null,
  logo: null,
  colors: {},
  seoTitle: null,
  seoDescription: null,
  businessLicense: null,
  insuranceProvider: null,
  insuranceExpiry: null,
  ...overrides,
});

function input(b?: BrandRow): TenantSiteInput {
  return {
    tenant: {
      slug: 'acme-lawn',
      industry: 'lawncare',
      businessName: 'Acme Lawn',
      businessPhone: '7045550100',
      businessEmail: 'hi@acme.example',
      businessStreet: null,
      businessZip: null,
      businessStartDate: null,
      facebookUrl: null,
      facebookEnabled: false,
      instagramUrl: null,
      instagramEnabled: false,
      tiktokUrl: null,
      tiktokEnabled: false,
      youtubeUrl: null,
      youtubeEnabled: false,
      gbpUrl: null,
      features: {},
    },
    brand: b,
    today: TODAY,
    content: null,
    areas: [
      { city: 'Charlotte', state: 'NC', zip: '28202', isPrimary: true, latitude: null, longitude: null },
      { city: 'Concord', state: 'NC', zip: '28025', isPrimary: false, latitude: null, longitude: null },
    ],
    services: [],
    reviews: [],
    customGallery: [],
    origin: 'https://sites.example.com',
    basePath: '/acme-lawn',
  };
}

const home = (site: ReturnType<typeof buildTenantSite>): PageData => ({ kind: 'home', site });

describe('a site follows its brand', () => {
  it('keeps the industry look without a brand, and with the default theme and no colours of its own', () => {
    const industryTheme = getIndustry('lawncare')!.theme;
    expect(buildTenantSite(input()).business.theme).toEqual(industryTheme);
    const site = buildTenantSite(input(brand()));
    expect(site.business.theme).toEqual(industryTheme);
    expect(site.business.logo).toBeUndefined();
    expect(site.business.tagline).toBeUndefined();
    expect(site.business.trust).toBeUndefined();
    expect(site.homeSeo).toBeUndefined();
  });

  it("paints with the theme's palette, each colour the owner chose over it, and an unknown theme as sunset", () => {
    expect(buildTenantSite(input(brand({ theme: 'coastal' }))).business.theme).toEqual(THEME_PALETTES.coastal);
    const chosen = buildTenantSite(input(brand({ theme: 'coastal', colors: { primary: '#FACC15', accent: '#111111' } }))).business.theme;
    expect(chosen).toEqual({ ...THEME_PALETTES.coastal, primary: '#FACC15', accent: '#111111' });
    expect(buildTenantSite(input(brand({ theme: 'neon' }))).business.theme).toEqual(THEME_PALETTES.sunset);
  });

  it('shows the uploaded logo at its intrinsic size with its alt text, and the dark variant for the footer', () => {
    const logo = {
      url: '/uploads/logos/1-a.webp',
      alt: 'Acme Lawn logo',
      darkUrl: '/uploads/logos/1-b.webp',
      lightUrl: null,
      width: 400,
      height: 160,
    };
    expect(buildTenantSite(input(brand({ logo, tagline: 'Stripes you can see' }))).business).toMatchObject({
      logo: { src: logo.url, alt: 'Acme Lawn logo', width: 400, height: 160, darkSrc: logo.darkUrl },
      tagline: 'Stripes you can see',
    });
  });

  it('says "Licensed & insured" only with a license and an insurer, until the insurance expires', () => {
    const trust = { businessLicense: 'NC-12345', insuranceProvider: 'State Farm' };
    expect(buildTenantSite(input(brand(trust))).business.trust).toEqual({ license: 'NC-12345', insuranceProvider: 'State Farm' });
    expect(buildTenantSite(input(brand({ ...trust, insuranceExpiry: TODAY }))).business.trust).toBeDefined();
    expect(buildTenantSite(input(brand({ ...trust, insuranceExpiry: '2026-11-23' }))).business.trust).toBeUndefined();
    expect(buildTenantSite(input(brand({ businessLicense: 'NC-12345' }))).business.trust).toBeUndefined();
    expect(buildTenantSite(input(brand({ insuranceProvider: 'State Farm' }))).business.trust).toBeUndefined();
  });

  it("uses the owner's home title and description, and the generated ones where they are blank", () => {
    const generated = seoForPage(home(buildTenantSite(input(brand()))));
    const both = seoForPage(
      home(buildTenantSite(input(brand({ seoTitle: 'Acme Lawn | Charlotte mowing', seoDescription: 'Weekly mowing.' })))),
    );
    expect(both.title).toBe('Acme Lawn | Charlotte mowing');
    expect(both.description).toBe('Weekly mowing.');
    const titleOnly = seoForPage(home(buildTenantSite(input(brand({ seoTitle: 'Acme Lawn | Charlotte mowing' })))));
    expect(titleOnly.description).toBe(generated.description);
    // Only the home page: a city page keeps its own title.
    const site = buildTenantSite(input(brand({ seoTitle: 'Acme Lawn | Charlotte mowing' })));
    const city = planSitePages(site).find((p) => p.page.kind === 'city')!;
    expect(seoForPage(city.page).title).not.toBe('Acme Lawn | Charlotte mowing');
  });

  it('gives each page its own share image when the publish drew them, the stock picture otherwise', () => {
    const site = buildTenantSite(input(brand()));
    const pages = planSitePages(site);
    const city = pages.find((p) => p.page.kind === 'city')!;
    expect(seoForPage(home(site)).ogImage?.url).toBe(`https://sites.example.com${site.ogImage.src}`);
    const share = (src: string) => ({ src, alt: 'Acme Lawn', width: 1200, height: 630 });
    const drawn = {
      ...site,
      shareImages: {
        '/': share('/acme-lawn/share/home-1.jpg'),
        [city.path.slice('/acme-lawn'.length)]: share('/acme-lawn/share/areas/c-1.jpg'),
      },
    };
    expect(seoForPage(home(drawn)).ogImage).toEqual({
      url: 'https://sites.example.com/acme-lawn/share/home-1.jpg',
      width: 1200,
      height: 630,
      alt: 'Acme Lawn',
    });
    expect(seoForPage({ ...city.page, site: drawn } as PageData).ogImage?.url).toBe(
      'https://sites.example.com/acme-lawn/share/areas/c-1.jpg',
    );
  });

  it("puts the logo, tagline and license in the business's JSON-LD, and it stays valid", () => {
    const logo = { url: '/uploads/logos/1-a.webp', alt: 'Acme Lawn logo', darkUrl: null, lightUrl: null, width: 400, height: 160 };
    const site = buildTenantSite(
      input(brand({ logo, tagline: 'Stripes you can see', businessLicense: 'NC-12345', insuranceProvider: 'State Farm' })),
    );
    const head = seoForPage(home(site));
    const business = head.jsonLd[0]!;
    expect(business).toMatchObject({
      logo: 'https://sites.example.com/uploads/logos/1-a.webp',
      slogan: 'Stripes you can see',
      hasCredential: { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: 'NC-12345' },
    });
    expect(head.jsonLd.flatMap((block) => structuredDataErrors(block))).toEqual([]);
  });
});
