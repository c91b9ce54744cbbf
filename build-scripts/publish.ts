/**
 * Publishing: render a site with the warm renderer and deploy it as a new live release.
 * Tenants are keyed by slug; the product's own pages by PLATFORM_SITE; previews by "{industry}-preview".
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { purgeRetiredUploads } from '#db/upload-retention.ts';
import { INDUSTRIES } from '#core/content/types.ts';
import type { DeployResult, DeployTarget } from './deploy/target.ts';
import { loadTenantSite, PUBLIC_STATUSES } from './render/load-site.ts';
import { platformPages, previewShellPage } from '#site/data/platform-pages.ts';
import { validateTenantConfig } from './render/tenant-config.ts';
import { type BrandAssetDirs, brandAssets } from './render/brand-assets.ts';
import { ERROR_PAGE_FILE, PLATFORM_SITE, pageFile, RELEASE_META_FILE, type ReleaseMeta } from './deploy/release-format.ts';
import type { PageRenderer, SiteFile } from './render/renderer.ts';
import { buildPreviewSite } from '#site/data/site-data.ts';
import { platformRobotsTxt, platformSitemapXml } from './render/site-files.ts';

export interface PublishContext {
  db: Db;
  renderer: PageRenderer;
  target: DeployTarget;
  origin: string;
  /** Where uploaded images live; given, each publish deletes images retired before its oldest kept release. */
  uploadsDir?: string;
  /** Given, a tenant's publish draws its icons and share images from its logo (render/brand-assets.ts). */
  brandAssets?: BrandAssetDirs;
}

export type PublishOutcome = DeployResult & { siteKey: string; pages: number; status: ReleaseMeta['status'] };

export async function publishTenant(ctx: PublishContext, slug: string): Promise<PublishOutcome> {
  const loaded = await loadTenantSite(ctx.db, slug, ctx.origin);
  if (loaded.status === 'not-found') throw new Error(`Tenant ${slug} not found`);
  let files: SiteFile[];
  if (loaded.status === 'ok') {
    validateTenantConfig(loaded.site, 'approved');
    const brand = ctx.brandAssets ? await brandAssets(loaded.site, ctx.brandAssets) : undefined;
    const site = brand ? { ...loaded.site, icons: brand.icons, shareImages: brand.shareImages } : loaded.site;
    files = [...(await ctx.renderer.renderSite(site)), ...(brand?.files ?? [])];
  } else {
    files = await ctx.renderer.renderNotApproved(loaded.businessName);
  }
  const result = await ctx.target.deploy(slug, files);
  const pages = countPages(files);
  await ctx.db.insert(s.releases).values({ id: result.releaseId, tenantId: loaded.tenantId, pages, bytes: result.bytes });
  if (ctx.uploadsDir) await purgeRetiredUploads(ctx.db, ctx.uploadsDir, loaded.tenantId, result.oldestKeptAt);
  return { ...result, siteKey: slug, pages, status: loaded.status === 'ok' ? 200 : 403 };
}

/** The landing, pricing and onboard pages plus the product's 404 page. */
export async function publishPlatform(ctx: PublishContext): Promise<PublishOutcome> {
  const pages = platformPages(ctx.origin);
  const files: SiteFile[] = [];
  for (const { path, page } of pages) {
    const { html } = await ctx.renderer.render(path, page);
    files.push({ path: pageFile('', path === '/' ? '' : path), content: html });
  }
  // The page of preview links; a prospect's preview is not for search engines, so it stays out of the sitemap.
  files.push({ path: pageFile('', '/preview'), content: (await ctx.renderer.render('/preview', previewShellPage(ctx.origin))).html });
  const notFound = await ctx.renderer.render('/__status/404', { kind: 'tenant-status', status: 404, code: 'NO_TENANT_CONTEXT' });
  files.push({ path: '404.html', content: notFound.html });
  files.push({ path: ERROR_PAGE_FILE, content: (await ctx.renderer.render('/__status/500', { kind: 'error' })).html });
  files.push({
    path: 'sitemap.xml',
    content: platformSitemapXml(
      ctx.origin,
      pages.map((p) => p.path),
    ),
  });
  // Crawlers read robots.txt only at a host's root, so it points at every live tenant's sitemap.
  const live = await ctx.db
    .select({ slug: s.tenants.slug })
    .from(s.tenants)
    .where(inArray(s.tenants.status, [...PUBLIC_STATUSES]));
  files.push({
    path: 'robots.txt',
    content: platformRobotsTxt(
      ctx.origin,
      live.map((t) => `${ctx.origin}/${t.slug}/sitemap.xml`),
    ),
  });
  const meta: ReleaseMeta = { status: 200, pages: pages.length, renderedAt: new Date().toISOString() };
  files.push({ path: RELEASE_META_FILE, content: JSON.stringify(meta) });
  const result = await ctx.target.deploy(PLATFORM_SITE, files);
  return { ...result, siteKey: PLATFORM_SITE, pages: pages.length, status: 200 };
}

export async function publishPreviews(ctx: PublishContext): Promise<PublishOutcome[]> {
  const out: PublishOutcome[] = [];
  for (const industry of INDUSTRIES) {
    const site = buildPreviewSite(industry, ctx.origin);
    const files = await ctx.renderer.renderSite(site);
    const key = site.basePath.slice(1);
    out.push({ ...(await ctx.target.deploy(key, files)), siteKey: key, pages: countPages(files), status: 200 });
  }
  return out;
}

export async function allTenantSlugs(db: Db): Promise<string[]> {
  const rows = await db.select({ slug: s.tenants.slug }).from(s.tenants).orderBy(s.tenants.id);
  return rows.map((r) => r.slug);
}

export async function tenantExists(db: Db, slug: string): Promise<boolean> {
  return (await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, slug)).get()) !== undefined;
}

/** The pages of a rendered site, as its release metadata counts them. */
export function countPages(files: SiteFile[]): number {
  const meta = files.find((f) => f.path === RELEASE_META_FILE);
  return meta ? (JSON.parse(Buffer.from(meta.content).toString('utf8')) as ReleaseMeta).pages : 0;
}
