/**
 * Issue 19 end to end, across its parts: a business connects its own domain (DNS records checked
 * against a real DNS server on loopback) and makes it primary; a visitor on a phone reaches the site
 * by that domain, where the canonical address is the domain and the beacon reports to the same host;
 * the business's other address answers 301 to it; the visit and its call click reach the owner's
 * Performance sub-tab (real-time panel and the full view's conversions) at desktop size.
 */
import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDnsServer } from '../integration/dns-server.ts';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
const port = new URL(base).port;
const SLUG = 'sparkle-home-cleaning';
const DOMAIN = 'www.sparkle-shine-e2e.com';
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7a) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let owner: Browser;
let visitor: Browser;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let auth: Record<string, string>;

async function api<T = { data: unknown }>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...auth, ...init.headers } });
  return { status: res.status, body: (await res.json()) as T };
}

/** A request as a browser on another host sends it (fetch cannot set Host). */
function viaHost(host: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${host}:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface Realtime {
  activeUsers: number;
}
interface Report {
  conversions: { name: string; count: number }[];
}
const phoneClicks = (report: Report) => report.conversions.find((c) => c.name === 'phone_click')?.count ?? 0;

beforeAll(async () => {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `owner@${SLUG}.example`, password: inject('demoPassword') }),
  });
  auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  dns = await startDnsServer(Number(inject('dnsServer').split(':')[1]));
  owner = await launch();
  // The visitor's browser finds the business's domain on this machine, as DNS would send it to the product.
  visitor = await launch([`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`]);
});

afterAll(async () => {
  // The business goes back to its usual address for the files after this one.
  if (auth) {
    const settings = await api<{ data: { domains: { id: number }[] } }>(`/api/tenants/${SLUG}/domains`);
    for (const domain of settings.body.data.domains) await api(`/api/tenants/${SLUG}/domains/${domain.id}`, { method: 'DELETE' });
  }
  await owner?.close();
  await visitor?.close();
  dns?.close();
});

describe('a business on its own domain, and its visitors in the dashboard', () => {
  it('connects the domain, serves visitors there, and shows their visit and call to the owner', async () => {
    // 1. The domain, its records at the "DNS provider", verified and made primary.
    const added = await api<{ data: { id: number; records: { type: string; name: string; value: string }[] } }>(
      `/api/tenants/${SLUG}/domains`,
      { method: 'POST', body: JSON.stringify({ hostname: DOMAIN }) },
    );
    expect(added.status).toBe(201);
    const { id, records } = added.body.data;
    const txt = records.find((r) => r.type === 'TXT')!;
    const cname = records.find((r) => r.type === 'CNAME')!;
    dns.zone.set(cname.name, { CNAME: `${cname.value}.` });
    dns.zone.set(txt.name, { TXT: [txt.value] });
    const verified = await api<{ data: { status: string } }>(`/api/tenants/${SLUG}/domains/${id}/verify`, { method: 'POST' });
    expect(verified.body.data.status).toBe('active');
    expect((await api(`/api/tenants/${SLUG}/domains/${id}`, { method: 'PUT', body: JSON.stringify({ isPrimary: true }) })).status).toBe(
      200,
    );

    // 2. The publish that follows puts the domain in the pages' canonical address.
    await expect
      .poll(async () => (await viaHost(DOMAIN, '/')).body.includes(`<link rel="canonical" href="https://${DOMAIN}/"`), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
    // The business's other address sends visitors to the domain, path kept.
    const moved = await viaHost(`${SLUG}.localhost`, '/services');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`https://${DOMAIN}/services`);

    const before = await api<{ data: Report }>(`/api/google/analytics/report?tenant_id=${await tenantId()}&days=7`);

    // 3. A visitor on a phone, by the domain: the page, its beacon to the same host, a tap on the phone number.
    const context = await visitor.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, userAgent: PHONE_AGENT });
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/analytics/events')) beacons.push(r.url());
    });
    await page.goto(`http://${DOMAIN}:${port}/`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${DOMAIN}/`);
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(1);
    expect(beacons[0]).toBe(`http://${DOMAIN}:${port}/api/analytics/events`);
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await page.locator('a[href^="tel:"]:visible').first().click();
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(2);
    await context.close();

    // The server writes beacons in batches: the call shows in the report once written.
    const tenant = await tenantId();
    let after: Report = before.body.data;
    await expect
      .poll(
        async () => {
          after = (await api<{ data: Report }>(`/api/google/analytics/report?tenant_id=${tenant}&days=7`)).body.data;
          return phoneClicks(after);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(phoneClicks(before.body.data) + 1);
    const live = (await api<{ data: Realtime }>(`/api/google/analytics/realtime?tenant_id=${tenant}`)).body.data;
    expect(live.activeUsers).toBeGreaterThanOrEqual(1);

    // 4. The owner sees it: who is on the site now, then the call among the conversions.
    const { page: dash, errors, close } = await open(owner, `${base}/login`, DESKTOP);
    try {
      await signInAs(dash, `owner@${SLUG}.example`);
      await dash.goto(`${base}/${SLUG}/dashboard/website?section=performance`);
      const realtime = dash.getByRole('region', { name: 'Real-time' });
      await realtime.getByText('In the last 5 minutes').waitFor();
      expect(
        Number(
          (await realtime
            .getByText(/^\d[\d,]*$/)
            .first()
            .textContent())!.replace(/,/g, ''),
        ),
      ).toBeGreaterThanOrEqual(1);
      await dash.getByRole('button', { name: '7 Days' }).click();
      await dash.getByRole('link', { name: 'View Full Analytics' }).click();
      const conversions = dash.getByRole('region', { name: 'Conversions' });
      await conversions.waitFor();
      await expect
        .poll(() => conversions.getByRole('row', { name: /Phone clicks/ }).textContent())
        .toContain(phoneClicks(after).toLocaleString('en-US'));
      await expectAccessible(dash);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

async function tenantId(): Promise<number> {
  return (await api<{ data: { id: number } }>(`/api/tenants/${SLUG}`)).body.data.id;
}
