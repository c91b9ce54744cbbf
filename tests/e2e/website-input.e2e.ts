/**
 * Issue 9 (points 2 and 13) in the browser: the rating and count fields of the Reviews card show
 * what the server saved, refuse out-of-range values with the server's message under the field,
 * and a review the owner adds keeps its service as the tag of the site's Review Details modal.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, hydrated, launch, open, PHONE } from './browser.ts';

const base = inject('baseUrl');
const password = inject('demoPassword');
const SLUG = 'prestige-mobile-detailing';
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openReviewsCard(page: Page) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(`owner@${SLUG}.example`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await page.waitForURL(/\/dashboard(\/.*)?$/);
  await page.goto(`${base}/${SLUG}/dashboard/website`);
  await page.getByRole('button', { name: 'Expand Reviews' }).click();
}

const savedContent = (page: Page) =>
  page.waitForResponse((r) => r.url().includes(`/api/website-content/${SLUG}`) && r.request().method() === 'PUT' && r.ok());

describe('Reviews card: rating and count', () => {
  it('show the values the server saved, and refuse out-of-range ones under the field', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await openReviewsCard(page);
    const count = page.getByLabel('Total number of reviews');
    const rating = page.getByLabel('Average rating');

    let saved = savedContent(page);
    await count.fill('12.7');
    expect((await (await saved).json()).content.reviews_total_count).toBe(12);
    await page.waitForFunction(() => (document.querySelector('input[inputmode="numeric"]') as HTMLInputElement | null)?.value === '12');

    saved = savedContent(page);
    await rating.fill('4.85');
    expect((await (await saved).json()).content.reviews_avg_rating).toBe(4.9);
    await page.waitForFunction(() => (document.querySelector('input[inputmode="decimal"]') as HTMLInputElement | null)?.value === '4.9');

    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/website-content/')) puts++;
    });
    await count.fill('-3');
    await page.getByText('Total number of reviews must be a number from 0 to 10,000,000').waitFor();
    expect(await count.getAttribute('aria-invalid')).toBe('true');
    await rating.fill('7');
    await page.getByText('Average rating must be a number from 0 to 5').waitFor();
    expect(puts).toBe(0);
    // Back to 0 and 0 (the site counts its own reviews), as the other tests expect the demo.
    saved = savedContent(page);
    await count.fill('0');
    await saved;
    saved = savedContent(page);
    await rating.fill('0');
    await saved;
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a review the owner adds', () => {
  it('keeps its service: the Review Details modal of the site shows it as a tag', async () => {
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await openReviewsCard(page);
    await page.getByRole('tab', { name: 'Add Review' }).click();
    const name = `Tagged Review ${Date.now() % 100000}`;
    await page.getByLabel(/^Customer name/).fill(name);
    await page.getByRole('radio', { name: /^5 stars/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Review', exact: true }).fill('Two coats of ceramic and the water just slides off.');
    await page.getByLabel('Ceramic coating').check();
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Review published successfully!').waitFor();
    await close();

    const started = Date.now();
    while (!(await (await fetch(`${base}/${SLUG}`)).text()).includes(name)) {
      if (Date.now() - started > 10_000) throw new Error('the review did not reach the site');
      await new Promise((r) => setTimeout(r, 100));
    }
    const site = await open(browser, `${base}/${SLUG}`, PHONE);
    await hydrated(site.page, 'reviews');
    await site.page
      .getByRole('group', { name: /^Review 1 of/ })
      .getByRole('button')
      .click();
    const dialog = site.page.getByRole('dialog', { name: 'Review Details' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(name);
    await dialog.getByText('Ceramic Coating', { exact: true }).waitFor();
    await site.close();
  });
});
