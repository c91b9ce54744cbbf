import type { FaqCategory } from '../content/types.ts';

/** Spec 1 §2: FAQ chips in this order (after "All"). */
export const FAQ_CATEGORY_ORDER: FaqCategory[] = [
  'General',
  'Services',
  'Scheduling',
  'Pricing',
  'Preparation',
  'Locations',
  'Payments',
  'Warranty',
  'Aftercare',
  'RV',
];

/**
 * Spec 1 §9: the preview's fallback rating and count. A live site has none (the spec's 4.9 from 112
 * would be a claim no review backs): it shows a rating once it has reviews or the owner's figures.
 */
export const PREVIEW_FALLBACK_RATING = { average: 4.9, count: 863 } as const;

/** Spec 1 §2: the services section is titled "Our Services" by default (owners may change it). */
export const SERVICES_SECTION_TITLE = 'Our Services';

export const SITE_FALLBACK_TEXTS = {
  /** Spec 2 §9 footer fallback phone. */
  phone: '(555) 123-4567',
  servicesTitle: 'Professional Services',
  servicesSubtitle: 'Quality service for your needs',
  reviewsTitle: 'Customer Reviews',
  reviewsSubtitle: 'What our customers say',
  /** Spec 1 §8 gallery, mobile and desktop alike. */
  noImages: 'No images available',
  /** Spec 2 §2 service-areas modal and footer. */
  noServiceAreas: 'No service areas configured',
  /** Spec 2 §2 request quote modal, while its form loads. */
  loadingQuoteForm: 'Loading quote form...',
} as const;

/** Spec 1 §8 "Service Not Found": the page for a service without content, and its head. */
export const SERVICE_NOT_FOUND_TEXTS = {
  title: 'Service Not Found',
  description: 'The requested service could not be found.',
} as const;

/** Spec 1 §2 error screen, shown when a page crashes: on the sites and in the admin app. */
export const ERROR_SCREEN_TEXTS = {
  title: 'Something went wrong',
  body: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  action: 'Refresh Page',
} as const;

/** Spec 1 §9 timings used by the islands and scripts. */
export const TIMINGS = {
  heroIntervalMs: 7000,
  heroFadeMs: 2000,
  reviewsBackgroundIntervalMs: 8000,
  galleryIntervalMs: 7000,
  galleryFadeMs: 1000,
  gallerySwapMs: 1050,
  quotePrefetchMs: 2000,
  scrollSnapRestoreMs: 1000,
  swipeThresholdPx: 50,
  headerOffsetPx: 88,
  sectionThreshold: 0.55,
} as const;

export const FOOTER_AREA_COUNT = 4;
export const COPYRIGHT_YEAR = 2024;
export const PREVIEW_SOCIAL_TITLE = 'Social media links available in your live site';
export const PREVIEW_BOOKING_ALERT = 'Booking is disabled in this demonstration site. Get this site to start taking bookings.';
