/** Serves the published static sites, the shared assets and the product's own pages. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { ERROR_PAGE_FILE, isPrivatePath, PLATFORM_SITE, RELEASE_META_FILE, type ReleaseMeta } from '#build/deploy/release-format.ts';
import { isAdminRoute } from '#core/site/admin-routes.ts';
import { ADMIN_ASSETS_PREFIX, type createAdminApp } from './admin-app.ts';
import { resolveSite, type ResolveOptions } from './resolve.ts';
import { decodeRequestPath, findFile, sendFile, statServed, type CachePolicy } from './static-files.ts';

export interface SiteHandlerOptions extends ResolveOptions {
  liveRoot: string;
  /** URL prefix -> directory and cache policy, e.g. "/_astro/" -> dist/site/client/_astro (immutable). */
  assets: { prefix: string; dir: string; cache: CachePolicy }[];
  /** The admin single-page app (its index page and hashed assets). */
  adminApp: ReturnType<typeof createAdminApp>;
}

export function createSiteHandler(options: SiteHandlerOptions) {
  const platformRoot = path.join(options.liveRoot, PLATFORM_SITE);

  /** `sitePrefix`: what goes before a site-relative path in this request's URL space ("/acme" by path, "" by host). */
  async function serveSiteFile(request: Request, root: string, urlPath: string, fallback404: string, sitePrefix = ''): Promise<Response> {
    if (isPrivatePath(urlPath)) {
      return fileOr(request, path.join(root, '404.html'), 404, fallback404);
    }
    const meta = await readMeta(root);
    if (meta?.status === 403) return fileOr(request, path.join(root, '403.html'), 403, fallback404);
    const found = await findFile(root, urlPath);
    if (found) return sendFile(request, found.file, found.stat, { cache: 'revalidate' });
    const moved = meta?.redirects?.[urlPath.replace(/(.)\/+$/, '$1')];
    if (moved) return redirect(request, `${sitePrefix}${moved}`, 301);
    return fileOr(request, path.join(root, '404.html'), 404, fallback404);
  }

  async function fileOr(request: Request, file: string, status: number, fallback: string): Promise<Response> {
    const stat = await statServed(file);
    if (stat) return sendFile(request, file, stat, { cache: 'revalidate', status });
    const fallbackStat = await statServed(fallback);
    if (fallbackStat) return sendFile(request, fallback, fallbackStat, { cache: 'revalidate', status });
    return new Response('Not found', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }

  async function answer(c: Context): Promise<Response> {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return c.json({ success: false, error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' });
    }
    const platform404 = path.join(platformRoot, '404.html');
    // Decoded once; the asset, site and private-file rules below all read this one form.
    const pathname = decodeRequestPath(url.pathname);
    if (pathname === undefined) return fileOr(request, platform404, 404, platform404);
    for (const asset of options.assets) {
      if (!pathname.startsWith(asset.prefix)) continue;
      const found = await findFile(asset.dir, pathname.slice(asset.prefix.length));
      if (found) return sendFile(request, found.file, found.stat, { cache: asset.cache });
      return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    if (pathname.startsWith(ADMIN_ASSETS_PREFIX)) return options.adminApp.assets(request, pathname);
    const target = resolveSite(request.headers.get('host') ?? url.host, pathname, options);
    if (target.kind === 'redirect') return redirect(request, target.location, target.status);
    // The admin app's pages, on the product's host and on a site's own host (its subdomain's /login too),
    // matched on the whole path, as the app's router sees it.
    if (target.kind !== 'unknown-host' && isAdminRoute(pathname, target.kind === 'site' ? target.siteKey : undefined)) {
      return options.adminApp.page(request);
    }
    if (target.kind === 'site') {
      const root = await liveRelease(path.join(options.liveRoot, target.siteKey));
      if (!root) return fileOr(request, platform404, 404, platform404);
      return serveSiteFile(request, root, target.path, platform404, target.via === 'path' ? `/${target.siteKey}` : '');
    }
    if (target.kind === 'unknown-host') return fileOr(request, platform404, 404, platform404);
    return serveSiteFile(request, (await liveRelease(platformRoot)) ?? platformRoot, target.path, platform404);
  }

  return async function handle(c: Context): Promise<Response> {
    try {
      return await answer(c);
    } catch (error) {
      console.error(`[sites] ${c.req.method} ${c.req.url}:`, error);
      const page = path.join(platformRoot, ERROR_PAGE_FILE);
      return fileOr(c.req.raw, page, 500, page);
    }
  };
}

/** Another address of a page: the query string (e.g. spec 1's `t`) goes along. */
function redirect(request: Request, location: string, status: 301 | 302): Response {
  const { search } = new URL(request.url);
  // A 301 is cached without revalidation: an hour keeps a changed site (a service removed) from being stuck behind it.
  const cache = status === 301 ? 'public, max-age=3600' : 'no-store';
  return new Response(null, { status, headers: { Location: `${location}${search}`, 'Cache-Control': cache } });
}

/**
 * The release directory a site's live link points at now. A request reads everything from that one
 * directory (releases never change once live), so a publish switching the link mid-request cannot
 * mix files, lengths or ETags of two releases.
 */
async function liveRelease(liveLink: string): Promise<string | undefined> {
  return fs.realpath(liveLink).catch(() => undefined);
}

async function readMeta(root: string): Promise<ReleaseMeta | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(root, RELEASE_META_FILE), 'utf8')) as ReleaseMeta;
  } catch {
    return undefined;
  }
}
