/**
 * The stock images' build step (decision 015): each master committed under content/images/ at its
 * native size is written to every width the manifest lists, as WebP, under {out}/industries/.
 * A stamp of the inputs ({out}/industries/.stamp) skips the work when nothing changed.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { STOCK_IMAGE_FILES, type StockImageFiles } from '#content/images.ts';

export const MASTERS_DIR = path.resolve(import.meta.dirname, '../../content/images');
// The settings the masters were encoded with, so every width of a picture looks the same.
const WEBP = { quality: 72, effort: 4 } as const;

/** Writes every width of `images` into `outDir` (e.g. `.generated/public`); `onProgress` counts files. */
export async function resizeStockImages(
  outDir: string,
  onProgress?: (done: number, total: number) => void,
  images: readonly StockImageFiles[] = STOCK_IMAGE_FILES,
): Promise<{ files: number; skipped: boolean }> {
  const masters = await Promise.all(images.map((image) => readFile(path.join(MASTERS_DIR, image.master))));
  const total = images.reduce((n, image) => n + image.spec.widths.length, 0);
  const outputs = images.flatMap((image) => image.spec.widths.map((width) => path.join(outDir, image.file(width))));
  const hash = createHash('sha256')
    .update(await readFile(import.meta.filename))
    .update(JSON.stringify([sharp.versions, images, outputs]));
  for (const master of masters) hash.update(master);
  const stamp = hash.digest('hex');
  const stampFile = path.join(outDir, 'industries', '.stamp');
  const present = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );
  const current = await readFile(stampFile, 'utf8').catch(() => '');
  if (current === stamp && (await Promise.all(outputs.map(present))).every(Boolean)) return { files: total, skipped: true };

  await rm(stampFile, { force: true });
  const threads = sharp.concurrency();
  // One libvips thread per picture and one picture per core keeps every core busy without oversubscribing.
  sharp.concurrency(1);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < images.length) {
      const i = next++;
      const { spec, master, file } = images[i]!;
      for (const width of spec.widths) {
        const out = path.join(outDir, file(width));
        await mkdir(path.dirname(out), { recursive: true });
        if (width === spec.width) await copyFile(path.join(MASTERS_DIR, master), out);
        else
          await sharp(masters[i])
            .resize(width, Math.round((spec.height * width) / spec.width))
            .webp(WEBP)
            .toFile(out);
        onProgress?.(++done, total);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: availableParallelism() }, worker));
  } finally {
    sharp.concurrency(threads);
  }
  // A picture dropped from the manifest must not stay servable from an earlier build.
  const keep = new Set(outputs);
  for (const dir of new Set(outputs.map((file) => path.dirname(file)))) {
    for (const name of await readdir(dir)) if (name.endsWith('.webp') && !keep.has(path.join(dir, name))) await rm(path.join(dir, name));
  }
  await writeFile(stampFile, stamp);
  return { files: total, skipped: false };
}
