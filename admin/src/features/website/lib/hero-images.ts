/**
 * Hero image choice (spec 3 §2 "Hero", §4 "Hero images", §5: at most 2). The order is the order of
 * rotation on the homepage: the first chosen image is the one visitors see first.
 */
import { HERO_IMAGE_KEYS, MAX_HERO_IMAGES } from '#core/validation/website-content.ts';

export { HERO_IMAGE_KEYS, MAX_HERO_IMAGES };
export type HeroImageKey = (typeof HERO_IMAGE_KEYS)[number];

export function isHeroImageKey(value: unknown): value is HeroImageKey {
  return typeof value === 'string' && (HERO_IMAGE_KEYS as readonly string[]).includes(value);
}

/** The stored choice, cleaned: known keys only, no repeats, at most `max` (the newest kept). */
export function normalizeHeroImages(value: unknown, max: number = MAX_HERO_IMAGES): HeroImageKey[] {
  const keys = Array.isArray(value) ? value.filter(isHeroImageKey) : [];
  const unique = keys.filter((key, i) => keys.indexOf(key) === i);
  return unique.slice(Math.max(0, unique.length - max));
}

/**
 * Selecting an image adds it at the end; once `max` are chosen, a further one replaces the first
 * (spec 3 §4: "a third selection replaces the first"). Selecting a chosen image removes it.
 */
export function toggleHeroImage<K extends string>(selected: readonly K[], key: K, max: number = MAX_HERO_IMAGES): K[] {
  if (selected.includes(key)) return selected.filter((k) => k !== key);
  const next = [...selected, key];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Position of an image in the rotation, 1-based; 0 when not chosen. */
export function heroImageOrder(selected: readonly string[], key: string): number {
  return selected.indexOf(key) + 1;
}

/** The 800 px stock variant (`/industries/{industry}/images/hero-1-800.webp`). */
export function heroImageUrl(industry: string, key: HeroImageKey, width: 800 | 1200 | 1600 = 800): string {
  return `/industries/${encodeURIComponent(industry)}/images/${key}-${width}.webp`;
}
