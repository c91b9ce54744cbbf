/** The GA4 measurement id a business may add beside the first-party analytics (spec 1 §3 tenant config analytics.ga4). */
import * as z from 'zod/mini';

export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;
export const GA4_MESSAGE = 'Measurement ID must be G- followed by 4 to 20 capital letters or digits';

/** PUT …/ga4 { measurementId }: an id sets it; null or '' removes it. */
export const ga4UpdateSchema = z.object({
  measurementId: z.union([z.null(), z.literal(''), z.string().check(z.trim(), z.regex(GA4_MEASUREMENT_ID, GA4_MESSAGE))], {
    error: GA4_MESSAGE,
  }),
});
