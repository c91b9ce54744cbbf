/** Sign-in, set-password from an e-mailed link, sign-out and tenant isolation, in headless Chromium. */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE } from './browser.ts';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const password = inject('demoPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: import('playwright-core').Page, email: string, pass: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
}

describe('sign-in', () => {
  it('shows an Authentication Error for a wrong password, then signs in and reaches /admin', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, PHONE);
    await expectAccessible(page);
    await signIn(page, 'admin@demo.example', 'Wrong7password');
    await page.getByText('Authentication Error').waitFor();
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, 'admin@demo.example', password);
    await page.waitForURL(`${base}/admin`);
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });

  it('sends a visitor of a protected page to /login and back after signing in', async () => {
    const { page, close } = await open(browser, `${base}/sparkle-home-cleaning/dashboard`, DESKTOP);
    await page.waitForURL(`${base}/login`);
    await signIn(page, 'owner@sparkle-home-cleaning.example', password);
    await page.waitForURL(`${base}/sparkle-home-cleaning/dashboard`);
    await close();
  });

  it('signs out to /login', async () => {
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await signIn(page, 'owner@evergreen-lawn-care.example', password);
    await page.waitForURL(/\/(admin|evergreen-lawn-care\/dashboard)$/);
    await page.getByRole('button', { name: /account menu|user menu|Open user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/login`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto(`${base}/admin`);
    await page.waitForURL(`${base}/login`);
    await close();
  });
});

describe('set-password link', () => {
  it('checks each password rule in order, sets the password and signs in with it', async () => {
    const output = execFileSync(path.resolve('node_modules/.bin/tsx'), ['cli/create-admin.ts', '--email', 'e2e.admin@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base },
      encoding: 'utf8',
    });
    const printed = /(http\S+\/set-password\?token=\S+)/.exec(output)?.[1];
    expect(printed).toBeDefined();
    const outbox = path.join(dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) =>
        readFileSync(path.join(outbox, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .find((m) => m.includes('e2e.admin@example.com') && m.includes('/set-password?token='));
    const link = /(http\S+\/set-password\?token=[^\s]+)/.exec(mail!)?.[1];
    expect(link).toBe(printed);

    const { page, errors, close } = await open(browser, link!, PHONE);
    const submit = page.getByRole('button', { name: /Set Password/i });
    await submit.waitFor();
    expect(await submit.isDisabled()).toBe(true);
    const attempt = async (pass: string, confirm = pass) => {
      await page.getByLabel('New Password', { exact: true }).fill(pass);
      await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
      await submit.click();
    };
    const rules: [string, string, string?][] = [
      ['short1A', 'Password must be at least 8 characters'],
      ['lowercase1', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
      ['NoNumbersHere', 'Password must contain at least one number'],
      ['Harbor7lights', 'Passwords do not match', 'Harbor7light'],
    ];
    for (const [pass, message, confirm] of rules) {
      await attempt(pass, confirm);
      await page.getByText(message).waitFor();
    }
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel('New Password', { exact: true }).getAttribute('type')).toBe('text');
    await attempt('Harbor7lights');
    await page.getByText('Password Set Successfully!').waitFor();
    await page.waitForURL(`${base}/login`, { timeout: 5000 });
    await page.getByText('Password set successfully! Please log in.').waitFor();
    await signIn(page, 'e2e.admin@example.com', 'Harbor7lights');
    await page.waitForURL(`${base}/admin`);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await close();
  });

  it('explains an invalid link', async () => {
    const { page, close } = await open(browser, `${base}/set-password?token=not-a-real-token`, PHONE);
    await page.getByText('This password setup link has expired or is invalid. Please contact support.').waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await page.waitForURL(`${base}/login`);
    await close();
  });
});

describe('tenant isolation', () => {
  it("refuses a tenant user's session on another tenant's dashboard and API", async () => {
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await signIn(page, 'owner@sharp-edge-barbers.example', password);
    await page.waitForURL(/\/(admin|sharp-edge-barbers\/dashboard)$/);
    await page.goto(`${base}/prestige-mobile-detailing/dashboard`);
    await page.getByText("You don't have access to this business").waitFor();
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/tenants/prestige-mobile-detailing/notifications', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return res.status;
    });
    expect(status).toBe(403);
    await close();
  });
});
