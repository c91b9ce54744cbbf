/** Serves the published static sites, the shared assets and the product's own pages. */
import path from 'node:path';
import type { Context } from 'hono';
import { ERROR_PAGE_FILE, isPrivatePath, PLATFORM_SITE } from '#build/deploy/release-format.ts';
import { DEFAULT_SITE_CACHE_MB } from '#db/config.ts';
import { isAdminRoute } from '#core/site/admin-routes.ts';
import { ADMIN_ASSETS_PREFIX, type createAdminApp } from './admin-app.ts';
import { MIB, ReleaseIndex, type Release } from './release-index.ts';
import { resolveSite, type ResolveOptions } from './resolve.ts';
import { decodeRequestPath, findFile, sendFile, type CachePolicy } from './static-files.ts';

export interface SiteHandlerOptions extends ResolveOptions {
  liveRoot: string;
  /** URL prefix -> directory and cache policy, e.g. "/_astro/" -> dist/site/client/_astro (immutable). */
  assets: { prefix: string; dir: string; cache: CachePolicy }[];
  /** The admin single-page app (its index page and hashed assets). */
  adminApp: ReturnType<typeof createAdminApp>;
  /** The live releases in memory, bounded by SITE_CACHE_MB (compose.ts); the default budget when not given. */
  releases?: ReleaseIndex;
}

export function createSiteHandler(options: SiteHandlerOptions) {
  const platformLink = path.join(options.liveRoot, PLATFORM_SITE);
  const releases = options.releases ?? new ReleaseIndex(DEFAULT_SITE_CACHE_MB * MIB);

  /** `sitePrefix`: what goes before a site-relative path in this request's URL space ("/acme" by path, "" by host). */
  async function serveSiteFile(request: Request, release: Release, urlPath: string, sitePrefix = ''): Promise<Response> {
    if (isPrivatePath(urlPath)) return fileOr(request, release, '404.html', 404);
    if (release.meta?.status === 403) return fileOr(request, release, '403.html', 403);
    const found = releases.find(release, urlPath);
    if (found) return releases.send(request, release, found, { cache: 'revalidate' });
    const moved = release.meta?.redirects?.[urlPath.replace(/(.)\/+$/, '$1')];
    if (moved) return redirect(request, `${sitePrefix}${moved}`, 301);
    return fileOr(request, release, '404.html', 404);
  }

  /** `file` of a site's release with this status, or else the product's own `fallback` page. */
  async function fileOr(
    request: Request,
    release: Release | undefined,
    file: string,
    status: number,
    fallback = '404.html',
  ): Promise<Response> {
    if (release && releases.has(release, file)) return releases.send(request, release, file, { cache: 'revalidate', status });
    const platform = await releases.live(platformLink);
    if (platform && releases.has(platform, fallback)) return releases.send(request, platform, fallback, { cache: 'revalidate', status });
    return new Response('Not found', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }

  async function answer(c: Context): Promise<Response> {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return c.json({ success: false, error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' });
    }
    // Decoded once; the asset, site and private-file rules below all read this one form.
    const pathname = decodeRequestPath(url.pathname);
    if (pathname === undefined) return fileOr(request, undefined, '404.html', 404);
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
      const release = await releases.live(path.join(options.liveRoot, target.siteKey));
      if (!release) return fileOr(request, undefined, '404.html', 404);
      return serveSiteFile(request, release, target.path, target.via === 'path' ? `/${target.siteKey}` : '');
    }
    if (target.kind === 'unknown-host') return fileOr(request, undefined, '404.html', 404);
    const platform = await releases.live(platformLink);
    if (!platform) return fileOr(request, undefined, '404.html', 404);
    return serveSiteFile(request, platform, target.path);
  }

  return async function handle(c: Context): Promise<Response> {
    try {
      return await answer(c);
    } catch (error) {
      console.error(`[sites] ${c.req.method} ${c.req.url}:`, error);
      return fileOr(c.req.raw, undefined, ERROR_PAGE_FILE, 500, ERROR_PAGE_FILE);
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
