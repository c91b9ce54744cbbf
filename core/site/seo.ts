/**
 * The <head> of every page for search engines and sharing: title, meta description, canonical URL,
 * robots, Open Graph, manifest, theme colour and schema.org JSON-LD. A pure function of the page
 * data (no Astro, no I/O), so it is unit-tested against every page of the five preview sites.
 *
 * Rules that hold for every page of a site:
 * - titles stay within 60 characters and descriptions within 160 (spec 1 §5, tenant config SEO);
 *   longer candidates fall back to shorter patterns, and only as a last resort are cut at a word;
 * - titles and descriptions are unique inside a site (each names its service or city);
 * - the canonical URL is `origin + path`, where the path is the one the pipeline writes the page to;
 * - preview sites, tenant-status pages and the service-not-found page are `noindex,nofollow` and
 *   carry no canonical (an empty string: SeoTags leaves the tag out) and, for status pages, no JSON-LD;
 * - JSON-LD never carries `undefined`, `null`, empty strings or empty arrays (see `compact`).
 */
import { formatCount, formatPriceCents } from '../format/money.ts';
import type { Industry } from '../content/types.ts';
import { ERROR_SCREEN_TEXTS, SERVICE_NOT_FOUND_TEXTS } from './constants.ts';
import { PRODUCT_DESCRIPTION, PRODUCT_NAME, PRODUCT_THEME_COLOR } from './product.ts';
import type { PageData, SeoHead, SiteService, SiteServiceArea, TenantSite } from './types.ts';

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
const SCHEMA = 'https://schema.org';

type Json = Record<string, unknown>;

/**
 * The most specific schema.org LocalBusiness subtype for each industry. schema.org has no type for
 * house cleaning, lawn care or pet grooming (no HousekeepingService, LandscapingBusiness or
 * PetGroomer); HomeAndConstructionBusiness is "a LocalBusiness that provides services around homes
 * and buildings", and ProfessionalService is deprecated, so grooming stays a plain LocalBusiness.
 * Barbers are a HairSalon (schema.org has no BarberShop).
 */
export const BUSINESS_SCHEMA_TYPE: Record<Industry, string> = {
  'mobile-detailing': 'AutoWash',
  'house-cleaning': 'HomeAndConstructionBusiness',
  lawncare: 'HomeAndConstructionBusiness',
  'pet-grooming': 'LocalBusiness',
  barber: 'HairSalon',
};

/** What the business does, as a phrase for descriptions ("… offers mobile detailing"). */
const INDUSTRY_PHRASE: Record<Industry, string> = {
  'mobile-detailing': 'mobile detailing',
  'house-cleaning': 'house cleaning',
  lawncare: 'lawn care',
  'pet-grooming': 'pet grooming',
  barber: 'haircuts and shaves',
};

/** What a customer searches for ("Looking for a barber in …?"). */
const INDUSTRY_ARTICLE: Record<Industry, string> = {
  'mobile-detailing': 'a mobile detailer',
  'house-cleaning': 'house cleaning',
  lawncare: 'lawn care',
  'pet-grooming': 'a pet groomer',
  barber: 'a barber',
};

// ---------------------------------------------------------------------------------------------
// URL and text helpers (also used by build-scripts/render/site-files.ts)

/** `origin + path`, with "/" for an empty path and no doubled slash. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = origin.replace(/\/+$/, '');
  if (path === '' || path === '/') return `${base}/`;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * A site path as an absolute URL. On the business's primary domain the server answers without the
 * `/{slug}` prefix, so its URLs drop it: the one address search engines and shares see.
 */
export function siteUrl(site: Pick<TenantSite, 'origin' | 'basePath' | 'primaryDomain'>, path: string): string {
  if (!site.primaryDomain || /^https?:\/\//i.test(path)) return absoluteUrl(site.origin, path);
  const own = path === site.basePath ? '/' : path.startsWith(`${site.basePath}/`) ? path.slice(site.basePath.length) : path;
  return absoluteUrl(`https://${site.primaryDomain}`, own);
}

/** Canonical URL of a site's home page. */
export function siteHomeUrl(site: TenantSite): string {
  return siteUrl(site, site.basePath);
}

/** Stable `@id` of the business node, shared by every page of the site. */
export function businessId(site: TenantSite): string {
  return `${siteUrl(site, site.basePath)}#business`;
}

/** Serialises one JSON-LD object for a `<script type="application/ld+json">` body: `<`, `>`, `&` escaped so no text can close the script. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary and adds an ellipsis, so the result has at most `max` characters. */
export function truncate(text: string, max: number): string {
  const t = clean(text);
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const head = (space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.|–—-]+$/, '');
  return `${head}…`;
}

/** The first candidate that fits, else the fallback. */
function firstFittingOr(candidates: string[], fallback: () => string, max = DESCRIPTION_MAX): string {
  return candidates.map(clean).find((c) => c.length > 0 && c.length <= max) ?? fallback();
}

/** The first candidate that fits, else the last one cut to fit. */
function firstFitting(candidates: string[], max: number): string {
  const list = candidates.map(clean).filter(Boolean);
  return list.find((c) => c.length <= max) ?? truncate(list[list.length - 1] ?? '', max);
}

function sentence(text: string): string {
  const t = clean(text);
  if (!t) return '';
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/** Joins sentences while they fit; the first one is cut if it alone is too long. */
function fitSentences(parts: string[], max: number): string {
  const list = parts.map(sentence).filter(Boolean);
  const first = list[0];
  if (first === undefined) return '';
  let out = truncate(first, max);
  for (const part of list.slice(1)) {
    if (out.length + 1 + part.length <= max) out = `${out} ${part}`;
  }
  return out;
}

/** "a, b and c". */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Schema.org `price`: a number with a dot decimal, no currency sign. */
function price(cents: number): number {
  return Math.round(cents) / 100;
}

/** Removes `undefined`, `null`, empty strings, empty arrays and objects left empty, recursively. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((v) => compact(v)).filter((v) => !isEmpty(v)) as T;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const c = compact(v);
      if (!isEmpty(c)) out[k] = c;
    }
    return out as T;
  }
  return value;
}

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return Object.keys(v as object).length === 0;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Site facts

function primaryArea(site: TenantSite): SiteServiceArea | undefined {
  return site.serviceAreas[0];
}

/** "+16025550142" when the phone is a valid E.164 number, else undefined. */
export function e164(site: TenantSite): string | undefined {
  const n = site.business.phoneHref.replace(/^tel:/, '');
  return /^\+[1-9]\d{1,14}$/.test(n) ? n : undefined;
}

/**
 * Whether the displayed rating is backed by something real: reviews on the site, or the owner's
 * own figures. A live site without either has no rating; a preview shows the spec's fallback
 * (4.9 from 863), which must never become structured data or a claim in a search snippet.
 */
export function ratingIsBacked(site: TenantSite): site is TenantSite & { rating: NonNullable<TenantSite['rating']> } {
  return site.rating !== undefined && site.rating.source !== 'fallback' && site.rating.count > 0 && site.rating.average > 0;
}

function ratingText(site: TenantSite): string {
  if (!ratingIsBacked(site)) return '';
  const count = site.rating.count;
  return `Rated ${site.rating.average.toFixed(1)}/5 by ${formatCount(count)} customer${count === 1 ? '' : 's'}`;
}

function priceRangeCents(services: SiteService[]): [number, number] | undefined {
  const prices = services.flatMap((s) => s.tiers.map((t) => t.priceCents)).filter((p) => p > 0);
  if (prices.length === 0) return undefined;
  return [Math.min(...prices), Math.max(...prices)];
}

function priceRangeText(services: SiteService[]): string | undefined {
  const range = priceRangeCents(services);
  if (!range) return undefined;
  const [lo, hi] = range;
  return lo === hi ? formatPriceCents(lo) : `${formatPriceCents(lo)}-${formatPriceCents(hi)}`;
}

/** Whether two areas share a city name, so the state cannot be dropped from that city's title. */
function cityNameIsAmbiguous(site: TenantSite, city: string): boolean {
  return site.serviceAreas.filter((a) => a.city.toLowerCase() === city.toLowerCase()).length > 1;
}

// ---------------------------------------------------------------------------------------------
// JSON-LD building blocks

function image(site: TenantSite, src: string | undefined): string | undefined {
  return src ? siteUrl(site, src) : undefined;
}

function postalAddress(site: TenantSite): Json | undefined {
  const area = primaryArea(site);
  if (!area && !site.business.street) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: site.business.street,
    addressLocality: area?.city,
    addressRegion: area?.state,
    postalCode: site.business.postalCode ?? area?.zip,
    addressCountry: 'US',
  };
}

function geo(area: SiteServiceArea | undefined): Json | undefined {
  if (!area || area.latitude === undefined || area.longitude === undefined) return undefined;
  return { '@type': 'GeoCoordinates', latitude: area.latitude, longitude: area.longitude };
}

function cityPlace(area: SiteServiceArea): Json {
  return {
    '@type': 'City',
    name: area.city,
    containedInPlace: { '@type': 'State', name: area.stateName },
  };
}

function sameAs(site: TenantSite): string[] {
  const s = site.business.social;
  return [s.facebook, s.instagram, s.tiktok, s.youtube, site.business.gbpUrl].filter((u): u is string => !!u);
}

/** The business as a node that stands on its own (name, address, phone), used on every page. */
function businessCore(site: TenantSite): Json {
  const b = site.business;
  return {
    '@type': BUSINESS_SCHEMA_TYPE[b.industry],
    '@id': businessId(site),
    name: b.name,
    url: siteHomeUrl(site),
    telephone: e164(site),
    email: b.email || undefined,
    image: image(site, site.ogImage.src),
    logo: siteUrl(site, b.logo?.src ?? `${site.basePath}/icon.svg`),
    address: postalAddress(site),
    priceRange: priceRangeText(site.services),
  };
}

function offerForTier(service: SiteService, tier: SiteService['tiers'][number]): Json {
  const perHour = service.pricingUnit === 'hour';
  return {
    '@type': 'Offer',
    name: `${service.name}: ${tier.name}`,
    description: clean(tier.description),
    price: price(tier.priceCents),
    priceCurrency: 'USD',
    priceSpecification: perHour
      ? { '@type': 'UnitPriceSpecification', price: price(tier.priceCents), priceCurrency: 'USD', unitCode: 'HUR', unitText: 'hour' }
      : undefined,
  };
}

/**
 * What a service costs, over its tiers: an AggregateOffer, whose lowPrice and priceCurrency are what
 * Google requires of an offer without a single price. Undefined for a service without tiers, which
 * then has no offer at all (an Offer without a price is an error in Google's rich-result checks).
 */
function servicePriceRange(service: SiteService, url: string): Json | undefined {
  const prices = service.tiers.map((t) => t.priceCents).filter((p) => p >= 0);
  if (prices.length === 0) return undefined;
  const low = price(Math.min(...prices));
  const high = price(Math.max(...prices));
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'USD',
    lowPrice: low,
    highPrice: high,
    offerCount: prices.length,
    priceSpecification:
      service.pricingUnit === 'hour'
        ? { '@type': 'UnitPriceSpecification', minPrice: low, maxPrice: high, priceCurrency: 'USD', unitCode: 'HUR', unitText: 'hour' }
        : undefined,
  };
}

/** The price range with an Offer per tier, for the service's own page. */
function serviceOffers(service: SiteService, url: string): Json | undefined {
  const range = servicePriceRange(service, url);
  return range && { ...range, offers: service.tiers.filter((t) => t.priceCents >= 0).map((t) => offerForTier(service, t)) };
}

function breadcrumbs(items: { name: string; url: string }[]): Json {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

function faqPage(url: string, faqs: { question: string; answer: string }[]): Json | undefined {
  const entries = faqs.filter((f) => clean(f.question) && clean(f.answer));
  if (entries.length === 0) return undefined;
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    mainEntity: entries.map((f) => ({
      '@type': 'Question',
      name: clean(f.question),
      acceptedAnswer: { '@type': 'Answer', text: clean(f.answer) },
    })),
  };
}

function homeBusiness(site: TenantSite): Json {
  const b = site.business;
  const home = siteHomeUrl(site);
  const backed = ratingIsBacked(site);
  return {
    '@context': SCHEMA,
    ...businessCore(site),
    description: clean(site.hero.subtitle),
    image: [site.ogImage.src, ...site.hero.images.map((i) => i.desktop.src)]
      .filter((src, i, all) => all.indexOf(src) === i)
      .map((src) => siteUrl(site, src)),
    geo: geo(primaryArea(site)),
    areaServed: site.serviceAreas.map(cityPlace),
    foundingDate: b.foundedYear ? String(b.foundedYear) : undefined,
    slogan: b.tagline,
    hasCredential: b.trust?.license
      ? { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: b.trust.license }
      : undefined,
    sameAs: sameAs(site),
    aggregateRating: backed
      ? { '@type': 'AggregateRating', ratingValue: site.rating.average, reviewCount: site.rating.count, bestRating: 5, worstRating: 1 }
      : undefined,
    review: site.features.reviewsEnabled
      ? site.reviews.slice(0, 5).map((r) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: clean(r.customerName) },
          reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          name: r.title ? clean(r.title) : undefined,
          reviewBody: clean(r.reviewText),
          datePublished: r.date,
        }))
      : undefined,
    hasOfferCatalog: site.services.length
      ? {
          '@type': 'OfferCatalog',
          name: `${b.industryTitle} services`,
          itemListElement: site.services.map((s) => {
            const url = siteUrl(site, s.href);
            const service: Json = { '@type': 'Service', name: s.name, description: clean(s.description), url };
            const range = servicePriceRange(s, url);
            return range ? { ...range, itemOffered: service } : service;
          }),
        }
      : undefined,
    mainEntityOfPage: home,
  };
}

function webSite(site: TenantSite): Json {
  const home = siteHomeUrl(site);
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: site.business.name,
    inLanguage: 'en-US',
    publisher: { '@id': businessId(site) },
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

/** A page's path within its site ('/', '/services/ppf'), the key of its share image. */
function sitePath(site: TenantSite, canonical: string): string {
  const home = siteHomeUrl(site);
  const rel = canonical.startsWith(home) ? canonical.slice(home.length).replace(/\/$/, '') : '';
  return rel || '/';
}

function siteHead(
  site: TenantSite,
  fields: Pick<SeoHead, 'title' | 'description' | 'canonical' | 'jsonLd'> & { noindex?: boolean },
): SeoHead {
  const og = site.shareImages?.[sitePath(site, fields.canonical)] ?? site.ogImage;
  return {
    title: fields.title,
    description: fields.description,
    canonical: fields.canonical,
    ogType: 'website',
    ogImage: { url: siteUrl(site, og.src), width: og.width, height: og.height, alt: og.alt },
    robots: site.mode === 'preview' || fields.noindex ? 'noindex,nofollow' : 'index,follow',
    jsonLd: fields.jsonLd.map((o) => compact(o)),
    manifest: `${site.basePath}/manifest.webmanifest`,
    themeColor: site.business.theme.primary,
  };
}

function homeHead(site: TenantSite): SeoHead {
  const b = site.business;
  const area = primaryArea(site);
  const url = siteHomeUrl(site);
  const title =
    site.mode === 'preview'
      ? firstFitting([`${b.industryTitle} Preview | ${PRODUCT_NAME}`, `${b.industryTitle} Preview`], TITLE_MAX)
      : firstFitting(
          area
            ? [
                // "Evergreen Lawn Care | Lawn Care in …" says it twice: let the name carry the trade.
                b.name.toLowerCase().includes(b.industryTitle.toLowerCase()) ? `${b.name} in ${area.city}, ${area.state}` : '',
                `${b.name} | ${b.industryTitle} in ${area.city}, ${area.state}`,
                `${b.name} | ${b.industryTitle} in ${area.city}`,
                `${b.name} | ${area.city}, ${area.state}`,
                b.name,
              ]
            : [`${b.name} | ${b.industryTitle}`, b.name],
          TITLE_MAX,
        );
  const others = site.serviceAreas.length - 1;
  const nearby = others > 0 ? ` and ${others} nearby ${others === 1 ? 'city' : 'cities'}` : '';
  const services = site.services.length
    ? site.services.length > 3
      ? `${site.services
          .slice(0, 3)
          .map((s) => s.name)
          .join(', ')} and more`
      : listWords(site.services.map((s) => s.name))
    : '';
  const description = area
    ? firstFittingOr(
        [
          `${sentence(site.hero.subtitle)} Serving ${area.city}, ${area.state}${nearby}.`,
          `${sentence(site.hero.subtitle)} Serving ${area.city}, ${area.state}.`,
        ],
        () =>
          fitSentences(
            [
              `${b.name}: ${INDUSTRY_PHRASE[b.industry]} in ${area.city}, ${area.state}${nearby}`,
              services,
              ratingText(site),
              site.hero.subtitle,
            ],
            DESCRIPTION_MAX,
          ),
      )
    : fitSentences([site.hero.subtitle, services, ratingText(site)], DESCRIPTION_MAX);
  const jsonLd = [homeBusiness(site), webSite(site), faqPage(url, site.faqs)].filter((o): o is Json => !!o);
  // The owner's own words win; the API keeps them within the limits, clean() only tidies whitespace.
  return siteHead(site, {
    title: clean(site.homeSeo?.title ?? '') || title,
    description: clean(site.homeSeo?.description ?? '') || description,
    canonical: url,
    jsonLd,
  });
}

function servicePath(site: TenantSite, page: Extract<PageData, { kind: 'service' }>): string {
  return page.service?.href ?? `${site.basePath}/services/${page.content.slug}`;
}

function serviceHead(page: Extract<PageData, { kind: 'service' }>): SeoHead {
  const { site, content, service } = page;
  const b = site.business;
  const area = primaryArea(site);
  const name = clean(service?.name ?? content.title);
  const url = siteUrl(site, servicePath(site, page));
  const home = siteHomeUrl(site);
  const title = firstFitting(
    area
      ? [
          `${name} in ${area.city}, ${area.state} | ${b.name}`,
          `${name} in ${area.city} | ${b.name}`,
          `${name} in ${area.city}, ${area.state}`,
          `${name} | ${b.name}`,
          name,
        ]
      : [`${name} | ${b.name}`, name],
    TITLE_MAX,
  );
  const from =
    service && service.startingPriceCents > 0
      ? `From ${formatPriceCents(service.startingPriceCents)}${service.pricingUnit === 'hour' ? ' per hour' : ''}`
      : '';
  const by = area ? `${name} by ${b.name} in ${area.city}, ${area.state}` : `${name} by ${b.name}`;
  const description = fitSentences([content.shortDescription || service?.description || '', from, by, ratingText(site)], DESCRIPTION_MAX);
  const serviceNode: Json = {
    '@context': SCHEMA,
    '@type': 'Service',
    '@id': `${url}#service`,
    name,
    serviceType: name,
    category: service?.category,
    description: clean(content.shortDescription || service?.description || ''),
    url,
    image: image(site, content.hero.image?.src ?? service?.image.src),
    provider: businessCore(site),
    areaServed: site.serviceAreas.map(cityPlace),
    offers: service ? serviceOffers(service, url) : undefined,
  };
  const crumbs = breadcrumbs([
    { name: 'Home', url: home },
    { name: 'Services', url: `${home}#services` },
    { name, url },
  ]);
  return siteHead(site, { title, description, canonical: url, jsonLd: [serviceNode, crumbs] });
}

function cityHead(page: Extract<PageData, { kind: 'city' }>): SeoHead {
  const { site, area, city } = page;
  const b = site.business;
  const url = siteUrl(site, area.href);
  const home = siteHomeUrl(site);
  const keepState = cityNameIsAmbiguous(site, area.city);
  const title =
    city.seoTitle ??
    firstFitting(
      [
        `${b.industryTitle} in ${area.city}, ${area.state} | ${b.name}`,
        keepState ? '' : `${b.industryTitle} in ${area.city} | ${b.name}`,
        `${b.industryTitle} in ${area.city}, ${area.state}`,
        `${area.city}, ${area.state} ${b.industryTitle}`,
      ],
      TITLE_MAX,
    );
  const services = site.services.slice(0, 3).map((s) => s.name);
  const description =
    city.seoDescription ??
    fitSentences(
      [
        `Looking for ${INDUSTRY_ARTICLE[b.industry]} in ${area.city}, ${area.state}? ${b.name} offers ${services.length ? listWords(services) : INDUSTRY_PHRASE[b.industry]}`,
        ratingText(site),
        `Request a quote online or call ${b.phoneDisplay}`,
      ],
      DESCRIPTION_MAX,
    );
  const business: Json = {
    '@context': SCHEMA,
    ...businessCore(site),
    areaServed: cityPlace(area),
    geo: geo(primaryArea(site)),
    mainEntityOfPage: url,
  };
  const crumbs = breadcrumbs([
    { name: 'Home', url: home },
    { name: 'Service Areas', url: `${home}#footer` },
    { name: `${area.city}, ${area.state}`, url },
  ]);
  const faq = faqPage(
    url,
    city.faqs.map((f) => ({ question: f.q, answer: f.a })),
  );
  return siteHead(site, {
    title,
    description,
    canonical: url,
    jsonLd: [business, crumbs, faq].filter((o): o is Json => !!o),
    noindex: city.noindex,
  });
}

function serviceNotFoundHead(site: TenantSite): SeoHead {
  return siteHead(site, {
    title: firstFitting([`${SERVICE_NOT_FOUND_TEXTS.title} | ${site.business.name}`, SERVICE_NOT_FOUND_TEXTS.title], TITLE_MAX),
    description: SERVICE_NOT_FOUND_TEXTS.description,
    canonical: '',
    jsonLd: [],
    noindex: true,
  });
}

function bookingHead(page: Extract<PageData, { kind: 'booking' }>): SeoHead {
  const { site } = page;
  const b = site.business;
  const path = page.view === 'book' ? site.bookingHref : `${site.bookingHref}/manage`;
  if (page.view === 'manage') {
    return siteHead(site, {
      title: firstFitting([`Manage Your Booking | ${b.name}`, 'Manage Your Booking'], TITLE_MAX),
      description: truncate(
        `View, reschedule or cancel your appointment with ${b.name} from the link in your confirmation e-mail.`,
        DESCRIPTION_MAX,
      ),
      canonical: siteUrl(site, path),
      jsonLd: [],
      noindex: true,
    });
  }
  return siteHead(site, {
    title: firstFitting([`Book Online | ${b.name}`, `Book ${b.name}`, 'Book Online'], TITLE_MAX),
    description: truncate(
      `Book ${INDUSTRY_PHRASE[b.industry]} with ${b.name} online: choose your service, pick a free time and get your confirmation by e-mail.`,
      DESCRIPTION_MAX,
    ),
    canonical: siteUrl(site, path),
    jsonLd: [],
  });
}

/** The review form: reached from a customer's e-mail, never from search. */
function reviewHead(site: TenantSite): SeoHead {
  const b = site.business;
  return siteHead(site, {
    title: firstFitting([`Leave a Review | ${b.name}`, 'Leave a Review'], TITLE_MAX),
    description: truncate(
      `Tell others how your job with ${b.name} went: rate it, write a few words and add a photo if you like.`,
      DESCRIPTION_MAX,
    ),
    canonical: siteUrl(site, `${site.basePath}/review`),
    jsonLd: [],
    noindex: true,
  });
}

/** The estimate page: reached from a customer's e-mail only, never from search. */
function estimateHead(site: TenantSite): SeoHead {
  const b = site.business;
  return siteHead(site, {
    title: firstFitting([`Your Estimate | ${b.name}`, 'Your Estimate'], TITLE_MAX),
    description: truncate(`See the estimate ${b.name} prepared for you, choose optional items, and accept or decline it.`, DESCRIPTION_MAX),
    canonical: siteUrl(site, `${site.basePath}/estimate`),
    jsonLd: [],
    noindex: true,
  });
}

function statusHead(page: Extract<PageData, { kind: 'tenant-status' }>): SeoHead {
  const pending = page.code === 'TENANT_NOT_APPROVED';
  const name = page.businessName ? clean(page.businessName) : '';
  return {
    title: pending
      ? firstFitting([name ? `${name} | Coming Soon` : '', `Site Not Live Yet | ${PRODUCT_NAME}`], TITLE_MAX)
      : `Site Not Found | ${PRODUCT_NAME}`,
    description: pending
      ? "This business's website is waiting for approval and isn't live yet."
      : 'No website is published at this address.',
    canonical: '',
    ogType: 'website',
    robots: 'noindex,nofollow',
    jsonLd: [],
    themeColor: PRODUCT_THEME_COLOR,
  };
}

function productOrganization(origin: string): Json {
  const home = absoluteUrl(origin, '/');
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: PRODUCT_NAME,
    url: home,
    description: PRODUCT_DESCRIPTION,
  };
}

function productWebSite(origin: string): Json {
  const home = absoluteUrl(origin, '/');
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    url: home,
    name: PRODUCT_NAME,
    inLanguage: 'en-US',
    publisher: { '@id': `${home}#organization` },
  };
}

function productWebPage(origin: string, path: string, name: string, description: string, crumbName?: string): Json[] {
  const url = absoluteUrl(origin, path);
  const home = absoluteUrl(origin, '/');
  const page: Json = {
    '@context': SCHEMA,
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    description,
    inLanguage: 'en-US',
    isPartOf: { '@id': `${home}#website` },
    about: { '@id': `${home}#organization` },
  };
  return crumbName
    ? [
        page,
        breadcrumbs([
          { name: PRODUCT_NAME, url: home },
          { name: crumbName, url },
        ]),
      ]
    : [page];
}

function platformHead(origin: string, path: string, title: string, description: string, jsonLd: Json[]): SeoHead {
  return {
    title,
    description,
    canonical: absoluteUrl(origin, path),
    ogType: 'website',
    robots: 'index,follow',
    jsonLd: jsonLd.map((o) => compact(o)),
    themeColor: PRODUCT_THEME_COLOR,
  };
}

export function seoForPage(page: PageData): SeoHead {
  switch (page.kind) {
    case 'home':
      return homeHead(page.site);
    case 'service':
      return serviceHead(page);
    case 'city':
      return cityHead(page);
    case 'service-not-found':
      return serviceNotFoundHead(page.site);
    case 'booking':
      return bookingHead(page);
    case 'estimate':
      return estimateHead(page.site);
    case 'review':
      return reviewHead(page.site);
    case 'tenant-status':
      return statusHead(page);
    case 'error':
      return {
        title: `${ERROR_SCREEN_TEXTS.title} | ${PRODUCT_NAME}`,
        description: 'An unexpected error occurred.',
        canonical: '',
        ogType: 'website',
        robots: 'noindex,nofollow',
        jsonLd: [],
        themeColor: PRODUCT_THEME_COLOR,
      };
    case 'landing': {
      const title = `${PRODUCT_NAME} | Websites for Local Service Businesses`;
      return platformHead(page.origin, '/', title, PRODUCT_DESCRIPTION, [
        productOrganization(page.origin),
        productWebSite(page.origin),
        ...productWebPage(page.origin, '/', title, PRODUCT_DESCRIPTION),
      ]);
    }
    case 'pricing': {
      const title = `Pricing: Website Plans for Local Businesses | ${PRODUCT_NAME}`;
      const description = `Simple monthly plans in USD for ${PRODUCT_NAME}: a search-ready website for your service business with service pages, city pages, quote requests and one-click publishing.`;
      return platformHead(
        page.origin,
        '/pricing',
        firstFitting([title, `Pricing | ${PRODUCT_NAME}`], TITLE_MAX),
        truncate(description, DESCRIPTION_MAX),
        [productOrganization(page.origin), ...productWebPage(page.origin, '/pricing', title, description, 'Pricing')],
      );
    }
    case 'onboard': {
      const title = `Get Started: Apply for Your Website | ${PRODUCT_NAME}`;
      const description = `What the ${PRODUCT_NAME} application asks for and what happens next: tell us about your business, show your work, and an admin reviews your application.`;
      return platformHead(
        page.origin,
        '/onboard',
        firstFitting([title, `Get Started | ${PRODUCT_NAME}`], TITLE_MAX),
        truncate(description, DESCRIPTION_MAX),
        [productOrganization(page.origin), ...productWebPage(page.origin, '/onboard', title, description, 'Get Started')],
      );
    }
    case 'preview':
      // Spec 1 §3: "Preview" and the product's name until the industry is known. A prospect's preview is nobody else's: kept out of search.
      return {
        ...platformHead(page.origin, '/preview', `Preview | ${PRODUCT_NAME}`, PRODUCT_DESCRIPTION, []),
        canonical: '',
        robots: 'noindex,nofollow',
      };
    case 'tenant-onboarding': {
      const title = `Apply for Your Website | ${PRODUCT_NAME}`;
      const description = `Apply for your ${PRODUCT_NAME} website in a few minutes: your business, where you work, your services and proof of your work. An admin reviews every application.`;
      return platformHead(page.origin, '/tenant-onboarding', title, truncate(description, DESCRIPTION_MAX), [
        productOrganization(page.origin),
        ...productWebPage(page.origin, '/tenant-onboarding', title, description, 'Apply'),
      ]);
    }
  }
}
