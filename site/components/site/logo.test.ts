import { describe, expect, it } from 'vitest';
import { buildPreviewSite } from '#site/data/site-data.ts';
import { logoSaysName } from './logo.ts';

const business = buildPreviewSite('barber', 'http://localhost:3000').business;
const withAlt = (alt: string) => ({
  ...business,
  name: 'Sharp Edge Barbers',
  logo: { src: '/uploads/logos/x.svg', alt, width: 360, height: 96 },
});

describe('logoSaysName', () => {
  it('is true when the alt is the name, whatever the case and punctuation', () => {
    expect(logoSaysName(withAlt('Sharp Edge Barbers'))).toBe(true);
    expect(logoSaysName(withAlt('sharp-edge barbers.'))).toBe(true);
  });

  it('is false for another alt, and without a logo', () => {
    expect(logoSaysName(withAlt('Sharp Edge Barbers logo: a razor'))).toBe(false);
    expect(logoSaysName({ ...business, logo: undefined })).toBe(false);
  });
});
