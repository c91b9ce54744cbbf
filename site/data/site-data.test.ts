import { describe, expect, it } from 'vitest';
import { PREVIEW_FALLBACK_RATING, SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import {
  buildPreviewSite,
  buildTenantSite,
  indexedPaths,
  planSitePages,
  siteRedirects,
  type ContentRow,
  type ReviewRow,
  type TenantSiteInput,
} from './site-data.ts';

const ORIGIN = 'http://localhost:3000';

function tenantInput(overrides: Partial<TenantSiteInput> = {}): TenantSiteInput {
  return {
    tenant: {
      slug: 'acme-detailing',
      industry: 'mobile-detailing',
      businessName: 'Acme Detailing',
      businessPhone: '6025550100',
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
    content: null,
    areas: [{ city: 'Mesa', state: 'AZ', zip: '85201', isPrimary: true, latitude: null, longitude: null }],
    services: [],
    reviews: [],
    customGallery: [],
    origin: ORIGIN,
    basePath: '/acme-detailing',
    ...overrides,
  };
}

const review = (id: number, rating: number): ReviewRow => ({
  id,
  customerName: `Customer ${id}`,
  rating,
  title: null,
  comment: 'Great work.',
  source: 'website',
  reviewerUrl: null,
  avatar: null,
  serviceCategory: null,
  publishedAt: Date.UTC(2026, 0, 1),
});

const ownerFigures = { reviewsAvgRating: 4.7, reviewsTotalCount: 212 } as ContentRow;

describe('the rating a site shows', () => {
  it("is absent on a live site with neither reviews nor the owner's figures", () => {
    expect(buildTenantSite(tenantInput()).rating).toBeUndefined();
  });

  it("comes from the reviews, or from the owner's figures when given", () => {
    expect(buildTenantSite(tenantInput({ reviews: [review(1, 5), review(2, 4)] })).rating).toEqual({
      average: 4.5,
      count: 2,
      source: 'reviews',
    });
    expect(buildTenantSite(tenantInput({ content: ownerFigures })).rating).toEqual({ average: 4.7, count: 212, source: 'owner' });
  });

  it("falls back to the spec's preview figures only on a preview without reviews", () => {
    expect(buildTenantSite(tenantInput(), 'preview').rating).toEqual({ ...PREVIEW_FALLBACK_RATING, source: 'fallback' });
  });
});

describe('site texts and addresses', () => {
  it('titles the services section "Our Services" unless the owner set a title', () => {
    expect(buildTenantSite(tenantInput()).servicesSection.title).toBe(SERVICES_SECTION_TITLE);
    expect(SERVICES_SECTION_TITLE).toBe('Our Services');
    expect(buildTenantSite(tenantInput({ content: { servicesTitle: 'What We Do' } as ContentRow })).servicesSection.title).toBe(
      'What We Do',
    );
  });

  it('redirects /service/{slug} and the slug aliases of the pages a site has', () => {
    const site = buildPreviewSite('mobile-detailing', ORIGIN);
    const redirects = siteRedirects(site, planSitePages(site));
    expect(redirects).toMatchObject({
      '/service/ppf': '/services/ppf',
      '/services/paint-protection-film': '/services/ppf',
      '/services/ppf-installation': '/services/ppf',
    });
    expect(Object.keys(redirects).filter((path) => path.startsWith('/service/'))).toHaveLength(site.services.length + 2);
  });
});

describe('city pages and the stored areas', () => {
  const areas = [
    { id: 1, city: 'Mesa', state: 'AZ', zip: '85201', isPrimary: true, latitude: 33.42, longitude: -111.83 },
    { id: 2, city: 'Tempe', state: 'az', zip: null, isPrimary: false, latitude: 33.41, longitude: -111.93 },
  ];
  const page = (overrides: Partial<NonNullable<TenantSiteInput['locationPages']>[number]> = {}) => ({
    serviceAreaId: 2,
    seoTitle: null,
    seoDescription: null,
    intro: null,
    faqs: null,
    neighborhoods: null,
    landmarks: null,
    localConditions: null,
    pricingModifierPct: null,
    imageIds: null,
    noindex: false,
    ...overrides,
  });
  const cityOf = (input: TenantSiteInput, slug: string) => {
    const planned = planSitePages(buildTenantSite(input)).find((p) => p.path === `/acme-detailing/areas/${slug}`);
    if (planned?.page.kind !== 'city') throw new Error(`no city page ${slug}`);
    return planned.page.city;
  };

  it('uses the owner’s texts where given and the generated text where blank', () => {
    const generated = cityOf(tenantInput({ areas }), 'tempe-az');
    const upload = {
      id: 7,
      src: '/uploads/g/7.webp',
      srcset: null,
      alt: 'Our van at Tempe Town Lake',
      title: '',
      caption: '',
      width: 1200,
      height: 900,
      tags: [],
    };
    const site = tenantInput({
      areas,
      customGallery: [upload],
      locationPages: [
        page({
          seoTitle: 'Tempe Mobile Detailing | Acme',
          intro: 'Detailing at ASU and on Mill Avenue.',
          faqs: [{ q: 'Do you come to ASU?', a: 'Yes, lots 59 and 60.' }],
          neighborhoods: ['Kiwanis Park'],
          landmarks: ['Tempe Town Lake'],
          localConditions: 'First paragraph.\n\nSecond paragraph.',
          pricingModifierPct: 10,
          imageIds: ['mobile-detailing-gallery-02', 'gone', 'custom:7'],
        }),
      ],
    });
    const city = cityOf(site, 'tempe-az');
    expect(city).toMatchObject({
      headline: generated.headline,
      intro: 'Detailing at ASU and on Mill Avenue.',
      faqs: [{ q: 'Do you come to ASU?', a: 'Yes, lots 59 and 60.' }],
      neighborhoods: ['Kiwanis Park'],
      landmarks: ['Tempe Town Lake'],
      localConditions: ['First paragraph.', 'Second paragraph.'],
      pricingModifierPct: 10,
      seoTitle: 'Tempe Mobile Detailing | Acme',
      seoDescription: undefined,
      noindex: false,
    });
    expect(city.images.map((i) => i.id)).toEqual(['mobile-detailing-gallery-02', 'custom:7']);
    expect(city.images[1]).toMatchObject({ src: '/uploads/g/7.webp', alt: 'Our van at Tempe Town Lake' });
    expect(cityOf(site, 'mesa-az')).toEqual(cityOf(tenantInput({ areas }), 'mesa-az'));
  });

  it('leaves a noindex city page out of the sitemap', () => {
    const pages = planSitePages(buildTenantSite(tenantInput({ areas, locationPages: [page({ noindex: true })] })));
    expect(indexedPaths(pages)).toContain('/acme-detailing/areas/mesa-az');
    expect(indexedPaths(pages)).not.toContain('/acme-detailing/areas/tempe-az');
    expect(pages.map((p) => p.path)).toContain('/acme-detailing/areas/tempe-az');
  });

  it('names the stored areas in the default answer about service areas, and leaves an owner’s own answer alone', () => {
    const answer = (input: TenantSiteInput) => buildTenantSite(input).faqs.find((f) => f.question === 'What areas do you service?')?.answer;
    expect(answer(tenantInput({ areas }))).toMatch(/^We currently serve Mesa and Tempe\. /);
    const six = ['Mesa', 'Tempe', 'Chandler', 'Gilbert', 'Phoenix', 'Peoria'].map((city, i) => ({
      ...areas[1]!,
      id: i + 1,
      city,
      isPrimary: i === 0,
    }));
    expect(answer(tenantInput({ areas: six }))).toMatch(/^We currently serve Mesa, Chandler, Gilbert, Peoria and 2 more cities\. /);
    const own = { id: 'a', question: 'What areas do you service?', answer: 'All of the East Valley.', category: 'Locations' };
    const content = { faqItems: [own] } as ContentRow;
    expect(answer(tenantInput({ areas, content }))).toBe('All of the East Valley.');
  });
});

describe("the owner's services on the site", () => {
  const tier = (name: string, priceCents: number, extra: Partial<{ enabled: boolean; popular: boolean }> = {}) => ({
    name,
    priceCents,
    durationMinutes: 60,
    description: '',
    features: [],
    popular: false,
    enabled: true,
    ...extra,
  });
  const service = (slug: string, name: string, category: string, tiers: ReturnType<typeof tier>[], active = true) => ({
    slug,
    name,
    category,
    description: `${name}, done in your driveway.`,
    pricingUnit: 'flat',
    active,
    tiers,
  });
  const site = buildTenantSite(
    tenantInput({
      services: [
        service('ceramic-coating', 'Ceramic Coating', 'ceramic-coating', [
          tier('Essential', 69900),
          tier('Hidden', 1000, { enabled: false }),
        ]),
        service('interior-reset', 'Interior Reset', 'service-packages', [tier('Refresh', 14900, { popular: true })]),
        service('paint-correction', 'Paint Correction', 'paint-correction', [tier('One-Step', 44900)], false),
        service('pet-hair-removal', 'Pet Hair Removal', 'addons', [tier('Pet Hair Removal', 4900)]),
      ],
    }),
  );

  it('shows the active services with their enabled tiers, under their category names', () => {
    expect(site.services.map((s) => s.name)).toEqual(['Ceramic Coating', 'Interior Reset']);
    expect(site.services[0]!.tiers.map((t) => t.name)).toEqual(['Essential']);
    expect(site.services[0]).toMatchObject({ category: 'Ceramic Coating', startingPriceCents: 69900 });
    expect(site.services[1]!.tiers[0]!.popular).toBe(true);
  });

  it('lists add-ons with their price and time instead of as services', () => {
    expect(site.addons).toEqual([
      {
        slug: 'pet-hair-removal',
        name: 'Pet Hair Removal',
        description: 'Pet Hair Removal, done in your driveway.',
        priceCents: 4900,
        durationMinutes: 60,
        pricingUnit: 'flat',
        href: undefined,
      },
    ]);
  });

  it('gives a service without written content a page of its own name, description and packages', () => {
    const pages = planSitePages(site).filter((p) => p.page.kind === 'service');
    expect(pages.map((p) => p.path)).toEqual(['/acme-detailing/services/ceramic-coating', '/acme-detailing/services/interior-reset']);
    const own = pages[1]!.page;
    if (own.kind !== 'service') throw new Error(own.kind);
    expect(own.content).toMatchObject({
      title: 'Interior Reset',
      hero: { headline: 'Interior Reset by Acme Detailing', subheadline: 'Interior Reset, done in your driveway.' },
      process: { steps: [] },
    });
  });

  it('shows the industry add-ons on a preview site too', () => {
    expect(buildPreviewSite('barber', ORIGIN).addons.map((a) => a.name)).toContain('Eyebrow Cleanup');
    // An add-on with a written page keeps it, and is listed with the add-ons as well.
    const preview = buildPreviewSite('barber', ORIGIN);
    expect(preview.services.map((s) => s.slug)).toContain('beard-trim');
    expect(preview.addons.find((a) => a.slug === 'beard-trim')?.href).toBe('/barber-preview/services/beard-trim');
  });
});

describe('the review form of a site', () => {
  it('is planned on a live site whose reviews are on, and kept out of the sitemap', () => {
    const pages = planSitePages(buildTenantSite(tenantInput()));
    expect(pages.filter((p) => p.page.kind === 'review').map((p) => p.path)).toEqual(['/acme-detailing/review']);
    expect(indexedPaths(pages)).not.toContain('/acme-detailing/review');
  });

  it('is not planned when reviews are off, nor on a preview site', () => {
    const off = tenantInput();
    off.tenant.features = { reviewsEnabled: false };
    expect(planSitePages(buildTenantSite(off)).some((p) => p.page.kind === 'review')).toBe(false);
    expect(planSitePages(buildPreviewSite('mobile-detailing', ORIGIN)).some((p) => p.page.kind === 'review')).toBe(false);
  });
});

describe('the booking pages of a site', () => {
  it('are planned where booking is on: the wizard in the sitemap, the manage page out of it', () => {
    const pages = planSitePages(buildTenantSite(tenantInput()));
    const booking = pages.filter((p) => p.page.kind === 'booking').map((p) => p.path);
    expect(booking).toEqual(['/acme-detailing/booking', '/acme-detailing/booking/manage']);
    const indexed = indexedPaths(pages);
    expect(indexed).toContain('/acme-detailing/booking');
    expect(indexed).not.toContain('/acme-detailing/booking/manage');
  });

  it('are not planned when the owner turned booking off, nor on a preview site', () => {
    const off = tenantInput();
    off.tenant.features = { bookingEnabled: false };
    expect(planSitePages(buildTenantSite(off)).some((p) => p.page.kind === 'booking')).toBe(false);
    expect(planSitePages(buildPreviewSite('mobile-detailing', ORIGIN)).some((p) => p.page.kind === 'booking')).toBe(false);
  });
});
