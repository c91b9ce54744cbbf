/**
 * The quote inbox API (issue 16 §1, spec 2 §3): the list's filters, counts, search and paging; a
 * request's detail with its served-area check; read, update, the status rules and cancel; who may
 * do what, and another business's requests.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { hashPassword } from '#api/auth/passwords.ts';
import type { StaffRole } from '#core/api/staff.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const OTHER = 'sharp-edge-barbers';
/** A word no demo request has: the searches below find only this file's requests by it. */
const MARK = 'Zanzibarite';
let h: Harness;
let tenantId: number;
const tokens: Record<string, string> = {};
const ids: number[] = [];
let techId: number;

async function signIn(email: string) {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function staff(role: StaffRole, email: string) {
  const [user] = await h.db
    .insert(s.users)
    .values({
      email,
      tenantId,
      staffRole: role,
      firstName: role,
      passwordHash: await hashPassword(PASSWORD),
      passwordChangedAt: Date.now(),
    })
    .returning();
  tokens[role] = await signIn(email);
  return user!;
}

const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = async (url: string, token = tokens.owner) => {
  const res = await call('GET', url, token);
  return { status: res.status, body: await res.json() };
};
const send = async (method: string, url: string, body: unknown, token = tokens.owner) => {
  const res = await call(method, url, token, body);
  return { status: res.status, body: await res.json() };
};

async function submit(overrides: Record<string, unknown>) {
  const res = await h.request('/api/quotes', json(validQuote({ businessSlug: SLUG, ...overrides })));
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { data: { id: number } }).data.id;
  ids.push(id);
  return id;
}

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  tokens.owner = await signIn(demoOwnerEmail(SLUG));
  tokens.stranger = await signIn(demoOwnerEmail(OTHER));
  tokens.admin = await signIn('admin@demo.example');
  await staff('manager', 'manager-inbox@prestige.example');
  techId = (await staff('tech', 'tech-inbox@prestige.example')).id;
  await staff('viewer', 'viewer-inbox@prestige.example');
  // Five requests, oldest first; one from outside the areas (New York).
  await submit({
    name: 'Avery Stone',
    email: 'avery@example.com',
    phone: '(480) 555-0101',
    message: `${MARK} first`,
    city: 'Tempe',
    zipCode: '85281',
  });
  await submit({
    name: 'Blake Moss',
    email: 'blake@example.com',
    phone: '(480) 555-0102',
    message: `${MARK} boat`,
    services: ['Interior Detail'],
  });
  await submit({
    name: 'Casey Reed',
    email: 'casey@example.com',
    phone: '(212) 555-0103',
    message: `${MARK} far`,
    city: 'New York',
    state: 'NY',
    zipCode: '10001',
  });
  await submit({ name: 'Drew Lane', email: 'drew@example.com', phone: '(480) 555-0104', message: `${MARK} fourth` });
  await submit({ name: 'Emery Cole', email: 'emery@example.com', phone: '(480) 555-0105', message: `${MARK} fifth` });
});
afterAll(() => h?.close());

const list = (query: string, token = tokens.owner) => get(`/api/quotes?q=${MARK}${query ? `&${query}` : ''}`, token);

describe('GET /api/quotes', () => {
  it('lists the business’s requests newest first with the counts of every status and of the unread', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data.map((q: { name: string }) => q.name)).toEqual(['Emery Cole', 'Drew Lane', 'Casey Reed', 'Blake Moss', 'Avery Stone']);
    expect(body.pagination).toEqual({ total: 5, limit: 10, offset: 0, hasMore: false });
    expect(body.counts).toEqual({ all: 5, pending: 5, in_progress: 0, completed: 0, cancelled: 0, unread: 5 });
    expect(body.data[0]).toMatchObject({ status: 'pending', read: false, readAt: null, estimatedPrice: null, cancelReason: null });
  });

  it('counts the whole inbox of the business without a search (the demo requests too), and never another business’s', async () => {
    const { body } = await get('/api/quotes');
    const stored = await h.db.select({ status: s.quotes.status }).from(s.quotes).where(eq(s.quotes.tenantId, tenantId));
    expect(body.counts.all).toBe(stored.length);
    expect(body.counts.pending).toBe(stored.filter((q) => q.status === 'pending').length);
    expect(body.data).toHaveLength(Math.min(10, stored.length));
    const barber = await get('/api/quotes', tokens.stranger);
    expect(barber.body.data.some((q: { message: string | null }) => q.message?.includes(MARK))).toBe(false);
  });

  it('pages with limit and offset and says whether more follow', async () => {
    const first = await list('limit=2');
    expect(first.body.data.map((q: { name: string }) => q.name)).toEqual(['Emery Cole', 'Drew Lane']);
    expect(first.body.pagination).toEqual({ total: 5, limit: 2, offset: 0, hasMore: true });
    const last = await list('limit=2&offset=4');
    expect(last.body.data.map((q: { name: string }) => q.name)).toEqual(['Avery Stone']);
    expect(last.body.pagination).toEqual({ total: 5, limit: 2, offset: 4, hasMore: false });
    expect((await list('offset=50')).body.data).toEqual([]);
  });

  it('searches names, e-mails, phones (digits too), cities, ZIP codes, messages and services', async () => {
    const names = async (q: string) =>
      (await get(`/api/quotes?q=${encodeURIComponent(q)}`)).body.data
        .filter((r: { message: string | null }) => r.message?.includes(MARK))
        .map((r: { name: string }) => r.name);
    expect(await names('blake')).toEqual(['Blake Moss']);
    expect(await names('casey@example')).toEqual(['Casey Reed']);
    expect(await names('2125550103')).toEqual(['Casey Reed']);
    expect(await names('(480) 555-0104')).toEqual(['Drew Lane']);
    expect(await names('New York')).toEqual(['Casey Reed']);
    expect(await names('10001')).toEqual(['Casey Reed']);
    expect(await names(`${MARK} boat`)).toEqual(['Blake Moss']);
    expect(await names(`interior ${MARK}`)).toEqual(['Blake Moss']);
    // LIKE's wildcards match themselves only.
    expect((await get('/api/quotes?q=%25')).body.pagination.total).toBe(0);
    expect((await get('/api/quotes?q=_')).body.pagination.total).toBe(0);
  });

  it('answers 400 with a message per field out of range', async () => {
    const bad = await get('/api/quotes?limit=0&offset=-1&status=open&user_id=x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: 'Validation failed',
      fields: {
        limit: 'limit must be at least 1',
        offset: 'offset must be at least 0',
        status: 'status must be one of pending, in_progress, completed, cancelled',
        user_id: 'user_id must be a positive whole number',
      },
    });
    expect((await get('/api/quotes?limit=101')).body.fields).toEqual({ limit: 'limit must be at most 100' });
    expect((await get('/api/quotes?limit=100')).status).toBe(200);
  });

  it('needs the business named by an admin, and refuses another business’s owner and anonymous callers', async () => {
    const admin = await get('/api/quotes', tokens.admin);
    expect(admin.status).toBe(400);
    expect(admin.body.fields).toEqual({ business_slug: 'business_slug is required' });
    const named = await get(`/api/quotes?business_slug=${SLUG}&q=${MARK}`, tokens.admin);
    expect(named.body.pagination.total).toBe(5);
    expect((await get(`/api/quotes?business_slug=${SLUG}`, tokens.stranger)).status).toBe(403);
    expect((await call('GET', '/api/quotes', undefined)).status).toBe(401);
    expect((await call('GET', `/api/quotes/${ids[0]}`, undefined)).status).toBe(401);
    for (const role of ['manager', 'tech', 'viewer']) expect((await list('', tokens[role])).body.pagination.total, role).toBe(5);
  });
});

describe('one request', () => {
  it('shows everything the visitor sent, and whether the business serves its ZIP', async () => {
    const { status, body } = await get(`/api/quotes/${ids[0]}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids[0],
      name: 'Avery Stone',
      email: 'avery@example.com',
      phone: '(480) 555-0101',
      vehicleType: 'SUV',
      vehicleMake: 'Toyota',
      vehicleModel: '4Runner',
      vehicleYear: '2021',
      services: ['Ceramic Coating'],
      message: `${MARK} first`,
      city: 'Tempe',
      state: 'AZ',
      zipCode: '85281',
      status: 'pending',
      notes: null,
      read: false,
      servedArea: { zip: '85281', served: true, area: { city: 'Tempe', state: 'AZ' } },
    });
    expect(body.data.customerId).toEqual(expect.any(Number));
    expect(Date.parse(body.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const far = await get(`/api/quotes/${ids[2]}`);
    expect(far.body.data.servedArea).toMatchObject({ zip: '10001', served: false });
    expect(far.body.data.servedArea.nearest.distance_miles).toBeGreaterThan(2000);
  });

  it('is read once staff open it, and the unread count drops; the first opening is kept', async () => {
    const opened = await send('POST', `/api/quotes/${ids[1]}/read`, {}, tokens.viewer);
    expect(opened.status).toBe(200);
    expect(opened.body.data.read).toBe(true);
    const again = await send('POST', `/api/quotes/${ids[1]}/read`, {});
    expect(again.body.data.readAt).toBe(opened.body.data.readAt);
    expect((await list('')).body.counts.unread).toBe(4);
  });

  it('takes notes and an estimate in cents and minutes, and clears them with null', async () => {
    const saved = await send('PUT', `/api/quotes/${ids[0]}`, {
      notes: 'Called back: wants Friday',
      estimatedPrice: 24900,
      estimatedDuration: 180,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      notes: 'Called back: wants Friday',
      estimatedPrice: 24900,
      estimatedDuration: 180,
      status: 'pending',
    });
    const bad = await send('PUT', `/api/quotes/${ids[0]}`, { estimatedPrice: 249.99, estimatedDuration: -5 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      estimatedPrice: 'Price must be a whole number of cents',
      estimatedDuration: 'Duration must be positive',
    });
    const cleared = await send('PUT', `/api/quotes/${ids[0]}`, { estimatedDuration: null }, tokens.manager);
    expect(cleared.body.data).toMatchObject({ estimatedPrice: 24900, estimatedDuration: null, notes: 'Called back: wants Friday' });
  });

  it('moves through the statuses by the rules, and refuses the others naming both statuses', async () => {
    const path = `/api/quotes/${ids[3]}`;
    expect((await send('PUT', path, { status: 'in_progress' })).body.data.status).toBe('in_progress');
    expect((await send('PUT', path, { status: 'completed' })).body.data.status).toBe('completed');
    const refused = await send('PUT', path, { status: 'pending' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ status: 'Cannot change the status from completed to pending' });
    expect((await send('PUT', path, { status: 'in_progress' })).body.data.status).toBe('in_progress');
    const viaPut = await send('PUT', path, { status: 'cancelled' });
    expect(viaPut.body.fields).toEqual({ status: 'Cancel a request through cancel, with a reason' });
    const counts = (await list('')).body.counts;
    expect(counts).toMatchObject({ all: 5, pending: 4, in_progress: 1, completed: 0, cancelled: 0 });
    expect((await list('status=in_progress')).body.data.map((q: { name: string }) => q.name)).toEqual(['Drew Lane']);
    expect((await list('status=in_progress')).body.pagination.total).toBe(1);
  });

  it('cancels with a reason only, and a reopened request loses the reason', async () => {
    const path = `/api/quotes/${ids[4]}`;
    const missing = await send('POST', `${path}/cancel`, { notes: 'no reason' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reason: 'Reason is required' });
    const cancelled = await send('POST', `${path}/cancel`, { reason: 'Booked another detailer', notes: 'Offer 10% next time' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Booked another detailer',
      notes: 'Offer 10% next time',
    });
    expect((await send('POST', `${path}/cancel`, { reason: 'again' })).body.fields).toEqual({ status: 'The request is already cancelled' });
    expect((await send('PUT', path, { status: 'completed' })).body.fields).toEqual({
      status: 'Cannot change the status from cancelled to completed',
    });
    const reopened = await send('PUT', path, { status: 'pending' });
    expect(reopened.body.data).toMatchObject({ status: 'pending', cancelReason: null, notes: 'Offer 10% next time' });
  });

  it('is assigned to a staff member of the business, and the list filters by them', async () => {
    const assigned = await send('PUT', `/api/quotes/${ids[2]}`, { assignedUserId: techId });
    expect(assigned.body.data.assignedUserId).toBe(techId);
    const mine = await list(`user_id=${techId}`, tokens.tech);
    expect(mine.body.data.map((q: { name: string }) => q.name)).toEqual(['Casey Reed']);
    expect(mine.body.counts.all).toBe(1);
    const barberOwner = await h.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(eq(s.users.email, demoOwnerEmail(OTHER)))
      .get();
    const foreign = await send('PUT', `/api/quotes/${ids[2]}`, { assignedUserId: barberOwner!.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ assignedUserId: 'Team member not found' });
  });

  it('lets technicians and viewers read but not write', async () => {
    for (const role of ['tech', 'viewer']) {
      expect((await get(`/api/quotes/${ids[0]}`, tokens[role])).status, role).toBe(200);
      expect((await send('PUT', `/api/quotes/${ids[0]}`, { notes: 'mine' }, tokens[role])).status, role).toBe(403);
      expect((await send('POST', `/api/quotes/${ids[0]}/cancel`, { reason: 'mine' }, tokens[role])).status, role).toBe(403);
    }
    expect((await get(`/api/quotes/${ids[0]}`)).body.data.notes).toBe('Called back: wants Friday');
  });

  it('is not found for another business’s owner, nor outside the business an admin names', async () => {
    for (const [method, path] of [
      ['GET', `/api/quotes/${ids[0]}`],
      ['POST', `/api/quotes/${ids[0]}/read`],
      ['PUT', `/api/quotes/${ids[0]}`],
      ['POST', `/api/quotes/${ids[0]}/cancel`],
    ] as const) {
      const res = await send(method, path, method === 'GET' ? undefined : { reason: 'x' }, tokens.stranger);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('Quote request not found');
    }
    expect((await get(`/api/quotes/${ids[0]}?business_slug=${OTHER}`, tokens.admin)).status).toBe(404);
    expect((await get(`/api/quotes/${ids[0]}`, tokens.admin)).status).toBe(200);
    expect((await get('/api/quotes/abc')).body.error).toBe('Invalid quote request ID');
    expect((await get('/api/quotes/999999')).status).toBe(404);
    const stored = await h.db.select({ readAt: s.quotes.readAt }).from(s.quotes).where(eq(s.quotes.id, ids[0]!)).get();
    expect(stored?.readAt).toBeNull();
  });
});
