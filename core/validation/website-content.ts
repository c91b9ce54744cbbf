/**
 * PUT /api/website-content/{slug} (spec 3 §3, §5): any subset of the content fields. The editor's
 * rules live here: at most 2 hero images, FAQ entries with a blank question, answer or category
 * dropped, rating parsed as a decimal and count as an integer (unparsable values become 0).
 */
import { z } from 'zod';
import { FAQ_CATEGORY_ORDER } from '../site/constants.ts';

export const HERO_IMAGE_KEYS = ['hero-1', 'hero-2'] as const;
export const MAX_HERO_IMAGES = 2;

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** "4.8" -> 4.8, "abc" -> 0, clamped to the 0-5 scale. */
export function parseRating(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, Math.round(n * 10) / 10));
}

/** "112" -> 112, "12.7" -> 12, "x" -> 0, never negative. */
export function parseCount(value: unknown): number {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

const faqItem = z.object({
  id: z.string().max(64).optional(),
  question: z.string({ error: 'Question must be text' }).max(300, 'Question must be at most 300 characters'),
  answer: z.string({ error: 'Answer must be text' }).max(3000, 'Answer must be at most 3000 characters'),
  category: z.string({ error: 'Category must be text' }).max(40),
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
    reviews_avg_rating: z.unknown().transform(parseRating),
    reviews_total_count: z.unknown().transform(parseCount),
    faq_title: text('FAQ title', 120),
    faq_subtitle: text('FAQ subtitle', 300),
    faq_items: z
      .array(faqItem, { error: 'FAQ items must be a list' })
      .max(200, 'At most 200 FAQ entries')
      .transform((items) =>
        items
          .map((f) => ({ ...f, question: f.question.trim(), answer: f.answer.trim(), category: f.category.trim() }))
          .filter((f) => f.question && f.answer && f.category),
      )
      .refine((items) => items.every((f) => (FAQ_CATEGORY_ORDER as string[]).includes(f.category)), {
        message: `FAQ category must be one of ${FAQ_CATEGORY_ORDER.join(', ')}`,
      }),
  })
  .partial()
  .strict();

export type WebsiteContentUpdate = z.infer<typeof websiteContentUpdateSchema>;
