/**
 * The public sites as a visitor uses them, at phone (390x844) and desktop (1280x800) sizes, in
 * headless Chromium against the real server: every island, an axe pass, no console errors.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, hydrated, launch, open, PHONE, swipe } from './browser.ts';

const base = inject('baseUrl');
const HOME = `${base}/prestige-mobile-detailing`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page on a phone', () => {
  it('loads without console errors and passes axe', async () => {
    const { page, errors, close } = await open(browser, HOME, PHONE);
    await expect(page.getByRole('heading', { level: 1 })).toBeTruthy();
    await page.waitForTimeout(2500); // the quote form prefetch happens at 2 s
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the mobile menu, locks scrolling, and jumps to a section', async () => {
    const { page, close } = await open(browser, HOME, PHONE);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('[aria-controls][aria-expanded="true"]') !== null);
    const locked = await page.evaluate(() => [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow].includes('hidden'));
    expect(locked).toBe(true);
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(await mobileNav.getByRole('link', { name: 'Contact' }).count()).toBeGreaterThan(0);
    await mobileNav.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForFunction(() => {
      const faq = document.getElementById('faq')!.getBoundingClientRect();
      return faq.top < window.innerHeight / 2 && faq.bottom > 0;
    });
    const unlocked = await page.evaluate(() => ![getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow].includes('hidden'));
    expect(unlocked).toBe(true);
    await close();
  });

  it('moves the reviews carousel with arrows, dots and swipes, and opens Review Details', async () => {
    const { page, errors, close } = await open(browser, HOME, PHONE);
    await hydrated(page, 'reviews');
    const next = page.getByRole('button', { name: 'Next review' });
    await next.waitFor();
    const current = () => page.locator('[aria-label^="Go to review"][aria-current="true"]').getAttribute('aria-label');
    expect(await current()).toBe('Go to review 1');
    await next.click();
    expect(await current()).toBe('Go to review 2');
    await page.getByRole('button', { name: 'Previous review' }).click();
    await page.getByRole('button', { name: 'Previous review' }).click();
    expect(await current()).not.toBe('Go to review 1'); // wraps to the last
    await page.getByRole('button', { name: 'Go to review 3' }).click();
    expect(await current()).toBe('Go to review 3');
    await swipe(page, '[aria-label="Customer reviews"] .touch-pan-y', -150);
    await page.waitForFunction(() => document.querySelector('[aria-label="Go to review 4"]')?.getAttribute('aria-current') === 'true');
    await swipe(page, '[aria-label="Customer reviews"] .touch-pan-y', 30); // under 50 px: stays
    expect(await current()).toBe('Go to review 4');

    await page.getByRole('group', { name: /^Review 4 of/ }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Review Details' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/\S/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close();
  });

  it('searches and filters the FAQ, opens one item at a time and reports faq_expanded', async () => {
    const { page, close } = await open(browser, HOME, PHONE);
    await hydrated(page, 'faq');
    await page.evaluate(() => {
      (window as unknown as { events: unknown[] }).events = [];
      window.addEventListener('analytics', (e) => (window as unknown as { events: unknown[] }).events.push((e as CustomEvent).detail));
    });
    const search = page.getByPlaceholder('Search FAQs...');
    await search.waitFor();
    const chips = page.getByRole('group', { name: 'Filter by category' });
    expect(await chips.getByRole('button', { name: 'Services' }).getAttribute('aria-pressed')).toBe('true');

    await search.fill('zzzz-nothing-matches');
    await page.getByText('No FAQs Found').waitFor();
    await page.getByText('Try adjusting your search or selecting a different category').waitFor();
    await search.fill('');

    await chips.getByRole('button', { name: 'Pricing' }).click();
    const questions = page.locator('#faq button[aria-expanded]');
    await questions.first().waitFor();
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    const events = await page.evaluate(() => (window as unknown as { events: { name: string; props: Record<string, string> }[] }).events);
    expect(events.length).toBe(2);
    expect(events[0]).toMatchObject({ name: 'faq_expanded', props: { category: 'Pricing' } });
    expect(events[0]!.props.question).toBe((await first.textContent())!.trim());
    await close();
  });

  it('opens the service areas modal from the FAQ answer and from View More', async () => {
    const { page, close } = await open(browser, HOME, PHONE);
    const dialog = page.getByRole('dialog', { name: 'Service Areas' });
    await page.getByRole('button', { name: 'View More' }).click();
    await dialog.waitFor();
    // The list is a fragment of the site, fetched when the dialog opens.
    await dialog.getByRole('link', { name: /Mesa, AZ/ }).waitFor();
    expect(await dialog.textContent()).toMatch(/Arizona/);
    expect(await dialog.textContent()).toMatch(/Nevada/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await hydrated(page, 'faq');
    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'Locations' }).click();
    await page.getByRole('button', { name: 'What areas do you service?' }).click();
    await page.getByRole('button', { name: 'View all service areas' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await close();
  });

  it('says so when the service areas cannot load, and loads them on the next opening', async () => {
    const { page, close } = await open(browser, HOME, PHONE);
    const fragment = '**/fragments/service-areas.html';
    await page.route(fragment, (route) => route.abort());
    const dialog = page.getByRole('dialog', { name: 'Service Areas' });
    await page.getByRole('button', { name: 'View More' }).click();
    await dialog.getByText('Could not load the service areas. Check your connection and try again.').waitFor();
    await page.keyboard.press('Escape');
    await page.unroute(fragment);
    await page.getByRole('button', { name: 'View More' }).click();
    await dialog.getByRole('link', { name: /Mesa, AZ/ }).waitFor();
    expect(await dialog.getByText('Could not load the service areas').count()).toBe(0);
    await close();
  });

  it('says so when the quote form cannot load, and loads it on the next opening', async () => {
    const { page, close } = await open(browser, HOME, PHONE);
    const fragment = '**/fragments/quote-form.html';
    await page.route(fragment, (route) => route.abort());
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await page.locator('#top').getByRole('button', { name: /Request Quote/ }).click();
    await dialog.getByText('Network error. Please try again.').waitFor();
    await page.keyboard.press('Escape');
    await page.unroute(fragment);
    await page.locator('#top').getByRole('button', { name: /Request Quote/ }).click();
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
    await close();
  });

  it('swipes the mobile gallery and wraps around', async () => {
    const { page, close } = await open(browser, HOME, PHONE);
    await hydrated(page, 'gallery');
    const current = () => page.locator('[aria-label^="Go to image"][aria-current="true"]').getAttribute('aria-label');
    await page.getByRole('button', { name: 'Next image' }).waitFor();
    expect(await current()).toBe('Go to image 1');
    await swipe(page, '#gallery .touch-pan-y', -160);
    await page.waitForFunction(() => document.querySelector('[aria-label="Go to image 2"]')?.getAttribute('aria-current') === 'true');
    await swipe(page, '#gallery .touch-pan-y', 160);
    await swipe(page, '#gallery .touch-pan-y', 160);
    expect(await current()).not.toBe('Go to image 1');
    expect(await current()).not.toBe('Go to image 2');
    await close();
  });

  it('refuses an invalid quote with the spec messages, then sends a valid one that the owner receives', async () => {
    const { page, errors, close } = await open(browser, HOME, PHONE);
    await page.locator('#top').getByRole('button', { name: /Request Quote/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit Quote Request' });
    await submit.waitFor();
    await submit.click();
    for (const message of ['Name must be at least 2 characters', 'Invalid email address', 'Phone number must be at least 10 digits', 'Vehicle type is required', 'At least one service must be selected', 'City is required', 'Zip code must be at least 5 digits']) {
      await dialog.getByText(message).waitFor();
    }
    await dialog.getByLabel('Name').fill('Jordan Ellis');
    await dialog.getByLabel('Email').fill('jordan.ellis@example.com');
    await dialog.getByLabel('Phone').fill('6025550123');
    await dialog.getByLabel('Vehicle Type').selectOption({ index: 1 });
    await dialog.getByLabel('Vehicle Make').fill('Honda');
    await dialog.getByLabel('Vehicle Model').fill('Pilot');
    await dialog.getByLabel('Vehicle Year').selectOption('2020');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel('City').fill('Mesa');
    await dialog.getByLabel('State').fill('AZ');
    await dialog.getByLabel('ZIP Code').fill('85201');
    await submit.click();
    await dialog.getByText(/Thanks, Jordan/).waitFor();
    const db = createClient({ url: pathToFileURL(path.join(inject('dataDir'), 'localsite.db')).href });
    const rows = await db.execute({ sql: 'select status, city from quotes where email = ?', args: ['jordan.ellis@example.com'] });
    db.close();
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ status: 'pending', city: 'Mesa' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('home page on a desktop', () => {
  it('shows three reviews per view, three gallery tiles, tracks sections and passes axe', async () => {
    const { page, errors, close } = await open(browser, HOME, DESKTOP);
    await hydrated(page, 'reviews');
    // The per-view count follows the viewport once the island has measured it.
    await page.waitForFunction(() => document.querySelectorAll('[aria-roledescription="slide"]:not([inert])').length === 3, undefined, { timeout: 5000 });
    await page.locator('#gallery-desktop').scrollIntoViewIfNeeded();
    expect(await page.locator('#gallery-desktop img').count()).toBeGreaterThanOrEqual(3);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await page.waitForFunction(() => document.querySelector('nav[aria-label="Main"] a[aria-current]')?.textContent?.includes('Gallery'));
    expect(page.url()).not.toContain('#');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('service, city and preview pages', () => {
  it('shows a service page with the protection chart and a keyboard before/after slider', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await open(browser, `${HOME}/services/ceramic-coating`, viewport);
      expect(await page.locator('table').first().textContent()).toMatch(/Rock-Chip Resistance/);
      const slider = page.getByRole('slider').first();
      await slider.scrollIntoViewIfNeeded();
      const before = Number(await slider.getAttribute('aria-valuenow') ?? (await slider.inputValue()));
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const after = Number(await slider.getAttribute('aria-valuenow') ?? (await slider.inputValue()));
      expect(after).toBeGreaterThan(before);
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('shows a city page with its local FAQ', async () => {
    const { page, errors, close } = await open(browser, `${HOME}/areas/mesa-az`, PHONE);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Mesa');
    // One answer open at a time (a named <details> group), the first one open to start with.
    expect(await page.locator('details[open]').count()).toBe(1);
    await page.locator('details summary').nth(1).click();
    expect(await page.locator('details[open]').count()).toBe(1);
    expect(await page.locator('details').nth(1).getAttribute('open')).not.toBeNull();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('disables booking on a preview site with the spec alert and keeps social icons inert', async () => {
    const { page, close } = await open(browser, `${base}/pet-grooming-preview`, PHONE);
    const alerts: string[] = [];
    page.on('dialog', async (d) => {
      alerts.push(d.message());
      await d.dismiss();
    });
    await page.locator('#top').getByRole('button', { name: /Book Now/ }).click();
    await page.waitForTimeout(200);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/demonstration site/);
    expect(await page.locator('a[href*="facebook.com"], a[href*="instagram.com"]').count()).toBe(0);
    expect(await page.locator('[title="Social media links available in your live site"]').count()).toBeGreaterThan(0);
    await close();
  });

  it('shows the landing page with its calls to action', async () => {
    const { page, errors, close } = await open(browser, `${base}/`, DESKTOP);
    for (const href of ['/onboard', '/pricing', '/login']) expect(await page.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});
