import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe.ts';

describe('swipeDirection', () => {
  it('needs more than 50 px', () => {
    expect(swipeDirection(-50)).toBeNull();
    expect(swipeDirection(50)).toBeNull();
    expect(swipeDirection(-51)).toBe('next');
    expect(swipeDirection(51)).toBe('prev');
  });

  it('ignores mostly vertical gestures (page scrolling)', () => {
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(-120, 80)).toBe('next');
  });

  it('accepts a custom threshold and ignores garbage', () => {
    expect(swipeDirection(-30, 0, 20)).toBe('next');
    expect(swipeDirection(Number.NaN)).toBeNull();
  });
});
