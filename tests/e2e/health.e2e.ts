/**
 * Issue 19 in the browser: an owner opens Website > Health, runs a real health scan (Lighthouse on
 * the live home page, mobile then desktop), follows its progress, sees 'Scan Completed' with the
 * overall score and the priority issues, then the reloaded result: the overall band, mobile and
 * desktop panels and the history; the result view fits a phone. API failures show the spec's texts
 * with the server's message first.
 */
import type { Browser } from 'playwright-core';
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

describe('Website > Health', () => {
  it('an owner runs a health scan and sees its result, on desktop and then at phone width', async () => {
    const slug = 'evergreen-lawn-care';
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/website?section=health`);
    await page.getByRole('heading', { name: 'Website Health' }).waitFor();
    await page.getByText('No health scan yet.').waitFor();

    await page.getByRole('button', { name: 'Run Health Scan' }).click();
    // Queued, then mobile, then desktop: the step is shown while it runs.
    await page
      .getByRole('status')
      .filter({ hasText: /Queued|Scanning mobile/ })
      .waitFor();
    await page.getByText('Scanning desktop (2 of 2)').waitFor({ timeout: 150_000 });
    const completed = page.getByRole('status').filter({ hasText: 'Scan Completed' });
    await completed.waitFor({ timeout: 150_000 });
    const score = Number(/Overall score: (\d+)/.exec((await completed.textContent()) ?? '')![1]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);

    // The health data reloads 1 s after the scan: the ring shows the same score with its band.
    const overall = page.getByText('Overall score', { exact: true }).locator('xpath=../..');
    await overall.getByText(String(score), { exact: true }).waitFor({ timeout: 5000 });
    await expect(overall.getByText(/^(Excellent|Needs Improvement|Poor)$/).count()).resolves.toBe(1);
    for (const form of ['Mobile', 'Desktop']) {
      const card = page.getByRole('region', { name: form });
      for (const label of ['Performance', 'Accessibility', 'Best Practices', 'SEO']) {
        const value = await card
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=../dd')
          .textContent();
        expect(value).toMatch(/^\d{1,3}$/);
      }
      await card.getByText('Total Blocking Time').waitFor();
      const cls = await card.locator('dt', { hasText: 'Cumulative Layout Shift' }).locator('xpath=../dd/span[1]').textContent();
      expect(cls).toMatch(/^\d\.\d{3}$/);
    }
    await expect(page.getByRole('region', { name: 'Scan history' }).locator('tbody tr').count()).resolves.toBe(1);
    await page.getByRole('region', { name: 'Real visitors' }).waitFor();
    await expectAccessible(page);

    // The result view at phone width: nothing wider than the screen, the panels one under the other.
    await page.setViewportSize(PHONE);
    await page.getByRole('region', { name: 'Mobile' }).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const mobileBox = (await page.getByRole('region', { name: 'Mobile' }).boundingBox())!;
    const desktopBox = (await page.getByRole('region', { name: 'Desktop' }).boundingBox())!;
    expect(desktopBox.y).toBeGreaterThan(mobileBox.y + mobileBox.height - 1);
    expect(mobileBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it("shows 'Failed to run health scan' with the server's message, and 'Failed to load health data' when the data cannot load", async () => {
    const slug = 'pampered-paws-grooming';
    const { page, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, `owner@${slug}.example`);
    await page.route(`**/api/health-monitoring/${slug}/scan`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Lighthouse is busy' }),
      }),
    );
    await page.goto(`${base}/${slug}/dashboard/website?section=health`);
    await page.getByRole('button', { name: 'Run Health Scan' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to run health scan' });
    await alert.getByText('Lighthouse is busy').waitFor();

    await page.route(`**/api/health-monitoring/${slug}`, (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    const load = page.getByRole('alert').filter({ hasText: 'Failed to load health data' });
    await load.getByText('HTTP error! status: 500').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await close();
  });
});
