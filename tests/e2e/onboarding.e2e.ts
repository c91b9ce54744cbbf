/**
 * Issue 17 point 2 in the browser, on a phone and a desktop: /onboard leads to the application at
 * /tenant-onboarding; each step shows the spec's messages before moving on; an uploaded photo and
 * a valid application end on the confirmation (and the confirmation e-mail); "Get This Site"
 * parameters prefill the form; the draft survives a reload.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '#core/validation/onboarding.ts';
import { DESKTOP, expectAccessible, launch, open, PHONE } from './browser.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a text shown exactly (a step's name, a message). */
const step = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();
const proceed = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const invalid = async (page: Page, label: string) =>
  expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');

const outboxTo = (email: string) => {
  const dir = path.join(dataDir, 'outbox');
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .find((mail) => mail.includes(`To: ${email}`));
};

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('onboarding application on a %s', (device, viewport) => {
  it('goes from /onboard through every step, shows the messages, uploads a photo and confirms', async () => {
    const { page, errors, close } = await open(browser, `${base}/onboard`, viewport);
    await page.getByRole('link', { name: 'Start your application' }).first().click();
    await page.waitForURL(`${base}/tenant-onboarding`);
    await step(page, 'Step 1 of 5: Business');

    // Nothing filled: the first step's messages, word for word, and the focus on the first field.
    await proceed(page);
    for (const message of [M.legalName, M.businessName, M.businessPhone, M.businessEmail, M.industry]) await step(page, message);
    await invalid(page, 'Legal business name');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ob-legal_name');
    await expectAccessible(page);

    const name = `Saguaro Shine ${device}`;
    const email = `owner-${device}@saguaroshine.example`;
    await page.getByLabel('Legal business name').fill(`Saguaro Shine ${device} LLC`);
    await page.getByLabel('Business name', { exact: true }).fill(name);
    await page.getByText(`“${name}” is available. Your site address will be /saguaro-shine-${device}.`).waitFor();
    await page.getByLabel('Business phone').fill('(480) 555-0199');
    await page.getByLabel('Business e-mail').fill(email);
    await page.getByLabel('Industry').selectOption('mobile-detailing');
    // A message follows the typing once shown: it is gone now.
    expect(await page.getByText(M.legalName, { exact: true }).count()).toBe(0);
    await proceed(page);

    await step(page, 'Step 2 of 5: Location');
    await page.getByLabel('ZIP code').fill('852');
    await proceed(page);
    await page.getByText(M.city, { exact: true }).waitFor();
    await page.getByText(M.zipCode, { exact: true }).waitFor();
    await page.getByLabel('City').fill('Scottsdale');
    await page.getByLabel('State').fill('az');
    await page.getByLabel('ZIP code').fill('85251');
    await proceed(page);

    await step(page, 'Step 3 of 5: Services');
    await proceed(page);
    await page.getByText(M.serviceCategories, { exact: true }).waitFor();
    await page.getByLabel('Ceramic Coating').check();
    await proceed(page);

    await step(page, 'Step 4 of 5: Proof of work');
    await page.getByLabel('Upload 1 to 3 photos or PDFs').check();
    await proceed(page);
    await page.getByText(M.filesRequired, { exact: true }).waitFor();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Photos of your work or documents')
      .setInputFiles({ name: 'ceramic-after.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Remove ceramic-after.png' }).waitFor();
    expect(await page.getByText(M.filesRequired, { exact: true }).count()).toBe(0);
    await proceed(page);

    await step(page, 'Step 5 of 5: Agreements');
    await page.getByRole('button', { name: 'Submit application' }).click();
    for (const message of [M.hasInsurance, M.acceptsTerms, M.acceptsNotifications, M.referralSource]) await step(page, message);
    await page.getByLabel('My business carries insurance.').check();
    await page.getByLabel('I accept the terms of service.').check();
    await page.getByLabel(/I agree to receive e-mails/).check();
    await page.getByLabel('How did you hear about us?').selectOption('Google search');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await page.getByRole('heading', { name: 'Application received' }).waitFor();
    await page.getByText(`Your application for ${name} is pending review`).waitFor();
    expect(outboxTo(email)).toContain(`Subject: We received your application for ${name}`);
    // Sent: the draft is gone, a new visit starts empty.
    await page.reload();
    expect(await page.getByLabel('Legal business name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('prefills from "Get This Site" and keeps the draft across a reload', async () => {
    const query = new URLSearchParams({
      business_name: `Sonoran Suds ${device}`,
      phone: '6025550111',
      city: 'Mesa',
      state: 'az',
      industry: 'lawn-care',
    });
    const { page, errors, close } = await open(browser, `${base}/tenant-onboarding?${query}`, viewport);
    await step(page, 'Step 1 of 5: Business');
    expect(await page.getByLabel('Business name', { exact: true }).inputValue()).toBe(`Sonoran Suds ${device}`);
    expect(await page.getByLabel('Business phone').inputValue()).toBe('6025550111');
    expect(await page.getByLabel('Industry').inputValue()).toBe('lawncare');

    await page.getByLabel('Legal business name').fill(`Sonoran Suds ${device} LLC`);
    await page.getByLabel('Business e-mail').fill(`hello-${device}@sonoransuds.example`);
    await proceed(page);
    await step(page, 'Step 2 of 5: Location');
    expect(await page.getByLabel('City').inputValue()).toBe('Mesa');
    expect(await page.getByLabel('State').inputValue()).toBe('AZ');
    await page.getByLabel('ZIP code').fill('85201');

    await page.reload();
    await step(page, 'Step 2 of 5: Location');
    expect(await page.getByLabel('ZIP code').inputValue()).toBe('85201');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Legal business name').inputValue()).toBe(`Sonoran Suds ${device} LLC`);
    expect(await page.getByLabel('Business e-mail').inputValue()).toBe(`hello-${device}@sonoransuds.example`);
    expect(errors).toEqual([]);
    await close();
  });
});
