import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, SERVICE_SLUGS } from '#core/content/types.ts';
import { AVATAR_NAMES, AVATAR_SPECS, IMAGE_SPECS, STOCK_IMAGE_FILES, avatarImage, stockImage } from './images.ts';

const MASTERS = path.join(import.meta.dirname, 'images');

describe('content/images.ts', () => {
  it('has a committed master for every entry and an entry for every committed file', async () => {
    const committed = (await readdir(MASTERS, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(MASTERS, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(committed).toEqual(STOCK_IMAGE_FILES.map((image) => image.master).sort());
    expect(STOCK_IMAGE_FILES).toHaveLength(INDUSTRIES.reduce((n, ind) => n + IMAGE_SPECS[ind].length, 0) + AVATAR_SPECS.length);
  });

  it('has each master as a WebP at its native size, the largest width', async () => {
    for (const { spec, master } of STOCK_IMAGE_FILES) {
      const meta = await sharp(path.join(MASTERS, master)).metadata();
      expect([meta.format, meta.width, meta.height], master).toEqual(['webp', spec.width, spec.height]);
      expect(spec.widths.at(-1), master).toBe(spec.width);
      expect(
        [...spec.widths].sort((a, b) => a - b),
        master,
      ).toEqual(spec.widths);
    }
  });

  it('lists six services per industry with all four images each', () => {
    for (const ind of INDUSTRIES) {
      expect(SERVICE_SLUGS[ind]).toHaveLength(6);
      const keys = new Set(IMAGE_SPECS[ind].map((s) => s.key));
      for (const slug of SERVICE_SLUGS[ind]) {
        for (const p of ['svc', 'what', 'before', 'after']) expect(keys.has(`${p}-${slug}`), `${ind} ${p}-${slug}`).toBe(true);
      }
      expect(keys.size).toBe(IMAGE_SPECS[ind].length);
    }
  });

  it('returns an ImageRef whose src and srcset name the files the build writes', () => {
    for (const ind of INDUSTRIES) {
      for (const spec of IMAGE_SPECS[ind]) {
        const ref = stockImage(ind, spec.key);
        expect(ref.src).toBe(`/industries/${ind}/images/${spec.key}-${spec.width}.webp`);
        expect(ref).toMatchObject({ width: spec.width, height: spec.height, alt: spec.description });
        const built = STOCK_IMAGE_FILES.find((image) => image.master === `${ind}/${spec.key}.webp`)!;
        if (spec.widths.length > 1) {
          expect(ref.srcset).toBe(spec.widths.map((w) => `/${built.file(w)} ${w}w`).join(', '));
        } else {
          expect(ref.srcset).toBeUndefined();
        }
        expect(ref.src).toBe(`/${built.file(spec.width)}`);
      }
    }
    expect(stockImage('lawncare', 'hero-1').srcset).toBe(
      '/industries/lawncare/images/hero-1-800.webp 800w, /industries/lawncare/images/hero-1-1200.webp 1200w, /industries/lawncare/images/hero-1-1600.webp 1600w',
    );
    expect(stockImage('barber', 'og', 'Custom alt').alt).toBe('Custom alt');
    expect(stockImage('barber', 'og', '').alt).toBe('');
  });

  it('throws a clear error on an unknown key or industry', () => {
    expect(() => stockImage('lawncare', 'hero-3')).toThrow(/unknown image key "hero-3" for industry "lawncare"/);
    expect(() => stockImage('barber', 'svc-ppf')).toThrow(/svc-ppf/);
    expect(() => stockImage('nope' as never, 'hero-1')).toThrow(/unknown industry/);
  });

  it('references avatars', () => {
    expect(AVATAR_NAMES).toHaveLength(8);
    for (const name of AVATAR_NAMES) {
      const ref = avatarImage(name, `Photo of ${name}`);
      expect(ref).toEqual({ src: `/industries/avatars/${name}-160.webp`, alt: `Photo of ${name}`, width: 160, height: 160 });
      expect(STOCK_IMAGE_FILES.find((image) => image.master === `avatars/${name}.webp`)?.file(160)).toBe(ref.src.slice(1));
    }
    expect(() => avatarImage('avatar-09', 'x')).toThrow(/unknown avatar "avatar-09"/);
  });
});
