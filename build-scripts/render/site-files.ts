/**
 * The non-HTML files of a published site: sitemap.xml, robots.txt, the web manifest and its SVG
 * icon, plus the product's own sitemap and robots.txt. Pure string builders: the publish pipeline
 * decides where to write them (each site's files sit under its basePath; see the notes on
 * robots.txt below).
 */
import { absoluteUrl, siteUrl } from '#core/site/seo.ts';
import type { TenantSite } from '#core/site/types.ts';

/** Escapes the five XML special characters (text and attribute values alike). */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** W3C Datetime without milliseconds, e.g. "2026-01-01T12:00:00+00:00". */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** Percent-encodes what is not allowed raw in a URL path (spaces, non-ASCII), keeping existing escapes. */
function encodePath(path: string): string {
  return encodeURI(decodeURISafe(path));
}

function decodeURISafe(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function urlset(urls: string[], lastmod: Date): string {
  const seen = new Set<string>();
  const mod = w3cDate(lastmod);
  const entries: string[] = [];
  for (const url of urls) {
    if (seen.has(url)) continue;
    seen.add(url);
    entries.push(`  <url>\n    <loc>${xmlEscape(url)}</loc>\n    <lastmod>${mod}</lastmod>\n  </url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * sitemaps.org XML listing every given page path of the site once, as absolute URLs on the site's
 * origin (the same URLs as the pages' canonicals). `paths` are site-relative, as planSitePages gives them.
 */
export function sitemapXml(site: TenantSite, paths: string[], lastmod: Date): string {
  return urlset(
    paths.map((p) => siteUrl(site, encodePath(p))),
    lastmod,
  );
}

/** Absolute URL of a site's sitemap: `{origin}{basePath}/sitemap.xml`. */
export function sitemapUrl(site: TenantSite): string {
  return siteUrl(site, `${site.basePath}/sitemap.xml`);
}

/**
 * robots.txt of a site. Tenant sites allow everything and point at their sitemap; preview sites
 * (demonstrations, also `noindex` in every page's head) disallow everything.
 *
 * Crawlers only read robots.txt at the root of a host: this file takes effect where the site owns
 * its host (subdomain or custom domain, basePath ""). For sites served under a path of the platform
 * host, list their sitemaps in `platformRobotsTxt` instead.
 */
export function robotsTxt(site: TenantSite): string {
  if (site.mode === 'preview') {
    return ['# Demonstration site: not for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  }
  const dashboards = site.basePath
    ? [`Disallow: ${site.basePath}/admin`, `Disallow: ${site.basePath}/dashboard`]
    : ['Disallow: /admin', 'Disallow: /dashboard'];
  return ['User-agent: *', 'Allow: /', ...dashboards, '', `Sitemap: ${sitemapUrl(site)}`, ''].join('\n');
}

/** A short name for home screens: the whole name if it fits in 12 characters, else its leading words that fit. */
export function shortName(name: string, max = 12): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const words = clean.split(' ').filter((w) => !/^(the|a|an)$/i.test(w));
  let out = '';
  for (const word of words) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > max) break;
    out = next;
  }
  out = out.replace(/[\s&,.'-]+$/, '');
  return out || (words[0] ?? clean).slice(0, max);
}

function hexColor(value: string, fallback: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;
}

/** URL path of a site's icon (written by the pipeline next to the manifest). */
export function iconPath(site: TenantSite): string {
  return `${site.basePath}/icon.svg`;
}

/** The web app manifest (JSON text) served at `{basePath}/manifest.webmanifest`. */
export function webManifest(site: TenantSite): string {
  const scope = `${site.basePath}/`;
  const manifest = {
    id: scope,
    name: site.business.name,
    short_name: shortName(site.business.name),
    description: site.hero.subtitle.replace(/\s+/g, ' ').trim() || undefined,
    lang: 'en-US',
    start_url: scope,
    scope,
    display: 'standalone',
    theme_color: hexColor(site.business.theme.primary, '#1d4ed8'),
    background_color: hexColor(site.business.theme.surface, '#ffffff'),
    // The PNGs drawn at publish follow the owner's logo; the SVG mark is for a site rendered without them.
    icons: site.icons?.length
      ? site.icons
          .filter((icon) => icon.size >= 192)
          .map((icon) => ({ src: icon.src, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: 'any' }))
      : [{ src: iconPath(site), sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The site's icon as a standalone SVG file: the industry logo in white on a rounded square of the
 * theme's primary colour. Scripts and event handlers are stripped (an SVG opened directly runs them).
 */
export function iconSvg(site: TenantSite): string {
  const bg = hexColor(site.business.theme.primary, '#1d4ed8');
  const logo = site.business.logoSvg
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .trim();
  const open = /^<svg\b([^>]*)>/i.exec(logo);
  let inner: string;
  if (open) {
    const attrs = (open[1] ?? '')
      .replace(/\s(?:width|height|x|y|class|style|color|xmlns)\s*=\s*("[^"]*"|'[^']*')/gi, '')
      .replace(/\/\s*$/, '');
    const viewBox = /\sviewBox\s*=/i.test(attrs) ? '' : ' viewBox="0 0 48 48"';
    inner = `<svg${attrs}${viewBox} x="96" y="96" width="320" height="320" color="#ffffff">${logo.slice(open[0].length).replace(/<\/svg>\s*$/i, '')}</svg>`;
  } else {
    inner = `<svg viewBox="0 0 48 48" x="96" y="96" width="320" height="320" color="#ffffff">${logo}</svg>`;
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<title>${xmlEscape(site.business.name)}</title>`,
    `<rect width="512" height="512" rx="112" fill="${bg}"/>`,
    inner,
    '</svg>',
    '',
  ].join('\n');
}

/** sitemap.xml of the product's own pages (landing, pricing, onboarding). */
export function platformSitemapXml(origin: string, paths: string[], lastmod: Date = new Date()): string {
  return urlset(
    paths.map((p) => absoluteUrl(origin, encodePath(p))),
    lastmod,
  );
}

/**
 * robots.txt at the root of the platform host. Dashboards and password links stay out of search;
 * everything else may be crawled (preview sites included, so crawlers see their `noindex`).
 * `sitemaps` adds the sitemaps of tenant sites served under a path of this host.
 */
export function platformRobotsTxt(origin: string, sitemaps: string[] = []): string {
  const all = [absoluteUrl(origin, '/sitemap.xml'), ...sitemaps].filter((s, i, list) => list.indexOf(s) === i);
  return [
    'User-agent: *',
    'Allow: /',
    ...['/admin', '/dashboard', '/admin-dashboard', '/tenant-dashboard'].flatMap((p) => [`Disallow: ${p}$`, `Disallow: ${p}/`]),
    'Disallow: /set-password',
    'Disallow: /reset-password',
    'Disallow: /*/admin$',
    'Disallow: /*/admin/',
    'Disallow: /*/dashboard$',
    'Disallow: /*/dashboard/',
    '',
    ...all.map((s) => `Sitemap: ${s}`),
    '',
  ].join('\n');
}
