import { promises as fs, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE } from './release-format.ts';

/**
 * How hard to compress. `publish`: pages, compressed on every publish and on every page of a full
 * rebuild, so CPU counts: brotli quality 4 is 7% larger than quality 5 (under 1 KB a page) for 40%
 * less time; gzip, only for the rare client without brotli, level 3 is 12% larger than level 6 for
 * half the time (bench/publish-breakdown.ts, docs/benchmarks.md). `build`: the shared assets, built
 * once per code version and cached for a year, so the smallest files win.
 */
const LEVELS = {
  publish: { gzip: 3, brotli: 4 },
  build: { gzip: 9, brotli: 11 },
} as const;

/**
 * Writes `file.gz` and `file.br` beside a file, for servers and CDNs that send precompressed variants.
 * Synchronous: see FsDeployTarget.deploy (zlib's async API costs about twice the CPU per page).
 */
export function writeCompressedVariants(file: string, data: Uint8Array, effort: keyof typeof LEVELS = 'publish'): void {
  const levels = LEVELS[effort];
  writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: levels.gzip }));
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
}

/** Precompresses every compressible file under a folder (build output). */
export async function precompressTree(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeCompressedVariants(file, await fs.readFile(file), 'build');
    count++;
  }
  return count;
}
