import { describe, expect, it } from 'vitest';
import { fileNameOf, initialSet, isRandomEligible, nextTile, pickReplacement, randomPicks, shuffle, thumbnailIndexes } from './gallery.ts';
import { seededRandom } from '#core/random/seeded.ts';

const img = (src: string) => ({ src });
const images = ['/g/1.webp', '/g/2.webp', '/g/3.webp', '/g/4.webp', '/uploads/avatars/jo.webp', '/g/profile-shot.webp', '/g/5.webp'].map(
  img,
);

describe('gallery rotation', () => {
  it('excludes avatar and profile images from random picks', () => {
    expect(isRandomEligible(img('/g/1.webp'))).toBe(true);
    expect(isRandomEligible(img('/uploads/avatars/x.webp'))).toBe(false);
    expect(isRandomEligible(img('/g/Profile.webp'))).toBe(false);
    for (let seed = 0; seed < 50; seed++) {
      const picks = randomPicks(images, 5, seededRandom(seed));
      expect(picks).toHaveLength(5);
      expect(picks.every(isRandomEligible)).toBe(true);
      const pick = pickReplacement(images, [], seededRandom(seed));
      expect(pick && isRandomEligible(pick)).toBe(true);
    }
  });

  it('replaces tiles in turn', () => {
    expect([0, 1, 2, 0].map((t) => nextTile(t))).toEqual([1, 2, 0, 1]);
    expect(nextTile(0, 0)).toBe(0);
  });

  it('never picks an image already on screen', () => {
    const shown = ['/g/1.webp', '/g/2.webp', '/g/3.webp'];
    for (let seed = 0; seed < 50; seed++) {
      const pick = pickReplacement(images, shown, seededRandom(seed));
      expect(pick).toBeDefined();
      expect(shown).not.toContain(pick!.src);
    }
    expect(pickReplacement(images.slice(0, 3), shown)).toBeUndefined();
  });

  it('starts with 3 shuffled eligible images, deterministic for a seed', () => {
    const a = initialSet(images, 3, seededRandom('acme'));
    const b = initialSet(images, 3, seededRandom('acme'));
    expect(a).toEqual(b);
    expect(a).toHaveLength(3);
    expect(a.every(isRandomEligible)).toBe(true);
    expect(new Set(a.map((i) => i.src)).size).toBe(3);
    expect(initialSet([img('/avatar.webp')], 3)).toEqual([img('/avatar.webp')]);
    expect(initialSet([], 3)).toEqual([]);
  });

  it('shuffles without losing items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    const out = shuffle(items, seededRandom(7));
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows the next two images as thumbnails, wrapping', () => {
    expect(thumbnailIndexes(0, 5)).toEqual([1, 2]);
    expect(thumbnailIndexes(4, 5)).toEqual([0, 1]);
    expect(thumbnailIndexes(0, 2)).toEqual([1]);
    expect(thumbnailIndexes(0, 1)).toEqual([]);
  });

  it('names the missing file', () => {
    expect(fileNameOf('/industries/barber/images/gallery-03-1200.webp?v=1')).toBe('gallery-03-1200.webp');
  });
});
