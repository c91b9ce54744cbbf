/**
 * Publishes every site: the product pages, the industry previews and every tenant, with a progress
 * bar. One failing site does not stop the others; failures are returned (and make the CLI exit 1).
 */
import { progressBar } from './progress.ts';
import { allTenantSlugs, publishPlatform, publishPreviews, publishTenant, type PublishContext } from './publish.ts';

export interface RebuildSummary {
  tenants: string[];
  previews: string[];
  pages: number;
  seconds: number;
  failures: { siteKey: string; error: string }[];
}

export async function publishEverything(ctx: PublishContext): Promise<RebuildSummary> {
  const started = Date.now();
  const failures: RebuildSummary['failures'] = [];
  let pages = 0;
  const platform = await publishPlatform(ctx);
  const previews = await publishPreviews(ctx);
  pages += platform.pages + previews.reduce((n, p) => n + p.pages, 0);
  const slugs = await allTenantSlugs(ctx.db);
  const bar = progressBar('publishing tenants', slugs.length);
  const published: string[] = [];
  for (const [i, slug] of slugs.entries()) {
    try {
      const outcome = await publishTenant(ctx, slug);
      pages += outcome.pages;
      if (outcome.status === 200) published.push(slug);
    } catch (error) {
      failures.push({ siteKey: slug, error: error instanceof Error ? error.message : String(error) });
    }
    bar.update(i + 1, slug);
  }
  const seconds = (Date.now() - started) / 1000;
  console.error(
    `published ${slugs.length} tenants, ${previews.length} previews and the product pages: ${pages} pages in ${seconds.toFixed(2)} s${failures.length ? `, ${failures.length} failed` : ''}`,
  );
  return { tenants: published, previews: previews.map((p) => p.siteKey), pages, seconds, failures };
}
