/**
 * What the pages of one site share while a publish renders them: parts that are the same on every
 * page (RenderOnce.astro) and fragments the pages load only when a visitor asks for them
 * (OnDemand.astro). One SiteParts per publish of one site: nothing outlives it.
 */
export interface SiteParts {
  /** HTML of parts identical on every page of the site, by key: rendered on the first page that uses them. */
  repeated: Map<string, string>;
  /** HTML the pages fetch on demand, by fragment name: written to `{FRAGMENTS_DIR}/{name}.html` beside the pages. */
  onDemand: Map<string, string>;
}

export const FRAGMENTS_DIR = 'fragments';

export function newSiteParts(): SiteParts {
  return { repeated: new Map(), onDemand: new Map() };
}

/** Where a page finds a fragment of its site: "/acme/fragments/quote-form.html". */
export function fragmentUrl(basePath: string, name: string): string {
  return `${basePath}/${FRAGMENTS_DIR}/${name}.html`;
}

/** The file of a fragment in a release: "fragments/quote-form.html". */
export function fragmentFile(name: string): string {
  return `${FRAGMENTS_DIR}/${name}.html`;
}
