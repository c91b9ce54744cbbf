/**
 * A publish worker: a long-lived child process of the server that keeps the Astro renderer warm
 * and takes jobs from the queue until it is stopped. The server wakes it when a job is queued; it
 * also polls, so jobs are never stranded. Killing it mid-render leaves the previous release live
 * (deploys switch atomically); the job is taken again by the next worker that starts on this
 * machine (the pool's replacement, or the workers of a restarted server), else when its lease runs out.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { dataPaths, loadConfig } from '#db/config.ts';
import { openDatabase } from '#db/client.ts';
import { deployTargetFor } from '../deploy/targets.ts';
import { publishTenant, type PublishContext } from '../publish.ts';
import { brandAssetDirs, pruneBrandCache } from '../render/brand-assets.ts';
import { PageRenderer } from '../render/renderer.ts';
import { buildPreviewSite } from '#site/data/site-data.ts';
import { errorDetail } from './publish-errors.ts';
import { claimNextJob, completeJob, failJob, formatLeaseOwner, releaseDeadClaims, type LeaseOwner } from './publish-queue.ts';

export type WorkerMessage =
  | { type: 'ready'; workerId: string }
  | { type: 'published'; jobId: number; slug: string; releaseId: string; ms: number }
  | { type: 'failed'; jobId: number; slug: string; error: string; state: string };

const POLL_MS = Number(process.env.PUBLISH_POLL_MS ?? 500);

async function main() {
  const config = loadConfig();
  const paths = dataPaths(config);
  const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  // PUBLISH_BOOT_ID: the server process's start, set by the pool (build-scripts/queue/worker-pool.ts).
  const owner: LeaseOwner = { pid: process.pid, host: os.hostname(), boot: process.env.PUBLISH_BOOT_ID || randomUUID() };
  const workerId = formatLeaseOwner(owner);
  const freed = await releaseDeadClaims(db, { ...owner, serverPid: process.ppid });
  if (freed.length) console.log(`[publish] retaking job ${freed.join(', ')}: its worker is gone`);
  const ctx: PublishContext = {
    db,
    renderer: await PageRenderer.load(config.siteBuildDir),
    target: deployTargetFor(config),
    origin: config.publicUrl,
    uploadsDir: paths.uploads,
    brandAssets: brandAssetDirs(config),
  };
  // Each worker prunes at its start: images of sites changed or gone since are not kept forever.
  await pruneBrandCache(brandAssetDirs(config).cacheDir);
  // One throw-away render so the first real publish does not pay for JIT warm-up.
  await ctx.renderer.renderSite(buildPreviewSite('mobile-detailing', config.publicUrl));
  let wake: (() => void) | undefined;
  process.on('message', (message) => {
    if ((message as { type?: string })?.type === 'wake') wake?.();
  });
  process.on('disconnect', () => process.exit(0));
  // Stopping (the server's shutdown, or Ctrl-C reaching the whole process group): an idle worker
  // exits at once; one rendering finishes its job first and takes no other. The pool kills it when
  // its shutdown time is up, and the job goes back to the queue (build-scripts/queue/worker-pool.ts).
  let stopping = false;
  let busy = false;
  const stop = () => {
    stopping = true;
    if (!busy) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  send({ type: 'ready', workerId });

  for (;;) {
    if (stopping) process.exit(0);
    busy = true;
    const job = await claimNextJob(db, workerId);
    if (!job) busy = false;
    if (!job && stopping) process.exit(0);
    if (!job) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      continue;
    }
    const started = performance.now();
    try {
      const outcome = await publishTenant(ctx, job.slug);
      await completeJob(db, job.id, outcome.releaseId);
      send({ type: 'published', jobId: job.id, slug: job.slug, releaseId: outcome.releaseId, ms: Math.round(performance.now() - started) });
    } catch (error) {
      const state = await failJob(db, job, error);
      // The raw error, for the server log only: the owner sees the job's plain message.
      send({ type: 'failed', jobId: job.id, slug: job.slug, error: errorDetail(error), state });
    }
    busy = false;
  }
}

function send(message: WorkerMessage) {
  process.send?.(message);
}

await main();
