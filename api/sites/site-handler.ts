/**
 * Serves the published static sites, the shared assets and the product's own pages.
 *
 * Two ways in, one set of decisions: `handle` answers any request through Hono (and reads from disk
 * what is not in memory yet); `serveFromMemory` answers a site file whose bytes are held already
 * straight on Node's response, before Hono and the Fetch API objects are involved, which is most of
 * the cost of a small answer (issue 11). Both go through `route` and `chooseSiteFile`, and write the
 * same headers (fileHeaders, securityHeadersFor), so they cannot answer differently.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Context } from 'hono';
import { releaseCachePolicy } from '#build/deploy/file-headers.ts';
import { ERROR_PAGE_FILE, isPrivatePath, PLATFORM_SITE } from '#build/deploy/release-format.ts';
import { DEFAULT_SITE_CACHE_MB } from '#db/config.ts';
import { isAdminRoute } from '#core/site/admin-routes.ts';
import { securityHeadersOfNodeRequest } from '../lib/security-headers.ts';
import { writeSoon } from '../lib/write-batch.ts';
import { ADMIN_ASSETS_PREFIX, type createAdminApp } from './admin-app.ts';
import { MIB, ReleaseIndex, type Release } from './release-index.ts';
import { hostnameOf, resolveSite, type ResolveOptions } from './resolve.ts';
import { decodeRequestPath, fileHeaders, findFile, isNotModified, sendFile, type CachePolicy } from './static-files.ts';

interface AssetDir {
  prefix: string;
  dir: string;
  cache: CachePolicy;
}

export interface SiteHandlerOptions extends ResolveOptions {
  liveRoot: string;
  /** URL prefix -> directory and cache policy, e.g. "/_astro/" -> dist/site/client/_astro (immutable). */
  assets: AssetDir[];
  /** The admin single-page app (its index page and hashed assets). */
  adminApp: ReturnType<typeof createAdminApp>;
  /** The live releases in memory, bounded by SITE_CACHE_MB (compose.ts); the default budget when not given. */
  releases?: ReleaseIndex;
  /** The primary active custom domain of a site, which its other addresses answer 301 to (decision 036). */
  primaryDomain?: (slug: string) => string | undefined;
}

/** Where a request goes, decided from its host and decoded path alone. */
type Route =
  | { kind: 'asset'; asset: AssetDir; path: string }
  | { kind: 'admin-asset' }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'admin-page' }
  /** A file of a site's live release; `sitePrefix` goes before a site path in this request's URL space ("/acme" by path, "" by host). */
  | { kind: 'release'; liveLink: string; path: string; sitePrefix: string }
  | { kind: 'not-found' };

/** What a site path answers with in its release: a file and status, another address, or no file of its own for the status. */
type SiteChoice = { file: string; status: number } | { redirect: string } | { file: undefined; status: number };

const REVALIDATE = { cache: 'revalidate' } as const;

/**
 * How a release file is cached: a hashed name for a year, the rest revalidated (the rule the S3
 * target writes on its objects, file-headers.ts); a status page always revalidates, as the page
 * behind its address may come back.
 */
const releaseCache = (file: string, status: number) => ({ cache: status === 200 ? releaseCachePolicy(file) : 'revalidate' }) as const;

export function createSiteHandler(options: SiteHandlerOptions) {
  const platformLink = path.join(options.liveRoot, PLATFORM_SITE);
  const releases = options.releases ?? new ReleaseIndex(DEFAULT_SITE_CACHE_MB * MIB);

  function route(host: string | undefined, pathname: string): Route {
    for (const asset of options.assets) {
      if (pathname.startsWith(asset.prefix)) return { kind: 'asset', asset, path: pathname.slice(asset.prefix.length) };
    }
    if (pathname.startsWith(ADMIN_ASSETS_PREFIX)) return { kind: 'admin-asset' };
    const target = resolveSite(host, pathname, options);
    if (target.kind === 'redirect') return target;
    if (target.kind === 'unknown-host') return { kind: 'not-found' };
    // The admin app's pages, on the product's host and on a site's own host (its subdomain's /login too),
    // matched on the whole path, as the app's router sees it.
    if (isAdminRoute(pathname, target.kind === 'site' ? target.siteKey : undefined)) return { kind: 'admin-page' };
    if (target.kind === 'platform') return { kind: 'release', liveLink: platformLink, path: target.path, sitePrefix: '' };
    // A site with a primary domain is one address: its subdomain and other domains redirect there. Its
    // path address on a localhost platform keeps answering, as development has no DNS or TLS for the domain.
    const primary = options.primaryDomain?.(target.siteKey);
    if (primary && hostnameOf(host) !== primary && (target.via !== 'path' || options.baseDomain !== 'localhost')) {
      return {
        kind: 'redirect',
        location: `https://${primary}${encodeURI(target.path).replace(/[?#]/g, encodeURIComponent)}`,
        status: 301,
      };
    }
    return {
      kind: 'release',
      liveLink: path.join(options.liveRoot, target.siteKey),
      path: target.path,
      sitePrefix: target.via === 'path' ? `/${target.siteKey}` : '',
    };
  }

  function chooseSiteFile(release: Release, sitePath: string): SiteChoice {
    const statusPage = (file: string, status: number): SiteChoice => ({ file: releases.has(release, file) ? file : undefined, status });
    if (isPrivatePath(sitePath)) return statusPage('404.html', 404);
    if (release.meta?.status === 403) return statusPage('403.html', 403);
    const found = releases.find(release, sitePath);
    if (found) return { file: found, status: 200 };
    const moved = release.meta?.redirects?.[sitePath.replace(/(.)\/+$/, '$1')];
    if (moved) return { redirect: moved };
    // A page the site removed (a city, a service): 410 tells search engines to drop it, with the site's 404 page.
    return statusPage('404.html', releases.isGone(release, sitePath) ? 410 : 404);
  }

  /** The product's own `fallback` page with this status, for a request no site's page answers. */
  async function platformPage(request: Request, status: number, fallback = '404.html'): Promise<Response> {
    const platform = await releases.live(platformLink);
    if (platform && releases.has(platform, fallback)) return releases.send(request, platform, fallback, { ...REVALIDATE, status });
    return new Response('Not found', { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }

  async function answer(c: Context): Promise<Response> {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return c.json({ success: false, error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' });
    }
    // Decoded once; the asset, site and private-file rules all read this one form.
    const pathname = decodeRequestPath(url.pathname);
    if (pathname === undefined) return platformPage(request, 404);
    const to = route(request.headers.get('host') ?? url.host, pathname);
    switch (to.kind) {
      case 'asset': {
        const found = await findFile(to.asset.dir, to.path);
        if (found) return sendFile(request, found.file, found.stat, { cache: to.asset.cache });
        return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      }
      case 'admin-asset':
        return options.adminApp.assets(request, pathname);
      case 'redirect':
        return redirect(request, to.location, to.status);
      case 'admin-page':
        return options.adminApp.page(request);
      case 'not-found':
        return platformPage(request, 404);
      case 'release': {
        const release = await releases.live(to.liveLink);
        if (!release) return platformPage(request, 404);
        const choice = chooseSiteFile(release, to.path);
        if ('redirect' in choice) return redirect(request, `${to.sitePrefix}${choice.redirect}`, 301);
        if (choice.file === undefined) return platformPage(request, choice.status);
        return releases.send(request, release, choice.file, { ...releaseCache(choice.file, choice.status), status: choice.status });
      }
    }
  }

  /**
   * Answers on Node's response when the answer is a site file already held in memory; false leaves
   * the request untouched for `handle` (anything else: the API, assets, redirects, a file not read yet).
   */
  function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const raw = req.url ?? '';
    if (!raw.startsWith('/')) return false;
    const query = raw.indexOf('?');
    const pathname = decodeRequestPath(query === -1 ? raw : raw.slice(0, query));
    if (pathname === undefined || pathname === '/api' || pathname.startsWith('/api/')) return false;
    const to = route(req.headers.host, pathname);
    if (to.kind !== 'release') return false;
    const release = releases.liveIndexed(to.liveLink);
    if (!release) return false;
    const choice = chooseSiteFile(release, to.path);
    if (!('file' in choice) || choice.file === undefined) return false;
    const held = releases.held(release, choice.file, req.headers['accept-encoding']);
    if (!held) return false;
    const headers: Record<string, string> = {
      ...fileHeaders(choice.file, held.etag, releaseCache(choice.file, choice.status)),
      ...securityHeadersOfNodeRequest(req),
    };
    const notModified = isNotModified(req.headers['if-none-match'], held.etag, choice.status);
    if (!notModified) {
      if (held.encoding) headers['Content-Encoding'] = held.encoding;
      headers['Content-Length'] = String(held.body.length);
    }
    writeSoon(() => {
      if (notModified) res.writeHead(304, headers).end();
      else res.writeHead(choice.status, headers).end(method === 'HEAD' ? undefined : held.body);
    });
    return true;
  }

  async function handle(c: Context): Promise<Response> {
    try {
      return await answer(c);
    } catch (error) {
      console.error(`[sites] ${c.req.method} ${c.req.url}:`, error);
      return platformPage(c.req.raw, 500, ERROR_PAGE_FILE);
    }
  }

  return { handle, serveFromMemory };
}

/** Another address of a page: the query string (e.g. spec 1's `t`) goes along. */
function redirect(request: Request, location: string, status: 301 | 302): Response {
  const { search } = new URL(request.url);
  // A 301 is cached without revalidation: an hour keeps a changed site (a service removed) from being stuck behind it.
  const cache = status === 301 ? 'public, max-age=3600' : 'no-store';
  return new Response(null, { status, headers: { Location: `${location}${search}`, 'Cache-Control': cache } });
}
