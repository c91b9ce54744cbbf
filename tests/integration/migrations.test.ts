import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#db/client.ts';
import * as s from '#db/schema.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');

/** A database migrated only up to (not including) migration `upTo`, as a server of that time left it. */
async function openBefore(url: string, upTo: number): Promise<Db> {
  const folder = path.join(dir, `migrations-before-${upTo}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < upTo);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  const db = drizzle(createClient({ url }), { schema: s }) as unknown as Db;
  await migrate(db, { migrationsFolder: folder });
  return db;
}

/**
 * Two approved tenants with their website content, written in SQL the first schema already takes:
 * the demo seed writes every column of today's schema, which an older database does not have yet.
 */
async function seedTwoTenants(db: Db): Promise<void> {
  await db.run(
    sql`INSERT INTO tenants (slug, business_name, status) VALUES ('first-demo', 'First Demo', 'approved'), ('second-demo', 'Second Demo', 'approved')`,
  );
  await db.run(sql`INSERT INTO website_content (tenant_id) SELECT id FROM tenants`);
}

describe('migration 0004', () => {
  it('clears review figures stored out of range before the API bounded them, so the tenant can be read again', async () => {
    const url = `file:${path.join(dir, 'db.sqlite')}`;
    const db = await openBefore(url, 4);
    await seedTwoTenants(db);
    const [broken, fine] = await db.select({ id: s.tenants.id }).from(s.tenants).limit(2);
    // As stored by the old API: a count past 2^53 (unreadable by the client) and a rating out of scale.
    await db.run(
      sql`UPDATE website_content SET reviews_total_count = 9007199254740993, reviews_avg_rating = 12.5 WHERE tenant_id = ${broken!.id}`,
    );
    await db.run(sql`UPDATE website_content SET reviews_total_count = 112, reviews_avg_rating = 4.8 WHERE tenant_id = ${fine!.id}`);
    await expect(db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, broken!.id)).get()).rejects.toThrow();
    db.$client.close();

    // Open as a server start with 0004 (and every later migration) would.

    const reopened = await openDatabase(url);
    const cleared = await reopened.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, broken!.id)).get();
    expect([cleared?.reviewsTotalCount, cleared?.reviewsAvgRating]).toEqual([null, null]);
    const kept = await reopened.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, fine!.id)).get();
    expect([kept?.reviewsTotalCount, kept?.reviewsAvgRating]).toEqual([112, 4.8]);
    reopened.$client.close();
  });
});

describe('migration 0005', () => {
  it('keeps the owners’ notifications and makes room for the admins’ (no tenant) and onboarding files', async () => {
    const url = `file:${path.join(dir, 'db-0005.sqlite')}`;
    const db = await openBefore(url, 5);
    await seedTwoTenants(db);
    const [tenant] = await db.select({ id: s.tenants.id }).from(s.tenants).limit(1);
    await db.run(
      sql`INSERT INTO notifications (tenant_id, kind, title) VALUES (${tenant!.id}, 'quote_request', 'New quote request from Dana')`,
    );
    db.$client.close();

    const reopened = await openDatabase(url);
    expect(await reopened.select({ tenantId: s.notifications.tenantId, title: s.notifications.title }).from(s.notifications)).toEqual([
      { tenantId: tenant!.id, title: 'New quote request from Dana' },
    ]);
    await reopened
      .insert(s.notifications)
      .values({ tenantId: null, kind: 'onboarding_application', title: 'New onboarding application from Acme' });
    await reopened
      .insert(s.onboardingFiles)
      .values({ id: 'a'.repeat(32), name: 'a.pdf', contentType: 'application/pdf', bytes: 10, fileName: `${'a'.repeat(32)}.pdf` });
    expect(await reopened.$count(s.notifications)).toBe(2);
    reopened.$client.close();
  });
});

describe('migration 0006', () => {
  it('titles the services section "Our Services" where the old industry default was stored, and keeps an owner’s own title', async () => {
    const url = `file:${path.join(dir, 'db-0006.sqlite')}`;
    const db = await openBefore(url, 6);
    await seedTwoTenants(db);
    const [seeded, custom] = await db.select({ id: s.tenants.id }).from(s.tenants).limit(2);
    await db.run(sql`UPDATE website_content SET services_title = 'Detailing & Protection Services' WHERE tenant_id = ${seeded!.id}`);
    await db.run(sql`UPDATE website_content SET services_title = 'Ceramic & Paint Care' WHERE tenant_id = ${custom!.id}`);
    db.$client.close();

    const reopened = await openDatabase(url);
    const titleOf = async (id: number) =>
      (
        await reopened
          .select({ title: s.websiteContent.servicesTitle })
          .from(s.websiteContent)
          .where(eq(s.websiteContent.tenantId, id))
          .get()
      )?.title;
    expect([await titleOf(seeded!.id), await titleOf(custom!.id)]).toEqual(['Our Services', 'Ceramic & Paint Care']);
    reopened.$client.close();
  });
});

describe('migration 0007', () => {
  it('gives every stored area its ZIP code as its list of ZIP codes, and city pages their new fields', async () => {
    const url = `file:${path.join(dir, 'db-0007.sqlite')}`;
    const db = await openBefore(url, 7);
    await seedTwoTenants(db);
    await db.run(
      sql`INSERT INTO service_areas (tenant_id, city, state, zip) SELECT id, 'Mesa', 'AZ', '85201' FROM tenants WHERE slug = 'first-demo'`,
    );
    await db.run(sql`INSERT INTO service_areas (tenant_id, city, state) SELECT id, 'Tempe', 'AZ' FROM tenants WHERE slug = 'first-demo'`);
    await db.run(
      sql`INSERT INTO location_pages (tenant_id, service_area_id, seo_title) SELECT tenant_id, id, 'Mesa detailing' FROM service_areas WHERE city = 'Mesa'`,
    );
    db.$client.close();

    const reopened = await openDatabase(url);
    const areas = await reopened.select({ city: s.serviceAreas.city, zipCodes: s.serviceAreas.zipCodes }).from(s.serviceAreas);
    expect(areas).toEqual([
      { city: 'Mesa', zipCodes: ['85201'] },
      { city: 'Tempe', zipCodes: [] },
    ]);
    const page = await reopened.select().from(s.locationPages).get();
    expect([page?.seoTitle, page?.noindex, page?.imageIds, page?.localConditions]).toEqual(['Mesa detailing', false, null, null]);
    reopened.$client.close();
  });
});

describe('migration 0008', () => {
  it('lists older detailing services by vehicle under Service Packages, leaves other industries alone, and prices tiers by size', async () => {
    const url = `file:${path.join(dir, 'db-0008.sqlite')}`;
    const db = await openBefore(url, 8);
    await seedTwoTenants(db);
    await db.run(sql`UPDATE tenants SET industry = CASE slug WHEN 'first-demo' THEN 'mobile-detailing' ELSE 'house-cleaning' END`);
    await db.run(
      sql`INSERT INTO services (tenant_id, slug, name, category) SELECT id, 'auto-detailing', 'Auto Detailing', 'auto' FROM tenants WHERE slug = 'first-demo'`,
    );
    await db.run(
      sql`INSERT INTO services (tenant_id, slug, name, category) SELECT id, 'marine-detailing', 'Marine Detailing', 'boat' FROM tenants WHERE slug = 'first-demo'`,
    );
    await db.run(
      sql`INSERT INTO services (tenant_id, slug, name, category) SELECT id, 'ceramic-coating', 'Ceramic Coating', 'ceramic-coating' FROM tenants WHERE slug = 'first-demo'`,
    );
    await db.run(
      sql`INSERT INTO services (tenant_id, slug, name, category) SELECT id, 'odd', 'Odd', 'auto' FROM tenants WHERE slug = 'second-demo'`,
    );
    await db.run(
      sql`INSERT INTO service_tiers (service_id, name, price_cents, duration_minutes) SELECT id, 'Basic', 9900, 60 FROM services`,
    );
    db.$client.close();

    const reopened = await openDatabase(url);
    const rows = await reopened
      .select({ slug: s.services.slug, category: s.services.category, vehicleTypes: s.services.vehicleTypes })
      .from(s.services)
      .orderBy(s.services.id);
    expect(rows).toEqual([
      { slug: 'auto-detailing', category: 'service-packages', vehicleTypes: ['cars', 'suv', 'trucks'] },
      { slug: 'marine-detailing', category: 'service-packages', vehicleTypes: ['boats'] },
      { slug: 'ceramic-coating', category: 'ceramic-coating', vehicleTypes: [] },
      { slug: 'odd', category: 'auto', vehicleTypes: [] },
    ]);
    const tiers = await reopened.select({ sizePricesCents: s.serviceTiers.sizePricesCents }).from(s.serviceTiers);
    expect(tiers.every((t) => JSON.stringify(t.sizePricesCents) === '{}')).toBe(true);
    reopened.$client.close();
  });
});

describe('migration 0009', () => {
  it('gives businesses the zone of their state and a default crew that owns their appointments, and then refuses overlaps by trigger', async () => {
    const url = `file:${path.join(dir, 'db-0009.sqlite')}`;
    const db = await openBefore(url, 9);
    await seedTwoTenants(db);
    await db.run(sql`UPDATE tenants SET business_state = CASE slug WHEN 'first-demo' THEN 'AZ' ELSE 'tx' END`);
    // Two appointments booked over each other before anything checked, and one later that day.
    for (const [start, end] of [
      [1_800_000_000_000, 1_800_003_600_000],
      [1_800_001_800_000, 1_800_005_400_000],
      [1_800_010_000_000, 1_800_013_600_000],
    ])
      await db.run(
        sql`INSERT INTO appointments (tenant_id, title, service_type, service_duration, start_time, end_time, customer_name, customer_phone)
            SELECT id, 'Wash', 'Wash', 60, ${start}, ${end}, 'Dana', '6025550199' FROM tenants WHERE slug = 'first-demo'`,
      );
    db.$client.close();

    const reopened = await openDatabase(url);
    const tenants = await reopened.select({ slug: s.tenants.slug, zone: s.tenants.timeZone }).from(s.tenants).orderBy(s.tenants.id);
    expect(tenants).toEqual([
      { slug: 'first-demo', zone: 'America/Phoenix' },
      { slug: 'second-demo', zone: 'America/Chicago' },
    ]);
    const crews = await reopened.select().from(s.crews).orderBy(s.crews.tenantId);
    expect(crews.map((c) => [c.name, c.isDefault])).toEqual([
      ['Main crew', true],
      ['Main crew', true],
    ]);
    const rows = await reopened
      .select({ crewId: s.appointments.crewId, allowed: s.appointments.overlapAllowed })
      .from(s.appointments)
      .orderBy(s.appointments.id);
    expect(rows).toEqual([
      { crewId: crews[0]!.id, allowed: false },
      { crewId: crews[0]!.id, allowed: true },
      { crewId: crews[0]!.id, allowed: false },
    ]);
    // The kept overlap can still be edited; a new overlap cannot be written, not even in raw SQL.
    await reopened.run(sql`UPDATE appointments SET notes = 'Gate code 4411' WHERE overlap_allowed = 1`);
    await expect(
      reopened.$client.execute(
        `INSERT INTO appointments (tenant_id, crew_id, title, service_type, service_duration, start_time, end_time, customer_name, customer_phone)
         VALUES (${crews[0]!.tenantId}, ${crews[0]!.id}, 'Wash', 'Wash', 60, 1800012000000, 1800015600000, 'Lee', '6025550100')`,
      ),
    ).rejects.toThrow(/overlaps another appointment of the same crew/);
    reopened.$client.close();
  });
});

describe('migration 0011', () => {
  it('keeps one default crew per business, the first, and the others with their jobs as ordinary crews', async () => {
    const url = `file:${path.join(dir, 'db-0011.sqlite')}`;
    const db = await openBefore(url, 11);
    await seedTwoTenants(db);
    for (const name of ['Main crew', 'Second main crew'])
      await db.run(sql`INSERT INTO crews (tenant_id, name, is_default) SELECT id, ${name}, 1 FROM tenants WHERE slug = 'first-demo'`);
    db.$client.close();

    const reopened = await openDatabase(url);
    const crews = await reopened
      .select({ tenantId: s.crews.tenantId, name: s.crews.name, isDefault: s.crews.isDefault })
      .from(s.crews)
      .orderBy(s.crews.id);
    expect(crews.map((c) => [c.name, c.isDefault])).toEqual([
      ['Main crew', true],
      ['Second main crew', false],
    ]);
    await expect(reopened.insert(s.crews).values({ tenantId: crews[0]!.tenantId, name: 'Another', isDefault: true })).rejects.toThrow();
    reopened.$client.close();
  });
});

describe('migration 0012', () => {
  it('keeps the time blocks, each for the whole business, and lets a block name a crew', async () => {
    const url = `file:${path.join(dir, 'db-0012.sqlite')}`;
    const db = await openBefore(url, 12);
    await seedTwoTenants(db);
    await db.run(
      sql`INSERT INTO time_blocks (tenant_id, title, block_type, start_time, end_time) SELECT id, 'Lunch', 'break', 1800000000000, 1800001800000 FROM tenants WHERE slug = 'first-demo'`,
    );
    db.$client.close();

    const reopened = await openDatabase(url);
    expect(await reopened.select({ title: s.timeBlocks.title, crewId: s.timeBlocks.crewId }).from(s.timeBlocks)).toEqual([
      { title: 'Lunch', crewId: null },
    ]);
    reopened.$client.close();
  });
});

describe('migration 0014', () => {
  it('keeps the customers, stores their phones as digits, dates their last activity, and leaves the stored requests unread', async () => {
    const url = `file:${path.join(dir, 'db-0014.sqlite')}`;
    const db = await openBefore(url, 14);
    await seedTwoTenants(db);
    await db.run(
      sql`INSERT INTO customers (tenant_id, name, email, phone, city, created_at) SELECT id, 'Dana Cruz', 'dana@example.com', '(602) 555-0142', 'Tempe', 1700000000000 FROM tenants WHERE slug = 'first-demo'`,
    );
    await db.run(
      sql`INSERT INTO quotes (tenant_id, customer_id, name, email, phone, services, city, state, zip_code, created_at) SELECT tenant_id, id, name, email, phone, '["Full detail"]', 'Tempe', 'AZ', '85281', 1750000000000 FROM customers`,
    );
    db.$client.close();

    const reopened = await openDatabase(url);
    const [customer] = await reopened.select().from(s.customers);
    expect(customer).toMatchObject({
      name: 'Dana Cruz',
      phone: '6025550142',
      city: 'Tempe',
      street: null,
      things: [],
      lastActivityAt: 1750000000000,
    });
    const [quote] = await reopened.select({ readAt: s.quotes.readAt, assignedUserId: s.quotes.assignedUserId }).from(s.quotes);
    expect(quote).toEqual({ readAt: null, assignedUserId: null });
    reopened.$client.close();
  });
});
