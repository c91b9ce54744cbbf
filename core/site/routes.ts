/**
 * The public URL rules of spec 1 §2 that are not pages of their own: other spellings of an industry,
 * the preview routes (/preview, /preview/{industry}, the catch-all) and the query parameter a
 * service card passes on. Each alias answers with a redirect to the one canonical URL, so a page
 * is never served under two addresses.
 */
import { INDUSTRIES, type Industry } from '../content/types.ts';

/** Spec 1 §1: the default industry. */
export const DEFAULT_INDUSTRY: Industry = 'mobile-detailing';

/** Other spellings of an industry id (spec 1 §1: "lawncare (also spelled lawn-care)"). */
export const INDUSTRY_ALIASES: Readonly<Record<string, Industry>> = { 'lawn-care': 'lawncare' };

/** The industry an id or one of its aliases names (case-insensitive); undefined for anything else. */
export function industryId(name: string): Industry | undefined {
  const id = name.trim().toLowerCase();
  const key = Object.hasOwn(INDUSTRY_ALIASES, id) ? INDUSTRY_ALIASES[id] : id;
  return (INDUSTRIES as readonly string[]).includes(key ?? '') ? (key as Industry) : undefined;
}

const PREVIEW_SUFFIX = '-preview';

/** The site key, and first path segment, of an industry's preview site: "lawncare-preview". */
export function previewSiteKey(industry: Industry): string {
  return `${industry}${PREVIEW_SUFFIX}`;
}

export interface Redirect {
  location: string;
  /** 301 for another address of the same page; 302 where the target is a choice that may change (the default industry). */
  status: 301 | 302;
}

/**
 * Where a preview route of spec 1 §2 that is not a preview site's own address goes, on the platform
 * host: `/preview/` to `/preview` (the page of a prospect's preview link, issue 17), the catch-all
 * `/preview/{anything else}` to the default industry's preview, `/preview/{industry}[/rest]` and
 * `/{alias}-preview[/rest]` to `/{industry}-preview[/rest]`. Undefined for every other path (a
 * preview site's own pages and /preview included).
 */
export function previewRedirect(pathname: string): Redirect | undefined {
  const [, first = '', second = '', ...rest] = pathname.split('/');
  if (pathname === '/preview') return undefined;
  if (pathname === '/preview/') return { location: '/preview', status: 301 };
  if (first === 'preview') {
    const industry = industryId(second);
    if (!industry) return { location: `/${previewSiteKey(DEFAULT_INDUSTRY)}`, status: 302 };
    return { location: joinPath(previewSiteKey(industry), rest), status: 301 };
  }
  if (!first.endsWith(PREVIEW_SUFFIX)) return undefined;
  const alias = first.slice(0, -PREVIEW_SUFFIX.length);
  const industry = Object.hasOwn(INDUSTRY_ALIASES, alias) ? INDUSTRY_ALIASES[alias] : undefined;
  return industry ? { location: joinPath(previewSiteKey(industry), [second, ...rest]), status: 301 } : undefined;
}

function joinPath(key: string, rest: string[]): string {
  const tail = rest.filter((segment) => segment !== '').join('/');
  return tail ? `/${key}/${tail}` : `/${key}`;
}

/** Spec 1 §2: the query parameters kept when moving from a service card to its detail page. */
export const KEPT_QUERY_PARAMS = ['t'] as const;

/**
 * `href` with the kept query parameters of the current page's query string (`location.search`)
 * added; a parameter `href` sets itself stays as it is. Other parameters are not passed on.
 */
export function withKeptQuery(href: string, search: string): string {
  const from = new URLSearchParams(search);
  const kept = KEPT_QUERY_PARAMS.filter((name) => from.has(name));
  if (kept.length === 0) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  for (const name of kept) if (!query.has(name)) query.set(name, from.get(name) ?? '');
  return `${path}?${query}${hash}`;
}

/**
 * Other addresses of a site's service pages (spec 1 §2 and §3): `/service/{slug}` (the general-use
 * route) and every slug alias, under both `/service/` and `/services/`, each to the canonical
 * `/services/{slug}`. Paths are relative to the site's root. Only services with a page are given;
 * an alias whose target page the site does not have is left out (it stays "Service Not Found").
 */
export function serviceRedirects(slugs: readonly string[], aliases: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const slug of slugs) out[`/service/${slug}`] = `/services/${slug}`;
  for (const [alias, slug] of Object.entries(aliases)) {
    if (!slugs.includes(slug) || slugs.includes(alias)) continue;
    out[`/service/${alias}`] = `/services/${slug}`;
    out[`/services/${alias}`] = `/services/${slug}`;
  }
  return out;
}
