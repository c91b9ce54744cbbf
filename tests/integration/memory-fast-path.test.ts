/**
 * The memory fast path (issue 11 point 1): a site file held in memory is answered on Node's response
 * before Hono. Over real HTTP to the server's own listener, each request is sent twice (the first
 * may read the file in, the second is answered from memory) and both answers must equal the answer
 * of the app alone (app.request): status, headers and bytes. Then a publish and a rollback are seen
 * by the very next request on the fast path too. The public API reads kept whole (api/lib/public-answers.ts)
 * are checked the same way, and a write is seen by the next read.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { ReleaseIndex } from '#api/sites/release-index.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { dataPaths } from '#db/config.ts';
import { json, startHarness, type Harness } from './harness.ts';

let h: Harness;
let server: Server;
let port: number;
let app: Awaited<ReturnType<typeof composeServer>>['app'];
beforeAll(async () => {
  h = await startHarness();
  const composed = await composeServer(h.config, h.db);
  app = composed.app;
  server = createServer(composed.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  h?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers a Node server adds by itself, whichever path answered. */
/**
 * Headers that differ between two answers by nature: the connection's, and the request id, which names
 * one request through the app and its log line (decision 041; answers from memory are not logged).
 */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

function overHttp(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([name]) => !CONNECTION_HEADERS.has(name));
        resolve({
          status: res.statusCode!,
          headers: Object.fromEntries(kept.map(([n, v]) => [n, String(v)])),
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function viaApp(path: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const res = await app.request(`http://${headers.Host ?? 'localhost:3000'}${path}`, { method, headers });
  const kept = [...res.headers].filter(([name]) => !CONNECTION_HEADERS.has(name));
  const body = Buffer.from(await res.arrayBuffer());
  // Node computes the length of a body it is given whole; the app's answer may leave it to the adapter.
  const length =
    kept.some(([name]) => name === 'content-length') || method === 'HEAD' || res.status === 304
      ? []
      : [['content-length', String(body.length)]];
  return { status: res.status, headers: Object.fromEntries([...kept, ...length]), body: method === 'HEAD' ? Buffer.alloc(0) : body };
}

const held = vi.spyOn(ReleaseIndex.prototype, 'held');
const answeredFromMemory = () => held.mock.results.some((result) => result.type === 'return' && result.value !== undefined);

describe('site files from memory on the Node listener', () => {
  const br = { 'Accept-Encoding': 'br, gzip' };
  const cases: [string, string, Record<string, string>, string?][] = [
    ['home page, brotli', '/prestige-mobile-detailing', br],
    ['home page, gzip', '/prestige-mobile-detailing', { 'Accept-Encoding': 'gzip' }],
    ['home page, no encoding (unzipped once, then held)', '/prestige-mobile-detailing', {}],
    ['home page, HEAD', '/prestige-mobile-detailing', br, 'HEAD'],
    ['service page with a query string', '/prestige-mobile-detailing/services/ceramic-coating?t=1', br],
    ['city page, trailing slash', '/prestige-mobile-detailing/areas/scottsdale-az/', br],
    ["a site's 404 page", '/prestige-mobile-detailing/no-such-page', br],
    ['a business not approved: 403', '/pending-demo', br],
    ['by subdomain', '/', { ...br, Host: 'sparkle-home-cleaning.localhost' }],
    ['behind an HTTPS proxy (HSTS)', '/sparkle-home-cleaning', { ...br, 'X-Forwarded-Proto': 'https' }],
    ["the product's landing page", '/', br],
    ['robots.txt of a site', '/prestige-mobile-detailing/robots.txt', br],
  ];

  it.each(cases)('%s: the same answer as the app, the second time from memory', async (_label, path, headers, method = 'GET') => {
    const expected = await viaApp(path, headers, method);
    const first = await overHttp(path, headers, method);
    held.mockClear();
    const second = await overHttp(path, headers, method);
    expect(answeredFromMemory()).toBe(true);
    for (const actual of [first, second]) {
      expect(actual.status).toBe(expected.status);
      expect(actual.headers).toEqual(expected.headers);
      expect(actual.body.equals(expected.body)).toBe(true);
    }
  });

  it('answers 304 from memory when the client has the current copy', async () => {
    const path = '/evergreen-lawn-care';
    const { headers } = await overHttp(path, br);
    held.mockClear();
    const again = await overHttp(path, { ...br, 'If-None-Match': headers.etag! });
    expect(answeredFromMemory()).toBe(true);
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers).toEqual((await viaApp(path, { ...br, 'If-None-Match': headers.etag! })).headers);
  });

  it('leaves the API, the admin app, assets, redirects and other methods to the app', async () => {
    for (const [path, method] of [
      ['/api/tenants/prestige-mobile-detailing', 'GET'],
      ['/login', 'GET'],
      ['/prestige-mobile-detailing/service/ceramic-coating', 'GET'],
      ['/prestige-mobile-detailing', 'POST'],
      ['/%2e%2e/etc/passwd', 'GET'],
    ] as const) {
      await overHttp(path, br, method);
      held.mockClear();
      const again = await overHttp(path, br, method);
      expect(answeredFromMemory(), path).toBe(false);
      const expected = await viaApp(path, br, method);
      expect(again.status, path).toBe(expected.status);
    }
  });

  it('serves a publish and a rollback to the very next request, and a removed page as 410', async () => {
    const paths = dataPaths(h.config);
    const target = new FsDeployTarget(paths.releases, paths.live);
    const slug = 'fast-path-switch';
    const site = (label: string, withWash = true) => [
      { path: 'index.html', content: `<!DOCTYPE html><p>home of ${label}</p>` },
      ...(withWash ? [{ path: 'services/wash.html', content: `<!DOCTYPE html><p>wash by ${label}</p>` }] : []),
      { path: '404.html', content: `<!DOCTYPE html><p>not found in ${label}</p>` },
    ];
    const text = async (path: string) => (await overHttp(path, {})).body.toString();
    const first = await target.deploy(slug, site('first'));
    await text(`/${slug}`);
    held.mockClear();
    expect(await text(`/${slug}`)).toContain('home of first');
    expect(answeredFromMemory()).toBe(true);

    await target.deploy(slug, site('second', false));
    expect(await text(`/${slug}`)).toContain('home of second');
    expect(await text(`/${slug}`)).toContain('home of second');
    const gone = await overHttp(`/${slug}/services/wash`, {});
    const goneAgain = await overHttp(`/${slug}/services/wash`, {});
    for (const answer of [gone, goneAgain]) {
      expect(answer.status).toBe(410);
      expect(answer.body.toString()).toContain('not found in second');
    }

    await target.rollback(slug, first.releaseId);
    expect(await text(`/${slug}`)).toContain('home of first');
    expect(await text(`/${slug}/services/wash`)).toContain('wash by first');
  });
});

describe('public API reads kept whole', () => {
  const slug = 'sparkle-home-cleaning';
  const urls = [`/api/tenants/${slug}`, `/api/website-content/${slug}`, `/api/reviews?tenant_slug=${slug}&limit=5`];
  /** The app's router runs for every request the app answers, and for none answered before it. */
  const routed = () => vi.spyOn(app.router, 'match');

  it.each(urls)('%s: the same answer as the app, the second time without the app', async (url) => {
    const expected = await viaApp(url, {});
    expect(expected.status).toBe(200);
    await overHttp(url, {});
    const match = routed();
    const second = await overHttp(url, {});
    expect(match).not.toHaveBeenCalled();
    match.mockRestore();
    expect(second.status).toBe(200);
    expect(second.headers).toEqual(expected.headers);
    expect(second.body.equals(expected.body)).toBe(true);
  });

  it('never answers a request with credentials from memory, nor keeps an error', async () => {
    const match = routed();
    await overHttp(urls[0]!, { Authorization: 'Bearer not-a-token' });
    await overHttp(urls[0]!, { Cookie: 'a=b' });
    await overHttp('/api/tenants/no-such-business', {});
    await overHttp('/api/tenants/no-such-business', {});
    expect(match).toHaveBeenCalledTimes(4);
    match.mockRestore();
  });

  it('answers the next read with what a write changed', async () => {
    const password = 'Harbor9lights';
    await ensureDemoAccounts(h.db, password);
    const login = await h.request('/api/auth/login', json({ email: demoOwnerEmail(slug), password }));
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const url = `/api/website-content/${slug}`;
    await overHttp(url, {});
    const before = JSON.parse((await overHttp(url, {})).body.toString()) as { content: { hero_title: string } };
    const saved = await h.request(url, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ hero_title: `${before.content.hero_title} today` }),
    });
    expect(saved.status).toBe(200);
    const after = JSON.parse((await overHttp(url, {})).body.toString()) as { content: { hero_title: string } };
    expect(after.content.hero_title).toBe(`${before.content.hero_title} today`);
  });
});
