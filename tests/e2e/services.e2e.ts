/**
 * The Services tab against the real server (issue 13), on a desktop and on a phone: an owner adds a
 * service with two tiers in the multi-tier pricing editor, edits a price, disables a tier and
 * deletes the service through the confirmation; each change shows on the public home page within 2
 * seconds of the save. Along the way: the selection rules, the editor's input and Save rules, the
 * empty state and keyboard use.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serviceCatalog } from '#core/services/catalog.ts';
import { DELETE_SERVICE_CONFIRM_MESSAGE, DURATION_POSITIVE_MESSAGE, NO_SERVICES_MESSAGE } from '#core/validation/services.ts';
import { DESKTOP, expectAccessible, launch, open, PHONE, signInAs, untilPublic } from './browser.ts';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The text of the home page's first card for a service (the phone section comes first in the page). */
function cardText(html: string, name: string): string | null {
  const at = html.indexOf(`>${name}</a>`);
  return at < 0 ? null : html.slice(at, at + 1500).replace(/<[^>]+>/g, ' ');
}

/** The owner's own API calls, with the page's session: the services of one vehicle and category. */
async function servicesIn(page: Page, slug: string, vehicleId: number, categoryId: number): Promise<{ name: string }[]> {
  return page.evaluate(
    async ({ slug, vehicleId, categoryId }) => {
      const res = await fetch(`/api/services/tenant/${slug}/vehicle/${vehicleId}/category/${categoryId}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return (await res.json()).data;
    },
    { slug, vehicleId, categoryId },
  );
}

const radio = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

/** Picks a choice of a column the way a pointer does: on its row (the radio itself is visually hidden). */
const choose = (page: Page, group: string, name: string) => radio(page, group, name).locator('xpath=..').click();

interface SavedService {
  slug: string;
  tiers: { name: string; priceCents: number; durationMinutes: number; popular: boolean; enabled: boolean; sizePricesCents: object }[];
}

/** A public page and what it must show (given its status and HTML). */
type Watch = [url: string, check: (status: number, html: string) => boolean];

/**
 * Saves the open editor; once the API has answered, starts polling the public pages for the
 * change (so the 2 seconds count from the save) and waits for the dialog to close. `shown`: how
 * long the slowest page took.
 */
async function saveAndWatch(page: Page, dialog: Locator, method: 'POST' | 'PUT', watch: (saved: SavedService) => Watch[]) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/services/tenant/') && r.request().method() === method);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await answered;
  expect(response.ok()).toBe(true);
  const saved = (await response.json()).data as SavedService;
  const shown = Promise.all(watch(saved).map(([url, check]) => untilPublic(url, check, 2000))).then((ms) => Math.max(...ms));
  await dialog.waitFor({ state: 'hidden' });
  return { saved, shown };
}

const homeOf = (page: Page) => {
  const { pathname } = new URL(page.url());
  return `${base}/${pathname.split('/')[1]}`;
};

/** Opens the selected tier's form in the editor, by its place and name. */
async function editTier(dialog: Locator, position: number, name: string) {
  await dialog.getByRole('button', { name: `Edit tier ${position}, ${name}`, exact: true }).click();
  return dialog.getByRole('group', { name: `Editing tier ${position}` });
}

async function ownerRunsTheirServices(viewport: typeof PHONE, slug: string, industry: string) {
  const catalog = serviceCatalog(industry);
  const { page, errors, close } = await open(browser, `${base}/login`, viewport);
  await signInAs(page, `owner@${slug}.example`);
  await page.goto(`${base}/${slug}/dashboard/services`);

  // After the load the first service is selected and its tiers are listed.
  const services = page.getByRole('radiogroup', { name: 'Service' });
  await services.getByRole('radio').first().waitFor({ state: 'attached' });
  expect(await services.getByRole('radio').first().isChecked()).toBe(true);
  await page.getByText(': pricing tiers').waitFor();

  // Changing the category clears the service (the first of the new list is then selected);
  // changing the vehicle, by keyboard, goes back to the vehicle's first category.
  const [firstCategory, otherCategory] = catalog.categories;
  await choose(page, 'Category', otherCategory!.label);
  expect(await radio(page, 'Category', otherCategory!.label).isChecked()).toBe(true);
  await radio(page, catalog.vehicleLabel, catalog.vehicles[0]!.label).focus();
  await page.keyboard.press('ArrowDown');
  expect(await radio(page, catalog.vehicleLabel, catalog.vehicles[1]!.label).isChecked()).toBe(true);
  expect(await radio(page, 'Category', firstCategory!.label).isChecked()).toBe(true);
  await choose(page, catalog.vehicleLabel, catalog.vehicles[0]!.label);

  await expectAccessible(page);

  // Where the new service goes: an empty category when the business has one (its empty state
  // leads into the editor), else the first category through Add.
  const vehicle = catalog.vehicles[0]!;
  let category = firstCategory!;
  for (const c of catalog.categories.filter((c) => c.key !== 'addons')) {
    if ((await servicesIn(page, slug, vehicle.id, c.id)).length === 0) {
      category = c;
      break;
    }
  }
  await choose(page, 'Category', category.label);
  const empty = (await servicesIn(page, slug, vehicle.id, category.id)).length === 0;
  if (empty) {
    await page.getByText(NO_SERVICES_MESSAGE).waitFor();
    await page.getByRole('button', { name: 'Add Your First Service' }).click();
  } else {
    await services.getByRole('radio').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: new RegExp(`^Add a service to ${category.label}`) }).click();
  }

  // Add: the name and one named tier enable Save; price and duration take only what the spec allows.
  const name = `Glass Guard ${viewport.width} ${Date.now() % 100000}`;
  let dialog = page.getByRole('dialog', { name: 'Add Service' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  expect(await save.isDisabled()).toBe(true);
  await dialog.getByLabel('Service name').fill(name);
  expect(await save.isDisabled()).toBe(true);
  let tier = dialog.getByRole('group', { name: 'Editing tier 1' });
  await tier.getByLabel('Tier name').fill('Basic Glass');
  expect(await save.isDisabled()).toBe(false);
  const price = tier.getByLabel('Price (US dollars)');
  await price.fill('');
  await price.pressSequentially('8a9.5.0');
  expect(await price.inputValue()).toBe('89.50');
  const duration = tier.getByLabel('Duration (minutes)');
  await duration.fill('');
  await duration.pressSequentially('4x5.');
  expect(await duration.inputValue()).toBe('45');
  await tier.getByRole('button', { name: 'Save tier 1' }).click();
  // With one tier there is nothing to remove.
  expect(await dialog.getByRole('button', { name: /^Remove tier/ }).count()).toBe(0);

  // Add Tier appends the blank tier, opens it and puts the caret in its name.
  await dialog.getByRole('button', { name: 'Add Tier' }).click();
  tier = dialog.getByRole('group', { name: 'Editing tier 2' });
  const tierName = tier.getByLabel('Tier name');
  await expect.poll(() => tierName.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await tier.getByLabel('Price (US dollars)').inputValue()).toBe('0');
  expect(await tier.getByLabel('Duration (minutes)').inputValue()).toBe('60');
  expect(await tier.getByRole('checkbox', { name: /^Enabled/ }).isChecked()).toBe(true);
  expect(await tier.getByRole('checkbox', { name: /^Popular/ }).isChecked()).toBe(false);
  await tierName.fill('Full Glass');
  await tier.getByLabel('Features').fill('Every window\nRain repellent');
  await tier.getByRole('checkbox', { name: /^Popular/ }).check();
  await tier.getByLabel('Price (US dollars)').fill('149');
  // Detailing prices a tier per vehicle size too (empty sizes cost the tier's price); other industries have no sizes.
  const sizes = tier.getByRole('group', { name: 'Price by vehicle size (US dollars)' });
  if (catalog.sizePricing) await sizes.getByLabel('Extra large').fill('199');
  else expect(await sizes.count()).toBe(0);
  await tier.getByLabel('Price (US dollars)').press('Enter'); // saves the tier, not the service
  expect(await dialog.isVisible()).toBe(true);
  expect(await dialog.getByRole('button', { name: 'Remove tier 1, Basic Glass' }).count()).toBe(1);
  // A third tier left without a name is dropped on save.
  await dialog.getByRole('button', { name: 'Add Tier' }).click();
  await dialog.getByRole('group', { name: 'Editing tier 3' }).waitFor();
  await expectAccessible(page);

  // The server's own messages: an empty duration is 0 minutes, which it refuses; the message shows
  // on that tier, the dialog stays open, and goes once the tier is changed.
  tier = await editTier(dialog, 1, 'Basic Glass');
  await tier.getByLabel('Duration (minutes)').fill('');
  await tier.getByRole('button', { name: 'Save tier 1' }).click();
  const refused = page.waitForResponse((r) => r.url().endsWith('/services') && r.request().method() === 'POST');
  await save.click();
  expect((await refused).status()).toBe(400);
  await dialog.getByText(DURATION_POSITIVE_MESSAGE).waitFor();
  tier = await editTier(dialog, 1, 'Basic Glass');
  expect(await tier.getByText(DURATION_POSITIVE_MESSAGE).count()).toBe(1);
  await tier.getByLabel('Duration (minutes)').fill('45');
  expect(await dialog.getByText(DURATION_POSITIVE_MESSAGE).count()).toBe(0);
  await tier.getByRole('button', { name: 'Save tier 1' }).click();

  // Live: the home page's card with its starting price, and the service's own page with both tiers.
  const home = homeOf(page);
  const added = await saveAndWatch(page, dialog, 'POST', (saved) => [
    [home, (_, html) => cardText(html, name)?.includes('from $89.50') ?? false],
    [`${home}/services/${saved.slug}`, (status, html) => status === 200 && html.includes('>Basic Glass<') && html.includes('>Full Glass<')],
  ]);
  const created = added.saved;
  const servicePage = `${home}/services/${created.slug}`;
  expect(created.tiers[1]?.sizePricesCents).toEqual(catalog.sizePricing ? { xl: 19900 } : {});
  expect(created.tiers.map((t) => [t.name, t.priceCents, t.durationMinutes, t.popular])).toEqual([
    ['Basic Glass', 8950, 45, false],
    ['Full Glass', 14900, 60, true],
  ]);
  await page.getByText(`“${name}” saved.`).waitFor();
  // The new service is selected, its tiers shown.
  expect(await services.getByRole('radio', { name: new RegExp(`^${name}`) }).isChecked()).toBe(true);
  await page.getByText(`${name}: pricing tiers`).waitFor();
  expect(await added.shown).toBeLessThanOrEqual(2000);

  // The editor's Cancel leaves the service as it was.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Service' });
  await dialog.getByLabel('Service name').fill('Not this name');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  expect(await dialog.getByLabel('Service name').inputValue()).toBe(name);

  // Edit a price.
  tier = await editTier(dialog, 1, 'Basic Glass');
  await tier.getByLabel('Price (US dollars)').fill('79');
  await tier.getByRole('button', { name: 'Save tier 1' }).click();
  const repriced = await saveAndWatch(page, dialog, 'PUT', () => [
    [home, (_, html) => cardText(html, name)?.includes('from $79') ?? false],
    [servicePage, (_, html) => html.includes('$79')],
  ]);
  expect(await repriced.shown).toBeLessThanOrEqual(2000);
  await page.getByText('$79', { exact: true }).waitFor();

  // Disable a tier: the site's starting price becomes the other tier's; the tab marks it Disabled.
  // And reorder by keyboard: the arrow keeps the focus as its tier moves (the other arrow at the top).
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Service' });
  tier = await editTier(dialog, 1, 'Basic Glass');
  await tier.getByRole('checkbox', { name: /^Enabled/ }).uncheck();
  await tier.getByRole('button', { name: 'Save tier 1' }).click();
  await dialog.getByRole('button', { name: 'Move tier 2, Full Glass up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move tier 1, Full Glass down');
  const disabled = await saveAndWatch(page, dialog, 'PUT', () => [
    [home, (_, html) => cardText(html, name)?.includes('from $149') ?? false],
    [servicePage, (_, html) => html.includes('>Full Glass<') && !html.includes('>Basic Glass<')],
  ]);
  expect(disabled.saved.tiers.map((t) => [t.name, t.enabled])).toEqual([
    ['Full Glass', true],
    ['Basic Glass', false],
  ]);
  expect(await disabled.shown).toBeLessThanOrEqual(2000);
  await page.getByText('Disabled', { exact: true }).first().waitFor();

  // Delete through the confirmation, which says it cannot be undone and the tiers go too.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete service?' });
  await confirm.getByText(DELETE_SERVICE_CONFIRM_MESSAGE).waitFor();
  expect(DELETE_SERVICE_CONFIRM_MESSAGE).toMatch(/cannot be undone/);
  expect(DELETE_SERVICE_CONFIRM_MESSAGE).toMatch(/all associated service tiers/);
  const deleted = page.waitForResponse((r) => r.url().includes('/api/services/tenant/') && r.request().method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  expect((await deleted).ok()).toBe(true);
  // The card goes from the home page and the service's page answers 410 Gone.
  const gone = await Promise.all([
    untilPublic(home, (_, html) => cardText(html, name) === null, 2000),
    untilPublic(servicePage, (status) => status === 410, 2000),
  ]);
  expect(Math.max(...gone)).toBeLessThanOrEqual(2000);
  await confirm.waitFor({ state: 'hidden' });
  await page.getByText(`“${name}” was deleted, with its tiers.`).waitFor();
  if (empty) await page.getByText(NO_SERVICES_MESSAGE).waitFor();
  expect(await services.getByRole('radio', { name: new RegExp(`^${name}`) }).count()).toBe(0);

  // The browser logs the refused save above; nothing else went wrong.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await close();
}

// One long flow per size (five saves, each watched on the site, and axe twice): more than the usual minute on a busy machine.
const FLOW_TIMEOUT_MS = 120_000;

describe('services tab', () => {
  it(
    'lets an owner add, reprice, disable and delete a service on a desktop, live within 2 seconds each',
    async () => {
      await ownerRunsTheirServices(DESKTOP, 'prestige-mobile-detailing', 'mobile-detailing');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'does the same on a phone, with the industry’s own first column',
    async () => {
      await ownerRunsTheirServices(PHONE, 'sparkle-home-cleaning', 'house-cleaning');
    },
    FLOW_TIMEOUT_MS,
  );

  it('shows a technician the services and tiers with nothing to change', async () => {
    const { page, errors, close } = await open(browser, `${base}/login`, DESKTOP);
    await signInAs(page, 'tech@prestige-mobile-detailing.example');
    await page.goto(`${base}/prestige-mobile-detailing/dashboard/services`);
    await page.getByText(': pricing tiers').waitFor();
    await page.getByText('Only the owner or a manager can change them.').waitFor();
    for (const name of [/^Add/, /^Edit/, /^Delete/]) expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
