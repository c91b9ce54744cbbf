/**
 * Issue 16 review requests end to end, at phone and desktop sizes against the real server: a job
 * marked completed in the schedule sends the customer a review request (the owner's delay set to 0,
 * the server's loop sends it); the e-mailed link opens the site's review form with the name
 * prefilled; the stars are chosen with the keyboard and the review is sent; it waits in the
 * Reviews card's "Awaiting approval" until the owner approves it, then appears on the published
 * site. axe on the form and the card, nothing wider than the screen.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs, untilPublic } from './browser.ts';

const base = inject('baseUrl');
const SLUG = 'prestige-mobile-detailing';
let browser: Browser;
let owner: string;

const api = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
  return (await res.json()) as { data: Record<string, unknown> };
};

beforeAll(async () => {
  browser = await launch();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `owner@${SLUG}.example`, password: inject('demoPassword') }),
  });
  owner = ((await login.json()) as { accessToken: string }).accessToken;
  // Right away, so the test does not wait the default two hours.
  await api('PUT', `/api/tenant-reviews/${SLUG}/settings`, { request_delay_hours: 0 });
});
afterAll(async () => {
  await api('PUT', `/api/tenant-reviews/${SLUG}/settings`, { request_delay_hours: 2 });
  await browser?.close();
});

/** The review link of the request e-mailed to `email`, once the server's loop has sent it (quoted-printable decoded). */
async function reviewLinkFor(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    for (const name of await fs.readdir(outbox).catch(() => [] as string[])) {
      const raw = (await fs.readFile(path.join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /(http\S+\/review\?t=[\w-]{43})/.exec(raw)?.[1];
      if (raw.includes(`To: ${email}`) && link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no review request e-mail to ${email}`);
}

let day = 0;
/** A job of a new customer, completed through the schedule API as the owner's Schedule tab does it. */
async function completedJob(customer: string, email: string) {
  const date = `2026-0${3 + (day % 6)}-${String(10 + ++day).padStart(2, '0')}`;
  const created = await api('POST', '/api/schedule/appointments', {
    title: 'Full Detail',
    service_type: 'Full Detail',
    service_duration: 60,
    start_time: `${date}T07:00:00-07:00`,
    end_time: `${date}T08:00:00-07:00`,
    customer_name: customer,
    customer_phone: '(602) 555-0142',
    customer_email: email,
    overlap_allowed: true,
  });
  await api('PATCH', `/api/schedule/appointments/${created.data.id}/status`, { status: 'completed' });
}

async function noOverflow(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner!);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a review request at %s size', (size, viewport) => {
  it('goes out after the job, its link takes the review, and the approved review reaches the site', async () => {
    const stamp = Date.now() % 1_000_000;
    const customer = `Robin Okafor ${size}`;
    const email = `robin.${size}.${stamp}@example.com`;
    const comment = `Ceramic coating looks like glass, ${size} ${stamp}. Booked again for spring.`;
    await completedJob(customer, email);
    const link = await reviewLinkFor(email);
    expect(link).toMatch(new RegExp(`/${SLUG}/review\\?t=`));

    const form = await open(browser, link, viewport);
    const { page } = form;
    await page.locator('[data-island="review-form"][data-hydrated]').waitFor();
    const name = page.getByLabel('Your name');
    await expect.poll(() => name.inputValue()).toBe(customer);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Leave a Review');
    await expectAccessible(page);
    await noOverflow(page);

    // Nothing chosen: the rule's message, and the focus on the stars.
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Please select a rating').waitFor();
    await page.getByText('Review comment is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('label')?.textContent)).toMatch(/^1 star/);
    // The stars by keyboard: Space on the first, arrows to the fifth.
    await page.getByRole('radio', { name: /^1 star:/ }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: /^5 stars:/ }).isChecked()).toBe(true);
    await page.getByLabel('Your review').fill(comment);
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Thank you! Your review was sent to the business and will appear on its site once approved.').waitFor();
    await expectAccessible(page);

    // The link works once.
    await page.goto(link);
    await page.getByText('A review was already sent with this link. Thank you!').waitFor();
    expect(form.errors.filter((e) => !e.includes('409'))).toEqual([]);
    await form.close();
    // Not on the site before the owner approves it.
    expect(await (await fetch(`${base}/${SLUG}`)).text()).not.toContain(comment);

    const dash = await open(browser, `${base}/login`, viewport);
    await signInAs(dash.page, `owner@${SLUG}.example`);
    const tab = dash.page.getByRole('tab', { name: /^Awaiting approval/ });
    if (size === 'phone') {
      await dash.page.goto(`${base}/${SLUG}/dashboard/website`);
      await dash.page.getByRole('button', { name: 'Expand Reviews' }).click();
      await tab.click();
    } else {
      // Where the bell's "Review to approve" leads: the card open on Awaiting approval.
      await dash.page.goto(`${base}/${SLUG}/dashboard/website?review=1`);
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    }
    await expect.poll(async () => (await tab.textContent()) ?? '').toMatch(/Awaiting approval\d+ waiting/);
    const item = dash.page.getByRole('listitem').filter({ hasText: comment });
    await item.waitFor();
    expect(await item.textContent()).toContain('Verified customer');
    await expectAccessible(dash.page);
    await noOverflow(dash.page);
    await item.getByRole('button', { name: `Approve the review by ${customer}` }).click();
    await dash.page.getByText(`The review by ${customer} is approved and will appear on your site in a moment.`).waitFor();
    await expect.poll(() => dash.page.getByRole('listitem').filter({ hasText: comment }).count()).toBe(0);
    await dash.close();

    await untilPublic(`${base}/${SLUG}`, (status, body) => status === 200 && body.includes(comment), 20_000);
  });
});
