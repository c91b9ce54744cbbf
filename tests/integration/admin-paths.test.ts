/**
 * Every page of the admin app opens directly (a reload, a link in an e-mail) wherever the app can
 * be reached: on the product's host, and on a business's own subdomain, where the sign-in page is
 * /login like anywhere else. Other paths stay the site's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { startHarness, type Harness } from './harness.ts';

const SLUG = 'prestige-mobile-detailing';
const SUBDOMAIN = { Host: `${SLUG}.localhost:3000` };
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** The admin app's index page: its own description and script bundle. */
async function isAdminApp(res: Response): Promise<boolean> {
  const html = await res.text();
  return res.status === 200 && html.includes('Sign in to LocalSite') && html.includes('/admin-assets/');
}

const concrete = (route: string) => route.replace(':businessSlug', SLUG).replace(':tab', 'website');

describe('admin paths opened directly', () => {
  it('serve the admin app at every route of the app on the product host', async () => {
    for (const route of Object.values(ADMIN_ROUTES)) {
      const res = await h.request(concrete(route));
      expect(await isAdminApp(res), route).toBe(true);
    }
  });

  it('serve the admin app at every route of the app on a business’s subdomain, /login included', async () => {
    for (const route of Object.values(ADMIN_ROUTES)) {
      const res = await h.request(`http://127.0.0.1:3000${concrete(route)}`, { headers: SUBDOMAIN });
      expect(await isAdminApp(res), route).toBe(true);
    }
    const reload = await h.request('http://127.0.0.1:3000/login?next=%2Fdashboard', { headers: SUBDOMAIN });
    expect(await isAdminApp(reload)).toBe(true);
  });

  it('leave the site’s own pages and unknown paths to the site on its subdomain', async () => {
    const home = await h.request('http://127.0.0.1:3000/', { headers: SUBDOMAIN });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Prestige Mobile Detailing');
    for (const path of ['/login/extra', '/dashboard/website', `/${SLUG}/login`, '/sharp-edge-barbers/dashboard']) {
      const res = await h.request(`http://127.0.0.1:3000${path}`, { headers: SUBDOMAIN });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('/admin-assets/');
    }
  });
});
