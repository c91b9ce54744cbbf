/**
 * What GET /api/health tells an operator or a load balancer: whether the database answers (and how
 * fast), the publish queue, the last publish, the health-scan queue. Every count uses an index on
 * the state column, so a probe every few seconds costs little whatever the history holds.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';

/** Failed publishes are counted over this window: a failure long since followed by good publishes says nothing now. */
export const FAILED_WINDOW_MS = 24 * 60 * 60_000;

export interface ServiceStatus {
  database: { status: 'ok' | 'error'; latencyMs: number };
  /** Unset when the database does not answer. */
  publishQueue?: { waiting: number; running: number; failedLast24h: number };
  lastPublish?: { at: string; outcome: 'live' | 'failed' } | null;
  healthScanQueue?: { waiting: number; running: number };
}

export async function serviceStatus(db: Db, now = Date.now()): Promise<ServiceStatus> {
  const started = performance.now();
  try {
    await db.run(sql`select 1`);
  } catch {
    return { database: { status: 'error', latencyMs: elapsed(started) } };
  }
  const database = { status: 'ok' as const, latencyMs: elapsed(started) };
  try {
    const jobs = await db
      .select({ state: s.publishJobs.state, n: sql<number>`count(*)` })
      .from(s.publishJobs)
      .where(inArray(s.publishJobs.state, ['queued', 'rendering']))
      .groupBy(s.publishJobs.state);
    const failed = await db
      .select({ n: sql<number>`count(*)` })
      .from(s.publishJobs)
      .where(and(eq(s.publishJobs.state, 'failed'), gt(s.publishJobs.finishedAt, now - FAILED_WINDOW_MS)))
      .get();
    // The newest finished job by id: the primary key walked backwards stops at the first, recent, one.
    const last = await db
      .select({ state: s.publishJobs.state, finishedAt: s.publishJobs.finishedAt })
      .from(s.publishJobs)
      .where(inArray(s.publishJobs.state, ['live', 'failed']))
      .orderBy(desc(s.publishJobs.id))
      .get();
    const scans = await db
      .select({ status: s.healthScans.status, n: sql<number>`count(*)` })
      .from(s.healthScans)
      .where(inArray(s.healthScans.status, ['queued', 'running']))
      .groupBy(s.healthScans.status);
    const count = (rows: { n: number; key: string }[], key: string) => rows.find((r) => r.key === key)?.n ?? 0;
    const jobRows = jobs.map((r) => ({ key: r.state, n: r.n }));
    const scanRows = scans.map((r) => ({ key: r.status, n: r.n }));
    return {
      database,
      publishQueue: { waiting: count(jobRows, 'queued'), running: count(jobRows, 'rendering'), failedLast24h: failed?.n ?? 0 },
      lastPublish: last?.finishedAt ? { at: new Date(last.finishedAt).toISOString(), outcome: last.state as 'live' | 'failed' } : null,
      healthScanQueue: { waiting: count(scanRows, 'queued'), running: count(scanRows, 'running') },
    };
  } catch {
    // The database answered the probe but not these: it is failing.
    return { database: { status: 'error', latencyMs: elapsed(started) } };
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
