/**
 * TanStack Query keys shared across features. Features never import each other, so a key that one
 * feature writes and another reads lives here.
 *
 *   publish(slug)        ['publish', slug]        GET /api/tenants/:slug/publish (state of the last
 *                                                 publish). The website feature invalidates it after
 *                                                 each save so the dashboard shows "Publishing" at once:
 *                                                 queryClient.invalidateQueries({ queryKey: queryKeys.publish(slug) })
 *   releases(slug)       ['releases', slug]       GET /api/tenants/:slug/releases
 *   tenant(slug)         ['tenant', slug]         GET /api/tenants/:slug (the private record: profile,
 *                                                 features). Invalidate after a PUT to the tenant.
 *   overview(slug)       ['overview', slug]       GET /api/tenants/:slug/overview
 *   notifications(slug)  ['notifications', slug]  GET /api/tenants/:slug/notifications
 */
export const queryKeys = {
  publish: (slug: string) => ['publish', slug] as const,
  releases: (slug: string) => ['releases', slug] as const,
  tenant: (slug: string) => ['tenant', slug] as const,
  overview: (slug: string) => ['overview', slug] as const,
  notifications: (slug: string) => ['notifications', slug] as const,
};
