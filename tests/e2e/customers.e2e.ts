/**
 * The Customers tab's "Customers" view against the real server and its demo data (issue 16 §4), on
 * a phone and on a desktop: an owner searches and sorts the list, opens a customer with history,
 * edits them (a bad e-mail is refused with core's message before anything is sent), merges two
 * customers into one, exports the list as CSV and deletes a customer after the confirmation; a
 * technician reads the same screens without a way to change them.
 */
import { readFile } from 'node:fs/promises';
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

interface Row {
  id: number;
  name: string;
  email: string | null;
  address: { city: string };
  appointments: number;
  requests: number;
}

/** The customers the API lists, read with the page's own session. */
async function listed(page: Page, slug: string, query = ''): Promise<{ data: Row[]; pagination: { total: number } }> {
  return page.evaluate(async (path) => {
    const res = await fetch(path, { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return res.json();
  }, `/api/customers?business_slug=${slug}&limit=100${query}`);
}

/** The rows the screen shows: the table's on a desktop, the cards on a phone. */
const shownRows = (page: Page) => page.locator('[data-customer]:visible');
const shownIds = async (page: Page) =>
  await shownRows(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-customer'))));

const cases = [
  { name: 'phone', viewport: PHONE, slug: 'pampered-paws-grooming', things: 'Pets' },
  { name: 'desktop', viewport: DESKTOP, slug: 'evergreen-lawn-care', things: 'Properties' },
] as const;

describe.each(cases)('Customers on a $name', ({ name, viewport, slug, things }) => {
  it('searches, sorts, opens, edits, merges, exports and deletes customers', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, viewport);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/customers`);
    // Requests come first; the Customers view is one tab away and named in the address.
    await page.getByRole('tab', { name: 'Requests', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Customers' }).click();
    await page.waitForURL(/view=customers/);
    await page.getByRole('heading', { name: 'Customers', level: 3 }).waitFor();
    const all = await listed(page, slug);
    expect(all.data.length).toBeGreaterThanOrEqual(4);
    await page.getByText(new RegExp(`^Showing 1-${Math.min(all.pagination.total, 25)} of ${all.pagination.total}$`)).waitFor();
    await expectAccessible(page);

    // Search by a city: the rows are the API's for that word, and the search is in the address.
    const city = all.data.find((c) => c.address.city)!.address.city;
    await page.getByLabel('Search customers').fill(`${city} `);
    await page.waitForURL((url) => url.searchParams.get('q') === city);
    // The box keeps what was typed (the space before a next word) once the address caught up.
    expect(await page.getByLabel('Search customers').inputValue()).toBe(`${city} `);
    const byCity = await listed(page, slug, `&q=${encodeURIComponent(city)}`);
    await expect.poll(() => shownIds(page)).toEqual(byCity.data.map((c) => c.id));
    await page.getByLabel('Search customers').fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => shownRows(page).count()).toBe(Math.min(all.pagination.total, 25));

    // Sort by name: A to Z, as the API sorts.
    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL(/sort=name/);
    const byName = await listed(page, slug, '&sort=name');
    await expect.poll(() => shownIds(page)).toEqual(byName.data.slice(0, 25).map((c) => c.id));

    // Open a customer with history: the timeline and the totals.
    const [first, second, third] = [...all.data].sort((a, b) => b.appointments - a.appointments);
    await shownRows(page).filter({ hasText: first!.name }).first().getByRole('link', { name: first!.name }).click();
    await page.waitForURL(new RegExp(`customer=${first!.id}`));
    await page.getByRole('heading', { name: first!.name, level: 3 }).waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    expect(await page.locator('[data-history="appointment"]').count()).toBe(first!.appointments);
    await page.getByRole('heading', { name: things }).waitFor();
    await page.getByRole('region', { name: 'Totals' }).getByText('Appointments').waitFor();
    await expectAccessible(page);

    // A request in the history opens where it lives: the Requests view with it open; back returns here.
    expect(first!.requests).toBeGreaterThan(0); // the demo's regulars asked for a quote too
    await page.locator('[data-history="request"]').first().getByRole('link').click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'requests' && url.searchParams.has('request'));
    await page.getByRole('tab', { name: 'Requests', selected: true }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: first!.name, level: 3 }).waitFor();

    // Edit: nothing to save until something changes; a bad e-mail is refused with core's message, unsent.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${first!.name}` });
    await edit.waitFor();
    expect(await edit.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await edit.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    let puts = 0;
    page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/customers/') && puts++);
    await edit.getByLabel('E-mail').fill('not-an-email');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.getByText('Invalid email address').waitFor();
    expect(await edit.getByLabel('E-mail').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(puts).toBe(0);
    await expectAccessible(page);
    const email = `e2e-${name}@example.com`;
    await edit.getByLabel('E-mail').fill(email);
    await edit.getByLabel('Street').fill('418 Willow Bend Rd');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/customers/${first!.id}`));
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await edit.waitFor({ state: 'hidden' });
    await page.getByText('Customer saved').waitFor();
    await page.getByRole('link', { name: email }).waitFor();
    expect(await page.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    await page.getByText('418 Willow Bend Rd').waitFor();

    // Merge the second customer into this one: both shown, what is kept, then both histories here.
    await page.getByRole('button', { name: 'Merge with...' }).click();
    const merge = page.getByRole('dialog', { name: `Merge ${first!.name} with another customer` });
    await merge.getByLabel('Find the other customer').fill(second!.name);
    await merge.getByRole('button', { name: new RegExp(`^${second!.name}`) }).click();
    await merge.getByRole('heading', { name: 'Kept' }).waitFor();
    await merge.getByRole('heading', { name: 'Merged in, then removed' }).waitFor();
    await merge.getByRole('heading', { name: 'After merging' }).waitFor();
    const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    await merge
      .getByText(
        `${counted(first!.requests + second!.requests, 'request')}, ${counted(first!.appointments + second!.appointments, 'appointment')}`,
      )
      .waitFor();
    await expectAccessible(page);
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await merge.waitFor({ state: 'hidden' });
    await page.getByText('Customers merged').waitFor();
    await expect.poll(() => page.locator('[data-history="appointment"]').count()).toBe(first!.appointments + second!.appointments);
    expect((await listed(page, slug)).data.map((c) => c.id)).not.toContain(second!.id);

    // Export: the downloaded file starts with the API's header row, the industry's word for things.
    await page.getByRole('link', { name: 'All customers' }).click();
    await page.waitForURL((url) => !url.searchParams.has('customer'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`customers-${slug}.csv`);
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe(
      `Name,Email,Phone,Street,City,State,ZIP,${things},Notes,Requests,Appointments,Spent,Last activity,Customer since`,
    );
    expect(csv).toContain(email);

    // Delete a customer: the confirmation says what happens; then back to the list, without them.
    await shownRows(page).filter({ hasText: third!.name }).first().getByRole('link', { name: third!.name }).click();
    await page.waitForURL(new RegExp(`customer=${third!.id}`));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${third!.name}?` });
    await confirm
      .getByText(
        'Their name and contact details are erased from their requests and appointments; your totals are kept. This cannot be undone.',
      )
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete customer' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => !url.searchParams.has('customer'));
    await page.getByRole('heading', { name: 'Customers', level: 3 }).waitFor();
    const after = await listed(page, slug);
    expect(after.data.map((c) => c.id)).not.toContain(third!.id);
    await expect.poll(() => shownIds(page)).not.toContain(third!.id);

    expect(errors).toEqual([]);
    await close();
  });
});

describe('Customers for a technician', () => {
  it('reads the list and a customer, with no way to export, edit, merge or delete', async () => {
    const slug = 'sharp-edge-barbers';
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `tech@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/customers?view=customers`);
    await page.getByRole('heading', { name: 'Customers', level: 3 }).waitFor();
    await shownRows(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    const [customer] = (await listed(page, slug)).data;
    await shownRows(page).filter({ hasText: customer!.name }).first().getByRole('link', { name: customer!.name }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByRole('heading', { name: 'Usual cuts' }).waitFor();
    for (const action of ['Edit', 'Merge with...', 'Delete', 'Save notes'])
      expect(await page.getByRole('button', { name: action, exact: true }).count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});
