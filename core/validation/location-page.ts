/**
 * The city-page editor's fields (spec 1 §3 location page, §5 rules): what an owner may write over
 * the generated text of one service area's page. A blank field (null, '' or an empty list) means
 * "use the generated text"; PUT /api/locations/pages/{slug}/{areaId} changes the fields it names.
 */
import { z } from 'zod';
import { numberFrom } from './numbers.ts';
import { textField } from './text.ts';

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const SEO_TITLE_MESSAGE = 'SEO title should be under 60 characters';
export const SEO_DESCRIPTION_MESSAGE = 'SEO description should be under 160 characters';
export const HERO_TEXT_MAX = 400;
export const LOCAL_CONDITIONS_MAX = 3000;
export const FAQ_QUESTION_MESSAGE = 'FAQ question is required';
export const FAQ_ANSWER_MESSAGE = 'FAQ answer is required';
export const MAX_CITY_FAQS = 12;
export const MAX_PLACES = 30;
export const MAX_PAGE_IMAGES = 6;
/** Spec 1 §5: the pricing modifier is no less than -50% and no more than +100%. */
export const PRICING_MODIFIER_MIN_PCT = -50;
export const PRICING_MODIFIER_MAX_PCT = 100;
export const PRICING_MODIFIER_MESSAGE = 'Pricing modifier must be between -50% and +100%';

/** How a site's gallery names an uploaded image (a stock image goes by its own id); city pages pick images by these. */
export const customGalleryImageId = (uploadId: number) => `custom:${uploadId}`;

/** null, '' (after trimming) and [] all mean "blank": the page uses its generated text. */
const blankToNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0) ? null : value;
const blankable = <T extends z.core.SomeType>(schema: T) => z.preprocess(blankToNull, z.nullable(schema)).optional();

const place = (label: string) => textField(label, { min: 1, max: 80, minMessage: `${label} must not be empty` });

export const cityFaqItem = z.object({
  q: textField('FAQ question', { min: 1, max: 200, minMessage: FAQ_QUESTION_MESSAGE }),
  a: textField('FAQ answer', { min: 1, max: 1500, minMessage: FAQ_ANSWER_MESSAGE }),
});

export const pricingModifierPct = z.unknown().transform((value, ctx) => {
  const n = numberFrom(value);
  if (n === undefined || n < PRICING_MODIFIER_MIN_PCT || n > PRICING_MODIFIER_MAX_PCT) {
    ctx.issues.push({ code: 'custom', message: PRICING_MODIFIER_MESSAGE, input: value });
    return z.NEVER;
  }
  return Math.round(n * 10) / 10;
});

/** The `fields` of the editor's PUT; a key left out keeps what is stored. */
export const locationPageFieldsInput = z
  .object({
    seo_title: blankable(textField('SEO title', { max: SEO_TITLE_MAX, maxMessage: SEO_TITLE_MESSAGE })),
    seo_description: blankable(textField('SEO description', { max: SEO_DESCRIPTION_MAX, maxMessage: SEO_DESCRIPTION_MESSAGE })),
    hero_text: blankable(textField('Hero text', { max: HERO_TEXT_MAX })),
    faqs: blankable(z.array(cityFaqItem).max(MAX_CITY_FAQS, `At most ${MAX_CITY_FAQS} questions`)),
    neighborhoods: blankable(z.array(place('Neighborhood')).max(MAX_PLACES, `At most ${MAX_PLACES} neighborhoods`)),
    landmarks: blankable(z.array(place('Landmark')).max(MAX_PLACES, `At most ${MAX_PLACES} landmarks`)),
    local_conditions: blankable(textField('Local conditions', { max: LOCAL_CONDITIONS_MAX })),
    pricing_modifier_pct: blankable(pricingModifierPct),
    image_ids: blankable(z.array(textField('Image', { min: 1, max: 80 })).max(MAX_PAGE_IMAGES, `Choose at most ${MAX_PAGE_IMAGES} images`)),
    noindex: z.boolean({ error: 'Noindex must be true or false' }).optional(),
  })
  .strict();
export type LocationPageFieldsInput = z.output<typeof locationPageFieldsInput>;

/** The stored editor fields (snake_case as the API answers them); null where the page uses its generated text. */
export interface LocationPageFields {
  seo_title: string | null;
  seo_description: string | null;
  hero_text: string | null;
  faqs: { q: string; a: string }[] | null;
  neighborhoods: string[] | null;
  landmarks: string[] | null;
  local_conditions: string | null;
  pricing_modifier_pct: number | null;
  image_ids: string[] | null;
  noindex: boolean;
}
