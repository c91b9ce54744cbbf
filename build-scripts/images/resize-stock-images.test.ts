import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_IMAGE_FILES } from '#content/images.ts';
import { MASTERS_DIR, resizeStockImages } from './resize-stock-images.ts';

// A hero (three widths), a single-width picture and an avatar: every kind of entry, quickly.
const SUBSET = ['lawncare/hero-1.webp', 'barber/what-beard-trim.webp', 'avatars/avatar-01.webp'].map((master) =>
  STOCK_IMAGE_FILES.find((image) => image.master === master)!,
);
const TOTAL = SUBSET.reduce((n, image) => n + image.spec.widths.length, 0);

let out = '';
let first: { files: number; skipped: boolean };
const progress: [number, number][] = [];

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'stock-images-'));
  first = await resizeStockImages(out, (done, total) => progress.push([done, total]), SUBSET);
});

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('resizeStockImages', () => {
  it('writes every width the manifest lists as a WebP of the manifest dimensions', async () => {
    expect(SUBSET.every(Boolean)).toBe(true);
    expect(first).toEqual({ files: TOTAL, skipped: false });
    expect(progress.at(-1)).toEqual([TOTAL, TOTAL]);
    for (const { spec, file } of SUBSET) {
      for (const width of spec.widths) {
        const meta = await sharp(path.join(out, file(width))).metadata();
        expect([meta.format, meta.width, meta.height], file(width)).toEqual([
          'webp',
          width,
          Math.round((spec.height * width) / spec.width),
        ]);
      }
    }
  });

  it('serves the committed master itself at the native width', async () => {
    for (const { spec, master, file } of SUBSET) {
      expect((await readFile(path.join(out, file(spec.width)))).equals(await readFile(path.join(MASTERS_DIR, master))), master).toBe(true);
    }
  });

  it('skips a second run via the stamp and leaves the files untouched', async () => {
    const probe = path.join(out, SUBSET[0]!.file(800));
    const before = (await stat(probe)).mtimeMs;
    expect(await resizeStockImages(out, undefined, SUBSET)).toEqual({ files: TOTAL, skipped: true });
    expect((await stat(probe)).mtimeMs).toBe(before);
  });

  it('runs again when a file is missing, and removes widths the manifest no longer lists', async () => {
    const missing = path.join(out, SUBSET[0]!.file(1200));
    const stale = path.join(out, SUBSET[0]!.file(999));
    await rm(missing);
    await writeFile(stale, 'left over from an earlier manifest');
    expect(await resizeStockImages(out, undefined, SUBSET)).toEqual({ files: TOTAL, skipped: false });
    expect((await sharp(missing).metadata()).width).toBe(1200);
    await expect(stat(stale)).rejects.toThrow(/ENOENT/);
  });

  it('runs again when the inputs change', async () => {
    expect(await resizeStockImages(out, undefined, SUBSET.slice(0, 2))).toEqual({ files: TOTAL - 1, skipped: false });
  });
});
