/** A live site's "Licensed & insured" goes once the insurance expires: the site is queued to publish again. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { republishExpiredTrust } from '#build/queue/trust-expiry.ts';
import * as schema from '#db/schema.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const NOW = Date.parse('2026-11-24T08:00:00Z');

async function tenant(slug: string) {
  return (await h.db.select().from(schema.tenants).where(eq(schema.tenants.slug, slug)).get())!;
}
const queued = async (tenantId: number) =>
  (await h.db.select().from(schema.publishJobs).where(eq(schema.publishJobs.tenantId, tenantId))).filter((j) => j.state === 'queued');

describe('insurance expiry', () => {
  it('queues a publish for a site last published before its insurance expired, and only for it', async () => {
    const stale = await tenant('sparkle-home-cleaning');
    const fresh = await tenant('sharp-edge-barbers');
    const trust = { businessLicense: 'L-1', insuranceProvider: 'Hiscox', insuranceExpiry: '2026-11-20' };
    await h.db.update(schema.tenants).set(trust).where(eq(schema.tenants.id, stale.id));
    await h.db.update(schema.tenants).set(trust).where(eq(schema.tenants.id, fresh.id));
    // Published on the day the insurance still covered, and the day after it ended.
    await h.db
      .update(schema.releases)
      .set({ createdAt: Date.parse('2026-11-20T15:00:00Z') })
      .where(eq(schema.releases.tenantId, stale.id));
    await h.db
      .update(schema.releases)
      .set({ createdAt: Date.parse('2026-11-21T00:30:00Z') })
      .where(eq(schema.releases.tenantId, fresh.id));
    await h.db.delete(schema.publishJobs);

    expect(await republishExpiredTrust(h.db, NOW)).toEqual(['sparkle-home-cleaning']);
    expect((await queued(stale.id)).map((j) => j.reason)).toEqual(['insurance expired']);
    expect(await queued(fresh.id)).toEqual([]);

    // Insurance running until today, or no license: nothing to take down.
    await h.db.delete(schema.publishJobs);
    await h.db.update(schema.tenants).set({ insuranceExpiry: '2026-11-24' }).where(eq(schema.tenants.id, stale.id));
    expect(await republishExpiredTrust(h.db, NOW)).toEqual([]);
    await h.db.update(schema.tenants).set({ insuranceExpiry: '2026-11-20', businessLicense: null }).where(eq(schema.tenants.id, stale.id));
    expect(await republishExpiredTrust(h.db, NOW)).toEqual([]);
  });
});
