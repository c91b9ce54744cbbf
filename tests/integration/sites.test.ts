import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataPaths } from '#db/config.ts';
import type { createAdminApp } from '#api/sites/admin-app.ts';
import { createSiteHandler } from '#api/sites/site-handler.ts';
import { eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { publishTenant } from '#build/publish.ts';
import { PageRenderer } from '#build/render/renderer.ts';
import { PREVIEW_QUOTE_MESSAGE } from '#site/islands/lib/quote-submit.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const DEMO = ['prestige-mobile-detailing', 'sparkle-home-cleaning', 'evergreen-lawn-care', 'pampered-paws-grooming', 'sharp-edge-barbers'];

const text = async (url: string, init?: RequestInit) => {
  const res = await h.request(url, init);
  return { res, html: await res.text() };
};

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe('demo tenant sites', () => {
  it('publishes every approved demo tenant', () => {
    expect([...h.summary.tenants].sort()).toEqual([...DEMO].sort());
    expect(h.summary.failures).toEqual([]);
  });

  it.each(DEMO)('%s home page has every section, its data and valid JSON-LD', async (slug) => {
    const { res, html } = await text(`/${slug}`);
    expect(res.status).toBe(200);
    for (const id of ['top', 'services', 'services-desktop', 'reviews', 'faq', 'gallery', 'gallery-desktop', 'footer']) {
      expect(html, `section #${id}`).toMatch(new RegExp(`id="${id}"`));
    }
    const api = await (await h.request(`/api/tenants/${slug}`)).json();
    expect(html).toContain(api.data.business_name.replace('&', '&amp;'));
    expect(html).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(html).toContain('href="tel:+1');
    const ld = jsonLd(html);
    const business = ld.find((o) => o.aggregateRating);
    expect(business, 'LocalBusiness with aggregateRating').toBeDefined();
    expect(business!.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    expect(business!.address).toBeDefined();
    expect(business!.areaServed).toBeDefined();
    expect(ld.some((o) => o['@type'] === 'FAQPage')).toBe(true);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\//);
    expect(html).toMatch(/<meta property="og:title"/);
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/ld\+json"|src=))[^>]*>/);
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img, img).toMatch(/\bwidth="\d+"/);
      expect(img, img).toMatch(/\bheight="\d+"/);
    }
  });

  it("serves the dialogs' bodies as fragments of the site, not in every page", async () => {
    const slug = 'prestige-mobile-detailing';
    for (const page of [`/${slug}`, `/${slug}/services/ceramic-coating`, `/${slug}/areas/mesa-az`]) {
      const { html } = await text(page);
      expect(html).not.toContain('<template data-quote-form>');
      expect(html).not.toContain('id="areas-state-AZ"');
      expect(html).toContain(`data-fragment-src="/${slug}/fragments/quote-form.html"`);
      expect(html).toContain(`data-fragment-src="/${slug}/fragments/service-areas.html"`);
    }
    const quote = await text(`/${slug}/fragments/quote-form.html`);
    expect(quote.res.status).toBe(200);
    expect(quote.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(quote.html).toContain('<template data-quote-form>');
    expect(quote.html).toContain('value="Ceramic Coating"');
    expect(quote.html).not.toMatch(/<!doctype|<html|<head/i);
    const areas = await text(`/${slug}/fragments/service-areas.html`);
    expect(areas.html).toContain('href="/prestige-mobile-detailing/areas/mesa-az"');
    expect(areas.html).toContain('id="areas-state-AZ"');
    // On the tenant's subdomain the same URL (pages link with the slug prefix) finds the same file.
    const sub = await text(`/${slug}/fragments/service-areas.html`, { headers: { host: `${slug}.localhost` } });
    expect(sub.html).toBe(areas.html);
  });

  it.each(DEMO)('%s sitemap lists every page once and each one is served', async (slug) => {
    const { res, html: xml } = await text(`/${slug}/sitemap.xml`);
    expect(res.status).toBe(200);
    const urls = locs(xml);
    const tenant = (await (await h.request(`/api/tenants/${slug}`)).json()).data;
    // Home, six services, the cities, and the booking page (its manage page stays out).
    expect(urls.length).toBe(1 + 6 + tenant.service_areas.length + 1);
    expect(urls.filter((u) => u.endsWith(`/${slug}/booking`))).toHaveLength(1);
    expect(new Set(urls).size).toBe(urls.length);
    const titles = new Set<string>();
    for (const url of urls) {
      const page = await text(url);
      expect(page.res.status, url).toBe(200);
      const title = /<title>([^<]+)<\/title>/.exec(page.html)?.[1];
      expect(title, url).toBeTruthy();
      titles.add(title!);
      expect(page.html).toContain(`<link rel="canonical" href="${url}"`);
    }
    expect(titles.size, 'unique titles').toBe(urls.length);
    expect(urls.filter((u) => u.includes('/areas/')).length).toBe(tenant.service_areas.length);
  });

  it('serves images that exist for every image a page references', async () => {
    const { html } = await text('/prestige-mobile-detailing');
    const sources = new Set(
      [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((m) => m[1]!.split(',').map((p) => p.trim().split(' ')[0]!)),
    );
    const local = [...sources].filter((src) => src.startsWith('/industries/') || src.startsWith('/uploads/'));
    expect(local.length).toBeGreaterThan(10);
    for (const src of local) expect((await h.request(src)).status, src).toBe(200);
  });

  it('serves robots.txt and a web manifest per tenant', async () => {
    const robots = await text('/sparkle-home-cleaning/robots.txt');
    expect(robots.html).toContain('Sitemap: http://localhost:3000/sparkle-home-cleaning/sitemap.xml');
    const manifest = await (await h.request('/sparkle-home-cleaning/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Sparkle Home Cleaning');
  });
});

describe('tenant resolution', () => {
  it('resolves a subdomain of BASE_DOMAIN, including links that carry the slug', async () => {
    const home = await text('http://127.0.0.1:3000/', { headers: { Host: 'prestige-mobile-detailing.localhost' } });
    expect(home.res.status).toBe(200);
    expect(home.html).toContain('Prestige Mobile Detailing');
    const service = await text('http://127.0.0.1:3000/services/ceramic-coating', {
      headers: { Host: 'prestige-mobile-detailing.localhost:3000' },
    });
    expect(service.res.status).toBe(200);
  });

  it('resolves a custom hostname stored for the tenant', async () => {
    const { tenantDomains, tenants } = await import('#db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const tenant = await h.db.select().from(tenants).where(eq(tenants.slug, 'sharp-edge-barbers')).get();
    await h.db
      .insert(tenantDomains)
      .values({ tenantId: tenant!.id, hostname: 'www.sharpedge.test', status: 'active', verifiedAt: Date.now() });
    const fresh = await startHarnessForDomains();
    const res = await fresh.request('http://127.0.0.1/', { headers: { Host: 'www.sharpedge.test' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Sharp Edge Barbers');
  });

  it('answers 403 TENANT_NOT_APPROVED with a page for a tenant not approved', async () => {
    for (const req of [text('/pending-demo'), text('http://127.0.0.1/', { headers: { Host: 'pending-demo.localhost' } })]) {
      const { res, html } = await req;
      expect(res.status).toBe(403);
      expect(html).toContain('TENANT_NOT_APPROVED');
      expect(html).toMatch(/noindex/);
    }
  });

  it('answers 404 NO_TENANT_CONTEXT for an unknown tenant, by path and by subdomain', async () => {
    for (const req of [text('/no-such-business'), text('http://127.0.0.1/', { headers: { Host: 'no-such-business.localhost' } })]) {
      const { res, html } = await req;
      expect(res.status).toBe(404);
      expect(html).toContain('NO_TENANT_CONTEXT');
    }
  });

  it('shows Service Not Found for an unknown service', async () => {
    const { res, html } = await text('/prestige-mobile-detailing/services/teleportation');
    expect(res.status).toBe(404);
    expect(html).toContain('Service Not Found');
    expect(html).toContain('The requested service could not be found.');
  });
});

describe('previews and product pages', () => {
  it.each(['mobile-detailing', 'house-cleaning', 'lawncare', 'pet-grooming', 'barber'])(
    'serves the %s preview and its service pages',
    async (industry) => {
      const { res, html } = await text(`/${industry}-preview`);
      expect(res.status).toBe(200);
      expect(html).toContain('Social media links available in your live site');
      expect(html).toMatch(/noindex/);
      const service = /href="(\/[a-z-]+-preview\/services\/[a-z-]+)"/.exec(html)?.[1];
      expect(service).toBeDefined();
      expect((await h.request(service!)).status).toBe(200);
    },
  );

  it('serves the landing, pricing and onboard pages', async () => {
    const landing = await text('/');
    expect(landing.res.status).toBe(200);
    for (const href of ['/onboard', '/pricing', '/login']) expect(landing.html).toContain(`href="${href}"`);
    expect((await h.request('/pricing')).status).toBe(200);
    expect((await h.request('/onboard')).status).toBe(200);
  });
});

describe('static serving', () => {
  it('revalidates HTML with an ETag and caches hashed assets for a year', async () => {
    const first = await h.request('/sharp-edge-barbers');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    expect(etag).toBeTruthy();
    const again = await h.request('/sharp-edge-barbers', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const html = await first.text();
    const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await h.request(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("caches a release's hashed files for a year, from disk and from memory alike, and its status pages never", async () => {
    const paths = dataPaths(h.config);
    await new FsDeployTarget(paths.releases, paths.live).deploy('cache-policy-test', [
      { path: 'index.html', content: '<!DOCTYPE html><title>Home</title>' },
      { path: 'share/home-94adfe14ba.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) },
      { path: '404.html', content: '<!DOCTYPE html><title>Not found</title>' },
    ]);
    // The first read goes through the app and reads the file; the second is answered from memory.
    for (let read = 0; read < 2; read++) {
      const image = await h.request('/cache-policy-test/share/home-94adfe14ba.jpg');
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await h.request('/cache-policy-test')).headers.get('cache-control')).toContain('must-revalidate');
    }
    const missing = await h.request('/cache-policy-test/share/nothing-0123456789abcdef.jpg');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toContain('must-revalidate');
  });

  it('sends precompressed HTML, and the same page unzipped to a client that takes neither encoding', async () => {
    const br = await h.request('/sharp-edge-barbers', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await h.request('/sharp-edge-barbers', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await h.request('/sharp-edge-barbers');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    // One page, one validator, whichever encoding is sent.
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(1);
    const head = await h.request('/sharp-edge-barbers', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(plain.headers.get('content-length'));
    // The not-found page of a site is kept the same way.
    const missing = await h.request('/sharp-edge-barbers/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Service Not Found');
  });

  it("answers 500 with the product's error page, unzipped from the release, when serving fails", async () => {
    const handler = createSiteHandler({
      liveRoot: dataPaths(h.config).live,
      assets: [],
      baseDomain: h.config.baseDomain,
      customDomain: () => undefined,
      adminApp: {
        assets: () => Promise.reject(new Error('broken admin assets')),
        page: () => Promise.reject(new Error('broken admin page')),
      } as unknown as ReturnType<typeof createAdminApp>,
    });
    const app = new Hono().all('*', handler.handle);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await app.request('http://localhost:3000/login');
    errors.mockRestore();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('Something went wrong');
  });

  it('serves a page with or without a trailing slash, from one file per page', async () => {
    const plain = await text('/prestige-mobile-detailing/areas/mesa-az');
    const slash = await text('/prestige-mobile-detailing/areas/mesa-az/');
    expect(plain.res.status).toBe(200);
    expect(slash.html).toBe(plain.html);
    expect(plain.html).toContain('Mesa');
    const release = await fs.realpath(path.join(dataPaths(h.config).live, 'prestige-mobile-detailing'));
    expect((await fs.readdir(path.join(release, 'areas'))).filter((f) => f.startsWith('mesa-az'))).toEqual([
      'mesa-az.html.br',
      'mesa-az.html.gz',
    ]);
    expect((await text('/prestige-mobile-detailing/areas/nowhere-xx')).res.status).toBe(404);
  });

  it('never serves release bookkeeping or files outside a site', async () => {
    for (const url of [
      '/sharp-edge-barbers/_release.json',
      '/sharp-edge-barbers/_hashes.json',
      '/sharp-edge-barbers/..%2f..%2fpackage.json',
      '/_astro/..%2f..%2f..%2fpackage.json',
    ]) {
      const res = await h.request(url);
      expect(res.status, url).toBe(404);
    }
  });

  it('sets security headers on pages', async () => {
    const res = await h.request('/sharp-edge-barbers');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('routes, texts and states of spec 1 on the public sites', () => {
  const redirectOf = async (url: string, init?: RequestInit) => {
    const res = await h.request(url, init);
    return { status: res.status, location: res.headers.get('location') };
  };

  it('redirects /preview/, /preview/{industry}, the catch-all and lawn-care-preview to the preview sites, keeping the query', async () => {
    expect(await redirectOf('/preview/?t=abc')).toEqual({ status: 301, location: '/preview?t=abc' });
    expect(await redirectOf('/preview/no-such-industry/deep?t=abc')).toEqual({ status: 302, location: '/mobile-detailing-preview?t=abc' });
    expect(await redirectOf('/preview/barber')).toEqual({ status: 301, location: '/barber-preview' });
    expect(await redirectOf('/preview/lawn-care/services/lawn-mowing?t=abc')).toEqual({
      status: 301,
      location: '/lawncare-preview/services/lawn-mowing?t=abc',
    });
    expect(await redirectOf('/lawn-care-preview')).toEqual({ status: 301, location: '/lawncare-preview' });
    for (const target of ['/mobile-detailing-preview', '/barber-preview', '/lawncare-preview', '/lawncare-preview/services/lawn-mowing']) {
      expect((await h.request(target)).status, target).toBe(200);
    }
  });

  it('redirects /service/{slug} and the service slug aliases to the one canonical service page, by path, subdomain and in previews', async () => {
    const home = '/prestige-mobile-detailing';
    expect(await redirectOf(`${home}/service/ceramic-coating?t=tok`)).toEqual({
      status: 301,
      location: `${home}/services/ceramic-coating?t=tok`,
    });
    expect(await redirectOf(`${home}/services/paint-protection-film`)).toEqual({ status: 301, location: `${home}/services/ppf` });
    expect(await redirectOf(`${home}/service/ppf-installation/`)).toEqual({ status: 301, location: `${home}/services/ppf` });
    const host = { headers: { Host: 'prestige-mobile-detailing.localhost' } };
    expect(await redirectOf('http://127.0.0.1/services/paint-protection-film', host)).toEqual({ status: 301, location: '/services/ppf' });
    expect(await redirectOf('http://127.0.0.1/service/ppf', host)).toEqual({ status: 301, location: '/services/ppf' });
    expect(await redirectOf('/mobile-detailing-preview/services/ppf-installation')).toEqual({
      status: 301,
      location: '/mobile-detailing-preview/services/ppf',
    });
    const page = await text(`${home}/services/ppf`);
    expect(page.res.status).toBe(200);
    // The canonical URL stays the one page address; the aliases are not in the sitemap.
    expect(page.html).toContain(`<link rel="canonical" href="http://localhost:3000${home}/services/ppf"`);
    expect((await text(`${home}/sitemap.xml`)).html).not.toMatch(/paint-protection-film|ppf-installation|\/service\//);
    const unknown = await text(`${home}/service/teleportation`);
    expect(unknown.res.status).toBe(404);
    expect(unknown.html).toContain('Service Not Found');
  });

  it('titles the services section "Our Services" by default, and the owner\'s title when set', async () => {
    for (const url of [...DEMO.map((slug) => `/${slug}`), '/lawncare-preview', '/barber-preview']) {
      const { html } = await text(url);
      expect(html, url).toMatch(/<h2[^>]*id="services-title"[^>]*>\s*Our Services\s*</);
    }
    const tenant = await h.db.select().from(schema.tenants).where(eq(schema.tenants.slug, 'sparkle-home-cleaning')).get();
    await h.db.update(schema.websiteContent).set({ servicesTitle: 'What We Clean' }).where(eq(schema.websiteContent.tenantId, tenant!.id));
    await publishTenant(await publishContext(), 'sparkle-home-cleaning');
    expect((await text('/sparkle-home-cleaning')).html).toMatch(/id="services-title"[^>]*>\s*What We Clean\s*</);
  });

  it('tells a preview visitor in the quote dialog itself, not after sending, that requests are not sent; a live site does not', async () => {
    // In the dialog's own markup (not the form fetched on demand), so it shows the moment the dialog opens.
    const preview = (await text('/pet-grooming-preview')).html;
    const dialog = preview.slice(preview.indexOf('<dialog id="quote-modal"'), preview.indexOf('data-quote-root'));
    expect(dialog).toContain('aria-describedby="quote-preview-notice"');
    expect(dialog).toContain('id="quote-preview-notice"');
    expect(dialog).toContain(PREVIEW_QUOTE_MESSAGE);
    expect((await text('/pampered-paws-grooming')).html).not.toContain(PREVIEW_QUOTE_MESSAGE);
    expect((await text('/pampered-paws-grooming/fragments/quote-form.html')).html).not.toContain(PREVIEW_QUOTE_MESSAGE);
  });

  it('shows no rating summary and no AggregateRating for a live business without reviews', async () => {
    const slug = 'sharp-edge-barbers';
    const tenant = await h.db.select().from(schema.tenants).where(eq(schema.tenants.slug, slug)).get();
    await h.db.delete(schema.reviews).where(eq(schema.reviews.tenantId, tenant!.id));
    await publishTenant(await publishContext(), slug);
    const home = await text(`/${slug}`);
    expect(home.html).toContain('No reviews available');
    const pages = [home.html, (await text(`/${slug}/services/skin-fade`)).html, (await text(`/${slug}/areas/franklin-tn`)).html];
    for (const html of pages) {
      expect(html).not.toContain('data-rating-summary');
      expect(html).not.toMatch(/\d reviews\)|from [\d,]+ reviews/);
      expect(JSON.stringify(jsonLd(html))).not.toContain('AggregateRating');
    }
    // The same industry's preview, with its demo reviews, still shows its rating.
    expect((await text('/barber-preview')).html).toContain('data-rating-summary');
  });
});

async function publishContext() {
  const paths = dataPaths(h.config);
  return {
    db: h.db,
    renderer: await PageRenderer.load(h.config.siteBuildDir),
    target: new FsDeployTarget(paths.releases, paths.live),
    origin: h.config.publicUrl,
  };
}

/** A second server on the same data, so the custom domain inserted above is loaded at start. */
async function startHarnessForDomains() {
  const { composeServer } = await import('#api/compose.ts');
  const { app } = await composeServer(h.config, h.db);
  return { request: (url: string, init?: RequestInit) => Promise.resolve(app.request(url, init)) };
}
