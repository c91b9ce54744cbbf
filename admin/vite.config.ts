/**
 * The admin single-page app (sign-in, password pages, dashboards). Built into dist/admin; the API
 * server answers the admin paths with dist/admin/index.html and serves /admin-assets/* from
 * dist/admin/admin-assets. The built HTML carries no inline script (CSP `script-src 'self'`).
 *
 *   npm run build:admin                                   production build
 *   vite --config admin/vite.config.ts                    dev server, /api proxied to API_PROXY
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  // Nothing to copy from a public folder: every asset is imported and hashed into admin-assets/.
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/admin',
    assetsDir: 'admin-assets',
    emptyOutDir: true,
    target: 'es2022',
    // Keep the favicon a hashed file under /admin-assets: a data: URL would be fine for CSP, but a
    // file keeps index.html small and cacheable the same way as every other asset.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.ADMIN_DEV_PORT ?? 5174),
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://localhost:3200', changeOrigin: false },
    },
  },
  preview: {
    port: Number(process.env.ADMIN_DEV_PORT ?? 5174),
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://localhost:3200', changeOrigin: false },
    },
  },
});
