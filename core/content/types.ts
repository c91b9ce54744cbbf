/**
 * Shapes of the bundled per-industry content in `content/`. The content is static (shipped with the
 * code, not stored per tenant); a tenant's own data (texts, reviews, areas, prices) lives in the
 * database and overrides the defaults given here.
 */
export const INDUSTRIES = ['mobile-detailing', 'house-cleaning', 'lawncare', 'pet-grooming', 'barber'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Spec 1 §3: vehicle sizes, for detailing's price per size. */
export const VEHICLE_SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type VehicleSize = (typeof VEHICLE_SIZES)[number];

/** The six services of each industry, by slug: their content, images and the owner's description fields. */
export const SERVICE_SLUGS: Record<Industry, readonly string[]> = {
  'mobile-detailing': ['auto-detailing', 'ceramic-coating', 'marine-detailing', 'paint-correction', 'ppf', 'rv-detailing'],
  'house-cleaning': [
    'standard-cleaning',
    'deep-cleaning',
    'move-in-out-cleaning',
    'recurring-cleaning',
    'carpet-upholstery-cleaning',
    'window-cleaning',
  ],
  lawncare: [
    'lawn-mowing',
    'fertilization-weed-control',
    'aeration-overseeding',
    'landscaping-mulching',
    'hedge-shrub-trimming',
    'leaf-cleanup',
  ],
  'pet-grooming': ['full-groom', 'bath-brush', 'puppy-groom', 'nail-trim-paw-care', 'de-shedding', 'cat-grooming'],
  barber: ['classic-haircut', 'skin-fade', 'beard-trim', 'hot-towel-shave', 'kids-cut', 'hair-beard-combo'],
};

/** A raster image generated at several widths: `/industries/{industry}/images/{key}-{w}.webp`. */
export interface ImageRef {
  /** URL of the largest variant, for `src` and Open Graph. */
  src: string;
  /** `srcset` listing every generated width, or undefined for a single-size image. */
  srcset?: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProtectionRatings {
  protection: number;
  longevity: number;
  ease: number;
  chipResistance: number;
}

export type ProtectionProduct = 'wax' | 'sealant' | 'ceramic' | 'ppf';

export interface ServicePageContent {
  slug: string;
  title: string;
  shortDescription: string;
  hero: {
    headline: string;
    subheadline: string;
    image?: ImageRef;
    ctas: [{ label: string }, { label: string }];
  };
  whatItIs: {
    description: string;
    benefits: string[];
    image?: ImageRef;
    video?: { src: string; alt: string };
    chart?: {
      type: 'protection-comparison';
      title: string;
      description: string;
      /** Missing products or metrics fall back to the spec's default stars (core/content/protection.ts). */
      data?: Partial<Record<ProtectionProduct, Partial<ProtectionRatings>>>;
    };
  };
  process: {
    title: string;
    steps: { number: number; title: string; description?: string; bullets?: string[]; image?: ImageRef }[];
  };
  results: {
    video?: { src: string; alt: string };
    images?: { before: ImageRef; after: ImageRef };
    bullets: string[];
  };
  cta: {
    title: string;
    description?: string;
    primary?: { label: string };
    secondary?: { label: string };
  };
}

export interface CatalogTier {
  name: string;
  priceCents: number;
  durationMinutes: number;
  description: string;
  features: string[];
  popular?: boolean;
  /** Detailing: the price for a vehicle size where it differs (core/services/catalog.ts). */
  sizePricesCents?: Partial<Record<VehicleSize, number>>;
}

/** One of the six services an industry offers by default; seeds a tenant's `services` rows. */
export interface CatalogService {
  slug: string;
  name: string;
  /** A category key of the industry's services tab (core/services/catalog.ts: service-packages, addons, ...). */
  category: string;
  /** The vehicle keys (or the industry's counterpart: pet sizes, ...) it is offered for; left out: every one. */
  vehicles?: string[];
  description: string;
  pricingUnit: 'flat' | 'hour';
  /** Card image on the home page. */
  image: ImageRef;
  tiers: CatalogTier[];
}

/**
 * A small extra booked with a service (category addons), with its own price and duration; it has
 * no page of its own: service pages list the add-ons.
 */
export interface CatalogAddon {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  durationMinutes: number;
  vehicles?: string[];
}

export type FaqCategory =
  'General' | 'Services' | 'Scheduling' | 'Pricing' | 'Preparation' | 'Locations' | 'Payments' | 'Warranty' | 'Aftercare' | 'RV';

export interface FaqEntry {
  question: string;
  answer: string;
  category: FaqCategory;
}

export interface GalleryImage extends ImageRef {
  id: string;
  title: string;
  caption: string;
  tags: string[];
}

/** Who a portrait shows, and who wrote a review: a demo review's avatar must show its reviewer. */
export type Person = 'woman' | 'man';

interface DemoReviewText {
  customerName: string;
  rating: number;
  title?: string;
  comment: string;
  source: 'website' | 'google' | 'yelp' | 'facebook';
  reviewerUrl?: string;
  /** Category or vehicle tag shown on the review (e.g. "Ceramic Coating", "suv"). */
  serviceCategory?: string;
  /** Days before the seed date, so review dates look real and stay relative. */
  daysAgo: number;
}

/**
 * A demo review, with the first-letter fallback or with a stock avatar. An avatar names its reviewer
 * too, so content.test.ts can check that the portrait (AVATAR_PEOPLE in content/images.ts) fits them.
 */
export type DemoReview = DemoReviewText &
  (
    | { avatar?: undefined; reviewer?: Person }
    | {
        /** An avatar name from AVATAR_NAMES in content/images.ts. */
        avatar: string;
        reviewer: Person;
      }
  );

export interface DemoServiceArea {
  city: string;
  /** Two-letter state code. */
  state: string;
  zip: string;
  lat: number;
  lng: number;
  primary?: boolean;
}

/** The demo business that is seeded for this industry (the six demo tenants of the brief). */
export interface DemoBusiness {
  slug: string;
  businessName: string;
  legalName: string;
  ownerFirstName: string;
  ownerLastName: string;
  /** Ten digits, no formatting. */
  businessPhone: string;
  businessEmail: string;
  street: string;
  businessStartDate: string;
  social: { facebook?: string; instagram?: string; tiktok?: string; youtube?: string; gbp?: string };
  /** How far from its base (the primary service area) the business travels; every area lies within it. */
  serviceRadiusMiles: number;
  serviceAreas: DemoServiceArea[];
  reviews: DemoReview[];
}

/** Text for a city page, built from the tenant and the city so every page reads as its own. */
export interface CityPageInput {
  businessName: string;
  city: string;
  state: string;
  stateName: string;
  isPrimary: boolean;
  /** Other cities of the same tenant, nearest first. */
  nearbyCities: string[];
  serviceNames: string[];
}

export interface CityPageContent {
  headline: string;
  intro: string;
  /** Two or three paragraphs about serving this city (climate, housing, travel), unique per city. */
  localConditions: string[];
  faqs: { q: string; a: string }[];
}

export interface IndustryContent {
  industry: Industry;
  /** "Mobile Detailing", "House Cleaning", ... */
  title: string;
  /** Short noun for the customer's object: "vehicle", "home", "lawn", "pet", "cut". */
  subjectNoun: string;
  /** Inline SVG markup of the industry logo (viewBox 0 0 48 48, uses currentColor). */
  logoSvg: string;
  theme: { primary: string; primaryDark: string; accent: string; surface: string };
  defaults: {
    heroTitle: string;
    heroSubtitle: string;
    servicesTitle: string;
    servicesSubtitle: string;
    reviewsTitle: string;
    reviewsSubtitle: string;
    faqTitle: string;
    faqSubtitle: string;
  };
  /** Two rotating hero backgrounds, each with a portrait mobile variant. */
  heroImages: { desktop: ImageRef; mobile: ImageRef }[];
  services: CatalogService[];
  /** Seeded as the demo business's add-on services. */
  addons: CatalogAddon[];
  servicePages: Record<string, ServicePageContent>;
  /** Other slugs that resolve to a service page (e.g. paint-protection-film -> ppf). */
  serviceSlugAliases: Record<string, string>;
  /** Default FAQ: at least two entries in every category the industry uses (all nine of spec 3; RV too for detailing). */
  faqs: FaqEntry[];
  gallery: GalleryImage[];
  cityPage: (input: CityPageInput) => CityPageContent;
  demo: DemoBusiness;
}
