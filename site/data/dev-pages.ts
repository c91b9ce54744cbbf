import { INDUSTRIES } from '#core/content/types.ts';
import type { PageData } from '#core/site/types.ts';
import { platformPages } from './platform-pages.ts';
import { buildPreviewSite, planSitePages } from './site-data.ts';

/** For `astro dev` only (site/middleware.ts): the page a URL shows, from bundled content. */
export function resolveDevPage(url: URL): PageData | undefined {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const origin = url.origin;
  const platform = platformPages(origin).find((p) => p.path === path);
  if (platform) return platform.page;
  for (const industry of INDUSTRIES) {
    const base = `/${industry}-preview`;
    if (path !== base && !path.startsWith(`${base}/`)) continue;
    const site = buildPreviewSite(industry, origin);
    return planSitePages(site).find((p) => p.path === path)?.page ?? { kind: 'service-not-found', site };
  }
  return { kind: 'tenant-status', status: 404, code: 'NO_TENANT_CONTEXT' };
}
