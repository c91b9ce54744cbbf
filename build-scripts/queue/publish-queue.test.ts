/** The queue's claims and failures, on a real libSQL file. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';
import {
  claimNextJob,
  enqueuePublish,
  failJob,
  formatLeaseOwner,
  leaseOwnerGone,
  MAX_ATTEMPTS,
  parseLeaseOwner,
  releaseDeadClaims,
  type LeaseOwner,
} from './publish-queue.ts';

let dir: string;
let db: Db;
let tenantId: number;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-queue-'));
  db = await openDatabase(pathToFileURL(path.join(dir, 'queue.db')).href);
  await seedDemoData(db);
  tenantId = (await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, 'sharp-edge-barbers')).get())!.id;
});
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(s.publishJobs);
  await db.delete(s.notifications);
});

const HOST = 'builder-1';
const self = { pid: 5000, host: HOST, boot: 'boot-now', serverPid: 4999 };
const running = new Set([5000, 4999, 7000]);
const isRunning = (pid: number) => running.has(pid);

async function leasedJob(owner: LeaseOwner, leaseUntil = Date.now() + 30_000) {
  const [row] = await db
    .insert(s.publishJobs)
    .values({
      tenantId,
      state: 'rendering',
      reason: 'test',
      workerId: formatLeaseOwner(owner),
      leaseUntil,
      startedAt: Date.now(),
      attempts: 1,
    })
    .returning({ id: s.publishJobs.id });
  return row!.id;
}

describe('lease owners', () => {
  it('round-trips "pid@host/boot"', () => {
    const owner = { pid: 123, host: 'web-2.internal', boot: 'a1b2' };
    expect(parseLeaseOwner(formatLeaseOwner(owner))).toEqual(owner);
    expect(parseLeaseOwner('123-abcdef')).toBeUndefined();
    expect(parseLeaseOwner(null)).toBeUndefined();
  });

  it('counts an owner gone only when this machine can tell: its pid no longer runs, or now belongs to this start', () => {
    expect(leaseOwnerGone({ pid: 6000, host: HOST, boot: 'boot-before' }, self, isRunning)).toBe(true);
    expect(leaseOwnerGone({ pid: 6000, host: HOST, boot: 'boot-now' }, self, isRunning)).toBe(true);
    expect(leaseOwnerGone({ pid: 5000, host: HOST, boot: 'boot-before' }, self, isRunning)).toBe(true);
    expect(leaseOwnerGone({ pid: 4999, host: HOST, boot: 'boot-before' }, self, isRunning)).toBe(true);
    expect(leaseOwnerGone({ pid: 7000, host: HOST, boot: 'boot-before' }, self, isRunning)).toBe(false);
    expect(leaseOwnerGone({ pid: 7000, host: HOST, boot: 'boot-now' }, self, isRunning)).toBe(false);
    expect(leaseOwnerGone({ pid: 6000, host: 'builder-2', boot: 'boot-before' }, self, isRunning)).toBe(false);
  });
});

describe('releaseDeadClaims', () => {
  it('ends the leases of gone owners at once, so the next claim takes their job', async () => {
    const orphan = await leasedJob({ pid: 6000, host: HOST, boot: 'boot-before' });
    const live = await leasedJob({ pid: 7000, host: HOST, boot: 'boot-before' });
    const elsewhere = await leasedJob({ pid: 6000, host: 'builder-2', boot: 'boot-before' });
    expect(await releaseDeadClaims(db, self, isRunning)).toEqual([orphan]);
    const rows = await db.select({ id: s.publishJobs.id, leaseUntil: s.publishJobs.leaseUntil }).from(s.publishJobs);
    expect(rows.find((r) => r.id === orphan)!.leaseUntil).toBeLessThanOrEqual(Date.now());
    for (const id of [live, elsewhere]) expect(rows.find((r) => r.id === id)!.leaseUntil).toBeGreaterThan(Date.now() + 20_000);
  });

  it('lets a claim retake the freed job with a plain message for the owner', async () => {
    const orphan = await leasedJob({ pid: 6000, host: HOST, boot: 'boot-before' });
    expect(await claimNextJob(db, formatLeaseOwner(self))).toBeUndefined();
    await releaseDeadClaims(db, self, isRunning);
    const claimed = await claimNextJob(db, formatLeaseOwner(self));
    expect(claimed).toMatchObject({ id: orphan, state: 'rendering', workerId: '5000@builder-1/boot-now', attempts: 2 });
    expect(claimed!.error).toBe(
      'Publishing was interrupted. Your changes are saved; we will retry automatically. If this keeps happening, contact support.',
    );
    expect(claimed!.errorDetail).toContain('6000@builder-1/boot-before');
  });
});

describe('failJob', () => {
  /** A real SQL failure, with the SQL text in its message, as drizzle reports it. */
  async function sqlFailure(): Promise<unknown> {
    try {
      await db.run(sql`insert into releases_typo (id, tenant_id) values ('r-1', ${tenantId})`);
    } catch (error) {
      return error;
    }
    throw new Error('expected the query to fail');
  }

  it('gives the owner plain words without the SQL, and keeps the raw error in error_detail', async () => {
    const { jobId } = await enqueuePublish(db, tenantId, 'test');
    const job = (await claimNextJob(db, 'w'))!;
    expect(job.id).toBe(jobId);
    const error = await sqlFailure();
    expect(String((error as Error).message)).toContain('insert into releases_typo');
    expect(await failJob(db, job, error)).toBe('queued');
    const row = (await db.select().from(s.publishJobs).where(eq(s.publishJobs.id, jobId)).get())!;
    expect(row.error).toBe(
      "Publishing failed: your site's details could not be read. Your changes are saved; we will retry automatically. If this keeps happening, contact support.",
    );
    expect(row.errorDetail).toContain('insert into releases_typo');
    expect(row.errorDetail).toContain('SQLITE_ERROR');
    expect(row.errorDetail).toMatch(/\bat .*\/[\w.-]+\.(ts|js):\d+/);
  });

  it('tells the owner to publish again when it gives up, in the job and in the notification', async () => {
    const { jobId } = await enqueuePublish(db, tenantId, 'test');
    const job = { ...(await claimNextJob(db, 'w'))!, attempts: MAX_ATTEMPTS };
    expect(await failJob(db, job, await sqlFailure())).toBe('failed');
    const row = (await db.select().from(s.publishJobs).where(eq(s.publishJobs.id, jobId)).get())!;
    const note = (await db.select().from(s.notifications).where(eq(s.notifications.tenantId, tenantId)).get())!;
    for (const text of [row.error!, note.body]) {
      expect(text).toBe(
        "Publishing failed: your site's details could not be read. Your changes are saved; press Publish now to try again. If this keeps happening, contact support.",
      );
      expect(text).not.toMatch(/insert|SQLITE|releases_typo|\/|\bat\b/);
    }
  });
});
