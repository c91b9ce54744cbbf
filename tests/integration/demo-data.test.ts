/**
 * The seeded demo businesses as an owner and a visitor meet them: reviews carry their own dates in
 * the dashboard as on the site, and every service area lies within the business's service radius.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import * as s from '#db/schema.ts';
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
