/**
 * What a city page says where its owner wrote nothing (the city-page editor shows it beside each
 * field): the page planned as a publish would, without the owner's texts, and its SEO head.
 */
import type { CityPageView } from '#core/site/types.ts';
import { seoForPage } from '#core/site/seo.ts';
import type { Db } from '#db/client.ts';
import { planSitePages } from '#site/data/site-data.ts';
import { loadTenantSite } from './load-site.ts';

export interface GeneratedCityPage {
  seoTitle: string;
  seoDescription: string;
  city: CityPageView;
}

/** The generated page of the area whose page is at `areaPath` ("/areas/mesa-az/"); undefined when the site has no such page. */
export async function generatedCityPage(db: Db, slug: string, origin: string, areaPath: string): Promise<GeneratedCityPage | undefined> {
  const load = await loadTenantSite(db, slug, origin);
  if (load.status !== 'ok') return undefined;
  const site = { ...load.site, cityPages: {} };
  const path = `${site.basePath}${areaPath}`;
  const page = planSitePages(site).find((p) => p.page.kind === 'city' && `${p.page.area.href}/` === path)?.page;
  if (page?.kind !== 'city') return undefined;
  const head = seoForPage(page);
  return { seoTitle: head.title, seoDescription: head.description, city: page.city };
}
