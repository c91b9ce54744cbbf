/**
 * The durable publish queue, in the database. Saves enqueue; a queued job not yet started absorbs
 * later saves (they coalesce); one job per tenant renders at a time; a claim is a lease held by a
 * named worker process, so a job whose worker died is taken again at once when that worker is
 * known to be gone (releaseDeadClaims), else when the lease runs out; failures retry with backoff.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { errorDetail, failureKind, ownerFailureMessage, siteDetailProblems } from './publish-errors.ts';

export type JobState = 'queued' | 'rendering' | 'live' | 'failed';
export type PublishJob = typeof s.publishJobs.$inferSelect;

/** How long a claim holds before another worker may take the job (PUBLISH_LEASE_MS, tests shorten it). */
export const LEASE_MS = Number(process.env.PUBLISH_LEASE_MS ?? 30_000);
/** Attempts before a job fails for good (PUBLISH_MAX_ATTEMPTS; a full rebuild reports failures at once). */
export const MAX_ATTEMPTS = Number(process.env.PUBLISH_MAX_ATTEMPTS ?? 5);
/** 1 s, 2 s, 4 s, 8 s between attempts. */
export const backoffMs = (attempts: number) => 1000 * 2 ** Math.max(0, attempts - 1);

/** Queues a publish of the tenant unless one is already waiting (which then covers this change too). */
export async function enqueuePublish(
  db: Db,
  tenantId: number,
  reason: string,
  now = Date.now(),
): Promise<{ jobId: number; coalesced: boolean }> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: s.publishJobs.id })
      .from(s.publishJobs)
      .where(and(eq(s.publishJobs.tenantId, tenantId), eq(s.publishJobs.state, 'queued')))
      .get();
    if (waiting) return { jobId: waiting.id, coalesced: true };
    const [row] = await tx
      .insert(s.publishJobs)
      .values({ tenantId, reason, state: 'queued', runAfter: now, createdAt: now })
      .returning({ id: s.publishJobs.id });
    return { jobId: row!.id, coalesced: false };
  });
}

/**
 * Who holds a claim: a worker process (`pid`) on `host`, started by the server process whose start
 * is `boot` (a random id per server process, so a pid reused after a restart is told apart).
 * Stored as the job's worker_id, "pid@host/boot".
 */
export interface LeaseOwner {
  pid: number;
  host: string;
  boot: string;
}

export const formatLeaseOwner = (owner: LeaseOwner) => `${owner.pid}@${owner.host}/${owner.boot}`;

export function parseLeaseOwner(workerId: string | null): LeaseOwner | undefined {
  const match = /^(\d+)@(.+)\/([^/]+)$/.exec(workerId ?? '');
  return match ? { pid: Number(match[1]), host: match[2]!, boot: match[3]! } : undefined;
}

/** Whether a process with this id runs on this machine (signal 0 tests for it without sending anything). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a claim's owner is certainly gone, seen from `self` (a worker starting): it ran on this
 * machine and no process with its pid runs any more, or its pid now belongs to this worker or its
 * server, which started after it (another boot). An owner on another machine, or whose pid still
 * runs, may still be rendering: only its lease tells.
 */
export function leaseOwnerGone(
  owner: LeaseOwner,
  self: LeaseOwner & { serverPid: number },
  isRunning: (pid: number) => boolean = processRuns,
): boolean {
  if (owner.host !== self.host) return false;
  if (owner.boot !== self.boot && (owner.pid === self.pid || owner.pid === self.serverPid)) return true;
  return !isRunning(owner.pid);
}

/**
 * Ends at once the leases of jobs whose worker is gone (a crashed worker, or every worker of a
 * server that died), so a restart retakes them in seconds instead of after LEASE_MS. Run by each
 * worker as it starts; returns the ids of the jobs freed.
 */
export async function releaseDeadClaims(
  db: Db,
  self: LeaseOwner & { serverPid: number },
  isRunning: (pid: number) => boolean = processRuns,
  now = Date.now(),
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: s.publishJobs.id, workerId: s.publishJobs.workerId })
      .from(s.publishJobs)
      .where(and(eq(s.publishJobs.state, 'rendering'), gt(s.publishJobs.leaseUntil, now)));
    const dead = held.filter((job) => {
      const owner = parseLeaseOwner(job.workerId);
      return owner !== undefined && leaseOwnerGone(owner, self, isRunning);
    });
    for (const job of dead) await tx.update(s.publishJobs).set({ leaseUntil: now }).where(eq(s.publishJobs.id, job.id));
    return dead.map((job) => job.id);
  });
}

/**
 * Takes the next job that may run now: queued and due, or rendering with an expired lease (its
 * worker died), for a tenant with no other job rendering under a live lease.
 */
export async function claimNextJob(db: Db, workerId: string, now = Date.now()): Promise<(PublishJob & { slug: string }) | undefined> {
  return db.transaction(async (tx) => {
    const busy = tx
      .select({ tenantId: s.publishJobs.tenantId })
      .from(s.publishJobs)
      .where(and(eq(s.publishJobs.state, 'rendering'), sql`${s.publishJobs.leaseUntil} > ${now}`));
    const candidate = await tx
      .select({ job: s.publishJobs, slug: s.tenants.slug })
      .from(s.publishJobs)
      .innerJoin(s.tenants, eq(s.tenants.id, s.publishJobs.tenantId))
      .where(
        and(
          or(
            and(eq(s.publishJobs.state, 'queued'), lte(s.publishJobs.runAfter, now)),
            and(eq(s.publishJobs.state, 'rendering'), sql`${s.publishJobs.leaseUntil} <= ${now}`),
          ),
          sql`${s.publishJobs.tenantId} not in ${busy}`,
        ),
      )
      .orderBy(asc(s.publishJobs.runAfter), asc(s.publishJobs.id))
      .get();
    if (!candidate) return undefined;
    const job = candidate.job;
    // A stale claim of a tenant that also has a newer queued job: the newer one covers it.
    const [claimed] = await tx
      .update(s.publishJobs)
      .set({
        state: 'rendering',
        workerId,
        leaseUntil: now + LEASE_MS,
        startedAt: now,
        attempts: job.attempts + 1,
        ...(job.state === 'rendering'
          ? { error: ownerFailureMessage('interrupted', true), errorDetail: `worker ${job.workerId} stopped while rendering; retried` }
          : {}),
      })
      .where(and(eq(s.publishJobs.id, job.id), inArray(s.publishJobs.state, ['queued', 'rendering'])))
      .returning();
    return claimed ? { ...claimed, slug: candidate.slug } : undefined;
  });
}

export async function completeJob(db: Db, jobId: number, releaseId: string, now = Date.now()): Promise<void> {
  await db
    .update(s.publishJobs)
    .set({ state: 'live', releaseId, finishedAt: now, leaseUntil: null, error: null, errorDetail: null })
    .where(eq(s.publishJobs.id, jobId));
}

/**
 * Records a failure: retried later with backoff, or failed for good after MAX_ATTEMPTS (and the
 * owner is notified). The owner's words go to `error` and the notification; the raw error only to
 * `errorDetail`.
 */
export async function failJob(db: Db, job: PublishJob, error: unknown, now = Date.now()): Promise<JobState> {
  const final = job.attempts >= MAX_ATTEMPTS;
  const message = ownerFailureMessage(failureKind(error), !final, siteDetailProblems(error));
  const detail = errorDetail(error);
  await db.transaction(async (tx) => {
    await tx
      .update(s.publishJobs)
      .set(
        final
          ? { state: 'failed', error: message, errorDetail: detail, finishedAt: now, leaseUntil: null }
          : { state: 'queued', error: message, errorDetail: detail, runAfter: now + backoffMs(job.attempts), leaseUntil: null },
      )
      .where(eq(s.publishJobs.id, job.id));
    if (final) {
      await tx
        .insert(s.notifications)
        .values({ tenantId: job.tenantId, kind: 'publish_failed', title: 'Publishing your site failed', body: message });
    }
  });
  return final ? 'failed' : 'queued';
}

/** The newest job of a tenant, for the dashboard's publish state. */
export async function latestJob(db: Db, tenantId: number): Promise<PublishJob | undefined> {
  return db.select().from(s.publishJobs).where(eq(s.publishJobs.tenantId, tenantId)).orderBy(desc(s.publishJobs.id)).get();
}

/** The last finished job (live or failed), which says what visitors see. */
export async function lastFinishedJob(db: Db, tenantId: number): Promise<PublishJob | undefined> {
  return db
    .select()
    .from(s.publishJobs)
    .where(and(eq(s.publishJobs.tenantId, tenantId), inArray(s.publishJobs.state, ['live', 'failed'])))
    .orderBy(desc(s.publishJobs.id))
    .get();
}

export async function pendingJobCount(db: Db): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(s.publishJobs)
    .where(inArray(s.publishJobs.state, ['queued', 'rendering']))
    .get();
  return row?.n ?? 0;
}
