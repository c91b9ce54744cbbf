/**
 * The API description (issue 20 point 5): GET /api/openapi.json is valid OpenAPI 3.1, describes
 * exactly the routes the app mounts (the route walk tests/integration/auth.test.ts makes), with the
 * schemas the routes validate with, and every route it describes answers; the answers it describes
 * in full are what the routes answer (real answers of the demo data, validated by Ajv against the
 * served document); GET /api/docs renders it with no script and nothing from another origin.
 */
import { existsSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { addDays, todayIn } from '#core/scheduling/time.ts';
import { openDatabase } from '#db/client.ts';
import { quoteCancelSchema, quoteListQuerySchema } from '#core/quotes/schemas.ts';
import { SETTINGS_API_FIELDS } from '#core/validation/schedule.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

type Operation = {
  operationId: string;
  description: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

const PASSWORD = 'Harbor9lights';
const VICTIM = 'prestige-mobile-detailing';
let h: Harness;
let doc: Document;
beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  doc = (await (await h.request('/api/openapi.json')).json()) as Document;
});
afterAll(() => h?.close());

/** `METHOD /api/x/:id` of every operation the document describes. */
const describedRoutes = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
const operation = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return doc.paths[path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!;
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, by the official schema', async () => {
    const res = await h.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every route the app mounts, and no route it does not', async () => {
    const { app } = await composeServer(h.config, h.db);
    const mounted = new Set(
      inspectRoutes(app)
        .filter((r) => !r.isMiddleware && r.path.startsWith('/api/') && r.path !== '/api/*')
        .map((r) => `${r.method} ${r.path}`),
    );
    const described = describedRoutes();
    expect(new Set(described).size, 'each route once').toBe(described.length);
    expect(
      [...mounted].filter((key) => !described.includes(key)),
      'mounted but not described',
    ).toEqual([]);
    expect(
      described.filter((key) => !mounted.has(key)),
      'described but not mounted',
    ).toEqual([]);
    expect(described.length).toBeGreaterThan(150);
  });

  it("every described route answers, none with the catch-all's 404 'Not found'", async () => {
    // A calendar feed of an unknown token is 'Not found' too (it says nothing of which tokens exist): ask for a real one.
    const signedIn = await h.request('/api/auth/login', json({ email: demoOwnerEmail(VICTIM), password: PASSWORD }));
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const feed = await h.request('/api/schedule/feed', json({ scope: 'business' }, { Authorization: `Bearer ${accessToken}` }));
    const feedPath = new URL(((await feed.json()) as { data: { url: string } }).data.url).pathname;
    const missing: string[] = [];
    for (const key of describedRoutes()) {
      const [method, path] = key.split(' ') as [string, string];
      const url = key === 'GET /api/calendar/:file' ? feedPath : path.replace(/:\w+/g, '0');
      const res = await h.request(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { error?: string }) : {};
      if (res.status === 404 && body.error === 'Not found') missing.push(key);
    }
    expect(missing).toEqual([]);
    // The catch-all itself, for comparison: what a route that does not exist answers.
    const unknown = await h.request('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('takes request bodies and query parameters from the very schemas the routes validate with', () => {
    const cancel = operation('POST /api/quotes/:id/cancel').requestBody!.content['application/json']!.schema;
    const { $schema: _dialect, ...expected } = z.toJSONSchema(quoteCancelSchema, { io: 'input', unrepresentable: 'any' });
    expect(cancel).toEqual(expected);
    expect(cancel.required).toEqual(['reason']);
    const list = operation('GET /api/quotes').parameters!;
    expect(list.map((p) => p.name).sort()).toEqual([...Object.keys(quoteListQuerySchema.shape), 'business_slug'].sort());
    // The schedule settings are checked field by field under their API names.
    const settings = operation('PUT /api/schedule/settings').requestBody!.content['application/json']!.schema;
    expect(Object.keys(settings.properties as object).sort()).toEqual(Object.keys(SETTINGS_API_FIELDS).sort());
    // Staff calls whose path does not name the business name it in the query.
    expect(operation('GET /api/schedule/appointments').parameters!.map((p) => p.name)).toContain('tenant_slug');
    expect(operation('DELETE /api/tenant-reviews/:id').parameters!.map((p) => p.name)).toContain('tenant_slug');
    expect(operation('GET /api/tenant-reviews/:slug').parameters!.map((p) => p.name)).not.toContain('tenant_slug');
    expect(list.find((p) => p.name === 'limit')).toMatchObject({ in: 'query', required: false, schema: { minimum: 1, maximum: 100 } });
    // Path parameters, uploads as multipart.
    expect(operation('GET /api/tenants/:slug/overview').parameters).toEqual([
      { name: 'slug', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    // The custom-domain bodies, from core/domains/ as the route validates them.
    const domain = operation('POST /api/tenants/:slug/domains').requestBody!.content['application/json']!.schema;
    expect(domain).toMatchObject({ required: ['hostname'], properties: { hostname: { type: 'string' } }, additionalProperties: false });
    const primary = operation('PUT /api/tenants/:slug/domains/:id').requestBody!.content['application/json']!.schema;
    expect(primary).toMatchObject({ required: ['isPrimary'], properties: { isPrimary: { type: 'boolean' } } });
    expect(describedRoutes().filter((key) => operation(key).description.includes('Body: {'))).not.toContain(
      'POST /api/tenants/:slug/domains',
    );
    const upload = operation('POST /api/tenants/:slug/gallery').requestBody!.content['multipart/form-data']!.schema;
    expect(upload).toMatchObject({ required: expect.arrayContaining(['image']), properties: { image: { format: 'binary' }, alt: {} } });
  });

  it('names, for every route, the module that mounts it, whose doc comment describes its answers', () => {
    const sources = describedRoutes().map((key) => /doc comment of (api\/routes\/[\w-]+\.ts)/.exec(operation(key).description)?.[1]);
    expect(sources.filter((source) => !source || !existsSync(source))).toEqual([]);
    expect(operation('POST /api/quotes/:quoteId/estimates').description).toContain('api/routes/estimates.ts');
    expect(operation('PUT /api/onboarding/applications/resume').description).toContain('api/routes/admin-console.ts');
    // A route whose answer the document describes says so, rather than sending the reader to the code.
    expect(operation('GET /api/service-areas/:slug/lookup').description).toContain('Its answer is described below');
    expect(operation('GET /api/estimates').description).toContain('Answers in full: the doc comment of api/routes/estimates.ts');
  });

  it('describes the paged lists as they answer: a page of records with its pagination', async () => {
    const admin = (await (await h.request('/api/auth/login', json({ email: 'admin@demo.example', password: PASSWORD }))).json()) as {
      accessToken: string;
    };
    const pagedRoutes = describedRoutes().filter((key) => {
      const schema = operation(key).responses['200']?.content?.['application/json']?.schema;
      return schema?.$ref === '#/components/schemas/Page' || Object.hasOwn((schema?.properties as object | undefined) ?? {}, 'pagination');
    });
    expect(pagedRoutes).toEqual(
      expect.arrayContaining(['GET /api/quotes', 'GET /api/customers', 'GET /api/reviews', 'GET /api/admin/audit']),
    );
    for (const key of pagedRoutes) {
      const names = (operation(key).parameters ?? []).map((p) => p.name);
      const scope = ['business_slug', 'tenant_slug'].filter((name) => names.includes(name)).map((name) => `${name}=${VICTIM}`);
      const url = `${key.split(' ')[1]!.replace(':slug', VICTIM)}?${[...scope, 'limit=2', 'offset=0'].join('&')}`;
      const res = await h.request(url, { headers: { Authorization: `Bearer ${admin.accessToken}` } });
      expect(res.status, url).toBe(200);
      const body = (await res.json()) as { success: boolean; data: unknown[]; pagination: Record<string, unknown> };
      expect(body, url).toMatchObject({
        success: true,
        pagination: { total: expect.any(Number), limit: 2, offset: 0, hasMore: expect.any(Boolean) },
      });
      expect(Array.isArray(body.data) && body.data.length <= 2, url).toBe(true);
    }
  });

  it('describes who may call each route: the bearer token, 401 and 403 where they apply, 400 fields and 429', () => {
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    const login = operation('POST /api/auth/login');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '429']);
    expect(Object.keys(operation('GET /api/auth/me').responses).sort()).toEqual(['200', '401']);
    expect(Object.keys(operation('PUT /api/quotes/:id').responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(Object.keys(operation('GET /api/admin/tenants').responses).sort()).toEqual(['200', '400', '401', '403']);
    expect(operation('POST /api/quotes').responses['201']).toBeDefined();
    expect(doc.components.schemas!.ValidationError).toMatchObject({ properties: { fields: { additionalProperties: { type: 'string' } } } });
  });

  it('says what the routes answer: a refused body is the 400 it describes, an anonymous staff call the 401', async () => {
    const signedIn = await h.request('/api/auth/login', json({ email: demoOwnerEmail(VICTIM), password: PASSWORD }));
    const tokens = (await signedIn.json()) as Record<string, unknown>;
    const shape = doc.components.schemas!.Tokens as { required: string[] };
    expect(operation('POST /api/auth/login').responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Tokens' } } },
    });
    expect(shape.required.filter((key) => !(key in tokens))).toEqual([]);
    const refreshed = await h.request('/api/auth/refresh', json({ refreshToken: tokens.refreshToken }));
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as Record<string, unknown>;
    expect(shape.required.filter((key) => !(key in renewed))).toEqual([]);
    expect((await h.request('/api/auth/refresh', json({ refreshToken: tokens.refreshToken }))).status, 'a used refresh token').toBe(401);
    expect(operation('POST /api/auth/refresh').responses['401']).toBeDefined();
    const refused = await h.request('/api/auth/login', json({}));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, error: 'Validation failed', fields: { email: 'Email is required' } });
    const anonymous = await h.request('/api/quotes?business_slug=prestige-mobile-detailing');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, error: expect.any(String) });
  });
});

describe('the answers it describes in full', () => {
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);

  /** Validates a real answer against the schema the document gives its route and status (not a shared $ref shape). */
  async function conforms(key: string, res: Response): Promise<Record<string, unknown>> {
    const schema = operation(key).responses[String(res.status)]?.content?.['application/json']?.schema;
    expect(schema, `${key} describes its ${res.status}`).toBeDefined();
    expect(schema!.$ref, `${key} describes its ${res.status} in full`).toBeUndefined();
    const validate = ajv.compile(schema!);
    const body = (await res.json()) as Record<string, unknown>;
    expect(validate(body) ? [] : validate.errors, `${key} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
    return body;
  }

  type Call = (url: string, init?: RequestInit) => Promise<Response>;

  /** Asks the times of a tier, holds the first, confirms it: the availability and hold answers checked on the way. */
  async function bookFirstFreeTime(call: Call): Promise<Response> {
    const options = (await (await call(`/api/booking/${VICTIM}/options`)).json()) as {
      data: { time_zone: string; services: { slug: string; tiers: { id: number }[] }[] };
    };
    const service = options.data.services.find((x) => x.slug === 'auto-detailing')!;
    const tier = service.tiers[0]!.id;
    await conforms(
      'GET /api/booking/:slug/price',
      await call(`/api/booking/${VICTIM}/price?service=${service.slug}&tier=${tier}&zip=85251`),
    );
    const from = addDays(todayIn(options.data.time_zone, Date.now()), 2);
    const times = await conforms(
      'GET /api/availability/:slug',
      await call(`/api/availability/${VICTIM}?service=${service.slug}&tier=${tier}&zip=85251&from=${from}&to=${addDays(from, 7)}`),
    );
    const day = (times.data as { days: { date: string; slots: string[] }[] }).days[0]!;
    const hold = await conforms(
      'POST /api/booking/:slug/holds',
      await call(`/api/booking/${VICTIM}/holds`, json({ service: service.slug, tier, zip: '85251', date: day.date, time: day.slots[0] })),
    );
    return call(
      `/api/booking/holds/${(hold.data as { hold_id: string }).hold_id}/confirm`,
      json({
        name: 'Dana Reyes',
        email: 'dana@example.com',
        phone: '(602) 555-0199',
        street: '4821 N Scottsdale Rd',
        city: 'Scottsdale',
        state: 'AZ',
        zip: '85251',
        vehicle: { type: 'suv', make: 'Toyota', model: '4Runner', year: '2021', color: 'Silver' },
      }),
    );
  }

  it('are the answers of the routes a third party integrates first, for the demo business', async () => {
    const signedIn = await h.request('/api/auth/login', json({ email: demoOwnerEmail(VICTIM), password: PASSWORD }));
    const owner = { Authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };

    expect(await conforms('GET /api/health', await h.request('/api/health'))).toMatchObject({ status: 'ok' });
    const created = await conforms('POST /api/quotes', await h.request('/api/quotes', json(validQuote())));
    expect(created).toMatchObject({ data: { status: 'pending' } });
    await conforms('POST /api/quotes', await h.request('/api/quotes', json(validQuote({ website: 'https://spam.example' }))));
    const inbox = await conforms('GET /api/quotes', await h.request(`/api/quotes?limit=5`, { headers: owner }));
    expect((inbox.data as unknown[]).length).toBe(5);
    // One request through the inbox's calls: opened, read, priced, cancelled.
    const quote = `/api/quotes/${(created.data as { id: number }).id}`;
    await conforms('GET /api/quotes/:id', await h.request(quote, { headers: owner }));
    await conforms('POST /api/quotes/:id/read', await h.request(`${quote}/read`, { method: 'POST', headers: owner }));
    const priced = {
      ...json({ estimatedPrice: 34900, estimatedDuration: 240, notes: 'Two-step correction first.' }, owner),
      method: 'PUT',
    };
    expect(await conforms('PUT /api/quotes/:id', await h.request(quote, priced))).toMatchObject({ data: { estimatedPrice: 34900 } });
    const cancelled = await conforms(
      'POST /api/quotes/:id/cancel',
      await h.request(`${quote}/cancel`, json({ reason: 'Booked elsewhere' }, owner)),
    );
    expect(cancelled).toMatchObject({ data: { status: 'cancelled', cancelReason: 'Booked elsewhere' } });
    await conforms('GET /api/tenants/:slug/overview', await h.request(`/api/tenants/${VICTIM}/overview`, { headers: owner }));
    const reviews = await conforms('GET /api/reviews', await h.request(`/api/reviews?tenant_slug=${VICTIM}&limit=50`));
    expect((reviews.data as unknown[]).length).toBeGreaterThan(3);
    const first = (reviews.data as { id: number }[])[0]!.id;
    await conforms('GET /api/reviews/:id', await h.request(`/api/reviews/${first}`));

    const content = await conforms('GET /api/website-content/:slug', await h.request(`/api/website-content/${VICTIM}`));
    const title = (content.content as { hero_title: string }).hero_title;
    const saved = await h.request(`/api/website-content/${VICTIM}`, { ...json({ hero_title: title }, owner), method: 'PUT' });
    expect(saved.status).toBe(200);
    await conforms('PUT /api/website-content/:slug', saved);

    const served = await conforms('GET /api/service-areas/:slug/lookup', await h.request(`/api/service-areas/${VICTIM}/lookup?zip=85251`));
    expect(served).toMatchObject({ data: { served: true } });
    // An outlying area: a minimum charge (dollars) and a surcharge.
    const record = (await (await h.request(`/api/tenants/${VICTIM}`)).json()) as {
      data: { service_areas: { zip: string; minimum: number; multiplier: number }[] };
    };
    const outlying = record.data.service_areas.find((area) => area.minimum > 0 && area.multiplier > 1)!;
    const lookup = await h.request(`/api/service-areas/${VICTIM}/lookup?zip=${outlying.zip}`);
    expect(await conforms('GET /api/service-areas/:slug/lookup', lookup)).toMatchObject({
      data: { served: true, minimum: outlying.minimum, multiplier: outlying.multiplier },
    });
    const far = await conforms('GET /api/service-areas/:slug/lookup', await h.request(`/api/service-areas/${VICTIM}/lookup?zip=10001`));
    expect(far).toMatchObject({ data: { served: false } });

    const booked = await bookFirstFreeTime((url, init) => h.request(url, init));
    expect(booked.status).toBe(201);
    expect(await conforms('POST /api/booking/holds/:id/confirm', booked)).toMatchObject({ data: { status: 'booked' } });
  });

  it("include the confirm's deposit answer when the business takes a deposit through Stripe", async () => {
    const signedIn = await h.request('/api/auth/login', json({ email: demoOwnerEmail(VICTIM), password: PASSWORD }));
    const owner = { Authorization: `Bearer ${((await signedIn.json()) as { accessToken: string }).accessToken}` };
    const settings = (body: Record<string, unknown>) => h.request('/api/booking/settings', { ...json(body, owner), method: 'PUT' });
    // A stand-in of Stripe Checkout: the route's own work (the hold kept for the payment, the answer) is what is checked.
    const { app } = await composeServer(h.config, h.db, {
      deposits: {
        openCheckout: async ({ hold, now }) => ({
          id: `cs_test_${hold.id}`,
          url: `https://checkout.stripe.com/c/pay/cs_test_${hold.id}`,
          expiresAt: now + 30 * 60_000,
        }),
        expireCheckout: async () => {},
        readEvent: async () => undefined,
      },
    });
    expect((await settings({ deposit_required: true, deposit_percentage: 0.25 })).status).toBe(200);
    try {
      const res = await bookFirstFreeTime(async (url, init) => app.request(`http://localhost:3000${url}`, init));
      expect(res.status).toBe(200);
      expect(await conforms('POST /api/booking/holds/:id/confirm', res)).toMatchObject({ data: { status: 'payment_required' } });
    } finally {
      expect((await settings({ deposit_required: false, deposit_percentage: 0 })).status).toBe(200);
    }
  });

  it('include the 503 of GET /api/health when the database does not answer', async () => {
    const db = await openDatabase(h.config.databaseUrl);
    const { app } = await composeServer(h.config, db);
    db.$client.close();
    const res = await app.request('http://localhost:3000/api/health');
    expect(res.status).toBe(503);
    expect(await conforms('GET /api/health', res)).toMatchObject({ database: 'error' });
  });
});

describe('GET /api/docs', () => {
  it('is one HTML page with no script and nothing from another origin, under the API policy', async () => {
    const res = await h.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    const references = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);
    expect(references.filter((url) => !url.startsWith('/') && !url.startsWith('#'))).toEqual([]);
    for (const url of references.filter((u) => u.startsWith('/'))) expect((await h.request(url)).status, url).toBe(200);
    // Every operation is on the page, under its tag.
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size, 'operation ids are unique').toBe(ids.length);
    expect(ids.filter((id) => !html.includes(`id="${id}"`))).toEqual([]);
    expect(Object.keys(doc.paths).filter((path) => !html.includes(path))).toEqual([]);
  });
});
