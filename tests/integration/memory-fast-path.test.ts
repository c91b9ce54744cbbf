/**
 * The memory fast path (issue 11 point 1): a site file held in memory is answered on Node's response
 * before Hono. Over real HTTP to the server's own listener, each request is sent twice (the first
 * may read the file in, the second is answered from memory) and both answers must equal the answer
 * of the app alone (app.request): status, headers and bytes. Then a publish and a rollback are seen
 * by the very next request on the fast path too.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeServer } from '#api/compose.ts';
import { ReleaseIndex } from '#api/sites/release-index.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { dataPaths } from '#db/config.ts';
import { startHarness, type Harness } from './harness.ts';

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
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

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
