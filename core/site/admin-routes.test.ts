import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTES, isAdminRoute } from './admin-routes.ts';

describe('isAdminRoute', () => {
  it('matches every page of the admin app on the product host', () => {
    for (const path of ['/login', '/set-password', '/reset-password', '/admin', '/dashboard', '/admin-dashboard', '/tenant-dashboard']) {
      expect(isAdminRoute(path), path).toBe(true);
    }
    expect(isAdminRoute('/login/')).toBe(true);
    expect(isAdminRoute('/LOGIN')).toBe(true);
  });

  it('matches the same pages on a site, and its own dashboards by their business', () => {
    for (const path of [
      '/login',
      '/set-password',
      '/reset-password',
      '/admin',
      '/dashboard',
      '/acme/admin',
      '/acme/dashboard',
      '/acme/dashboard/website',
      '/acme/dashboard/website/',
    ]) {
      expect(isAdminRoute(path, 'acme'), path).toBe(true);
    }
  });

  it('leaves every other path to the sites', () => {
    const others = [
      '/',
      '/acme',
      '/services/ceramic-coating',
      '/areas/mesa-az',
      '/login/extra',
      '/dashboard/website',
      '/acme/login',
      '/acme/dashboard/website/extra',
      '/pricing/admin',
      '/admin-assets/app.js',
      '/loginx',
      '//login',
    ];
    for (const path of others) {
      expect(isAdminRoute(path), path).toBe(false);
      expect(isAdminRoute(path, 'acme'), `${path} on acme`).toBe(false);
    }
    // A business's dashboard on another business's site, or on the product host without a site.
    expect(isAdminRoute('/other/dashboard', 'acme')).toBe(false);
    expect(isAdminRoute('/acme/dashboard')).toBe(false);
  });

  it('covers each route of the list', () => {
    for (const route of Object.values(ADMIN_ROUTES)) {
      const path = route.replace(':businessSlug', 'acme').replace(':tab', 'overview');
      expect(isAdminRoute(path, 'acme'), route).toBe(true);
    }
  });
});
