/**
 * The public reads are answered from memory (api/domain/public-cache.ts), so each test reads first
 * (filling the cache), writes through the API or a domain function, and reads again at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { setTenantStatus } from '#api/domain/tenants.ts';
import { createPublisher } from '#build/queue/publisher.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';

let h: Harness;
let owner: string;
let tenantId: number;

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  const res = await h.request('/api/auth/login', json({ email: demoOwnerEmail(SLUG), password: PASSWORD }));
  owner = (await res.json()).accessToken;
});
afterAll(() => h?.close());

const send = (method: string, url: string, body?: unknown) =>
  h.request(url, {
    method,
    headers: { Authorization: `Bearer ${owner}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const read = async (url: string) => {
  const res = await h.request(url);
  return { status: res.status, body: await res.json() };
};
const reviewsUrl = `/api/reviews?tenant_slug=${SLUG}`;

describe('public reads kept in memory', () => {
  it('GET /api/tenants/{slug} shows a saved profile at once', async () => {
    expect((await read(`/api/tenants/${SLUG}`)).body.data.business_name).not.toBe('Prestige Cached Detailing');
    expect((await send('PUT', `/api/tenants/${SLUG}`, { business_name: 'Prestige Cached Detailing' })).status).toBe(200);
    expect((await read(`/api/tenants/${SLUG}`)).body.data.business_name).toBe('Prestige Cached Detailing');
  });

  it('GET /api/website-content/{slug} shows saved content and a saved stock selection at once', async () => {
    expect((await read(`/api/website-content/${SLUG}`)).body.content.hero_title).not.toBe('Fresh from memory');
    expect((await send('PUT', `/api/website-content/${SLUG}`, { hero_title: 'Fresh from memory' })).status).toBe(200);
    const after = (await read(`/api/website-content/${SLUG}`)).body.content;
    expect(after.hero_title).toBe('Fresh from memory');
    const [first] = (await (await send('GET', `/api/tenants/${SLUG}/gallery`)).json()).data.stock;
    expect((await send('PUT', `/api/tenants/${SLUG}/gallery/stock`, { ids: [first.id] })).status).toBe(200);
    expect((await read(`/api/website-content/${SLUG}`)).body.content.gallery_stock).toEqual([first.id]);
  });

  it('GET /api/reviews shows an added review and drops a deleted one at once', async () => {
    const before = (await read(reviewsUrl)).body;
    const added = await send('POST', '/api/tenant-reviews', {
      tenant_slug: SLUG,
      customer_name: 'Cache Tester',
      rating: 5,
      comment: 'Seen on the very next read.',
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()).data;
    const withIt = (await read(reviewsUrl)).body;
    expect(withIt.pagination.total).toBe(before.pagination.total + 1);
    expect(withIt.data[0]).toMatchObject({ id, customer_name: 'Cache Tester' });
    expect((await send('DELETE', `/api/tenant-reviews/${id}?tenant_slug=${SLUG}`)).status).toBe(200);
    const without = (await read(reviewsUrl)).body;
    expect(without.pagination.total).toBe(before.pagination.total);
    expect(without.data.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('a tenant moved out of approved is refused by every public read at once, and served again when approved', async () => {
    const urls = [`/api/tenants/${SLUG}`, `/api/website-content/${SLUG}`, reviewsUrl];
    const publisher = createPublisher(h.db, () => {});
    for (const url of urls) expect((await read(url)).status, url).toBe(200);
    await setTenantStatus(h.db, publisher, tenantId, { from: 'approved', to: 'pending' });
    for (const url of urls) expect((await read(url)).body, url).toMatchObject({ code: 'TENANT_NOT_APPROVED' });
    for (const url of urls) expect((await read(url)).status, url).toBe(403);
    await setTenantStatus(h.db, publisher, tenantId, { from: 'pending', to: 'approved' });
    for (const url of urls) expect((await read(url)).status, url).toBe(200);
  });

  it('an unknown slug is still answered 404', async () => {
    expect((await read('/api/website-content/no-such-business')).status).toBe(404);
    expect((await read('/api/reviews?tenant_slug=no-such-business')).status).toBe(404);
  });
});
