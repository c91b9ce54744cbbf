/**
 * Issue 17 point 3 in the browser, on a desktop and a phone: an admin approves a pending
 * application in the console; its owner opens the e-mailed set-password link, sets a password and
 * signs in to the new business's dashboard; the new site is live with its name, phone and city;
 * suspending it in the console turns the site into its 403 page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs, untilPublic } from './browser.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  // The demo seeds one pending application (Bright Nest Cleaning); the phone run approves this one.
  const res = await fetch(`${base}/api/onboarding/applications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      legal_name: 'Saguaro Shine Mobile Detailing LLC',
      business_name: 'Saguaro Shine Detailing',
      business_phone: '(480) 555-0163',
      business_email: 'owner@saguaroshine.example',
      industry: 'mobile-detailing',
      base_location: { city: 'Gilbert', state: 'AZ', zipCode: '85233' },
      service_categories: ['Interior Detailing'],
      proof_of_work_type: 'social_media',
      social_media: { instagram: 'https://instagram.com/saguaroshine' },
      has_insurance: true,
      accepts_terms: true,
      accepts_notifications: true,
      referral_source: 'Preview link from our team',
    }),
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

/** The set-password link of the approval e-mail to this address (quoted-printable undone). */
const setPasswordLink = (email: string) => {
  const dir = path.join(dataDir, 'outbox');
  const mail = readdirSync(dir)
    .map((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((m) => m.includes(`To: ${email}`) && m.includes('/set-password?token='));
  return mail && /(http\S+\/set-password\?token=\S+)/.exec(mail)?.[1];
};

describe.each([
  ['desktop', DESKTOP, { name: 'Bright Nest Cleaning', email: 'hello@brightnest.example', phone: '(480) 555-0187', city: 'Chandler' }],
  ['phone', PHONE, { name: 'Saguaro Shine Detailing', email: 'owner@saguaroshine.example', phone: '(480) 555-0163', city: 'Gilbert' }],
] as const)('admin console on a %s', (_device, viewport, business) => {
  it('approves a pending application; the owner sets a password, signs in, and the site is live; suspending shows the 403 page', async () => {
    const admin = await open(browser, `${base}/login`, viewport);
    const { page } = admin;
    await signInAs(page, 'admin@demo.example');
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    expect(await page.getByRole('button', { name: /^Pending/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: new RegExp(business.name) }).click();
    await page.getByRole('heading', { name: business.name, level: 2 }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`e-mails ${business.email} a link to set a password`).waitFor();
    await confirm.getByRole('button', { name: 'Approve and publish' }).click();
    const approved = page.getByText('Approved: the business is live');
    await approved.waitFor();
    const liveUrl = await page.locator('a[href^="http"][target="_blank"]').first().getAttribute('href');
    expect(liveUrl).toMatch(new RegExp(`^${base}/[a-z0-9-]+$`));

    // The owner's side: the e-mailed link, a password, the dashboard.
    const link = setPasswordLink(business.email);
    expect(link).toBeDefined();
    const owner = await open(browser, link!, viewport);
    await owner.page.getByLabel('New Password', { exact: true }).fill('Mesquite4grill');
    await owner.page.getByLabel('Confirm Password', { exact: true }).fill('Mesquite4grill');
    await owner.page.getByRole('button', { name: /Set Password/i }).click();
    await owner.page.getByText('Password Set Successfully!').waitFor();
    await owner.page.waitForURL(`${base}/login`, { timeout: 5000 });
    await owner.page.getByLabel('Email').fill(business.email);
    await owner.page.getByLabel('Password', { exact: true }).fill('Mesquite4grill');
    await owner.page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
    const slug = new URL(liveUrl!).pathname.slice(1);
    await owner.page.waitForURL(`${base}/${slug}/dashboard`);
    await owner.page.getByText(business.name).first().waitFor();
    await owner.close();

    await untilPublic(liveUrl!, (status, body) => status === 200 && body.includes(business.name), 30_000);
    const site = await open(browser, liveUrl!, viewport);
    await site.page.getByRole('heading', { level: 1 }).waitFor();
    const text = await site.page.locator('body').textContent();
    expect(text).toContain(business.name);
    expect(text).toContain(business.phone);
    expect(text).toContain(business.city);
    await site.close();

    // Suspending in the console takes the site down to its 403 page.
    await page.getByRole('link', { name: 'Tenants' }).click();
    await page.getByRole('searchbox', { name: 'Search businesses' }).fill(business.name);
    await page.getByRole('heading', { name: business.name, level: 3 }).waitFor();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Open dashboard' }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: `Suspend ${business.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend site' }).click();
    await page.getByRole('button', { name: `Reactivate ${business.name}` }).waitFor();
    await untilPublic(liveUrl!, (status) => status === 403, 30_000);
    const down = await open(browser, liveUrl!, viewport);
    expect(await down.page.locator('body').textContent()).not.toContain(business.phone);
    await down.close();

    // And the audit log says who did it.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByText(`Suspended a business: ${business.name}`).waitFor();
    await page.getByText(`Approved an application: ${business.name}`).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.close();
  });
});

describe('a request for changes', () => {
  it('is written in a dialog, e-mailed with a link that reopens the application, and the resent application is pending again', async () => {
    const admin = await open(browser, `${base}/login`, DESKTOP);
    const { page } = admin;
    await signInAs(page, 'admin@demo.example');
    await page.getByRole('button', { name: /^Under review/ }).click();
    await page.getByRole('link', { name: /Greenway Yard Care/ }).click();
    await page.getByRole('button', { name: 'Request changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request changes' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Tell the applicant what to change').waitFor();
    await expectAccessible(page);
    await dialog.getByLabel('What should change').fill('Your website shows no finished lawns yet.');
    await dialog.getByLabel('Next steps (optional)').fill('Add a link to photos of your work.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Changes asked for').waitFor();
    await page.getByText('Needs changes', { exact: true }).first().waitFor();

    const dir = path.join(dataDir, 'outbox');
    const mail = readdirSync(dir)
      .map((f) =>
        readFileSync(path.join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .find((m) => m.includes('To: office@greenwayyard.example') && m.includes('resume='));
    const link = mail && /(http\S+\/tenant-onboarding\?resume=\S+)/.exec(mail)?.[1];
    expect(link).toBeDefined();

    const applicant = await open(browser, link!, PHONE);
    const form = applicant.page;
    await form.getByText('Your website shows no finished lawns yet.').waitFor();
    await form.getByText('Next steps: Add a link to photos of your work.').waitFor();
    expect(await form.getByLabel('Business name', { exact: true }).inputValue()).toBe('Greenway Yard Care');
    await expectAccessible(form);
    for (let i = 0; i < 4; i++) await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText('is pending review').waitFor();
    expect(applicant.errors).toEqual([]);
    await applicant.close();

    await page.reload();
    await page.getByRole('heading', { name: 'Greenway Yard Care', level: 2 }).waitFor();
    await page.getByText('Pending', { exact: true }).first().waitFor();
    await admin.close();
  });
});
