import { describe, expect, it } from 'vitest';
import {
  clampIndex,
  dotWindow,
  MAX_VISIBLE_DOTS,
  nextIndex,
  perViewForWidth,
  positionCount,
  prevIndex,
  shouldAutoplay,
  wrap,
} from './carousel.ts';

describe('carousel index math', () => {
  it('shows 1, 2 or 3 cards by width (768 and 1024 breakpoints)', () => {
    expect(perViewForWidth(390)).toBe(1);
    expect(perViewForWidth(767)).toBe(1);
    expect(perViewForWidth(768)).toBe(2);
    expect(perViewForWidth(1023)).toBe(2);
    expect(perViewForWidth(1024)).toBe(3);
    expect(perViewForWidth(1920)).toBe(3);
  });

  it('counts one start position per dot', () => {
    expect(positionCount(0, 1)).toBe(0);
    expect(positionCount(1, 3)).toBe(1);
    expect(positionCount(8, 1)).toBe(8);
    expect(positionCount(8, 2)).toBe(7);
    expect(positionCount(8, 3)).toBe(6);
    expect(positionCount(2, 3)).toBe(1);
  });

  it('wraps at both ends', () => {
    expect(nextIndex(7, 8, 1)).toBe(0);
    expect(prevIndex(0, 8, 1)).toBe(7);
    expect(nextIndex(5, 8, 3)).toBe(0);
    expect(prevIndex(0, 8, 3)).toBe(5);
    expect(nextIndex(2, 8, 2)).toBe(3);
    expect(nextIndex(0, 1, 1)).toBe(0);
    expect(prevIndex(0, 0, 1)).toBe(0);
  });

  it('wraps arbitrary numbers', () => {
    expect(wrap(-1, 5)).toBe(4);
    expect(wrap(12, 5)).toBe(2);
    expect(wrap(3, 0)).toBe(0);
  });

  it('clamps after a change of cards per view', () => {
    expect(clampIndex(7, 8, 3)).toBe(5);
    expect(clampIndex(-2, 8, 1)).toBe(0);
    expect(clampIndex(3, 0, 1)).toBe(0);
  });

  it('shows every dot when they fit, and a window centred on the current one when they do not', () => {
    expect(dotWindow(0, 5)).toEqual({ start: 0, end: 5, moreBefore: false, moreAfter: false });
    expect(dotWindow(0, 0)).toEqual({ start: 0, end: 0, moreBefore: false, moreAfter: false });
    expect(MAX_VISIBLE_DOTS).toBe(7);
    expect(dotWindow(0, 13)).toEqual({ start: 0, end: 7, moreBefore: false, moreAfter: true });
    expect(dotWindow(6, 13)).toEqual({ start: 3, end: 10, moreBefore: true, moreAfter: true });
    expect(dotWindow(12, 13)).toEqual({ start: 6, end: 13, moreBefore: true, moreAfter: false });
    for (let count = 1; count <= 40; count++) {
      for (let index = 0; index < count; index++) {
        const w = dotWindow(index, count);
        expect(w.end - w.start).toBe(Math.min(count, MAX_VISIBLE_DOTS));
        expect(index >= w.start && index < w.end).toBe(true);
      }
    }
  });

  it('autoplays only with several positions, not paused, motion allowed and tab visible', () => {
    expect(shouldAutoplay({ positions: 3, paused: false, reducedMotion: false })).toBe(true);
    expect(shouldAutoplay({ positions: 1, paused: false, reducedMotion: false })).toBe(false);
    expect(shouldAutoplay({ positions: 3, paused: true, reducedMotion: false })).toBe(false);
    expect(shouldAutoplay({ positions: 3, paused: false, reducedMotion: true })).toBe(false);
    expect(shouldAutoplay({ positions: 3, paused: false, reducedMotion: false, hidden: true })).toBe(false);
  });
});
