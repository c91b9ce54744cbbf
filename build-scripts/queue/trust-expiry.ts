/**
 * A site says "Licensed & insured" only until the insurance expires (core/branding
 * showsLicensedAndInsured), but a site is static: it changes only when published. So the server
 * asks, at start and every hour, which live sites were last published while the insurance still
 * ran, and queues a publish for them.
 */
import { and, eq, inArray, isNotNull, lt, max } from 'drizzle-orm';
import { PUBLIC_TENANT_STATUSES } from '#core/site/tenant-status.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { enqueuePublish } from './publish-queue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRUST_EXPIRY_CHECK_MS = 60 * 60 * 1000;

/** Queues a publish for each live site still showing an insurance that expired since; returns their slugs. */
export async function republishExpiredTrust(db: Db, now = Date.now()): Promise<string[]> {
  const today = new Date(now).toISOString().slice(0, 10);
  const rows = await db
    .select({ id: s.tenants.id, slug: s.tenants.slug, expiry: s.tenants.insuranceExpiry, published: max(s.releases.createdAt) })
    .from(s.tenants)
    .innerJoin(s.releases, eq(s.releases.tenantId, s.tenants.id))
    .where(
      and(
        inArray(s.tenants.status, [...PUBLIC_TENANT_STATUSES]),
        isNotNull(s.tenants.businessLicense),
        isNotNull(s.tenants.insuranceProvider),
        lt(s.tenants.insuranceExpiry, today),
      ),
    )
    .groupBy(s.tenants.id);
  const stale = rows.filter((r) => r.expiry && r.published !== null && r.published < Date.parse(`${r.expiry}T00:00:00Z`) + DAY_MS);
  for (const r of stale) await enqueuePublish(db, r.id, 'insurance expired', now);
  return stale.map((r) => r.slug);
}

/** The hourly check; the timer does not keep the process alive. */
export function startTrustExpiryLoop(db: Db): { stop: () => void } {
  const run = () => republishExpiredTrust(db).catch((error: unknown) => console.error('[trust-expiry]', error));
  void run();
  const timer = setInterval(run, TRUST_EXPIRY_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
