/**
 * Issue 17 point 1 in the browser, on a phone and a desktop: an admin makes a preview link at
 * /preview-generator (the spec's messages first), a prospect opens it and sees their industry's
 * site with their name, phone and city, Book Now only shows the demonstration alert, and Get This
 * Site lands on the application prefilled; the admin's list counts the open. The errors of spec 3
 * §8 show where they apply, and the landing, pricing and onboard pages lead into the flow.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PREVIEW_ERRORS, PREVIEW_PAYLOAD_MESSAGES as M } from '#core/preview/payload.ts';
import { PREVIEW_BOOKING_ALERT } from '#core/site/constants.ts';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
// biome-ignore lint/performance/useDomNodeTextContent: what the prospect sees, not scripts (JSON-LD) or hidden parts, which textContent would include
const bodyText = (page: Page) => page.locator('body').innerText();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('preview links on a %s', (device, viewport) => {
  const name = `Desert Shine ${device === 'phone' ? 'Mobile' : 'Studio'} Detailing`;

  it('an admin makes a link; the prospect sees their site, cannot book, and gets to a prefilled application', async () => {
    const admin = await open(browser, `${base}/login`, viewport);
    await signInAs(admin.page, 'admin@demo.example');
    // The admin's start page leads there.
    await admin.page
      .getByRole('link', { name: /preview link/i })
      .first()
      .click();
    await admin.page.waitForURL(`${base}/preview-generator`);
    await admin.page.getByRole('heading', { name: 'Preview links', level: 1 }).waitFor();
    // The demo admin's earlier links, with their opens.
    await admin.page.getByText('Desert Shine Detailing', { exact: true }).waitFor();

    // Nothing filled, then a bad state: the spec's messages, word for word.
    await admin.page.getByRole('button', { name: 'Create link' }).click();
    for (const message of [M.nameTooShort, M.phoneTooShort, M.cityTooShort, M.stateLength, M.industry]) await shown(admin.page, message);
    expect(await admin.page.getByLabel('Business name').evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(admin.page);
    await admin.page.getByLabel('Business name').fill(name);
    await admin.page.getByLabel('Phone').fill('602.555.0148');
    await admin.page.getByLabel('City').fill('Mesa');
    await admin.page.getByLabel('State').fill('a1');
    await admin.page.getByLabel('Industry').selectOption('mobile-detailing');
    await admin.page.getByRole('button', { name: 'Create link' }).click();
    await shown(admin.page, M.stateLetters);
    expect(await admin.page.getByText(M.nameTooShort, { exact: true }).count()).toBe(0);
    await admin.page.getByLabel('State').fill('az');
    await admin.page.getByRole('button', { name: 'Create link' }).click();

    const url = await admin.page.getByLabel('Preview link', { exact: true }).inputValue();
    expect(url).toMatch(new RegExp(`^${base}/preview\\?t=[a-f0-9]{16}\\.[A-Za-z0-9_-]{43}$`));
    await admin.page.getByText(`Link for ${name} created`).waitFor();
    const row = admin.page.getByTestId('preview-link').filter({ hasText: name });
    await row.getByText('Not yet').waitFor();
    await expectAccessible(admin.page);

    // The prospect opens the link.
    const prospect = await open(browser, url, viewport);
    const page = prospect.page;
    await page.getByRole('link', { name: 'Get This Site' }).waitFor();
    expect(await page.title()).toBe('Mobile Detailing Preview | LocalSite');
    const text = await bodyText(page);
    expect(text).toContain(name);
    expect(text).toContain('(602) 555-0148');
    expect(text).toContain('Mesa, AZ');
    expect(text).not.toContain('Prestige Mobile Detailing');
    expect(await page.locator('a[href="tel:+16025550148"]').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // Book Now shows the demonstration alert and goes nowhere.
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.locator('#top').getByRole('button', { name: 'Book Now' }).click();
    expect(await alert).toBe(PREVIEW_BOOKING_ALERT);
    expect(new URL(page.url()).pathname).toBe('/preview');

    // Get This Site: the application, prefilled.
    await page.getByRole('link', { name: 'Get This Site' }).click();
    await page.waitForURL(/\/tenant-onboarding\?/);
    await page.getByText('Step 1 of 5: Business', { exact: true }).waitFor();
    expect(await page.locator('[name="business_name"]').inputValue()).toBe(name);
    expect(await page.locator('[name="business_phone"]').inputValue()).toBe('602.555.0148');
    expect(await page.locator('[name="base_location.city"]').inputValue()).toBe('Mesa');
    expect(await page.locator('[name="base_location.state"]').inputValue()).toBe('AZ');
    expect(await page.locator('[name="industry"]').inputValue()).toBe('mobile-detailing');
    expect(prospect.errors).toEqual([]);
    await prospect.close();

    // The admin sees the open.
    await admin.page.reload();
    await row.getByText('1 time').waitFor();
    expect(admin.errors).toEqual([]);
    await admin.close();
  });

  it("the product's own pages lead into the flow: landing to /onboard and /pricing, both to the application, and to the demo sites", async () => {
    const { page, errors, close } = await open(browser, `${base}/`, viewport);
    await page.locator('main').getByRole('link', { name: 'Get started' }).first().click();
    await page.waitForURL(`${base}/onboard`);
    await page.getByRole('link', { name: 'Start your application' }).first().click();
    await page.waitForURL(`${base}/tenant-onboarding`);
    await shown(page, 'Step 1 of 5: Business');

    await page.goto(`${base}/`);
    await page.locator('main').getByRole('link', { name: 'See pricing' }).click();
    await page.waitForURL(`${base}/pricing`);
    await page.locator('main a[href="/tenant-onboarding"]').first().click();
    await page.waitForURL(`${base}/tenant-onboarding`);
    await shown(page, 'Step 1 of 5: Business');

    await page.goto(`${base}/`);
    await page.locator('main a[href="/lawncare-preview"]').click();
    await page.waitForURL(`${base}/lawncare-preview`);
    expect(await page.title()).toBe('Lawn Care Preview | LocalSite');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows each preview error with a way back, and takes the plain parameters', async () => {
    const missing = await open(browser, `${base}/preview`, viewport);
    await missing.page.getByRole('heading', { name: 'Preview Not Available' }).waitFor();
    await shown(missing.page, PREVIEW_ERRORS.missingParameters);
    await expectAccessible(missing.page);
    await missing.page.getByRole('link', { name: 'Back to the main site' }).click();
    await missing.page.waitForURL(`${base}/`);
    await missing.close();

    const damaged = await open(browser, `${base}/preview?t=0123456789abcdef.not-a-real-secret`, viewport);
    await shown(damaged.page, PREVIEW_ERRORS.verifyFailed);
    await shown(damaged.page, 'This preview link is damaged. Please copy the whole link from the message you received.');
    await damaged.close();

    const invalid = await open(
      browser,
      `${base}/preview?businessName=G&phone=512-555-0199&city=Austin&state=TX&industry=plumbing`,
      viewport,
    );
    await shown(invalid.page, PREVIEW_ERRORS.verifyFailed);
    await shown(invalid.page, M.nameTooShort);
    await shown(invalid.page, M.industry);
    await invalid.close();

    const plain = await open(
      browser,
      `${base}/preview?businessName=Green%20Acres%20Lawn&phone=5125550199&city=Austin&state=tx&industry=lawn-care`,
      viewport,
    );
    await plain.page.getByRole('link', { name: 'Get This Site' }).waitFor();
    expect(await plain.page.title()).toBe('Lawn Care Preview | LocalSite');
    const text = await bodyText(plain.page);
    expect(text).toContain('Green Acres Lawn');
    expect(text).toContain('(512) 555-0199');
    expect(text).toContain('Austin, TX');
    expect(await plain.page.getByRole('link', { name: 'Get This Site' }).getAttribute('href')).toBe(
      '/tenant-onboarding?business_name=Green+Acres+Lawn&phone=5125550199&city=Austin&state=TX&industry=lawncare',
    );
    expect(plain.errors).toEqual([]);
    await plain.close();
  });
});
