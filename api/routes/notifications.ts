import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { latestNotifications, markNotificationsRead } from '../domain/notifications.ts';

/** The dashboard bell: a tenant's real events (quote requests, failed publishes, reviews). Mounted at /api/tenants. */
export function notificationRoutes({ db, sessions }: AppDeps) {
  return new Hono<AuthEnv>()
    .use('/:slug/notifications/*', requireUser(sessions), requireTenantAccess(db, ALL_STAFF))
    .use('/:slug/notifications', requireUser(sessions), requireTenantAccess(db, ALL_STAFF))
    .get('/:slug/notifications', async (c) => {
      const { items, unread } = await latestNotifications(db, c.get('tenant').id);
      return c.json({ success: true, data: items, unread });
    })
    .post('/:slug/notifications/read', async (c) => {
      await markNotificationsRead(db, c.get('tenant').id);
      return c.json({ success: true });
    });
}
