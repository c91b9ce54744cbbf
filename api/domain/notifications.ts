/** The dashboard bell: a tenant's real events (quote requests, failed publishes, reviews). */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { quoteRequestLink } from '#core/quotes/links.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';

/** How many of the newest notifications the bell lists. */
export const LISTED_NOTIFICATIONS = 20;

/** The tenant's newest notifications, and how many of those are unread. */
export async function latestNotifications(db: Db, tenantId: number) {
  const rows = await db
    .select()
    .from(s.notifications)
    .where(eq(s.notifications.tenantId, tenantId))
    .orderBy(desc(s.notifications.createdAt))
    .limit(LISTED_NOTIFICATIONS);
  return {
    items: rows.map((n) => ({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      read: n.readAt !== null,
      createdAt: new Date(n.createdAt).toISOString(),
    })),
    unread: rows.filter((n) => n.readAt === null).length,
  };
}

/** Marks every unread notification of the tenant read. */
export async function markNotificationsRead(db: Db, tenantId: number, now = Date.now()): Promise<void> {
  await db
    .update(s.notifications)
    .set({ readAt: now })
    .where(and(eq(s.notifications.tenantId, tenantId), isNull(s.notifications.readAt)));
}

/**
 * A request opened in the inbox is no longer news, so its bell notification is read too: the bell
 * and the inbox count the same requests as new. Notifications written before the inbox linked to
 * the overview (`?quote=ID`) and are matched by that link as well.
 */
export async function markQuoteNotificationRead(
  db: Db,
  tenant: { id: number; slug: string },
  quoteId: number,
  now = Date.now(),
): Promise<void> {
  await db
    .update(s.notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(s.notifications.tenantId, tenant.id),
        eq(s.notifications.kind, 'quote_request'),
        isNull(s.notifications.readAt),
        inArray(s.notifications.link, [quoteRequestLink(tenant.slug, quoteId), `/${tenant.slug}/dashboard?quote=${quoteId}`]),
      ),
    );
}
