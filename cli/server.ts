/**
 * The one server process: opens the database (migrating it), seeds the demo in demo mode, makes
 * sure every site is published, starts the publish workers, then serves the sites, the API and the
 * admin app on PORT.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { siteBundleVersion, liveCodeVersion, recordLiveCodeVersion } from '#build/code-version.ts';
import { deployTargetFor } from '#build/deploy/targets.ts';
import { enqueuePublish, releaseDeadClaims } from '#build/queue/publish-queue.ts';
import { startTrustExpiryLoop } from '#build/queue/trust-expiry.ts';
import { startAnalyticsRollupLoop } from '#api/domain/analytics-reports.ts';
import { publishEverything } from '#build/rebuild.ts';
import { PageRenderer } from '#build/render/renderer.ts';
import { brandAssetDirs } from '#build/render/brand-assets.ts';
import { ensureDemoAccounts, randomDemoPassword } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { reminderWorkerId, startReminderLoop } from '#api/domain/booking/reminders.ts';
import { startReviewRequestLoop } from '#api/domain/review-requests.ts';
import { dataPaths, loadConfig } from '#db/config.ts';
import { openDatabase } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { seedDemoBrands } from '#db/demo-brands.ts';
import { seedDemoData } from '#db/seed.ts';
import { siteUrl } from '#api/domain/tenants.ts';
import { startDomainCheckLoop } from '#api/domain/domains.ts';
import { SERVER_BOOT_ID, WorkerPool } from '#build/queue/worker-pool.ts';
import { log } from '#api/lib/log.ts';
import { INDUSTRIES } from '#core/content/types.ts';
import { enqueueScan, failStuckScans, PRIORITY_BACKGROUND, tenantsWithoutScans } from '#build/health/scan-queue.ts';
import { startScanWorker } from '#build/health/scan-worker.ts';
import { startBackupLoop } from '#build/backup-schedule.ts';

const WORKERS_START_TIMEOUT_MS = 15_000;

const config = loadConfig();
const paths = dataPaths(config);
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);

let demoSignIns: { email: string; role: string }[] = [];
const demoPassword = config.demo ? (process.env.DEMO_PASSWORD ?? randomDemoPassword()) : '';
if (config.demo) {
  const { created } = await seedDemoData(db);
  if (created.length) console.log(`Demo data: created ${created.join(', ')}`);
  const branded = await seedDemoBrands(db, paths.uploads);
  if (branded.length) console.log(`Demo data: own logo and colours for ${branded.join(', ')}`);
  demoSignIns = await ensureDemoAccounts(db, demoPassword);
}

// Everything is rendered again after a code change; otherwise only tenants without a site are queued.
const version = await siteBundleVersion(config.siteBuildDir);
if ((await liveCodeVersion(paths.live)) !== version) {
  const renderer = await PageRenderer.load(config.siteBuildDir);
  const summary = await publishEverything({
    db,
    renderer,
    target: deployTargetFor(config),
    origin: config.publicUrl,
    brandAssets: brandAssetDirs(config),
  });
  for (const failure of summary.failures) console.error(`Publishing ${failure.siteKey} failed: ${failure.error}`);
  if (summary.failures.length === 0) await recordLiveCodeVersion(paths.live, version);
} else {
  for (const tenant of await db.select({ id: s.tenants.id, slug: s.tenants.slug }).from(s.tenants)) {
    if (!existsSync(path.join(paths.live, tenant.slug))) await enqueuePublish(db, tenant.id, 'no site yet');
  }
}

const pool = new WorkerPool(config.publishWorkers, process.env, config.publishWorkerNice).start();
pool.on('published', (m: { slug: string; releaseId: string; ms: number }) =>
  log.info('published', { tenant: m.slug, releaseId: m.releaseId, ms: m.ms }),
);
pool.on('failed', (m: { slug: string; error: string; state: string }) =>
  log.error('publish failed', { tenant: m.slug, error: m.error, state: m.state }),
);
const { listener, deps, stopSharing } = await composeServer(config, db, { wakePublishers: () => pool.wake() });
// Booking reminders due now go out from this process, claimed under a lease (api/domain/booking/reminders.ts).
const reminders = startReminderLoop({ db, mailer: deps.mailer, sms: deps.sms });
// Review requests after completed jobs go out the same way (api/domain/review-requests.ts).
const reviewRequests = startReviewRequestLoop(
  { db, mailer: deps.mailer, siteUrl: (slug) => siteUrl(config, slug, deps.domains.primaryOf(slug)) },
  reminderWorkerId(),
);
// A site's "Licensed & insured" goes when the insurance expires: the sites still showing it are published again.
const trustExpiry = startTrustExpiryLoop(db);
// Closed days of analytics are rolled up and raw events past 90 days deleted, at start and hourly (decision 033).
const analytics = startAnalyticsRollupLoop(db);
// Custom domains are checked again: new ones every 10 minutes for 48 hours, the others every 6 hours (decision 036).
const domainChecks = startDomainCheckLoop(deps);
// Backups every BACKUP_INTERVAL_HOURS, in a child process, the newest BACKUP_KEEP kept (decision 039).
const backups = startBackupLoop(config);
// Health scans left running by a server that stopped are failed, so their businesses can scan again.
const stuckScans = await failStuckScans(db);
if (stuckScans) console.log(`Health scans: ${stuckScans} left running by a stopped server marked failed`);
let scans: ReturnType<typeof startScanWorker> | undefined;
// Answer only once the publish workers have loaded their renderer (a second or two), so the first
// save after a start goes live as fast as any other; bounded, so a worker that cannot start (the
// pool reports and replaces it) never keeps the sites down.
await Promise.race([pool.ready(), delay(WORKERS_START_TIMEOUT_MS, undefined, { ref: false })]);

const server = createServer(listener).listen(config.port, async () => {
  console.log(`\nLocalSite is running on ${config.publicUrl} (port ${config.port})`);
  // Scans measure the live home page through this server's own address, so they start once it answers.
  scans = startScanWorker({ db, dataDir: config.dataDir, pageUrl: (slug) => `${config.publicUrl}/${slug}` });
  if (!config.demo) return;
  const live = await db.select({ id: s.tenants.id, slug: s.tenants.slug }).from(s.tenants).where(eq(s.tenants.status, 'approved'));
  // The demo's Health tabs show real scans: one per demo business that has none, after any owner's scan (decision 035).
  if (process.env.HEALTH_SCAN_DEMO !== '0') {
    const unscanned = await tenantsWithoutScans(
      db,
      live.map((t) => t.id),
    );
    for (const id of unscanned) await enqueueScan(db, id, { priority: PRIORITY_BACKGROUND });
    if (unscanned.length) {
      console.log(`Health scans: ${unscanned.length} demo businesses queued, one at a time (HEALTH_SCAN_DEMO=0 turns this off)`);
      scans.wake();
    }
  }
  console.log('\nDemo sites:');
  for (const { slug } of live) console.log(`  ${siteUrl(config, slug)}`);
  console.log('Industry previews:');
  for (const industry of INDUSTRIES) console.log(`  ${config.publicUrl}/${industry}-preview`);
  console.log(`Preview links for prospects (as the demo admin): ${config.publicUrl}/preview-generator`);
  const example = live[0]?.slug ?? 'slug';
  console.log(`Subdomain: curl -H 'Host: ${example}.${config.baseDomain}' http://127.0.0.1:${config.port}/`);
  console.log(
    `\nDemo sign-ins at ${config.publicUrl}/login (password: ${demoPassword}${process.env.DEMO_PASSWORD ? ', from DEMO_PASSWORD' : ''}):`,
  );
  for (const account of demoSignIns) console.log(`  ${account.email.padEnd(44)} ${account.role}`);
});

/**
 * SIGTERM or SIGINT: new connections are refused at once; requests in flight and publishes being
 * rendered get SHUTDOWN_TIMEOUT_MS to finish (a publish cut off then goes back to the queue, for
 * the next start); then the loops stop, buffered analytics are written, the database closes, exit 0.
 */
const SHUTDOWN_TIMEOUT_MS = positiveMs(process.env.SHUTDOWN_TIMEOUT_MS, 10_000);
let stopping = false;
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  log.info('shutting down', { signal, timeoutMs: SHUTDOWN_TIMEOUT_MS });
  const drained = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve(false);
    }, SHUTDOWN_TIMEOUT_MS);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    // Keep-alive connections waiting for a next request hold the server open for nothing.
    server.closeIdleConnections();
  });
  const [requestsFinished, publishesCut] = await Promise.all([drained, pool.stop(SHUTDOWN_TIMEOUT_MS)]);
  if (!requestsFinished) log.warn('requests still running at the shutdown timeout were cut off');
  if (publishesCut) {
    const freed = await releaseDeadClaims(db, { pid: process.pid, host: os.hostname(), boot: SERVER_BOOT_ID, serverPid: process.pid });
    log.warn('publishes still rendering at the shutdown timeout were stopped and queued again', { jobs: freed });
  }
  await reminders.stop();
  await reviewRequests.stop();
  trustExpiry.stop();
  // Beacons still waiting for their batch insert are written before the database closes.
  await analytics.stop();
  domainChecks.stop();
  await backups.stop();
  await scans?.stop();
  // No poll of the shared change counters may start on a closed database.
  stopSharing();
  db.$client.close();
  log.info('stopped', { ms: Math.round(performance.now() - started) });
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

function positiveMs(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : fallback;
}
