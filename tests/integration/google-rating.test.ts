/**
 * The reviews card's rating import (issue 19 point 5; spec 3 §7 POST /api/tenant-reviews/scrape-google-business,
 * §8 messages; decision 037) against a local stand-in of the Google Places API (New): a node:http server
 * answering Text Search and Place Details as Google does, with the key and field mask checked.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { createMailer } from '#api/lib/mailer.ts';
import { DatabaseRateLimiter } from '#api/lib/shared-rate-limit.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const KEY = 'test-places-key';
const CID = '11450011143116240140';

interface Seen {
  method: string;
  url: string;
  key: string | undefined;
  fieldMask: string | undefined;
  body: Record<string, unknown> | undefined;
}
let seen: Seen[] = [];
/** How the stand-in answers the next calls. */
let mode: 'ok' | 'empty' | 'fail' | 'slow' = 'ok';
const places = [
  {
    id: 'ChIJother',
    displayName: { text: 'Prestige Auto Spa', languageCode: 'en' },
    rating: 3.9,
    userRatingCount: 12,
    googleMapsUri: 'https://maps.google.com/?cid=1',
  },
  {
    id: 'ChIJprestige',
    displayName: { text: 'Prestige Mobile Detailing', languageCode: 'en' },
    rating: 4.86,
    userRatingCount: 214,
    googleMapsUri: `https://maps.google.com/?cid=${CID}`,
  },
];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

let places$: Server;
let placesUrl: string;
let h: Harness;
let withKey: Awaited<ReturnType<typeof composeServer>>['app'];
let owner: string;
let tenantId: number;

beforeAll(async () => {
  places$ = createServer(async (req, res) => {
    const raw = await readBody(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      key: req.headers['x-goog-api-key'] as string | undefined,
      fieldMask: req.headers['x-goog-fieldmask'] as string | undefined,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (mode === 'slow') return void setTimeout(() => send(200, { places }), 1500);
    if (mode === 'fail') return send(500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
    if (req.headers['x-goog-api-key'] !== KEY) return send(400, { error: { code: 400, message: 'API key not valid.' } });
    if (req.method === 'POST' && req.url === '/v1/places:searchText') return send(200, mode === 'empty' ? {} : { places });
    const id = /^\/v1\/places\/([^/?]+)$/.exec(req.url ?? '')?.[1];
    const place = places.find((p) => p.id === id);
    if (req.method === 'GET' && place) return send(200, place);
    return send(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  });
  await new Promise<void>((resolve) => places$.listen(0, '127.0.0.1', resolve));
  placesUrl = `http://127.0.0.1:${(places$.address() as { port: number }).port}`;

  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  // The same database and sign-in key, with the Places API configured (a short timeout keeps the slow case quick).
  ({ app: withKey } = await composeServer({ ...h.config, googlePlaces: { apiKey: KEY, baseUrl: placesUrl, timeoutMs: 500 } }, h.db, {
    mailer: createMailer({ outboxDir: dataPaths(h.config).outbox, log: () => {} }),
  }));
  const login = await h.request('/api/auth/login', json({ email: demoOwnerEmail(SLUG), password: PASSWORD }));
  owner = (await login.json()).accessToken;
});
afterAll(async () => {
  h?.close();
  await new Promise<void>((resolve) => places$.close(() => resolve()));
});

const scrape = (
  body: Record<string, unknown>,
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> } = withKey,
) =>
  Promise.resolve(
    app.request('http://localhost:3000/api/tenant-reviews/scrape-google-business', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify(body),
    }),
  );
const content = async () => (await (await h.request(`/api/website-content/${SLUG}`)).json()).content;
const queuedJob = () =>
  h.db
    .select()
    .from(s.publishJobs)
    .where(and(eq(s.publishJobs.tenantId, tenantId), eq(s.publishJobs.state, 'queued')))
    .get();
/** The profile's Google Business Profile URL, changed as the Profile tab does. */
async function setProfileUrl(gbpUrl: string) {
  const res = await h.request(`/api/tenants/${SLUG}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
    body: JSON.stringify({ gbp_url: gbpUrl }),
  });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  seen = [];
  mode = 'ok';
  await setProfileUrl('https://www.google.com/maps/place/Prestige+Mobile+Detailing/@33.6213,-111.8934,15z');
  // The profile's save queues a publish of its own: only the import's count below.
  await h.db.delete(s.publishJobs).where(eq(s.publishJobs.tenantId, tenantId));
});

describe('rating import from Google Maps', () => {
  it('finds the listing of the profile link by its name, city and map position, saves the figures and queues a publish', async () => {
    const res = await scrape({ tenantSlug: SLUG });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      data: { averageRating: 3.9, totalReviews: 12, businessName: 'Prestige Auto Spa' },
      message: 'Successfully scraped Prestige Auto Spa: Rating: 3.9, Reviews: 12',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/places:searchText',
      key: KEY,
      fieldMask: 'places.id,places.displayName,places.rating,places.userRatingCount,places.googleMapsUri',
      body: {
        textQuery: 'Prestige Mobile Detailing, Scottsdale, AZ',
        locationBias: { circle: { center: { latitude: 33.6213, longitude: -111.8934 } } },
      },
    });
    expect(await content()).toMatchObject({ reviews_avg_rating: 3.9, reviews_total_count: 12 });
    expect(await queuedJob()).toBeDefined();
  });

  it("prefers the result with the link's customer id, rounds the rating to one decimal, and takes the body's link over the profile's", async () => {
    const res = await scrape({ tenantSlug: SLUG, gbpUrl: `https://maps.google.com/?cid=${CID}` });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ averageRating: 4.9, totalReviews: 214, businessName: 'Prestige Mobile Detailing' });
    expect(await content()).toMatchObject({ reviews_avg_rating: 4.9, reviews_total_count: 214 });
  });

  it('reads a link with a place id through Place Details', async () => {
    const res = await scrape({ tenantSlug: SLUG, gbpUrl: 'https://www.google.com/maps/place/?q=place_id:ChIJprestige' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.totalReviews).toBe(214);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/v1/places/ChIJprestige',
      fieldMask: 'id,displayName,rating,userRatingCount,googleMapsUri',
    });
  });

  it('answers 404 when Google has no such listing, and saves nothing', async () => {
    const before = await content();
    mode = 'empty';
    const res = await scrape({ tenantSlug: SLUG });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(
      'Google Maps has no listing matching "Prestige Mobile Detailing, Scottsdale, AZ". Check the Google Business Profile URL in your profile.',
    );
    expect((await scrape({ tenantSlug: SLUG, gbpUrl: 'https://www.google.com/maps/place/?q=place_id:ChIJgone000' })).status).toBe(404);
    expect(await content()).toMatchObject({ reviews_avg_rating: before.reviews_avg_rating });
    expect(await queuedJob()).toBeUndefined();
  });

  it('answers 502 with the spec message when the Places API fails or is slow, and logs the cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      mode = 'fail';
      const failed = await scrape({ tenantSlug: SLUG });
      expect(failed.status).toBe(502);
      expect(await failed.json()).toMatchObject({
        success: false,
        message: 'Failed to scrape Google Maps data. Check server logs for details.',
      });
      expect(String(log.mock.calls.at(-1)?.[0])).toContain('HTTP 500');
      mode = 'slow';
      const started = Date.now();
      const slow = await scrape({ tenantSlug: SLUG });
      expect(slow.status).toBe(502);
      expect(Date.now() - started).toBeLessThan(1400);
      expect(String(log.mock.calls.at(-1)?.[0])).toContain('no answer within 500 ms');
    } finally {
      log.mockRestore();
    }
    expect(await queuedJob()).toBeUndefined();
  });

  it('answers 400 without a Google Maps URL, and refuses a link that is not one', async () => {
    await setProfileUrl('');
    const res = await scrape({ tenantSlug: SLUG });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('No Google Maps URL found for this business');
    expect(seen).toHaveLength(0);
    const bad = await scrape({ tenantSlug: SLUG, gbpUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      gbpUrl: 'Enter a Google Maps link to your business, e.g. https://www.google.com/maps/place/...',
    });
    const nameless = await scrape({});
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).fields).toEqual({ tenantSlug: 'Tenant information is missing. Please refresh the page.' });
  });

  it('says without a key that the administrator must set one, and GET /api/config tells the dashboard first', async () => {
    const res = await scrape({ tenantSlug: SLUG }, { request: (url, init) => h.request(url, init) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'PLACES_NOT_CONFIGURED',
      message:
        'Importing from Google Maps needs a Google Places API key, which the administrator sets on the server (GOOGLE_PLACES_API_KEY).',
    });
    expect(seen).toHaveLength(0);
    expect((await (await h.request('/api/config')).json()).config.features.googleRatingImport).toBe(false);
    expect((await (await withKey.request('http://localhost:3000/api/config')).json()).config.features.googleRatingImport).toBe(true);
  });

  it('counts the 20 imports an hour of a business in the database with RATE_LIMIT_STORE=database, through every process together', async () => {
    const config = {
      ...h.config,
      rateLimitStore: 'database' as const,
      googlePlaces: { apiKey: KEY, baseUrl: placesUrl, timeoutMs: 500 },
    };
    // Two servers on one database, as two processes behind a load balancer: each has its own limiter objects.
    const mailer = createMailer({ outboxDir: dataPaths(h.config).outbox, log: () => {} });
    const processes = [await composeServer(config, h.db, { mailer }), await composeServer(config, h.db, { mailer })];
    for (const { deps } of processes) expect(deps.limits.ratingImports).toBeInstanceOf(DatabaseRateLimiter);
    for (let i = 0; i < 20; i++) expect((await scrape({ tenantSlug: SLUG }, processes[i % 2]!.app)).status, `import ${i + 1}`).toBe(200);
    for (const { app } of processes) {
      const refused = await scrape({ tenantSlug: SLUG }, app);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
      expect((await refused.json()).message).toBe('Too many imports from Google Maps. Please try again later.');
    }
    expect(seen).toHaveLength(20);
  });
});
