/** Helpers of the SEO card's search-result preview. */

/** The home page's <title> and meta description, from its HTML. */
export function generatedHomeSeo(html: string): { title: string; description: string } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return {
    title: doc.querySelector('title')?.textContent?.trim() ?? '',
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
  };
}

/** The address as a search result prints it: host, then the path's parts after "›". */
export function searchResultUrl(siteUrl: string): string {
  try {
    const url = new URL(siteUrl);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return [url.host, ...parts].join(' › ');
  } catch {
    return siteUrl;
  }
}
