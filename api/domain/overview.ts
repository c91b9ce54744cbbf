/** The dashboard's Overview tab (issue 5 §2): real figures of one tenant from the database. */
import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { DeployTarget } from '#build/deploy/target.ts';
import { latestJob } from '#build/queue/publish-queue.ts';
import { primaryDomainOf, siteUrl, type TenantRow } from './tenants.ts';

const DAY_MS = 86_400_000;
export const NEWEST_QUOTES = 5;

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

/** Quote requests of the last 7 and 30 days with the newest few, the review average and count, and what visitors see of the site. */
export async function tenantOverview(
  db: Db,
  target: DeployTarget,
  config: { baseDomain: string; publicUrl: string },
  tenant: TenantRow,
  now = Date.now(),
) {
  const since7 = now - 7 * DAY_MS;
  const since30 = now - 30 * DAY_MS;
  const [quoteCounts, newest, reviewStats, job, releases] = await Promise.all([
    db
      .select({
        last7Days: sql<number>`coalesce(sum(case when ${s.quotes.createdAt} >= ${since7} then 1 else 0 end), 0)`,
        last30Days: sql<number>`coalesce(sum(case when ${s.quotes.createdAt} >= ${since30} then 1 else 0 end), 0)`,
      })
      .from(s.quotes)
      .where(eq(s.quotes.tenantId, tenant.id))
      .get(),
    db
      .select()
      .from(s.quotes)
      .where(eq(s.quotes.tenantId, tenant.id))
      .orderBy(desc(s.quotes.createdAt), desc(s.quotes.id))
      .limit(NEWEST_QUOTES),
    db
      .select({ average: avg(s.reviews.rating), count: count() })
      .from(s.reviews)
      .where(and(eq(s.reviews.tenantId, tenant.id), eq(s.reviews.status, 'published')))
      .get(),
    latestJob(db, tenant.id),
    target.releases(tenant.slug),
  ]);
  const live = releases.find((r) => r.live);
  const reviewCount = reviewStats?.count ?? 0;
  const average = reviewCount > 0 && reviewStats?.average != null ? Math.round(Number(reviewStats.average) * 10) / 10 : null;
  // Without any job the live release (if any) says what visitors see; a never-published site is 'unpublished'.
  const publish = job
    ? {
        state: job.state,
        releaseId: job.state === 'live' ? job.releaseId : (live?.id ?? null),
        finishedAt: iso(job.finishedAt),
        error: job.error,
      }
    : {
        state: live ? 'live' : 'unpublished',
        releaseId: live?.id ?? null,
        finishedAt: live ? live.createdAt.toISOString() : null,
        error: null,
      };
  return {
    quotes: {
      last7Days: Number(quoteCounts?.last7Days ?? 0),
      last30Days: Number(quoteCounts?.last30Days ?? 0),
      newest: newest.map((q) => ({
        id: q.id,
        name: q.name,
        email: q.email,
        phone: q.phone,
        services: q.services,
        city: q.city,
        state: q.state,
        status: q.status,
        createdAt: new Date(q.createdAt).toISOString(),
      })),
    },
    reviews: { average, count: reviewCount },
    siteUrl: siteUrl(config, tenant.slug, await primaryDomainOf(db, tenant.id)),
    publish,
    memberSince: new Date(tenant.createdAt).toISOString(),
    businessName: tenant.businessName,
  };
}
