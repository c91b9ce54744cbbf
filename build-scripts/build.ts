/**
 * Builds what the server needs once per code version: the stock images and the Astro site bundle
 * (server renderer + hashed client assets). Skips work whose inputs did not change, so `npm start`
 * is fast after the first run.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateStockImages } from './images/generate-stock-images.ts';
import { progressBar } from './progress.ts';

const root = process.cwd();
const SITE_INPUTS = ['site', 'core', 'content', 'build-scripts/render', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = path.join(root, 'dist/site/.build-stamp');

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
  inputs.forEach(visit);
  return hash.digest('hex');
}

export async function buildAll({ force = false } = {}): Promise<void> {
  const bar = progressBar('stock images', 1);
  const images = await generateStockImages(path.join(root, '.generated/public'), (done, total) => {
    if (total > 0) progressBar('stock images', total).update(done);
  });
  bar.update(1, images.skipped ? '(up to date)' : `(${images.files} files)`);

  const stamp = hashInputs(SITE_INPUTS);
  if (!force && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
    console.error('site bundle: up to date');
    return;
  }
  const started = Date.now();
  console.error('site bundle: building with Astro...');
  execFileSync(path.join(root, 'node_modules/.bin/astro'), ['build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(STAMP, stamp);
  console.error(`site bundle: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ force: process.argv.includes('--force') });
}
