/**
 * Estimates as a customer answers them (issue 16 §3), against the real server: the owner's
 * estimate for a quote request is sent through the API, and its link is read from the e-mail in
 * the outbox. On a phone the customer ticks an optional item (the total follows), accepts, picks a
 * time in the booking page's estimate mode, confirms, and the estimate and its request are booked
 * and completed. On a desktop another customer declines, the reason asked for first. axe on every
 * screen, nothing wider than a phone, no console errors; an unknown link names the business.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE } from './browser.ts';

const base = inject('baseUrl');
const SLUG = 'prestige-mobile-detailing';
const BUSINESS = 'Prestige Mobile Detailing';
let browser: Browser;
let ownerToken: string;

beforeAll(async () => {
  browser = await launch();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `owner@${SLUG}.example`, password: inject('demoPassword') }),
  });
  ownerToken = ((await login.json()) as { accessToken: string }).accessToken;
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(url: string, method: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${ownerToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** The estimate link of the newest e-mail to `email` in the outbox (quoted-printable decoded). */
async function estimateLink(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = (await fs.readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      const raw = (await fs.readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /(http\S+\/estimate\?t=[\w-]{43})/.exec(raw)?.[1];
      if (raw.includes(`To: ${email}`) && link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no estimate e-mail to ${email}`);
}

/** A quote request from `email`, answered by a sent estimate with two optional items: its link and ids. */
async function sentEstimate(email: string) {
  const quote = await fetch(`${base}/api/quotes`, {
    method: 'POST',
    // Each request from an address of its own (the e2e server trusts one proxy): the per-address quote limit is for visitors.
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    body: JSON.stringify({
      name: 'Dana Reyes',
      email,
      phone: '(602) 555-0199',
      vehicleType: 'SUV',
      vehicleMake: 'Toyota',
      vehicleModel: '4Runner',
      vehicleYear: '2021',
      services: ['Ceramic Coating'],
      message: 'Garage parked, light swirl marks.',
      city: 'Scottsdale',
      state: 'AZ',
      zipCode: '85251',
      businessSlug: SLUG,
    }),
  });
  const quoteId = ((await quote.json()) as { data: { id: number } }).data.id;
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const estimate = await api<{ id: number }>(`/api/quotes/${quoteId}/estimates`, 'POST', {
    items: [
      { description: 'Ceramic coating, 2-year protection', priceCents: 59900 },
      { description: 'Headlight restoration', priceCents: 8900, optional: true },
      { description: 'Engine bay detail', priceCents: 6500, optional: true },
    ],
    durationMinutes: 180,
    validUntil,
    message: 'Thanks for asking! The price includes a one-step polish.',
  });
  await api(`/api/estimates/${estimate.id}/send`, 'POST');
  return { quoteId, id: estimate.id, link: await estimateLink(email) };
}

async function island(page: Page, name: 'estimate' | 'booking') {
  await page.locator(`[data-island="${name}"]`).first().scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor();
}

async function checks(page: Page) {
  await expectAccessible(page);
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner!);
}

const pickLabel = (page: Page, group: RegExp | string, index = 0) =>
  page.getByRole('group', { name: group }).getByRole('radio').nth(index).locator('xpath=..').click();
const total = (page: Page) => page.getByRole('complementary', { name: 'Estimate summary' }).locator('[aria-live]').textContent();

describe('an estimate from its e-mailed link', () => {
  it('on a phone: ticks an optional item, accepts, picks a time and books it at the estimate price', async () => {
    const { id, quoteId, link } = await sentEstimate('phone-accept@example.com');
    const { page, errors, close } = await open(browser, link, PHONE);
    await island(page, 'estimate');
    await page.getByText('Ceramic coating, 2-year protection').waitFor();
    expect(await total(page)).toContain('$599');
    await checks(page);

    await page.getByRole('checkbox', { name: /Headlight restoration/ }).check();
    expect(await total(page)).toContain('$688');
    await page.getByRole('button', { name: 'Accept for $688' }).click();

    // The booking page's estimate mode: the accepted lines, no service choice.
    await page.waitForURL(/\/booking\?estimate=[\w-]{43}$/);
    await island(page, 'booking');
    await page.getByRole('heading', { level: 2, name: 'Pick a time' }).waitFor();
    const aside = page.getByRole('complementary', { name: 'Your estimate' });
    expect(await aside.textContent()).toContain('Headlight restoration');
    expect(await aside.textContent()).not.toContain('Engine bay detail');
    expect(await aside.textContent()).toContain('$688');
    await page.getByRole('group', { name: 'Day' }).waitFor();
    await checks(page);
    await pickLabel(page, 'Day', 1);
    await pickLabel(page, /^Time on /);
    await page.getByText(/is held for you until/).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The vehicle from the request is filled in.
    await page.getByRole('heading', { level: 2, name: 'Details' }).waitFor();
    expect(await page.getByRole('radio', { name: 'SUVs' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Make').inputValue()).toBe('Toyota');
    await checks(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 2, name: 'Contact and address' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('phone-accept@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Street address is required').waitFor();
    await page.getByLabel('Street address').fill('12 Camelback Rd');
    await checks(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { level: 2, name: 'Review and confirm' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('$688');
    await checks(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText(/Reference B-\d+/).waitFor();
    await checks(page);
    expect(errors).toEqual([]);
    await close();

    const estimate = await api<{ status: string; appointmentId: number; totalCents: number }>(`/api/estimates/${id}`, 'GET');
    expect(estimate).toMatchObject({ status: 'booked', totalCents: 68800 });
    expect(estimate.appointmentId).toBeGreaterThan(0);
    expect((await api<{ status: string }>(`/api/quotes/${quoteId}`, 'GET')).status).toBe('completed');

    // The link now says it is booked.
    const again = await open(browser, link, PHONE);
    await island(again.page, 'estimate');
    await again.page.getByText('You accepted this estimate and booked a time.').waitFor();
    await again.close();
  });

  it('on a desktop: declining asks for the reason first, then the estimate says it was declined', async () => {
    const { id, link } = await sentEstimate('desktop-decline@example.com');
    const { page, errors, close } = await open(browser, link, DESKTOP);
    await island(page, 'estimate');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Decline estimate' }).click();
    await page.getByText('Please tell us why you are declining').waitFor();
    expect(await page.getByLabel('Why are you declining?').evaluate((el) => el === document.activeElement)).toBe(true);
    await checks(page);
    await page.getByLabel('Why are you declining?').fill('We are moving next month.');
    await page.getByRole('button', { name: 'Decline estimate' }).click();
    await page.getByText(`You declined this estimate. Please contact ${BUSINESS} if you change your mind.`).waitFor();
    await page.getByText('Your reason: We are moving next month.').waitFor();
    await checks(page);
    expect(errors).toEqual([]);
    await close();
    expect(await api<{ status: string; declineReason: string }>(`/api/estimates/${id}`, 'GET')).toMatchObject({
      status: 'declined',
      declineReason: 'We are moving next month.',
    });
  });

  it('names the business to contact for a link that is not valid', async () => {
    const { page, errors, close } = await open(browser, `${base}/${SLUG}/estimate?t=${'x'.repeat(43)}`, PHONE);
    await island(page, 'estimate');
    await page.getByText(`This estimate link is not valid. Please contact ${BUSINESS}.`).waitFor();
    await checks(page);
    // The 404 of the forged link is the one expected console error.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });
});
