// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { inProcessRenderAdapter } from '#build/render/astro-adapter.ts';
import { serveGeneratedAssetsInDev } from '#build/render/dev-assets.ts';

// The site is built once per code version as a server bundle plus hashed client assets; the publish
// pipeline renders each tenant's pages from it into static files (docs/decisions/002).
const building = process.argv.includes('build');

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/site',
  output: 'server',
  adapter: inProcessRenderAdapter(),
  integrations: [react()],
  build: { inlineStylesheets: 'never', assets: '_astro' },
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), serveGeneratedAssetsInDev()],
    // Bundle React into the renderer so it runs its production build whatever NODE_ENV the
    // publishing process has (the development build renders several times slower). Only when
    // building: the dev server cannot load React's CommonJS entry as a bundled module.
    ssr: building ? { noExternal: ['react', 'react-dom'] } : {},
    define: building ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    // Every script is an external file: the sites' Content-Security-Policy allows no inline script.
    build: { assetsInlineLimit: 0 },
  },
});
