/**
 * No dead links: a crawl of the published demo through the real app, from every tenant home page,
 * every preview, the product pages, the status pages, robots.txt and the sitemaps. Every same-origin
 * URL a page refers to (links, canonical and alternate URLs, manifest, icons, images, scripts,
 * on-demand fragments, sitemap entries) is fetched once and must answer 200; every in-page anchor
 * must name an element of its page; external, tel: and mailto: links must be well-formed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_PAGE_FILE } from '#build/deploy/release-format.ts';
import { startHarness, type Harness } from './harness.ts';
import { pagesOfEveryKind, productErrorPage } from './page-kinds.ts';

let h: Harness;
let origin: string;
beforeAll(async () => {
  h = await startHarness();
  origin = new URL(h.config.publicUrl).origin;
});
afterAll(() => h?.close());

interface Crawl {
  /** Same-origin URL (path and query) -> status. */
  fetched: Map<string, number>;
  /** Same-origin URL -> the first page that referred to it. */
  referrer: Map<string, string>;
  external: Set<string>;
  /** Element ids of each HTML page read. */
  ids: Map<string, Set<string>>;
  /** URLs of markup a page fetches and puts into itself: its anchors may name the page's elements. */
  fragments: Set<string>;
  /** Links to an element of another page ("/acme#services"), checked once that page is read. */
  anchors: { from: string; url: string; id: string }[];
  problems: string[];
}

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every URL a page refers to (href, src, srcset candidates, on-demand fragments), and whether it is a fragment of the page. */
function referencesIn(html: string): { ref: string; fragment: boolean }[] {
  const out: { ref: string; fragment: boolean }[] = [];
  for (const m of html.matchAll(/\s(href|src|srcset|data-fragment-src)="([^"]*)"/gi)) {
    const [attribute, value] = [m[1]!.toLowerCase(), decode(m[2]!)];
    if (attribute === 'srcset')
      out.push(
        ...value
          .split(',')
          .map((c) => ({ ref: c.trim().split(/\s+/)[0]!, fragment: false }))
          .filter((c) => c.ref),
      );
    else out.push({ ref: value, fragment: attribute === 'data-fragment-src' });
  }
  return out;
}

function idsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]!)));
}

/** Checks a reference from `page`; returns the same-origin URL to fetch (path and query), if any. */
function classify(ref: string, page: string, ids: Set<string>, crawl: Crawl): string | undefined {
  if (ref === '') {
    crawl.problems.push(`${page}: empty link`);
    return undefined;
  }
  // Inline data is not a link.
  if (/^data:/i.test(ref)) return undefined;
  if (ref.startsWith('#')) {
    // "#" alone is the top of the page; any other anchor must name an element of this page.
    if (ref.length > 1 && !ids.has(decodeURIComponent(ref.slice(1)))) crawl.problems.push(`${page}: anchor ${ref} names no element`);
    return undefined;
  }
  if (/^tel:/i.test(ref)) {
    if (!/^tel:\+[1-9]\d{6,14}$/.test(ref)) crawl.problems.push(`${page}: malformed ${ref}`);
    return undefined;
  }
  if (/^mailto:/i.test(ref)) {
    if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}(\?.*)?$/i.test(ref)) crawl.problems.push(`${page}: malformed ${ref}`);
    return undefined;
  }
  if (!URL.canParse(ref, `${origin}${page}`)) {
    crawl.problems.push(`${page}: malformed URL ${ref}`);
    return undefined;
  }
  const url = new URL(ref, `${origin}${page}`);
  if (url.origin === origin && url.hash.length > 1)
    crawl.anchors.push({ from: page, url: url.pathname + url.search, id: decodeURIComponent(url.hash.slice(1)) });
  if (url.origin !== origin) {
    if (url.protocol !== 'https:' || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || /\s/.test(ref)) {
      crawl.problems.push(`${page}: malformed external link ${ref}`);
    }
    crawl.external.add(url.href);
    return undefined;
  }
  return url.pathname + url.search;
}

async function crawl(start: string[], extraPages: { name: string; html: string }[]): Promise<Crawl> {
  const result: Crawl = {
    fetched: new Map(),
    referrer: new Map(),
    external: new Set(),
    ids: new Map(),
    fragments: new Set(),
    anchors: [],
    problems: [],
  };
  const queue = [...start];
  const enqueue = (url: string | undefined, from: string) => {
    if (url === undefined || result.fetched.has(url) || result.referrer.has(url)) return;
    result.referrer.set(url, from);
    queue.push(url);
  };
  const follow = (page: string, body: string) => {
    const ids = idsIn(body);
    if (result.fragments.has(page)) for (const id of result.ids.get(result.referrer.get(page)!) ?? []) ids.add(id);
    result.ids.set(page, ids);
    for (const { ref, fragment } of referencesIn(body)) {
      const url = classify(ref, page, ids, result);
      if (url !== undefined && fragment) result.fragments.add(url);
      enqueue(url, page);
    }
  };
  for (const { name, html } of extraPages) follow(name, html);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (result.fetched.has(url)) continue;
    const res = await h.request(url);
    result.fetched.set(url, res.status);
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) follow(url, await res.text());
    else if (/xml/.test(type))
      for (const m of (await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) enqueue(classify(decode(m[1]!), url, new Set(), result), url);
    else if (/^text\/plain/.test(type) && url.endsWith('robots.txt'))
      for (const m of (await res.text()).matchAll(/^Sitemap:\s*(\S+)/gim)) enqueue(classify(m[1]!, url, new Set(), result), url);
    else if (/manifest\+json|application\/json/.test(type) && url.endsWith('.webmanifest')) {
      const manifest = (await res.json()) as { start_url?: string; icons?: { src: string }[] };
      for (const ref of [manifest.start_url, ...(manifest.icons ?? []).map((i) => i.src)])
        if (ref) enqueue(classify(ref, url, new Set(), result), url);
    } else await res.arrayBuffer();
  }
  for (const { from, url, id } of result.anchors) {
    if (result.fetched.get(url) === 200 && !result.ids.get(url)?.has(id))
      result.problems.push(`${from}: ${url}#${id} names no element of that page`);
  }
  return result;
}

describe('no dead links', () => {
  it('answers 200 for every same-origin URL the published pages refer to', async () => {
    const pages = await pagesOfEveryKind(h);
    const start = [
      ...pages.map((p) => p.url),
      '/robots.txt',
      '/sitemap.xml',
      ...h.summary.tenants.flatMap((slug) => [`/${slug}/robots.txt`, `/${slug}/sitemap.xml`]),
    ];
    // The error page is sent for any URL that fails; its links are read as if from its file in the platform release.
    const result = await crawl(start, [{ name: `/${ERROR_PAGE_FILE}`, html: await productErrorPage(h) }]);

    const expected = new Map(pages.map((p) => [p.url, p.status]));
    const dead = [...result.fetched]
      .filter(([url, status]) => status !== (expected.get(url) ?? 200))
      .map(([url, status]) => `${url} answers ${status} (linked from ${result.referrer.get(url) ?? 'the start'})`);
    console.log(`crawled ${result.ids.size} pages, ${result.fetched.size} URLs, ${result.external.size} external links`);
    expect([...dead, ...result.problems]).toEqual([]);
    expect(result.external.size).toBeGreaterThan(0);
    // Book Now leads somewhere on every live site: the booking pages were crawled, with a service chosen too.
    expect([...result.fetched.keys()].some((url) => /^\/[a-z0-9-]+\/booking$/.test(url))).toBe(true);
    expect([...result.fetched.keys()].some((url) => /^\/[a-z0-9-]+\/booking\?service=/.test(url))).toBe(true);
  }, 120_000);
});
