/** Headless Debian Chromium through playwright-core, with console errors collected per page. */
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH');
  return found;
}

/** `args`: more Chromium switches, e.g. a host-resolver rule that sends a custom domain to this machine. */
export async function launch(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

export async function open(
  browser: Browser,
  url: string,
  viewport = PHONE,
  options: { reducedMotion?: boolean; timezoneId?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    timezoneId: options.timezoneId,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors, close: () => context.close() };
}

/** axe-core on the whole page: no WCAG A/AA violation. */
export async function expectAccessible(page: Page) {
  // A dialog still fading in has the colours of its half-way opacity: axe judges the page as it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A real touch swipe (CDP touch events) across the middle of an element. */
export async function swipe(page: Page, selector: string, dx: number) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`Nothing to swipe at ${selector}`);
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 5; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + (dx * i) / 5, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Scrolls a React island into view and waits until site/islands/lib/hydrate.ts has made it interactive. */
export async function hydrated(page: Page, island: 'reviews' | 'faq' | 'gallery' | 'booking' | 'booking-manage') {
  const wrapper = page.locator(`[data-island="${island}"]`).first();
  await wrapper.scrollIntoViewIfNeeded();
  await page.locator(`[data-island="${island}"][data-hydrated]`).first().waitFor();
}

/** Signs in on /login with a demo account (the e2e server's demo password) and waits for the dashboard. */
export async function signInAs(page: Page, email: string) {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(inject('demoPassword'));
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await page.waitForURL(/\/(admin|[a-z-]+\/dashboard)(\/.*)?$/);
}

/** Polls a public address until `check` holds for its answer; returns how long that took. */
export async function untilPublic(url: string, check: (status: number, body: string) => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(url);
    const body = await res.text();
    if (check(res.status, body)) return Date.now() - started;
    last = String(res.status);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not change as expected within ${timeoutMs} ms (last answer ${last})`);
}
