/**
 * Issue 19 point 4 in the browser, at phone and desktop size: an owner opens Website > Domain, adds
 * two custom domains, sees the DNS records to create and copies one, verifies a domain before and
 * after its records exist in DNS (a real DNS server on loopback, tests/integration/dns-server.ts, at
 * the address the e2e server's DNS_SERVERS names) and sees Error then Active, makes it the primary
 * domain, and removes the other. Each size connects domains of its own and removes them all afterwards.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDnsServer } from '../integration/dns-server.ts';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
const SLUG = 'sharp-edge-barbers';
let browser: Browser;
let dns: Awaited<ReturnType<typeof startDnsServer>>;

beforeAll(async () => {
  dns = await startDnsServer(Number(inject('dnsServer').split(':')[1]));
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  dns?.close();
});

/** Whatever a run left: the business's domains, removed through the API so later files see its site at its usual address. */
async function removeAllDomains() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `owner@${SLUG}.example`, password: inject('demoPassword') }),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const settings = await (await fetch(`${base}/api/tenants/${SLUG}/domains`, { headers: auth })).json();
  for (const domain of settings.data.domains as { id: number }[]) {
    await fetch(`${base}/api/tenants/${SLUG}/domains/${domain.id}`, { method: 'DELETE', headers: auth });
  }
}

/** The item of one custom domain in the list. */
const domainItem = (page: Page, hostname: string) =>
  page
    .getByRole('list', { name: 'Your custom domains' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: hostname }) });

async function addDomain(page: Page, hostname: string) {
  await page.getByLabel('Add a custom domain').fill(hostname);
  await page.getByRole('button', { name: 'Add Domain' }).click();
  await page.getByText(`${hostname} added. Create its DNS records below, then press Verify.`).waitFor();
  await domainItem(page, hostname).waitFor();
}

const cases = [
  { size: 'phone', viewport: PHONE },
  { size: 'desktop', viewport: DESKTOP },
] as const;

describe('Website > Domain', () => {
  for (const { size, viewport } of cases) {
    it(`on a ${size}: add a domain, copy its record, verify it against DNS, make it primary, remove another`, async () => {
      const keep = `www.sharpedge-${size}.com`;
      const other = `www.sharpedge-${size}-old.com`;
      const { page, errors, close } = await open(browser, `${base}/login`, viewport);
      try {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
        await signInAs(page, `owner@${SLUG}.example`);
        await page.goto(`${base}/${SLUG}/dashboard/website?section=domain`);
        await page.getByRole('heading', { name: 'Domain Settings' }).waitFor();

        // A refused name: the server's message on the field.
        await page.getByLabel('Add a custom domain').fill('https://www.sharpedge.com/home');
        await page.getByRole('button', { name: 'Add Domain' }).click();
        const field = page.getByLabel('Add a custom domain');
        await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
        await page.getByText('Enter the domain only, without http://, a path or a port').waitFor();

        await addDomain(page, keep);
        await addDomain(page, other);
        const item = domainItem(page, keep);
        await expect.poll(() => item.getByText('Pending', { exact: true }).isVisible()).toBe(true);

        // The records to create: a CNAME to the product and the TXT token, in the table (a block per record on a phone).
        const txtCopy = item.getByRole('button', { name: `Copy the value of the TXT record for _localsite-verify.${keep}` });
        const cnameCopy = item.getByRole('button', { name: `Copy the value of the CNAME record for ${keep}` });
        await cnameCopy.waitFor();
        // The table and the phone's blocks are both in the page; one is shown.
        await item.getByText('sites.localhost', { exact: true }).filter({ visible: true }).waitFor();
        const token = (await item
          .getByText(/^localsite-verify=[0-9a-f]+$/)
          .filter({ visible: true })
          .textContent())!;

        await txtCopy.click();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
        await expect.poll(() => txtCopy.textContent()).toContain('Copied');
        // The check lasts 2 s (spec 3 §9).
        await expect.poll(() => txtCopy.textContent(), { timeout: 3500, interval: 100 }).not.toContain('Copied');

        // Verify before the records exist: Error, with what was not found and what to do.
        await item.getByRole('button', { name: `Verify ${keep}` }).click();
        await item.getByText(`Not verified yet: TXT record not found at _localsite-verify.${keep}.`).waitFor();
        await item.getByText('Error', { exact: true }).waitFor();
        await item.getByText('check that the records below exist exactly as shown', { exact: false }).waitFor();

        // The owner creates the records at their DNS provider; Verify again: Active.
        dns.zone.set(keep, { CNAME: 'sites.localhost.' });
        dns.zone.set(`_localsite-verify.${keep}`, { TXT: [token] });
        await item.getByRole('button', { name: `Verify ${keep}` }).click();
        await expect.poll(() => item.getByText(/^(Verified|Not verified yet)/).textContent()).toBe(`Verified: ${keep} is active.`);
        await item.getByText('Active', { exact: true }).waitFor();
        await page.getByRole('region', { name: 'DNS status' }).getByText('Last checked just now').waitFor();

        // Make it the primary domain: Edit, choose, Save (a real call).
        const primary = page.getByRole('region', { name: 'Primary domain' });
        await primary.getByRole('button', { name: 'Edit' }).click();
        await primary.getByRole('radio', { name: new RegExp(keep.replace(/\./g, '\\.')) }).check();
        const saved = page.waitForResponse((r) => r.url().includes(`/api/tenants/${SLUG}/domains/`) && r.request().method() === 'PUT');
        await primary.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
        await expect.poll(() => primary.textContent()).toContain(keep);
        await item.getByText('Primary', { exact: true }).waitFor();

        // Remove the other after confirming.
        await page.getByRole('button', { name: `Remove ${other}` }).click();
        const dialog = page.getByRole('alertdialog', { name: `Remove ${other}?` });
        await dialog.getByRole('button', { name: 'Remove' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => domainItem(page, other).count()).toBe(0);
        // The focus is on the card's title, not lost to the top of the page with the removed button.
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('domain-custom');
        await expect.poll(() => domainItem(page, keep).count()).toBe(1);

        await expectAccessible(page);
        // The one refused name answered 400; nothing else failed.
        expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
      } finally {
        await close();
        await removeAllDomains();
      }
    });
  }
});
