/**
 * Where the business goes, as a visitor sees it (issue 12), on a phone and on a desktop: the quote
 * form checks a typed ZIP against the business's service areas, tells a ZIP outside them which
 * served city is nearest, says nothing for a served one, and still sends the request.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openQuoteForm(page: Page) {
  await page
    .locator('#top')
    .getByRole('button', { name: /Request Quote/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
  await dialog.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
  return dialog;
}

describe('the quote form on a phone', () => {
  it('tells a ZIP outside the areas that it is outside, and the request still goes', async () => {
    const { page, errors, close } = await open(browser, `${base}/pampered-paws-grooming`, PHONE);
    const dialog = await openQuoteForm(page);
    const note = dialog.getByRole('status').filter({ hasText: 'service areas' });
    await dialog.getByLabel('ZIP Code').fill('80903');
    await note.waitFor();
    expect(await note.locator('[data-quote-text]').textContent()).toBe(
      "Pampered Paws Grooming doesn't list 80903 in its service areas yet; the nearest is Castle Rock, 37 miles away. You can still send your request.",
    );
    await expectAccessible(page);

    await dialog.getByLabel('Name').fill('Robin Alvarez');
    await dialog.getByLabel('Email').fill('robin.alvarez@example.com');
    await dialog.getByLabel('Phone').fill('7195550142');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel('City').fill('Colorado Springs');
    await dialog.getByLabel('State').fill('CO');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await dialog.getByText(/Thanks, Robin/).waitFor();
    const db = createClient({ url: pathToFileURL(path.join(inject('dataDir'), 'localsite.db')).href });
    const rows = await db.execute({ sql: 'select zip_code from quotes where email = ?', args: ['robin.alvarez@example.com'] });
    db.close();
    expect(rows.rows).toEqual([expect.objectContaining({ zip_code: '80903' })]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the quote form on a desktop', () => {
  it('shows the note for an outside ZIP only, and takes it away for a served one', async () => {
    const lookups: string[] = [];
    const { page, errors, close } = await open(browser, `${base}/prestige-mobile-detailing`, DESKTOP);
    page.on('request', (r) => {
      if (r.url().includes('/lookup?zip=')) lookups.push(new URL(r.url()).searchParams.get('zip') ?? '');
    });
    const dialog = await openQuoteForm(page);
    const zip = dialog.getByLabel('ZIP Code');
    const note = dialog.locator('[data-quote-zip-note]');

    await zip.fill('8570');
    await page.waitForTimeout(600);
    expect(await note.isHidden()).toBe(true);
    expect(lookups).toEqual([]); // not a whole ZIP yet: nothing asked

    await zip.fill('85701');
    await dialog.getByText("Prestige Mobile Detailing doesn't list 85701 in its service areas yet; the nearest is Queen Creek").waitFor();
    expect(await note.locator('[data-quote-text]').textContent()).toContain('81 miles away. You can still send your request.');

    await zip.fill('85281'); // Tempe, served
    await page.waitForFunction(() => (document.querySelector('[data-quote-zip-note]') as HTMLElement | null)?.hidden === true);
    await page.waitForTimeout(600);
    expect(await note.isHidden()).toBe(true);
    expect(lookups).toEqual(['85701', '85281']);
    expect(errors).toEqual([]);
    await close();
  });
});
