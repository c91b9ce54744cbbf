/**
 * Which site a request is for (spec 1 §1): a subdomain {slug}.{BASE_DOMAIN}, a custom hostname
 * stored for a tenant, or the first path segment /{slug} on the platform host.
 */
import { previewRedirect, type Redirect } from '#core/site/routes.ts';
import { isPlatformSegment, isSlug, PLATFORM_SUBDOMAINS } from '#core/site/slugs.ts';

export type SiteTarget =
  /** A tenant or preview site; `path` is relative to that site's root. */
  | { kind: 'site'; siteKey: string; path: string; via: 'path' | 'subdomain' | 'domain' }
  /** The product's own pages (landing, pricing, onboard, admin app, API). */
  | { kind: 'platform'; path: string }
  /** A host that names no tenant. */
  | { kind: 'unknown-host'; path: string }
  /** Another address of a page (the preview routes of spec 1 §2): answered with a redirect to `location`. */
  | ({ kind: 'redirect' } & Redirect);

export interface ResolveOptions {
  baseDomain: string;
  /** The slug a custom hostname is mapped to, if any. */
  customDomain: (hostname: string) => string | undefined;
}

export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

export function resolveSite(hostHeader: string | undefined, pathname: string, options: ResolveOptions): SiteTarget {
  const hostname = hostnameOf(hostHeader);
  const base = options.baseDomain;
  if (hostname !== base && hostname.endsWith(`.${base}`)) {
    const sub = hostname.slice(0, -(base.length + 1));
    if (PLATFORM_SUBDOMAINS.has(sub)) return { kind: 'platform', path: pathname };
    if (!isSlug(sub)) return { kind: 'unknown-host', path: pathname };
    return { kind: 'site', siteKey: sub, path: stripSlugPrefix(pathname, sub), via: 'subdomain' };
  }
  if (hostname !== base && !LOCAL_HOSTS.has(hostname) && hostname !== '') {
    const slug = options.customDomain(hostname);
    if (slug) return { kind: 'site', siteKey: slug, path: stripSlugPrefix(pathname, slug), via: 'domain' };
    // An unknown host is treated as the platform host, so a plain IP or a proxy without Host still works.
    return { kind: 'platform', path: pathname };
  }
  const redirect = previewRedirect(pathname);
  if (redirect) return { kind: 'redirect', ...redirect };
  const segment = pathname.split('/')[1] ?? '';
  if (!isSlug(segment) || isPlatformSegment(segment)) return { kind: 'platform', path: pathname };
  return { kind: 'site', siteKey: segment, path: pathname.slice(segment.length + 1) || '/', via: 'path' };
}

/** Pages link to /{slug}/... so they work in path mode; on a subdomain or domain those links are stripped back. */
function stripSlugPrefix(pathname: string, slug: string): string {
  if (pathname === `/${slug}`) return '/';
  return pathname.startsWith(`/${slug}/`) ? pathname.slice(slug.length + 1) : pathname;
}
