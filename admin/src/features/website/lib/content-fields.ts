/**
 * The website-content fields the tab edits and their client-side check, with the schema of
 * PUT /api/website-content (core/validation/website-content.ts), so the owner sees the server's own
 * message (e.g. "Hero title must be at most 120 characters") without a round trip.
 */
import '../../../shared/lib/zod.ts'; // zod's eval probe off before any schema parses (CSP).
import { numberFrom } from '#core/validation/numbers.ts';
import {
  COUNT_RULE,
  RATING_RULE,
  websiteContentInputFor,
  websiteContentUpdateSchema,
  type WebsiteContentUpdate,
} from '#core/validation/website-content.ts';

export type ContentTextField =
  | 'hero_title'
  | 'hero_subtitle'
  | 'services_title'
  | 'services_subtitle'
  | 'reviews_title'
  | 'reviews_subtitle'
  | 'faq_title'
  | 'faq_subtitle';
/** `services_auto_description`, ...: which ones a business has follows its industry (serviceDescriptionFields). */
export type ServiceDescriptionField = `services_${string}_description`;

/**
 * The first message the schema gives for this change, or undefined when it may be sent. With the
 * business's industry, its service description fields are known too.
 */
export function contentPatchProblem(patch: WebsiteContentUpdate | Record<string, unknown>, industry?: string): string | undefined {
  const result = (industry ? websiteContentInputFor(industry) : websiteContentUpdateSchema).safeParse(patch);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}

/**
 * Spec 3 §5: the rating as typed, read as a decimal ("4,8" too) to the tenth the server keeps;
 * unparsable is 0. A value out of range stays out of range, for the schema to refuse with its message.
 */
export function ratingFromInput(text: string): number {
  const n = numberFrom(text.replace(',', '.'));
  return n === undefined ? 0 : RATING_RULE.normalize(n);
}

/** Spec 3 §5: the count as typed, read as an integer ("1,204" too); unparsable is 0. */
export function countFromInput(text: string): number {
  const n = numberFrom(text.replace(/[,\s]/g, ''));
  return n === undefined ? 0 : COUNT_RULE.normalize(n);
}
