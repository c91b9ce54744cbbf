/**
 * npm run rebuild [-- --workers N]
 * Re-renders every site after a template or code change: the product pages and previews here, every
 * tenant through the publish queue on N worker processes (default: one per core). Shows progress,
 * prints a summary, exits 1 when any tenant failed. One broken tenant does not stop the others.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { dataPaths, loadConfig } from '#db/config.ts';
import { openDatabase } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import { recordLiveCodeVersion, siteBundleVersion } from '#build/code-version.ts';
import { deployTargetFor } from '#build/deploy/targets.ts';
import { progressBar } from '#build/progress.ts';
import { publishPlatform, publishPreviews } from '#build/publish.ts';
import { enqueuePublish } from '#build/queue/publish-queue.ts';
import { PageRenderer } from '#build/render/renderer.ts';
import { brandAssetDirs } from '#build/render/brand-assets.ts';

const { values } = parseArgs({ options: { workers: { type: 'string' } } });
const workers = Math.max(1, Number(values.workers ?? os.availableParallelism()));
const config = loadConfig();
const paths = dataPaths(config);
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
const started = performance.now();

// The workers start first: loading the site bundle takes them a moment, in which the tenants are
// queued and the product pages and previews rendered here.
const pool = new WorkerPool(workers, { ...process.env, PUBLISH_MAX_ATTEMPTS: '1' }).start();
const tenants = await db.select({ id: s.tenants.id, slug: s.tenants.slug }).from(s.tenants);
const jobIds = new Map<number, string>();
for (const t of tenants) jobIds.set((await enqueuePublish(db, t.id, 'full rebuild')).jobId, t.slug);
pool.wake();

const renderer = await PageRenderer.load(config.siteBuildDir);
const ctx = {
  db,
  renderer,
  target: deployTargetFor(config),
  origin: config.publicUrl,
  brandAssets: brandAssetDirs(config),
};
const platformPages = (await publishPlatform(ctx)).pages + (await publishPreviews(ctx)).reduce((n, p) => n + p.pages, 0);

const bar = progressBar('rebuilding', jobIds.size);
let peakRssMb = 0;
const ids = [...jobIds.keys()];
for (;;) {
  const rows = ids.length
    ? await db
        .select({ id: s.publishJobs.id, state: s.publishJobs.state, error: s.publishJobs.errorDetail })
        .from(s.publishJobs)
        .where(inArray(s.publishJobs.id, ids))
    : [];
  const done = rows.filter((r) => r.state === 'live' || r.state === 'failed');
  peakRssMb = Math.max(peakRssMb, rssOf([process.pid, ...pool.pids()]));
  bar.update(done.length);
  if (done.length === ids.length) {
    await pool.stop();
    const failures = rows.filter((r) => r.state === 'failed');
    const pages = await db
      .select({ n: sql<number>`coalesce(sum(${s.releases.pages}), 0)` })
      .from(s.releases)
      .innerJoin(s.publishJobs, sql`${s.publishJobs.releaseId} = ${s.releases.id}`)
      .where(inArray(s.publishJobs.id, ids))
      .get();
    const seconds = (performance.now() - started) / 1000;
    const total = (pages?.n ?? 0) + platformPages;
    console.log(
      `\nRebuilt ${ids.length} tenants: ${total} pages in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} pages/s), ${failures.length} failed, peak memory ${peakRssMb} MB`,
    );
    for (const f of failures) console.error(`  ${jobIds.get(f.id)}: ${f.error}`);
    if (failures.length === 0) await recordLiveCodeVersion(paths.live, await siteBundleVersion(config.siteBuildDir));
    db.$client.close();
    process.exit(failures.length ? 1 : 0);
  }
  await new Promise((r) => setTimeout(r, 200));
}

/** Resident memory of these processes in MB (Linux /proc; 0 elsewhere). */
function rssOf(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended
    }
  }
  return Math.round(kb / 1024);
}
