/**
 * Which names a business can take as its slug. A business answers at /{slug} on the product's host
 * and at {slug}.{BASE_DOMAIN} (spec 1 §1), so its slug must be a path segment and a DNS label, and
 * must not be a name the product answers at itself: its pages, files and API, the admin app's
 * routes, the preview sites and their other spellings. The site resolver, the admin app and the
 * onboarding application all ask this module.
 */
import { INDUSTRIES } from '../content/types.ts';
import { slugify } from '../format/slug.ts';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { FRAGMENTS_DIR } from './parts.ts';
import { INDUSTRY_ALIASES, previewSiteKey } from './routes.ts';

/** Spec 1 §5 "slug lowercase letters, digits, hyphens": hyphens single and inside. Business, service and city slugs alike. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = 'Slug may contain only lowercase letters, digits and hyphens';

/** A business's slug is also its subdomain, so it fits in one DNS label. */
export const MAX_TENANT_SLUG_LENGTH = 63;

/** Subdomains of BASE_DOMAIN that are the product's own host (spec 1 §2: admin sections on hosts starting with admin.). */
export const PLATFORM_SUBDOMAINS: ReadonlySet<string> = new Set(['www', 'admin', 'api', 'app']);

/**
 * First path segments the product answers at on its own host. Names that are not slugs anyway
 * ("_astro", "robots.txt") are listed too, so this reads as the whole root of the host.
 */
export const PLATFORM_SEGMENTS: ReadonlySet<string> = new Set([
  // The API, shared assets (api/compose.ts, api/sites/admin-app.ts) and the platform release's own files.
  'api',
  '_astro',
  'industries',
  'uploads',
  'admin-assets',
  FRAGMENTS_DIR,
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'favicon.ico',
  // Kept free for the product's files.
  'assets',
  'static',
  // Product pages of spec 1 §2 and spec 3 (onboarding, preview tooling, booking), and where a sign-out ends.
  'pricing',
  'onboard',
  'tenant-onboarding',
  'preview',
  'preview-generator',
  'booking',
  'locations',
  'logout',
  // Every page of the admin app (the router's own list).
  ...Object.values(ADMIN_ROUTES)
    .map((route) => route.split('/')[1]!)
    .filter((segment) => !segment.startsWith(':')),
]);

/** The preview sites ("lawncare-preview") and their other spellings ("lawn-care-preview", which redirects). */
const PREVIEW_NAMES = [...INDUSTRIES.map(previewSiteKey), ...Object.keys(INDUSTRY_ALIASES).map((alias) => `${alias}-preview`)];

const RESERVED: ReadonlySet<string> = new Set([...PLATFORM_SEGMENTS, ...PLATFORM_SUBDOMAINS, ...PREVIEW_NAMES]);

/** Whether a value has the shape of a slug (lowercase letters, digits, single inner hyphens). */
export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

/** Whether a first path segment on the product's host is the product's own, never a site. */
export function isPlatformSegment(segment: string): boolean {
  return PLATFORM_SEGMENTS.has(segment);
}

/** Whether a slug is taken by the product itself (a page, file, admin route, subdomain or preview site). */
export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug);
}

/** Whether a value can be a business's slug: slug-shaped, one DNS label long, and not reserved. */
export function isTenantSlug(value: string): boolean {
  return value.length <= MAX_TENANT_SLUG_LENGTH && isSlug(value) && !isReservedSlug(value);
}

/**
 * The slug a business name gives ("Joe's Auto Spa" -> "joe-s-auto-spa"), cut to one DNS label.
 * May be reserved or taken already, and empty for a name without letters or digits: callers check.
 */
export function slugFor(name: string): string {
  return slugify(name).slice(0, MAX_TENANT_SLUG_LENGTH).replace(/-+$/, '');
}
