/**
 * First-party analytics as a visitor's browser sends it (decision 034), at phone and desktop sizes
 * against the real server: the page view and the conversions reach the database with the page's
 * path, referrer host, UTM and screen; web vitals go out once when the page is hidden; Do Not Track
 * and Global Privacy Control send nothing; no cookie or storage is written; the beacon is one
 * external file under 1 KB gzipped, and preview sites carry none.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './browser.ts';

const base = inject('baseUrl');
const SLUG = 'prestige-mobile-detailing';
const HOME = `${base}/${SLUG}`;
const EVENTS = '/api/analytics/events';
/** Headless Chromium names itself HeadlessChrome, which the server drops as a bot: the tests browse as people do. */
const AGENTS = {
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface StoredEvent {
  name: string;
  path: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  screen: string | null;
  device: string | null;
  props: string | null;
}

/** The events stored for a campaign (each test tags its visit with its own), polled: the server writes beacons in batches. */
async function storedEvents(campaign: string, until: (events: StoredEvent[]) => boolean, slug = SLUG): Promise<StoredEvent[]> {
  const db = createClient({ url: pathToFileURL(path.join(inject('dataDir'), 'localsite.db')).href });
  try {
    let events: StoredEvent[] = [];
    for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((r) => setTimeout(r, 100))) {
      const result = await db.execute({
        sql: `select e.name, e.path, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.screen, e.device, e.props
                from analytics_events e join tenants t on t.id = e.tenant_id
               where t.slug = ? and e.utm_campaign = ? order by e.id`,
        args: [slug, campaign],
      });
      events = result.rows as unknown as StoredEvent[];
      if (until(events)) return events;
    }
    return events;
  } finally {
    db.close();
  }
}

const names = (events: StoredEvent[]) => events.map((e) => e.name);

async function visitor(size: 'phone' | 'desktop', init?: () => void): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const viewport = size === 'phone' ? PHONE : DESKTOP;
  const context = await browser.newContext({
    viewport,
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    userAgent: AGENTS[size],
    // An address of its own (the e2e server trusts one proxy), so no other test's beacons share its rate limit.
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${size === 'phone' ? 10 : 11}` },
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** A click on a tel: or mailto: link the page shows, without leaving for the phone or mail app. */
async function clickLink(page: Page, scheme: 'tel:' | 'mailto:') {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
  await page.locator(`a[href^="${scheme}"]:visible`).first().click();
}

describe.each([
  ['phone', PHONE.width, 'phone', 'mobile'],
  ['desktop', DESKTOP.width, 'desktop', 'desktop'],
] as const)('a visit on a %s (%i px wide)', (size, _width, screen, device) => {
  it('stores the page view with path, referrer host, UTM and screen, then a call, an e-mail and the quote form', async () => {
    const campaign = `spring-${randomUUID().slice(0, 8)}`;
    const { context, page, errors } = await visitor(size);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(EVENTS)) sent.push(r.postData() ?? '');
    });
    await page.goto(`${HOME}/services/ceramic-coating?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`, {
      referer: 'https://www.google.com/search?q=ceramic+coating',
      waitUntil: 'load',
    });
    const views = await storedEvents(campaign, (events) => events.length >= 1);
    expect(views).toEqual([
      {
        name: 'pageview',
        path: '/services/ceramic-coating',
        referrer_host: 'www.google.com',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: campaign,
        screen,
        device,
        props: null,
      },
    ]);
    // sendBeacon posts text/plain JSON.
    expect(JSON.parse(sent[0]!)).toMatchObject({ tenant: SLUG, name: 'pageview', screen });

    await clickLink(page, 'tel:');
    await clickLink(page, 'mailto:');
    const opener = page.locator('[data-quote-open][data-quote-service]:visible').first();
    const service = await opener.getAttribute('data-quote-service');
    await opener.click();
    await page.getByRole('dialog', { name: 'Request a Quote' }).waitFor();
    const events = await storedEvents(campaign, (found) => found.length >= 4);
    expect(names(events)).toEqual(['pageview', 'phone_click', 'email_click', 'quote_opened']);
    for (const event of events) expect(event).toMatchObject({ path: '/services/ceramic-coating', screen, referrer_host: 'www.google.com' });
    // A service page's quote buttons tick its service, and say which.
    expect(JSON.parse(events[3]!.props ?? '{}')).toEqual({ service });
    expect(service).toBeTruthy();

    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('conversions from the islands', () => {
  it('stores faq_expanded and, once a quote request is sent, quote_sent', async () => {
    const campaign = `faq-${randomUUID().slice(0, 8)}`;
    const { context, page, errors } = await visitor('desktop');
    await page.goto(`${HOME}?utm_source=newsletter&utm_campaign=${campaign}`, { waitUntil: 'load' });
    const question = page.locator('#faq button[aria-expanded]').first();
    await question.scrollIntoViewIfNeeded();
    await page.locator('[data-island="faq"][data-hydrated]').waitFor();
    await question.click();
    const faq = await storedEvents(campaign, (events) => events.some((e) => e.name === 'faq_expanded'));
    const expanded = faq.find((e) => e.name === 'faq_expanded')!;
    expect(JSON.parse(expanded.props!)).toMatchObject({ question: (await question.textContent())!.trim() });
    expect(expanded.referrer_host).toBeNull();

    await page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.getByLabel('Name').fill('Riley Brooks');
    await dialog.getByLabel('Email').fill(`riley.${campaign}@example.com`);
    await dialog.getByLabel('Phone').fill('6025550188');
    await dialog.getByLabel('Vehicle Type').selectOption({ index: 1 });
    await dialog.getByLabel('Vehicle Make').fill('Subaru');
    await dialog.getByLabel('Vehicle Model').fill('Outback');
    await dialog.getByLabel('Vehicle Year').selectOption('2019');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel('City').fill('Tempe');
    await dialog.getByLabel('State').fill('AZ');
    await dialog.getByLabel('ZIP Code').fill('85281');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await dialog.getByText(/Thanks, Riley/).waitFor();
    const events = await storedEvents(campaign, (found) => found.some((e) => e.name === 'quote_sent'));
    expect(names(events)).toEqual(['pageview', 'faq_expanded', 'quote_opened', 'quote_sent']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stores booking_started when the visitor answers the booking’s first step', async () => {
    const campaign = `book-${randomUUID().slice(0, 8)}`;
    const slug = 'pampered-paws-grooming';
    const { context, page, errors } = await visitor('phone');
    await page.goto(`${base}/${slug}/booking?utm_source=flyer&utm_campaign=${campaign}`, { waitUntil: 'load' });
    await page.locator('[data-island="booking"][data-hydrated]').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Pet size', exact: true }).waitFor();
    await page.getByRole('radio').first().check();
    expect(names(await storedEvents(campaign, (found) => found.length >= 1, slug))).toEqual(['pageview']);
    await page.getByRole('button', { name: 'Continue' }).click();
    const events = await storedEvents(campaign, (found) => found.some((e) => e.name === 'booking_started'), slug);
    expect(names(events)).toEqual(['pageview', 'booking_started']);
    expect(events[1]).toMatchObject({ path: '/booking', screen: 'phone' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('web vitals', () => {
  it('loads web-vitals on the first interaction, not with the page, and sends LCP and CLS once, when the page is hidden', async () => {
    const campaign = `vitals-${randomUUID().slice(0, 8)}`;
    const { context, page, errors } = await visitor('desktop');
    const vitalsScripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/web-vitals.')) vitalsScripts.push(r.url());
    });
    await page.goto(`${HOME}?utm_source=ads&utm_campaign=${campaign}`, { waitUntil: 'load' });
    // Not part of the page's first JavaScript: the budgets count load and 3 s of idle time.
    await page.waitForTimeout(3500);
    expect(vitalsScripts).toEqual([]);
    await Promise.all([page.waitForResponse((r) => r.url().includes('/web-vitals.')), page.mouse.click(5, 300)]);
    // web-vitals settles LCP on the visitor's next input (a trusted event, in an idle moment).
    await page.waitForTimeout(300);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(1200);
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    await hide();
    await hide(); // hidden again (the visitor came back and left): still one event for the page view
    const events = await storedEvents(campaign, (found) => found.some((e) => e.name === 'web_vitals'));
    await new Promise((r) => setTimeout(r, 600)); // a second event would have been written by now
    const all = await storedEvents(campaign, () => true);
    expect(names(all)).toEqual(['pageview', 'web_vitals']);
    const vitals = JSON.parse(events.find((e) => e.name === 'web_vitals')!.props!) as Record<string, number>;
    expect(vitals.lcp).toBeGreaterThan(0);
    expect(vitals.cls).toBeGreaterThanOrEqual(0);
    expect(vitalsScripts).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a visitor who asks not to be tracked', () => {
  it.each([
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { configurable: true, get: () => '1' }), PHONE],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
      DESKTOP,
    ],
  ] as const)('with %s sends nothing: no page view, no click, no quote form, no vitals', async (_label, init, viewport) => {
    const { context, page, errors } = await visitor(viewport === PHONE ? 'phone' : 'desktop', init);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(EVENTS) || r.url().includes('/web-vitals.')) sent.push(r.url());
    });
    await page.goto(`${HOME}?utm_campaign=private-${randomUUID().slice(0, 8)}`, { waitUntil: 'load' });
    await clickLink(page, 'tel:');
    await page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
    await page.getByRole('dialog', { name: 'Request a Quote' }).waitFor();
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the beacon as shipped', () => {
  async function scriptsOf(url: string): Promise<{ html: string; sources: string[] }> {
    const html = await (await fetch(url)).text();
    return { html, sources: [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!) };
  }

  it('is one external module file under 1 KB gzipped that imports nothing at load', async () => {
    const { html, sources } = await scriptsOf(HOME);
    expect(html).toContain(`data-tenant="${SLUG}"`);
    // Every script but the structured data is an external file: the CSP allows no inline script.
    expect([...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)]).toEqual([]);
    const beacon = sources.filter((src) => src.includes('Beacon'));
    expect(beacon).toHaveLength(1);
    const res = await fetch(`${base}${beacon[0]}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const gzipped = Number(res.headers.get('content-length'));
    const code = await res.text();
    console.log(`beacon: ${code.length} bytes minified, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThan(1024);
    // Minified, and no static import: web-vitals is the only module it loads, later, with import().
    expect(code.split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(code).not.toMatch(/\bimport\s*(?!\()/);
    expect(code).toMatch(/import\(`\/_astro\/web-vitals\.[\w-]+\.js`\)|import\("\/_astro\/web-vitals\.[\w-]+\.js"\)/);
  });

  it('is not on preview sites or the product’s pages', async () => {
    for (const url of [`${base}/mobile-detailing-preview`, `${base}/`, `${base}/pricing`]) {
      const { html, sources } = await scriptsOf(url);
      expect(
        sources.filter((src) => src.includes('Beacon')),
        url,
      ).toEqual([]);
      expect(html, url).not.toContain('data-tenant=');
    }
  });
});
