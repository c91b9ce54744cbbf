// @ts-check
/**
 * The baseline of bench/publish.ts: publishing one tenant the conventional Astro way, a static
 * `astro build` filtered to that tenant's pages (getStaticPaths over one tenant). Same page
 * components, same integrations and build options as the main astro.config.mjs, but static output.
 *
 *   BENCH_BASELINE_PAGES=/tmp/pages.json BENCH_BASELINE_OUT_DIR=/tmp/out \
 *     astro build --config bench/static-baseline/astro.config.mjs
 *
 * The root is this folder (so Astro's .astro/ scratch folder stays here and out of the project's);
 * the shared styles name their Tailwind sources explicitly (site/styles/global.css), so the CSS
 * is the same as the main build's.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

const outDir = process.env.BENCH_BASELINE_OUT_DIR;
if (!outDir) throw new Error('BENCH_BASELINE_OUT_DIR is not set');

const here = fileURLToPath(new URL('./', import.meta.url));
const cacheDir = process.env.BENCH_BASELINE_CACHE_DIR ?? `${outDir}-cache`;

export default defineConfig({
  root: here,
  srcDir: here,
  publicDir: './public',
  outDir,
  cacheDir,
  output: 'static',
  integrations: [react()],
  build: { inlineStylesheets: 'never', assets: '_astro', format: 'directory' },
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    cacheDir: `${cacheDir}/vite`,
    ssr: { noExternal: ['react', 'react-dom'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { assetsInlineLimit: 0 },
  },
});
