/**
 * Health scans (issue 19, decision 035): the queue's rules (one open scan per business, owners before
 * the demo's background scans, one at a time on the machine, stuck scans failed), the API's answers
 * and guards, and one real Lighthouse scan of a demo site served over HTTP by the harness's server.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { findTenantBySlug } from '#api/domain/tenants.ts';
import { NO_SCAN_MESSAGE } from '#api/domain/health-monitoring.ts';
import { scanTooSoonMessage } from '#api/routes/health-monitoring.ts';
import {
  claimNextScan,
  enqueueScan,
  failStuckScans,
  PRIORITY_BACKGROUND,
  STUCK_AFTER_MS,
  STUCK_MESSAGE,
} from '#build/health/scan-queue.ts';
import { startScanWorker, tryLock, unlock } from '#build/health/scan-worker.ts';
import { demoStaffEmail } from '#db/seed.ts';
import * as s from '#db/schema.ts';
import type { HealthMonitoring, ScanInfo } from '#core/health/types.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
let h: Harness;
let server: Server;
let origin: string;

beforeAll(async () => {
  h = await startHarness();
  await ensureDemoAccounts(h.db, PASSWORD);
  // The harness answers through app.request(); Lighthouse needs the sites over real HTTP.
  const { listener } = await composeServer(h.config, h.db);
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  h?.close();
});

const tokenOf = async (email: string) =>
  ((await (await h.request('/api/auth/login', json({ email, password: PASSWORD }))).json()) as { accessToken: string }).accessToken;
const auth = (token: string, init: RequestInit = {}): RequestInit => ({ ...init, headers: { Authorization: `Bearer ${token}` } });
const tenantId = async (slug: string) => (await findTenantBySlug(h.db, slug))!.id;
const clearScans = () => h.db.delete(s.healthScans);

describe('the scan queue', () => {
  it('keeps one open scan per business, and answers it to a second request', async () => {
    await clearScans();
    const id = await tenantId(SLUG);
    const first = await enqueueScan(h.db, id);
    const again = await enqueueScan(h.db, id);
    expect(first).toMatchObject({ ok: true, existing: false, scan: { status: 'queued' } });
    expect(again).toMatchObject({ ok: true, existing: true });
    if (first.ok && again.ok) expect(again.scan.id).toBe(first.scan.id);
  });

  it("runs owners' scans before the demo's background scans, oldest first, and refuses a new scan within 2 minutes", async () => {
    await clearScans();
    const [a, b, c] = await Promise.all(['sharp-edge-barbers', 'sparkle-home-cleaning', SLUG].map(tenantId));
    const t0 = Date.now();
    await enqueueScan(h.db, a!, { priority: PRIORITY_BACKGROUND, now: t0 });
    await enqueueScan(h.db, b!, { now: t0 + 1 });
    await enqueueScan(h.db, c!, { now: t0 + 2 });
    expect((await claimNextScan(h.db))?.tenantId).toBe(b);
    expect((await claimNextScan(h.db))?.tenantId).toBe(c);
    expect((await claimNextScan(h.db))?.tenantId).toBe(a);
    expect(await claimNextScan(h.db)).toBeUndefined();
    // c's scan is running: asking again answers it; once it is over, not before 2 minutes after it was asked for.
    expect(await enqueueScan(h.db, c!, { now: t0 + 10_000 })).toMatchObject({ ok: true, existing: true });
    await h.db.update(s.healthScans).set({ status: 'failed' }).where(eq(s.healthScans.tenantId, c!));
    expect(await enqueueScan(h.db, c!, { now: t0 + 60_002 })).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await enqueueScan(h.db, c!, { now: t0 + 120_002 })).toMatchObject({ ok: true, existing: false });
  });

  it('fails a scan left running by a process that died, and leaves a recent one', async () => {
    await clearScans();
    const now = Date.now();
    const [old, recent] = await h.db
      .insert(s.healthScans)
      .values([
        { tenantId: await tenantId(SLUG), status: 'running', startedAt: now - STUCK_AFTER_MS - 1000 },
        { tenantId: await tenantId('sharp-edge-barbers'), status: 'running', startedAt: now - 60_000 },
      ])
      .returning();
    expect(await failStuckScans(h.db, now)).toBe(1);
    const rows = await h.db.select().from(s.healthScans);
    expect(rows.find((r) => r.id === old!.id)).toMatchObject({ status: 'failed', error: STUCK_MESSAGE });
    expect(rows.find((r) => r.id === recent!.id)).toMatchObject({ status: 'running' });
  });

  it("runs one scan at a time on the machine: a live process's lock is respected, a dead one's taken over", async () => {
    const file = path.join(h.dataDir, 'health-scan.lock');
    expect(tryLock(file)).toBe(true);
    expect(tryLock(file)).toBe(false);
    unlock(file);
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(file, `${other.pid} another-server`);
      expect(tryLock(file)).toBe(false);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    expect(tryLock(file)).toBe(true);
    unlock(file);
  });
});

describe('GET and POST /api/health-monitoring', () => {
  it('says there is no scan yet, queues one (202), answers the same scan to a second request and refuses tech and viewer', async () => {
    await clearScans();
    const owner = await tokenOf(demoOwnerEmail(SLUG));
    const before = (await (await h.request(`/api/health-monitoring/${SLUG}`, auth(owner))).json()) as { data: HealthMonitoring };
    expect(before.data).toMatchObject({ hasData: false, message: NO_SCAN_MESSAGE, overall: null, scan: { state: 'idle' }, history: [] });
    expect(before.data.field).toMatchObject({ samples: expect.any(Number) });

    const post = await h.request(`/api/health-monitoring/${SLUG}/scan`, auth(owner, { method: 'POST' }));
    expect(post.status).toBe(202);
    const queued = ((await post.json()) as { data: ScanInfo }).data;
    expect(queued).toMatchObject({ state: 'queued', ahead: 0, result: null, error: null });
    const second = (await (await h.request(`/api/health-monitoring/${SLUG}/scan`, auth(owner, { method: 'POST' }))).json()) as {
      data: ScanInfo;
    };
    expect(second.data.id).toBe(queued.id);
    const after = (await (await h.request(`/api/health-monitoring/${SLUG}`, auth(owner))).json()) as { data: HealthMonitoring };
    expect(after.data.scan).toMatchObject({ state: 'queued', id: queued.id });

    for (const role of ['tech', 'viewer'] as const) {
      const token = await tokenOf(demoStaffEmail(role, SLUG));
      expect((await h.request(`/api/health-monitoring/${SLUG}`, auth(token))).status).toBe(200);
      expect((await h.request(`/api/health-monitoring/${SLUG}/scan`, auth(token, { method: 'POST' }))).status).toBe(403);
    }
    const bad = await h.request(`/api/health-monitoring/${SLUG}/scans/abc`, auth(owner));
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ id: 'Scan id must be a positive whole number' });
    expect((await h.request(`/api/health-monitoring/${SLUG}/scans/999999`, auth(owner))).status).toBe(404);
  });

  it('answers 429 with the wait when the last scan was asked for less than 2 minutes ago', async () => {
    await clearScans();
    await h.db.insert(s.healthScans).values({ tenantId: await tenantId(SLUG), status: 'failed', createdAt: Date.now() - 30_000 });
    const res = await h.request(`/api/health-monitoring/${SLUG}/scan`, auth(await tokenOf(demoOwnerEmail(SLUG)), { method: 'POST' }));
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: string; retryAfterSeconds: number };
    expect(body.retryAfterSeconds).toBeGreaterThan(85);
    expect(body.error).toBe(scanTooSoonMessage(body.retryAfterSeconds));
    expect(res.headers.get('Retry-After')).toBe(String(body.retryAfterSeconds));
  });
});

describe('a real scan', () => {
  it('runs Lighthouse on the live home page with mobile and desktop settings and stores four scores per form factor', async () => {
    await clearScans();
    const owner = await tokenOf(demoOwnerEmail(SLUG));
    const queued = (
      (await (await h.request(`/api/health-monitoring/${SLUG}/scan`, auth(owner, { method: 'POST' }))).json()) as {
        data: ScanInfo;
      }
    ).data;
    const started = Date.now();
    const worker = startScanWorker({ db: h.db, dataDir: h.dataDir, pageUrl: (slug) => `${origin}/${slug}`, log: () => {} });
    let info: ScanInfo = queued;
    while (info.state === 'queued' || info.state === 'running') {
      await new Promise((r) => setTimeout(r, 1000));
      info = ((await (await h.request(`/api/health-monitoring/${SLUG}/scans/${queued.id}`, auth(owner))).json()) as { data: ScanInfo })
        .data;
    }
    await worker.stop();
    console.log(`health scan took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(info.error).toBeNull();
    expect(info).toMatchObject({ state: 'done', result: { overallScore: expect.any(Number), summary: { priority: expect.any(Array) } } });

    const data = ((await (await h.request(`/api/health-monitoring/${SLUG}`, auth(owner))).json()) as { data: HealthMonitoring }).data;
    expect(data).toMatchObject({ hasData: true, message: null, scan: { state: 'idle' }, url: `${origin}/${SLUG}` });
    for (const form of ['mobile', 'desktop'] as const) {
      const f = data.performance![form];
      for (const score of [f.performanceScore, f.accessibilityScore, f.bestPracticesScore, f.seoScore]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      expect(f.coreWebVitals.lcp.value).toBeGreaterThan(0);
      expect(f.opportunities.length).toBeLessThanOrEqual(3);
    }
    // The demo sites are built for speed (bench/site-weight.ts): a regression shows here too.
    expect(data.performance!.desktop.accessibilityScore).toBeGreaterThanOrEqual(90);
    expect(data.overall!.score).toBe(info.result!.overallScore);
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ id: queued.id, overallScore: info.result!.overallScore });
  }, 240_000);
});
