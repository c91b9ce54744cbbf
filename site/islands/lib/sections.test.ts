import { describe, expect, it } from 'vitest';
import { navKeyOf, pickActiveSection, visibility } from './sections.ts';

const vh = 756; // 844 - 88 header

describe('section tracking', () => {
  it('measures visibility against what can be visible', () => {
    expect(visibility({ id: 'x', visibleHeight: 378, height: 756, viewportHeight: vh })).toBe(0.5);
    // A section twice as tall as the viewport that fills it is fully visible.
    expect(visibility({ id: 'x', visibleHeight: vh, height: 2000, viewportHeight: vh })).toBe(1);
    expect(visibility({ id: 'x', visibleHeight: 10, height: 0, viewportHeight: vh })).toBe(0);
  });

  it('picks the most visible section above 0.55', () => {
    expect(
      pickActiveSection(
        [
          { id: 'top', visibleHeight: 200, height: 756, viewportHeight: vh },
          { id: 'services', visibleHeight: 556, height: 900, viewportHeight: vh },
        ],
        0.55,
      ),
    ).toBe('services');
  });

  it('keeps the current section when none reaches the threshold', () => {
    expect(
      pickActiveSection(
        [
          { id: 'top', visibleHeight: 300, height: 756, viewportHeight: vh },
          { id: 'services', visibleHeight: 400, height: 900, viewportHeight: vh },
        ],
        0.55,
      ),
    ).toBeNull();
  });

  it('maps desktop variants to their nav item', () => {
    expect(navKeyOf('services-desktop')).toBe('services');
    expect(navKeyOf('gallery')).toBe('gallery');
    expect(navKeyOf('footer')).toBe('footer');
  });
});
