/** The owner dashboard against the real server: every edit reaches the live site through the publish pipeline. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
const password = inject('demoPassword');
const database = () => createClient({ url: pathToFileURL(path.join(inject('dataDir'), 'localsite.db')).href });
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Polls a public page until it contains the text; returns how long that took. */
async function liveWithin(url: string, text: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await (await fetch(url)).text()).includes(text)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`"${text}" did not appear on ${url} within ${timeoutMs} ms`);
}

describe('owner dashboard', () => {
  it('shows the shell and overview with real figures, and passes axe', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, 'owner@prestige-mobile-detailing.example');
    await page.goto(`${base}/prestige-mobile-detailing/dashboard`);
    await page
      .getByRole('tab', { name: /Overview/ })
      .or(page.getByRole('link', { name: /Overview/ }))
      .first()
      .waitFor();
    await page.getByText(/Member since/i).waitFor();
    expect(await page.getByText(/Feature Not Available/).count()).toBe(0);
    await expectAccessible(page);
    // Every tab is on for every business (issue 16 turned the Customers tab on): no locked panel anywhere.
    await page.goto(`${base}/prestige-mobile-detailing/dashboard/customers`);
    await page.getByRole('tab', { name: 'Requests', selected: true }).waitFor();
    expect(await page.getByText('Feature Not Available').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('publishes a new hero title to the public page within 2 seconds of the save', async () => {
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, 'owner@prestige-mobile-detailing.example');
    await page.goto(`${base}/prestige-mobile-detailing/dashboard/website`);
    await page.getByRole('button', { name: 'Expand Hero' }).click();
    const title = `Showroom Shine ${Date.now()}`;
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/website-content/prestige-mobile-detailing') && r.request().method() === 'PUT' && r.ok(),
    );
    await page.getByLabel('Hero title').fill(title);
    await saved;
    const ms = await liveWithin(`${base}/prestige-mobile-detailing`, title, 2000);
    expect(ms).toBeLessThanOrEqual(2000);
    await page.getByText('Live', { exact: true }).first().waitFor();
    await close();
  });

  it('adds a review with an avatar that appears on the site', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, 'owner@evergreen-lawn-care.example');
    await page.goto(`${base}/evergreen-lawn-care/dashboard/website`);
    await page.getByRole('button', { name: 'Expand Reviews' }).click();
    await page.getByRole('tab', { name: 'Add Review' }).click();
    const name = `Casey Review ${Date.now() % 100000}`;
    await page.getByLabel(/^Customer name/).fill(name);
    await page.getByRole('radio', { name: /^5 stars/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Review', exact: true }).fill('They edged every bed and the lawn has never looked better.');
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'casey.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Review published successfully!').waitFor();
    await liveWithin(`${base}/evergreen-lawn-care`, name, 5000);
    // The avatar is uploaded after the review is created, so it arrives with the next publish.
    await liveWithin(`${base}/evergreen-lawn-care`, '/uploads/avatars/', 5000);
    expect(errors).toEqual([]);
    await close();
  });

  it('uploads a gallery image that appears on the site', async () => {
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, 'owner@sharp-edge-barbers.example');
    await page.goto(`${base}/sharp-edge-barbers/dashboard/website`);
    await page.getByRole('button', { name: 'Expand Gallery' }).click();
    await page.getByRole('tab', { name: 'Custom' }).click();
    await page.getByRole('button', { name: 'Add Custom Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Custom Image' });
    const jpg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7c2d12' } })
      .jpeg()
      .toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'fade.jpg', mimeType: 'image/jpeg', buffer: jpg });
    const alt = `Fresh skin fade ${Date.now() % 100000}`;
    await dialog.getByLabel(/^Alt text/).fill(alt);
    await dialog.getByRole('button', { name: 'Upload Image' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await liveWithin(`${base}/sharp-edge-barbers`, alt, 5000);
    const html = await (await fetch(`${base}/sharp-edge-barbers`)).text();
    expect(html).toMatch(/\/uploads\/gallery\/[^"]+-1200\.webp/);
    await close();
  });

  it('formats the profile phone as typed and shows it formatted in the site header', async () => {
    const { page, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, 'owner@sparkle-home-cleaning.example');
    await page.goto(`${base}/sparkle-home-cleaning/dashboard/profile?section=business`);
    const phone = page.getByLabel(/^Business phone/);
    await phone.fill('');
    await phone.pressSequentially('5125550177');
    expect(await phone.inputValue()).toBe('(512) 555-0177');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved successfully').waitFor();
    await liveWithin(`${base}/sparkle-home-cleaning`, '(512) 555-0177', 5000);
    expect(await (await fetch(`${base}/sparkle-home-cleaning`)).text()).toContain('href="tel:+15125550177"');
    await close();
  });

  it('tells the owner of a business waiting for approval that the site is not live yet, and why', async () => {
    expect((await fetch(`${base}/pending-demo`)).status).toBe(403);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await open(browser, `${base}/login`, viewport);
      await signInAs(page, 'owner@pending-demo.example');
      await page.goto(`${base}/pending-demo/dashboard`);
      const bar = page.getByRole('region', { name: 'Publishing' });
      await bar.getByText('Not live yet', { exact: true }).waitFor();
      await bar.getByText(/^Waiting for approval\. Your site goes live as soon as your business is approved/).waitFor();
      await page.getByText('Site status', { exact: true }).last().waitFor();
      expect(await bar.getByText('Live', { exact: true }).count()).toBe(0);
      expect(await bar.getByText(/Published/).count()).toBe(0);
      expect(await page.getByRole('link', { name: /live site/i }).count()).toBe(0);
      if (viewport === DESKTOP) await expectAccessible(page);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('opens the sign-in page directly on a business’s subdomain, and the dashboard again on a reload there', async () => {
    const subdomain = base.replace('//localhost:', '//prestige-mobile-detailing.localhost:');
    const { page, errors, close } = await open(browser, `${subdomain}/login`, PHONE);
    await page.getByLabel('Email').fill('owner@prestige-mobile-detailing.example');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await page.waitForURL(/\/prestige-mobile-detailing\/dashboard/);
    expect(new URL(page.url()).host).toBe(new URL(subdomain).host);
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Prestige Mobile Detailing', level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('lets an admin open any business dashboard', async () => {
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, 'admin@demo.example');
    await page.goto(`${base}/evergreen-lawn-care/dashboard`);
    await page
      .getByText(/Evergreen Lawn Care/)
      .first()
      .waitFor();
    expect(await page.getByText("You don't have access to this business").count()).toBe(0);
    await close();
  });

  it('shows a failed publish as failed, with its reason', async () => {
    const db = database();
    const tier = await db.execute(
      "select t.id, t.price_cents from service_tiers t join services s on s.id = t.service_id join tenants n on n.id = s.tenant_id where n.slug = 'pampered-paws-grooming' limit 1",
    );
    const { id, price_cents: price } = tier.rows[0] as unknown as { id: number; price_cents: number };
    await db.execute({ sql: 'update service_tiers set price_cents = -100 where id = ?', args: [id] });
    try {
      const { page, close } = await open(browser, `${base}/login`, DESKTOP);
      await signInAs(page, 'owner@pampered-paws-grooming.example');
      await page.goto(`${base}/pampered-paws-grooming/dashboard`);
      await page.getByRole('button', { name: 'Publish now' }).click();
      await page.getByText('Failed', { exact: true }).first().waitFor({ timeout: 15_000 });
      // In the owner's words (build-scripts/queue/publish-errors.ts), what happened and what to do.
      await page
        .getByText(
          /Publishing failed: some of your business details are missing or not valid \(Price must not be negative\)\. Check your business profile, services and service areas/,
        )
        .first()
        .waitFor();
      await close();
    } finally {
      await db.execute({ sql: 'update service_tiers set price_cents = ? where id = ?', args: [price, id] });
      db.close();
    }
  });
});
