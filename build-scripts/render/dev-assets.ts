import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `astro dev` only: serve the generated stock images (/industries/...) that the real server serves from .generated/public. */
export function serveGeneratedAssetsInDev(root = path.resolve('.generated/public')): Plugin {
  return {
    name: 'localsite:dev-generated-assets',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith('/industries/')) return next();
        const file = path.join(root, decodeURIComponent(url));
        if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return next();
        const type = file.endsWith('.webp')
          ? 'image/webp'
          : file.endsWith('.svg')
            ? 'image/svg+xml'
            : file.endsWith('.json')
              ? 'application/json'
              : 'application/octet-stream';
        res.setHeader('Content-Type', type);
        createReadStream(file).pipe(res);
      });
    },
  };
}
