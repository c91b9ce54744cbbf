/**
 * The Reviews card's rating import (spec 3 §2 Reviews Content action, §7
 * POST /api/tenant-reviews/scrape-google-business, §8 Google update messages; decision 037): the
 * rating and review count of the business's Google Maps listing, read through the Google Places API.
 * The API and the dashboard share the body's rule and the texts. Built with zod/mini: the dashboard ships it.
 */
import * as z from 'zod/mini';

export const NO_MAPS_URL_MESSAGE = 'No Google Maps URL found for this business';
export const SCRAPE_FAILED_MESSAGE = 'Failed to scrape Google Maps data. Check server logs for details.';
/** The dashboard's own text when the call fails without a message from the server. */
export const UPDATE_FAILED_MESSAGE = 'Failed to update business data. Check console for details.';
export const PLACES_KEY_MISSING_MESSAGE =
  'Importing from Google Maps needs a Google Places API key, which the administrator sets on the server (GOOGLE_PLACES_API_KEY).';
export const GBP_URL_MESSAGE = 'Enter a Google Maps link to your business, e.g. https://www.google.com/maps/place/...';
export const listingNotFoundMessage = (query: string) =>
  `Google Maps has no listing matching "${query}". Check the Google Business Profile URL in your profile.`;
/** Spec 3 §9: the success message stays 8 s. */
export const SCRAPE_MESSAGE_MS = 8000;

export const scrapeSuccessMessage = (data: GoogleRating) =>
  `Successfully scraped ${data.businessName}: Rating: ${data.averageRating}, Reviews: ${data.totalReviews}`;

/** The answer's `data`: what the listing says, as saved into the website content. */
export interface GoogleRating {
  averageRating: number;
  totalReviews: number;
  businessName: string;
}

/** The longest link taken: Google Maps links carry long `data=` parameters, but not this long. */
export const MAX_GBP_URL_LENGTH = 2048;

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Body of the import: `gbpUrl` overrides the profile's Google Business Profile URL for this call
 * (empty: the profile's); the business is `tenantSlug` or the call's `?tenant_slug=`.
 */
export const googleRatingRequestSchema = z.object({
  gbpUrl: z.optional(
    z.nullable(
      z.string({ error: GBP_URL_MESSAGE }).check(
        z.trim(),
        z.maxLength(MAX_GBP_URL_LENGTH, GBP_URL_MESSAGE),
        z.refine((v) => v === '' || isWebUrl(v), GBP_URL_MESSAGE),
      ),
    ),
  ),
  tenantSlug: z.optional(z.string()),
});
