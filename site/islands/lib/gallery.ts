/**
 * Gallery rotation logic (spec 1 §2 "Gallery", spec 2 §9): eligible images for random picks, the
 * initial shuffle (seeded at publish, Math.random in the browser), the tile replaced next and the
 * random pick of a replacement.
 */

export interface HasSrc {
  src: string;
}

/** Images whose address contains "avatar" or "profile" are never picked at random. */
export function isRandomEligible(image: HasSrc): boolean {
  return !/avatar|profile/i.test(image.src);
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The initial desktop set: `count` (3) shuffled eligible images; when fewer eligible images exist,
 * the others fill up so the tiles are never empty while any image exists.
 */
export function initialSet<T extends HasSrc>(images: readonly T[], count = 3, random: () => number = Math.random): T[] {
  const eligible = shuffle(images.filter(isRandomEligible), random);
  const rest = images.filter((i) => !isRandomEligible(i));
  return [...eligible, ...rest].slice(0, count);
}

/** Tiles are replaced in turn: 0, 1, 2, 0, ... */
export function nextTile(previous: number, tiles = 3): number {
  return tiles <= 0 ? 0 : (previous + 1) % tiles;
}

/**
 * A random eligible image not currently shown (by src). Returns undefined when nothing new can be
 * shown (all eligible images are already on screen).
 */
export function pickReplacement<T extends HasSrc>(
  images: readonly T[],
  shown: readonly string[],
  random: () => number = Math.random,
): T | undefined {
  const candidates = images.filter((i) => isRandomEligible(i) && !shown.includes(i.src));
  if (candidates.length === 0) return undefined;
  return candidates[Math.floor(random() * candidates.length)] ?? candidates[0];
}

/** `count` random eligible images (spec 1 §9: random picks default to 5). */
export function randomPicks<T extends HasSrc>(images: readonly T[], count = 5, random: () => number = Math.random): T[] {
  return shuffle(images.filter(isRandomEligible), random).slice(0, count);
}

/** The two thumbnails under the large mobile image: the next two images, wrapping around. */
export function thumbnailIndexes(current: number, total: number): number[] {
  if (total <= 1) return [];
  const out: number[] = [];
  for (let step = 1; step <= Math.min(2, total - 1); step++) out.push((current + step) % total);
  return out;
}

/** File name for the broken-image placeholder ("add the file ..."). */
export function fileNameOf(src: string): string {
  const path = src.split(/[?#]/)[0] ?? src;
  return path.split('/').filter(Boolean).pop() ?? src;
}
