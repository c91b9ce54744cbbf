import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '#db/schema.ts';
import { dataPaths } from '#db/config.ts';
import { flushSiteEvents } from '#api/domain/analytics.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const quote = validQuote({ email: 'Dana@Example.com' });

describe('public read API (spec 1 §7)', () => {
  it('reports health and runtime config', async () => {
    const health = await (await h.request('/api/health')).json();
    expect(health).toMatchObject({ success: true, status: 'ok', database: 'ok' });
    const config = await (await h.request('/api/config')).json();
    expect(config.success).toBe(true);
    expect(config.config).toMatchObject({ client: { maxUploadSize: 5242880 }, sessionTimeout: 86400000 });
  });

  it('answers a tenant with its public record and service areas, primary first', async () => {
    const res = await h.request('/api/tenants/prestige-mobile-detailing');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      slug: 'prestige-mobile-detailing',
      business_name: 'Prestige Mobile Detailing',
      industry: 'mobile-detailing',
    });
    expect(body.data.service_areas.length).toBeGreaterThanOrEqual(12);
    expect(body.data.service_areas[0].primary).toBe(true);
    expect(body.data).not.toHaveProperty('personal_email');
  });

  it('refuses unknown and unapproved tenants with the spec codes', async () => {
    const unknown = await h.request('/api/tenants/no-such-business');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NO_TENANT_CONTEXT' });
    const pending = await h.request('/api/tenants/pending-demo');
    expect(pending.status).toBe(403);
    expect(await pending.json()).toMatchObject({ code: 'TENANT_NOT_APPROVED' });
  });

  it('answers website content in the snake_case shape', async () => {
    const body = await (await h.request('/api/website-content/sparkle-home-cleaning')).json();
    expect(body.success).toBe(true);
    expect(typeof body.content.hero_title).toBe('string');
    expect(body.content.faq_items.length).toBeGreaterThan(10);
    expect(body.content.faq_items[0]).toHaveProperty('category');
  });

  it('pages reviews and validates the query', async () => {
    const first = await (await h.request('/api/reviews?tenant_slug=evergreen-lawn-care&limit=3')).json();
    expect(first.data).toHaveLength(3);
    expect(first.pagination).toMatchObject({ limit: 3, offset: 0, hasMore: true });
    const all = await (await h.request('/api/reviews?tenant_slug=evergreen-lawn-care')).json();
    expect(all.pagination.hasMore).toBe(false);
    expect(all.data.length).toBeGreaterThanOrEqual(8);
    const one = await (await h.request(`/api/reviews/${all.data[0].id}`)).json();
    expect(one.data.customer_name).toBe(all.data[0].customer_name);

    const bad = await h.request('/api/reviews?limit=500&offset=-1');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      tenant_slug: 'tenant_slug is required',
      limit: 'limit must be at most 50',
      offset: 'offset must be at least 0',
    });
    expect((await h.request('/api/reviews/abc')).status).toBe(404);
  });
});

describe('POST /api/quotes (spec 2 §5)', () => {
  it('stores a valid request as pending, links a customer, notifies the owner and e-mails them', async () => {
    const res = await h.request('/api/quotes', json(quote));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, data: { status: 'pending' } });
    const row = await h.db.select().from(s.quotes).where(eq(s.quotes.id, body.data.id)).get();
    expect(row).toMatchObject({ status: 'pending', email: 'dana@example.com', services: ['Ceramic Coating'], city: 'Scottsdale' });
    expect(row?.customerId).toBeTruthy();
    const note = await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, row!.tenantId), eq(s.notifications.kind, 'quote_request')))
      // The demo's own requests came before.
      .orderBy(desc(s.notifications.id))
      .get();
    expect(note?.title).toBe('New quote request from Dana Reyes');
    const outbox = dataPaths(h.config).outbox;
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    const mail = mails.find((m) => m.includes('New quote request from Dana Reyes'));
    expect(mail).toBeDefined();
    expect(mail).toContain('Ceramic Coating');
    expect(mail).toMatch(/Reply-To: Dana@Example.com/i);
  });

  it('answers 400 with every field message of the spec', async () => {
    const res = await h.request('/api/quotes', json({ businessSlug: 'prestige-mobile-detailing', name: 'D', email: 'x', services: [] }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.fields).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      vehicleType: 'Vehicle type is required',
      vehicleYear: 'Vehicle year must be 4 digits',
      services: 'At least one service must be selected',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code must be at least 5 digits',
    });
  });

  it('answers every missing field of an empty request in one 400, the business too', async () => {
    const res = await h.request('/api/quotes', json({}));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      vehicleType: 'Vehicle type is required',
      vehicleMake: 'Vehicle make is required',
      vehicleModel: 'Vehicle model is required',
      vehicleYear: 'Vehicle year must be 4 digits',
      services: 'At least one service must be selected',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code must be at least 5 digits',
      businessSlug: 'Business is required',
    });
    // A known business's form: its own fields only (no vehicle outside detailing), every one at once.
    const cleaning = await (await h.request('/api/quotes', json({ businessSlug: 'sparkle-home-cleaning' }))).json();
    expect(Object.keys(cleaning.fields).sort()).toEqual(['city', 'email', 'name', 'phone', 'services', 'state', 'zipCode']);
    const unknown = await (await h.request('/api/quotes', json({ ...quote, businessSlug: 'no-such-business' }))).json();
    expect(unknown.fields).toEqual({ businessSlug: 'Business not found' });
  });

  it('takes the business from the host when the site is on its subdomain or custom domain (businessSlug optional)', async () => {
    const { businessSlug: _slug, ...noSlug } = quote;
    const bySubdomain = await h.request(
      'http://127.0.0.1:3000/api/quotes',
      json({ ...noSlug, name: 'Subdomain Visitor' }, { Host: 'prestige-mobile-detailing.localhost:3000' }),
    );
    expect(bySubdomain.status).toBe(201);
    const tenant = await h.db.select().from(s.tenants).where(eq(s.tenants.slug, 'sparkle-home-cleaning')).get();
    await h.db
      .insert(s.tenantDomains)
      .values({ tenantId: tenant!.id, hostname: 'www.sparkle-quotes.test', status: 'active', verifiedAt: Date.now() });
    const { vehicleType: _a, vehicleMake: _b, vehicleModel: _c, vehicleYear: _d, ...cleaning } = noSlug;
    const byDomain = await h.request(
      'http://127.0.0.1/api/quotes',
      json({ ...cleaning, name: 'Domain Visitor', services: ['Deep Cleaning'] }, { Host: 'WWW.Sparkle-Quotes.test' }),
    );
    expect(byDomain.status).toBe(201);
    const stored = await h.db.select().from(s.quotes).where(eq(s.quotes.name, 'Domain Visitor')).get();
    expect(stored?.tenantId).toBe(tenant!.id);
    const pending = await h.request('http://127.0.0.1/api/quotes', json(noSlug, { Host: 'pending-demo.localhost' }));
    expect(pending.status).toBe(403);
    // The platform's own host names no business.
    const platform = await (await h.request('/api/quotes', json(noSlug))).json();
    expect(platform.fields).toEqual({ businessSlug: 'Business is required' });
  });

  it('does not ask other industries for a vehicle', async () => {
    const { vehicleType: _a, vehicleMake: _b, vehicleModel: _c, vehicleYear: _d, ...rest } = quote;
    const res = await h.request('/api/quotes', json({ ...rest, services: ['Deep Cleaning'], businessSlug: 'sparkle-home-cleaning' }));
    expect(res.status).toBe(201);
  });

  it('turns malformed, mistyped and oversized input into 400, never 500', async () => {
    const cases: RequestInit[] = [
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name": ' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1,2]' },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'null' },
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(quote) },
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...quote, message: 'x'.repeat(70_000) }) },
      json({ ...quote, services: 'Ceramic Coating' }),
      json({ ...quote, name: { first: 'Dana' } }),
      json({ ...quote, businessSlug: 42 }),
      json({ ...quote, businessSlug: 'no-such-business' }),
      json({ ...quote, message: 'x'.repeat(6000) }),
    ];
    for (const init of cases) {
      const res = await h.request('/api/quotes', init);
      expect(res.status, String(init.body).slice(0, 60)).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
  });

  it('refuses quotes for a business that is not approved', async () => {
    const res = await h.request('/api/quotes', json({ ...quote, businessSlug: 'pending-demo' }));
    expect(res.status).toBe(403);
  });

  it('accepts and drops a request whose honeypot is filled', async () => {
    const before = (await h.db.select().from(s.quotes)).length;
    const res = await h.request('/api/quotes', json({ ...quote, name: 'Bot', website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect((await h.db.select().from(s.quotes)).length).toBe(before);
  });
});

describe('quote rate limit', () => {
  it('answers 429 RATE_LIMITED with the spec fields and Retry-After', async () => {
    const limited = await startHarness({ quoteLimit: 2 });
    try {
      const from = { 'X-Forwarded-For': '203.0.113.9' };
      expect((await limited.request('/api/quotes', json(quote, from))).status).toBe(201);
      expect((await limited.request('/api/quotes', json(quote, from))).status).toBe(201);
      const res = await limited.request('/api/quotes', json(quote, from));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      const body = await res.json();
      expect(body).toMatchObject({ success: false, code: 'RATE_LIMITED', remainingAttempts: 0 });
      expect(body.retryAfterSeconds).toBeGreaterThan(0);
      expect(typeof body.message).toBe('string');
      expect(Date.parse(body.resetTime)).toBeGreaterThan(Date.now());
      expect((await limited.request('/api/quotes', json(quote, { 'X-Forwarded-For': '203.0.113.10' }))).status).toBe(201);
    } finally {
      limited.close();
    }
  });
});

describe('POST /api/analytics/events', () => {
  it('stores a faq_expanded beacon sent as text/plain', async () => {
    const res = await h.request('/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        tenant: 'sharp-edge-barbers',
        name: 'faq_expanded',
        path: '/sharp-edge-barbers/faq-check',
        props: { id: 'faq-1', question: 'Q?', category: 'General' },
      }),
    });
    expect(res.status).toBe(204);
    await flushSiteEvents(h.db);
    // The demo's own analytics have FAQ events too, on other pages. The page is stored by its path on
    // the site, whichever address (here the platform's /{slug}/...) the visitor used.
    const rows = await h.db
      .select()
      .from(s.analyticsEvents)
      .where(and(eq(s.analyticsEvents.name, 'faq_expanded'), eq(s.analyticsEvents.path, '/faq-check')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.props).toMatchObject({ id: 'faq-1' });
  });

  it('validates events', async () => {
    const res = await h.request('/api/analytics/events', json({ tenant: 'x', name: 'Bad Name!', path: 'nope' }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toMatchObject({
      name: 'name must be one of pageview, quote_opened, quote_sent, booking_started, phone_click, email_click, faq_expanded, web_vitals',
      path: 'path must start with /',
    });
  });
});

describe('unknown API routes', () => {
  it('answer JSON 404', async () => {
    const res = await h.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found' });
  });
});
