/**
 * The city-page editor's form (issue 12 §4): the page's own texts as typed, checked by core's rules
 * (#core/validation/location-page.ts) and turned into the PUT's `fields`. A field left blank is sent
 * as blank, so the page uses its generated text again. Pure: no React.
 */
import '../../../shared/lib/zod.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { type LocationPageFields, type LocationPageFieldsInput, locationPageFieldsInput } from '#core/validation/location-page.ts';

export const LOAD_PAGE_FAILED = 'Failed to load city page';
export const SAVE_PAGE_FAILED = 'Failed to save city page';
export const PAGE_SAVED = 'City page saved. Your site is being republished with it.';

/** GET and PUT /api/locations/pages/{slug}/{areaId}. */
export interface CityPage {
  area_id: number;
  city: string;
  state: string;
  url_path: string;
  /** What the owner wrote; null where the page uses the generated text. */
  fields: LocationPageFields;
  /** The text the page uses for a blank field. */
  generated: LocationPageFields;
}

export type PageFieldsPatch = LocationPageFieldsInput;

export interface FaqDraft {
  q: string;
  a: string;
}

/** The form's values: texts as typed, places one per line, the modifier as typed. */
export interface CityPageForm {
  seo_title: string;
  seo_description: string;
  hero_text: string;
  faqs: FaqDraft[];
  neighborhoods: string;
  landmarks: string;
  local_conditions: string;
  pricing_modifier_pct: string;
  image_ids: string[];
  /** Shown to search engines (the page's robots is index,follow); off is noindex. */
  indexed: boolean;
}

export type CityPageField = keyof CityPageForm;

export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function formOf(fields: LocationPageFields): CityPageForm {
  return {
    seo_title: fields.seo_title ?? '',
    seo_description: fields.seo_description ?? '',
    hero_text: fields.hero_text ?? '',
    faqs: (fields.faqs ?? []).map(({ q, a }) => ({ q, a })),
    neighborhoods: (fields.neighborhoods ?? []).join('\n'),
    landmarks: (fields.landmarks ?? []).join('\n'),
    local_conditions: fields.local_conditions ?? '',
    pricing_modifier_pct: fields.pricing_modifier_pct === null ? '' : String(fields.pricing_modifier_pct),
    image_ids: [...(fields.image_ids ?? [])],
    indexed: !fields.noindex,
  };
}

/** Every field, so a cleared one goes back to the generated text; a question with neither text is dropped. */
function rawFields(form: CityPageForm) {
  return {
    seo_title: form.seo_title,
    seo_description: form.seo_description,
    hero_text: form.hero_text,
    faqs: form.faqs.filter((f) => f.q.trim() || f.a.trim()),
    neighborhoods: linesOf(form.neighborhoods),
    landmarks: linesOf(form.landmarks),
    local_conditions: form.local_conditions,
    pricing_modifier_pct: form.pricing_modifier_pct,
    image_ids: form.image_ids,
    noindex: !form.indexed,
  };
}

/** A server or core message's path as the form's field: `fields.faqs.2.q` stays `faqs.2.q`, `neighborhoods.3` is `neighborhoods`. */
export function formFieldOf(path: string): string {
  const key = path.replace(/^fields\./, '');
  if (/^faqs\.\d+\.[qa]$/.test(key)) return key;
  const name = key.split('.')[0] ?? key;
  return name === 'noindex' ? 'indexed' : name;
}

export type FormCheck = { ok: true; fields: PageFieldsPatch } | { ok: false; errors: Record<string, string> };

/** The form through core's rules: the `fields` to send, or each field's first message. */
export function checkCityPageForm(form: CityPageForm): FormCheck {
  const parsed = locationPageFieldsInput.safeParse(rawFields(form));
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, errors: errorsByField(fieldErrors(parsed.error)) };
}

/** Messages keyed by path (core's or a 400 answer's) as the form's fields, the first one each. */
export function errorsByField(messages: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages ?? {})) out[formFieldOf(path)] ??= message;
  return out;
}

/** "42/60", and whether the text is past the limit. */
export function characterCount(text: string, max: number): { label: string; over: boolean } {
  const n = text.trim().length;
  return { label: `${n}/${max}`, over: n > max };
}

/** A generated list as a placeholder of its one-per-line field. */
export function placeholderLines(list: readonly string[] | null): string {
  return (list ?? []).join('\n');
}

/** "+15%", "-10%", "0%" */
export function formatModifier(pct: number | null): string {
  const n = pct ?? 0;
  return n > 0 ? `+${n}%` : `${n}%`;
}

/** What GET /api/tenants/{slug}/gallery lists. */
export interface GalleryListing {
  stock: { id: string; src: string; alt: string }[];
  custom: { id: string | number; src: string; alt: string }[];
}

export interface GalleryChoice {
  /** As a city page names it: a stock image's id, or `custom:{id}`. */
  id: string;
  src: string;
  alt: string;
}

export function galleryChoices(gallery: GalleryListing): GalleryChoice[] {
  return [
    ...gallery.custom.map((img) => ({ id: `custom:${img.id}`, src: img.src, alt: img.alt })),
    ...gallery.stock.map((img) => ({ id: img.id, src: img.src, alt: img.alt })),
  ];
}

/** The chosen images after a click on one, in the gallery's order. */
export function toggleImage(order: readonly GalleryChoice[], chosen: readonly string[], id: string): string[] {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return order.map((c) => c.id).filter((x) => next.has(x));
}
