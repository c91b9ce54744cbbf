/**
 * Benchmark tenants (bench:publish, bench:serve): `count` businesses of 27 pages (home, 6 service
 * pages, 20 city pages), cloned round-robin from the five demo businesses of content/ with unique
 * slugs and names (bench-0001-prestige-mobile-detailing …), inserted in batched transactions.
 */
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { industries } from '#content/index.ts';
import type { IndustryContent } from '#core/content/types.ts';
import { demoContentRow, demoReviewRows, demoServiceRow, demoTenantRow, demoTierRows } from '#db/seed.ts';

export const SERVICE_AREAS = 20;
export const SERVICES = 6;
export const PAGES_PER_TENANT = 1 + SERVICES + SERVICE_AREAS;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DemoArea = IndustryContent['demo']['serviceAreas'][number];

const DEMOS = Object.values(industries);
export const pad = (n: number) => String(n).padStart(4, '0');
export const benchSlug = (i: number) => `bench-${pad(i)}-${DEMOS[(i - 1) % DEMOS.length]!.demo.slug}`;

/** 20 distinct real cities for tenant i: its demo's own areas (rotated, so the primary city varies), then cities of the other demos. */
function areasFor(i: number, industry: IndustryContent): DemoArea[] {
  const own = industry.demo.serviceAreas;
  const shift = Math.floor((i - 1) / DEMOS.length) % own.length;
  const picked = [...own.slice(shift), ...own.slice(0, shift)];
  const others = DEMOS.filter((d) => d !== industry).flatMap((d) => d.demo.serviceAreas);
  const seen = new Set(picked.map((a) => `${a.city}|${a.state}`));
  for (let k = 0; picked.length < SERVICE_AREAS && k < others.length; k++) {
    const area = others[(i * 7 + k) % others.length]!;
    const key = `${area.city}|${area.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(area);
  }
  if (picked.length < SERVICE_AREAS) throw new Error(`Not enough distinct demo cities for ${SERVICE_AREAS} service areas`);
  return picked.slice(0, SERVICE_AREAS);
}

function chunks<T>(rows: T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertTenantBatch(tx: Tx, first: number, count: number, now: number): Promise<void> {
  const specs = Array.from({ length: count }, (_, j) => {
    const i = first + j;
    const industry = DEMOS[(i - 1) % DEMOS.length]!;
    return { i, industry, slug: benchSlug(i), areas: areasFor(i, industry) };
  });
  const tenantRows = await tx
    .insert(s.tenants)
    .values(
      specs.map(({ i, industry, slug, areas }) =>
        demoTenantRow(industry, {
          slug,
          primary: areas[0],
          now,
          nameSuffix: pad(i),
          businessPhone: `${industry.demo.businessPhone.replace(/\D/g, '').slice(0, 6)}${pad(i % 10_000)}`,
          businessEmail: `hello@${slug}.example`,
        }),
      ),
    )
    .returning({ id: s.tenants.id, slug: s.tenants.slug });
  const tenantId = new Map(tenantRows.map((r) => [r.slug, r.id]));
  const idOf = (slug: string) => {
    const id = tenantId.get(slug);
    if (id === undefined) throw new Error(`Inserted tenant ${slug} has no id`);
    return id;
  };

  const areaRows = specs.flatMap(({ slug, areas }) =>
    areas.map((a, k) => ({
      tenantId: idOf(slug),
      city: a.city,
      state: a.state,
      zip: a.zip,
      isPrimary: k === 0,
      sortOrder: k,
      latitude: a.lat,
      longitude: a.lng,
    })),
  );
  for (const chunk of chunks(areaRows)) await tx.insert(s.serviceAreas).values(chunk);

  const serviceRows = specs.flatMap(({ slug, industry }) =>
    industry.services.slice(0, SERVICES).map((service, k) => demoServiceRow(idOf(slug), service, k)),
  );
  const serviceIds = new Map<string, number>();
  for (const chunk of chunks(serviceRows)) {
    const rows = await tx
      .insert(s.services)
      .values(chunk)
      .returning({ id: s.services.id, tenantId: s.services.tenantId, slug: s.services.slug });
    for (const r of rows) serviceIds.set(`${r.tenantId}|${r.slug}`, r.id);
  }
  const tierRows = specs.flatMap(({ slug, industry }) =>
    industry.services.slice(0, SERVICES).flatMap((service) => demoTierRows(serviceIds.get(`${idOf(slug)}|${service.slug}`)!, service)),
  );
  for (const chunk of chunks(tierRows)) await tx.insert(s.serviceTiers).values(chunk);

  const reviewRows = specs.flatMap(({ slug, industry }) => demoReviewRows(idOf(slug), industry, now));
  for (const chunk of chunks(reviewRows)) await tx.insert(s.reviews).values(chunk);

  const contentRows = specs.map(({ slug, industry }) => demoContentRow(idOf(slug), industry));
  for (const chunk of chunks(contentRows, 100)) await tx.insert(s.websiteContent).values(chunk);
}

/** Inserts bench tenants 1..count, 50 per transaction, reporting progress through `log`. */
export async function seedBenchTenants(db: Db, count: number, log: (message: string) => void): Promise<string[]> {
  const now = Date.now();
  const BATCH = 50;
  for (let first = 1; first <= count; first += BATCH) {
    const n = Math.min(BATCH, count - first + 1);
    await db.transaction((tx) => insertTenantBatch(tx, first, n, now));
    const done = first + n - 1;
    if (done === count || done % 200 === 0) log(`seeding ${count} tenants: ${done}/${count}`);
  }
  return Array.from({ length: count }, (_, k) => benchSlug(k + 1));
}
