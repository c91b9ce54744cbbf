import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES, SERVICE_SLUGS } from '#core/content/types.ts';
import {
  AVATAR_NAMES,
  AVATAR_SPECS,
  IMAGE_SPECS,
  avatarImage,
  avatarImageFile,
  stockImage,
  stockImageFile,
  type ImageSpec,
} from '#content/images.ts';
import { buildSvg, generateStockImages } from './generate-stock-images.ts';

let out = '';
let first: { files: number; skipped: boolean };
const progress: [number, number][] = [];

const allFiles = (): { rel: string; spec: ImageSpec; width: number }[] => [
  ...INDUSTRIES.flatMap((ind) =>
    IMAGE_SPECS[ind].flatMap((spec) => spec.widths.map((width) => ({ rel: stockImageFile(ind, spec.key, width), spec, width }))),
  ),
  ...AVATAR_SPECS.flatMap((spec) => spec.widths.map((width) => ({ rel: avatarImageFile(spec.key, width), spec, width }))),
];

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'stock-images-'));
  first = await generateStockImages(out, (done, total) => progress.push([done, total]));
}, 300_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('generateStockImages', () => {
  it('writes every width of every spec as a WebP of the right size', async () => {
    const files = allFiles();
    expect(first).toEqual({ files: files.length, skipped: false });
    for (const { rel, spec, width } of files) {
      const meta = await sharp(path.join(out, rel)).metadata();
      expect(meta.format, rel).toBe('webp');
      expect(meta.width, rel).toBe(width);
      expect(meta.height, rel).toBe(Math.round((spec.height * width) / spec.width));
    }
  });

  it('reports progress up to the total', () => {
    expect(progress.length).toBeGreaterThan(0);
    const [done, total] = progress[progress.length - 1]!;
    expect(done).toBe(total);
    expect(total).toBe(allFiles().length);
  });

  it('keeps files small (a 1600-wide hero well under 150 KB)', async () => {
    for (const ind of INDUSTRIES) {
      for (const key of ['hero-1', 'hero-2']) {
        const { size } = await stat(path.join(out, stockImageFile(ind, key, 1600)));
        expect(size, `${ind}/${key}`).toBeLessThan(150_000);
      }
    }
  });

  it('skips a second run via the stamp and leaves the files untouched', async () => {
    const probe = path.join(out, stockImageFile('lawncare', 'hero-1', 1600));
    const before = (await stat(probe)).mtimeMs;
    const stamp = await readFile(path.join(out, 'industries', '.stamp'), 'utf8');
    expect(stamp.trim()).toMatch(/^[0-9a-f]{64}$/);
    const t0 = performance.now();
    const again = await generateStockImages(out);
    expect(again).toEqual({ files: allFiles().length, skipped: true });
    expect(performance.now() - t0).toBeLessThan(5_000);
    expect((await stat(probe)).mtimeMs).toBe(before);
  });

  it('draws deterministic SVGs without external references or text', () => {
    const svg = buildSvg('mobile-detailing', 'before-ceramic-coating');
    expect(buildSvg('mobile-detailing', 'before-ceramic-coating')).toBe(svg);
    for (const ind of INDUSTRIES) {
      for (const spec of IMAGE_SPECS[ind]) {
        const s = buildSvg(ind, spec.key);
        expect(s, `${ind}/${spec.key}`).not.toMatch(/<text|<image|href=|font-family|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      }
    }
  });
});

describe('content/images.ts', () => {
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

  it('returns a consistent ImageRef whose files exist', async () => {
    for (const ind of INDUSTRIES) {
      for (const spec of IMAGE_SPECS[ind]) {
        const ref = stockImage(ind, spec.key);
        const largest = spec.widths[spec.widths.length - 1]!;
        expect(largest).toBe(spec.width);
        expect(ref.src).toBe(`/industries/${ind}/images/${spec.key}-${largest}.webp`);
        expect(ref).toMatchObject({ width: spec.width, height: spec.height, alt: spec.description });
        if (spec.widths.length > 1) {
          const entries = ref.srcset!.split(', ');
          expect(entries).toEqual(spec.widths.map((w) => `/industries/${ind}/images/${spec.key}-${w}.webp ${w}w`));
          expect(entries[entries.length - 1]!.startsWith(`${ref.src} `)).toBe(true);
        } else {
          expect(ref.srcset).toBeUndefined();
        }
        for (const w of spec.widths) await stat(path.join(out, stockImageFile(ind, spec.key, w)));
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

  it('references avatars', async () => {
    expect(AVATAR_NAMES).toHaveLength(8);
    for (const name of AVATAR_NAMES) {
      const ref = avatarImage(name, `Photo of ${name}`);
      expect(ref).toEqual({ src: `/industries/avatars/${name}-160.webp`, alt: `Photo of ${name}`, width: 160, height: 160 });
      await stat(path.join(out, ref.src));
    }
    expect(() => avatarImage('avatar-09', 'x')).toThrow(/unknown avatar "avatar-09"/);
  });
});
