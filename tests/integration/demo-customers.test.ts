/**
 * The demo quote requests and customers (issue 16): every demo business's inbox and customer list
 * are full and believable, linked by the product's own matching, and seeding twice adds nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { industries } from '#content/index.ts';
import { seedDemoData } from '#db/seed.ts';
import { DEMO_REQUESTS_PER_BUSINESS } from '#db/seed-customers.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
});
afterAll(() => h?.close());

const DAY = 86_400_000;

describe('demo quote requests and customers', () => {
  it('give every demo business a dozen requests over four weeks, in every status, each linked to its customer', async () => {
    for (const industry of Object.values(industries)) {
      const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get())!;
      const quotes = await h.db.select().from(s.quotes).where(eq(s.quotes.tenantId, tenant.id));
      expect(quotes, industry.demo.slug).toHaveLength(DEMO_REQUESTS_PER_BUSINESS);
      const statuses = quotes.map((q) => q.status);
      for (const status of ['pending', 'in_progress', 'completed', 'cancelled']) expect(statuses, industry.demo.slug).toContain(status);
      expect(quotes.filter((q) => q.readAt === null && q.status === 'pending').length).toBeGreaterThanOrEqual(2);
      expect(quotes.every((q) => q.createdAt > Date.now() - 29 * DAY && q.customerId !== null)).toBe(true);
      expect(quotes.filter((q) => q.status === 'in_progress').every((q) => q.notes && q.estimatedPriceCents)).toBe(true);
      expect(quotes.find((q) => q.status === 'cancelled')?.cancelReason).toBeTruthy();
      const offered = new Set(
        (await h.db.select({ name: s.services.name }).from(s.services).where(eq(s.services.tenantId, tenant.id))).map((r) => r.name),
      );
      expect(quotes.flatMap((q) => q.services).every((name) => offered.has(name))).toBe(true);
      // Vehicles where the form asks them, and the industry's things on the customers elsewhere.
      expect(quotes.every((q) => (q.vehicleMake !== null) === (industry.demo.slug === 'prestige-mobile-detailing'))).toBe(true);
      const customers = await h.db.select().from(s.customers).where(eq(s.customers.tenantId, tenant.id));
      expect(customers.filter((c) => c.things.length > 0).length, industry.demo.slug).toBeGreaterThan(5);
      // The bell tells of the unread ones.
      const bell = await h.db
        .select()
        .from(s.notifications)
        .where(and(eq(s.notifications.tenantId, tenant.id), eq(s.notifications.kind, 'quote_request'), isNull(s.notifications.readAt)));
      expect(bell).toHaveLength(quotes.filter((q) => q.readAt === null).length);
      // Every seeded job is someone's, and one name is one customer.
      expect(
        await h.db
          .select()
          .from(s.appointments)
          .where(and(eq(s.appointments.tenantId, tenant.id), isNull(s.appointments.customerId))),
      ).toEqual([]);
      const names = customers.map((c) => c.name);
      expect(new Set(names).size, `${industry.demo.slug}: ${names.join(', ')}`).toBe(names.length);
    }
  });

  it('shows an owner a customer with several requests and jobs, and a request from outside the areas', async () => {
    const slug = 'prestige-mobile-detailing';
    const login = await h.request('/api/auth/login', json({ email: demoOwnerEmail(slug), password: PASSWORD }));
    const token = ((await login.json()) as { accessToken: string }).accessToken;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const list = await (await h.request('/api/customers?q=dana.reyes', auth)).json();
    expect(list.data).toHaveLength(1);
    const dana = await (await h.request(`/api/customers/${list.data[0].id}`, auth)).json();
    expect(dana.data.totals.requests).toBeGreaterThanOrEqual(1);
    expect(dana.data.totals.appointments).toBeGreaterThanOrEqual(2);
    expect(dana.data.totals.spentCents).toBeGreaterThan(0);
    expect(dana.data.notes).toBe('Prefers text messages. Pays by card on site.');
    const jordan = await (await h.request('/api/customers?q=jordan.blake', auth)).json();
    expect(jordan.data[0]).toMatchObject({ requests: 2 });
    const inbox = await (await h.request('/api/quotes?limit=100', auth)).json();
    expect(inbox.counts.all).toBe(DEMO_REQUESTS_PER_BUSINESS);
    expect(inbox.data.filter((q: { servedArea: { served: boolean } | null }) => q.servedArea?.served === false)).toHaveLength(1);
    expect(inbox.data.filter((q: { servedArea: { served: boolean } | null }) => q.servedArea?.served === true)).toHaveLength(
      DEMO_REQUESTS_PER_BUSINESS - 1,
    );
  });

  it('adds nothing when seeded again', async () => {
    const before = (await h.db.select({ id: s.quotes.id }).from(s.quotes)).length;
    const customers = (await h.db.select({ id: s.customers.id }).from(s.customers)).length;
    await seedDemoData(h.db);
    expect((await h.db.select({ id: s.quotes.id }).from(s.quotes)).length).toBe(before);
    expect((await h.db.select({ id: s.customers.id }).from(s.customers)).length).toBe(customers);
  });
});
