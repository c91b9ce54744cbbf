/**
 * The API description (issue 20 point 5): GET /api/openapi.json is valid OpenAPI 3.1, describes
 * exactly the routes the app mounts (the route walk tests/integration/auth.test.ts makes), with the
 * schemas the routes validate with, and every route it describes answers; GET /api/docs renders it
 * with no script and nothing from another origin.
 */
import { existsSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { quoteCancelSchema, quoteListQuerySchema } from '#core/quotes/schemas.ts';
import { SETTINGS_API_FIELDS } from '#core/validation/schedule.ts';
import { json, startHarness, type Harness } from './harness.ts';

type Operation = {
  operationId: string;
  description: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
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
    const upload = operation('POST /api/tenants/:slug/gallery').requestBody!.content['multipart/form-data']!.schema;
    expect(upload).toMatchObject({ required: expect.arrayContaining(['image']), properties: { image: { format: 'binary' }, alt: {} } });
  });

  it('names, for every route, the module that mounts it, whose doc comment describes its answers', () => {
    const sources = describedRoutes().map((key) => /doc comment of (api\/routes\/[\w-]+\.ts)/.exec(operation(key).description)?.[1]);
    expect(sources.filter((source) => !source || !existsSync(source))).toEqual([]);
    expect(operation('POST /api/quotes/:quoteId/estimates').description).toContain('api/routes/estimates.ts');
    expect(operation('PUT /api/onboarding/applications/resume').description).toContain('api/routes/admin-console.ts');
  });

  it('describes the paged lists as they answer: a page of records with its pagination', async () => {
    const admin = (await (await h.request('/api/auth/login', json({ email: 'admin@demo.example', password: PASSWORD }))).json()) as {
      accessToken: string;
    };
    const pagedRoutes = describedRoutes().filter((key) => {
      const ok = operation(key).responses['200'] as { content?: Record<string, { schema: { $ref?: string } }> } | undefined;
      return ok?.content?.['application/json']?.schema.$ref === '#/components/schemas/Page';
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
