import { describe, expect, it } from 'vitest';
import { PREVIEW_FALLBACK_RATING, SERVICES_SECTION_TITLE } from '#core/site/constants.ts';
import {
  buildPreviewSite,
  buildTenantSite,
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
