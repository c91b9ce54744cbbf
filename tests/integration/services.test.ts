/**
 * The services API against a real database and real publishes (issue 13): an owner adds, edits,
 * reorders, disables and deletes services and tiers, and the live site follows after one publish.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
let h: Harness;
let pool: WorkerPool;
let owner: string;
let stranger: string;
let admin: string;
let tenantId: number;

beforeAll(async () => {
  h = await startHarness({ wake: () => pool?.wake() });
  await ensureDemoAccounts(h.db, PASSWORD);
  const token = async (email: string) =>
    (await (await h.request('/api/auth/login', json({ email, password: PASSWORD }))).json()).accessToken;
  owner = await token(demoOwnerEmail(SLUG));
  stranger = await token(demoOwnerEmail('sharp-edge-barbers'));
  admin = await token('admin@demo.example');
  tenantId = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  pool = new WorkerPool(1, {
    ...process.env,
    DATA_DIR: h.dataDir,
    DATABASE_URL: h.config.databaseUrl,
    PUBLIC_URL: h.config.publicUrl,
    PUBLISH_POLL_MS: '100',
  }).start();
  await pool.ready();
}, 60_000);
afterAll(async () => {
  await pool?.stop();
  h?.close();
});

const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const api = (path = '') => `/api/services/tenant/${tenantId}${path}`;

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}
const page = async (path: string) => {
  const res = await h.request(path);
  return { status: res.status, html: await res.text() };
};
/** The Service node of a service page's JSON-LD: its offers' prices and names. */
function offersOf(html: string): { name: string; price: number }[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  const service = blocks.flat().find((b) => b['@type'] === 'Service');
  return (service?.offers?.offers ?? []).map((o: { name: string; price: number }) => ({ name: o.name, price: o.price }));
}

const interior = {
  name: 'Interior Reset',
  description: 'Seats, carpets and every surface inside brought back to clean, with odors neutralized.',
  categoryId: 3,
  vehicleIds: [1, 3],
  tiers: [
    { name: 'Refresh', priceCents: 14900, durationMinutes: 120, features: ['Vacuum and wipe-down', 'Glass inside'] },
    { name: 'Deep Reset', priceCents: 22900, durationMinutes: 210, popular: true, description: 'Extraction of every seat and mat.' },
  ],
};

describe('listing by vehicle and category (spec 3 §7)', () => {
  it('lists the services offered for a vehicle in a category, with their tiers, by tenant id or slug', async () => {
    const res = await call('GET', api('/vehicle/1/category/3'), owner);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    const names = body.data.map((svc: { name: string }) => svc.name);
    expect(names).toContain('Auto Detailing');
    expect(names).not.toContain('Marine Detailing');
    const auto = body.data.find((svc: { name: string }) => svc.name === 'Auto Detailing');
    expect(auto.tiers.map((t: { name: string }) => t.name)).toEqual(['Express Detail', 'Full Detail', 'Showroom Detail']);
    expect(auto.tiers[0]).toMatchObject({ priceCents: 12900, durationMinutes: 90, enabled: true, popular: false });
    // Larger vehicles cost more (spec 1 §3 sizes): the demo's prices for large and extra-large ones.
    expect(auto.tiers[0].sizePricesCents).toEqual({ l: 15000, xl: 17000 });
    const autoPage = (await page(`/${SLUG}/services/auto-detailing`)).html;
    expect(autoPage).toContain('Large vehicles $150');
    expect(autoPage).toContain('Extra large vehicles $170');
    const boats = await (await call('GET', `/api/services/tenant/${SLUG}/vehicle/5/category/3`, owner)).json();
    expect(boats.data.map((svc: { name: string }) => svc.name)).toEqual(['Marine Detailing']);
    const addons = await (await call('GET', api('/vehicle/1/category/7'), admin)).json();
    expect(addons.data.map((svc: { name: string }) => svc.name)).toContain('Pet Hair Removal');
    expect(addons.data[0].tiers).toHaveLength(1);
  });

  it("answers 400 'Invalid vehicle or category ID' for ids the industry does not have", async () => {
    for (const path of ['/vehicle/9/category/3', '/vehicle/1/category/8', '/vehicle/0/category/3', '/vehicle/x/category/3']) {
      const res = await call('GET', api(path), owner);
      expect(res.status, path).toBe(400);
      expect((await res.json()).error).toBe('Invalid vehicle or category ID');
    }
    // A barber's "vehicles" are its three kinds of client.
    const barber = await call('GET', '/api/services/tenant/sharp-edge-barbers/vehicle/4/category/3', stranger);
    expect(barber.status).toBe(400);
    expect((await call('GET', '/api/services/tenant/sharp-edge-barbers/vehicle/2/category/3', stranger)).status).toBe(200);
  });

  it("refuses another tenant's owner (403) and anonymous callers (401)", async () => {
    expect((await call('GET', api('/vehicle/1/category/3'), stranger)).status).toBe(403);
    expect((await call('GET', api('/services'), stranger)).status).toBe(403);
    expect((await call('POST', api('/services'), stranger, interior)).status).toBe(403);
    expect((await call('GET', api('/vehicle/1/category/3'), undefined)).status).toBe(401);
    expect((await call('GET', '/api/services/tenant/999999/services', admin)).status).toBe(404);
    expect((await call('GET', '/api/services/tenant/999999/services', owner)).status).toBe(403);
  });
});

describe('editing services and tiers', () => {
  let id: number;
  const servicePage = `/${SLUG}/services/interior-reset`;

  it('refuses bad bodies with a message per field', async () => {
    const empty = await call('POST', api('/services'), owner, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields).toEqual({
      name: 'Service name is required',
      categoryId: 'Invalid category ID',
      vehicleIds: 'Choose at least one vehicle',
      tiers: 'At least one tier is required',
    });
    const bad = await call('POST', api('/services'), owner, {
      ...interior,
      vehicleIds: [12],
      tiers: [{ name: 'Refresh', priceCents: -100, durationMinutes: 0 }],
    });
    expect((await bad.json()).fields).toEqual({
      'vehicleIds.0': 'Invalid vehicle ID',
      'tiers.0.priceCents': 'Price must not be negative',
      'tiers.0.durationMinutes': 'Duration must be positive',
    });
    const text = await h.request(api('/services'), { method: 'POST', headers: { Authorization: `Bearer ${owner}` }, body: 'x' });
    expect(text.status).toBe(400);
    expect((await call('PATCH', api('/services/abc'), owner, { active: false })).status).toBe(400);
    expect((await (await call('PATCH', api('/services/999999'), owner, { active: false })).json()).error).toBe('Service not found');
  });

  it('adds a service with two tiers, and the live site shows its page, prices and JSON-LD offers after one publish', async () => {
    const res = await call('POST', api('/services'), owner, interior);
    expect(res.status).toBe(201);
    const created = (await res.json()).data;
    id = created.id;
    expect(created).toMatchObject({
      slug: 'interior-reset',
      categoryId: 3,
      vehicleIds: [1, 3],
      active: true,
      basePriceCents: 14900,
      minDurationMinutes: 120,
    });
    expect(created.tiers.map((t: { name: string; sortOrder: number }) => [t.name, t.sortOrder])).toEqual([
      ['Refresh', 0],
      ['Deep Reset', 1],
    ]);
    expect(created.tiers[1]).toMatchObject({
      popular: true,
      enabled: true,
      features: [],
      description: 'Extraction of every seat and mat.',
    });

    await until(async () => (await page(servicePage)).status === 200);
    const { html } = await page(servicePage);
    expect(html).toContain('Interior Reset');
    expect(html).toContain('$149');
    expect(html).toContain('Most popular');
    expect(offersOf(html)).toEqual([
      { name: 'Interior Reset: Refresh', price: 149 },
      { name: 'Interior Reset: Deep Reset', price: 229 },
    ]);
    // Add-ons are listed on the page with their own price.
    expect(html).toContain('Pet Hair Removal');
    expect((await page(`/${SLUG}`)).html).toContain(`href="${servicePage}"`);
    // The quote form offers it among the services.
    expect((await page(`/${SLUG}/fragments/quote-form.html`)).html).toContain('value="Interior Reset"');
    // A second service of the same name gets its own address.
    const twin = (await (await call('POST', api('/services'), admin, { ...interior, tiers: [interior.tiers[0]] })).json()).data;
    expect(twin.slug).toBe('interior-reset-2');
    expect((await call('DELETE', api(`/services/${twin.id}`), admin)).status).toBe(200);
  });

  it('edits a tier price, and the page and its JSON-LD show the new price after one publish', async () => {
    const stored = (await (await call('GET', api('/services'), owner)).json()).data.find((svc: { id: number }) => svc.id === id);
    const refresh = stored.tiers[0];
    const res = await call('PATCH', api(`/services/${id}/tiers/${refresh.id}`), owner, { priceCents: 15900 });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ basePriceCents: 15900 });
    await until(async () => offersOf((await page(servicePage)).html).some((o) => o.price === 159));
    expect(offersOf((await page(servicePage)).html)).toEqual([
      { name: 'Interior Reset: Refresh', price: 159 },
      { name: 'Interior Reset: Deep Reset', price: 229 },
    ]);
  });

  it('replaces the tiers with a PUT: keeps a sent id, adds a new one, drops the one not sent, in the sent order', async () => {
    const stored = (await (await call('GET', api('/services'), owner)).json()).data.find((svc: { id: number }) => svc.id === id);
    const [refresh, deep] = stored.tiers;
    const foreign = await call('PUT', api(`/services/${id}`), owner, { name: 'Interior Reset', tiers: [{ ...deep, id: 1 }] });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).fields).toEqual({ 'tiers.0.id': 'Tier not found' });

    const res = await call('PUT', api(`/services/${id}`), owner, {
      name: 'Interior Reset',
      tiers: [
        { id: deep.id, name: 'Deep Reset', priceCents: 23900, durationMinutes: 210 },
        { name: 'Pet Owner Special', priceCents: 19900, durationMinutes: 180 },
      ],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()).data;
    expect(saved.tiers.map((t: { id: number; name: string }) => t.name)).toEqual(['Deep Reset', 'Pet Owner Special']);
    expect(saved.tiers[0]).toMatchObject({ id: deep.id, popular: true, description: 'Extraction of every seat and mat.' });
    expect(saved.tiers.some((t: { id: number }) => t.id === refresh.id)).toBe(false);
    // The category and vehicles it left out stay.
    expect(saved).toMatchObject({ categoryId: 3, vehicleIds: [1, 3], basePriceCents: 19900 });
  });

  it('takes back what the GET answers with one field changed', async () => {
    const stored = (await (await call('GET', api('/services'), owner)).json()).data.find((svc: { id: number }) => svc.id === id);
    const res = await call('PUT', api(`/services/${id}`), owner, { ...stored, description: 'Every surface inside, reset.' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ ...stored, description: 'Every surface inside, reset.' });
  });

  it('reorders tiers and refuses an order that does not list every tier once', async () => {
    const stored = (await (await call('GET', api('/services'), owner)).json()).data.find((svc: { id: number }) => svc.id === id);
    const ids = stored.tiers.map((t: { id: number }) => t.id);
    const bad = await call('PUT', api(`/services/${id}/tiers/order`), owner, { tierIds: [ids[0]] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ tierIds: 'List every tier of the service once' });
    const res = await call('PUT', api(`/services/${id}/tiers/order`), owner, { tierIds: [...ids].reverse() });
    expect((await res.json()).data.tiers.map((t: { id: number }) => t.id)).toEqual([...ids].reverse());
  });

  it('disables a tier, which leaves the page; the last tier cannot be removed', async () => {
    const stored = (await (await call('GET', api('/services'), owner)).json()).data.find((svc: { id: number }) => svc.id === id);
    const special = stored.tiers.find((t: { name: string }) => t.name === 'Pet Owner Special');
    await until(async () => (await page(servicePage)).html.includes('Pet Owner Special'));
    expect((await call('PATCH', api(`/services/${id}/tiers/${special.id}`), owner, { enabled: false })).status).toBe(200);
    await until(async () => !(await page(servicePage)).html.includes('Pet Owner Special'));
    expect(offersOf((await page(servicePage)).html)).toEqual([{ name: 'Interior Reset: Deep Reset', price: 239 }]);

    const deep = stored.tiers.find((t: { name: string }) => t.name === 'Deep Reset');
    expect((await call('DELETE', api(`/services/${id}/tiers/${special.id}`), owner)).status).toBe(200);
    const last = await call('DELETE', api(`/services/${id}/tiers/${deep.id}`), owner);
    expect(last.status).toBe(400);
    expect((await last.json()).error).toBe('A service needs at least one tier');
    expect((await call('DELETE', api(`/services/${id}/tiers/${special.id}`), owner)).status).toBe(404);
  });

  it('keeps a service to 12 tiers and a business to 100 services', async () => {
    const tier = { name: 'Extra', priceCents: 900, durationMinutes: 15 };
    for (let n = 1; n < 12; n++) expect((await call('POST', api(`/services/${id}/tiers`), owner, tier)).status).toBe(201);
    const thirteenth = await call('POST', api(`/services/${id}/tiers`), owner, tier);
    expect(thirteenth.status).toBe(400);
    expect((await thirteenth.json()).error).toBe('At most 12 tiers');
    const stored = (await (await call('GET', api('/services'), owner)).json()).data.find((svc: { id: number }) => svc.id === id);
    for (const extra of stored.tiers.filter((t: { name: string }) => t.name === 'Extra')) {
      expect((await call('DELETE', api(`/services/${id}/tiers/${extra.id}`), owner)).status).toBe(200);
    }

    const have = (await h.db.select().from(s.services).where(eq(s.services.tenantId, tenantId))).length;
    await h.db.insert(s.services).values(
      Array.from({ length: 100 - have }, (_, i) => ({
        tenantId,
        slug: `filler-${i}`,
        name: `Filler ${i}`,
        category: 'addons',
        active: false,
      })),
    );
    const over = await call('POST', api('/services'), owner, interior);
    expect(over.status).toBe(400);
    expect((await over.json()).error).toBe('A business can have at most 100 services');
    await h.db.delete(s.services).where(like(s.services.slug, 'filler-%'));
  });

  it("does not reach another tenant's service through one's own tenant", async () => {
    const barber = (await (await call('GET', '/api/services/tenant/sharp-edge-barbers/services', stranger)).json()).data[0];
    expect((await call('PATCH', api(`/services/${barber.id}`), owner, { active: false })).status).toBe(404);
    expect((await call('DELETE', api(`/services/${barber.id}`), owner)).status).toBe(404);
    expect((await call('DELETE', `/api/services/tenant/sharp-edge-barbers/services/${barber.id}`, owner)).status).toBe(403);
  });

  it('hides an inactive service from the site, and answers 410 for the page of a deleted one', async () => {
    expect((await call('PATCH', api(`/services/${id}`), owner, { active: false })).status).toBe(200);
    await until(async () => !(await page(`/${SLUG}`)).html.includes(`href="${servicePage}"`));
    expect((await call('PATCH', api(`/services/${id}`), owner, { active: true })).status).toBe(200);
    await until(async () => (await page(servicePage)).status === 200);

    const res = await call('DELETE', api(`/services/${id}`), owner);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ id });
    expect(await h.db.select().from(s.serviceTiers).where(eq(s.serviceTiers.serviceId, id))).toEqual([]);
    await until(async () => (await page(servicePage)).status === 410);
    expect((await page(`/${SLUG}`)).html).not.toContain('Interior Reset');
    expect((await page(`/${SLUG}/fragments/quote-form.html`)).html).not.toContain('Interior Reset');
    expect((await call('DELETE', api(`/services/${id}`), owner)).status).toBe(404);
  });
});
