/**
 * The seeded demo businesses as an owner and a visitor meet them: reviews carry their own dates in
 * the dashboard as on the site, and every service area lies within the business's service radius.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';
import { loadTenantSite } from '#build/render/load-site.ts';
import { industries } from '#content/index.ts';
import { milesBetween } from '#core/content/geo.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const DEMO_SLUGS = Object.values(industries).map((i) => i.demo.slug);
const DAY_MS = 86_400_000;
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
});
afterAll(() => h?.close());

async function signIn(email: string): Promise<string> {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return (await res.json()).accessToken;
}

describe('demo reviews', () => {
  it.each(DEMO_SLUGS)('%s: Remove Review lists each review on the date the site shows for it', async (slug) => {
    const token = await signIn(demoOwnerEmail(slug));
    const res = await h.request(`/api/tenant-reviews/${slug}?limit=100`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const listed: { customer_name: string; created_at: string }[] = (await res.json()).data;
    const loaded = await loadTenantSite(h.db, slug, h.config.publicUrl);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    const onSite = new Map(loaded.site.reviews.map((r) => [r.customerName, r.date]));

    expect(listed.map((r) => r.customer_name).sort()).toEqual([...onSite.keys()].sort());
    for (const review of listed) expect(review.created_at.slice(0, 10), review.customer_name).toBe(onSite.get(review.customer_name));
    // Written over more than a year, not all on the day the demo was created.
    const times = listed.map((r) => Date.parse(r.created_at));
    expect(new Set(listed.map((r) => r.created_at.slice(0, 10))).size).toBe(listed.length);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(365 * DAY_MS);
  });
});

describe('demo review requests and reviews awaiting approval', () => {
  it.each(DEMO_SLUGS)('%s: requests went to recent completed jobs, and two reviews wait for approval, off the site', async (slug) => {
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get())!;
    const requests = await h.db
      .select({ request: s.reviewRequests, appointment: s.appointments })
      .from(s.reviewRequests)
      .innerJoin(s.appointments, eq(s.appointments.id, s.reviewRequests.appointmentId))
      .where(eq(s.reviewRequests.tenantId, tenant.id));
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const { request, appointment } of requests) {
      expect(appointment.status).toBe('completed');
      expect(request).toMatchObject({ state: 'sent' });
      expect(request.sentAt).toBeGreaterThan(appointment.endTime);
      expect(request.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(requests.filter(({ request }) => request.usedAt !== null)).toHaveLength(1);

    const token = await signIn(demoOwnerEmail(slug));
    const res = await h.request(`/api/tenant-reviews/${slug}/pending`, { headers: { Authorization: `Bearer ${token}` } });
    const pending: { customer_name: string; verified: boolean; avatar_url: string | null }[] = (await res.json()).data;
    expect(pending).toHaveLength(2);
    expect(pending.filter((r) => r.verified)).toHaveLength(1);
    expect(pending.find((r) => r.verified)!.avatar_url).toMatch(/^\/industries\/avatars\/avatar-06-160\.webp$/);
    const loaded = await loadTenantSite(h.db, slug, h.config.publicUrl);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    for (const review of pending) expect(loaded.site.reviews.map((r) => r.customerName)).not.toContain(review.customer_name);
    // Seeding again adds nothing.
    await seedDemoData(h.db);
    expect(await h.db.select().from(s.reviewRequests).where(eq(s.reviewRequests.tenantId, tenant.id))).toHaveLength(requests.length);
  });
});

describe('demo service areas', () => {
  it('lie within each business’s stored service radius of its base, the primary area', async () => {
    const tenants = await h.db.select().from(s.tenants).where(inArray(s.tenants.slug, DEMO_SLUGS));
    expect(tenants).toHaveLength(DEMO_SLUGS.length);
    for (const tenant of tenants) {
      const radius = tenant.settings.serviceRadiusMiles;
      expect(typeof radius === 'number' && radius > 0 && radius <= 100, `${tenant.slug} radius ${String(radius)}`).toBe(true);
      const areas = await h.db
        .select()
        .from(s.serviceAreas)
        .where(eq(s.serviceAreas.tenantId, tenant.id))
        .orderBy(asc(s.serviceAreas.sortOrder));
      const base = areas.find((a) => a.isPrimary);
      if (base?.latitude == null || base.longitude == null) throw new Error(`${tenant.slug} has no base location`);
      expect(`${base.city}, ${base.state}`).toBe(`${tenant.businessCity}, ${tenant.businessState}`);
      const from = { lat: base.latitude, lng: base.longitude };
      const tooFar = areas
        .map((a) => ({
          area: `${a.city}, ${a.state}`,
          miles:
            a.latitude == null || a.longitude == null ? Infinity : Math.round(milesBetween(from, { lat: a.latitude, lng: a.longitude })),
        }))
        .filter(({ miles }) => miles > Number(radius));
      expect(tooFar, tenant.slug).toEqual([]);
    }
  });
});

describe('demo online bookings', () => {
  it.each(DEMO_SLUGS)('%s: some scheduled jobs came through the booking page, written as its confirm writes them', async (slug) => {
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get())!;
    const rows = await h.db
      .select({ booking: s.bookings, appointment: s.appointments, customer: s.customers })
      .from(s.bookings)
      .innerJoin(s.appointments, eq(s.appointments.id, s.bookings.appointmentId))
      .innerJoin(s.customers, eq(s.customers.id, s.appointments.customerId))
      .where(eq(s.bookings.tenantId, tenant.id));
    const now = Date.now();
    expect(rows.filter((r) => r.appointment.startTime > now)).toHaveLength(3);
    expect(rows.filter((r) => r.appointment.status === 'completed')).toHaveLength(1);
    for (const { booking, appointment, customer } of rows) {
      const job = booking.job as { tierName: string; serviceName: string; price: { totalCents: number; durationMinutes: number } };
      expect(booking.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(customer.email).toBe(appointment.customerEmail);
      expect(job.serviceName).toBe(appointment.serviceType);
      expect(appointment.description?.split('\n')).toEqual([
        job.tierName,
        `${booking.address.street}, ${booking.address.city}, ${booking.address.state} ${booking.address.zip}`,
      ]);
      expect([job.price.totalCents, job.price.durationMinutes]).toEqual([appointment.priceCents, appointment.serviceDurationMinutes]);
      const reminders = await h.db.select().from(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, appointment.id));
      const due = appointment.startTime - 24 * 3_600_000;
      expect(reminders.map((r) => [r.channel, r.runAt, r.state])).toEqual(due > now ? [['email', due, 'queued']] : []);
    }

    // The owner finds them in the schedule; seeding again adds none.
    const token = await signIn(demoOwnerEmail(slug));
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const res = await h.request(
      `/api/schedule/appointments?tenant_slug=${slug}&startDate=${day(now - 20 * DAY_MS)}&endDate=${day(now + 20 * DAY_MS)}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(200);
    const listed = new Set(((await res.json()).data as { id: number }[]).map((a) => a.id));
    for (const { appointment } of rows) expect(listed.has(appointment.id)).toBe(true);
    await seedDemoData(h.db);
    expect(await h.db.select().from(s.bookings).where(eq(s.bookings.tenantId, tenant.id))).toHaveLength(rows.length);
  });
});

describe('demo services and add-ons', () => {
  it.each(DEMO_SLUGS)('%s: stores the industry’s services and add-ons, each add-on with its own price and duration', async (slug) => {
    const industry = Object.values(industries).find((i) => i.demo.slug === slug)!;
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get())!;
    const rows = await h.db.select().from(s.services).where(eq(s.services.tenantId, tenant.id));
    expect(rows.map((r) => r.slug).sort()).toEqual([...industry.services, ...industry.addons].map((x) => x.slug).sort());
    for (const addon of industry.addons) {
      const row = rows.find((r) => r.slug === addon.slug)!;
      expect(row.category).toBe('addons');
      const tiers = await h.db.select().from(s.serviceTiers).where(eq(s.serviceTiers.serviceId, row.id));
      expect(tiers.map((t) => [t.priceCents, t.durationMinutes])).toEqual([[addon.priceCents, addon.durationMinutes]]);
    }
  });

  it('gives a demo business seeded before add-ons existed its add-ons once, and keeps the ones its owner deleted away', async () => {
    const slug = 'prestige-mobile-detailing';
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get())!;
    const addonSlugs = industries['mobile-detailing'].addons.map((a) => a.slug);
    const stored = () =>
      h.db
        .select({ slug: s.services.slug })
        .from(s.services)
        .where(and(eq(s.services.tenantId, tenant.id), inArray(s.services.slug, addonSlugs)));
    // As a database of that time: no add-ons, no mark.
    await h.db.delete(s.services).where(and(eq(s.services.tenantId, tenant.id), inArray(s.services.slug, addonSlugs)));
    await h.db
      .update(s.tenants)
      .set({ settings: { serviceRadiusMiles: 25 } })
      .where(eq(s.tenants.id, tenant.id));
    await seedDemoData(h.db);
    expect((await stored()).map((r) => r.slug).sort()).toEqual([...addonSlugs].sort());

    await h.db.delete(s.services).where(and(eq(s.services.tenantId, tenant.id), eq(s.services.slug, addonSlugs[0]!)));
    await seedDemoData(h.db);
    expect((await stored()).map((r) => r.slug)).not.toContain(addonSlugs[0]);
  });
});
