/**
 * The publish pipeline end to end: API saves, the durable queue, real worker processes, atomic
 * releases. Workers are child processes on the harness's data directory.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAccounts, demoOwnerEmail } from '#api/auth/accounts.ts';
import * as s from '#db/schema.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import { enqueuePublish } from '#build/queue/publish-queue.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
let h: Harness;
let pool: WorkerPool;
const tokens: Record<string, string> = {};
const workerEnv = () => ({
  ...process.env,
  DATA_DIR: h.dataDir,
  DATABASE_URL: h.config.databaseUrl,
  PUBLIC_URL: h.config.publicUrl,
  PUBLISH_LEASE_MS: '1500',
  PUBLISH_POLL_MS: '100',
});

beforeAll(async () => {
  h = await startHarness({ wake: () => pool?.wake() });
  await ensureDemoAccounts(h.db, PASSWORD);
  for (const slug of ['prestige-mobile-detailing', 'sharp-edge-barbers']) {
    const res = await h.request('/api/auth/login', json({ email: demoOwnerEmail(slug), password: PASSWORD }));
    tokens[slug] = (await res.json()).accessToken;
  }
  pool = new WorkerPool(2, workerEnv()).start();
  await pool.ready();
});
afterAll(async () => {
  await pool?.stop();
  h?.close();
});

describe('publish workers', () => {
  it('run at a lower CPU priority than the server, so renders wait for visitors', () => {
    expect(pool.pids()).toHaveLength(2);
    for (const pid of pool.pids()) expect(os.getPriority(pid)).toBe(Math.min(19, os.getPriority() + 10));
  });
});

const save = (slug: string, body: Record<string, unknown>) =>
  h.request(`/api/website-content/${slug}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${tokens[slug]}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const page = async (slug: string) => (await h.request(`/${slug}`)).text();
async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition not met in time');
}
const jobs = async (slug: string) => {
  const tenant = await h.db.select().from(s.tenants).where(eq(s.tenants.slug, slug)).get();
  return h.db.select().from(s.publishJobs).where(eq(s.publishJobs.tenantId, tenant!.id));
};

describe('publishing after a save', () => {
  it('makes a new live release with the new text', async () => {
    const before = (
      await (
        await h.request('/api/tenants/sharp-edge-barbers/releases', {
          headers: { Authorization: `Bearer ${tokens['sharp-edge-barbers']}` },
        })
      ).json()
    ).data;
    expect((await save('sharp-edge-barbers', { hero_title: 'Fresh Fades on Broadway' })).status).toBe(200);
    await until(async () => (await page('sharp-edge-barbers')).includes('Fresh Fades on Broadway'));
    const status = (
      await (
        await h.request('/api/tenants/sharp-edge-barbers/publish', { headers: { Authorization: `Bearer ${tokens['sharp-edge-barbers']}` } })
      ).json()
    ).data;
    await until(
      async () =>
        (
          await (
            await h.request('/api/tenants/sharp-edge-barbers/publish', {
              headers: { Authorization: `Bearer ${tokens['sharp-edge-barbers']}` },
            })
          ).json()
        ).data.state === 'live',
    );
    expect(status.releaseId).toBeTruthy();
    const after = (
      await (
        await h.request('/api/tenants/sharp-edge-barbers/releases', {
          headers: { Authorization: `Bearer ${tokens['sharp-edge-barbers']}` },
        })
      ).json()
    ).data;
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((r: { live: boolean }) => r.live)).toHaveLength(1);
  });

  it('coalesces saves that arrive close together', async () => {
    const before = (await jobs('prestige-mobile-detailing')).length;
    for (let i = 1; i <= 6; i++) expect((await save('prestige-mobile-detailing', { hero_title: `Coalesced Title ${i}` })).status).toBe(200);
    await until(async () => (await page('prestige-mobile-detailing')).includes('Coalesced Title 6'));
    await until(async () => (await jobs('prestige-mobile-detailing')).every((j) => j.state === 'live'));
    expect((await jobs('prestige-mobile-detailing')).length - before).toBeLessThanOrEqual(2);
  });

  it('publishes two tenants in parallel without mixing their files', async () => {
    await Promise.all([
      save('prestige-mobile-detailing', { hero_title: 'Parallel Detailing' }),
      save('sharp-edge-barbers', { hero_title: 'Parallel Barbers' }),
    ]);
    await until(
      async () =>
        (await page('prestige-mobile-detailing')).includes('Parallel Detailing') &&
        (await page('sharp-edge-barbers')).includes('Parallel Barbers'),
    );
    expect(await page('prestige-mobile-detailing')).not.toContain('Parallel Barbers');
    expect(await page('sharp-edge-barbers')).not.toContain('Parallel Detailing');
  });

  it('restores the exact old files on rollback', async () => {
    const auth = { Authorization: `Bearer ${tokens['sharp-edge-barbers']}` };
    await until(async () => (await jobs('sharp-edge-barbers')).every((j) => j.state === 'live'));
    const oldHtml = await page('sharp-edge-barbers');
    const oldRelease = (await (await h.request('/api/tenants/sharp-edge-barbers/releases', { headers: auth })).json()).data.find(
      (r: { live: boolean }) => r.live,
    ).id;
    await save('sharp-edge-barbers', { hero_title: 'Changed Before Rollback' });
    await until(async () => (await page('sharp-edge-barbers')).includes('Changed Before Rollback'));
    const res = await h.request('/api/tenants/sharp-edge-barbers/rollback', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ releaseId: oldRelease }),
    });
    expect(res.status).toBe(200);
    expect(await page('sharp-edge-barbers')).toBe(oldHtml);
    const bad = await h.request('/api/tenants/sharp-edge-barbers/rollback', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ releaseId: 'nope' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('removed images and rollbacks', () => {
  it('keeps a removed gallery image while a kept release shows it, and purges it once none can', async () => {
    const slug = 'prestige-mobile-detailing';
    const auth = { Authorization: `Bearer ${tokens[slug]}` };
    const live = async () =>
      (await (await h.request(`/api/tenants/${slug}/releases`, { headers: auth })).json()).data.find((r: { live: boolean }) => r.live)?.id;
    const settled = () => until(async () => (await jobs(slug)).every((j) => j.state === 'live'));
    const form = new FormData();
    form.set(
      'image',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
    );
    form.set('title', 'Green Coupe');
    const added = (await (await h.request(`/api/tenants/${slug}/gallery`, { method: 'POST', headers: auth, body: form })).json()).data;
    await until(async () => (await page(slug)).includes(added.src));
    await settled();
    const withImage = await live();

    expect((await h.request(`/api/tenants/${slug}/gallery/${added.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
    await until(async () => !(await page(slug)).includes(added.src));
    await settled();
    // Rolled back, the old release shows the image again, and its file is still there.
    expect(
      (
        await h.request(`/api/tenants/${slug}/rollback`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ releaseId: withImage }),
        })
      ).status,
    ).toBe(200);
    expect(await page(slug)).toContain(added.src);
    expect((await h.request(added.src)).status).toBe(200);

    // When every kept release was rendered after the removal, the next publish deletes the files.
    const upload = await h.db.select().from(s.uploads).where(eq(s.uploads.path, added.src)).get();
    await h.db
      .update(s.uploads)
      .set({ retiredAt: Date.now() - 365 * 24 * 3600_000 })
      .where(eq(s.uploads.id, upload!.id));
    await save(slug, { hero_title: 'After The Purge' });
    await until(async () => (await page(slug)).includes('After The Purge'));
    await settled();
    expect((await h.request(added.src)).status).toBe(404);
    expect(await h.db.select().from(s.uploads).where(eq(s.uploads.id, upload!.id)).get()).toBeUndefined();
  });
});

describe('failures and restarts', () => {
  it('keeps the old release live when a worker is killed mid-render, and the next attempt succeeds', async () => {
    const before = await page('prestige-mobile-detailing');
    await save('prestige-mobile-detailing', { hero_title: 'Survives a Crash' });
    // Kill every worker the moment the job is being rendered.
    await until(async () => (await jobs('prestige-mobile-detailing')).some((j) => j.state === 'rendering'), 10_000);
    for (const pid of pool.pids()) process.kill(pid, 'SIGKILL');
    const during = await page('prestige-mobile-detailing');
    expect(during === before || during.includes('Survives a Crash')).toBe(true);
    expect(during.trimEnd().endsWith('</html>')).toBe(true);
    // The pool replaces the workers; the job's lease runs out and it is rendered again.
    await until(async () => (await page('prestige-mobile-detailing')).includes('Survives a Crash'), 20_000);
    await until(async () => (await jobs('prestige-mobile-detailing')).every((j) => j.state === 'live'));
  });

  it('resumes queued jobs after a restart', async () => {
    await pool.stop();
    await h.db
      .update(s.websiteContent)
      .set({ heroTitle: 'Queued While Down' })
      .where(
        eq(s.websiteContent.tenantId, (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, 'sharp-edge-barbers')).get())!.id),
      );
    const tenant = await h.db.select().from(s.tenants).where(eq(s.tenants.slug, 'sharp-edge-barbers')).get();
    await enqueuePublish(h.db, tenant!.id, 'queued while the workers were down');
    expect(await page('sharp-edge-barbers')).not.toContain('Queued While Down');
    pool = new WorkerPool(1, workerEnv()).start();
    await until(async () => (await page('sharp-edge-barbers')).includes('Queued While Down'), 20_000);
  });
});
