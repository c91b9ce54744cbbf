/**
 * The Schedule tab against the real server (issue 14), on a phone and on a desktop: an owner
 * books, edits and cancels an appointment, blocks and unblocks a day; an owner in New York moves
 * through the week the clocks fall back (2026-11-01) and sees every time as booked; a tech sees
 * only the jobs assigned to them and may start one, but not book or block.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Appointment {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  status: string;
  assigned_user_id: number | null;
}

/** What the schedule API holds, read with the page's own session. */
async function appointmentsOf(page: Page, slug: string, startDate: string, endDate: string): Promise<Appointment[]> {
  return page.evaluate(
    async ({ slug, startDate, endDate }) => {
      const token = localStorage.getItem('accessToken');
      const res = await fetch(`/api/schedule/appointments?tenant_slug=${slug}&startDate=${startDate}&endDate=${endDate}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: Appointment[] }).data;
    },
    { slug, startDate, endDate },
  );
}

const savedAppointment = (page: Page, method: 'POST' | 'PUT' | 'PATCH') =>
  page.waitForResponse((r) => r.url().includes('/api/schedule/appointments') && r.request().method() === method);

async function fillRequired(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Service type').fill('Full Detail');
  await dialog.getByLabel('Customer name').fill('Nora Patel');
  await dialog.getByLabel('Customer phone').fill('(480) 555-0199');
}

const cases = [
  { name: 'phone', viewport: PHONE, slug: 'sparkle-home-cleaning', date: '2027-03-10', day: 'Thursday, March 11', hour: '11:00' },
  { name: 'desktop', viewport: DESKTOP, slug: 'prestige-mobile-detailing', date: '2027-03-17', day: 'Thursday, March 18', hour: '09:00' },
] as const;
const isoOf = (day: string) => (day === 'Thursday, March 11' ? '2027-03-11' : '2027-03-18');

describe.each(cases)('Schedule tab on a $name', ({ viewport, slug, date, day, hour }) => {
  it('books, edits and cancels an appointment, and blocks and unblocks a day', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, viewport);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule?view=week&date=${date}`);
    await page.getByText('Click a day’s name in the week or month view to block or unblock it.').waitFor();
    expect(await page.getByText('Feature Not Available').count()).toBe(0);
    await page.getByRole('region', { name: 'This week totals' }).waitFor();
    await expectAccessible(page);

    // The plus of an empty day opens the modal on that day.
    await page.getByRole('button', { name: `New appointment on ${day}` }).click();
    const onDay = page.getByRole('dialog', { name: 'New Appointment' });
    expect(await onDay.getByLabel('Date').inputValue()).toBe(isoOf(day));
    await onDay.getByRole('button', { name: 'Close' }).first().click();
    await onDay.waitFor({ state: 'hidden' });

    // New Appointment: the spec's defaults, then every required field's message.
    await page.getByRole('button', { name: 'New Appointment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New Appointment' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Date').inputValue()).toBe(date);
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('09:00');
    expect(await dialog.getByLabel('Duration').inputValue()).toBe('60');
    expect(await dialog.getByLabel('End time').inputValue()).toBe('10:00 AM');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    for (const message of ['Title is required', 'Service type is required', 'Customer name is required', 'Customer phone is required'])
      await dialog.getByText(message).waitFor();
    expect(await dialog.getByLabel('Title').evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByLabel('Price ($)').fill('-5');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await dialog.getByText('Price must be a number of at least 0').waitFor();
    await expectAccessible(page);

    // A valid booking; the end follows the duration.
    await fillRequired(page, `Ceramic coat ${viewport.width}`);
    await dialog.getByLabel('Start time').fill(hour);
    await dialog.getByLabel('Duration').selectOption('120');
    const twoHoursLater = `${Number(hour.slice(0, 2)) + 2 > 12 ? Number(hour.slice(0, 2)) - 10 : Number(hour.slice(0, 2)) + 2}:00 ${Number(hour.slice(0, 2)) + 2 >= 12 ? 'PM' : 'AM'}`;
    expect(await dialog.getByLabel('End time').inputValue()).toBe(twoHoursLater);
    await dialog.getByLabel('Price ($)').fill('349.99');
    await dialog.getByLabel('Deposit ($)').fill('50');
    const created = savedAppointment(page, 'POST');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    expect((await created).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/booked for/).waitFor();
    const chip = page.locator('[data-appointment]', { hasText: `Ceramic coat ${viewport.width}` });
    await chip.waitFor();
    expect(await chip.getAttribute('data-status')).toBe('scheduled');
    const week = page.getByRole('region', { name: 'This week totals' });
    await week.getByText('$349.99').waitFor();
    await week.getByText('$50', { exact: true }).waitFor();
    await week.getByText('2 hr', { exact: true }).waitFor();

    // Edit: a new title and status.
    await chip.click();
    const edit = page.getByRole('dialog', { name: 'Edit Appointment' });
    await edit.waitFor();
    expect(await edit.getByLabel('Start time').inputValue()).toBe(hour);
    await edit.getByLabel('Title').fill(`Ceramic coating ${viewport.width}`);
    await edit.getByLabel('Status').selectOption('confirmed');
    const updated = savedAppointment(page, 'PUT');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    expect((await updated).status()).toBe(200);
    await edit.waitFor({ state: 'hidden' });
    const renamed = page.locator('[data-appointment]', { hasText: `Ceramic coating ${viewport.width}` });
    await renamed.waitFor();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[data-appointment]')].some(
          (el) => el.textContent?.includes(name) && el.getAttribute('data-status') === 'confirmed',
        ),
      `Ceramic coating ${viewport.width}`,
    );

    // Cancel it: it stays, red, and its money leaves the totals.
    await renamed.click();
    await page.getByRole('dialog', { name: 'Edit Appointment' }).getByRole('button', { name: 'Cancel appointment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    const cancelled = savedAppointment(page, 'PATCH');
    await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
    expect((await cancelled).status()).toBe(200);
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[data-appointment]')].some(
          (el) => el.textContent?.includes(name) && el.getAttribute('data-status') === 'cancelled',
        ),
      `Ceramic coating ${viewport.width}`,
    );
    await week.getByText('1 cancelled', { exact: false }).waitFor();
    const stored = (await appointmentsOf(page, slug, date, date)).find((a) => a.title === `Ceramic coating ${viewport.width}`);
    expect(stored?.status).toBe('cancelled');

    // Block the next day by its name, then open it again; it stays as set after a reload.
    const toggle = page.getByRole('button', { name: `Block ${day}` });
    const blocked = page.waitForResponse((r) => r.url().includes('/api/schedule/blocked-days/toggle') && r.ok());
    await toggle.click();
    await page.getByRole('button', { name: `Unblock ${day}` }).waitFor();
    await blocked;
    await page.reload();
    const unblock = page.getByRole('button', { name: `Unblock ${day}` });
    expect(await unblock.getAttribute('aria-pressed')).toBe('true');
    // The month view hides a blocked day's appointments and shows its red X.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('button', { name: `Unblock ${day}` }).waitFor();
    await unblock.click();
    await page.getByRole('button', { name: `Block ${day}` }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: `Block ${day}` }).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each([
  { name: 'phone', viewport: PHONE, hour: '11:00', label: '11:00 AM – 12:00 PM', utc: { sat: '15:00', sun: '16:00' } },
  { name: 'desktop', viewport: DESKTOP, hour: '09:00', label: '9:00 AM – 10:00 AM', utc: { sat: '13:00', sun: '14:00' } },
] as const)('Schedule across the fall-back change on a $name', ({ viewport, hour, label, utc }) => {
  it('keeps the times booked in New York on both sides of the change, in every view', async () => {
    const slug = 'evergreen-lawn-care';
    const { page, errors, close } = await open(browser, `${base}/login`, viewport);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule?view=week&date=2026-10-28`);
    await page.getByRole('heading', { name: 'Oct 26 – Nov 1, 2026', exact: true }).waitFor();
    await page.getByText('Times in America/New York (EDT)').waitFor();

    for (const iso of ['2026-10-31', '2026-11-01']) {
      await page.getByRole('button', { name: 'New Appointment', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New Appointment' });
      await dialog.getByLabel('Date').fill(iso);
      expect(await dialog.getByLabel('Date').inputValue()).toBe(iso);
      await fillRequired(page, `Fall cleanup ${iso} ${viewport.width}`);
      await dialog.getByLabel('Start time').fill(hour);
      const created = savedAppointment(page, 'POST');
      await dialog.getByRole('button', { name: 'Create Appointment' }).click();
      expect((await created).status()).toBe(201);
      await dialog.waitFor({ state: 'hidden' });
    }

    // The same wall time is a different UTC hour on each side: EDT is UTC-4, EST UTC-5.
    const stored = await appointmentsOf(page, slug, '2026-10-31', '2026-11-01');
    const mine = stored.filter((a) => a.title.endsWith(` ${viewport.width}`));
    expect(mine.map((a) => a.start_time).sort()).toEqual([`2026-10-31T${utc.sat}:00.000Z`, `2026-11-01T${utc.sun}:00.000Z`]);

    const chips = page.locator('[data-appointment]', { hasText: ` ${viewport.width}` });
    await expect.poll(() => chips.count()).toBe(2);
    for (const text of await chips.allTextContents()) expect(text).toContain(label);

    // Next week and back, then the month and the day itself.
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('heading', { name: 'Nov 2 – Nov 8, 2026', exact: true }).waitFor();
    await page.getByText('Times in America/New York (EST)').waitFor();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('heading', { name: 'Oct 26 – Nov 1, 2026', exact: true }).waitFor();
    await expect.poll(() => chips.count()).toBe(2);

    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.getByRole('heading', { name: 'October 2026', exact: true }).waitFor();
    expect(await page.locator('[data-date="2026-11-01"] [data-appointment]', { hasText: ` ${viewport.width}` }).count()).toBe(1);
    expect(await page.locator('[data-date="2026-10-31"] [data-appointment]', { hasText: ` ${viewport.width}` }).count()).toBe(1);
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('heading', { name: 'November 2026', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByLabel('Date', { exact: true }).fill('2026-11-01');
    await page.getByRole('heading', { name: 'Sunday, November 1, 2026', exact: true }).waitFor();
    const row = page
      .getByRole('listitem')
      .filter({ hasText: hour })
      .filter({ has: page.locator('[data-appointment]') });
    await row.getByText(`Fall cleanup 2026-11-01 ${viewport.width}`).waitFor();
    expect(
      await row
        .locator('[data-appointment]', { hasText: ` ${viewport.width}` })
        .first()
        .textContent(),
    ).toContain(label);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Schedule tab for a tech', () => {
  it('shows only the appointments assigned to them, with no booking or blocking, and lets them start one', async () => {
    const slug = 'prestige-mobile-detailing';
    const owner = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(owner.page, `owner@${slug}.example`);
    await owner.page.goto(`${base}/${slug}/dashboard/schedule`);
    await owner.page.getByRole('button', { name: 'New Appointment', exact: true }).waitFor();
    const today = await owner.page.getByLabel('Date', { exact: true }).inputValue();
    const start = `${today.slice(0, 8)}01`;
    const end = `${today.slice(0, 8)}28`;
    const all = await appointmentsOf(owner.page, slug, start, end);
    await owner.close();

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await open(browser, `${base}/login`, viewport);
      await signInAs(page, `tech@${slug}.example`);
      await page.goto(`${base}/${slug}/dashboard/schedule?view=month&date=${today}`);
      await page.getByText('Your appointments. Open one to start it or mark it completed.').waitFor();
      const own = await appointmentsOf(page, slug, start, end);
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThan(all.length);
      const techId = own[0]!.assigned_user_id;
      expect(techId).not.toBeNull();
      expect(own.every((a) => a.assigned_user_id === techId)).toBe(true);

      // Every chip on the month grid is one of theirs.
      await page.locator('[data-appointment]').first().waitFor();
      const cells = page.locator('[data-date]');
      const grid = await appointmentsOf(
        page,
        slug,
        (await cells.first().getAttribute('data-date'))!,
        (await cells.last().getAttribute('data-date'))!,
      );
      expect(grid.every((a) => a.assigned_user_id === techId)).toBe(true);
      const shown = await page
        .locator('[data-appointment]')
        .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-appointment'))));
      expect(shown.length).toBeGreaterThan(0);
      const theirs = new Set(grid.map((a) => a.id));
      expect(shown.every((id) => theirs.has(id))).toBe(true);
      expect(await page.getByRole('button', { name: 'New Appointment', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Block|Unblock) / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^New appointment/ }).count()).toBe(0);
      await expectAccessible(page);

      // Their job opens read only, with Start job while it is booked.
      if (viewport === DESKTOP) {
        const startable = own.find((a) => a.status === 'scheduled' || a.status === 'confirmed');
        if (startable) {
          await page.goto(`${base}/${slug}/dashboard/schedule?view=day&date=${startable.start_time.slice(0, 10)}`);
          await page.locator(`[data-appointment="${startable.id}"]`).click();
          const dialog = page.getByRole('dialog', { name: 'Appointment' });
          await dialog.waitFor();
          expect(await dialog.getByLabel('Title').count()).toBe(0);
          const started = page.waitForResponse((r) => r.url().includes(`/appointments/${startable.id}/status`));
          await dialog.getByRole('button', { name: 'Start job' }).click();
          expect((await started).status()).toBe(200);
          await page.waitForFunction(
            (id) => document.querySelector(`[data-appointment="${id}"]`)?.getAttribute('data-status') === 'in_progress',
            startable.id,
          );
        }
      }
      expect(errors).toEqual([]);
      await close();
    }
  });
});

/** Books through the API with the page's session (the setup of a test, not what it checks). */
async function book(page: Page, slug: string, body: Record<string, unknown>): Promise<{ status: number; data: Appointment }> {
  return page.evaluate(
    async ({ slug, body }) => {
      const res = await fetch(`/api/schedule/appointments?tenant_slug=${slug}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, data: ((await res.json()) as { data: Appointment }).data };
    },
    { slug, body },
  );
}

describe('Schedule tab: overlaps, failures, settings and read-only roles', () => {
  const slug = 'prestige-mobile-detailing';

  it('names the appointment in the way of an overlapping time, and lets the owner book it anyway', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule?view=day&date=2027-03-24`);
    await page.getByRole('heading', { name: 'Wednesday, March 24, 2027', exact: true }).waitFor();
    // Phoenix keeps UTC-7 all year: 10:00 there is 17:00 UTC.
    const first = await book(page, slug, {
      title: 'Paint correction – Olsen',
      service_type: 'Paint Correction',
      service_duration: 120,
      start_time: '2027-03-24T17:00:00.000Z',
      end_time: '2027-03-24T19:00:00.000Z',
      customer_name: 'Erik Olsen',
      customer_phone: '(480) 555-0111',
    });
    expect(first.status).toBe(201);
    await page.reload();
    await page.locator(`[data-appointment="${first.data.id}"]`).waitFor();

    await page.getByRole('button', { name: 'New appointment at 11:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Appointment' });
    expect(await dialog.getByLabel('Start time').inputValue()).toBe('11:00');
    await fillRequired(page, 'Interior detail – Park');
    let answer = savedAppointment(page, 'POST');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    expect((await answer).status()).toBe(409);
    await dialog.getByText('Failed to save appointment').waitFor();
    await dialog.getByText(/^That time overlaps another appointment for this crew: /).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: 'Paint correction – Olsen, 10:00 AM – 12:00 PM' }).waitFor();
    await expectAccessible(page);

    await dialog.getByRole('checkbox', { name: /Book anyway/ }).check();
    answer = savedAppointment(page, 'POST');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    expect((await answer).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    const both = await appointmentsOf(page, slug, '2027-03-24', '2027-03-24');
    expect(both.find((a) => a.title === 'Interior detail – Park')).toMatchObject({
      overlap_allowed: true,
      start_time: '2027-03-24T18:00:00.000Z',
    });
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await close();
  });

  it('blocks an hour of a day with a time block, and removes it', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule?view=day&date=2027-03-31`);
    await page.getByRole('heading', { name: 'Wednesday, March 31, 2027', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Block Time', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Time' });
    expect(await dialog.getByLabel('Date').inputValue()).toBe('2027-03-31');
    expect(await dialog.getByLabel('Whose time').inputValue()).toBe('');
    await dialog.getByLabel('To').fill('11:00');
    await dialog.getByRole('button', { name: 'Block Time' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('End time must be after start time').waitFor();
    await dialog.getByLabel('Title').fill('Team lunch');
    await dialog.getByLabel('To').fill('13:30');
    const saved = page.waitForResponse((r) => r.url().includes('/api/schedule/time-blocks') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Block Time' }).click();
    expect((await saved).status()).toBe(201);
    const block = page.locator('[data-time-block]', { hasText: 'Team lunch' });
    await block.getByText('12:00 PM – 1:30 PM').waitFor();
    await expectAccessible(page);

    await block.click();
    const edit = page.getByRole('dialog', { name: 'Edit Time Block' });
    const removed = page.waitForResponse((r) => r.url().includes('/api/schedule/time-blocks/') && r.request().method() === 'DELETE');
    await edit.getByRole('button', { name: 'Remove block' }).click();
    expect((await removed).status()).toBe(200);
    await block.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close();
  });

  it('puts a blocked day back as it was when the call fails, and says why', async () => {
    const { page, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule?view=week&date=2027-04-07`);
    await page.route('**/api/schedule/blocked-days/toggle**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Database is busy' }) }),
    );
    await page.getByRole('button', { name: 'Block Wednesday, April 7' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Blocking Wednesday, April 7 failed: Database is busy. The day could not be changed, so it is back as it was.' })
      .waitFor();
    const toggle = page.getByRole('button', { name: 'Block Wednesday, April 7' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await page.unroute('**/api/schedule/blocked-days/toggle**');
    await close();
  });

  it('saves operating hours with core’s rules, and an owner gets them back after a reload', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule`);
    await page.getByText('Business hours and booking').click();
    const closes = page.getByLabel('Wednesday closes');
    const before = await closes.inputValue();
    await closes.fill('06:00');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Closing time must be after opening time').waitFor();
    await closes.fill('18:30');
    const saved = page.waitForResponse((r) => r.url().includes('/api/schedule/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Settings saved.').waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByText('Business hours and booking').click();
    expect(await page.getByLabel('Wednesday closes').inputValue()).toBe('18:30');
    // Put the demo business's hours back for the other tests.
    await page.getByLabel('Wednesday closes').fill(before);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('saves the online booking rules with core’s rules, and the owner gets them back after a reload', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule`);
    await page.getByText('Online booking', { exact: true }).click();
    const notice = page.getByLabel('Cancellation notice (hours)');
    await notice.waitFor();
    const before = await notice.inputValue();
    await notice.fill('1000');
    await page.getByRole('button', { name: 'Save Booking Settings' }).click();
    await page.getByText('Cancellation notice must be whole hours from 0 to 720').waitFor();
    await notice.fill('36');
    const saved = page.waitForResponse((r) => r.url().includes('/api/booking/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save Booking Settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Booking settings saved.').waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByText('Online booking', { exact: true }).click();
    await page.getByLabel('Cancellation notice (hours)').waitFor();
    expect(await page.getByLabel('Cancellation notice (hours)').inputValue()).toBe('36');
    // Put the demo business's notice back for the other tests.
    await page.getByLabel('Cancellation notice (hours)').fill(before);
    await page.getByRole('button', { name: 'Save Booking Settings' }).click();
    await page.getByText('Booking settings saved.').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a viewer the schedule without a way to change it', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `viewer@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule`);
    await page.getByText('Appointments and blocked days, read only.').waitFor();
    await page.locator('[data-appointment]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Appointment' });
    await dialog.getByText('Customer', { exact: true }).waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /Start job|Mark completed|Save/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await page.getByRole('button', { name: 'New Appointment', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Block|Unblock) / }).count()).toBe(0);
    await page.getByText('Business hours and booking').click();
    expect(await page.getByRole('button', { name: 'Save Settings' }).count()).toBe(0);
    expect(await page.getByLabel('Wednesday closes').isDisabled()).toBe(true);
    await page.getByText('Online booking', { exact: true }).click();
    await page.getByLabel('Cancellation notice (hours)').waitFor();
    expect(await page.getByLabel('Cancellation notice (hours)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Booking Settings' }).count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Schedule tab: team and calendar feed', () => {
  it('lets an owner invite, re-role and remove a team member', async () => {
    const slug = 'pampered-paws-grooming';
    const { page, errors, close } = await open(browser, `${base}/login`, PHONE);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule`);
    await page.getByText('Team', { exact: true }).click();
    const members = page.getByRole('list', { name: 'Team members' });
    await members.waitFor();
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByText('Invalid email address').waitFor();

    const email = `groomer-${runTag()}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('tech');
    const invited = page.waitForResponse((r) => r.url().includes('/api/team') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    expect((await invited).status()).toBe(201);
    await page.getByText(`Invitation sent to ${email}.`).waitFor();
    const row = members.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Invitation sent').waitFor();
    expect(await row.getByLabel(`Role of ${email}`).inputValue()).toBe('tech');
    await expectAccessible(page);

    // The same address again is refused with the API's message.
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByText('Failed to send the invitation').waitFor();

    const reroled = page.waitForResponse((r) => r.url().includes('/api/team/') && r.request().method() === 'PUT');
    await row.getByLabel(`Role of ${email}`).selectOption('viewer');
    expect((await reroled).status()).toBe(200);
    await page.getByText(`${email} is now Viewer.`).waitFor();

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    const removed = page.waitForResponse((r) => r.url().includes('/api/team/') && r.request().method() === 'DELETE');
    await page.getByRole('alertdialog', { name: 'Remove team member?' }).getByRole('button', { name: 'Remove' }).click();
    expect((await removed).status()).toBe(200);
    await row.waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await close();
  });

  it('gives an owner a secret feed address that calendars read, a new one that retires it, and a way to turn it off', async () => {
    const slug = 'pampered-paws-grooming';
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `owner@${slug}.example`);
    await page.goto(`${base}/${slug}/dashboard/schedule`);
    await page.getByText('Calendar feed', { exact: true }).click();
    await page.getByRole('button', { name: 'Get feed address' }).click();
    const address = page.getByLabel('Calendar feed address');
    await address.waitFor();
    const first = await address.inputValue();
    expect(first).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(() => address.inputValue()).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    const second = await address.inputValue();
    expect((await fetch(second)).status).toBe(200);

    await page.getByRole('button', { name: 'Turn off feed' }).click();
    await page.getByText('The calendar feed is turned off.').waitFor();
    expect((await fetch(second)).status).toBe(404);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });
});

/** A part of an address that differs between runs against the same server. */
function runTag() {
  return Date.now().toString(36);
}

describe('Schedule tab: a call that does not answer', () => {
  it('gives up after 10 seconds with “Request timeout” under “Failed to fetch schedule data”', async () => {
    const slug = 'sharp-edge-barbers';
    const { page, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, `owner@${slug}.example`);
    // The appointments never answer; everything else does.
    await page.route('**/api/schedule/appointments?**', () => {});
    const started = Date.now();
    await page.goto(`${base}/${slug}/dashboard/schedule?view=week&date=2027-05-05`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch schedule data' });
    await alert.waitFor({ timeout: 40_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    await alert.getByText('Request timeout').waitFor();
    await page.unroute('**/api/schedule/appointments?**');
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await alert.waitFor({ state: 'detached' });
    await close();
  });
});
