/** Publish state, kept releases and rollback of a tenant's site (issue 4 §4). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { DeployTarget } from '#build/deploy/target.ts';
import { latestJob } from '#build/queue/publish-queue.ts';
import type { TenantRow } from './tenants.ts';

/** How many release rows are read for the page counts of the kept releases (far more than are kept). */
const RELEASE_ROWS = 50;

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

/**
 * The state of the tenant's latest publish job. Without any job the live release (if any) says
 * what visitors see; a site that was never published is still 'queued' (its first publish is due).
 */
export async function publishStatus(db: Db, target: DeployTarget, tenant: TenantRow) {
  const [job, releases] = await Promise.all([latestJob(db, tenant.id), target.releases(tenant.slug)]);
  const live = releases.find((r) => r.live);
  if (!job)
    return {
      state: live ? 'live' : 'queued',
      releaseId: live?.id ?? null,
      startedAt: null,
      finishedAt: null,
      durationMs: null,
      error: null,
    };
  return {
    jobId: job.id,
    state: job.state,
    reason: job.reason,
    releaseId: job.state === 'live' ? job.releaseId : (live?.id ?? null),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    durationMs: job.startedAt && job.finishedAt ? job.finishedAt - job.startedAt : null,
    attempts: job.attempts,
    error: job.error,
  };
}

/** The releases the deploy target keeps for the tenant, newest first as it lists them, with their page counts. */
export async function keptReleases(db: Db, target: DeployTarget, tenant: TenantRow) {
  const [kept, rows] = await Promise.all([
    target.releases(tenant.slug),
    db.select().from(s.releases).where(eq(s.releases.tenantId, tenant.id)).orderBy(desc(s.releases.createdAt)).limit(RELEASE_ROWS),
  ]);
  const info = new Map(rows.map((r) => [r.id, r]));
  return kept.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), live: r.live, pages: info.get(r.id)?.pages ?? null }));
}

/**
 * Puts a kept release back live and records it as a finished 'rollback' job, so the publish state
 * names it. Throws the target's ReleaseNotFoundError for a release it does not keep.
 */
export async function rollBack(db: Db, target: DeployTarget, tenant: TenantRow, releaseId: string): Promise<void> {
  await target.rollback(tenant.slug, releaseId);
  const now = Date.now();
  await db.insert(s.publishJobs).values({
    tenantId: tenant.id,
    state: 'live',
    reason: 'rollback',
    releaseId,
    attempts: 0,
    startedAt: now,
    finishedAt: now,
    createdAt: now,
  });
}
