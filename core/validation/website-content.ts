/**
 * PUT /api/website-content/{slug} (spec 3 §3, §5): any subset of the content fields. The editor's
 * rules live here: at most 2 hero images, FAQ entries with a blank question, answer or category
 * dropped, the rating a decimal from 0 to 5 (one decimal kept) and the count an integer up to
 * 10,000,000 (decimals dropped), each a number or a numeric string; anything else is refused.
 */
import { z } from 'zod';
import { type Industry, SERVICE_SLUGS } from '../content/types.ts';
import { FAQ_CATEGORY_ORDER } from '../site/constants.ts';
import { boundedNumber, type NumberRule } from './numbers.ts';
import { acceptingRepresentation } from './representation.ts';
import { textField } from './text.ts';

export const HERO_IMAGE_KEYS = ['hero-1', 'hero-2'] as const;
export const MAX_HERO_IMAGES = 2;
export const MAX_SERVICE_DESCRIPTION = 300;

const text = (label: string, max: number) => textField(label, { max });

/** Kept to one decimal ("4.85" is 4.9). */
export const RATING_RULE = {
  min: 0,
  max: 5,
  message: 'Average rating must be a number from 0 to 5',
  normalize: (n: number) => Math.round(n * 10) / 10,
} satisfies NumberRule;
/** Read as an integer ("12.7" is 12). */
export const COUNT_RULE = {
  min: 0,
  max: 10_000_000,
  message: 'Total number of reviews must be a number from 0 to 10,000,000',
  normalize: Math.trunc,
} satisfies NumberRule;

/** The stock gallery images picked, by id, each once; null means all of them. Which ids exist is the server's to check. */
export const galleryStockIds = z
  .array(z.string({ error: 'Stock image ids must be text' }).max(64, 'Unknown stock image'), {
    error: 'Gallery stock must be a list of stock image ids (or null for all of them)',
  })
  .max(200, 'At most 200 stock images')
  .nullable()
  .transform((ids) => (ids === null ? null : [...new Set(ids)]));

const faqItem = z.object({
  id: z.optional(text('FAQ id', 64)),
  question: text('Question', 300),
  answer: text('Answer', 3000),
  category: text('Category', 40),
});

export const websiteContentUpdateSchema = z
  .object({
    hero_title: text('Hero title', 120),
    hero_subtitle: text('Hero subtitle', 300),
    hero_images: z
      .array(z.enum(HERO_IMAGE_KEYS, { error: 'Unknown hero image' }), { error: 'Hero images must be a list' })
      .max(MAX_HERO_IMAGES, `Choose at most ${MAX_HERO_IMAGES} hero images`),
    services_title: text('Services title', 120),
    services_subtitle: text('Services subtitle', 300),
    reviews_title: text('Reviews title', 120),
    reviews_subtitle: text('Reviews subtitle', 300),
    reviews_avg_rating: boundedNumber(RATING_RULE),
    reviews_total_count: boundedNumber(COUNT_RULE),
    faq_title: text('FAQ title', 120),
    faq_subtitle: text('FAQ subtitle', 300),
    faq_items: z
      .array(faqItem, { error: 'FAQ items must be a list' })
      .max(200, 'At most 200 FAQ entries')
      .transform((items) => items.filter((f) => f.question && f.answer && f.category))
      .refine((items) => items.every((f) => (FAQ_CATEGORY_ORDER as string[]).includes(f.category)), {
        message: `FAQ category must be one of ${FAQ_CATEGORY_ORDER.join(', ')}`,
      }),
    gallery_stock: galleryStockIds,
  })
  .partial()
  .strict();

export type WebsiteContentUpdate = z.infer<typeof websiteContentUpdateSchema>;

/** Spec 3 §3 names the detailing fields after the six service images; other industries' after their service slugs. */
const DETAILING_KEYS: Record<string, string> = {
  'auto-detailing': 'auto',
  'marine-detailing': 'marine',
  'rv-detailing': 'rv',
  'ceramic-coating': 'ceramic',
  'paint-correction': 'correction',
  ppf: 'ppf',
};

/**
 * The services section's description fields of an industry (spec 3 §3), field name -> service
 * slug: `services_auto_description` -> `auto-detailing`, `services_deep_cleaning_description` ->
 * `deep-cleaning`.
 */
export function serviceDescriptionFields(industry: string): Record<string, string> {
  const slugs: readonly string[] = SERVICE_SLUGS[industry as Industry] ?? [];
  const key = (slug: string) => (industry === 'mobile-detailing' ? DETAILING_KEYS[slug] : undefined) ?? slug.replaceAll('-', '_');
  return Object.fromEntries(slugs.map((slug) => [`services_${key(slug)}_description`, slug]));
}

/** Keys of the GET representation that are not written: accepted back by a PUT and ignored. */
export const WEBSITE_CONTENT_READ_ONLY = ['updated_at'] as const;

/** A save: the fields as stored, the service descriptions keyed by service slug ("" clears one). */
export type WebsiteContentChange = WebsiteContentUpdate & { services_descriptions?: Record<string, string> };

const inputs = new Map<string, z.ZodType<WebsiteContentChange>>();

/**
 * The body of PUT /api/website-content/{slug} for a business of this industry: the content fields,
 * the industry's service description fields, and the read-only keys of what the GET answers.
 */
export function websiteContentInputFor(industry: string): z.ZodType<WebsiteContentChange> {
  const known = inputs.get(industry);
  if (known) return known;
  const fields = serviceDescriptionFields(industry);
  const descriptions: Record<string, z.ZodOptional<ReturnType<typeof text>>> = {};
  for (const field of Object.keys(fields)) descriptions[field] = z.optional(text('Service description', MAX_SERVICE_DESCRIPTION));
  const input = acceptingRepresentation(websiteContentUpdateSchema.extend(descriptions), WEBSITE_CONTENT_READ_ONLY).transform((value) => {
    const change: Record<string, unknown> = {};
    const services: Record<string, string> = {};
    for (const [key, v] of Object.entries(value)) {
      const slug = fields[key];
      if (slug === undefined) change[key] = v;
      else if (typeof v === 'string') services[slug] = v;
    }
    if (Object.keys(services).length > 0) change.services_descriptions = services;
    return change as WebsiteContentChange;
  });
  inputs.set(industry, input);
  return input;
}
