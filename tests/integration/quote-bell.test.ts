/**
 * The quote inbox's unread requests and the bell (issue 16 §2), against a real libSQL file: a new
 * request is unread and its notification links to it in the inbox; the Unread filter lists the
 * unread ones with their total; opening one (POST /read) reads its notification too, so the bell
 * counts one fewer, and only that one; a bad `unread` value is refused with its message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'evergreen-lawn-care';
let h: Harness;
let owner: string;

const auth = () => ({ headers: { Authorization: `Bearer ${owner}` } });
const get = async (url: string) => (await h.request(url, auth())).json();
const bell = async () => (await get(`/api/tenants/${SLUG}/notifications`)) as { data: { link: string; read: boolean }[]; unread: number };
const lawnQuote = (name: string) =>
  validQuote({
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    businessSlug: SLUG,
    vehicleType: undefined,
    vehicleMake: undefined,
    vehicleModel: undefined,
    vehicleYear: undefined,
    services: ['Lawn Mowing'],
  });

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  const res = await h.request('/api/auth/login', json({ email: demoOwnerEmail(SLUG), password: PASSWORD }));
  owner = (await res.json()).accessToken;
});
afterAll(() => h?.close());

describe('unread quote requests and the bell', () => {
  it('lists the unread requests, and opening one reads it and its notification only', async () => {
    const ids: number[] = [];
    for (const name of ['Wren Halvorsen', 'Tobias Mendel']) {
      const res = await h.request('/api/quotes', json(lawnQuote(name)));
      expect(res.status).toBe(201);
      ids.push((await res.json()).data.id);
    }
    const [first, second] = ids as [number, number];
    const links = (await bell()).data.map((n) => n.link);
    expect(links).toContain(`/${SLUG}/dashboard/customers?view=requests&request=${first}`);
    expect(links).toContain(`/${SLUG}/dashboard/customers?view=requests&request=${second}`);

    const before = await get(`/api/quotes?business_slug=${SLUG}&unread=true&limit=100`);
    expect(before.data.map((q: { id: number }) => q.id)).toEqual(expect.arrayContaining(ids));
    expect(before.data.every((q: { read: boolean }) => !q.read)).toBe(true);
    expect(before.pagination.total).toBe(before.counts.unread);
    const pendingUnread = await get(`/api/quotes?business_slug=${SLUG}&unread=true&status=pending&limit=100`);
    expect(pendingUnread.data.every((q: { status: string; read: boolean }) => q.status === 'pending' && !q.read)).toBe(true);
    expect(pendingUnread.pagination.total).toBe(pendingUnread.data.length);
    const bellBefore = (await bell()).unread;

    const read = await h.request(`/api/quotes/${first}/read?business_slug=${SLUG}`, { method: 'POST', ...auth() });
    expect(read.status).toBe(200);
    expect((await read.json()).data.read).toBe(true);

    const after = await bell();
    expect(after.unread).toBe(bellBefore - 1);
    const byLink = (id: number) => after.data.find((n) => n.link.endsWith(`request=${id}`));
    expect(byLink(first)?.read).toBe(true);
    expect(byLink(second)?.read).toBe(false);
    const unreadNow = await get(`/api/quotes?business_slug=${SLUG}&unread=true&limit=100`);
    expect(unreadNow.pagination.total).toBe(before.pagination.total - 1);
    expect(unreadNow.counts.unread).toBe(before.counts.unread - 1);
    expect(unreadNow.data.map((q: { id: number }) => q.id)).not.toContain(first);

    // Opening it again changes nothing.
    await h.request(`/api/quotes/${first}/read?business_slug=${SLUG}`, { method: 'POST', ...auth() });
    expect((await bell()).unread).toBe(bellBefore - 1);
  });

  it('reads a notification written with the older overview link too', async () => {
    const res = await h.request('/api/quotes', json(lawnQuote('Imogen Castellanos')));
    const id = (await res.json()).data.id as number;
    const link = `/${SLUG}/dashboard/customers?view=requests&request=${id}`;
    await h.db
      .update(s.notifications)
      .set({ link: `/${SLUG}/dashboard?quote=${id}` })
      .where(eq(s.notifications.link, link));
    const before = (await bell()).unread;
    await h.request(`/api/quotes/${id}/read?business_slug=${SLUG}`, { method: 'POST', ...auth() });
    expect((await bell()).unread).toBe(before - 1);
  });

  it('refuses an unread value that is not true or false', async () => {
    const res = await h.request(`/api/quotes?business_slug=${SLUG}&unread=yes`, auth());
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ unread: 'unread must be true or false' });
  });
});
