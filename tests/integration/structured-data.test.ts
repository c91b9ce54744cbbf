/**
 * The structured data of every kind of page, as the real app serves it, has every property Google
 * requires of each type (core/site/structured-data-rules.ts): rich-result checks report no error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_SCHEMA_TYPE } from '#core/site/seo.ts';
import { GOOGLE_REQUIRED, nodesOf, structuredDataErrors } from '#core/site/structured-data-rules.ts';
import { startHarness, type Harness } from './harness.ts';
import { pagesOfEveryKind, productErrorPage, type PageKind, type PageOfKind } from './page-kinds.ts';

let h: Harness;
let pages: (PageOfKind & { blocks: unknown[] })[];
beforeAll(async () => {
  h = await startHarness();
  pages = [];
  for (const page of await pagesOfEveryKind(h)) {
    const res = await h.request(page.url);
    expect(res.status, page.url).toBe(page.status);
    pages.push({ ...page, blocks: jsonLd(await res.text()) });
  }
});
afterAll(() => h?.close());

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const LOCAL_BUSINESS = Object.values(BUSINESS_SCHEMA_TYPE);

/** The top-level @types each kind of page carries (in any order). Status pages carry none. */
const EXPECTED_TYPES: Record<PageKind, string[]> = {
  landing: ['Organization', 'WebSite', 'WebPage'],
  pricing: ['Organization', 'WebPage', 'BreadcrumbList'],
  onboard: ['Organization', 'WebPage', 'BreadcrumbList'],
  'tenant-onboarding': ['Organization', 'WebPage', 'BreadcrumbList'],
  'not-approved': [],
  'no-tenant': [],
  'service-not-found': [],
  home: ['LocalBusiness', 'WebSite', 'FAQPage'],
  service: ['Service', 'BreadcrumbList'],
  city: ['LocalBusiness', 'BreadcrumbList', 'FAQPage'],
  booking: [],
  review: [],
  estimate: [],
  preview: ['LocalBusiness', 'WebSite', 'FAQPage'],
  'preview-link': [],
};

function topLevelType(block: unknown): string {
  const type = String((block as Record<string, unknown>)['@type']);
  return LOCAL_BUSINESS.includes(type) ? 'LocalBusiness' : type;
}

describe('structured data Google accepts', () => {
  it('gives every kind of page the structured data it should have', () => {
    for (const page of pages) expect(page.blocks.map(topLevelType).sort(), page.url).toEqual([...EXPECTED_TYPES[page.kind]].sort());
  });

  it('has every property Google requires of each type, on every kind of page', () => {
    const errors = pages.flatMap((page) => page.blocks.flatMap((block, i) => structuredDataErrors(block, `${page.url} jsonLd[${i}]`)));
    expect(errors).toEqual([]);
  });

  it('gives every Offer a price and every AggregateOffer a lowPrice, in USD, on home, service and preview pages', () => {
    for (const page of pages.filter((p) => ['home', 'service', 'preview'].includes(p.kind))) {
      const offers = page.blocks.flatMap(nodesOf).filter((n) => n['@type'] === 'Offer' || n['@type'] === 'AggregateOffer');
      expect(offers.length, `${page.url}: offers`).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.priceCurrency, page.url).toBe('USD');
        expect(offer['@type'] === 'Offer' ? offer.price : offer.lowPrice, `${page.url}: ${JSON.stringify(offer)}`).toEqual(
          expect.any(Number),
        );
      }
    }
  });

  it('emits only types the Google table covers', () => {
    const types = new Set(
      pages
        .flatMap((p) => p.blocks.flatMap(nodesOf))
        .map((n) => n['@type'])
        .filter((t) => t !== undefined),
    );
    for (const type of types) expect(Object.keys(GOOGLE_REQUIRED), String(type)).toContain(type);
  });

  it('keeps structured data off the error page', async () => {
    expect(jsonLd(await productErrorPage(h))).toEqual([]);
  });
});

describe('the Google table itself', () => {
  it('reports an Offer without a price, a review without a rating and an unknown type', () => {
    const errors = structuredDataErrors({
      '@context': 'https://schema.org',
      '@type': 'AutoWash',
      name: 'Acme',
      address: { '@type': 'PostalAddress', addressLocality: 'Mesa' },
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        itemListElement: [{ '@type': 'Offer', priceCurrency: 'USD', itemOffered: { '@type': 'Service', name: 'Wash' } }],
      },
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Ann' } }],
      subjectOf: { '@type': 'Movie', name: 'x' },
    });
    expect(errors).toEqual([
      expect.stringMatching(/itemListElement\[0\] \(Offer\): missing price/),
      expect.stringMatching(/review\[0\] \(Review\): missing reviewRating/),
      expect.stringMatching(/subjectOf: @type "Movie" has no rule/),
    ]);
  });

  it('asks itemReviewed only of a review that stands alone, and takes ratingCount or reviewCount', () => {
    expect(
      structuredDataErrors({ '@context': 'https://schema.org', '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 3 }),
    ).toEqual([expect.stringMatching(/missing itemReviewed/)]);
    expect(
      structuredDataErrors({
        '@context': 'https://schema.org',
        '@type': 'AggregateRating',
        ratingValue: '4.5',
        reviewCount: 3,
        itemReviewed: { '@id': 'https://a.example/#business' },
      }),
    ).toEqual([]);
    expect(
      structuredDataErrors({ '@context': 'https://schema.org', '@type': 'AggregateOffer', lowPrice: '$5', priceCurrency: 'usd' }),
    ).toEqual([
      expect.stringMatching(/lowPrice: "\$5" is not a number/),
      expect.stringMatching(/priceCurrency: "usd" is not an ISO 4217 code/),
    ]);
  });
});
