/**
 * Issue 12 through the real stack: the owner's locations calls and the city-page editor change the
 * database, the publish workers render the site again, and the live site follows (new city page,
 * removed one 410 Gone, sitemap, footer, JSON-LD); the public ZIP lookup; every check's 400 and 403.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import type { ServiceAreaRecord } from '#core/api/types.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const STRANGER = 'sharp-edge-barbers';
let h: Harness;
let pool: WorkerPool;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness({ wake: () => pool?.wake() });
  await ensureDemoAccounts(h.db, PASSWORD);
  for (const slug of [SLUG, STRANGER]) {
    const res = await h.request('/api/auth/login', json({ email: demoOwnerEmail(slug), password: PASSWORD }));
    tokens[slug] = (await res.json()).accessToken;
  }
  pool = new WorkerPool(1, {
    ...process.env,
    DATA_DIR: h.dataDir,
    DATABASE_URL: h.config.databaseUrl,
    PUBLIC_URL: h.config.publicUrl,
    PUBLISH_LEASE_MS: '1500',
    PUBLISH_POLL_MS: '100',
  }).start();
  await pool.ready();
}, 120_000);
afterAll(async () => {
  await pool?.stop();
  h?.close();
});

const call = (method: string, url: string, body?: unknown, token = tokens[SLUG]) =>
  h.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const areasUrl = `/api/locations/service-areas/${SLUG}`;
const listOf = async () => (await (await h.request(`/api/tenants/${SLUG}`)).json()).data.service_areas as ServiceAreaRecord[];
async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}
const status = async (path: string) => (await h.request(path)).status;
const text = async (path: string) => (await h.request(path)).text();

describe('the demo areas', () => {
  it('carry ZIP codes, coordinates and, for outlying cities, travel pricing', async () => {
    const areas = await listOf();
    expect(areas[0]).toMatchObject({ city: 'Scottsdale', state: 'AZ', zip: '85251', primary: true, url_path: '/areas/scottsdale-az/' });
    for (const area of areas) {
      expect(area.zip_codes.length, area.city).toBeGreaterThan(0);
      expect(area.zip_codes[0]).toBe(area.zip);
      expect(area.latitude, area.city).not.toBeNull();
    }
    expect(areas.some((a) => a.minimum > 0 || a.multiplier !== 1)).toBe(true);
  });
});

describe('adding, editing and deleting areas republishes the site', () => {
  it('adds a city from its name alone: ZIP codes and centre from the bundled data, a new city page, a longer sitemap', async () => {
    const res = await call('POST', areasUrl, { city: 'Sedona', state: 'az', minimum: '200', multiplier: 1.25 });
    expect(res.status).toBe(201);
    const body = await res.json();
    const sedona = (body.data as ServiceAreaRecord[]).find((a) => a.city === 'Sedona');
    expect(sedona).toMatchObject({
      state: 'AZ',
      zip: '86336',
      minimum: 200,
      multiplier: 1.25,
      primary: false,
      url_path: '/areas/sedona-az/',
    });
    expect(sedona?.zip_codes).toEqual(expect.arrayContaining(['86336', '86351']));
    expect(sedona?.latitude).toBeCloseTo(34.8, 0);
    expect(body.data).toEqual(await listOf());

    await until(async () => (await status(`/${SLUG}/areas/sedona-az`)) === 200);
    expect(await text(`/${SLUG}/sitemap.xml`)).toContain(`/${SLUG}/areas/sedona-az`);
    const home = await text(`/${SLUG}`);
    expect(home).toContain('"name":"Sedona"');
  });

  it('edits the list with PUT: order, primary, fields; a kept area keeps its id', async () => {
    const areas = await listOf();
    const [first, second, ...rest] = areas;
    const list = [{ ...second!, minimum: 75 }, { ...first! }, ...rest];
    const res = await call('PUT', areasUrl, { serviceAreas: list });
    expect(res.status).toBe(200);
    const saved = (await res.json()).data as ServiceAreaRecord[];
    expect(saved.map((a) => a.id)).toEqual(list.map((a) => a.id));
    expect(saved[0]).toMatchObject({ id: second!.id, primary: true, minimum: 75 });
    expect(saved[1]).toMatchObject({ id: first!.id, primary: false, zip_codes: first!.zip_codes });
    // Put back as it was, so the other tests see the demo's primary city.
    expect((await call('PUT', areasUrl, { serviceAreas: areas })).status).toBe(200);
  });

  it('deletes an area: its city page answers 410 Gone and leaves the sitemap', async () => {
    const sedona = (await listOf()).find((a) => a.city === 'Sedona')!;
    const res = await call('DELETE', `${areasUrl}/${sedona.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()).data as ServiceAreaRecord[]).some((a) => a.id === sedona.id)).toBe(false);
    await until(async () => (await status(`/${SLUG}/areas/sedona-az`)) === 410);
    expect(await text(`/${SLUG}/sitemap.xml`)).not.toContain('sedona-az');
    expect((await call('DELETE', `${areasUrl}/${sedona.id}`)).status).toBe(404);
  });
});

describe('the city-page editor', () => {
  it('shows the stored texts and the generated ones, saves, and the live page follows', async () => {
    const tempe = (await listOf()).find((a) => a.city === 'Tempe')!;
    const url = `/api/locations/pages/${SLUG}/${tempe.id}`;
    const before = (await (await call('GET', url)).json()).data;
    expect(before).toMatchObject({ area_id: tempe.id, city: 'Tempe', state: 'AZ', url_path: '/areas/tempe-az/' });
    expect(before.fields.seo_title).toBe('Tempe Mobile Car Detailing | Prestige Mobile Detailing');
    expect(before.generated.seo_title).toMatch(/Tempe/);
    expect(before.generated.seo_title).not.toBe(before.fields.seo_title);
    expect(before.generated.hero_text.length).toBeGreaterThan(20);
    expect(before.generated.faqs.length).toBeGreaterThan(0);

    const fields = {
      seo_title: 'Tempe Car Detailing at Home | Prestige',
      landmarks: ['Tempe Town Lake'],
      pricing_modifier_pct: 5,
      noindex: false,
    };
    const res = await call('PUT', url, { fields });
    expect(res.status).toBe(200);
    expect((await res.json()).data.fields).toMatchObject(fields);
    await until(async () => (await text(`/${SLUG}/areas/tempe-az`)).includes('<title>Tempe Car Detailing at Home | Prestige</title>'));
    const html = await text(`/${SLUG}/areas/tempe-az`);
    expect(html).toContain('Prices in Tempe are 5% above our standard rates.');
    expect(html).toContain('Tempe Town Lake');
  });

  it('keeps a noindex page out of the sitemap and tells robots; a blank field goes back to the generated text', async () => {
    const mesa = (await listOf()).find((a) => a.city === 'Mesa')!;
    const url = `/api/locations/pages/${SLUG}/${mesa.id}`;
    expect((await call('PUT', url, { fields: { noindex: true, hero_text: 'Mesa driveways, done right.' } })).status).toBe(200);
    await until(async () => (await text(`/${SLUG}/areas/mesa-az`)).includes('Mesa driveways, done right.'));
    expect(await text(`/${SLUG}/areas/mesa-az`)).toContain('noindex,nofollow');
    expect(await text(`/${SLUG}/sitemap.xml`)).not.toContain('mesa-az');

    const res = await call('PUT', url, { fields: { noindex: false, hero_text: '' } });
    const data = (await res.json()).data;
    expect(data.fields.hero_text).toBeNull();
    await until(async () => (await text(`/${SLUG}/areas/mesa-az`)).includes(data.generated.hero_text));
    expect(await text(`/${SLUG}/sitemap.xml`)).toContain('mesa-az');
  });

  it('refuses an image the gallery does not have and an out-of-range modifier, per field', async () => {
    const tempe = (await listOf()).find((a) => a.city === 'Tempe')!;
    const url = `/api/locations/pages/${SLUG}/${tempe.id}`;
    const bad = await call('PUT', url, { fields: { pricing_modifier_pct: -60, seo_description: 'x'.repeat(161) } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      pricing_modifier_pct: 'Pricing modifier must be between -50% and +100%',
      seo_description: 'SEO description should be under 160 characters',
    });
    const image = await call('PUT', url, { fields: { image_ids: ['no-such-image'] } });
    expect(image.status).toBe(400);
    expect((await image.json()).fields).toEqual({ image_ids: 'Unknown gallery image: no-such-image' });
    expect((await call('GET', `/api/locations/pages/${SLUG}/999999`)).status).toBe(404);
  });
});

describe('bad bodies get 400 with the spec messages per field', () => {
  it('for one area', async () => {
    const res = await call('POST', areasUrl, { city: '', state: 'ZZ', zip: '123', minimum: -5, multiplier: 0 });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      city: 'City is required',
      state: 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)',
      zip: 'ZIP code must be 5 digits or 5+4 format',
      minimum: 'Minimum must be a positive number',
      multiplier: 'Multiplier must be greater than 0',
    });
    const missing = await call('POST', areasUrl, {});
    expect((await missing.json()).fields).toEqual({ city: 'City is required', state: 'State is required' });
  });

  it('for a ZIP or city the data does not know, or a ZIP of another state', async () => {
    const unknownZip = await call('POST', areasUrl, { city: 'Sedona', state: 'AZ', zip: '00000' });
    expect(unknownZip.status).toBe(400);
    expect((await unknownZip.json()).fields).toEqual({ zip: 'We could not find ZIP code 00000' });
    const otherState = await call('POST', areasUrl, { city: 'Sedona', state: 'AZ', zip: '90210' });
    expect((await otherState.json()).fields).toEqual({ zip: 'ZIP code 90210 is in CA' });
    const twice = await call('POST', areasUrl, { city: 'tempe', state: 'AZ' });
    expect((await twice.json()).fields).toEqual({ city: 'Tempe, AZ is already one of your service areas' });
    const unknownCity = await call('POST', areasUrl, { city: 'Nowhereville', state: 'AZ' });
    expect((await unknownCity.json()).fields).toEqual({ city: 'We could not find Nowhereville, AZ. Please add one of its ZIP codes.' });
  });

  it('for the full list, by index, and writes nothing', async () => {
    const before = await listOf();
    const res = await call('PUT', areasUrl, {
      serviceAreas: [before[0], { city: 'Flagstaff', state: 'A' }, { id: 999999, city: 'Mesa', state: 'AZ' }],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ 'serviceAreas.1.state': 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)' });
    const unknownId = await call('PUT', areasUrl, { serviceAreas: [before[0], { id: 999999, city: 'Flagstaff', state: 'AZ' }] });
    expect((await unknownId.json()).fields).toEqual({ 'serviceAreas.1.id': 'Service area not found' });
    const twice = await call('PUT', areasUrl, { serviceAreas: [...before, { city: 'Scottsdale', state: 'az' }] });
    expect((await twice.json()).fields).toEqual({
      [`serviceAreas.${before.length}.city`]: 'Scottsdale, AZ is already one of your service areas',
    });
    expect((await (await call('PUT', areasUrl, { serviceAreas: [] })).json()).fields).toEqual({
      serviceAreas: 'At least one service area is required',
    });
    expect(await listOf()).toEqual(before);
  });
});

describe('another tenant', () => {
  it('gets 403 on every locations route and anonymous callers 401', async () => {
    const area = (await listOf())[1]!;
    const stranger = tokens[STRANGER];
    const routes: [string, string, unknown][] = [
      ['PUT', areasUrl, { serviceAreas: [{ city: 'Mesa', state: 'AZ' }] }],
      ['POST', areasUrl, { city: 'Mesa', state: 'AZ' }],
      ['DELETE', `${areasUrl}/${area.id}`, undefined],
      ['GET', `/api/locations/pages/${SLUG}/${area.id}`, undefined],
      ['PUT', `/api/locations/pages/${SLUG}/${area.id}`, { fields: { seo_title: 'Mine now' } }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, stranger)).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, '')).status, `${method} ${url} anonymous`).toBe(401);
    }
    expect((await listOf()).some((a) => a.id === area.id)).toBe(true);
    // An owner cannot name another tenant's area under their own slug either.
    const own = `/api/locations/service-areas/${STRANGER}/${area.id}`;
    expect((await call('DELETE', own, undefined, stranger)).status).toBe(404);
    expect((await call('GET', `/api/locations/pages/${STRANGER}/${area.id}`, undefined, stranger)).status).toBe(404);
  });
});

describe('the public ZIP lookup', () => {
  const lookup = (zip: string, slug = SLUG) => h.request(`/api/service-areas/${slug}/lookup?zip=${encodeURIComponent(zip)}`);

  it('answers a served ZIP with its area, minimum and multiplier', async () => {
    const res = await lookup('85281');
    expect(res.status).toBe(200);
    const tempe = (await listOf()).find((a) => a.city === 'Tempe')!;
    expect((await res.json()).data).toEqual({
      zip: '85281',
      served: true,
      area: { id: tempe.id, city: 'Tempe', state: 'AZ' },
      minimum: tempe.minimum,
      multiplier: tempe.multiplier,
    });
    expect((await (await lookup('85281-1234')).json()).data.served).toBe(true);
  });

  it('answers a ZIP outside the areas with the nearest one and its distance', async () => {
    const data = (await (await lookup('85701')).json()).data;
    expect(data).toMatchObject({ zip: '85701', served: false, nearest: { area: { city: 'Queen Creek', state: 'AZ' } } });
    expect(data.nearest.distance_miles).toBeGreaterThan(60);
    expect(data.nearest.distance_miles).toBeLessThan(110);
  });

  it('refuses a malformed ZIP (400), an unknown one (404) and an unknown business (404)', async () => {
    const bad = await lookup('8528');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, error: 'ZIP code must be 5 digits or 5+4 format' });
    const unknown = await lookup('00000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: 'We could not find ZIP code 00000' });
    expect((await lookup('85281', 'no-such-business')).status).toBe(404);
  });

  it('follows a change at once', async () => {
    expect((await (await lookup('86336')).json()).data.served).toBe(false);
    const added = await call('POST', areasUrl, { city: 'Sedona', state: 'AZ' });
    expect(added.status).toBe(201);
    expect((await (await lookup('86336')).json()).data.served).toBe(true);
    const sedona = ((await added.json()).data as ServiceAreaRecord[]).find((a) => a.city === 'Sedona')!;
    await call('DELETE', `${areasUrl}/${sedona.id}`);
    expect((await (await lookup('86336')).json()).data.served).toBe(false);
    const row = await h.db.select().from(s.serviceAreas).where(eq(s.serviceAreas.id, sedona.id)).get();
    expect(row).toBeUndefined();
  });
});

describe('a demo database seeded before areas had ZIP codes', () => {
  it('gets them, the travel pricing and the owner-written city page on the next start, once, keeping prices its owner set', async () => {
    const slug = 'sparkle-home-cleaning';
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get())!;
    const areas = await h.db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id));
    const roundRock = areas.find((a) => a.city === 'Round Rock')!;
    const cedarPark = areas.find((a) => a.city === 'Cedar Park')!;
    // As migration 0007 left such a database: each area's one ZIP, default pricing, no city pages.
    for (const area of areas) {
      await h.db
        .update(s.serviceAreas)
        .set({ zipCodes: area.zip ? [area.zip] : [], minimum: 0, multiplier: 1 })
        .where(eq(s.serviceAreas.id, area.id));
    }
    await h.db.update(s.serviceAreas).set({ minimum: 40 }).where(eq(s.serviceAreas.id, cedarPark.id));
    await h.db.delete(s.locationPages).where(eq(s.locationPages.tenantId, tenant.id));
    const { demoAreaDetails: _, ...settings } = tenant.settings;
    await h.db.update(s.tenants).set({ settings }).where(eq(s.tenants.id, tenant.id));

    await seedDemoData(h.db);
    const after = await h.db.select().from(s.serviceAreas).where(eq(s.serviceAreas.tenantId, tenant.id));
    expect(after.find((a) => a.id === roundRock.id)).toMatchObject({
      zipCodes: roundRock.zipCodes,
      minimum: 100,
      multiplier: 1,
    });
    expect(after.find((a) => a.id === cedarPark.id)?.minimum).toBe(40);
    const page = await h.db.select().from(s.locationPages).where(eq(s.locationPages.serviceAreaId, roundRock.id)).get();
    expect(page?.seoTitle).toBe('Round Rock House Cleaners | Sparkle Home Cleaning');

    // Once: an owner's later changes stay through further starts.
    await h.db.delete(s.locationPages).where(eq(s.locationPages.tenantId, tenant.id));
    await seedDemoData(h.db);
    expect(await h.db.select().from(s.locationPages).where(eq(s.locationPages.tenantId, tenant.id))).toEqual([]);
  });
});
