/**
 * The health scan queue, in the database (decision 035): a scan is a health_scans row that is queued,
 * then running, then done (with its result) or failed (with the reason). A tenant has at most one
 * scan waiting or running: asking again answers that one. One scan runs at a time on the machine
 * (scan-worker.ts holds a lock file for it); the oldest queued scan of the lowest priority goes first.
 */
import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { scanResult } from '#core/health/score.ts';
import type { FormFactor, ScanInfo, ScanRecord, ScanState } from '#core/health/types.ts';

export type ScanRow = typeof s.healthScans.$inferSelect;

/** An owner's scan goes before the demo's background scans. */
export const PRIORITY_OWNER = 0;
export const PRIORITY_BACKGROUND = 1;

/** A tenant may start a scan this long after its previous one was asked for. */
export const SCAN_INTERVAL_MS = 2 * 60_000;

/** A scan still 'running' this long after it started belongs to a process that died. */
export const STUCK_AFTER_MS = 10 * 60_000;
export const STUCK_MESSAGE = 'The scan stopped before it finished (the server restarted). Please run it again.';

export type EnqueueResult = { ok: true; scan: ScanRow; existing: boolean } | { ok: false; retryAfterSeconds: number };

/** Queues a scan of the tenant's home page, or answers the one already waiting or running. */
export async function enqueueScan(
  db: Db,
  tenantId: number,
  options: { priority?: number; now?: number; interval?: number } = {},
): Promise<EnqueueResult> {
  const now = options.now ?? Date.now();
  const interval = options.interval ?? SCAN_INTERVAL_MS;
  return db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(s.healthScans)
      .where(and(eq(s.healthScans.tenantId, tenantId), inArray(s.healthScans.status, ['queued', 'running'])))
      .orderBy(asc(s.healthScans.id))
      .get();
    if (open) return { ok: true, scan: open, existing: true };
    const last = await tx
      .select({ createdAt: s.healthScans.createdAt })
      .from(s.healthScans)
      .where(eq(s.healthScans.tenantId, tenantId))
      .orderBy(desc(s.healthScans.createdAt))
      .get();
    if (last && now - last.createdAt < interval) {
      return { ok: false, retryAfterSeconds: Math.ceil((last.createdAt + interval - now) / 1000) };
    }
    const [scan] = await tx
      .insert(s.healthScans)
      .values({ tenantId, status: 'queued', priority: options.priority ?? PRIORITY_OWNER, createdAt: now })
      .returning();
    return { ok: true, scan: scan!, existing: false };
  });
}

/** Takes the next queued scan (lowest priority number, then oldest) and marks it running; none when the queue is empty. */
export async function claimNextScan(db: Db, now = Date.now()): Promise<ScanRow | undefined> {
  return db.transaction(async (tx) => {
    const next = await tx
      .select({ id: s.healthScans.id })
      .from(s.healthScans)
      .where(eq(s.healthScans.status, 'queued'))
      .orderBy(asc(s.healthScans.priority), asc(s.healthScans.id))
      .get();
    if (!next) return undefined;
    const [claimed] = await tx
      .update(s.healthScans)
      .set({ status: 'running', startedAt: now })
      .where(and(eq(s.healthScans.id, next.id), eq(s.healthScans.status, 'queued')))
      .returning();
    return claimed;
  });
}

export async function markScanning(db: Db, id: number, values: { url?: string; phase?: FormFactor }): Promise<void> {
  await db.update(s.healthScans).set(values).where(eq(s.healthScans.id, id));
}

export async function finishScan(db: Db, id: number, record: ScanRecord, now = Date.now()): Promise<void> {
  await db
    .update(s.healthScans)
    .set({
      status: 'done',
      phase: null,
      overallScore: scanResult(record).overallScore,
      result: record as unknown as Record<string, unknown>,
      finishedAt: now,
    })
    .where(eq(s.healthScans.id, id));
}

export async function failScan(db: Db, id: number, error: string, now = Date.now()): Promise<void> {
  await db.update(s.healthScans).set({ status: 'failed', phase: null, error, finishedAt: now }).where(eq(s.healthScans.id, id));
}

/** At start: scans left running by a process that died are failed, so the tenant can scan again. */
export async function failStuckScans(db: Db, now = Date.now(), stuckAfter = STUCK_AFTER_MS): Promise<number> {
  const stuck = await db
    .update(s.healthScans)
    .set({ status: 'failed', phase: null, error: STUCK_MESSAGE, finishedAt: now })
    .where(and(eq(s.healthScans.status, 'running'), lt(s.healthScans.startedAt, now - stuckAfter)))
    .returning({ id: s.healthScans.id });
  return stuck.length;
}

export async function scanOf(db: Db, tenantId: number, id: number): Promise<ScanRow | undefined> {
  return db
    .select()
    .from(s.healthScans)
    .where(and(eq(s.healthScans.tenantId, tenantId), eq(s.healthScans.id, id)))
    .get();
}

/** Scans that run before this queued one: the running one and the queued ones ahead of it. */
async function scansAhead(db: Db, scan: ScanRow): Promise<number> {
  if (scan.status !== 'queued') return 0;
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(s.healthScans)
    .where(
      sql`${s.healthScans.status} = 'running' or (${s.healthScans.status} = 'queued' and (${s.healthScans.priority} < ${scan.priority} or (${s.healthScans.priority} = ${scan.priority} and ${s.healthScans.id} < ${scan.id})))`,
    )
    .get();
  return row?.n ?? 0;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function scanInfo(db: Db, scan: ScanRow): Promise<ScanInfo> {
  const record = scan.status === 'done' ? (scan.result as unknown as ScanRecord | null) : null;
  return {
    id: scan.id,
    state: scan.status as ScanState,
    phase: (scan.phase as FormFactor | null) ?? null,
    queuedAt: new Date(scan.createdAt).toISOString(),
    startedAt: iso(scan.startedAt),
    finishedAt: iso(scan.finishedAt),
    ahead: await scansAhead(db, scan),
    result: record ? scanResult(record) : null,
    error: scan.error,
  };
}

/** The tenant's scan waiting or running, if any. */
export async function openScan(db: Db, tenantId: number): Promise<ScanRow | undefined> {
  return db
    .select()
    .from(s.healthScans)
    .where(and(eq(s.healthScans.tenantId, tenantId), inArray(s.healthScans.status, ['queued', 'running'])))
    .orderBy(asc(s.healthScans.id))
    .get();
}

/** Finished scans with their results, newest first. */
export async function finishedScans(db: Db, tenantId: number, limit: number): Promise<ScanRow[]> {
  return db
    .select()
    .from(s.healthScans)
    .where(and(eq(s.healthScans.tenantId, tenantId), eq(s.healthScans.status, 'done'), isNotNull(s.healthScans.result)))
    .orderBy(desc(s.healthScans.id))
    .limit(limit);
}

export async function lastFailedScan(db: Db, tenantId: number): Promise<ScanRow | undefined> {
  return db
    .select()
    .from(s.healthScans)
    .where(and(eq(s.healthScans.tenantId, tenantId), eq(s.healthScans.status, 'failed')))
    .orderBy(desc(s.healthScans.id))
    .get();
}

/** Tenants that have never had a scan (any state): the demo's background scans go to them. */
export async function tenantsWithoutScans(db: Db, tenantIds: number[]): Promise<number[]> {
  if (tenantIds.length === 0) return [];
  const scanned = await db
    .selectDistinct({ tenantId: s.healthScans.tenantId })
    .from(s.healthScans)
    .where(inArray(s.healthScans.tenantId, tenantIds));
  const has = new Set(scanned.map((r) => r.tenantId));
  return tenantIds.filter((id) => !has.has(id));
}
