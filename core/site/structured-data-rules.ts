/**
 * Google's documented required properties for every schema.org type the sites emit, and a checker
 * that walks a JSON-LD object against them. A type missing from the table is an error too, so a new
 * type cannot ship unchecked.
 */
import { BUSINESS_SCHEMA_TYPE } from './seo.ts';

type Json = Record<string, unknown>;
/** A property that must be present; an array: at least one of them. */
type Required = string | readonly string[];

interface TypeRule {
  required: readonly Required[];
  /** Required only when the node is not nested in the thing it is about (Google: itemReviewed). */
  standalone?: readonly Required[];
  /** The @type the value of a property must have (each element, for an array). */
  valueTypes?: Readonly<Record<string, readonly string[]>>;
  /** Where Google documents the rule; "schema.org" for a type that has no Google feature. */
  doc: string;
}

const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data';

const LOCAL_BUSINESS: TypeRule = {
  required: ['name', 'address'],
  valueTypes: {
    address: ['PostalAddress'],
    aggregateRating: ['AggregateRating'],
    review: ['Review'],
    geo: ['GeoCoordinates'],
    hasCredential: ['EducationalOccupationalCredential'],
  },
  doc: `${DOCS}/local-business`,
};

export const GOOGLE_REQUIRED: Readonly<Record<string, TypeRule>> = {
  LocalBusiness: LOCAL_BUSINESS,
  ...Object.fromEntries(Object.values(BUSINESS_SCHEMA_TYPE).map((type) => [type, LOCAL_BUSINESS])),
  PostalAddress: { required: [], doc: `${DOCS}/local-business` },
  GeoCoordinates: { required: ['latitude', 'longitude'], doc: `${DOCS}/local-business` },
  City: { required: ['name'], doc: 'schema.org' },
  State: { required: ['name'], doc: 'schema.org' },
  AggregateRating: {
    required: ['ratingValue', ['ratingCount', 'reviewCount']],
    standalone: ['itemReviewed'],
    doc: `${DOCS}/review-snippet`,
  },
  Review: {
    required: ['author', 'reviewRating'],
    standalone: ['itemReviewed'],
    valueTypes: { author: ['Person', 'Organization'], reviewRating: ['Rating'] },
    doc: `${DOCS}/review-snippet`,
  },
  Rating: { required: ['ratingValue'], doc: `${DOCS}/review-snippet` },
  Person: { required: ['name'], doc: `${DOCS}/review-snippet` },
  Offer: { required: ['price', 'priceCurrency'], doc: `${DOCS}/product-snippet` },
  AggregateOffer: { required: ['lowPrice', 'priceCurrency'], valueTypes: { offers: ['Offer'] }, doc: `${DOCS}/product-snippet` },
  PriceSpecification: { required: [['price', 'minPrice'], 'priceCurrency'], doc: `${DOCS}/merchant-listing` },
  UnitPriceSpecification: { required: [['price', 'minPrice'], 'priceCurrency'], doc: `${DOCS}/merchant-listing` },
  OfferCatalog: {
    required: ['itemListElement'],
    valueTypes: { itemListElement: ['AggregateOffer', 'Offer', 'Service'] },
    doc: 'schema.org',
  },
  Service: { required: ['name'], valueTypes: { offers: ['AggregateOffer', 'Offer'] }, doc: 'schema.org' },
  FAQPage: { required: ['mainEntity'], valueTypes: { mainEntity: ['Question'] }, doc: `${DOCS}/faqpage` },
  Question: { required: ['name', 'acceptedAnswer'], valueTypes: { acceptedAnswer: ['Answer'] }, doc: `${DOCS}/faqpage` },
  Answer: { required: ['text'], doc: `${DOCS}/faqpage` },
  // Google requires `item` on every crumb but the last; the sites link the last one (the page itself) too.
  BreadcrumbList: { required: ['itemListElement'], valueTypes: { itemListElement: ['ListItem'] }, doc: `${DOCS}/breadcrumb` },
  ListItem: { required: ['position', 'name', 'item'], doc: `${DOCS}/breadcrumb` },
  WebSite: { required: ['name', 'url'], doc: `${DOCS}/site-names` },
  Organization: { required: ['name', 'url'], doc: `${DOCS}/organization` },
  WebPage: { required: ['name', 'url'], doc: 'schema.org' },
  // The business's license number (issue 18); no Google feature reads it.
  EducationalOccupationalCredential: { required: ['credentialCategory', 'name'], doc: 'schema.org' },
};

/** Properties whose value Google reads as a number ("1234.5", no currency sign or thousands separator). */
const NUMERIC = new Set([
  'price',
  'lowPrice',
  'highPrice',
  'minPrice',
  'maxPrice',
  'ratingValue',
  'bestRating',
  'worstRating',
  'ratingCount',
  'reviewCount',
  'offerCount',
  'position',
  'latitude',
  'longitude',
]);
/** Properties whose value is a URL Google fetches or shows. */
const URLS = new Set(['url', 'item', 'image', 'logo', 'sameAs', 'mainEntityOfPage', '@id']);

function present(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

function isNode(v: unknown): v is Json {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function checkValue(key: string, v: unknown, path: string, errors: string[]): void {
  if (NUMERIC.has(key) && !(typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))) {
    errors.push(`${path}: ${JSON.stringify(v)} is not a number`);
  }
  if (key === 'priceCurrency' && !(typeof v === 'string' && /^[A-Z]{3}$/.test(v)))
    errors.push(`${path}: ${JSON.stringify(v)} is not an ISO 4217 code`);
  if (URLS.has(key) && typeof v === 'string' && !URL.canParse(v)) errors.push(`${path}: ${JSON.stringify(v)} is not an absolute URL`);
}

function visit(node: Json, path: string, nested: boolean, errors: string[]): void {
  const type = node['@type'];
  // A node with only an @id refers to one described elsewhere on the page.
  if (type !== undefined || Object.keys(node).some((k) => k !== '@id')) {
    const rule = typeof type === 'string' ? GOOGLE_REQUIRED[type] : undefined;
    if (!rule) errors.push(`${path}: @type ${JSON.stringify(type)} has no rule in GOOGLE_REQUIRED`);
    else {
      for (const req of [...rule.required, ...(nested ? [] : (rule.standalone ?? []))]) {
        const names = typeof req === 'string' ? [req] : req;
        if (!names.some((n) => present(node[n]))) errors.push(`${path} (${type}): missing ${names.join(' or ')} (${rule.doc})`);
      }
      for (const [key, types] of Object.entries(rule.valueTypes ?? {})) {
        const values = node[key] === undefined ? [] : Array.isArray(node[key]) ? node[key] : [node[key]];
        for (const v of values) {
          const t = isNode(v) ? v['@type'] : undefined;
          if (typeof t !== 'string' || !types.includes(t))
            errors.push(`${path}.${key}: expected ${types.join(' or ')}, got ${JSON.stringify(t ?? v)}`);
        }
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v, i) => {
      const at = Array.isArray(value) ? `${path}.${key}[${i}]` : `${path}.${key}`;
      if (isNode(v)) visit(v, at, true, errors);
      else checkValue(key, v, at, errors);
    });
  }
}

/** Every way one JSON-LD block falls short of Google's required properties; empty when it is accepted. */
export function structuredDataErrors(block: unknown, path = 'jsonLd'): string[] {
  const errors: string[] = [];
  if (!isNode(block)) return [`${path}: not a JSON object`];
  if (block['@context'] !== 'https://schema.org') errors.push(`${path}: @context must be "https://schema.org"`);
  visit(block, path, false, errors);
  return errors;
}

/** Every schema.org node in a JSON-LD block, nested ones included, with the @type each has. */
export function nodesOf(block: unknown): Json[] {
  if (Array.isArray(block)) return block.flatMap(nodesOf);
  if (!isNode(block)) return [];
  return [block, ...Object.values(block).flatMap(nodesOf)];
}
