import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '#core/content/types.ts';
import type { TenantSite } from '#core/site/types.ts';
import { platformPages } from '#site/data/platform-pages.ts';
import { buildPreviewSite, planSitePages } from '#site/data/site-data.ts';
import { iconSvg, platformRobotsTxt, platformSitemapXml, robotsTxt, shortName, sitemapXml, webManifest, xmlEscape } from './site-files.ts';

const ORIGIN = 'https://sites.example.com';
const LASTMOD = new Date(Date.UTC(2026, 2, 14, 9, 30, 5, 123));

function tenantCopy(site: TenantSite): TenantSite {
  return { ...site, mode: 'tenant' };
}

/** The <loc> values of a sitemap, unescaped, after checking the document's outline. */
function parseSitemap(xml: string): { locs: string[]; lastmods: string[] } {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>\s*<urlset[^>]*>/, '').replace(/<\/urlset>\s*$/, '');
  // Only <url> blocks, each with one <loc> and one <lastmod>; nothing else between them.
  const blocks = body.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  expect(body.replace(/<url>[\s\S]*?<\/url>/g, '').trim()).toBe('');
  const locs: string[] = [];
  const lastmods: string[] = [];
  for (const block of blocks) {
    const m = /^<url>\s*<loc>([^<]*)<\/loc>\s*<lastmod>([^<]*)<\/lastmod>\s*<\/url>$/.exec(block);
    expect(m, block).not.toBeNull();
    // Only escaped ampersands may appear in text.
    expect(m![1]).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    locs.push(
      m![1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&'),
    );
    lastmods.push(m![2]!);
  }
  return { locs, lastmods };
}

describe.each(INDUSTRIES)('site files of the %s preview site', (industry) => {
  const preview = buildPreviewSite(industry, ORIGIN);
  const tenant = tenantCopy(preview);
  const paths = planSitePages(tenant).map((p) => p.path);

  it('lists every planned page exactly once, as absolute URLs', () => {
    const { locs, lastmods } = parseSitemap(sitemapXml(tenant, [...paths, paths[0]!], LASTMOD));
    expect(locs).toEqual(paths.map((p) => `${ORIGIN}${p}`));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(() => new URL(loc)).not.toThrow();
    expect(new Set(lastmods)).toEqual(new Set(['2026-03-14T09:30:05+00:00']));
  });

  it('lets search engines crawl a tenant site and points them at its sitemap', () => {
    const robots = robotsTxt(tenant);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toContain(`\nSitemap: ${ORIGIN}${tenant.basePath}/sitemap.xml\n`);
  });

  it('keeps a preview site out of search', () => {
    const robots = robotsTxt(preview);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^Allow:/m);
  });

  it('writes a web manifest for the site', () => {
    const m = JSON.parse(webManifest(tenant)) as Record<string, unknown>;
    expect(m.name).toBe(tenant.business.name);
    expect(typeof m.short_name).toBe('string');
    expect((m.short_name as string).length).toBeGreaterThan(0);
    expect((m.short_name as string).length).toBeLessThanOrEqual(12);
    expect(m.start_url).toBe(`${tenant.basePath}/`);
    expect(m.scope).toBe(`${tenant.basePath}/`);
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toBe(tenant.business.theme.primary);
    expect(m.background_color).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(m.icons).toEqual([{ src: `${tenant.basePath}/icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
    expect(JSON.stringify(m)).not.toMatch(/undefined|null/);
  });

  it('builds a standalone SVG icon from the logo', () => {
    const svg = iconSvg(tenant);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"/);
    expect(svg).toContain(`fill="${tenant.business.theme.primary}"`);
    expect(svg).toContain('viewBox="0 0 48 48"');
    expect(svg).not.toMatch(/<script|\son\w+=/i);
    // Balanced <svg> elements.
    expect((svg.match(/<svg\b/g) ?? []).length).toBe((svg.match(/<\/svg>/g) ?? []).length);
  });
});

describe('escaping and edge cases', () => {
  const site = tenantCopy(buildPreviewSite('house-cleaning', ORIGIN));

  it('escapes XML and percent-encodes raw characters in paths', () => {
    expect(xmlEscape(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    const xml = sitemapXml(site, ['/x/areas/a&b', '/x/areas/san josé', '/x/q?a=1&b=2'], LASTMOD);
    expect(xml).toContain('<loc>https://sites.example.com/x/areas/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://sites.example.com/x/areas/san%20jos%C3%A9</loc>');
    expect(xml).toContain('<loc>https://sites.example.com/x/q?a=1&amp;b=2</loc>');
    expect(parseSitemap(xml).locs).toHaveLength(3);
  });

  it('serves a root site from the host root', () => {
    const root: TenantSite = { ...site, basePath: '' };
    expect(parseSitemap(sitemapXml(root, [''], LASTMOD)).locs).toEqual([`${ORIGIN}/`]);
    expect(robotsTxt(root)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const m = JSON.parse(webManifest(root)) as Record<string, unknown>;
    expect(m.start_url).toBe('/');
    expect(m.scope).toBe('/');
  });

  it('shortens names sensibly for home screens', () => {
    expect(shortName('Sharp Edge')).toBe('Sharp Edge');
    expect(shortName('Prestige Mobile Detailing')).toBe('Prestige');
    expect(shortName('The Sparkle Home Cleaning')).toBe('Sparkle Home');
    expect(shortName('Supercalifragilistic Cleaning')).toBe('Supercalifra');
    expect(shortName('Joe & Sons Lawn')).toBe('Joe & Sons');
  });

  it('strips scripts and handlers from a logo', () => {
    const evil: TenantSite = {
      ...site,
      business: {
        ...site.business,
        logoSvg:
          '<svg viewBox="0 0 48 48" onload="alert(1)"><script>alert(2)</script><circle cx="24" cy="24" r="20" fill="currentColor"/></svg>',
      },
    };
    const svg = iconSvg(evil);
    expect(svg).not.toMatch(/alert|<script|onload/);
    expect(svg).toContain('<circle cx="24" cy="24" r="20" fill="currentColor"/>');
  });
});

describe('platform files', () => {
  it('lists the product pages', () => {
    const paths = platformPages(ORIGIN).map((p) => p.path);
    const { locs } = parseSitemap(platformSitemapXml(ORIGIN, paths, LASTMOD));
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/pricing`, `${ORIGIN}/onboard`, `${ORIGIN}/tenant-onboarding`]);
  });

  it('allows the product pages, blocks dashboards and lists every sitemap', () => {
    const robots = platformRobotsTxt(ORIGIN, [`${ORIGIN}/prestige-mobile-detailing/sitemap.xml`]);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toMatch(/^Disallow: \/admin\/$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard\$$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/(pricing|onboard|login)/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/prestige-mobile-detailing/sitemap.xml\n`);
  });
});
