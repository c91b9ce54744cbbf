import { describe, expect, it } from 'vitest';
import { type DashboardNotification, markAllRead, notificationTarget, unreadBadge, unreadCount } from './notifications.ts';

const n = (id: number, read: boolean): DashboardNotification => ({
  id,
  kind: 'quote_request',
  title: `Quote ${id}`,
  body: '',
  link: null,
  read,
  createdAt: '2026-03-10T10:00:00Z',
});

describe('unreadCount', () => {
  it('takes the server figure, never less than the unread items listed', () => {
    expect(unreadCount({ data: [n(1, false), n(2, true)], unread: 1 })).toBe(1);
    expect(unreadCount({ data: [n(1, false), n(2, false)], unread: 0 })).toBe(2);
    expect(unreadCount({ data: [n(1, true)], unread: 25 })).toBe(25);
    expect(unreadCount(undefined)).toBe(0);
  });

  it('shows a badge only for unread items, capped at 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(12)).toBe('9+');
  });
});

describe('markAllRead', () => {
  it('marks every item read and zeroes the count', () => {
    const after = markAllRead({ data: [n(1, false), n(2, true)], unread: 1 });
    expect(after.unread).toBe(0);
    expect(after.data.every((x) => x.read)).toBe(true);
    expect(unreadCount(after)).toBe(0);
  });
});

describe('notificationTarget', () => {
  const origin = 'https://app.localsite.example';
  it('follows app paths and same-origin addresses inside the app', () => {
    expect(notificationTarget('/acme/dashboard?quote=5', origin)).toEqual({ kind: 'internal', to: '/acme/dashboard?quote=5' });
    expect(notificationTarget('https://app.localsite.example/acme/dashboard/website#reviews', origin)).toEqual({
      kind: 'internal',
      to: '/acme/dashboard/website#reviews',
    });
  });

  it('opens other sites as links and refuses other schemes and empty links', () => {
    expect(notificationTarget('https://g.page/acme/review', origin)).toEqual({ kind: 'external', href: 'https://g.page/acme/review' });
    expect(notificationTarget('//evil.example/x', origin)).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    expect(notificationTarget('javascript:alert(1)', origin)).toBeNull();
    expect(notificationTarget(null, origin)).toBeNull();
    expect(notificationTarget('  ', origin)).toBeNull();
  });
});
