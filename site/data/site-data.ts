/**
 * Turns a tenant's rows (or an industry's bundled demo, for preview sites) into the TenantSite the
 * pages render, and lists the pages of a site. Pure functions: the loader that reads the database
 * is in load-site.ts, so this is tested without one.
 */
import { addonService, getIndustry, ownServicePage, resolveServicePage, US_STATE_NAMES } from '#content/index.ts';
import { type BrandColors, type BrandLogo, brandPalette, showsLicensedAndInsured } from '#core/branding/brand.ts';
import { ADDONS_CATEGORY, categoryOf, serviceCatalog } from '#core/services/catalog.ts';
import { avatarImage, stockImage } from '#content/images.ts';
import type { CityPageContent, FaqCategory, ImageRef, Industry, IndustryContent, VehicleSize } from '#core/content/types.ts';
import { formatPhone, phoneDigits, phoneHref } from '#core/format/phone.ts';
import { citySlug } from '#core/format/slug.ts';
import { normalizeSocialUrl } from '#core/format/social.ts';
import { FAQ_CATEGORY_ORDER, PREVIEW_FALLBACK_RATING, SITE_FALLBACK_TEXTS } from '#core/site/constants.ts';
import { serviceRedirects } from '#core/site/routes.ts';
import { listWords } from '#core/site/seo.ts';
import { customGalleryImageId } from '#core/validation/location-page.ts';
import type {
  CityPageOverrides,
  CityPageView,
  PageData,
  SiteAddon,
  SiteFaq,
  SiteLogo,
  SiteReview,
  SiteService,
  SiteServiceArea,
  SiteTrust,
  TenantSite,
} from '#core/site/types.ts';
import { isServiceAreasQuestion } from '../islands/lib/faq.ts';

export interface TenantRow {
  slug: string;
  industry: string;
  businessName: string;
  businessPhone: string | null;
  businessEmail: string | null;
  businessStreet: string | null;
  businessZip: string | null;
  businessStartDate: string | null;
  facebookUrl: string | null;
  facebookEnabled: boolean;
  instagramUrl: string | null;
  instagramEnabled: boolean;
  tiktokUrl: string | null;
  tiktokEnabled: boolean;
  youtubeUrl: string | null;
  youtubeEnabled: boolean;
  gbpUrl: string | null;
  features: Record<string, boolean>;
}

export interface ContentRow {
  heroTitle: string | null;
  heroSubtitle: string | null;
  heroImages: string[] | null;
  servicesTitle: string | null;
  servicesSubtitle: string | null;
  /** The services section's card descriptions the owner wrote, by service slug. */
  servicesDescriptions?: Record<string, string> | null;
  reviewsTitle: string | null;
  reviewsSubtitle: string | null;
  reviewsAvgRating: number | null;
  reviewsTotalCount: number | null;
  faqTitle: string | null;
  faqSubtitle: string | null;
  faqItems: { id: string; question: string; answer: string; category: string }[] | null;
  galleryStock: string[] | null;
}

export interface AreaRow {
  /** The stored area's id, which its city-page overrides name. */
  id?: number;
  city: string;
  state: string;
  zip: string | null;
  isPrimary: boolean;
  latitude: number | null;
  longitude: number | null;
}

export interface ServiceRow {
  slug: string;
  name: string;
  category: string;
  description: string;
  pricingUnit: string;
  active: boolean;
  tiers: {
    name: string;
    priceCents: number;
    durationMinutes: number;
    description: string;
    features: string[];
    popular: boolean;
    enabled: boolean;
    sizePricesCents?: Partial<Record<VehicleSize, number>>;
  }[];
}

export interface ReviewRow {
  id: number;
  customerName: string;
  rating: number;
  title: string | null;
  comment: string;
  source: string;
  reviewerUrl: string | null;
  avatar: ImageRef | null;
  serviceCategory: string | null;
  publishedAt: number;
}

export interface GalleryRow {
  id: number;
  src: string;
  srcset: string | null;
  alt: string;
  title: string;
  caption: string;
  width: number;
  height: number;
  tags: string[];
}

/** The owner's texts of one city page (location_pages); null fields use the generated text. */
export interface LocationPageRow {
  serviceAreaId: number;
  seoTitle: string | null;
  seoDescription: string | null;
  intro: string | null;
  faqs: { q: string; a: string }[] | null;
  neighborhoods: string[] | null;
  landmarks: string[] | null;
  localConditions: string | null;
  pricingModifierPct: number | null;
  imageIds: string[] | null;
  noindex: boolean;
}

/** The owner's branding (issue 18) as load-site reads it; a site without one keeps its industry's look. */
export interface BrandRow {
  theme: string | null;
  tagline: string | null;
  logo: BrandLogo | null;
  colors: { [K in keyof BrandColors]?: string | null };
  seoTitle: string | null;
  seoDescription: string | null;
  businessLicense: string | null;
  insuranceProvider: string | null;
  /** ISO date (yyyy-mm-dd). */
  insuranceExpiry: string | null;
}

export interface TenantSiteInput {
  tenant: TenantRow;
  brand?: BrandRow;
  /** The publish day (yyyy-mm-dd, UTC) that an insurance expiry is compared with; default today. */
  today?: string;
  content: ContentRow | null;
  areas: AreaRow[];
  locationPages?: LocationPageRow[];
  services: ServiceRow[];
  reviews: ReviewRow[];
  customGallery: GalleryRow[];
  origin: string;
  basePath: string;
  /** The primary active custom domain, if any (TenantSite.primaryDomain). */
  primaryDomain?: string;
}

export function industryOf(tenant: { industry: string }): IndustryContent {
  const industry = getIndustry(tenant.industry) ?? getIndustry('mobile-detailing');
  if (!industry) throw new Error('The default industry content is missing');
  return industry;
}

/** Primary first, then by state and city (spec 2 §3: grouped by state, sorted by city). */
export function orderAreas(areas: AreaRow[], basePath: string): SiteServiceArea[] {
  const primary = areas.find((a) => a.isPrimary) ?? areas[0];
  const rest = areas.filter((a) => a !== primary).sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
  return (primary ? [primary, ...rest] : rest).map((a) => {
    const state = a.state.toUpperCase();
    const slug = citySlug(a.city, state);
    return {
      city: a.city,
      state,
      stateName: US_STATE_NAMES[state] ?? state,
      zip: a.zip ?? undefined,
      primary: a === primary,
      slug,
      href: `${basePath}/areas/${slug}`,
      latitude: a.latitude ?? undefined,
      longitude: a.longitude ?? undefined,
    };
  });
}

/** "Phoenix, Scottsdale, Tempe, Mesa and 3 more cities": the cities a default answer names. */
export function areasSentence(areas: SiteServiceArea[]): string {
  if (areas.length === 0) return '';
  const named = areas.slice(0, 4).map((a) => a.city);
  const more = areas.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more ${more === 1 ? 'city' : 'cities'}` : listWords(named);
  return `We currently serve ${list}.`;
}

/** The site's FAQ; the industry's default answer about service areas names the business's own areas first. */
function faqsOf(industry: IndustryContent, items: ContentRow['faqItems'], areas: SiteServiceArea[]): SiteFaq[] {
  const known = new Set<string>(FAQ_CATEGORY_ORDER);
  const defaults = new Set(industry.faqs.map((f) => f.answer));
  const source = items ?? industry.faqs.map((f, i) => ({ ...f, id: `faq-${i + 1}` }));
  return source
    .filter((f) => f.question.trim() && f.answer.trim() && known.has(f.category))
    .map((f) => ({
      id: f.id,
      question: f.question,
      answer:
        isServiceAreasQuestion(f.question) && defaults.has(f.answer) && areas.length > 0 ? `${areasSentence(areas)} ${f.answer}` : f.answer,
      category: f.category as FaqCategory,
    }));
}

/** The owner's city-page texts keyed by the area's page slug. */
function cityPagesOf(rows: LocationPageRow[], areaRows: AreaRow[], areas: SiteServiceArea[]): Record<string, CityPageOverrides> {
  const out: Record<string, CityPageOverrides> = {};
  for (const row of rows) {
    const stored = areaRows.find((a) => a.id === row.serviceAreaId);
    const area = stored && areas.find((a) => a.city === stored.city && a.state === stored.state.toUpperCase());
    if (!area) continue;
    const page: CityPageOverrides = {
      seoTitle: row.seoTitle ?? undefined,
      seoDescription: row.seoDescription ?? undefined,
      heroText: row.intro ?? undefined,
      faqs: row.faqs?.length ? row.faqs : undefined,
      neighborhoods: row.neighborhoods?.length ? row.neighborhoods : undefined,
      landmarks: row.landmarks?.length ? row.landmarks : undefined,
      localConditions: row.localConditions ?? undefined,
      pricingModifierPct: row.pricingModifierPct ?? undefined,
      imageIds: row.imageIds?.length ? row.imageIds : undefined,
      noindex: row.noindex || undefined,
    };
    out[area.slug] = Object.fromEntries(Object.entries(page).filter(([, v]) => v !== undefined));
  }
  return out;
}

function ratingOf(content: ContentRow | null, reviews: ReviewRow[], mode: TenantSite['mode']): TenantSite['rating'] {
  if (content?.reviewsAvgRating && content.reviewsTotalCount) {
    return { average: content.reviewsAvgRating, count: content.reviewsTotalCount, source: 'owner' };
  }
  if (reviews.length > 0) {
    const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    return { average: Math.round(average * 10) / 10, count: reviews.length, source: 'reviews' };
  }
  // The spec's fallback figures fill a demonstration site; a live business shows none it has not earned.
  return mode === 'preview' ? { ...PREVIEW_FALLBACK_RATING, source: 'fallback' } : undefined;
}

/**
 * The active services and add-ons as the site shows them, enabled tiers only. An add-on (category
 * addons) without a page of its own in the industry's content is listed on the service pages, not
 * as a service.
 */
function servicesOf(
  industry: IndustryContent,
  rows: ServiceRow[],
  basePath: string,
  descriptions: Record<string, string>,
): { services: SiteService[]; addons: SiteAddon[] } {
  const fallbackImage = industry.heroImages[0]!.desktop;
  const catalog = serviceCatalog(industry.industry);
  const services: SiteService[] = [];
  const addons: SiteAddon[] = [];
  for (const s of rows.filter((row) => row.active)) {
    const tiers = s.tiers.filter((t) => t.enabled);
    const href = `${basePath}/services/${s.slug}`;
    const ownPage = resolveServicePage(industry.industry, s.slug) !== undefined;
    const pricingUnit = s.pricingUnit === 'hour' ? 'hour' : 'flat';
    const startingPriceCents = tiers.length ? Math.min(...tiers.map((t) => t.priceCents)) : 0;
    if (s.category === ADDONS_CATEGORY) {
      addons.push({
        slug: s.slug,
        name: s.name,
        description: s.description,
        priceCents: startingPriceCents,
        durationMinutes: tiers.length ? Math.min(...tiers.map((t) => t.durationMinutes)) : 0,
        pricingUnit,
        href: ownPage ? href : undefined,
      });
      if (!ownPage) continue;
    }
    services.push({
      slug: s.slug,
      name: s.name,
      category: categoryOf(catalog, s.category).label,
      description: descriptions[s.slug] || s.description,
      image: industry.services.find((c) => c.slug === s.slug)?.image ?? fallbackImage,
      href,
      pricingUnit,
      startingPriceCents,
      tiers: tiers.map(({ enabled: _enabled, ...t }) => t),
    });
  }
  return { services, addons };
}

function reviewsOf(rows: ReviewRow[]): SiteReview[] {
  const sources = new Set(['website', 'google', 'yelp', 'facebook']);
  return rows.map((r) => ({
    id: String(r.id),
    customerName: r.customerName,
    rating: Math.min(5, Math.max(1, Math.round(r.rating))),
    title: r.title ?? undefined,
    reviewText: r.comment,
    date: new Date(r.publishedAt).toISOString().slice(0, 10),
    reviewSource: (sources.has(r.source) ? r.source : 'website') as SiteReview['reviewSource'],
    profileImage: r.avatar ?? undefined,
    reviewerUrl: normalizeSocialUrl(r.reviewerUrl),
    serviceCategory: r.serviceCategory ?? undefined,
  }));
}

function logoOf(logo: BrandLogo | null): SiteLogo | undefined {
  if (!logo) return undefined;
  return { src: logo.url, alt: logo.alt, width: logo.width, height: logo.height, darkSrc: logo.darkUrl ?? undefined };
}

/** The trust block's details, only on the days core's rule lets the site say "Licensed & insured". */
export function trustOf(brand: BrandRow | undefined, today: string): SiteTrust | undefined {
  if (!brand || !showsLicensedAndInsured(brand, today)) return undefined;
  return { license: brand.businessLicense ?? '', insuranceProvider: brand.insuranceProvider ?? '' };
}

export function buildTenantSite(input: TenantSiteInput, mode: TenantSite['mode'] = 'tenant'): TenantSite {
  const { tenant, content, origin, basePath, brand } = input;
  const industry = industryOf(tenant);
  const d = industry.defaults;
  const areas = orderAreas(input.areas, basePath);
  const primary = areas[0];
  const heroKeys = content?.heroImages?.length ? content.heroImages : industry.heroImages.map((_, i) => `hero-${i + 1}`);
  const heroImages = heroKeys.map((key) => industry.heroImages[Number(key.replace('hero-', '')) - 1]).filter((img) => img !== undefined);
  const stockIds = content?.galleryStock ? new Set(content.galleryStock) : undefined;
  const faqs = faqsOf(industry, content?.faqItems ?? null, areas);
  const categories = FAQ_CATEGORY_ORDER.filter((c) => faqs.some((f) => f.category === c));
  const reviews = reviewsOf(input.reviews);
  const social = {
    facebook: tenant.facebookEnabled ? normalizeSocialUrl(tenant.facebookUrl) : undefined,
    instagram: tenant.instagramEnabled ? normalizeSocialUrl(tenant.instagramUrl) : undefined,
    tiktok: tenant.tiktokEnabled ? normalizeSocialUrl(tenant.tiktokUrl) : undefined,
    youtube: tenant.youtubeEnabled ? normalizeSocialUrl(tenant.youtubeUrl) : undefined,
  };
  const founded = tenant.businessStartDate ? Number(tenant.businessStartDate.slice(0, 4)) : undefined;

  return {
    mode,
    basePath,
    origin,
    primaryDomain: input.primaryDomain,
    business: {
      slug: tenant.slug,
      name: tenant.businessName,
      industry: industry.industry,
      industryTitle: industry.title,
      phoneDigits: phoneDigits(tenant.businessPhone),
      phoneDisplay: formatPhone(tenant.businessPhone) || SITE_FALLBACK_TEXTS.phone,
      phoneHref: phoneHref(tenant.businessPhone),
      email: tenant.businessEmail ?? '',
      location: primary ? `${primary.city}, ${primary.state}` : '',
      street: tenant.businessStreet ?? undefined,
      postalCode: tenant.businessZip ?? primary?.zip,
      social: Object.fromEntries(Object.entries(social).filter(([, v]) => v !== undefined)),
      gbpUrl: normalizeSocialUrl(tenant.gbpUrl),
      logoSvg: industry.logoSvg,
      theme: brand ? brandPalette(brand.theme, industry.theme, brand.colors) : industry.theme,
      foundedYear: founded && Number.isFinite(founded) ? founded : undefined,
      logo: logoOf(brand?.logo ?? null),
      tagline: brand?.tagline || undefined,
      trust: trustOf(brand, input.today ?? new Date().toISOString().slice(0, 10)),
    },
    hero: {
      title: content?.heroTitle || d.heroTitle,
      subtitle: content?.heroSubtitle || d.heroSubtitle,
      images: heroImages.length ? heroImages : industry.heroImages,
    },
    servicesSection: { title: content?.servicesTitle || d.servicesTitle, subtitle: content?.servicesSubtitle || d.servicesSubtitle },
    reviewsSection: { title: content?.reviewsTitle || d.reviewsTitle, subtitle: content?.reviewsSubtitle || d.reviewsSubtitle },
    rating: ratingOf(content, input.reviews, mode),
    faqSection: {
      title: content?.faqTitle || d.faqTitle,
      subtitle: content?.faqSubtitle || d.faqSubtitle,
      defaultCategory: categories.includes('Services') ? 'Services' : 'All',
      categories,
    },
    faqs,
    ...servicesOf(industry, input.services, basePath, content?.servicesDescriptions ?? {}),
    reviews,
    gallery: [
      ...industry.gallery.filter((g) => !stockIds || stockIds.has(g.id)),
      ...input.customGallery.map((g) => ({
        id: customGalleryImageId(g.id),
        src: g.src,
        srcset: g.srcset ?? undefined,
        alt: g.alt,
        width: g.width,
        height: g.height,
        title: g.title,
        caption: g.caption,
        tags: g.tags,
      })),
    ],
    serviceAreas: areas,
    cityPages: cityPagesOf(input.locationPages ?? [], input.areas, areas),
    features: {
      bookingEnabled: mode === 'tenant' && tenant.features.bookingEnabled !== false,
      reviewsEnabled: tenant.features.reviewsEnabled !== false,
    },
    bookingHref: `${basePath}/booking`,
    ogImage: stockImage(industry.industry, 'og', `${tenant.businessName}, ${industry.title}`),
    homeSeo:
      brand?.seoTitle || brand?.seoDescription
        ? { title: brand.seoTitle || undefined, description: brand.seoDescription || undefined }
        : undefined,
  };
}

/** The demonstration site of an industry: its demo business, booking off, socials inert. */
export function buildPreviewSite(industryId: Industry, origin: string): TenantSite {
  const industry = industryOf({ industry: industryId });
  const demo = industry.demo;
  const basePath = `/${industry.industry}-preview`;
  const seedDate = Date.UTC(2026, 0, 1);
  return buildTenantSite(
    {
      tenant: {
        slug: `${industry.industry}-preview`,
        industry: industry.industry,
        businessName: demo.businessName,
        businessPhone: demo.businessPhone,
        businessEmail: demo.businessEmail,
        businessStreet: demo.street,
        businessZip: demo.serviceAreas[0]?.zip ?? null,
        businessStartDate: demo.businessStartDate,
        facebookUrl: demo.social.facebook ?? null,
        facebookEnabled: true,
        instagramUrl: demo.social.instagram ?? null,
        instagramEnabled: true,
        tiktokUrl: demo.social.tiktok ?? null,
        tiktokEnabled: true,
        youtubeUrl: demo.social.youtube ?? null,
        youtubeEnabled: true,
        gbpUrl: null,
        features: { bookingEnabled: false },
      },
      content: null,
      areas: demo.serviceAreas.map((a) => ({
        city: a.city,
        state: a.state,
        zip: a.zip,
        isPrimary: !!a.primary,
        latitude: a.lat,
        longitude: a.lng,
      })),
      services: [...industry.services, ...industry.addons.map(addonService)].map((s) => ({
        ...s,
        active: true,
        tiers: s.tiers.map((t) => ({ ...t, popular: !!t.popular, enabled: true })),
      })),
      reviews: demo.reviews.map((r, i) => ({
        id: i + 1,
        customerName: r.customerName,
        rating: r.rating,
        title: r.title ?? null,
        comment: r.comment,
        source: r.source,
        reviewerUrl: r.reviewerUrl ?? null,
        avatar: r.avatar ? avatarImage(r.avatar, r.customerName) : null,
        serviceCategory: r.serviceCategory ?? null,
        publishedAt: seedDate - r.daysAgo * 86_400_000,
      })),
      customGallery: [],
      origin,
      basePath,
    },
    'preview',
  );
}

export interface PlannedPage {
  /** Site-relative URL path, no trailing slash except the root. */
  path: string;
  page: PageData;
}

/** Every page of a site: home, one per service, one per service-area city, and the booking app where booking is on. */
export function planSitePages(site: TenantSite): PlannedPage[] {
  const industry = industryOf({ industry: site.business.industry });
  const pages: PlannedPage[] = [{ path: site.basePath, page: { kind: 'home', site } }];
  for (const service of site.services) {
    const content = resolveServicePage(industry.industry, service.slug) ?? ownServicePage(industry, service, site.business.name);
    pages.push({ path: service.href, page: { kind: 'service', site, content, service } });
  }
  site.serviceAreas.forEach((area, i) => {
    const nearby = site.serviceAreas
      .filter((a) => a !== area)
      .sort((a, b) => distance(area, a) - distance(area, b))
      .map((a) => a.city)
      .slice(0, 5);
    const generated = industry.cityPage({
      businessName: site.business.name,
      city: area.city,
      state: area.state,
      stateName: area.stateName,
      isPrimary: i === 0,
      nearbyCities: nearby,
      serviceNames: site.services.map((s) => s.name),
    });
    pages.push({ path: area.href, page: { kind: 'city', site, area, city: cityPageView(site, generated, site.cityPages?.[area.slug]) } });
  });
  if (site.features.bookingEnabled) {
    pages.push(
      { path: site.bookingHref, page: { kind: 'booking', site, view: 'book' } },
      { path: `${site.bookingHref}/manage`, page: { kind: 'booking', site, view: 'manage' } },
    );
  }
  // A live business answers quote requests with estimates; a demonstration site has none.
  if (site.mode === 'tenant') pages.push({ path: `${site.basePath}/estimate`, page: { kind: 'estimate', site } });
  if (site.mode === 'tenant' && site.features.reviewsEnabled)
    pages.push({ path: `${site.basePath}/review`, page: { kind: 'review', site } });
  return pages;
}

/** A city page's generated copy with the owner's texts over it; images the gallery no longer has are left out. */
export function cityPageView(site: TenantSite, generated: CityPageContent, own: CityPageOverrides = {}): CityPageView {
  const paragraphs = own.localConditions
    ?.split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    ...generated,
    intro: own.heroText ?? generated.intro,
    localConditions: paragraphs?.length ? paragraphs : generated.localConditions,
    faqs: own.faqs ?? generated.faqs,
    seoTitle: own.seoTitle,
    seoDescription: own.seoDescription,
    neighborhoods: own.neighborhoods ?? [],
    landmarks: own.landmarks ?? [],
    pricingModifierPct: own.pricingModifierPct || undefined,
    images: (own.imageIds ?? []).flatMap((id) => site.gallery.filter((g) => g.id === id)),
    noindex: own.noindex ?? false,
  };
}

/** The pages a sitemap lists: every page but the city pages their owner keeps out of search, a booking's manage page, the review form and the estimate page. */
export function indexedPaths(pages: PlannedPage[]): string[] {
  return pages
    .filter(
      ({ page }) =>
        !(page.kind === 'city' && page.city.noindex) &&
        !(page.kind === 'booking' && page.view === 'manage') &&
        page.kind !== 'review' &&
        page.kind !== 'estimate',
    )
    .map((p) => p.path);
}

/** Other addresses of the site's service pages (`/service/{slug}`, slug aliases), for 301 redirects. */
export function siteRedirects(site: TenantSite, pages: PlannedPage[]): Record<string, string> {
  const slugs = pages.flatMap(({ page }) => (page.kind === 'service' && page.service ? [page.service.slug] : []));
  return serviceRedirects(slugs, industryOf({ industry: site.business.industry }).serviceSlugAliases);
}

function distance(a: SiteServiceArea, b: SiteServiceArea): number {
  if (a.latitude === undefined || b.latitude === undefined || a.longitude === undefined || b.longitude === undefined) {
    return a.state === b.state ? 1 : 2;
  }
  return Math.hypot(a.latitude - b.latitude, a.longitude - b.longitude);
}
