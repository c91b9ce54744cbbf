/**
 * Issue 18 in the browser, at phone and desktop size: an owner opens Website > Brand, uploads a
 * logo, picks a primary colour white text fails on, sees the contrast warning and the preview
 * follow before anything is published, and the live site shows the new logo and colour within
 * 2 seconds of the save. Each size brands a business of its own and puts it back afterwards.
 */
import sharp from 'sharp';
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

/** A 360x120 PNG logo: a dark bar with a light square, as a real mark would be. */
async function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="360" height="120" rx="16" fill="#0f172a"/><rect x="24" y="24" width="72" height="72" fill="#facc15"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function liveWithin(url: string, test: (html: string) => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (test(await (await fetch(url)).text())) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the live site ${url} did not change within ${timeoutMs} ms`);
}

const brandSaved = (page: Page, slug: string, method: 'PUT' | 'POST' | 'DELETE') =>
  page.waitForResponse((r) => r.url().includes(`/api/tenants/${slug}/brand`) && r.request().method() === method && r.ok());

const cases = [
  // Two of the demo businesses that wear their industry's stock look (the demo brands two others).
  { size: 'phone', viewport: PHONE, slug: 'sparkle-home-cleaning', color: '#FACC15' },
  { size: 'desktop', viewport: DESKTOP, slug: 'sharp-edge-barbers', color: '#FDE047' },
] as const;

describe('Website > Brand', () => {
  for (const { size, viewport, slug, color } of cases) {
    it(`on a ${size}: a logo and a failing colour show in the preview with a warning, and on the live site within 2 s`, async () => {
      const { page, errors, close } = await open(browser, `${base}/login`, viewport);
      await signInAs(page, `owner@${slug}.example`);
      await page.goto(`${base}/${slug}/dashboard/website`);
      await page.getByRole('tab', { name: 'Brand' }).click();

      // A file that only claims to be a picture: the server reads its bytes and the card shows its message.
      const logoInput = page.getByLabel('Logo', { exact: true });
      const refused = page.waitForResponse((r) => r.url().includes(`/api/tenants/${slug}/brand/logo`) && r.status() === 400);
      await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
      await refused;
      await page.getByRole('alert').getByText('Logo must be a PNG, JPEG, WebP or SVG image').waitFor();

      // The logo: uploaded at once, shown in the card and in both previews.
      const uploaded = brandSaved(page, slug, 'POST');
      await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
      const logo = (await (await uploaded).json()).data.logo as { url: string; width: number; height: number };
      expect(logo.url).toMatch(/^\/uploads\/logos\//);
      await page.getByRole('img', { name: 'Current logo' }).waitFor();
      expect(await page.locator('[data-preview] [data-preview-logo]').count()).toBe(2);

      // A colour white text fails on: the warning names the darker colour the site will use, and the preview paints it.
      const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
      const saving = brandSaved(page, slug, 'PUT');
      await primary.fill(color);
      const warning = page.getByText(`White text is hard to read on ${color}`);
      await warning.waitFor();
      const siteUses = /Your site will use (#[0-9A-F]{6})/.exec((await warning.locator('..').textContent()) ?? '')?.[1];
      expect(siteUses).toBeDefined();
      const previewInk = await page
        .locator('[data-preview="desktop"] > div')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--pv-brand-ink').trim());
      expect(previewInk.toUpperCase()).toBe(siteUses);
      await expectAccessible(page);

      // Saved after the pause; the live site carries the logo and the colour within 2 seconds.
      const saved = await saving;
      expect((await saved.json()).data.colors.primary).toBe(color);
      await page.getByText('Saved').first().waitFor();
      const ms = await liveWithin(
        `${base}/${slug}`,
        (html) => html.includes(logo.url) && html.toLowerCase().includes(`--brand:${color.toLowerCase()}`),
        2000,
      );
      expect(ms).toBeLessThanOrEqual(2000);

      // The live page at the same size: the header logo has its alt text and intrinsic size, so nothing shifts.
      const site = await open(browser, `${base}/${slug}`, viewport);
      const img = site.page.locator('#site-header img').first();
      expect(await img.getAttribute('src')).toBe(logo.url);
      expect(await img.getAttribute('width')).toBe(String(logo.width));
      expect(await img.getAttribute('height')).toBe(String(logo.height));
      expect(await img.getAttribute('alt')).toBeTruthy();
      expect(site.errors).toEqual([]);
      await site.close();

      // Back to the theme's colour and the industry's logo, as the other tests know the demo.
      const cleared = brandSaved(page, slug, 'PUT');
      await page.getByRole('button', { name: 'Use theme’s primary colour' }).click();
      await cleared;
      const removed = brandSaved(page, slug, 'DELETE');
      await page.getByRole('button', { name: 'Remove logo', exact: true }).click();
      await removed;
      await page.getByText('Your industry’s logo').waitFor();
      // Only the refused upload's answer, which the browser logs.
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
      await close();
    });
  }

  it('on a desktop: the home page title with its limit and search preview, and trust details, reach the live site', async () => {
    const slug = 'sharp-edge-barbers';
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/website`);
    await page.getByRole('tab', { name: 'Brand' }).click();
    await page.getByRole('button', { name: 'Expand Search engines' }).click();

    // Blank at first: the placeholder and the search preview show the title the site generates.
    const title = page.getByLabel('Page title');
    await expect.poll(() => title.getAttribute('placeholder')).toBeTruthy();
    const generated = await title.getAttribute('placeholder');
    expect(await page.locator('[data-search-title]').textContent()).toBe(generated);

    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/tenants/${slug}/brand`)) puts++;
    });
    await title.fill('Sharp Edge Barbers: classic cuts, hot towel shaves and beard trims');
    await page.getByText('SEO title should be under 60 characters').waitFor();
    expect(await page.getByText('66/60').count()).toBe(1);
    expect(puts).toBe(0);

    const mine = 'Sharp Edge Barbers | Fades and Hot Towel Shaves';
    let saving = brandSaved(page, slug, 'PUT');
    await title.fill(mine);
    expect(await page.locator('[data-search-title]').textContent()).toBe(mine);
    await saving;
    const ms = await liveWithin(`${base}/${slug}`, (html) => html.includes(`<title>${mine}</title>`), 2000);
    expect(ms).toBeLessThanOrEqual(2000);

    await page.getByRole('button', { name: 'Expand Trust details' }).click();
    for (const [label, value] of [
      ['Business license number', 'TX-BRB-40213'],
      ['Insurance provider', 'Hiscox'],
      ['Insurance expires on', '2099-12-31'],
    ] as const) {
      saving = brandSaved(page, slug, 'PUT');
      await page.getByLabel(label).fill(value);
      await saving;
    }
    await page.getByText('Your site shows “Licensed & insured”').waitFor();
    await liveWithin(`${base}/${slug}`, (html) => html.includes('Licensed &amp; insured') && html.includes('TX-BRB-40213'), 2000);
    await expectAccessible(page);

    // Cleared again: the generated title and no trust block, as the other tests know the demo.
    for (const label of ['Page title', 'Business license number', 'Insurance provider', 'Insurance expires on']) {
      saving = brandSaved(page, slug, 'PUT');
      await page.getByLabel(label).fill('');
      await saving;
    }
    await liveWithin(`${base}/${slug}`, (html) => html.includes(`<title>${generated}</title>`) && !html.includes('TX-BRB-40213'), 2000);
    expect(errors).toEqual([]);
    await close();
  });
});
