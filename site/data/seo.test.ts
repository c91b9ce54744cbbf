import { describe, expect, it } from 'vitest';
import { buildPreviewSite, planSitePages } from './site-data.ts';
import { platformPages } from './platform-pages.ts';
import { structuredDataErrors } from '#core/site/structured-data-rules.ts';
import { INDUSTRIES, type Industry } from '#core/content/types.ts';
import { PREVIEW_FALLBACK_RATING } from '#core/site/constants.ts';
import { PRODUCT_NAME } from '#core/site/product.ts';
import {
  absoluteUrl,
  BUSINESS_SCHEMA_TYPE,
  businessId,
  compact,
  DESCRIPTION_MAX,
  jsonLdScript,
  ratingIsBacked,
  seoForPage,
  TITLE_MAX,
  truncate,
} from '#core/site/seo.ts';
import type { PageData, SeoHead, TenantSite } from '#core/site/types.ts';

const ORIGIN = 'https://sites.example.com';

type Json = Record<string, unknown>;

function tenantCopy(site: TenantSite): TenantSite {
  return { ...site, mode: 'tenant', features: { ...site.features, bookingEnabled: true } };
}

// ---------------------------------------------------------------------------------------------
// A small structural validator for the schema.org types seo.ts emits: Google's required properties
// (the table in core/site/structured-data-rules.ts) plus the sites' own rules: absolute
// URLs, one business @id, crumbs that end at the page, prices inside their range.

const ABSOLUTE = /^https?:\/\/[^\s]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const E164 = /^\+[1-9]\d{1,14}$/;
const LOCAL_BUSINESS_TYPES = new Set(Object.values(BUSINESS_SCHEMA_TYPE));

function obj(v: unknown, path: string, errors: string[]): Json {
  if (!v || typeof v !== 'object' || Array.isArray(v)) {
    errors.push(`${path}: expected an object`);
    return {};
  }
  return v as Json;
}

function str(o: Json, key: string, path: string, errors: string[], pattern?: RegExp): string {
  const v = o[key];
  if (typeof v !== 'string' || v.trim() === '') {
    errors.push(`${path}.${key}: required non-empty string`);
    return '';
  }
  if (pattern && !pattern.test(v)) errors.push(`${path}.${key}: "${v}" does not match ${pattern}`);
  return v;
}

function num(o: Json, key: string, path: string, errors: string[], min = -Infinity, max = Infinity): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) {
    errors.push(`${path}.${key}: expected a number in [${min}, ${max}], got ${JSON.stringify(v)}`);
    return NaN;
  }
  return v;
}

function arr(o: Json, key: string, path: string, errors: string[]): unknown[] {
  const v = o[key];
  if (!Array.isArray(v) || v.length === 0) {
    errors.push(`${path}.${key}: required non-empty array`);
    return [];
  }
  return v;
}

function type(o: Json, expected: string | Set<string>, path: string, errors: string[]): void {
  const t = o['@type'];
  const ok = typeof t === 'string' && (typeof expected === 'string' ? t === expected : expected.has(t));
  if (!ok)
    errors.push(`${path}.@type: expected ${typeof expected === 'string' ? expected : [...expected].join('|')}, got ${JSON.stringify(t)}`);
}

function validatePostalAddress(v: unknown, path: string, errors: string[]): void {
  const a = obj(v, path, errors);
  type(a, 'PostalAddress', path, errors);
  str(a, 'addressLocality', path, errors);
  str(a, 'addressRegion', path, errors, /^[A-Z]{2}$/);
  str(a, 'addressCountry', path, errors, /^US$/);
  if (a.postalCode !== undefined) str(a, 'postalCode', path, errors, /^\d{5}(-\d{4})?$/);
  if (a.streetAddress !== undefined) str(a, 'streetAddress', path, errors);
}

function validateCity(v: unknown, path: string, errors: string[]): void {
  const c = obj(v, path, errors);
  type(c, 'City', path, errors);
  str(c, 'name', path, errors);
  const s = obj(c.containedInPlace, `${path}.containedInPlace`, errors);
  type(s, 'State', `${path}.containedInPlace`, errors);
  str(s, 'name', `${path}.containedInPlace`, errors);
}

function validateRating(v: unknown, path: string, errors: string[]): void {
  const r = obj(v, path, errors);
  type(r, 'Rating', path, errors);
  num(r, 'ratingValue', path, errors, 1, 5);
  num(r, 'bestRating', path, errors, 5, 5);
}

function validateBusinessNode(b: Json, path: string, errors: string[]): void {
  type(b, LOCAL_BUSINESS_TYPES, path, errors);
  str(b, '@id', path, errors, /^https?:\/\/\S+#business$/);
  str(b, 'name', path, errors);
  str(b, 'url', path, errors, ABSOLUTE);
  validatePostalAddress(b.address, `${path}.address`, errors);
  if (b.telephone !== undefined) str(b, 'telephone', path, errors, E164);
  if (b.logo !== undefined) str(b, 'logo', path, errors, ABSOLUTE);
  if (b.priceRange !== undefined) {
    const p = str(b, 'priceRange', path, errors, /^\$[\d,.]+(-\$[\d,.]+)?$/);
    if (p.length >= 100) errors.push(`${path}.priceRange: at most 100 characters`);
  }
}

function validateLocalBusiness(b: Json, path: string, errors: string[]): void {
  validateBusinessNode(b, path, errors);
  if (b.geo !== undefined) {
    const g = obj(b.geo, `${path}.geo`, errors);
    type(g, 'GeoCoordinates', `${path}.geo`, errors);
    num(g, 'latitude', `${path}.geo`, errors, -90, 90);
    num(g, 'longitude', `${path}.geo`, errors, -180, 180);
  }
  const images = b.image === undefined ? [] : Array.isArray(b.image) ? b.image : [b.image];
  for (const [i, u] of images.entries()) {
    if (typeof u !== 'string' || !ABSOLUTE.test(u)) errors.push(`${path}.image[${i}]: absolute URL`);
  }
  const served = b.areaServed === undefined ? [] : Array.isArray(b.areaServed) ? b.areaServed : [b.areaServed];
  for (const [i, c] of served.entries()) validateCity(c, `${path}.areaServed[${i}]`, errors);
  if (b.sameAs !== undefined) {
    for (const [i, u] of (b.sameAs as unknown[]).entries()) {
      if (typeof u !== 'string' || !/^https:\/\//.test(u)) errors.push(`${path}.sameAs[${i}]`);
    }
  }
  if (b.aggregateRating !== undefined) {
    const r = obj(b.aggregateRating, `${path}.aggregateRating`, errors);
    type(r, 'AggregateRating', `${path}.aggregateRating`, errors);
    num(r, 'ratingValue', `${path}.aggregateRating`, errors, 1, 5);
    const count = num(r, 'reviewCount', `${path}.aggregateRating`, errors, 1);
    if (!Number.isInteger(count)) errors.push(`${path}.aggregateRating.reviewCount: integer`);
    num(r, 'bestRating', `${path}.aggregateRating`, errors, 5, 5);
  }
  if (b.review !== undefined) {
    (b.review as unknown[]).forEach((v, i) => {
      const p = `${path}.review[${i}]`;
      const r = obj(v, p, errors);
      type(r, 'Review', p, errors);
      const author = obj(r.author, `${p}.author`, errors);
      type(author, 'Person', `${p}.author`, errors);
      str(author, 'name', `${p}.author`, errors);
      if (author.name && String(author.name).length > 100) errors.push(`${p}.author.name: under 100 characters`);
      validateRating(r.reviewRating, `${p}.reviewRating`, errors);
      str(r, 'reviewBody', p, errors);
      str(r, 'datePublished', p, errors, ISO_DATE);
    });
  }
  if (b.hasOfferCatalog !== undefined) {
    const c = obj(b.hasOfferCatalog, `${path}.hasOfferCatalog`, errors);
    type(c, 'OfferCatalog', `${path}.hasOfferCatalog`, errors);
    arr(c, 'itemListElement', `${path}.hasOfferCatalog`, errors).forEach((v, i) => {
      // A priced service is offered at its tiers' price range; one without tiers is listed as the service alone.
      const p = `${path}.hasOfferCatalog.itemListElement[${i}]`;
      const o = obj(v, p, errors);
      const priced = o['@type'] === 'AggregateOffer';
      const s = priced ? obj(o.itemOffered, `${p}.itemOffered`, errors) : o;
      type(s, 'Service', priced ? `${p}.itemOffered` : p, errors);
      str(s, 'name', p, errors);
      str(s, 'url', p, errors, ABSOLUTE);
      if (priced) {
        const lo = num(o, 'lowPrice', p, errors, 0);
        if (lo > num(o, 'highPrice', p, errors, 0)) errors.push(`${p}: lowPrice above highPrice`);
      }
    });
  }
}

function validateFaqPage(f: Json, path: string, errors: string[]): void {
  type(f, 'FAQPage', path, errors);
  arr(f, 'mainEntity', path, errors).forEach((v, i) => {
    const p = `${path}.mainEntity[${i}]`;
    const q = obj(v, p, errors);
    type(q, 'Question', p, errors);
    str(q, 'name', p, errors);
    const a = obj(q.acceptedAnswer, `${p}.acceptedAnswer`, errors);
    type(a, 'Answer', `${p}.acceptedAnswer`, errors);
    str(a, 'text', `${p}.acceptedAnswer`, errors);
  });
}

function validateBreadcrumbs(b: Json, path: string, errors: string[], canonical: string): void {
  type(b, 'BreadcrumbList', path, errors);
  const items = arr(b, 'itemListElement', path, errors);
  if (items.length < 2) errors.push(`${path}: at least two crumbs`);
  items.forEach((v, i) => {
    const p = `${path}.itemListElement[${i}]`;
    const li = obj(v, p, errors);
    type(li, 'ListItem', p, errors);
    if (li.position !== i + 1) errors.push(`${p}.position: expected ${i + 1}`);
    str(li, 'name', p, errors);
    str(li, 'item', p, errors, ABSOLUTE);
  });
  const last = items[items.length - 1] as Json | undefined;
  if (last && last.item !== canonical) errors.push(`${path}: the last crumb must be the page itself`);
}

function validateService(s: Json, path: string, errors: string[], site: TenantSite): void {
  type(s, 'Service', path, errors);
  str(s, 'name', path, errors);
  str(s, 'serviceType', path, errors);
  str(s, 'url', path, errors, ABSOLUTE);
  const provider = obj(s.provider, `${path}.provider`, errors);
  validateBusinessNode(provider, `${path}.provider`, errors);
  if (provider['@id'] !== businessId(site)) errors.push(`${path}.provider.@id: must be the business @id`);
  for (const [i, c] of arr(s, 'areaServed', path, errors).entries()) validateCity(c, `${path}.areaServed[${i}]`, errors);
  const o = obj(s.offers, `${path}.offers`, errors);
  type(o, 'AggregateOffer', `${path}.offers`, errors);
  str(o, 'priceCurrency', `${path}.offers`, errors, /^USD$/);
  const lo = num(o, 'lowPrice', `${path}.offers`, errors, 0);
  const hi = num(o, 'highPrice', `${path}.offers`, errors, 0);
  if (lo > hi) errors.push(`${path}.offers: lowPrice above highPrice`);
  const offers = arr(o, 'offers', `${path}.offers`, errors);
  if (o.offerCount !== offers.length) errors.push(`${path}.offers.offerCount: must equal the number of offers`);
  offers.forEach((v, i) => {
    const p = `${path}.offers.offers[${i}]`;
    const offer = obj(v, p, errors);
    type(offer, 'Offer', p, errors);
    str(offer, 'name', p, errors);
    const pr = num(offer, 'price', p, errors, 0);
    if (pr < lo || pr > hi) errors.push(`${p}.price outside the aggregate range`);
    str(offer, 'priceCurrency', p, errors, /^USD$/);
  });
}

/** No undefined/null/empty/NaN anywhere, and no stringified leftovers. */
function scanValues(v: unknown, path: string, errors: string[]): void {
  if (v === undefined || v === null) errors.push(`${path}: ${String(v)}`);
  else if (typeof v === 'number' && !Number.isFinite(v)) errors.push(`${path}: ${v}`);
  else if (typeof v === 'string') {
    if (v.trim() === '') errors.push(`${path}: empty string`);
    if (/\b(undefined|null|NaN)\b|\[object Object\]/.test(v)) errors.push(`${path}: "${v}" leaks a placeholder`);
  } else if (Array.isArray(v)) {
    if (v.length === 0) errors.push(`${path}: empty array`);
    for (const [i, x] of v.entries()) scanValues(x, `${path}[${i}]`, errors);
  } else if (typeof v === 'object') {
    for (const [k, x] of Object.entries(v as Json)) scanValues(x, `${path}.${k}`, errors);
  }
}

function validateHead(page: PageData, seo: SeoHead): string[] {
  const errors: string[] = [];
  seo.jsonLd.forEach((ld, i) => {
    const p = `jsonLd[${i}]`;
    errors.push(...structuredDataErrors(ld, p));
    scanValues(ld, p, errors);
    const parsed = JSON.parse(jsonLdScript(ld)) as Json;
    if (JSON.stringify(parsed) !== JSON.stringify(ld)) errors.push(`${p}: does not round-trip through JSON`);
  });
  const byType = (t: string | Set<string>) =>
    seo.jsonLd.filter((o) => (typeof t === 'string' ? o['@type'] === t : t.has(String(o['@type']))));
  const one = (t: string | Set<string>, name: string): Json | undefined => {
    const found = byType(t);
    if (found.length !== 1) errors.push(`expected exactly one ${name}, found ${found.length}`);
    return found[0];
  };
  switch (page.kind) {
    case 'home': {
      const b = one(LOCAL_BUSINESS_TYPES, 'LocalBusiness');
      if (b) {
        validateLocalBusiness(b, 'business', errors);
        if (b['@type'] !== BUSINESS_SCHEMA_TYPE[page.site.business.industry]) errors.push('business: wrong type for the industry');
        if (ratingIsBacked(page.site) && !b.aggregateRating) errors.push('business: aggregateRating missing');
        if (b.url !== seo.canonical) errors.push('business.url: must be the home URL');
      }
      const w = one('WebSite', 'WebSite');
      if (w) {
        str(w, 'url', 'website', errors, ABSOLUTE);
        str(w, 'name', 'website', errors);
      }
      const f = one('FAQPage', 'FAQPage');
      if (f) {
        validateFaqPage(f, 'faq', errors);
        if ((f.mainEntity as unknown[]).length !== page.site.faqs.length) errors.push('faq: one Question per FAQ');
      }
      break;
    }
    case 'service': {
      const s = one('Service', 'Service');
      if (s) validateService(s, 'service', errors, page.site);
      const b = one('BreadcrumbList', 'BreadcrumbList');
      if (b) {
        validateBreadcrumbs(b, 'breadcrumbs', errors, seo.canonical);
        if ((b.itemListElement as unknown[]).length !== 3) errors.push('breadcrumbs: Home › Services › Name');
      }
      if (byType('FAQPage').length) errors.push('service pages have no FAQ');
      break;
    }
    case 'city': {
      const b = one(LOCAL_BUSINESS_TYPES, 'LocalBusiness');
      if (b) {
        validateLocalBusiness(b, 'business', errors);
        const served = obj(b.areaServed, 'business.areaServed', errors);
        if (served.name !== page.area.city) errors.push('business.areaServed: must be the page city');
      }
      const crumbs = one('BreadcrumbList', 'BreadcrumbList');
      if (crumbs) validateBreadcrumbs(crumbs, 'breadcrumbs', errors, seo.canonical);
      const f = one('FAQPage', 'FAQPage');
      if (f) {
        validateFaqPage(f, 'faq', errors);
        if ((f.mainEntity as unknown[]).length !== page.city.faqs.length) errors.push('faq: one Question per city FAQ');
      }
      break;
    }
    default:
      break;
  }
  return errors;
}

function sitePages(site: TenantSite) {
  return planSitePages(site).map(({ path, page }) => ({ path, page, seo: seoForPage(page) }));
}

// ---------------------------------------------------------------------------------------------

describe.each(INDUSTRIES)('seoForPage on the %s sites', (industry: Industry) => {
  const preview = buildPreviewSite(industry, ORIGIN);
  const tenant = tenantCopy(preview);

  for (const [label, site] of [
    ['preview', preview],
    ['tenant', tenant],
  ] as const) {
    describe(label, () => {
      const pages = sitePages(site);

      it('has a home page, a page per service and a page per city', () => {
        expect(pages.filter((p) => p.page.kind === 'home')).toHaveLength(1);
        expect(pages.filter((p) => p.page.kind === 'service').length).toBeGreaterThan(0);
        expect(pages.filter((p) => p.page.kind === 'city')).toHaveLength(site.serviceAreas.length);
      });

      it('gives every page a unique title and description within the limits', () => {
        const titles = pages.map((p) => p.seo.title);
        const descriptions = pages.map((p) => p.seo.description);
        expect(new Set(titles).size).toBe(titles.length);
        expect(new Set(descriptions).size).toBe(descriptions.length);
        for (const { seo } of pages) {
          expect(seo.title.length, seo.title).toBeLessThanOrEqual(TITLE_MAX);
          expect(seo.title.length).toBeGreaterThan(10);
          expect(seo.description.length, seo.description).toBeLessThanOrEqual(DESCRIPTION_MAX);
          expect(seo.description.length, seo.description).toBeGreaterThanOrEqual(70);
          expect(`${seo.title} ${seo.description}`).not.toMatch(/undefined|null|NaN|\s{2}|\s[.,]/);
        }
      });

      it('names the business, the service and the city in the titles', () => {
        for (const { page, seo } of pages) {
          if (page.kind === 'service') expect(seo.title).toContain(page.service?.name ?? page.content.title);
          if (page.kind === 'city') expect(seo.title).toContain(page.area.city);
          if (page.kind === 'home' && site.mode === 'tenant') expect(seo.title.startsWith(site.business.name)).toBe(true);
          if (page.kind === 'home' && site.mode === 'preview')
            expect(seo.title).toBe(`${site.business.industryTitle} Preview | ${PRODUCT_NAME}`);
        }
      });

      it('uses the absolute page URL as canonical, and the site theme, manifest and share image', () => {
        for (const { path, seo } of pages) {
          expect(seo.canonical).toBe(`${ORIGIN}${path}`);
          expect(seo.manifest).toBe(`${site.basePath}/manifest.webmanifest`);
          expect(seo.themeColor).toBe(site.business.theme.primary);
          expect(seo.ogImage?.url).toMatch(/^https:\/\/sites\.example\.com\/\S+$/);
          expect(seo.ogImage?.width).toBeGreaterThan(0);
          expect(seo.ogImage?.alt).toBeTruthy();
        }
        expect(new Set(pages.map((p) => p.seo.canonical)).size).toBe(pages.length);
      });

      it(label === 'preview' ? 'keeps preview pages out of search' : 'lets tenant pages be indexed', () => {
        for (const { page, seo } of pages) {
          // A booking's manage page, the review form and the estimate page are reached from one customer's e-mail only.
          const personal = (page.kind === 'booking' && page.view === 'manage') || page.kind === 'review' || page.kind === 'estimate';
          expect(seo.robots).toBe(label === 'preview' || personal ? 'noindex,nofollow' : 'index,follow');
        }
      });

      it('emits valid JSON-LD on every page', () => {
        for (const { path, page, seo } of pages) {
          expect(validateHead(page, seo), path).toEqual([]);
        }
      });
    });
  }
});

describe('seoForPage details', () => {
  const site = tenantCopy(buildPreviewSite('mobile-detailing', ORIGIN));

  it('links every page to the same business @id', () => {
    const ids = sitePages(site).flatMap(({ seo }) =>
      seo.jsonLd
        .flatMap((o) => [o['@id'], (o.provider as Json | undefined)?.['@id']])
        .filter((id) => typeof id === 'string' && id.endsWith('#business')),
    );
    expect(new Set(ids)).toEqual(new Set([`${ORIGIN}${site.basePath}#business`]));
  });

  it('never turns the fallback rating into structured data or a snippet claim', () => {
    const bare: TenantSite = { ...site, reviews: [], rating: { ...PREVIEW_FALLBACK_RATING, source: 'fallback' } };
    for (const { seo } of sitePages(bare)) {
      expect(JSON.stringify(seo.jsonLd)).not.toContain('aggregateRating');
      expect(seo.description).not.toMatch(/Rated/);
    }
  });

  it("offers every priced service at its tiers' price range, per hour where priced so, and lists one without tiers with no offer", () => {
    const [unpriced, hourly, flat] = site.services;
    const priced: TenantSite = {
      ...site,
      services: [{ ...unpriced!, tiers: [], startingPriceCents: 0 }, { ...hourly!, pricingUnit: 'hour' }, flat!],
    };
    const pages = sitePages(priced);
    const home = pages.find((p) => p.page.kind === 'home')!.seo.jsonLd[0]!;
    const items = (home.hasOfferCatalog as Json).itemListElement as Json[];
    expect(items[0]).toEqual({
      '@type': 'Service',
      name: unpriced!.name,
      description: unpriced!.description,
      url: `${ORIGIN}${unpriced!.href}`,
    });
    const dollars = (s: typeof flat) => s!.tiers.map((t) => t.priceCents / 100);
    expect(items[1]).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: Math.min(...dollars(hourly)),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        minPrice: Math.min(...dollars(hourly)),
        priceCurrency: 'USD',
        unitCode: 'HUR',
      },
      itemOffered: { '@type': 'Service', name: hourly!.name },
    });
    expect(items[2]).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: Math.min(...dollars(flat)),
      highPrice: Math.max(...dollars(flat)),
      offerCount: flat!.tiers.length,
    });
    expect(items[2]!.priceSpecification).toBeUndefined();
    const unpricedPage = pages.find((p) => p.page.kind === 'service' && p.page.service?.slug === unpriced!.slug)!;
    expect(JSON.stringify(unpricedPage.seo.jsonLd)).not.toMatch(/"@type":"(Aggregate)?Offer"/);
    for (const { seo } of pages) for (const [i, ld] of seo.jsonLd.entries()) expect(structuredDataErrors(ld, `jsonLd[${i}]`)).toEqual([]);
  });

  it('shortens long names to fit and keeps the page unique', () => {
    const long: TenantSite = {
      ...site,
      business: { ...site.business, name: 'Extraordinarily Meticulous Premium Mobile Auto Detailing & Ceramic Coating Specialists LLC' },
    };
    const pages = sitePages(long);
    for (const { seo } of pages) {
      expect(seo.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(seo.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    }
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
  });

  it('keeps the state in titles when two areas share a city name', () => {
    const first = site.serviceAreas[1]!;
    const twin = { ...first, state: 'ZZ', stateName: 'Elsewhere', slug: `${first.slug}-twin`, href: `${first.href}-twin`, primary: false };
    const long: TenantSite = {
      ...site,
      business: { ...site.business, name: 'A Very Long Business Name For Testing Titles' },
      serviceAreas: [...site.serviceAreas, twin],
    };
    const pages = sitePages(long).filter((p) => p.page.kind === 'city');
    expect(new Set(pages.map((p) => p.seo.title)).size).toBe(pages.length);
  });

  it('handles a site served at the host root', () => {
    const root: TenantSite = { ...site, basePath: '' };
    const home = seoForPage({ kind: 'home', site: root });
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(home.manifest).toBe('/manifest.webmanifest');
  });

  it('marks not-found and status pages noindex without JSON-LD or canonical', () => {
    const nf = seoForPage({ kind: 'service-not-found', site });
    expect(nf.robots).toBe('noindex,nofollow');
    expect(nf.jsonLd).toEqual([]);
    expect(nf.canonical).toBe('');
    for (const page of [
      { kind: 'tenant-status', status: 403, code: 'TENANT_NOT_APPROVED', businessName: 'Pending Demo' },
      { kind: 'tenant-status', status: 403, code: 'TENANT_NOT_APPROVED' },
      { kind: 'tenant-status', status: 404, code: 'NO_TENANT_CONTEXT' },
    ] as const) {
      const seo = seoForPage(page);
      expect(seo.robots).toBe('noindex,nofollow');
      expect(seo.jsonLd).toEqual([]);
      expect(seo.title.length).toBeLessThanOrEqual(TITLE_MAX);
    }
  });

  it('describes the platform pages as the product', () => {
    const heads = platformPages(ORIGIN).map(({ path, page }) => ({ path, seo: seoForPage(page) }));
    expect(new Set(heads.map((h) => h.seo.title)).size).toBe(heads.length);
    expect(new Set(heads.map((h) => h.seo.description)).size).toBe(heads.length);
    for (const { path, seo } of heads) {
      expect(seo.canonical).toBe(absoluteUrl(ORIGIN, path));
      expect(seo.robots).toBe('index,follow');
      expect(seo.title).toContain(PRODUCT_NAME);
      expect(seo.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(seo.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      const errors: string[] = [];
      for (const [i, o] of seo.jsonLd.entries()) scanValues(o, `jsonLd[${i}]`, errors);
      expect(errors).toEqual([]);
      const types = seo.jsonLd.map((o) => o['@type']);
      expect(types).toContain('Organization');
      expect(types).toContain('WebPage');
      const webPage = seo.jsonLd.find((o) => o['@type'] === 'WebPage')!;
      expect(webPage.url).toBe(seo.canonical);
    }
  });
});

describe('helpers', () => {
  it('escapes JSON-LD so no text can close the script element', () => {
    const out = jsonLdScript({ text: '</script><script>alert(1)</script> & \u2028' });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ text: '</script><script>alert(1)</script> & \u2028' });
  });

  it('compacts empty values away', () => {
    expect(compact({ a: undefined, b: null, c: '', d: [], e: { f: undefined }, g: 0, h: [null, 'x'], i: NaN })).toEqual({ g: 0, h: ['x'] });
  });

  it('truncates at a word boundary with an ellipsis', () => {
    expect(truncate('one two three four', 12)).toBe('one two…');
    expect(truncate('short', 12)).toBe('short');
    expect(truncate('a'.repeat(30), 10)).toHaveLength(10);
  });

  it('builds absolute URLs', () => {
    expect(absoluteUrl('https://a.test/', '/x')).toBe('https://a.test/x');
    expect(absoluteUrl('https://a.test', '')).toBe('https://a.test/');
    expect(absoluteUrl('https://a.test', 'https://cdn.test/i.webp')).toBe('https://cdn.test/i.webp');
  });
});
