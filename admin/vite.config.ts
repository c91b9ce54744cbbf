/**
 * The admin single-page app (sign-in, password pages, dashboards). Built into dist/admin; the API
 * server answers the admin paths with dist/admin/index.html and serves /admin-assets/* from
 * dist/admin/admin-assets. The built HTML carries no inline script (CSP `script-src 'self'`).
 *
 *   npm run build:admin                                   production build
 *   vite --config admin/vite.config.ts                    dev server, /api proxied to API_PROXY
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('./', import.meta.url));

/** zod's classic API ('zod'), which the core/ schemas use; the sign-in forms use zod/mini. */
const zodClassic = /[\\/]node_modules[\\/]zod[\\/](index\.js|v4[\\/](index\.js|classic[\\/]|locales[\\/]))/;

/**
 * Writes .br and .gz next to every text file of the build: the server's static file handler sends
 * them to clients that accept them (api/sites/static-files.ts), so nothing is compressed per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'localsite:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  // Nothing to copy from a public folder: every asset is imported and hashed into admin-assets/.
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/admin',
    assetsDir: 'admin-assets',
    emptyOutDir: true,
    target: 'es2022',
    // Keep the favicon a hashed file under /admin-assets: a data: URL would be fine for CSP, but a
    // file keeps index.html small and cacheable the same way as every other asset.
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: named in the network panel, and cached across deploys
        // that change only the app's code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'forms',
              test: (id) => /[\\/]node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/.test(id) && !zodClassic.test(id),
              entriesAware: true,
            },
            // zod's classic API (the core/ schemas of the dashboard's forms) apart from zod/mini, so the
            // sign-in pages' `forms` chunk stays small. `forms` comes first and keeps zod's core.
            { name: 'zod-classic', test: zodClassic },
            // The accessible primitives (dialogs, menus, tabs, popovers) and their helpers: only the
            // dashboard loads them.
            {
              name: 'radix',
              test: /[\\/]node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/,
            },
            // The app's shared kit (client, UI primitives) in one file rather than several tiny ones;
            // not the zod set-up, which would drag the form libraries into every page, and not the
            // Radix-based primitives, which would drag Radix into the sign-in pages.
            {
              name: 'shared',
              test: /[\\/]admin[\\/]src[\\/]shared[\\/](?!lib[\\/]zod|ui[\\/](dialog|confirm-dialog|menu|tabs|popover)\.tsx)/,
            },
          ],
        },
      },
    },
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
