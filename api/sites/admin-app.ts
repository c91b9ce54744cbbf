/** Serves the admin single-page app (dist/admin) on its routes; every other path is not its business. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { findFile, sendFile } from './static-files.ts';

export const ADMIN_ASSETS_PREFIX = '/admin-assets/';

export function createAdminApp(buildDir: string) {
  const indexFile = path.join(buildDir, 'index.html');
  return {
    async assets(request: Request, urlPath: string): Promise<Response> {
      const found = await findFile(path.join(buildDir, 'admin-assets'), urlPath.slice(ADMIN_ASSETS_PREFIX.length));
      if (!found) return new Response('Not found', { status: 404 });
      return sendFile(request, found.file, found.stat, { cache: 'immutable' });
    },
    async page(request: Request): Promise<Response> {
      const stat = await fs.stat(indexFile).catch(() => undefined);
      if (!stat) {
        return new Response('The dashboard is not built yet. Run "npm run build" and restart the server.', {
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
        });
      }
      return sendFile(request, indexFile, stat, { cache: 'revalidate', headers: { 'X-Robots-Tag': 'noindex' } });
    },
  };
}
