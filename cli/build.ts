/**
 * Builds what the server needs once per code version: the stock images and the Astro site bundle
 * (server renderer + hashed client assets). Skips work whose inputs did not change, so `npm start`
 * is fast after the first run.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resizeStockImages } from '#build/images/resize-stock-images.ts';
import { progressBar } from '#build/progress.ts';
import { precompressTree } from '#build/deploy/compress.ts';

const root = process.cwd();
const SITE_INPUTS = [
  'site',
  'core',
  'content',
  'build-scripts/render',
  'build-scripts/deploy/compress.ts',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
const ADMIN_INPUTS = ['admin', 'core', 'content', 'build-scripts/deploy/compress.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!name.startsWith('.') && !name.endsWith('.test.ts')) visit(path.join(p, name));
    } else {
      hash.update(p).update(readFileSync(full));
    }
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}

export async function buildAll({ force = false } = {}): Promise<void> {
  let bar: ReturnType<typeof progressBar> | undefined;
  const started = Date.now();
  const images = await resizeStockImages(path.join(root, '.generated/public'), (done, total) => {
    bar ??= progressBar('stock images', total);
    bar.update(done);
  });
  console.error(
    `stock images: ${images.skipped ? 'up to date' : `${images.files} files written in ${((Date.now() - started) / 1000).toFixed(1)} s`}`,
  );

  await buildIfChanged('site bundle', SITE_INPUTS, 'dist/site', ['astro', 'build', '--silent'], 'dist/site/client', force);
  await buildIfChanged(
    'admin app',
    ADMIN_INPUTS,
    'dist/admin',
    ['vite', 'build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'],
    'dist/admin',
    force,
  );
}

/** Runs a build command unless a stamp of its inputs in the output folder says it is up to date. */
async function buildIfChanged(
  label: string,
  inputs: string[],
  outDir: string,
  command: string[],
  publicDir: string,
  force: boolean,
): Promise<void> {
  const stampFile = path.join(root, outDir, '.build-stamp');
  const stamp = hashInputs(inputs);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.error(`${label}: up to date`);
    return;
  }
  const started = Date.now();
  console.error(`${label}: building...`);
  const [bin, ...args] = command as [string, ...string[]];
  execFileSync(path.join(root, 'node_modules/.bin', bin), args, {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const compressed = await precompressTree(path.join(root, publicDir));
  writeFileSync(stampFile, stamp);
  console.error(`${label}: ${compressed} files precompressed; built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ force: process.argv.includes('--force') });
}
