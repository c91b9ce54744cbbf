/**
 * Online booking as a visitor does it (issue 15), at phone and desktop sizes against the real
 * server: Book Now on a service page opens the wizard with that service chosen; a detail with an
 * add-on is booked on the first open day; the confirmation e-mail with its .ics lands in the
 * outbox; the manage link reschedules and cancels. axe on every step, no overflow at 390 px, the
 * draft kept across a reload, the back button, a time taken by someone else meanwhile, and the
 * whole booking by keyboard alone. At desktop size the owner sees each change in the Schedule tab.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, hydrated, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
const SLUG = 'prestige-mobile-detailing';
const SERVICE_PAGE = `${base}/${SLUG}/services/auto-detailing`;
const BOOKING = `${base}/${SLUG}/booking`;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

async function noOverflow(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

/** A check on each step: accessible, nothing wider than the screen. */
async function stepChecks(page: Page) {
  await expectAccessible(page);
  await noOverflow(page);
}

/** The day and time radios are visually hidden inside their labels: a click lands on the label. */
const pickLabel = (page: Page, group: RegExp | string, index = 0) =>
  page.getByRole('group', { name: group }).getByRole('radio').nth(index).locator('xpath=..').click();

/** The customer's confirmation e-mail (quoted-printable decoded) once it is in the outbox. */
async function bookedMail(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const raw = await fs.readFile(path.join(outbox, name), 'utf8');
      if (raw.includes(`To: ${email}`) && /Subject: Booked:/.test(raw)) return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no booking e-mail to ${email}`);
}

/**
 * Books through the wizard with pointer or touch. `day`: which of the offered days (0, the first
 * open one, is tomorrow's or today's; 2 is past the 24 h cancellation notice, so the booking can
 * still be changed through its link).
 */
async function bookWithPointer(viewport: typeof PHONE, email: string, day: number) {
  const { page, errors, close } = await open(browser, SERVICE_PAGE, viewport, { timezoneId: 'America/New_York' });
  await page.getByRole('link', { name: 'Book Now' }).first().click();
  await page.waitForURL(/\/booking\?service=auto-detailing/);
  await hydrated(page, 'booking');
  await heading(page, 'Vehicle').waitFor();
  await stepChecks(page);

  // Vehicle: the spec's required answers, told per field when missing.
  await next(page);
  await page.getByText('Vehicle type is required').waitFor();
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('vehicle');
  await page.getByRole('radio', { name: 'SUVs' }).check();
  await page.getByRole('radio', { name: 'Large', exact: true }).check();
  await next(page);
  await page.getByText('Vehicle make is required').waitFor();
  expect(await page.getByLabel('Make').evaluate((el) => el === document.activeElement)).toBe(true);
  const years = await page.getByLabel('Year').locator('option').allTextContents();
  expect(years[1]).toBe(String(new Date().getFullYear() + 1));
  expect(years.at(-1)).toBe('Before 1950');
  await page.getByLabel('Make').fill('Toyota');
  await page.getByLabel('Model').fill('4Runner');
  await page.getByLabel('Year').selectOption('2021');
  await page.getByLabel('Color (optional)').fill('Silver');
  await next(page);

  // Service tier: the service of the page Book Now was on is chosen already.
  await heading(page, 'Service').waitFor();
  expect(await page.getByRole('radio', { name: /Auto Detailing/ }).isChecked()).toBe(true);
  await page.getByRole('group', { name: 'Package' }).getByRole('radio').first().check();
  await stepChecks(page);
  await next(page);

  // Add-ons; then the browser's back button goes to the tier, which is still chosen, and forward again.
  await heading(page, 'Add-ons').waitFor();
  await page.getByRole('checkbox', { name: /Pet Hair Removal/ }).check();
  await stepChecks(page);
  await page.goBack();
  await heading(page, 'Service').waitFor();
  expect(await page.getByRole('group', { name: 'Package' }).getByRole('radio').first().isChecked()).toBe(true);
  await page.goForward();
  await heading(page, 'Add-ons').waitFor();
  expect(await page.getByRole('checkbox', { name: /Pet Hair Removal/ }).isChecked()).toBe(true);
  await next(page);

  // Schedule: ZIP, then the first open day and its first time, held; the zone is named.
  await heading(page, 'Date & time').waitFor();
  await page.getByLabel('ZIP code of the service address').fill('85281');
  await page.getByRole('button', { name: 'Show times' }).click();
  await page.getByRole('group', { name: 'Day' }).waitFor();
  await page.getByText('Times are in Phoenix time (America/Phoenix). Your device is set to New York time (America/New_York).').waitFor();
  await pickLabel(page, 'Day', day);
  await pickLabel(page, /^Time on /);
  await page.getByText(/is held for you until \d{1,2}:\d{2}\s[AP]M\./).waitFor();
  await stepChecks(page);
  await next(page);

  await heading(page, 'Payment').waitFor();
  await page.getByText('Payment is collected on site after the service.').first().waitFor();
  await stepChecks(page);
  await next(page);

  // Contact and address; the answers survive a reload.
  await heading(page, 'Your details').waitFor();
  await next(page);
  await page.getByText('Name must be at least 2 characters').waitFor();
  await page.getByLabel('Name').fill('Dana Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(480) 555-0199');
  await page.getByLabel('Street address').fill('12 Mill Ave');
  await page.getByLabel('City').fill('Tempe');
  await page.getByLabel('State').fill('AZ');
  await stepChecks(page);
  await page.reload();
  await hydrated(page, 'booking');
  await heading(page, 'Your details').waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  await next(page);

  // Summary with the price, then the confirmation.
  await heading(page, 'Summary').waitFor();
  const summary = await page.locator('main').textContent();
  expect(summary).toContain('Auto Detailing');
  expect(summary).toContain('Pet Hair Removal');
  expect(summary).toContain('2021 Toyota 4Runner Silver');
  expect(summary).toMatch(/Total\s*\$\d/);
  await stepChecks(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await heading(page, 'Confirmed').waitFor();
  await page.getByText(/Reference B-\d+/).waitFor();
  await stepChecks(page);
  expect(errors).toEqual([]);
  await close();

  const mail = await bookedMail(email);
  expect(mail).toContain('filename=appointment.ics');
  const ics = /filename=appointment\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1] ?? '';
  const calendar = Buffer.from(ics.replace(/\s/g, ''), 'base64').toString('utf8');
  expect(calendar).toContain('BEGIN:VEVENT');
  expect(calendar).toContain('Auto Detailing');
  const manage = /Change or cancel: (\S+)/.exec(mail)?.[1];
  expect(manage).toMatch(/\/booking\/manage#token=/);
  return manage!;
}

/** The booking as the manage link's calls answer it (api/routes/booking.ts). */
interface Booked {
  reference: string;
  status: string;
  date: string;
  time: string;
}

/** The booking now, as its manage link reads it. */
async function bookedNow(manageUrl: string): Promise<Booked> {
  const token = new URL(manageUrl).hash.replace('#token=', '');
  const res = await fetch(`${base}/api/booking/manage/${token}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { appointment: Booked } }).data.appointment;
}

/**
 * The owner, signed in on a desktop, looks at the booked day in the Schedule tab until the
 * appointment shows at its time with its status. Polls with reloads: the machine is shared.
 */
async function ownerSees(booked: Booked, cancelled: boolean) {
  const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
  await signInAs(page, `owner@${SLUG}.example`);
  const id = Number(booked.reference.replace(/^B-0*/, ''));
  const [h, m] = booked.time.split(':').map(Number) as [number, number];
  const start = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} –`;
  const chip = page.locator(`[data-appointment="${id}"]`);
  const deadline = Date.now() + 60_000;
  let seen = '';
  for (;;) {
    await page.goto(`${base}/${SLUG}/dashboard/schedule?view=day&date=${booked.date}`);
    await chip.waitFor({ timeout: 15_000 }).catch(() => undefined);
    if ((await chip.count()) === 1) {
      seen = `${await chip.getAttribute('data-status')} ${await chip.textContent()}`;
      if (seen.includes(start) && ((await chip.getAttribute('data-status')) === 'cancelled') === cancelled) break;
    }
    if (Date.now() > deadline) throw new Error(`the owner never saw ${booked.reference} at ${booked.date} ${start} (saw: ${seen})`);
    await page.waitForTimeout(1_000);
  }
  expect(await chip.textContent()).toContain('Dana Reyes');
  expect(errors).toEqual([]);
  await close();
}

async function rescheduleAndCancel(manageUrl: string, viewport: typeof PHONE, owner = false) {
  const { page, errors, close } = await open(browser, manageUrl, viewport);
  await hydrated(page, 'booking-manage');
  await page.getByText(/B-\d+/).first().waitFor();
  await stepChecks(page);
  if (owner) await ownerSees(await bookedNow(manageUrl), false);
  const before = await page.locator('dl').first().textContent();
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.getByRole('group', { name: 'Day' }).waitFor();
  await pickLabel(page, 'Day', 1);
  await pickLabel(page, /^Time on /);
  await page.getByText(/Your booking is moved to/).waitFor();
  expect(await page.locator('dl').first().textContent()).not.toBe(before);
  await stepChecks(page);
  if (owner) await ownerSees(await bookedNow(manageUrl), false);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await page.getByText('Your booking is cancelled.').waitFor();
  expect(await page.locator('dl').first().textContent()).toContain('Cancelled');
  await stepChecks(page);
  if (owner) await ownerSees(await bookedNow(manageUrl), true);
  expect(errors).toEqual([]);
  await close();
}

/** The sites' budget for the booking page: JavaScript, gzipped as the server sends it. */
const JS_BUDGET_BYTES = 100 * 1024;

describe('the booking page', () => {
  it(`loads at most ${JS_BUDGET_BYTES / 1024} KB of gzipped JavaScript, and the quote form only when asked`, async () => {
    const { page, errors, close } = await open(browser, BOOKING, PHONE);
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page, 'booking');
    await page.waitForTimeout(3000); // other pages prefetch the quote form 2 s after load
    let total = 0;
    for (const url of scripts) {
      const res = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.headers.get('content-encoding'), url).toBe('gzip');
      // fetch unzips the body: the bytes sent are the header's.
      const sent = Number(res.headers.get('content-length'));
      expect(sent, url).toBeGreaterThan(0);
      total += sent;
    }
    console.log(`booking page: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(scripts.size).toBeGreaterThan(3);
    expect([...scripts].some((url) => url.includes('quote-form'))).toBe(false);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a ZIP outside the service areas', () => {
  it('is told so and offered a quote request instead, which opens the quote form', async () => {
    const { page, errors, close } = await open(browser, `${base}/pampered-paws-grooming/booking`, PHONE);
    await hydrated(page, 'booking');
    await heading(page, 'Pet size').waitFor();
    await page.getByRole('radio').first().check();
    await page.getByLabel('Breed (optional)').fill('Shih Tzu');
    await next(page);
    await page.getByRole('group', { name: 'Service', exact: true }).getByRole('radio').first().check();
    await page.getByRole('group', { name: 'Package' }).getByRole('radio').first().check();
    await next(page);
    await next(page);
    await page.getByLabel('ZIP code of the service address').fill('10001');
    await page.getByRole('button', { name: 'Show times' }).click();
    await page.getByText('This business does not serve ZIP code 10001 yet.').waitFor();
    await stepChecks(page);
    await page.locator('main').getByRole('button', { name: 'Request Quote' }).click();
    await page.locator('#quote-modal[open] form').waitFor();
    // The price call's 400 for the ZIP is Chromium's own log line.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await close();
  });
});

describe('Book Now', () => {
  it('leads to the booking page from the home and city pages, and from a service page with that service chosen', async () => {
    const html = async (url: string) => (await fetch(url)).text();
    const booking = `href="/${SLUG}/booking"`;
    expect(await html(`${base}/${SLUG}`)).toContain(booking);
    expect(await html(`${base}/${SLUG}/areas/mesa-az`)).toContain(booking);
    expect(await html(SERVICE_PAGE)).toContain(`href="/${SLUG}/booking?service=auto-detailing"`);
    // A preview keeps the spec's alert instead (public-site.e2e.ts): no booking page there.
    expect(await html(`${base}/pet-grooming-preview`)).not.toContain('/booking"');
  });
});

describe('booking on a phone (390x844)', () => {
  it('books a detail with an add-on from a service page, then reschedules and cancels through the manage link', async () => {
    const manage = await bookWithPointer(PHONE, 'dana.phone@example.com', 2);
    await rescheduleAndCancel(manage, PHONE);
  }, 180_000);

  it('tells a visitor whose time was just taken, with the nearest free times, keeping every other answer', async () => {
    const { page, errors, close } = await open(browser, `${BOOKING}?service=auto-detailing`, PHONE);
    await hydrated(page, 'booking');
    await page.getByRole('radio', { name: 'Cars' }).check();
    await page.getByRole('radio', { name: 'Small', exact: true }).check();
    await page.getByLabel('Make').fill('Honda');
    await page.getByLabel('Model').fill('Civic');
    await page.getByLabel('Year').selectOption('2019');
    await next(page);
    const tier = page.getByRole('group', { name: 'Package' }).getByRole('radio').first();
    await tier.check();
    const tierId = Number(await tier.getAttribute('value'));
    await next(page);
    await next(page);
    await page.getByLabel('ZIP code of the service address').fill('85281');
    await page.getByRole('button', { name: 'Show times' }).click();
    await page.getByRole('group', { name: 'Day' }).waitFor();

    // Someone else takes the first time on screen meanwhile.
    const day = await page.getByRole('group', { name: 'Day' }).getByRole('radio').first().getAttribute('value');
    const time = await page
      .getByRole('group', { name: /^Time on / })
      .getByRole('radio')
      .first()
      .getAttribute('value');
    const taken = await fetch(`${base}/api/booking/${SLUG}/holds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'auto-detailing', tier: tierId, size: 's', zip: '85281', date: day, time }),
    });
    expect(taken.status, await taken.clone().text()).toBe(201);
    const other = ((await taken.json()) as { data: { hold_id: string } }).data.hold_id;

    await pickLabel(page, /^Time on /);
    await page.getByText('That time was just taken').waitFor();
    const alternatives = page.getByRole('alert').getByRole('button');
    expect(await alternatives.count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await alternatives.first().click();
    await page.getByText(/is held for you until \d{1,2}:\d{2}\s[AP]M\./).waitFor();
    // Every other answer is still there.
    expect(await page.getByRole('complementary', { name: 'Your booking' }).textContent()).toContain('Auto Detailing');
    await page.goBack();
    await page.goBack();
    await heading(page, 'Service').waitFor();
    expect(await tier.isChecked()).toBe(true);
    await fetch(`${base}/api/booking/holds/${other}`, { method: 'DELETE' });
    // Chromium logs the refused hold's 409 itself; nothing else may go wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
    await close();
  }, 120_000);
});

describe('booking on a desktop (1280x800)', () => {
  it('books a detail with an add-on, then reschedules and cancels through the manage link, each change seen by the owner in the Schedule tab', async () => {
    const manage = await bookWithPointer(DESKTOP, 'dana.desktop@example.com', 2);
    await rescheduleAndCancel(manage, DESKTOP, true);
  }, 420_000);

  it('is done with the keyboard alone, from the first answer to the confirmation', async () => {
    const email = 'kim.keyboard@example.com';
    const { page, errors, close } = await open(browser, BOOKING, DESKTOP);
    await hydrated(page, 'booking');
    await heading(page, 'Vehicle').waitFor();
    const key = (k: string) => page.keyboard.press(k);
    /** Tab until the focus is on what `selector` matches (and has `text`, if given). */
    const tabTo = async (selector: string, text?: string) => {
      for (let i = 0; i < 80; i++) {
        await key('Tab');
        const there = await page.evaluate(
          ([sel, t]) => {
            const el = document.activeElement;
            return !!el?.matches(sel!) && (!t || (el.textContent ?? '').includes(t));
          },
          [selector, text],
        );
        if (there) return;
      }
      throw new Error(`Tab never reached ${selector} ${text ?? ''}`);
    };
    const submit = async (label = 'Continue') => {
      await tabTo('button[type="submit"]', label);
      await key('Enter');
    };

    await tabTo('input[name="vehicle"]');
    await key('Space');
    await tabTo('input[name="size"]');
    await key('ArrowRight');
    await key('ArrowRight');
    await tabTo('#bk-vehicle-make');
    await page.keyboard.type('Ford');
    await key('Tab');
    await page.keyboard.type('F-150');
    await key('Tab');
    await page.keyboard.type('2020');
    await submit();
    await heading(page, 'Service').waitFor();

    await tabTo('input[name="service"]');
    await key('Space');
    await tabTo('input[name="tier"]');
    await key('Space');
    await submit();
    await heading(page, 'Add-ons').waitFor();

    await tabTo('input[name="addons"]');
    await key('Space');
    await submit();
    await heading(page, 'Date & time').waitFor();

    await tabTo('#bk-zip');
    await page.keyboard.type('85281');
    await key('Enter');
    await page.getByRole('group', { name: 'Day' }).waitFor();
    await tabTo('input[name$="-time"]');
    await key('Space');
    await page.getByText(/is held for you until \d{1,2}:\d{2}\s[AP]M\./).waitFor();
    await submit();
    await heading(page, 'Payment').waitFor();
    await submit();
    await heading(page, 'Your details').waitFor();

    for (const [id, value] of [
      ['#bk-name', 'Kim Park'],
      ['#bk-email', email],
      ['#bk-phone', '480-555-0123'],
      ['#bk-street', '400 N Scottsdale Rd'],
      ['#bk-city', 'Tempe'],
      ['#bk-state', 'AZ'],
    ] as const) {
      await tabTo(id);
      await page.keyboard.type(value);
    }
    await submit();
    await heading(page, 'Summary').waitFor();
    expect(await page.locator('main').textContent()).toContain('2020 Ford F-150');
    await tabTo('button', 'Confirm booking');
    await key('Enter');
    await heading(page, 'Confirmed').waitFor();
    expect(errors).toEqual([]);
    await close();

    // Booked on the first open day, which is inside the 24 h notice or not depending on the hour the
    // test runs: inside it the link says to call instead and offers no change; outside, it offers them
    // (the rule itself: core/booking and the booking integration tests).
    const manage = /Change or cancel: (\S+)/.exec(await bookedMail(email))?.[1];
    const link = await open(browser, manage!, DESKTOP);
    await hydrated(link.page, 'booking-manage');
    const call = link.page.getByText(/^Please call Prestige Mobile Detailing at .+ to change this booking\.$/);
    const reschedule = link.page.getByRole('button', { name: 'Reschedule' });
    await call.or(reschedule).first().waitFor();
    expect(await call.count()).toBe((await reschedule.count()) === 0 ? 1 : 0);
    await link.close();
  }, 180_000);
});
