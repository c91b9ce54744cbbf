/**
 * Issue 17's whole path in one go, against the real server: the admin makes a preview link on a
 * desktop; the prospect opens it on a phone, presses "Get This Site" and completes the application
 * (bad input first, then an uploaded photo), and sees the confirmation; the admin approves it; the
 * new owner sets a password from the e-mailed link and signs in; the business's own site is live
 * with its name, phone and city. Each step's finer cases live in preview-link, onboarding and
 * admin-console; this one proves the steps join up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '#core/validation/onboarding.ts';
import { DESKTOP, launch, open, PHONE, signInAs, untilPublic } from './browser.ts';

const base = inject('baseUrl');
const stamp = Date.now() % 100_000;
const BUSINESS = `Cholla Gloss ${stamp}`;
const EMAIL = `owner.${stamp}@chollagloss.example`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const proceed = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The first link matching `pattern` in an e-mail to `email` (quoted-printable undone). */
function linkInMail(email: string, pattern: RegExp): string | undefined {
  const dir = path.join(inject('dataDir'), 'outbox');
  for (const name of readdirSync(dir)) {
    const mail = readFileSync(path.join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = pattern.exec(mail)?.[1];
    if (mail.includes(`To: ${email}`) && link) return link;
  }
  return undefined;
}

describe('a prospect becomes a live business', () => {
  it('goes from the preview link through the application and approval to a live site and a signed-in owner', async () => {
    // 1. The admin makes the prospect's preview link.
    const admin = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(admin.page, 'admin@demo.example');
    await admin.page.goto(`${base}/preview-generator`);
    await admin.page.getByLabel('Business name').fill(BUSINESS);
    await admin.page.getByLabel('Phone').fill('(480) 555-0142');
    await admin.page.getByLabel('City').fill('Tempe');
    await admin.page.getByLabel('State').fill('AZ');
    await admin.page.getByLabel('Industry').selectOption('mobile-detailing');
    await admin.page.getByRole('button', { name: 'Create link' }).click();
    const previewUrl = await admin.page.getByLabel('Preview link', { exact: true }).inputValue();

    // 2. The prospect sees their own site and presses Get This Site.
    const prospect = await open(browser, previewUrl, PHONE);
    const { page } = prospect;
    await page.getByRole('link', { name: 'Get This Site' }).waitFor();
    expect(await page.locator('body').textContent()).toContain(BUSINESS);
    await page.getByRole('link', { name: 'Get This Site' }).click();
    await page.waitForURL(/\/tenant-onboarding\?/);
    await shown(page, 'Step 1 of 5: Business');
    expect(await page.getByLabel('Business name', { exact: true }).inputValue()).toBe(BUSINESS);

    // 3. The application: the rules' messages first, then every step filled, a photo uploaded.
    await proceed(page);
    for (const message of [M.legalName, M.businessEmail]) await shown(page, message);
    await page.getByLabel('Legal business name').fill(`${BUSINESS} LLC`);
    await page.getByLabel('Business e-mail').fill('not-an-address');
    await proceed(page);
    await shown(page, M.businessEmail);
    await page.getByLabel('Business e-mail').fill(EMAIL);
    await proceed(page);
    await shown(page, 'Step 2 of 5: Location');
    expect(await page.getByLabel('City').inputValue()).toBe('Tempe');
    await page.getByLabel('ZIP code').fill('85281');
    await proceed(page);
    await shown(page, 'Step 3 of 5: Services');
    await page.getByLabel('Ceramic Coating').check();
    await proceed(page);
    await shown(page, 'Step 4 of 5: Proof of work');
    await page.getByLabel('Upload 1 to 3 photos or PDFs').check();
    await proceed(page);
    await shown(page, M.filesRequired);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    await page.getByLabel('Photos of your work or documents').setInputFiles({ name: 'gloss.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Remove gloss.png' }).waitFor();
    await proceed(page);
    await shown(page, 'Step 5 of 5: Agreements');
    await page.getByLabel('My business carries insurance.').check();
    await page.getByLabel('I accept the terms of service.').check();
    await page.getByLabel(/I agree to receive e-mails/).check();
    await page.getByLabel('How did you hear about us?').selectOption('Google search');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByRole('heading', { name: 'Application received' }).waitFor();
    expect(prospect.errors).toEqual([]);
    await prospect.close();

    // 4. The admin approves it and is shown the live address.
    await admin.page.goto(`${base}/admin`);
    await admin.page.getByRole('link', { name: new RegExp(BUSINESS) }).click();
    await admin.page.getByRole('heading', { name: BUSINESS, level: 2 }).waitFor();
    await admin.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Approve and publish' }).click();
    await admin.page.getByText('Approved: the business is live').waitFor();
    const liveUrl = await admin.page.locator('a[href^="http"][target="_blank"]').first().getAttribute('href');
    expect(liveUrl).toMatch(new RegExp(`^${base}/cholla-gloss-${stamp}$`));
    await admin.close();

    // 5. The owner sets a password from the e-mail and signs in to their dashboard.
    const setPassword = linkInMail(EMAIL, /(http\S+\/set-password\?token=\S+)/);
    expect(setPassword).toBeDefined();
    const owner = await open(browser, setPassword!, PHONE);
    await owner.page.getByLabel('New Password', { exact: true }).fill('Ocotillo8bloom');
    await owner.page.getByLabel('Confirm Password', { exact: true }).fill('Ocotillo8bloom');
    await owner.page.getByRole('button', { name: /Set Password/i }).click();
    await owner.page.getByText('Password Set Successfully!').waitFor();
    await owner.page.waitForURL(`${base}/login`, { timeout: 5000 });
    await owner.page.getByLabel('Email').fill(EMAIL);
    await owner.page.getByLabel('Password', { exact: true }).fill('Ocotillo8bloom');
    await owner.page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    await owner.page.waitForURL(`${liveUrl}/dashboard`);
    await owner.page.getByText(BUSINESS).first().waitFor();
    await owner.close();

    // 6. The business's site is live with its name, phone and city.
    await untilPublic(liveUrl!, (status, body) => status === 200 && body.includes(BUSINESS), 30_000);
    const site = await open(browser, liveUrl!, PHONE);
    const text = await site.page.locator('body').textContent();
    expect(text).toContain(BUSINESS);
    expect(text).toContain('(480) 555-0142');
    expect(text).toContain('Tempe, AZ');
    await site.close();
  });
});
