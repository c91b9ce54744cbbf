/**
 * Renders pages with the built Astro server bundle, in-process (see astro-adapter.ts): one import
 * per process, then each page is a function call. Output is the list of files of one site.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fragmentFile, newSiteParts, type SiteParts } from '#core/site/parts.ts';
import type { PageData, TenantSite } from '#core/site/types.ts';
import { planSitePages, siteRedirects, indexedPaths } from '#site/data/site-data.ts';
import { pageFile, RELEASE_META_FILE, type ReleaseMeta } from '../deploy/release-format.ts';
import { iconSvg, robotsTxt, sitemapXml, webManifest } from './site-files.ts';

interface AstroApp {
  render(request: Request, options?: { locals?: object }): Promise<Response>;
}

export interface SiteFile {
  /** Path relative to the site root, e.g. "services/ppf.html". */
  path: string;
  /** Rendered pages stay the UTF-8 bytes the renderer produced: decoding and re-encoding 100 KB pages costs more than it seems. */
  content: string | Uint8Array;
}

export class PageRenderer {
  private constructor(private readonly app: AstroApp) {}

  static async load(siteBuildDir: string): Promise<PageRenderer> {
    const entry = path.join(siteBuildDir, 'server', 'entry.mjs');
    if (!existsSync(entry)) throw new Error(`The site bundle is missing (${entry}); run "npm run build" first`);
    const mod = (await import(pathToFileURL(entry).href)) as { app: AstroApp };
    return new PageRenderer(mod.app);
  }

  /** One page. `siteParts`: shared by the pages of one site in one publish (see core/site/parts.ts). */
  async render(urlPath: string, page: PageData, siteParts?: SiteParts): Promise<{ status: number; html: Uint8Array }> {
    const response = await this.app.render(new Request(`http://render.internal${urlPath}`), { locals: { page, siteParts } });
    const html = new Uint8Array(await response.arrayBuffer());
    if (response.status >= 500 && page.kind !== 'error') {
      throw new Error(`Rendering ${urlPath} failed with ${response.status}: ${Buffer.from(html).toString('utf8', 0, 300)}`);
    }
    return { status: response.status, html };
  }

  /** Every file of a live site: pages, the not-found page, on-demand fragments, sitemap, robots, manifest, icon. */
  async renderSite(site: TenantSite, renderedAt = new Date()): Promise<SiteFile[]> {
    const planned = planSitePages(site);
    const parts = newSiteParts();
    const files: SiteFile[] = [];
    for (const { path: urlPath, page } of planned) {
      const { html } = await this.render(urlPath, page, parts);
      files.push({ path: pageFile(site.basePath, urlPath), content: html });
    }
    const notFound = await this.render(`${site.basePath}/__not-found`, { kind: 'service-not-found', site }, parts);
    files.push({ path: '404.html', content: notFound.html });
    for (const [name, html] of parts.onDemand) files.push({ path: fragmentFile(name), content: html });
    files.push({
      path: 'sitemap.xml',
      content: sitemapXml(site, indexedPaths(planned), renderedAt),
    });
    files.push({ path: 'robots.txt', content: robotsTxt(site) });
    files.push({ path: 'manifest.webmanifest', content: webManifest(site) });
    files.push({ path: 'icon.svg', content: iconSvg(site) });
    const meta: ReleaseMeta = {
      status: 200,
      pages: planned.length,
      renderedAt: renderedAt.toISOString(),
      redirects: siteRedirects(site, planned),
    };
    files.push({ path: RELEASE_META_FILE, content: JSON.stringify(meta) });
    return files;
  }

  /** A tenant that exists but is not approved gets a single 403 page. */
  async renderNotApproved(businessName: string, renderedAt = new Date()): Promise<SiteFile[]> {
    const page: PageData = { kind: 'tenant-status', status: 403, code: 'TENANT_NOT_APPROVED', businessName };
    const { html } = await this.render('/__status/403', page);
    const meta: ReleaseMeta = { status: 403, code: 'TENANT_NOT_APPROVED', pages: 0, renderedAt: renderedAt.toISOString() };
    return [
      { path: '403.html', content: html },
      { path: RELEASE_META_FILE, content: JSON.stringify(meta) },
    ];
  }
}
