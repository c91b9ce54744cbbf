/**
 * One real page of every kind the product serves, from the demo the harness publishes: what the
 * HTML, structured-data and link tests run on.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dataPaths } from '#db/config.ts';
import { ERROR_PAGE_FILE, PLATFORM_SITE } from '#build/deploy/release-format.ts';
import type { Harness } from './harness.ts';

export type PageKind =
  | 'landing'
  | 'pricing'
  | 'onboard'
  | 'tenant-onboarding'
  | 'not-approved'
  | 'no-tenant'
  | 'service-not-found'
  | 'home'
  | 'service'
  | 'city'
  | 'booking'
  | 'review'
  | 'estimate'
  | 'preview'
  /** /preview, the page of a prospect's preview link, before it has verified anything. */
  | 'preview-link';

export interface PageOfKind {
  kind: PageKind;
  /** Unique, usable as a file name. */
  name: string;
  url: string;
  status: number;
}

/** The first service and the first city page a tenant's sitemap lists, as paths. */
async function sitemapPages(h: Harness, slug: string): Promise<{ service: string; city: string }> {
  const xml = await (await h.request(`/${slug}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const service = paths.find((p) => p.includes('/services/'));
  const city = paths.find((p) => p.includes('/areas/'));
  if (!service || !city) throw new Error(`${slug}: the sitemap lists no service or no city page`);
  return { service, city };
}

/** The product pages, the status pages, every demo tenant's home, a service, a city, the booking page and the review form, and every preview. */
export async function pagesOfEveryKind(h: Harness): Promise<PageOfKind[]> {
  if (h.summary.tenants.length === 0 || h.summary.previews.length === 0) throw new Error('the harness published no tenant or no preview');
  const pages: PageOfKind[] = [
    { kind: 'landing', name: 'landing', url: '/', status: 200 },
    { kind: 'pricing', name: 'pricing', url: '/pricing', status: 200 },
    { kind: 'onboard', name: 'onboard', url: '/onboard', status: 200 },
    { kind: 'tenant-onboarding', name: 'tenant-onboarding', url: '/tenant-onboarding', status: 200 },
    { kind: 'preview-link', name: 'preview-link', url: '/preview', status: 200 },
    { kind: 'not-approved', name: '403-not-approved', url: '/pending-demo', status: 403 },
    { kind: 'no-tenant', name: '404-no-tenant', url: '/no-such-business', status: 404 },
    { kind: 'service-not-found', name: '404-service-not-found', url: `/${h.summary.tenants[0]}/services/teleportation`, status: 404 },
  ];
  for (const slug of h.summary.tenants) {
    const { service, city } = await sitemapPages(h, slug);
    pages.push(
      { kind: 'home', name: `${slug}-home`, url: `/${slug}`, status: 200 },
      { kind: 'service', name: `${slug}-service`, url: service, status: 200 },
      { kind: 'city', name: `${slug}-city`, url: city, status: 200 },
      { kind: 'booking', name: `${slug}-booking`, url: `/${slug}/booking`, status: 200 },
      { kind: 'review', name: `${slug}-review`, url: `/${slug}/review`, status: 200 },
      { kind: 'estimate', name: `${slug}-estimate`, url: `/${slug}/estimate`, status: 200 },
    );
  }
  for (const preview of h.summary.previews) pages.push({ kind: 'preview', name: `${preview}-home`, url: `/${preview}`, status: 200 });
  return pages;
}

/** The product's error page as the server sends it when answering fails (kept gzipped in the platform release). */
export async function productErrorPage(h: Harness): Promise<string> {
  const release = await fs.realpath(path.join(dataPaths(h.config).live, PLATFORM_SITE));
  return gunzipSync(await fs.readFile(path.join(release, `${ERROR_PAGE_FILE}.gz`))).toString('utf8');
}
