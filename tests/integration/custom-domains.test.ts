/**
 * Custom domains end to end (issue 19, decision 036) against a real libSQL file, the published demo
 * sites and a DNS server on a loopback port (DNS_SERVERS): an owner adds a domain, sees the records
 * to create, a check says what is missing until they are right, then the site answers on that host,
 * Caddy's `ask` allows a certificate for it, the primary domain becomes the site's canonical address
 * (canonical, sitemap, robots, Open Graph, JSON-LD) and the other addresses redirect to it; removing
 * it falls back to the subdomain, and the periodic re-check retires a domain whose records went away.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { recheckDomains, SETTLED_CHECK_MS } from '#api/domain/domains.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { publishTenant } from '#build/publish.ts';
import { brandAssetDirs } from '#build/render/brand-assets.ts';
import { PageRenderer } from '#build/render/renderer.ts';
import {
  DOMAIN_ALREADY_ADDED_MESSAGE,
  DOMAIN_LIMIT_MESSAGE,
  DOMAIN_TAKEN_MESSAGE,
  HOSTNAME_ONLY_MESSAGE,
  PRIMARY_NOT_ACTIVE_MESSAGE,
  type CustomDomain,
  type DomainSettings,
} from '#core/domains/domains.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { startDnsServer } from './dns-server.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'sharp-edge-barbers';
const OTHER = 'sparkle-home-cleaning';
const WWW = 'www.sharpedge-barbers.com';
const APEX = 'sharpedge-barbers.com';
const A_TARGET = '203.0.113.10';
const API = `/api/tenants/${SLUG}/domains`;

let h: Harness;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let owner: string;
let stranger: string;
let tenantId: number;

async function signIn(email: string): Promise<string> {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return (await res.json()).accessToken;
}

const call = (url: string, token: string | undefined, init: RequestInit = {}) =>
  h.request(url, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
const body = async <T>(res: Response, status = 200): Promise<T> => {
  const payload = await res.json();
  expect(res.status, JSON.stringify(payload)).toBe(status);
  return payload.data as T;
};
const settings = async () => body<DomainSettings>(await call(API, owner));
const add = (hostname: string, token = owner, url = API) => call(url, token, { method: 'POST', body: JSON.stringify({ hostname }) });
const verify = async (id: number) => body<CustomDomain>(await call(`${API}/${id}/verify`, owner, { method: 'POST' }));
const setPrimary = (id: number, isPrimary: boolean) => call(`${API}/${id}`, owner, { method: 'PUT', body: JSON.stringify({ isPrimary }) });
const onHost = (host: string, path = '/') => h.request(`http://127.0.0.1${path}`, { headers: { Host: host } });
/** Publishes queued for the business since the last call (a queued job takes later requests in, so each is taken away). */
async function queuedPublishes(): Promise<number> {
  const mine = and(eq(s.publishJobs.tenantId, tenantId), eq(s.publishJobs.reason, 'primary domain changed'));
  const jobs = await h.db.select().from(s.publishJobs).where(mine).all();
  await h.db.delete(s.publishJobs).where(mine);
  return jobs.length;
}

async function publish() {
  const paths = dataPaths(h.config);
  await publishTenant(
    {
      db: h.db,
      renderer: await PageRenderer.load(h.config.siteBuildDir),
      target: new FsDeployTarget(paths.releases, paths.live),
      origin: h.config.publicUrl,
      brandAssets: brandAssetDirs(h.config),
    },
    SLUG,
  );
}

beforeAll(async () => {
  dns = await startDnsServer();
  h = await startHarness({ env: { DNS_SERVERS: dns.server, DOMAIN_A_TARGET: A_TARGET } });
  await ensureDemoAccounts(h.db, PASSWORD);
  [owner, stranger] = await Promise.all([signIn(demoOwnerEmail(SLUG)), signIn(demoOwnerEmail(OTHER))]);
  tenantId = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
}, 180_000);
afterAll(() => {
  dns?.close();
  h?.close();
});

describe('custom domains', () => {
  let www: CustomDomain;
  let apex: CustomDomain;

  it('starts on the platform address, with no domain and nothing to check', async () => {
    expect(await settings()).toEqual({
      subdomain: `localhost:3000/${SLUG}`,
      siteUrl: `http://localhost:3000/${SLUG}`,
      primaryDomain: `localhost:3000/${SLUG}`,
      sslStatus: 'pending',
      dnsStatus: 'active',
      lastChecked: null,
      limit: 5,
      domains: [],
    });
  });

  it('adds a domain pending, with the CNAME and TXT records to create', async () => {
    const bad = await add('https://www.sharpedge-barbers.com/');
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ hostname: HOSTNAME_ONLY_MESSAGE });
    www = await body<CustomDomain>(await add(' WWW.SharpEdge-Barbers.com '), 201);
    expect(www).toMatchObject({
      hostname: WWW,
      status: 'pending',
      isPrimary: false,
      lastCheckedAt: null,
      lastError: null,
      verifiedAt: null,
    });
    const token = www.records[1]!.value!.replace('localsite-verify=', '');
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(www.records).toEqual([
      { type: 'CNAME', name: WWW, value: 'sites.localhost', ttl: 3600 },
      { type: 'TXT', name: `_localsite-verify.${WWW}`, value: `localsite-verify=${token}`, ttl: 3600 },
    ]);
    apex = await body<CustomDomain>(await add(APEX), 201);
    expect(apex.records.map((r) => `${r.type} ${r.name} ${r.value}`)).toEqual([
      `A ${APEX} ${A_TARGET}`,
      `TXT _localsite-verify.${APEX} ${apex.records[1]!.value}`,
    ]);
    expect(apex.records[1]!.value).not.toBe(www.records[1]!.value);
    expect((await settings()).dnsStatus).toBe('pending');
  });

  it('refuses a domain twice, one another business has, and more than five', async () => {
    expect((await (await add(WWW)).json()).fields).toEqual({ hostname: DOMAIN_ALREADY_ADDED_MESSAGE });
    const taken = await add(WWW, stranger, `/api/tenants/${OTHER}/domains`);
    expect(taken.status).toBe(400);
    expect((await taken.json()).fields).toEqual({ hostname: DOMAIN_TAKEN_MESSAGE });
    for (const name of ['a', 'b', 'c']) await body(await add(`${name}.sharpedge-barbers.com`), 201);
    expect((await (await add('d.sharpedge-barbers.com')).json()).fields).toEqual({ hostname: DOMAIN_LIMIT_MESSAGE });
    for (const domain of (await settings()).domains.filter((d) => d.hostname.length === 'a.sharpedge-barbers.com'.length)) {
      await body(await call(`${API}/${domain.id}`, owner, { method: 'DELETE' }));
    }
    expect((await settings()).domains.map((d) => d.hostname)).toEqual([WWW, APEX]);
  });

  it('guards the calls: another business’s owner gets 403, anonymous 401, another business’s domain 404', async () => {
    expect((await call(API, stranger)).status).toBe(403);
    expect((await call(API, undefined)).status).toBe(401);
    const theirs = await body<CustomDomain>(await add('www.sparkle-clean.com', stranger, `/api/tenants/${OTHER}/domains`), 201);
    expect((await call(`${API}/${theirs.id}/verify`, owner, { method: 'POST' })).status).toBe(404);
    expect((await call(`${API}/${theirs.id}`, owner, { method: 'DELETE' })).status).toBe(404);
  });

  it('says what is missing until the records are right, then turns active', async () => {
    const txtName = `_localsite-verify.${WWW}`;
    let checked = await verify(www.id);
    expect(checked).toMatchObject({ status: 'error', lastError: `TXT record not found at ${txtName}` });
    expect(checked.lastCheckedAt).not.toBeNull();
    dns.zone.set(txtName, { TXT: ['localsite-verify=someone-elses'] });
    expect((await verify(www.id)).lastError).toBe(`TXT record at ${txtName} does not contain ${www.records[1]!.value}`);
    dns.zone.set(txtName, { TXT: ['v=spf1 -all', www.records[1]!.value!] });
    expect((await verify(www.id)).lastError).toBe(`CNAME record not found at ${WWW}, expected sites.localhost`);
    dns.zone.set(WWW, { CNAME: 'old-host.example.net' });
    expect((await verify(www.id)).lastError).toBe(`CNAME at ${WWW} points to old-host.example.net, expected sites.localhost`);
    // Not active yet: the site does not answer there and no certificate is allowed.
    expect(await (await onHost(WWW)).text()).not.toContain('Sharp Edge Barbers');
    dns.zone.set(WWW, { CNAME: 'sites.localhost.' });
    checked = await verify(www.id);
    expect(checked).toMatchObject({ status: 'active', lastError: null });
    expect(checked.verifiedAt).not.toBeNull();

    dns.zone.set(`_localsite-verify.${APEX}`, { TXT: [apex.records[1]!.value!] });
    dns.zone.set(APEX, { A: ['198.51.100.1'] });
    expect((await verify(apex.id)).lastError).toBe(`A record at ${APEX} points to 198.51.100.1, expected ${A_TARGET}`);
    expect((await settings()).dnsStatus).toBe('error');
  });

  it('serves the site on an active domain, and lets Caddy get a certificate only for it', async () => {
    const page = await onHost(WWW);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sharp Edge Barbers');
    const ask = (domain?: string) => h.request(`/api/domains/ask${domain === undefined ? '' : `?domain=${domain}`}`);
    expect((await ask(WWW)).status).toBe(200);
    expect((await ask(WWW.toUpperCase())).status).toBe(200);
    expect((await ask(APEX)).status).toBe(404);
    expect((await ask('unknown.example.com')).status).toBe(404);
    expect((await ask(`${SLUG}.localhost`)).status).toBe(200);
    expect((await ask('no-such-business.localhost')).status).toBe(404);
    expect((await ask('')).status).toBe(400);
    expect((await ask()).status).toBe(400);
  });

  it('makes an active domain the primary address: canonical URLs, sitemap and redirects follow', async () => {
    const refused = await setPrimary(apex.id, true);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields).toEqual({ isPrimary: PRIMARY_NOT_ACTIVE_MESSAGE });
    expect(await queuedPublishes()).toBe(0);

    expect(await body<CustomDomain>(await setPrimary(www.id, true))).toMatchObject({ isPrimary: true, status: 'active' });
    expect(await queuedPublishes()).toBe(1);
    expect(await settings()).toMatchObject({ primaryDomain: WWW, siteUrl: `https://${WWW}`, sslStatus: 'active' });

    await publish();
    const home = await (await onHost(WWW)).text();
    expect(home).toContain(`<link rel="canonical" href="https://${WWW}/"`);
    expect(home).toContain(`<meta property="og:url" content="https://${WWW}/"`);
    expect(home).toContain(`"url":"https://${WWW}/"`);
    const sitemap = await (await onHost(WWW, '/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>https://${WWW}/</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>https://${WWW.replaceAll('.', '\\.')}/services/[a-z0-9-]+</loc>`));
    expect(sitemap).not.toContain('localhost');
    expect(await (await onHost(WWW, '/robots.txt')).text()).toContain(`Sitemap: https://${WWW}/sitemap.xml`);

    const moved = await onHost(`${SLUG}.localhost`, '/services?ref=card');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`https://${WWW}/services?ref=card`);
    // The path address keeps answering on a localhost platform: development has no DNS or TLS for the domain.
    expect((await h.request(`/${SLUG}`)).status).toBe(200);
  });

  it('redirects through the server’s in-memory path too, and on a real base domain the path address as well', async () => {
    const { listener } = await composeServer({ ...h.config, baseDomain: 'localsite.app' }, h.db);
    const server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (host: string, path: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => resolve(res.resume())).on('error', reject),
      );
    try {
      // The home page is held in memory after the publish above: the redirect is decided before it is served.
      for (const [host, path, to] of [
        [`${SLUG}.localsite.app`, '/', `https://${WWW}/`],
        ['localsite.app', `/${SLUG}/services`, `https://${WWW}/services`],
        [`${SLUG}.localsite.app`, '/caf%C3%A9%3F%20x', `https://${WWW}/caf%C3%A9%3F%20x`],
        [APEX, '/', undefined],
      ] as const) {
        const res = await get(host, path);
        if (to) {
          expect(res.statusCode, `${host}${path}`).toBe(301);
          expect(res.headers.location).toBe(to);
        } else expect(res.statusCode, `${host}${path}`).not.toBe(301);
      }
      expect((await get(WWW, '/')).statusCode).toBe(200);
      // The API is never redirected, whatever the host.
      expect((await get(`${SLUG}.localsite.app`, `/api/tenants/${SLUG}`)).statusCode).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const record = await (await h.request(`/api/tenants/${SLUG}`)).json();
    expect(record.data.website).toBe(`https://${WWW}`);
  });

  it('falls back to the subdomain when the primary is unset or removed', async () => {
    expect(await body<CustomDomain>(await setPrimary(www.id, false))).toMatchObject({ isPrimary: false });
    expect(await queuedPublishes()).toBe(1);
    expect((await onHost(`${SLUG}.localhost`)).status).toBe(200);
    await body(await setPrimary(www.id, true));
    await queuedPublishes();
    const after = await body<DomainSettings>(await call(`${API}/${www.id}`, owner, { method: 'DELETE' }));
    expect(after).toMatchObject({ primaryDomain: `localhost:3000/${SLUG}`, siteUrl: `http://localhost:3000/${SLUG}` });
    expect(after.domains.map((d) => d.hostname)).toEqual([APEX]);
    expect(await queuedPublishes()).toBe(1);
    expect(await (await onHost(WWW)).text()).not.toContain('Sharp Edge Barbers');
    expect((await onHost(`${SLUG}.localhost`)).status).toBe(200);
    await publish();
    expect(await (await h.request(`/${SLUG}`)).text()).toContain(`<link rel="canonical" href="http://localhost:3000/${SLUG}"`);
  });

  it('re-checks domains: one whose records were removed stops serving', async () => {
    const again = await body<CustomDomain>(await add(WWW), 201);
    const txt = again.records[1]!;
    dns.zone.set(txt.name, { TXT: [txt.value!] });
    // The never-checked ones are due at once: this one, the other business's and the demo's pending one.
    expect(await recheckDomains(h.deps)).toBe(3);
    expect((await onHost(WWW)).status).toBe(200);
    expect(await recheckDomains(h.deps)).toBe(0);
    dns.zone.delete(txt.name);
    const later = Date.now() + SETTLED_CHECK_MS + 60_000;
    expect(await recheckDomains(h.deps, later)).toBeGreaterThanOrEqual(1);
    const row = await h.db.select().from(s.tenantDomains).where(eq(s.tenantDomains.id, again.id)).get();
    expect(row).toMatchObject({ status: 'error', lastError: `TXT record not found at ${txt.name}` });
    expect(await (await onHost(WWW)).text()).not.toContain('Sharp Edge Barbers');
  });
});
