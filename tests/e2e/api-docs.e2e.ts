/**
 * The API reference page in Chromium (issue 20 point 5): it loads with every request to another
 * origin refused (offline), breaks no rule of the content security policy, fits a phone, opens an
 * operation to show its request body and answers, and passes axe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, PHONE } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('API reference at /api/docs', () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`loads without the network and shows an operation's body and answers (${size})`, async () => {
      const context = await browser.newContext({ viewport, isMobile: viewport.width < 600 });
      const elsewhere: string[] = [];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (new URL(url).origin === new URL(base).origin) return route.continue();
        elsewhere.push(url);
        return route.abort('internetdisconnected');
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      const res = await page.goto(`${base}/api/docs`, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: /LocalSite API/ }).waitFor();

      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Quotes' }).click();
      const quotes = page.locator('#tag-quotes');
      await expect(quotes.getByRole('heading', { name: 'Quotes' }).isVisible()).resolves.toBe(true);
      const cancel = page.locator('details', { has: page.getByText('/api/quotes/{id}/cancel', { exact: true }) });
      await cancel.locator('summary').click();
      await cancel.getByText('Cancel a request with a reason').waitFor();
      await cancel.getByRole('heading', { name: /Request body/ }).waitFor();
      await expect(cancel.locator('pre').first().textContent()).resolves.toContain('"reason"');
      for (const status of ['200', '400', '401', '403', '404']) await cancel.getByRole('cell', { name: status, exact: true }).waitFor();
      // The inbox's answer is described in full: its schema is shown under the responses.
      const inbox = page.locator('details', { has: page.getByText('The quote inbox, with counts per status', { exact: true }) });
      await inbox.locator('summary').click();
      await inbox.getByRole('heading', { name: 'Answer 200' }).waitFor();
      await expect(inbox.locator('pre').last().textContent()).resolves.toContain('"counts"');

      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, 'no sideways scrolling').toBe(true);
      expect(elsewhere, 'requests to other origins').toEqual([]);
      expect(errors, 'console errors (a refused script or style shows here)').toEqual([]);
      await expectAccessible(page);
      await context.close();
    });
  }
});
