/**
 * HTML rendered once per site and variant, repeated on the site's other pages (see RenderOnce.astro).
 * Keyed by the site object itself: a publish renders all pages of one freshly loaded site, so
 * nothing outlives that publish and no page of another publish can see it.
 */
const renderedBySite = new WeakMap<object, Map<string, string>>();

export function renderedOnce(site: object, key: string): string | undefined {
  return renderedBySite.get(site)?.get(key);
}

export function rememberRendered(site: object, key: string, html: string): void {
  let byKey = renderedBySite.get(site);
  if (!byKey) renderedBySite.set(site, (byKey = new Map()));
  byKey.set(key, html);
}
