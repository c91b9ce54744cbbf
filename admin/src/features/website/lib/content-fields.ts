/**
 * The website-content fields the tab edits and their client-side check, with the schema of
 * PUT /api/website-content (core/validation/website-content.ts), so the owner sees the server's own
 * message (e.g. "Hero title must be at most 120 characters") without a round trip.
 */
import '../../../shared/lib/zod.ts'; // zod's eval probe off before any schema parses (CSP).
import { parseCount, parseRating, websiteContentUpdateSchema, type WebsiteContentUpdate } from '../../../../../core/validation/website-content.ts';

export { parseCount, parseRating };

export type ContentTextField = 'hero_title' | 'hero_subtitle' | 'services_title' | 'services_subtitle' | 'reviews_title' | 'reviews_subtitle' | 'faq_title' | 'faq_subtitle';

/** The first message the schema gives for this change, or undefined when it may be sent. */
export function contentPatchProblem(patch: WebsiteContentUpdate | Record<string, unknown>): string | undefined {
  const result = websiteContentUpdateSchema.safeParse(patch);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** Spec 3 §5: the rating as typed, read as a decimal ("4,8" too); unparsable is 0. */
export function ratingFromInput(text: string): number {
  return parseRating(text.replace(',', '.'));
}

/** Spec 3 §5: the count as typed, read as an integer ("1,204" too); unparsable is 0. */
export function countFromInput(text: string): number {
  return parseCount(text.replace(/[,\s]/g, ''));
}
