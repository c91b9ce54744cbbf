/**
 * GET /api/health for load balancers and operators (issue 20 point 7): the database with its
 * latency, the publish and health-scan queues, the last publish; 503 once the database is gone,
 * when other calls answer 500 with the request id that finds them in the log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '#db/schema.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ publish: false });
});
afterAll(() => h?.close());

const HOUR = 60 * 60_000;

describe('GET /api/health', () => {
  it('reports the database, the queues and the last publish, without sign-in or secrets', async () => {
    const tenants = await h.db.select({ id: s.tenants.id }).from(s.tenants).limit(4);
    const [a, b, c, d] = tenants.map((t) => t.id);
    const now = Date.now();
    await h.db.insert(s.publishJobs).values([
      { tenantId: a!, state: 'failed', finishedAt: now - 30 * HOUR, error: 'old' },
      { tenantId: a!, state: 'live', finishedAt: now - 2 * HOUR, releaseId: 'r1' },
      { tenantId: b!, state: 'failed', finishedAt: now - HOUR, error: 'Publishing failed' },
      { tenantId: a!, state: 'queued' },
      { tenantId: c!, state: 'queued' },
      { tenantId: d!, state: 'rendering', leaseUntil: now + 30_000, workerId: '1@host/boot' },
    ]);
    await h.db.delete(s.healthScans);
    await h.db.insert(s.healthScans).values([
      { tenantId: a!, status: 'running', startedAt: now },
      { tenantId: b!, status: 'queued' },
      { tenantId: c!, status: 'queued' },
      { tenantId: d!, status: 'done' },
    ]);

    const res = await h.request('/api/health', { headers: { 'X-Request-Id': 'probe-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toBe('probe-1');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      status: 'ok',
      database: 'ok',
      publishQueue: { waiting: 2, running: 1, failedLast24h: 1 },
      lastPublish: { at: new Date(now - HOUR).toISOString(), outcome: 'failed' },
      healthScanQueue: { waiting: 2, running: 1 },
      version: '1.0.0',
    });
    expect(body.databaseLatencyMs).toBeGreaterThanOrEqual(0);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body)).not.toMatch(/Publishing failed|host\/boot|r1/);

    // A later good publish is the last one.
    await h.db.update(s.publishJobs).set({ state: 'live', finishedAt: now, releaseId: 'r2' }).where(eq(s.publishJobs.tenantId, c!));
    expect((await (await h.request('/api/health')).json()).lastPublish).toEqual({ at: new Date(now).toISOString(), outcome: 'live' });
  });

  it('answers 503 when the database is down, and other calls 500 with their request id', async () => {
    h.db.$client.close();
    const res = await h.request('/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, status: 'degraded', database: 'error' });
    expect(body).not.toHaveProperty('publishQueue');

    const failed = await h.request('/api/tenants/prestige-mobile-detailing');
    expect(failed.status).toBe(500);
    const id = failed.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await failed.json()).toEqual({ success: false, error: 'Something went wrong on our side. Please try again.', requestId: id });
  });
});
