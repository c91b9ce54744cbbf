/**
 * Index math of the carousels (reviews, mobile gallery): how many cards are visible at a width,
 * how many start positions exist, and stepping with wrap-around at both ends (spec 1 §4).
 */

/** Spec 1 §9 breakpoints: 1 card below md (768), 2 from md, 3 from lg (1024). */
export function perViewForWidth(width: number): 1 | 2 | 3 {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}

/** Number of distinct start positions (one dot each): 0 when empty, at least 1 otherwise. */
export function positionCount(total: number, perView: number): number {
  if (total <= 0) return 0;
  return Math.max(1, total - Math.max(1, perView) + 1);
}

/** `index` wrapped into 0..count-1 (negative numbers wrap from the end). */
export function wrap(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Keeps a start index valid after the number of visible cards changed (e.g. on resize). */
export function clampIndex(index: number, total: number, perView: number): number {
  const count = positionCount(total, perView);
  if (count === 0) return 0;
  return Math.min(Math.max(0, index), count - 1);
}

export function nextIndex(index: number, total: number, perView = 1): number {
  return wrap(index + 1, positionCount(total, perView));
}

export function prevIndex(index: number, total: number, perView = 1): number {
  return wrap(index - 1, positionCount(total, perView));
}

/** Carousels advance on their own only with more than one position and when not paused (spec 1 §4). */
export function shouldAutoplay(opts: { positions: number; paused: boolean; reducedMotion: boolean; hidden?: boolean }): boolean {
  return opts.positions > 1 && !opts.paused && !opts.reducedMotion && !opts.hidden;
}

/** At most this many dots show at once: 7 of the reviews' 28 px dots fit a 390 px phone on one line. */
export const MAX_VISIBLE_DOTS = 7;

/**
 * The dots shown for `count` positions: a window of at most `max` around the current one (centred
 * where the ends allow), `start` inclusive, `end` exclusive. `moreBefore`/`moreAfter` say whether
 * dots are hidden on that side, so the edge dots can be drawn smaller as a hint.
 */
export function dotWindow(
  index: number,
  count: number,
  max = MAX_VISIBLE_DOTS,
): { start: number; end: number; moreBefore: boolean; moreAfter: boolean } {
  const size = Math.max(1, Math.min(max, count));
  const start = Math.min(Math.max(0, index - Math.floor(size / 2)), Math.max(0, count - size));
  const end = Math.min(count, start + size);
  return { start, end, moreBefore: start > 0, moreAfter: end < count };
}
