/**
 * Helpers shared by the five industry modules: US state names, the climate region of each state,
 * image wiring for service pages and galleries, and the city-page builder skeleton. The copy itself
 * (what a region means for a car, a lawn or a dog) lives in each industry file.
 */
import type { CityPageContent, CityPageInput, GalleryImage, ImageRef, Industry, ServicePageContent } from '#core/content/types.ts';
import { stockImage } from '../images.ts';

/** The 50 states, DC and the inhabited territories, by USPS code. */
export const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/**
 * Broad climate regions. Each industry writes one note per region (what the weather, water and soil
 * there mean for the job), so a page in Arizona and one in North Carolina talk about different things.
 */
export const REGIONS = [
  'desert',
  'california',
  'northwest',
  'mountain',
  'plains',
  'southeast',
  'upper-south',
  'midwest',
  'north',
  'northeast',
  'tropical',
] as const;
export type Region = (typeof REGIONS)[number];

const REGION_STATES: Record<Region, string[]> = {
  desert: ['AZ', 'NV', 'NM'],
  california: ['CA'],
  northwest: ['WA', 'OR'],
  mountain: ['CO', 'UT', 'ID', 'WY', 'MT'],
  plains: ['TX', 'OK', 'KS', 'NE'],
  southeast: ['NC', 'SC', 'GA', 'AL', 'MS', 'LA', 'AR'],
  'upper-south': ['TN', 'KY', 'VA', 'WV', 'MO'],
  midwest: ['OH', 'IN', 'IL', 'IA'],
  north: ['MN', 'WI', 'MI', 'ND', 'SD', 'ME', 'VT', 'NH', 'AK'],
  northeast: ['NY', 'NJ', 'PA', 'CT', 'RI', 'MA', 'DE', 'MD', 'DC'],
  tropical: ['FL', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP'],
};

const STATE_REGION = new Map<string, Region>(REGIONS.flatMap((region) => REGION_STATES[region].map((state) => [state, region] as const)));

/** Climate region of a two-letter state code; unknown codes get the temperate midwest copy. */
export function regionOf(state: string): Region {
  return STATE_REGION.get(state.trim().toUpperCase()) ?? 'midwest';
}

/** 32-bit FNV-1a: a stable hash, so a city always gets the same sentence variants. */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** "a", "a and b", "a, b and c" (no serial comma, like the rest of the copy). */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Images
//
// Alt texts come from the image manifest (content/images.ts): the pictures are generated from those
// descriptions, so they are the one accurate account of what each image shows.

/** The two rotating hero backgrounds, each with its portrait crop for phones. */
export function heroImages(industry: Industry): { desktop: ImageRef; mobile: ImageRef }[] {
  return [1, 2].map((n) => ({
    desktop: stockImage(industry, `hero-${n}`),
    mobile: stockImage(industry, `hero-${n}-mobile`),
  }));
}

export interface GallerySpec {
  title: string;
  caption: string;
  tags: string[];
}

/** Gallery entries in order: the first spec is `gallery-01`, the tenth `gallery-10`. */
export function gallery(industry: Industry, specs: GallerySpec[]): GalleryImage[] {
  return specs.map((spec, i) => {
    const key = `gallery-${String(i + 1).padStart(2, '0')}`;
    return { ...stockImage(industry, key), id: `${industry}-${key}`, ...spec };
  });
}

/** A service page as written, without its slug and images: `servicePage` attaches them. */
export type ServicePageCopy = Omit<ServicePageContent, 'slug'>;

/**
 * Attaches the stock images to a written service page: the service image as hero, the `what-` image,
 * before/after for the results slider, and the industry's three process pictures on the first, a
 * middle and the last step.
 */
export function servicePage(industry: Industry, slug: string, page: ServicePageCopy): ServicePageContent {
  const steps = page.process.steps;
  const photoAt = new Map<number, number>([
    [0, 1],
    [Math.floor((steps.length - 1) / 2), 2],
    [steps.length - 1, 3],
  ]);
  return {
    slug,
    ...page,
    hero: { ...page.hero, image: stockImage(industry, `svc-${slug}`) },
    whatItIs: { ...page.whatItIs, image: stockImage(industry, `what-${slug}`) },
    process: {
      ...page.process,
      steps: steps.map((step, i) => {
        const photo = photoAt.get(i);
        return photo === undefined ? step : { ...step, image: stockImage(industry, `process-${photo}`) };
      }),
    },
    results: {
      ...page.results,
      images: { before: stockImage(industry, `before-${slug}`), after: stockImage(industry, `after-${slug}`) },
    },
  };
}

/** Builds the page map of an industry from its written pages. */
export function servicePages(industry: Industry, copies: Record<string, ServicePageCopy>): Record<string, ServicePageContent> {
  return Object.fromEntries(Object.entries(copies).map(([slug, copy]) => [slug, servicePage(industry, slug, copy)]));
}

// ---------------------------------------------------------------------------------------------
// City pages

/** What the industry copy sees when it writes about one city. */
export interface CityContext extends CityPageInput {
  region: Region;
  /** Nearby cities of the tenant, nearest first, at most `max`, joined: "Tempe, Mesa, and Chandler" ('' if none). */
  near(max?: number): string;
  /** The tenant's service names (or the industry defaults), at most `max`, joined. */
  services(max?: number): string;
  /** A stable choice for this city: the same city always gets the same option for the same salt. */
  pick<T>(options: readonly T[], salt: string): T;
}

export type CityText = string | ((c: CityContext) => string);

export interface RegionNote {
  /** What the local climate (sun, water, soil, pests, seasons) does to the customer's vehicle, home, lawn, pet or hair. */
  conditions: CityText;
  /** How the business adapts: product choice, season timing, advice. */
  advice: CityText;
  /** A regional question for the city FAQ. */
  faq: { q: CityText; a: CityText };
}

export interface CityPageKit {
  /** Service names used when the tenant passes none. */
  defaultServiceNames: string[];
  headlines: readonly CityText[];
  intros: readonly CityText[];
  /** Opening clause of the conditions paragraph; the region note follows it. */
  conditionLeads: readonly CityText[];
  regions: Record<Region, RegionNote>;
  /** Extra, more specific facts for some states, appended to the region note. */
  states: Partial<Record<string, CityText>>;
  /** Second paragraph: housing, HOA rules, parking, access; one variant per city. */
  practical: readonly CityText[];
  /** Third paragraph: coverage and travel from the tenant's base, using the nearby cities. */
  coverage: CityText;
  /** Answer to "Do you serve {city}?". */
  serveAnswer: CityText;
  /** Three or four industry questions (travel, lead time, access, ...). */
  faqs: (c: CityContext) => { q: string; a: string }[];
}

function text(value: CityText, c: CityContext): string {
  return typeof value === 'string' ? value : value(c);
}

export function cityContext(input: CityPageInput, defaultServiceNames: string[]): CityContext {
  const city = input.city.trim();
  const state = input.state.trim().toUpperCase();
  const seed = hashString(`${city.toLowerCase()}|${state}`);
  const services = input.serviceNames.length > 0 ? input.serviceNames : defaultServiceNames;
  const nearby = input.nearbyCities.filter((name) => name.trim() !== '' && name.trim().toLowerCase() !== city.toLowerCase());
  return {
    ...input,
    city,
    state,
    stateName: input.stateName.trim() || US_STATE_NAMES[state] || state,
    nearbyCities: nearby,
    region: regionOf(state),
    near: (max = 3) => joinList(nearby.slice(0, max)),
    services: (max = 3) => joinList(services.slice(0, max)),
    pick: <T>(options: readonly T[], salt: string): T => {
      if (options.length === 0) throw new Error(`no options for ${salt}`);
      return options[((seed ^ hashString(salt)) >>> 0) % options.length] as T;
    },
  };
}

/** The city-page function of an industry: the skeleton is shared, every sentence comes from the kit. */
export function cityPageBuilder(kit: CityPageKit): (input: CityPageInput) => CityPageContent {
  return (input) => {
    const c = cityContext(input, kit.defaultServiceNames);
    const region = kit.regions[c.region];
    const stateNote = kit.states[c.state];
    const conditions = [
      text(c.pick(kit.conditionLeads, 'lead'), c),
      text(region.conditions, c),
      stateNote === undefined ? '' : text(stateNote, c),
      text(region.advice, c),
    ]
      .filter((part) => part !== '')
      .join(' ');
    const faqs = [
      { q: `Do you serve ${c.city}?`, a: text(kit.serveAnswer, c) },
      ...kit.faqs(c),
      { q: text(region.faq.q, c), a: text(region.faq.a, c) },
    ];
    return {
      headline: text(c.pick(kit.headlines, 'headline'), c),
      intro: text(c.pick(kit.intros, 'intro'), c),
      localConditions: [conditions, text(c.pick(kit.practical, 'practical'), c), text(kit.coverage, c)],
      faqs: faqs.slice(0, 6),
    };
  };
}
