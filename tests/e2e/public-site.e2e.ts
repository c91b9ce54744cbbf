/**
 * The public sites as a visitor uses them, at phone (390x844) and desktop (1280x800) sizes, in
 * headless Chromium against the real server: every island, an axe pass, no console errors.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { initialSet } from '#site/islands/lib/gallery.ts';
import { PREVIEW_QUOTE_MESSAGE } from '#site/islands/lib/quote-submit.ts';
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
    const locked = await page.evaluate(() =>
      [getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow].includes('hidden'),
    );
    expect(locked).toBe(true);
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(await mobileNav.getByRole('link', { name: 'Contact' }).count()).toBeGreaterThan(0);
    await mobileNav.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForFunction(() => {
      const faq = document.getElementById('faq')!.getBoundingClientRect();
      return faq.top < window.innerHeight / 2 && faq.bottom > 0;
    });
    const unlocked = await page.evaluate(
      () => ![getComputedStyle(document.documentElement).overflow, getComputedStyle(document.body).overflow].includes('hidden'),
    );
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
    await next.click(); // and on to the first again, whose neighbours' dots are in the window
    expect(await current()).toBe('Go to review 1');
    await page.getByRole('button', { name: 'Go to review 3' }).click();
    expect(await current()).toBe('Go to review 3');
    await swipe(page, '[aria-label="Customer reviews"] .touch-pan-y', -150);
    await page.waitForFunction(() => document.querySelector('[aria-label="Go to review 4"]')?.getAttribute('aria-current') === 'true');
    await swipe(page, '[aria-label="Customer reviews"] .touch-pan-y', 30); // under 50 px: stays
    expect(await current()).toBe('Go to review 4');

    await page
      .getByRole('group', { name: /^Review 4 of/ })
      .getByRole('button')
      .click();
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
    // Grouped by state, with a count per state: all 16 of this demo's areas lie around Scottsdale.
    expect(await dialog.textContent()).toMatch(/Arizona\s*16 cities/);
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
    await page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
    await dialog.getByText('Network error. Please try again.').waitFor();
    await page.keyboard.press('Escape');
    await page.unroute(fragment);
    await page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
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
    await page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit Quote Request' });
    await submit.waitFor();
    await submit.click();
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Vehicle type is required',
      'At least one service must be selected',
      'City is required',
      'Zip code must be at least 5 digits',
    ]) {
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

describe('a business with 13 or more reviews', () => {
  const slug = 'evergreen-lawn-care';

  it('keeps the review dots on one line at 390 px, a window of them around the current review', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `owner@${slug}.example`, password: inject('demoPassword') }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const count = () =>
      fetch(`${base}/api/reviews?tenant_slug=${slug}`).then(async (r) => ((await r.json()) as { data: unknown[] }).data.length);
    for (let added = await count(); added < 14; added++) {
      const res = await fetch(`${base}/api/tenant-reviews`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          tenant_slug: slug,
          customer_name: `Neighbor ${added + 1}`,
          rating: 5,
          comment: 'Mowed, edged and blown clean every week.',
        }),
      });
      expect(res.status).toBe(201);
    }
    const total = await count();
    // The publish queued by the last review makes it live.
    const deadline = Date.now() + 30_000;
    while (!(await (await fetch(`${base}/${slug}`)).text()).includes(`Review ${total} of ${total}`)) {
      if (Date.now() > deadline) throw new Error('the reviews did not go live');
      await new Promise((r) => setTimeout(r, 100));
    }

    // Reduced motion: the carousel stays where the test puts it.
    const { page, errors, close } = await open(browser, `${base}/${slug}`, PHONE, { reducedMotion: true });
    await hydrated(page, 'reviews');
    const dots = page.getByRole('group', { name: 'Choose review' }).getByRole('button');
    const oneLine = async () => {
      const boxes = await dots.evaluateAll((buttons) =>
        buttons.map((b) => b.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left, right: r.right })),
      );
      expect(boxes.length).toBeGreaterThan(1);
      expect(boxes.length).toBeLessThanOrEqual(7);
      expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
      expect(Math.min(...boxes.map((b) => b.left))).toBeGreaterThanOrEqual(0);
      expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(PHONE.width);
    };
    const current = () => page.locator('[aria-label^="Go to review"][aria-current="true"]').getAttribute('aria-label');
    await oneLine();
    expect(await current()).toBe('Go to review 1');
    const next = page.getByRole('button', { name: 'Next review' });
    for (let i = 2; i <= 8; i++) await next.click();
    expect(await current()).toBe('Go to review 8');
    await oneLine();
    // The window follows the current review and every dot keeps its own number, for the keyboard too.
    await page.getByRole('button', { name: 'Go to review 10' }).focus();
    await page.keyboard.press('Enter');
    expect(await current()).toBe('Go to review 10');
    await page.getByRole('button', { name: 'Previous review' }).click();
    await page.getByRole('button', { name: 'Previous review' }).click();
    await next.click();
    await next.click();
    await next.click();
    await next.click();
    await next.click();
    expect(await current()).toBe(`Go to review ${Math.min(13, total)}`);
    await oneLine();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('home page on a desktop', () => {
  it('shows three reviews per view, three gallery tiles, tracks sections and passes axe', async () => {
    const { page, errors, close } = await open(browser, HOME, DESKTOP);
    await hydrated(page, 'reviews');
    // The per-view count follows the viewport once the island has measured it.
    await page.waitForFunction(() => document.querySelectorAll('[aria-roledescription="slide"]:not([inert])').length === 3, undefined, {
      timeout: 5000,
    });
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
      const before = Number((await slider.getAttribute('aria-valuenow')) ?? (await slider.inputValue()));
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const after = Number((await slider.getAttribute('aria-valuenow')) ?? (await slider.inputValue()));
      expect(after).toBeGreaterThan(before);
      // The owner's add-ons follow the packages, each with its price, within the page's width.
      const addons = page.locator('#addons li');
      expect(await addons.count()).toBe(5);
      expect(await addons.filter({ hasText: 'Pet Hair Removal' }).textContent()).toContain('+$49');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
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
    await page
      .locator('#top')
      .getByRole('button', { name: /Book Now/ })
      .click();
    await page.waitForTimeout(200);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/demonstration site/);
    expect(await page.locator('a[href*="facebook.com"], a[href*="instagram.com"]').count()).toBe(0);
    expect(await page.locator('[title="Social media links available in your live site"]').count()).toBeGreaterThan(0);
    await close();
  });

  it('says in the preview quote form, as soon as it opens, that requests are not sent', async () => {
    const { page, errors, close } = await open(browser, `${base}/pet-grooming-preview`, PHONE);
    const quotes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/quotes')) quotes.push(r.url());
    });
    await page
      .locator('#top')
      .getByRole('button', { name: /Request Quote/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
    const notice = dialog.getByText(PREVIEW_QUOTE_MESSAGE);
    expect(await notice.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-describedby')).toBe('quote-preview-notice');
    // Filled in and sent anyway: nothing leaves the page, the visitor is taken back to the notice.
    await dialog.getByLabel('Name').fill('Jordan Ellis');
    await dialog.getByLabel('Email').fill('jordan.ellis@example.com');
    await dialog.getByLabel('Phone').fill('6025550123');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByLabel('City').fill('Denver');
    await dialog.getByLabel('State').fill('CO');
    await dialog.getByLabel('ZIP Code').fill('80202');
    await dialog.getByRole('button', { name: 'Submit Quote Request' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'quote-preview-notice');
    expect(await dialog.getByText(PREVIEW_QUOTE_MESSAGE).count()).toBe(1);
    expect(quotes).toEqual([]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('passes the t query parameter from a service card on to its page, also through /service/{slug}', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await open(browser, `${HOME}?t=demo-token&utm_source=mail`, viewport);
      const section = viewport === PHONE ? '#services' : '#services-desktop';
      const card = page.locator(`${section} a[data-service-link]`).first();
      await page.waitForFunction(
        (s) => document.querySelector(`${s} a[data-service-link]`)?.getAttribute('href')?.endsWith('?t=demo-token'),
        section,
      );
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await page.waitForURL(/\/services\/[a-z-]+\?t=demo-token$/);
      expect(errors).toEqual([]);
      await close();
    }
    const { page, close } = await open(browser, `${HOME}/service/paint-protection-film?t=demo-token`, PHONE);
    expect(page.url()).toBe(`${HOME}/services/ppf?t=demo-token`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await close();
  });

  it('starts the desktop gallery with a fresh shuffle of three images on each visit, swapped before any is shown', async () => {
    const firstThree = async (random: number) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      // A fixed Math.random makes the browser's shuffle predictable: 0.999… keeps the order, 0 rotates it.
      await context.addInitScript((value) => {
        Math.random = () => value;
      }, random);
      const page = await context.newPage();
      const served = await (await fetch(HOME)).text();
      await page.goto(HOME, { waitUntil: 'load' });
      const images = JSON.parse((await page.locator('[data-gallery-desktop]').getAttribute('data-images')) ?? '[]') as { src: string }[];
      const tiles = page.locator('[data-gallery-desktop] img[data-layer]');
      const shown = async () => tiles.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      const before = await shown();
      // Not one tile had loaded when it took its image: the gallery is far below the fold.
      expect(await tiles.evaluateAll((imgs) => imgs.every((img) => !(img as HTMLImageElement).complete))).toBe(true);
      await page.locator('#gallery-desktop').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-gallery-desktop] img[data-layer]')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      expect(await shown()).toEqual(before);
      const captions = await page.locator('[data-gallery-desktop] [data-caption]').allTextContents();
      await context.close();
      return { before, images, served, captions };
    };
    const kept = await firstThree(0.999999);
    const rotated = await firstThree(0);
    expect(kept.before).toEqual(initialSet(kept.images, 3, () => 0.999999).map((i) => i.src));
    expect(rotated.before).toEqual(initialSet(rotated.images, 3, () => 0).map((i) => i.src));
    expect(rotated.before).not.toEqual(kept.before);
    expect(new Set(kept.before).size).toBe(3);
    // The captions follow the images.
    expect(kept.captions).toEqual(kept.before.map((src) => (kept.images.find((i) => i.src === src) as { title?: string }).title));
    // The page as served carries one fixed set; at least one visit shows a different one.
    const servedSet = [...kept.served.matchAll(/<img data-layer src="([^"]+)"/g)].map((m) => m[1]);
    expect([kept.before, rotated.before].some((set) => JSON.stringify(set) !== JSON.stringify(servedSet))).toBe(true);
  });

  it('shows the landing page with its calls to action', async () => {
    const { page, errors, close } = await open(browser, `${base}/`, DESKTOP);
    for (const href of ['/onboard', '/pricing', '/login']) expect(await page.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});
