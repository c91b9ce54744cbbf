/**
 * Every kind of page the product serves is valid HTML by the W3C Nu checker: the pages are fetched
 * from the real app after the demo is published, saved to a temp directory and checked in one run.
 */
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataPaths } from '../../api/config.ts';
import { ERROR_PAGE_FILE, PLATFORM_SITE } from '../../build-scripts/publish.ts';
import { startHarness, type Harness } from './harness.ts';
import { checkHtml, formatVnuMessage, type VnuMessage } from './vnu.ts';

let h: Harness;
let dir: string;
beforeAll(async () => {
  h = await startHarness();
  dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-vnu-'));
});
afterAll(() => {
  h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The first page of each kind listed in a tenant's sitemap, as site paths. */
async function sitemapPages(slug: string): Promise<{ service: string; city: string }> {
  const xml = await (await h.request(`/${slug}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const service = paths.find((p) => p.includes('/services/'));
  const city = paths.find((p) => p.includes('/areas/'));
  if (!service || !city) throw new Error(`${slug}: the sitemap lists no service or no city page`);
  return { service, city };
}

/** The product's error page as the server sends it when answering fails (kept gzipped in the platform release). */
async function errorPage(): Promise<string> {
  const release = await fs.realpath(path.join(dataPaths(h.config).live, PLATFORM_SITE));
  return gunzipSync(await fs.readFile(path.join(release, `${ERROR_PAGE_FILE}.gz`))).toString('utf8');
}

/** One line per distinct message, with how often it came and where first. */
function summarize(messages: VnuMessage[]): string {
  const byText = new Map<string, VnuMessage[]>();
  for (const m of messages) byText.set(m.message, [...(byText.get(m.message) ?? []), m]);
  return [...byText.values()].map((same) => `${same.length} x ${formatVnuMessage(same[0]!)}`).join('\n');
}

describe('valid HTML (W3C Nu checker)', () => {
  it('finds no error on any kind of page', async () => {
    const pages: { name: string; url: string; status: number }[] = [
      { name: 'landing', url: '/', status: 200 },
      { name: 'pricing', url: '/pricing', status: 200 },
      { name: 'onboard', url: '/onboard', status: 200 },
      { name: '403-not-approved', url: '/pending-demo', status: 403 },
      { name: '404-no-tenant', url: '/no-such-business', status: 404 },
      { name: '404-service-not-found', url: '/prestige-mobile-detailing/services/teleportation', status: 404 },
    ];
    for (const slug of h.summary.tenants) {
      const { service, city } = await sitemapPages(slug);
      pages.push({ name: `${slug}-home`, url: `/${slug}`, status: 200 }, { name: `${slug}-service`, url: service, status: 200 }, { name: `${slug}-city`, url: city, status: 200 });
    }
    for (const preview of h.summary.previews) pages.push({ name: `${preview}-home`, url: `/${preview}`, status: 200 });
    expect(h.summary.tenants.length).toBeGreaterThan(0);
    expect(h.summary.previews.length).toBeGreaterThan(0);

    const files: string[] = [];
    const fragments = new Set<string>();
    for (const page of pages) {
      const res = await h.request(page.url);
      expect(res.status, page.url).toBe(page.status);
      const html = await res.text();
      for (const m of html.matchAll(/data-fragment-src="([^"]+)"/g)) fragments.add(m[1]!);
      const file = path.join(dir, `${page.name}.html`);
      await fs.writeFile(file, html);
      files.push(file);
    }
    // A dialog's body is fetched on demand and put into the page's <body>: it is checked there.
    expect(fragments.size).toBeGreaterThan(0);
    for (const url of fragments) {
      const res = await h.request(url);
      expect(res.status, url).toBe(200);
      const file = path.join(dir, `fragment${url.replace(/[^a-z0-9]+/gi, '-')}.html`);
      await fs.writeFile(file, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${url}</title></head><body>${await res.text()}</body></html>`);
      files.push(file);
    }
    const error = path.join(dir, 'error.html');
    await fs.writeFile(error, await errorPage());
    files.push(error);

    const messages = await checkHtml(files);
    const warnings = messages.filter((m) => m.type === 'info');
    if (warnings.length) console.log(`vnu warnings and notes:\n${summarize(warnings)}`);
    const errors = messages.filter((m: VnuMessage) => m.type !== 'info');
    // A file the checker could not read is a non-document error, so it fails here too.
    expect(errors.map(formatVnuMessage)).toEqual([]);
  }, 180_000);
});
