/**
 * What the public pages receive. The publish pipeline builds these from the database (or, for the
 * industry preview sites, from the bundled content) and passes them to Astro as `Astro.locals.page`;
 * pages never query anything themselves, so a render is a pure function of this data.
 */
import type { CityPageContent, FaqCategory, GalleryImage, ImageRef, Industry, ServicePageContent, VehicleSize } from '../content/types.ts';

export interface SiteSocialLinks {
  facebook?: string;
  instagram?: string;
  tiktok?: string;
  youtube?: string;
}

export interface SiteBusiness {
  slug: string;
  name: string;
  industry: Industry;
  industryTitle: string;
  /** Ten digits (or whatever the owner stored, digits only). */
  phoneDigits: string;
  /** "(602) 555-0142", or the digits when they are not ten (core/format/phone.ts). */
  phoneDisplay: string;
  /** `tel:` target, e.g. "+16025550142". */
  phoneHref: string;
  email: string;
  /** "Phoenix, AZ": the primary service area. */
  location: string;
  street?: string;
  postalCode?: string;
  /** Configured links only, each normalised to https (core/format/social.ts). */
  social: SiteSocialLinks;
  gbpUrl?: string;
  logoSvg: string;
  theme: { primary: string; primaryDark: string; accent: string; surface: string };
  foundedYear?: number;
  /** The owner's uploaded logo; absent: the industry's mark on the brand colour. */
  logo?: SiteLogo;
  /** The owner's one-line tagline, under the name in the header and footer. */
  tagline?: string;
  /** The "Licensed & insured" block: a licence and an insurer given and the insurance not expired (core/branding). */
  trust?: SiteTrust;
}

/** An uploaded logo as the header shows it: width and height are its intrinsic size, so the header never shifts. */
export interface SiteLogo {
  /** URL path under /uploads/. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The variant for dark backgrounds (the footer), when the owner gave one. */
  darkSrc?: string;
}

/** A square PNG icon of the site; 180 is the Apple touch icon. */
export interface SiteIcon {
  src: string;
  size: number;
}

export interface SiteTrust {
  license: string;
  insuranceProvider: string;
}

export interface SiteServiceTier {
  name: string;
  priceCents: number;
  durationMinutes: number;
  description: string;
  features: string[];
  popular: boolean;
  /** Detailing: the price for a vehicle size where it differs from priceCents. */
  sizePricesCents?: Partial<Record<VehicleSize, number>>;
}

export interface SiteService {
  slug: string;
  name: string;
  /** Its category's name in the industry's services tab ("Ceramic Coating", "Add-ons"). */
  category: string;
  description: string;
  image: ImageRef;
  /** Site-relative link to the detail page, e.g. "/prestige-mobile-detailing/services/ppf". */
  href: string;
  pricingUnit: 'flat' | 'hour';
  /** Lowest enabled tier price, for "from $X". */
  startingPriceCents: number;
  tiers: SiteServiceTier[];
}

/** An add-on (category addons), listed on the service pages with its price and duration. */
export interface SiteAddon {
  slug: string;
  name: string;
  description: string;
  /** Lowest enabled tier. */
  priceCents: number;
  durationMinutes: number;
  pricingUnit: 'flat' | 'hour';
  /** Its own page, when the industry's content has one. */
  href?: string;
}

export interface SiteReview {
  id: string;
  customerName: string;
  rating: number;
  title?: string;
  reviewText: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  reviewSource: 'website' | 'google' | 'yelp' | 'facebook';
  profileImage?: ImageRef;
  reviewerUrl?: string;
  serviceCategory?: string;
}

export interface SiteFaq {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export interface SiteServiceArea {
  city: string;
  /** Two-letter code, upper case. */
  state: string;
  stateName: string;
  zip?: string;
  primary: boolean;
  /** City page slug, e.g. "scottsdale-az". */
  slug: string;
  /** Site-relative link to the city page. */
  href: string;
  latitude?: number;
  longitude?: number;
}

/** What the owner wrote over a city page's generated text (location_pages); absent fields use the generated text. */
export interface CityPageOverrides {
  seoTitle?: string;
  seoDescription?: string;
  heroText?: string;
  faqs?: { q: string; a: string }[];
  neighborhoods?: string[];
  landmarks?: string[];
  /** Paragraphs separated by blank lines. */
  localConditions?: string;
  pricingModifierPct?: number;
  /** Ids of the site's gallery images (TenantSite.gallery). */
  imageIds?: string[];
  noindex?: boolean;
}

/** A city page as rendered: the generated copy with the owner's overrides applied. */
export interface CityPageView extends CityPageContent {
  seoTitle?: string;
  seoDescription?: string;
  neighborhoods: string[];
  landmarks: string[];
  pricingModifierPct?: number;
  images: GalleryImage[];
  noindex: boolean;
}

export interface TenantSite {
  /** tenant: a business's live site; preview: an industry demonstration site (booking off, socials inert). */
  mode: 'tenant' | 'preview';
  /** Path prefix of every page of this site, no trailing slash: "/prestige-mobile-detailing". */
  basePath: string;
  /** Absolute origin used for canonical URLs, Open Graph and JSON-LD, e.g. "http://localhost:3000". */
  origin: string;
  /**
   * The business's primary custom domain when it has an active one ("www.example.com"): its absolute
   * URLs are then https://{primaryDomain}{path without basePath} (core/site/seo.ts siteUrl; decision 036).
   */
  primaryDomain?: string;
  business: SiteBusiness;
  hero: {
    title: string;
    subtitle: string;
    images: { desktop: ImageRef; mobile: ImageRef }[];
  };
  servicesSection: { title: string; subtitle: string };
  reviewsSection: { title: string; subtitle: string };
  /**
   * Shown in the hero and JSON-LD: the owner's figures, else computed from reviews; a preview site
   * without either shows the spec's fallback. Absent on a live site with neither: no rating summary
   * until it has one.
   */
  rating?: { average: number; count: number; source: 'owner' | 'reviews' | 'fallback' };
  faqSection: { title: string; subtitle: string; defaultCategory: FaqCategory | 'All'; categories: FaqCategory[] };
  faqs: SiteFaq[];
  services: SiteService[];
  /** The active add-ons, in the owner's order. */
  addons: SiteAddon[];
  reviews: SiteReview[];
  gallery: GalleryImage[];
  /** Primary first, then the rest sorted by city. */
  serviceAreas: SiteServiceArea[];
  /** The owner's city-page texts, by area slug ("scottsdale-az"). */
  cityPages?: Record<string, CityPageOverrides>;
  features: { bookingEnabled: boolean; reviewsEnabled: boolean };
  /** Where the Book Now button goes ("/booking"); ignored in preview mode. */
  bookingHref: string;
  /** Open Graph share image. */
  ogImage: ImageRef;
  /** PNG icons drawn at publish from the logo (build-scripts/render/brand-assets.ts); absent: the inline SVG mark. */
  icons?: SiteIcon[];
  /** Share images drawn at publish, by page path within the site ('/', '/services/ppf'); absent: ogImage. */
  shareImages?: Record<string, ImageRef>;
  /** The owner's home-page title and description; blank ones fall back to the generated text. */
  homeSeo?: { title?: string; description?: string };
}

/** One page to render; the pipeline decides the output path, the page decides nothing but markup. */
export type PageData =
  | { kind: 'home'; site: TenantSite }
  | { kind: 'service'; site: TenantSite; content: ServicePageContent; service?: SiteService }
  | { kind: 'service-not-found'; site: TenantSite }
  | { kind: 'city'; site: TenantSite; area: SiteServiceArea; city: CityPageView }
  /**
   * The booking app of a live site (issue 15): `book` is the wizard, `manage` the page of a
   * confirmation's manage link. Both are shells an island fills from the booking API.
   */
  | { kind: 'booking'; site: TenantSite; view: 'book' | 'manage' }
  /** The estimate an e-mailed link shows (issue 16 §3): a shell an island fills from the link's token; not indexed. */
  | { kind: 'estimate'; site: TenantSite }
  /** The review form the review request e-mail links to (issue 16): a shell an island fills; not indexed. */
  | { kind: 'review'; site: TenantSite }
  | { kind: 'tenant-status'; status: 403 | 404; code: 'TENANT_NOT_APPROVED' | 'NO_TENANT_CONTEXT'; businessName?: string }
  | { kind: 'landing'; origin: string; previews: { industry: Industry; title: string; href: string }[] }
  | { kind: 'pricing'; origin: string }
  | { kind: 'onboard'; origin: string; industries: { industry: Industry; title: string }[] }
  /** The onboarding application (spec 3 §5); each industry with the services an applicant can tick. */
  | { kind: 'tenant-onboarding'; origin: string; industries: { industry: Industry; title: string; services: string[] }[] }
  /**
   * /preview (issue 17): the shell that shows an industry's demonstration site made out to a
   * prospect. Each industry's demo business is given as its site shows it, so the page can put the
   * prospect's name, phone and city in their place.
   */
  | { kind: 'preview'; origin: string; templates: PreviewTemplate[] }
  /** The generic error screen, served when serving a page fails. */
  | { kind: 'error' };

/** An industry's demonstration site (`href`) and the texts of its demo business that a preview replaces. */
export interface PreviewTemplate {
  industry: Industry;
  title: string;
  href: string;
  demo: { name: string; phoneDisplay: string; phoneHref: string; location: string; street?: string; postalCode?: string };
}

/** Everything a page puts in its <head> for search engines and sharing (built by core/site/seo.ts). */
export interface SeoHead {
  /** Unique per page, at most 60 characters where possible. */
  title: string;
  /** Unique per page, at most 160 characters. */
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  ogType: 'website' | 'article';
  ogImage?: { url: string; width: number; height: number; alt: string };
  robots: 'index,follow' | 'noindex,nofollow';
  /** JSON-LD objects, each emitted in its own script type="application/ld+json". */
  jsonLd: Record<string, unknown>[];
  /** Per-site web manifest URL, when the page belongs to a site. */
  manifest?: string;
  themeColor?: string;
}
