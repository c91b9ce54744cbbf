/**
 * Issue 9 point 2: no input produces a 500, and no input can break a tenant. Every route of the
 * app that takes a body (walked from the app's own route table, so a new route is covered the day
 * it is added) gets generated JSON (fast-check): valid bodies with fields swapped for hostile
 * values (objects with a toString key, integers past 2^53, NUL and lone surrogates, deep nesting,
 * huge texts), plus raw bodies JSON.stringify cannot make. Every answer is below 500; afterwards
 * the tenant still reads, saves and publishes.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer, defaultLimits } from '#api/compose.ts';
import { dataPaths } from '#db/config.ts';
import type { AppDeps } from '#api/deps.ts';
import * as s from '#db/schema.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { publishTenant } from '#build/publish.ts';
import { PageRenderer } from '#build/render/renderer.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const RUNS_PER_ROUTE = 200;
let h: Harness;
let owner: string;
let routes: { method: string; path: string }[];

/** Rate limits would answer 429 before the body is read; the fuzz is about bodies. */
const unlimited = () =>
  Object.fromEntries(Object.keys(defaultLimits()).map((key) => [key, new RateLimiter(1e9, 60_000)])) as unknown as AppDeps['limits'];

beforeAll(async () => {
  h = await startHarness({ publish: false, limits: unlimited() });
  await ensureDemoAccounts(h.db, PASSWORD);
  owner = (await (await h.request('/api/auth/login', json({ email: demoOwnerEmail(SLUG), password: PASSWORD }))).json()).accessToken;
  const { app } = await composeServer(h.config, h.db);
  const seen = new Set<string>();
  routes = app.routes
    .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.path.startsWith('/api/'))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
});
afterAll(() => h?.close());

/** A valid body per route, so a hostile field reaches the code behind validation (storage, rendering). */
const VALID: Record<string, Record<string, unknown>> = {
  'POST /api/quotes': validQuote({ phone: '6025550142', businessSlug: SLUG }),
  'POST /api/tenant-reviews': { tenant_slug: SLUG, customer_name: 'Dana', rating: 5, comment: 'Great', vehicle_type: 'car' },
  'POST /api/analytics/events': { tenant: SLUG, name: 'faq_expanded', path: '/' },
  'PUT /api/tenants/:slug/gallery/stock': { ids: null },
  'PUT /api/tenants/:slug': { business_name: 'Prestige Mobile Detailing' },
  'PUT /api/website-content/:slug': { hero_title: 'Shine' },
  'PUT /api/tenants/:slug/brand': { tagline: 'Shine', colors: { primary: '#1D4ED8' }, mainSiteSEO: { title: 'Prestige' } },
  'POST /api/tenants/:slug/rollback': { releaseId: 'none' },
  'POST /api/services/tenant/:tenantId/services': {
    name: 'Wash',
    categoryId: 3,
    vehicleIds: [1],
    tiers: [{ name: 'Basic', priceCents: 4900, durationMinutes: 45, sizePricesCents: { xl: 5900 } }],
  },
  'PUT /api/services/tenant/:tenantId/services/:serviceId': {
    name: 'Wash',
    tiers: [{ name: 'Basic', priceCents: 4900, durationMinutes: 45 }],
  },
  'PATCH /api/services/tenant/:tenantId/services/:serviceId': { active: true },
  'POST /api/services/tenant/:tenantId/services/:serviceId/tiers': { name: 'Extra', priceCents: 900, durationMinutes: 15 },
  'PATCH /api/services/tenant/:tenantId/services/:serviceId/tiers/:tierId': { priceCents: 12900 },
  'POST /api/auth/login': { email: 'nobody@example.com', password: 'Wrong9password' },
  'POST /api/auth/setup-password': { token: 'x', newPassword: 'Harbor9lights' },
  'POST /api/auth/reset-password': { token: 'x', newPassword: 'Harbor9lights' },
  'POST /api/auth/request-password-reset': { email: 'nobody@example.com' },
};

/** Field names of every body, so generated keys hit real fields and not only unknown ones. */
const KEYS = [
  ...new Set([
    ...Object.values(VALID).flatMap((body) => Object.keys(body)),
    ...['hero_images', 'faq_items', 'reviews_avg_rating', 'reviews_total_count', 'gallery_stock', 'services_ppf_description', 'updated_at'],
    ...['business_email', 'business_phone', 'business_start_date', 'business_state', 'gbp_url', 'facebook_enabled', 'website', 'id'],
    ...[
      'reviewer_url',
      'source',
      'paint_correction',
      'message',
      'props',
      'refreshToken',
      'reviewId',
      'toString',
      '__proto__',
      'constructor',
    ],
  ]),
];

const HOSTILE: unknown[] = [
  { toString: 1 },
  { toString: null, valueOf: 'x' },
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -0,
  0.1 + 0.2,
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u0007',
  '',
  ' ',
  'x'.repeat(70_000),
  '12.7',
  '-3',
  '4.85',
  'NaN',
  [],
  [[[[[[[[[[[[1]]]]]]]]]]]],
  {},
  null,
  true,
];

const text = fc.string({
  unit: fc.constantFrom('a', 'Z', '1', ' ', '.', '@', '-', '/', '\u0000', '\u0007', '\n', '\ud800', '\udc00', 'é', '😀'),
  maxLength: 40,
});
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE),
  text,
  fc.double(),
  fc.integer(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => Number(n)),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(text, { maxLength: 5 }),
  fc.array(fc.record({ question: text, answer: text, category: fc.constantFrom('General', 'Pricing', 'x', '') }), { maxLength: 3 }),
);
const overrides = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 });

/** Bodies no JS value stringifies to: exact big integers, nesting past any stack, broken JSON. */
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const RAW = [
  '{"reviews_total_count":9007199254740993}',
  '{"reviews_avg_rating":1e999}',
  `{"reviews_avg_rating":${deep(100_000)}}`,
  `{"faq_items":${deep(20)}}`,
  deep(50_000),
  `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
  '{"hero_title":"a\\u0000b"}',
  '{"hero_title":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"name": ',
  '"just a string"',
  'null',
  '[1,2]',
];

// Service and tier 1 are the first seeded business's, so valid bodies reach the services' storage.
const urlOf = (path: string) =>
  path.replace(':slug', SLUG).replace(':tenantId', SLUG).replace(':serviceId', '1').replace(':tierId', '1').replace(':id', '1');
const send = (route: { method: string; path: string }, body: string) =>
  h.request(urlOf(route.path), {
    method: route.method,
    headers: { 'Content-Type': 'application/json', ...(route.path.startsWith('/api/auth/') ? {} : { Authorization: `Bearer ${owner}` }) },
    body,
  });

describe('every route that takes a body', () => {
  it('covers the routes of the app, the dashboard and the public ones', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const name of [
      'PUT /api/website-content/:slug',
      'PUT /api/tenants/:slug',
      'POST /api/quotes',
      'POST /api/tenant-reviews',
      'POST /api/analytics/events',
      'POST /api/auth/login',
      'POST /api/services/tenant/:tenantId/services',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('answers hostile raw bodies with 4xx, never 5xx', async () => {
    for (const route of routes) {
      for (const body of RAW) {
        const res = await send(route, body);
        expect(res.status, `${route.method} ${route.path} ${body.slice(0, 60)}`).toBeLessThan(500);
      }
    }
  });

  it('answers generated JSON bodies with a status below 500', async () => {
    for (const route of routes) {
      const valid = VALID[`${route.method} ${route.path}`] ?? {};
      await fc.assert(
        fc.asyncProperty(overrides, async (changes) => {
          const body = JSON.stringify({ ...valid, ...changes });
          const res = await send(route, body);
          if (res.status >= 500) throw new Error(`${route.method} ${route.path} answered ${res.status} to ${body.slice(0, 300)}`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
  }, 120_000);

  it('leaves the tenant working: its GETs answer, a save works, and it publishes', async () => {
    const auth = { Authorization: `Bearer ${owner}` };
    expect((await h.request(`/api/tenants/${SLUG}`, { headers: auth })).status).toBe(200);
    const content = await h.request(`/api/website-content/${SLUG}`);
    expect(content.status).toBe(200);
    const saved = await h.request(`/api/website-content/${SLUG}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...(await content.json()).content, hero_title: 'After The Storm' }),
    });
    expect(saved.status).toBe(200);
    const row = await h.db
      .select()
      .from(s.websiteContent)
      .where(eq(s.websiteContent.tenantId, (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id))
      .get();
    expect(JSON.stringify(row)).not.toMatch(/\\u0000/);
    const renderer = await PageRenderer.load(h.config.siteBuildDir);
    const paths = dataPaths(h.config);
    const published = await publishTenant(
      { db: h.db, renderer, target: new FsDeployTarget(paths.releases, paths.live), origin: h.config.publicUrl },
      SLUG,
    );
    expect(published.status).toBe(200);
    expect(published.pages).toBeGreaterThan(1);
  }, 60_000);
});
