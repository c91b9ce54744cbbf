/**
 * Issue 16's whole path in one go, as the people involved do it, against the real server: a visitor
 * sends a quote request from the site on a phone; the owner, on a desktop, finds it in the inbox and
 * sends an estimate with one optional item; the customer accepts it on the phone from the e-mailed
 * link with the optional item and books a time; the owner sees the appointment in the schedule and
 * the request, the estimate and the appointment in the customer's history; once the job is marked
 * completed, the review request e-mail leads to a review that appears on the site after approval.
 * Each step's finer cases live in the feature's own file (public-site, quote-inbox, estimate,
 * customers, review-request); this one proves the steps join up.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, open, PHONE, signInAs, untilPublic } from './browser.ts';

const base = inject('baseUrl');
const SLUG = 'prestige-mobile-detailing';
const HOME = `${base}/${SLUG}`;
const stamp = Date.now() % 1_000_000;
const VISITOR = `Marisol Vance ${stamp}`;
const EMAIL = `marisol.vance.${stamp}@example.com`;
let browser: Browser;
let owner: string;

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launch();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `owner@${SLUG}.example`, password: inject('demoPassword') }),
  });
  owner = ((await login.json()) as { accessToken: string }).accessToken;
});
afterAll(async () => {
  await api('PUT', `/api/tenant-reviews/${SLUG}/settings`, { request_delay_hours: 2 }).catch(() => {});
  await browser?.close();
});

/** The first link matching `pattern` in an e-mail to `email`, once it is in the outbox (quoted-printable decoded). */
async function linkInMail(email: string, pattern: RegExp, waitMs: number): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    for (const name of await fs.readdir(outbox).catch(() => [] as string[])) {
      const raw = (await fs.readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = pattern.exec(raw)?.[1];
      if (raw.includes(`To: ${email}`) && link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${email} with ${pattern}`);
}

/** Islands hydrate when they come into view: scroll to one, then wait for it. */
async function island(page: Page, name: string) {
  await page.locator(`[data-island="${name}"]`).first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor();
}
const pickLabel = (page: Page, group: RegExp | string, index = 0) =>
  page.getByRole('group', { name: group }).getByRole('radio').nth(index).locator('xpath=..').click();

describe('a quote request becomes an estimate, a booked job and a review', () => {
  it('joins the visitor, the owner and the customer from the request to the published review', async () => {
    // 1. The visitor, on a phone, asks for a quote on the site. The e2e server trusts one proxy, so
    // this request gets an address of its own and the other files' quote requests leave it room.
    const visitor = await open(browser, HOME, PHONE);
    await visitor.page.route('**/api/quotes', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': `203.0.113.${stamp % 250}` } }),
    );
    await visitor.page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
    const form = visitor.page.getByRole('dialog', { name: 'Request a Quote' });
    await form.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
    await form.getByLabel('Name').fill(VISITOR);
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByLabel('Phone').fill('4805550177');
    await form.getByLabel('Vehicle Type').selectOption({ index: 1 });
    await form.getByLabel('Vehicle Make').fill('Subaru');
    await form.getByLabel('Vehicle Model').fill('Outback');
    await form.getByLabel('Vehicle Year').selectOption('2019');
    await form.getByRole('checkbox').first().check();
    await form.getByLabel('City').fill('Scottsdale');
    await form.getByLabel('State').fill('AZ');
    await form.getByLabel('ZIP Code').fill('85251');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await form.getByText(/Thanks, Marisol/).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    // 2. The owner, on a desktop, finds it in the inbox and sends an estimate with one optional item.
    const desk = await open(browser, `${base}/login`, DESKTOP);
    const { page } = desk;
    await signInAs(page, `owner@${SLUG}.example`);
    await page.goto(`${base}/${SLUG}/dashboard/customers?view=requests`);
    await page.getByLabel('Search requests').fill(VISITOR);
    await page.getByRole('link', { name: new RegExp(`New: ${VISITOR}`) }).click();
    const detail = page.getByRole('article', { name: VISITOR });
    await detail.getByText(/^Served by /).waitFor();
    await detail.getByRole('button', { name: 'New estimate' }).click();
    const composer = page.getByRole('dialog', { name: 'New estimate' });
    await composer.getByRole('group', { name: 'Line 1' }).getByLabel('Description').waitFor();
    await composer.getByRole('button', { name: 'Add a line of your own' }).click();
    const extra = composer.getByRole('group', { name: 'Line 2' });
    await extra.getByLabel('Description').fill('Headlight restoration');
    await extra.getByLabel('Price ($)').fill('89');
    await extra.getByLabel(/^Optional/).check();
    await composer.getByRole('button', { name: 'Save draft' }).click();
    const card = detail.getByRole('article', { name: /Estimate #\d+/ });
    await card.getByRole('button', { name: 'Edit and send' }).click();
    await page
      .getByRole('dialog', { name: /^Estimate #\d+$/ })
      .getByRole('button', { name: 'Send estimate' })
      .click();
    await page.getByRole('alertdialog', { name: 'Send this estimate?' }).getByRole('button', { name: 'Send estimate' }).click();
    await card.getByText('Sent', { exact: true }).waitFor();

    // 3. The customer, on the phone, accepts it from the e-mail with the optional item and books a time.
    const link = await linkInMail(EMAIL, /(http\S+\/estimate\?t=[\w-]{43})/, 15_000);
    const customer = await open(browser, link, PHONE);
    const cp = customer.page;
    await island(cp, 'estimate');
    await cp.getByRole('checkbox', { name: /Headlight restoration/ }).check();
    await cp.getByRole('button', { name: /^Accept for \$/ }).click();
    await cp.waitForURL(/\/booking\?estimate=/);
    await island(cp, 'booking');
    expect(await cp.getByRole('complementary', { name: 'Your estimate' }).textContent()).toContain('Headlight restoration');
    await pickLabel(cp, 'Day', 1);
    await pickLabel(cp, /^Time on /);
    await cp.getByText(/is held for you until/).waitFor();
    await cp.getByRole('button', { name: 'Continue' }).click();
    await cp.getByRole('heading', { level: 2, name: 'Details' }).waitFor();
    expect(await cp.getByLabel('Make').inputValue()).toBe('Subaru');
    await cp.getByRole('button', { name: 'Continue' }).click();
    await cp.getByRole('heading', { level: 2, name: 'Contact and address' }).waitFor();
    await cp.getByLabel('Street address').fill('77 Indian School Rd');
    await cp.getByRole('button', { name: 'Continue' }).click();
    await cp.getByRole('button', { name: 'Confirm booking' }).click();
    await cp.getByText(/Reference B-\d+/).waitFor();
    expect(customer.errors).toEqual([]);
    await customer.close();

    // 4. The owner sees the job in the schedule and all three in the customer's history.
    const [match] = await api<{ id: number }[]>('GET', `/api/customers?business_slug=${SLUG}&q=${encodeURIComponent(EMAIL)}`);
    expect(match).toBeDefined();
    await page.goto(`${base}/${SLUG}/dashboard/customers?view=customers&customer=${match!.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    for (const kind of ['request', 'estimate', 'appointment']) await page.locator(`li[data-history="${kind}"]`).first().waitFor();
    await page.locator('li[data-history="appointment"]').getByRole('link').first().click();
    await page.waitForURL(/\/dashboard\/schedule/);
    await page.getByText(VISITOR).first().waitFor();

    // 5. The job is done: the review request goes out, the customer reviews, the owner approves.
    await api('PUT', `/api/tenant-reviews/${SLUG}/settings`, { request_delay_hours: 0 });
    const estimates = await api<{ appointmentId: number }[]>('GET', `/api/estimates?business_slug=${SLUG}&quote_id=${await quoteId()}`);
    const appointmentId = estimates.find((e) => e.appointmentId)?.appointmentId;
    expect(appointmentId).toBeGreaterThan(0);
    await api('PATCH', `/api/schedule/appointments/${appointmentId}/status`, { status: 'completed' });
    const reviewLink = await linkInMail(EMAIL, /(http\S+\/review\?t=[\w-]{43})/, 40_000);
    const reviewer = await open(browser, reviewLink, PHONE);
    await island(reviewer.page, 'review-form');
    await reviewer.page.getByRole('radio', { name: /^5 stars:/ }).check({ force: true });
    const comment = `From request to shine in a week, ${stamp}. The headlights look new.`;
    await reviewer.page.getByLabel('Your review').fill(comment);
    await reviewer.page.getByRole('button', { name: 'Send review' }).click();
    await reviewer.page.getByText(/will appear on its site once approved/).waitFor();
    await reviewer.close();

    const pending = await api<{ id: number; comment: string }[]>('GET', `/api/tenant-reviews/${SLUG}/pending`);
    const review = pending.find((r) => r.comment === comment);
    expect(review).toBeDefined();
    expect(await (await fetch(HOME)).text()).not.toContain(comment);
    await api('POST', `/api/tenant-reviews/${review!.id}/approve`);
    await untilPublic(HOME, (status, body) => status === 200 && body.includes(comment), 20_000);
    await desk.close();
  });
});

/** The id of the visitor's request, as the inbox's search finds it. */
async function quoteId(): Promise<number> {
  const [quote] = await api<{ id: number }[]>('GET', `/api/quotes?business_slug=${SLUG}&q=${encodeURIComponent(EMAIL)}`);
  return quote!.id;
}
