import { describe, expect, it } from 'vitest';
import { heroImageOrder, heroImageUrl, MAX_HERO_IMAGES, normalizeHeroImages, toggleHeroImage } from './hero-images.ts';

describe('hero image choice', () => {
  it('allows at most 2 (spec 3 §5)', () => {
    expect(MAX_HERO_IMAGES).toBe(2);
  });

  it('adds a chosen image at the end and removes a chosen one when selected again', () => {
    expect(toggleHeroImage([], 'hero-2')).toEqual(['hero-2']);
    expect(toggleHeroImage(['hero-2'], 'hero-1')).toEqual(['hero-2', 'hero-1']);
    expect(toggleHeroImage(['hero-2', 'hero-1'], 'hero-2')).toEqual(['hero-1']);
    expect(toggleHeroImage(['hero-1'], 'hero-1')).toEqual([]);
  });

  it('a third selection replaces the first (spec 3 §4)', () => {
    expect(toggleHeroImage(['a', 'b'], 'c')).toEqual(['b', 'c']);
    expect(toggleHeroImage(['b', 'c'], 'a')).toEqual(['c', 'a']);
    expect(toggleHeroImage(['a'], 'b', 1)).toEqual(['b']);
  });

  it('numbers the images in rotation order', () => {
    expect(heroImageOrder(['hero-2', 'hero-1'], 'hero-2')).toBe(1);
    expect(heroImageOrder(['hero-2', 'hero-1'], 'hero-1')).toBe(2);
    expect(heroImageOrder(['hero-2'], 'hero-1')).toBe(0);
  });

  it('cleans a stored choice: known keys, no repeats, the newest two', () => {
    expect(normalizeHeroImages(['hero-1', 'hero-2'])).toEqual(['hero-1', 'hero-2']);
    expect(normalizeHeroImages(['hero-1', 'nope', 'hero-1', 'hero-2'])).toEqual(['hero-1', 'hero-2']);
    expect(normalizeHeroImages(null)).toEqual([]);
    expect(normalizeHeroImages('hero-1')).toEqual([]);
  });

  it('points at the 800 px stock variant of the industry', () => {
    expect(heroImageUrl('mobile-detailing', 'hero-1')).toBe('/industries/mobile-detailing/images/hero-1-800.webp');
    expect(heroImageUrl('lawncare', 'hero-2')).toBe('/industries/lawncare/images/hero-2-800.webp');
  });
});
