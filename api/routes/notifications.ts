import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';

/** The dashboard bell: a tenant's real events (quote requests, failed publishes, reviews). Mounted at /api/tenants. */
export function notificationRoutes({ db, sessions }: AppDeps) {
  recordTenantScoped('GET', '/api/tenants/:slug/notifications');
  recordTenantScoped('POST', '/api/tenants/:slug/notifications/read');
  return new Hono<AuthEnv>()
    .use('/:slug/notifications/*', requireUser(sessions), requireTenantAccess(db, ALL_STAFF))
    .use('/:slug/notifications', requireUser(sessions), requireTenantAccess(db, ALL_STAFF))
    .get('/:slug/notifications', async (c) => {
      const tenant = c.get('tenant');
      const rows = await db.select().from(s.notifications).where(eq(s.notifications.tenantId, tenant.id)).orderBy(desc(s.notifications.createdAt)).limit(20);
      return c.json({
        success: true,
        data: rows.map((n) => ({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link, read: n.readAt !== null, createdAt: new Date(n.createdAt).toISOString() })),
        unread: rows.filter((n) => n.readAt === null).length,
      });
    })
    .post('/:slug/notifications/read', async (c) => {
      const tenant = c.get('tenant');
      await db.update(s.notifications).set({ readAt: Date.now() }).where(and(eq(s.notifications.tenantId, tenant.id), isNull(s.notifications.readAt)));
      return c.json({ success: true });
    });
}
