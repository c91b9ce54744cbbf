/**
 * Publishing failures and crashes against real worker processes (issue 9 §3, §8): an owner reads a
 * plain message, never SQL or paths; a job whose worker died is retaken as soon as a worker starts,
 * not after its 30 s lease.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import * as s from '#db/schema.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import { enqueuePublish, formatLeaseOwner, LEASE_MS } from '#build/queue/publish-queue.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const FAILING = 'evergreen-lawn-care';
let h: Harness;
let pool: WorkerPool | undefined;
let otherServer: ChildProcess | undefined;
const failures: { slug: string; error: string }[] = [];
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  for (const t of await h.db.select({ id: s.tenants.id, slug: s.tenants.slug }).from(s.tenants)) ids[t.slug] = t.id;
});
afterAll(async () => {
  await pool?.stop();
  otherServer?.kill();
  h?.close();
});

const jobOf = (id: number) => h.db.select().from(s.publishJobs).where(eq(s.publishJobs.id, id)).get();
async function until(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}
async function rendering(slug: string, workerId: string) {
  const [row] = await h.db
    .insert(s.publishJobs)
    .values({
      tenantId: ids[slug]!,
      state: 'rendering',
      reason: 'rendering when the server died',
      workerId,
      leaseUntil: Date.now() + 10 * 60_000,
      startedAt: Date.now(),
      attempts: 1,
    })
    .returning({ id: s.publishJobs.id });
  return row!.id;
}

describe('a server restarted after a crash, and a publish that fails', () => {
  it('retakes at once a job whose worker is gone, leaves a live owner its lease, and tells the owner a failure in plain words', async () => {
    expect(LEASE_MS).toBe(30_000);
    // A worker of an earlier server start, rendering when it died: its pid no longer runs.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const orphan = await rendering('sharp-edge-barbers', formatLeaseOwner({ pid: gone, host: os.hostname(), boot: 'earlier-start' }));
    // A worker of another server on this machine that still runs.
    otherServer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120_000)'], { stdio: 'ignore' });
    const heldBy = formatLeaseOwner({ pid: otherServer.pid!, host: os.hostname(), boot: 'other-server' });
    const held = await rendering('sparkle-home-cleaning', heldBy);
    // Every release of one tenant is refused by the database, so its publish fails with SQL in the error.
    await h.db.run(
      sql.raw(
        `CREATE TRIGGER refuse_releases BEFORE INSERT ON releases WHEN NEW.tenant_id = ${ids[FAILING]} BEGIN SELECT RAISE(ABORT, 'releases refused by the test'); END`,
      ),
    );
    const { jobId: failing } = await enqueuePublish(h.db, ids[FAILING]!, 'a save');

    const started = Date.now();
    pool = new WorkerPool(1, {
      ...process.env,
      DATA_DIR: h.dataDir,
      DATABASE_URL: h.config.databaseUrl,
      PUBLIC_URL: h.config.publicUrl,
      PUBLISH_MAX_ATTEMPTS: '1',
      PUBLISH_POLL_MS: '100',
    });
    pool.on('failed', (m: { slug: string; error: string }) => failures.push(m));
    pool.start();

    await until(async () => (await jobOf(orphan))?.state === 'live');
    expect(Date.now() - started).toBeLessThan(LEASE_MS);
    expect(await jobOf(held)).toMatchObject({ state: 'rendering', workerId: heldBy });

    await until(async () => (await jobOf(failing))?.state === 'failed');
    const token = (await (await h.request('/api/auth/login', json({ email: demoOwnerEmail(FAILING), password: PASSWORD }))).json())
      .accessToken;
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const status = (await (await h.request(`/api/tenants/${FAILING}/publish`, auth)).json()).data;
    const overview = (await (await h.request(`/api/tenants/${FAILING}/overview`, auth)).json()).data.publish;
    // The demo's own notifications (quote requests, reviews) are there too: the failure's is read by its kind.
    const notification = (await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, ids[FAILING]!), eq(s.notifications.kind, 'publish_failed')))
      .get())!;
    const message =
      "Publishing failed: your site's details could not be read. Your changes are saved; press Publish now to try again. If this keeps happening, contact support.";
    expect(status).toMatchObject({ state: 'failed', error: message });
    expect(overview.error).toBe(message);
    expect(notification.body).toBe(message);
    for (const shown of [JSON.stringify(status), JSON.stringify(overview), notification.body]) {
      expect(shown).not.toMatch(/insert into|SQLITE|releases refused|\.ts:\d|\/tmp\//);
    }
    // The operator still has the raw error: in the job's detail column and in the server log.
    expect((await jobOf(failing))!.errorDetail).toContain('insert into "releases"');
    expect(failures.find((f) => f.slug === FAILING)?.error).toContain('releases refused by the test');
  });
});
