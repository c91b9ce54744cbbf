/**
 * The quote inbox in the Customers tab against the real server (issue 16 §2, §3), on a phone and on
 * a desktop, with the demo data: a visitor's request arrives unread; the owner filters by status
 * (the chips' counts are the API's), searches, pages, opens the request (it and its bell
 * notification stop counting as new), starts work, keeps a note, writes an estimate with one
 * optional line (a line without a description is refused with core's message), keeps it as a
 * draft, then sends it (the e-mail is in the outbox), and cancels the request with a reason (an
 * empty reason is refused with core's message); the bell's notification opens the request. A
 * technician sees the same request read only. axe on the list, the detail and the dialogs.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cases = [
  {
    name: 'phone',
    viewport: PHONE,
    slug: 'sparkle-home-cleaning',
    visitor: 'Marisol Quintero',
    email: 'marisol.quintero@example.com',
    services: ['Deep Cleaning'],
    place: { city: 'Round Rock', state: 'TX', zipCode: '78664' },
  },
  {
    name: 'desktop',
    viewport: DESKTOP,
    slug: 'prestige-mobile-detailing',
    visitor: 'Dashiell Okafor',
    email: 'dashiell.okafor@example.com',
    services: ['Auto Detailing'],
    place: { city: 'Tempe', state: 'AZ', zipCode: '85281' },
    vehicle: { vehicleType: 'SUV', vehicleMake: 'Toyota', vehicleModel: '4Runner', vehicleYear: '2021' },
  },
] as const;

/** What the list API says, read with the page's own session. */
async function listed(page: Page, slug: string, query: string): Promise<{ total: number; counts: Record<string, number> }> {
  return page.evaluate(
    async ({ slug, query }) => {
      const res = await fetch(`/api/quotes?business_slug=${slug}&${query}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const body = (await res.json()) as { pagination: { total: number }; counts: Record<string, number> };
      return { total: body.pagination.total, counts: body.counts };
    },
    { slug, query },
  );
}

async function unreadInBell(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** The estimate e-mail to the visitor once it is in the outbox. */
async function estimateMail(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const name of await fs.readdir(outbox).catch(() => [] as string[])) {
      const raw = await fs.readFile(path.join(outbox, name), 'utf8');
      if (raw.includes(`To: ${email}`) && raw.replace(/=\r?\n/g, '').includes('/estimate?t=')) return raw;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no estimate e-mail to ${email}`);
}

const chip = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: new RegExp(`^${label}`) });
const chipCount = async (page: Page, label: string) =>
  Number(((await chip(page, label).textContent()) ?? '').replace(label, '').replace(/\D/g, ''));

describe.each(cases)('Quote inbox on a $name', ({ viewport, slug, visitor, email, services, place, ...rest }) => {
  it('filters, searches, pages, opens, works, answers with an estimate and cancels a request', async () => {
    const vehicle = 'vehicle' in rest ? rest.vehicle : {};
    const sent = await fetch(`${base}/api/quotes`, {
      method: 'POST',
      // Each request from an address of its own (the e2e server trusts one proxy): the per-address quote limit is for visitors.
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
      body: JSON.stringify({
        name: visitor,
        email,
        phone: '(512) 555-0148',
        services,
        message: 'Gate code is 4821. Afternoons work best.',
        ...place,
        ...vehicle,
        businessSlug: slug,
      }),
    });
    expect(sent.status).toBe(201);

    const { page, errors, close } = await open(browser, `${base}/login`, viewport);
    await signInAs(page, `owner@${slug}.example`);
    const inbox = `${base}/${slug}/dashboard/customers?view=requests`;
    await page.goto(inbox);
    await page.getByRole('heading', { name: 'Quote requests' }).waitFor();
    await page.getByText(/^Showing 1-10 of \d+$/).waitFor();
    const api = await listed(page, slug, 'limit=10');
    expect(api.total).toBeGreaterThan(10);
    expect(await chipCount(page, 'All')).toBe(api.counts.all);
    expect(await chipCount(page, 'Pending')).toBe(api.counts.pending);
    expect(await chipCount(page, 'Unread')).toBe(api.counts.unread);
    await expectAccessible(page);

    // Paging: the second page, then back; the page is in the address.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(new RegExp(`^Showing 11-${Math.min(20, api.total)} of ${api.total}$`)).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(/^Showing 1-10 of/).waitFor();

    // The status filter: only that status's rows, as many as its chip says.
    await chip(page, 'Completed').click();
    await page.waitForURL(/status=completed/);
    await expect.poll(async () => chip(page, 'Completed').getAttribute('aria-pressed')).toBe('true');
    const completed = api.counts.completed ?? 0;
    expect(completed).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^Showing 1(-${Math.min(10, completed)})? of ${completed}$`)).waitFor();
    const rows = page.getByRole('list', { name: 'Quote requests' }).getByRole('link');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Completed');

    // Search (debounced, into the address): the new request alone, marked new.
    await chip(page, 'All').click();
    await page.getByLabel('Search requests').fill(visitor);
    await page.waitForURL(new RegExp(`q=${visitor.split(' ')[0]}`));
    await page.getByText('Showing 1 of 1').waitFor();
    const row = page.getByRole('link', { name: new RegExp(`New: ${visitor}`) });
    await row.waitFor();
    await page.reload();
    expect(await page.getByLabel('Search requests').inputValue()).toBe(visitor);

    // Opening it marks it read: the bell's count drops by one.
    const unreadBefore = await unreadInBell(page);
    expect(unreadBefore).toBeGreaterThan(0);
    const read = page.waitForResponse((r) => r.url().includes('/read') && r.request().method() === 'POST');
    await page.getByRole('link', { name: new RegExp(visitor) }).click();
    expect((await read).ok()).toBe(true);
    const detail = page.getByRole('article', { name: visitor });
    await detail.waitFor();
    await page.waitForURL(/request=\d+/);
    await expect.poll(() => unreadInBell(page)).toBe(unreadBefore - 1);
    expect(await detail.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    expect(await detail.getByRole('link', { name: '(512) 555-0148' }).getAttribute('href')).toBe('tel:+15125550148');
    await detail.getByText('Gate code is 4821. Afternoons work best.').waitFor();
    await detail.getByText(/^Served by /).waitFor();
    if (viewport === PHONE) {
      // The detail takes the screen; the list is back one step away.
      expect(await page.getByLabel('Search requests').isVisible()).toBe(false);
    } else {
      expect(await page.getByLabel('Search requests').isVisible()).toBe(true);
    }
    await expectAccessible(page);

    // Status: work starts.
    await detail.getByRole('button', { name: 'Start work' }).click();
    await detail.getByText('Status changed to in progress.').waitFor();

    // Notes, kept across a reload.
    await detail.getByLabel('Notes').fill('Called back: prefers Thursday afternoons.');
    await detail.getByRole('button', { name: 'Save notes' }).click();
    await detail.getByText('Notes saved.').waitFor();
    await page.reload();
    await page.getByRole('article', { name: visitor }).waitFor();
    expect(await page.getByRole('article', { name: visitor }).getByLabel('Notes').inputValue()).toBe(
      'Called back: prefers Thursday afternoons.',
    );

    // An estimate with the requested service and one optional line: core's messages first, kept as
    // a draft, then finished and sent after the confirmation naming the address.
    await detail.getByRole('button', { name: 'New estimate' }).click();
    const composer = page.getByRole('dialog', { name: 'New estimate' });
    await composer.getByLabel('Description').first().waitFor();
    expect(await composer.getByRole('group', { name: 'Line 1' }).getByLabel('Description').inputValue()).toContain(services[0]);
    await composer.getByRole('button', { name: 'Add a line of your own' }).click();
    const extra = composer.getByRole('group', { name: 'Line 2' });
    await extra.getByLabel('Price ($)').fill('45');
    await extra.getByLabel(/^Optional/).check();
    await composer.getByRole('button', { name: 'Save draft' }).click();
    await extra.getByText('Description is required').waitFor();
    await extra.getByLabel('Description').fill('Inside windows');
    await composer.getByText('With all optional items').waitFor();
    await expectAccessible(page);
    await composer.getByRole('button', { name: 'Save draft' }).click();
    await detail.getByText(/^Estimate #\d+ saved as a draft\.$/).waitFor();
    const card = detail.getByRole('article', { name: /Estimate #\d+/ });
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Edit and send' }).click();
    const draft = page.getByRole('dialog', { name: /^Estimate #\d+$/ });
    expect(await draft.getByRole('group', { name: 'Line 2' }).getByLabel('Description').inputValue()).toBe('Inside windows');
    await draft.getByRole('button', { name: 'Send estimate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this estimate?' });
    await confirm.getByText(email).waitFor();
    await confirm.getByRole('button', { name: 'Send estimate' }).click();
    await detail.getByText(new RegExp(`Estimate #\\d+ sent to ${email.replace('.', '\\.')}\\.`)).waitFor();
    await card.getByText('Sent', { exact: true }).waitFor();
    await card.getByText('Inside windows (optional)').waitFor();
    expect(await estimateMail(email)).toContain(`To: ${email}`);

    // Cancel: the reason is required (core's message), then the request is cancelled with it.
    await detail.getByRole('button', { name: 'Cancel request' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this request?' });
    await cancel.getByRole('button', { name: 'Cancel request' }).click();
    await cancel.getByText('Reason is required').waitFor();
    await expectAccessible(page);
    await cancel.getByLabel('Reason').fill('Booked with a neighbour’s cleaner instead.');
    await cancel.getByRole('button', { name: 'Cancel request' }).click();
    await cancel.waitFor({ state: 'hidden' });
    // The button that opened the dialog is now disabled: the focus waits on the status.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quote-status');
    await detail.getByText('Cancelled: ').waitFor();
    await detail.getByRole('button', { name: 'Reopen' }).waitFor();

    // The bell's notification of the request opens it in the inbox.
    await page.goto(`${base}/${slug}/dashboard`);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: new RegExp(`New quote request from ${visitor}`) }).click();
    await page.waitForURL(/\/dashboard\/customers\?view=requests&request=\d+$/);
    await detail.getByText('Cancelled: ').waitFor();

    if (viewport === PHONE) {
      await detail.getByRole('link', { name: /Back to requests/ }).click();
      await page.getByLabel('Search requests').waitFor();
      expect(page.url()).not.toContain('request=');
    }
    const requestUrl = page.url();
    expect(errors).toEqual([]);
    await close();

    // A technician sees it all, read only.
    const tech = await open(browser, `${base}/login`, viewport);
    await signInAs(tech.page, `tech@${slug}.example`);
    await tech.page.goto(`${inbox}&q=${encodeURIComponent(visitor)}`);
    await tech.page.getByRole('link', { name: new RegExp(visitor) }).click();
    const readOnly = tech.page.getByRole('article', { name: visitor });
    await readOnly.getByText('Only the owner or a manager can change the status.').waitFor();
    await readOnly.getByText('Called back: prefers Thursday afternoons.').waitFor();
    expect(await readOnly.getByRole('button', { name: 'Save notes' }).count()).toBe(0);
    expect(await readOnly.getByRole('button', { name: 'New estimate' }).count()).toBe(0);
    expect(await readOnly.getByRole('button', { name: 'Reopen' }).count()).toBe(0);
    await expectAccessible(tech.page);
    expect(tech.errors).toEqual([]);
    expect(requestUrl).toContain(slug);
    await tech.close();
  });
});
