/** The notifications bell (issue 5 §1): real events of the tenant. Pure. */
export type NotificationKind =
  'quote_request' | 'publish_failed' | 'review' | 'review_submitted' | 'estimate_accepted' | 'estimate_declined' | 'estimate_booked';

export interface DashboardNotification {
  id: number;
  kind: NotificationKind | (string & {});
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  data: DashboardNotification[];
  unread: number;
}

/** The unread count: the server's figure, never less than what the list itself shows unread. */
export function unreadCount(list: NotificationList | undefined): number {
  if (!list) return 0;
  const inList = list.data.filter((n) => !n.read).length;
  return Math.max(inList, Number.isFinite(list.unread) ? list.unread : 0);
}

/** "9+" beyond nine, so the badge stays a dot-sized circle. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** The list after "mark all read" (an optimistic update while the call runs). */
export function markAllRead(list: NotificationList): NotificationList {
  return { data: list.data.map((n) => (n.read ? n : { ...n, read: true })), unread: 0 };
}

export type NotificationTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where an item links: a path of this app (or a same-origin address) is followed inside the app;
 * another site opens as a normal link; no link, or a scheme other than http(s), is no link.
 */
export function notificationTarget(link: string | null | undefined, origin: string): NotificationTarget {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

export const NOTIFICATION_KIND_LABEL: Record<string, string> = {
  quote_request: 'Quote request',
  publish_failed: 'Publishing failed',
  review: 'New review',
  review_submitted: 'Review to approve',
  estimate_accepted: 'Estimate accepted',
  estimate_declined: 'Estimate declined',
  estimate_booked: 'Estimate booked',
};
