/**
 * The dashboard's Overview tab (issue 5 §2): real figures of one tenant from the database. Mounted
 * at /api/tenants; tenant staff and admins.
 */
import { avg, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { latestJob } from '#build/queue/publish-queue.ts';
import { ALL_STAFF, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { siteUrl } from '../domain/tenants.ts';

const DAY_MS = 86_400_000;
export const NEWEST_QUOTES = 5;

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

export function overviewRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  recordTenantScoped('GET', '/api/tenants/:slug/overview');

  return new Hono<AuthEnv>().get('/:slug/overview', requireUser(sessions), requireTenantAccess(db, ALL_STAFF), async (c) => {
    const tenant = c.get('tenant');
    const now = Date.now();
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
      db.select().from(s.quotes).where(eq(s.quotes.tenantId, tenant.id)).orderBy(desc(s.quotes.createdAt), desc(s.quotes.id)).limit(NEWEST_QUOTES),
      db.select({ average: avg(s.reviews.rating), count: count() }).from(s.reviews).where(eq(s.reviews.tenantId, tenant.id)).get(),
      latestJob(db, tenant.id),
      deps.deployTarget.releases(tenant.slug),
    ]);
    const live = releases.find((r) => r.live);
    const reviewCount = reviewStats?.count ?? 0;
    const average = reviewCount > 0 && reviewStats?.average != null ? Math.round(Number(reviewStats.average) * 10) / 10 : null;
    // Without any job the live release (if any) says what visitors see; a never-published site is 'unpublished'.
    const publish = job
      ? { state: job.state, releaseId: job.state === 'live' ? job.releaseId : (live?.id ?? null), finishedAt: iso(job.finishedAt), error: job.error }
      : { state: live ? 'live' : 'unpublished', releaseId: live?.id ?? null, finishedAt: live ? live.createdAt.toISOString() : null, error: null };

    return c.json({
      success: true,
      data: {
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
        siteUrl: siteUrl(deps.config, tenant.slug),
        publish,
        memberSince: new Date(tenant.createdAt).toISOString(),
        businessName: tenant.businessName,
      },
    });
  });
}
