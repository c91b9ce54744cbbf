/**
 * The release format: the files and metadata a deploy writes and the server reads. The pipeline
 * owns it; api/sites reads a release only through what this module states.
 *
 * A release is a folder per site (tenant slug, `{industry}-preview`, or PLATFORM_SITE for the
 * product's own pages) holding:
 * - pages as `{path}.html` (`index.html` at the root), kept only as `.br` and `.gz` (decision 012,
 *   013); other text files also as themselves; images and fonts as themselves;
 * - `404.html`, `403.html`, and in the platform site `500.html`;
 * - bookkeeping the public never sees: RELEASE_META_FILE, HASHES_FILE and GONE_FILE (every name
 *   starting with `_` or `.` is private).
 */

/** Release metadata the server reads to answer with the right status (e.g. 403 for a tenant not approved). */
export interface ReleaseMeta {
  status: 200 | 403 | 404;
  code?: 'TENANT_NOT_APPROVED' | 'NO_TENANT_CONTEXT';
  pages: number;
  renderedAt: string;
  /** Other addresses of pages, site-relative ("/service/ppf" -> "/services/ppf"): answered with a 301. */
  redirects?: Record<string, string>;
}

export const RELEASE_META_FILE = '_release.json';
/** Content hashes of a release's files, so the next deploy links unchanged files instead of writing them. */
export const HASHES_FILE = '_hashes.json';
/**
 * The pages a site once had and no longer has (a city or service the owner removed), as files
 * ("areas/mesa-az.html"): answered 410 Gone, which search engines take as "drop it" sooner than a 404.
 * Written by the deploy, which alone sees both the previous live release and the new one.
 */
export const GONE_FILE = '_gone.json';
/** Removed pages remembered per site, the most recently removed kept. */
export const MAX_GONE_PAGES = 1000;
/** Files a release has that are not pages of the site (its error screens). */
const ERROR_SCREENS = new Set(['404.html', '403.html', '500.html']);

/**
 * The gone list of a new release: the pages of the previous release it lacks, after the ones gone
 * before (oldest first), less any page the new release has again.
 */
export function gonePages(previousFiles: Iterable<string>, previouslyGone: readonly string[], newFiles: ReadonlySet<string>): string[] {
  const gone = new Set(previouslyGone);
  for (const file of previousFiles) {
    if (STORED_COMPRESSED.test(file) && !ERROR_SCREENS.has(file)) {
      // Re-inserted, so a page removed again moves to the newest end.
      gone.delete(file);
      gone.add(file);
    }
  }
  return [...gone].filter((file) => !newFiles.has(file)).slice(-MAX_GONE_PAGES);
}

/** The folder of the product's own pages (landing, pricing, onboarding, error screens). */
export const PLATFORM_SITE = '_platform';
/** The error screen in the platform release, served with status 500 when answering fails. */
export const ERROR_PAGE_FILE = '500.html';

/** True for a path (site-relative, decoded) that names release bookkeeping or a dot-file: never served. */
export const isPrivatePath = (sitePath: string): boolean =>
  sitePath.split('/').some((segment) => segment.startsWith('_') || segment.startsWith('.'));

/** The file of a page: "/acme/areas/mesa-az" under basePath "/acme" -> "areas/mesa-az.html". */
export function pageFile(basePath: string, urlPath: string): string {
  const rest = urlPath === basePath ? '' : urlPath.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  return rest ? `${rest}.html` : 'index.html';
}

/** Text files worth sending compressed. */
export const COMPRESSIBLE = /\.(html|xml|txt|json|webmanifest|svg|css|js|mjs)$/;

/**
 * Files a release keeps only as their .br and .gz variants: the pages, which are most of a release's
 * bytes and files. Nearly every client takes one of the two; the server unzips the .gz for one that
 * takes neither (api/sites/static-files.ts). See docs/decisions/011 and 012.
 */
export const STORED_COMPRESSED = /\.html$/;

/** The files a release holds for one file of a site: "", ".gz", ".br" suffixes. */
export function storedVariants(file: string): string[] {
  if (STORED_COMPRESSED.test(file)) return ['.gz', '.br'];
  return COMPRESSIBLE.test(file) ? ['', '.gz', '.br'] : [''];
}
