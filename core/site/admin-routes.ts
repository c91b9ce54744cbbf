/**
 * The addresses of the admin app (spec 1 §2 route table): the router of admin/ declares its pages
 * with these patterns, and the server answers exactly these paths with the app, on the product's
 * host and on a site's own host alike, so opening or reloading any of them works everywhere.
 */

/** React Router patterns; `:businessSlug` is the business the dashboard is about. */
export const ADMIN_ROUTES = {
  login: '/login',
  setPassword: '/set-password',
  resetPassword: '/reset-password',
  admin: '/admin',
  dashboard: '/dashboard',
  businessAdmin: '/:businessSlug/admin',
  businessDashboard: '/:businessSlug/dashboard',
  businessDashboardTab: '/:businessSlug/dashboard/:tab',
  adminDashboard: '/admin-dashboard',
  tenantDashboard: '/tenant-dashboard',
  /** Admins make prospects' preview links (issue 17). */
  previewGenerator: '/preview-generator',
  /** The admin console's sections (tenants, audit) and one application (issue 17); /admin is its home. */
  adminSection: '/admin/:section',
  adminApplication: '/admin/applications/:applicationId',
} as const;

const BUSINESS_SLUG = ':businessSlug';

const PATTERNS = Object.values(ADMIN_ROUTES).map((route) => route.split('/').slice(1));

/**
 * Whether the admin app has a page at this URL path. `site` is the business the request's site
 * belongs to (by subdomain, custom domain or first path segment): a dashboard path there must name
 * that same business; on the product's host (no site) a path naming a business would have been
 * resolved as that business's site, so only the other pages match. Like the router, letter case
 * and one trailing slash do not matter.
 */
export function isAdminRoute(pathname: string, site?: string): boolean {
  const segments = pathname
    .replace(/(.)\/$/, '$1')
    .split('/')
    .slice(1);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i] ?? '';
        if (part === BUSINESS_SLUG) return site !== undefined && segment.toLowerCase() === site.toLowerCase();
        if (part.startsWith(':')) return segment !== '';
        return segment.toLowerCase() === part;
      }),
  );
}
