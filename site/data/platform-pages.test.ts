import { describe, expect, it } from 'vitest';
import { isPlatformSegment, isReservedSlug } from '#core/site/slugs.ts';
import { platformPages } from './platform-pages.ts';

describe('platformPages', () => {
  it('lives only at addresses no business can take (core/site/slugs.ts)', () => {
    const segments = platformPages('https://localsite.example')
      .map((p) => p.path.split('/')[1] ?? '')
      .filter((segment) => segment !== '');
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) {
      expect(isPlatformSegment(segment), segment).toBe(true);
      expect(isReservedSlug(segment), segment).toBe(true);
    }
  });

  it('links to preview sites whose names are reserved', () => {
    const [landing] = platformPages('https://localsite.example');
    const previews = landing?.page.kind === 'landing' ? landing.page.previews : [];
    expect(previews.length).toBeGreaterThan(0);
    for (const preview of previews) expect(isReservedSlug(preview.href.slice(1)), preview.href).toBe(true);
  });
});
