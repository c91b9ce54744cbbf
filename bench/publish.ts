/**
 * Publish latency, full-rebuild throughput and the one-tenant `astro build` baseline, in one run.
 *
 *   npm run build            # once: the site bundle in dist/site
 *   npm run bench:publish    # several minutes; progress on stderr, last stdout line = one JSON object
 *
 * 1. Seeds a temporary data directory with 1,000 tenants of 27 pages (home, 6 services, 20 cities),
 *    cloned round-robin from the five demo businesses of content/ with unique slugs and names.
 * 2. Full rebuild: `tsx cli/rebuild.ts --workers 2` (also records the code version,
 *    so the server does not render again at start).
 * 3. The same at 100 tenants (own directory and rebuild).
 * 4. Starts the real server on each directory, signs in as the demo admin and, 50 times (after 3
 *    warm-ups), saves a unique hero title of a random tenant and polls the tenant's home page every
 *    5 ms from the moment the PUT answered until the new title is served. The two servers take
 *    turns, one publish at a time, so the 1,000/100 ratio is measured side by side.
 * 5. Baseline: a static `astro build` filtered to one tenant (bench/static-baseline/), cold and warm.
 *
 * Options (environment): BENCH_TENANTS (1000), BENCH_SMALL_TENANTS (100), BENCH_PUBLISHES (50),
 * BENCH_SEED (random tenant choice), BENCH_KEEP=1 keeps the temporary directories,
 * BENCH_QUIET_WAIT_S (300): how long to wait, before each timed phase, for the machine to be idle.
 *
 * The machine may be shared: before each timed phase the bench waits (up to BENCH_QUIET_WAIT_S) for
 * other processes to go quiet, and for each phase it reports the CPU time other processes used
 * meanwhile (`contention`, from /proc), so a disturbed figure can be recognised as such.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, promises as fs, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { and, asc, eq, gt } from 'drizzle-orm';
import { ensureDemoAccounts, DEMO_ADMIN_EMAIL } from '#api/auth/accounts.ts';
import { openDatabase } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';
import { PAGES_PER_TENANT, seedBenchTenants } from './tenants.ts';
import { loadTenantSite } from '#build/render/load-site.ts';
import { planSitePages } from '#site/data/site-data.ts';
import { seededRandom } from '#core/random/seeded.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');
const TSX = path.join(BIN, 'tsx');
const ASTRO = path.join(BIN, 'astro');
/** Relative to the project root (the children's cwd): Astro resolves --config against its root. */
const BASELINE_CONFIG = 'bench/static-baseline/astro.config.mjs';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const SMALL_TENANTS = Number(process.env.BENCH_SMALL_TENANTS ?? 100);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 50);
const WARMUPS = 3;
const POLL_MS = 5;
const PUBLISH_TIMEOUT_MS = 30_000;
/**
 * A poll that has not answered in this time is abandoned and counted as a poll error. A page GET
 * takes a few ms; the server can send a body shorter than its Content-Length when a release is
 * switched between its stat and its read (see docs/benchmarks.md), and such a response never ends.
 */
const POLL_TIMEOUT_MS = 300;
const PASSWORD = 'Bench7harbor';
const KEEP = process.env.BENCH_KEEP === '1';

const started = performance.now();
const log = (message: string): void =>
  void process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);

// ---------------------------------------------------------------------------------------------
// Processes and temporary directories, cleaned up whatever happens.

const children = new Set<ChildProcess>();
/** Children this bench is stopping (their exit is expected). */
const stopping = new WeakSet<ChildProcess>();
const tempDirs = new Set<string>();

/** Children run in their own process group (detached), so stopping one stops its workers too. */
function start(command: string, args: string[], env: NodeJS.ProcessEnv, label: string, onStdout?: (text: string) => void): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping.has(child) && (signal || (code !== 0 && label.startsWith('server'))))
      log(`${label} (pid ${child.pid}) exited unexpectedly: ${signal ?? `code ${code}`}`);
  });
  const forward = (stream: NodeJS.ReadableStream | null, tap?: (text: string) => void) => {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      tap?.(chunk);
      pending += chunk;
      const lines = pending.split(/\r|\n/);
      pending = lines.pop() ?? '';
      // The server lists every live site at start: a thousand lines of no interest here.
      for (const line of lines) if (line.trim() && !/^\s+https?:\/\/\S+$/.test(line)) process.stderr.write(`  [${label}] ${line}\n`);
    });
  };
  forward(child.stdout, onStdout);
  forward(child.stderr);
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * SIGTERM to the child (tsx passes it on; the server then stops its workers itself), SIGKILL to its
 * whole process group after a grace period, and to whatever of the group outlived it.
 */
async function stop(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.pid === undefined) return;
  const pid = child.pid;
  stopping.add(child);
  const group = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // already gone
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => group('SIGKILL'), graceMs);
    await exited(child);
    clearTimeout(timer);
  }
  // Workers that outlived their parent (they exit on IPC disconnect, but be sure).
  group('SIGKILL');
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

async function removeDir(dir: string): Promise<void> {
  tempDirs.delete(dir);
  if (KEEP) {
    log(`kept ${dir}`);
    return;
  }
  await fs.rm(dir, { recursive: true, force: true });
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map((c) => stop(c, 5000)));
    for (const dir of tempDirs) {
      if (KEEP) log(`kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    }
    tempDirs.clear();
    // Astro's scratch folder of the baseline build.
    rmSync(path.join(ROOT, 'bench', 'static-baseline', '.astro'), { recursive: true, force: true });
  })();
  return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    log(`${sig}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** The environment of a child working on one data directory (nothing inherited that could point elsewhere). */
function childEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(dataDir),
    PUBLIC_URL: `http://localhost:${port}`,
    PORT: String(port),
    PUBLISH_WORKERS: '2',
    ASTRO_TELEMETRY_DISABLED: '1',
    // Background Lighthouse scans of the demo would take the CPU the figures measure.
    HEALTH_SCAN_DEMO: '0',
    ...extra,
  };
  for (const key of ['DATABASE_AUTH_TOKEN', 'SMTP_URL', 'BASE_DOMAIN', 'PUBLISH_LEASE_MS', 'PUBLISH_POLL_MS', 'PUBLISH_MAX_ATTEMPTS'])
    delete env[key];
  return env;
}

const databaseUrl = (dataDir: string) => pathToFileURL(path.join(dataDir, 'localsite.db')).href;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The code measured: others may change it while a run takes its twenty minutes.

const CODE_PATHS = ['api', 'build-scripts', 'core', 'site', 'content', 'astro.config.mjs', 'dist/site/server'];

/** A fingerprint of the product code (paths, sizes and modification times) and the git commit. */
function codeVersion(): { commit: string; dirty: boolean; fingerprint: string } {
  const hash = createHash('sha256');
  for (const entry of CODE_PATHS) {
    const full = path.join(ROOT, entry);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: 'utf8' })
          .sort()
          .map((f) => path.join(entry, f))
      : [entry];
    for (const file of files) {
      const st = statSync(path.join(ROOT, file));
      if (st.isFile()) hash.update(`${file}\0${st.size}\0${st.mtimeMs}\n`);
    }
  }
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  return {
    commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
    dirty: git('status', '--porcelain', '--', ...CODE_PATHS.filter((p) => !p.startsWith('dist'))) !== '',
    fingerprint: hash.digest('hex').slice(0, 16),
  };
}

// ---------------------------------------------------------------------------------------------
// Other processes on the machine: wait for quiet before a timed phase, measure their CPU during it.

const CORES = os.availableParallelism();
/** Linux reports /proc CPU times in USER_HZ ticks, 100 per second on every common configuration. */
const TICKS_PER_S = 100;
const QUIET_WAIT_S = Number(process.env.BENCH_QUIET_WAIT_S ?? 300);

/** CPU ticks: the whole machine's busy time, and this process's own plus its reaped descendants'. */
function cpuTicks(): { busy: number; own: number } | undefined {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    const busy = cpu[0]! + cpu[1]! + cpu[2]! + cpu[5]! + cpu[6]! + (cpu[7] ?? 0);
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // utime, stime, cutime, cstime (fields 14-17 of proc(5); the slice starts at field 3)
    return { busy, own: f[11]! + f[12]! + f[13]! + f[14]! };
  } catch {
    return undefined;
  }
}

interface Contention {
  wall_s: number;
  /** CPU seconds used by processes other than this bench and its children during the phase. */
  other_cpu_s: number;
  /** That as a share of the machine's capacity over the phase (0.5 = one of two cores busy). */
  other_share: number;
}

/** Starts measuring a phase; the result is meaningful once every child of the phase has exited. */
function contention(label: string): () => Contention | undefined {
  const before = cpuTicks();
  const t0 = performance.now();
  return () => {
    const after = cpuTicks();
    if (!before || !after) return undefined;
    const wall = (performance.now() - t0) / 1000;
    const other = Math.max(0, after.busy - before.busy - (after.own - before.own)) / TICKS_PER_S;
    const share = other / (wall * CORES);
    if (share > 0.1)
      log(`warning: other processes used ${(share * 100).toFixed(0)}% of the machine during "${label}"; its figures are disturbed`);
    return { wall_s: Math.round(wall * 10) / 10, other_cpu_s: Math.round(other * 10) / 10, other_share: Math.round(share * 100) / 100 };
  };
}

/** Waits until the machine (with nothing of ours running) is mostly idle for a 3 s window, at most QUIET_WAIT_S. */
async function waitForQuiet(label: string): Promise<number | undefined> {
  const deadline = Date.now() + QUIET_WAIT_S * 1000;
  let share: number | undefined;
  for (let attempt = 0; ; attempt++) {
    const a = cpuTicks();
    await sleep(3000);
    const b = cpuTicks();
    if (!a || !b) return undefined;
    share = (b.busy - a.busy - (b.own - a.own)) / TICKS_PER_S / (3 * CORES);
    if (share < 0.15) return Math.round(share * 100) / 100;
    if (Date.now() > deadline) {
      log(`${label}: the machine is still ${(share * 100).toFixed(0)}% busy with other processes; measuring anyway`);
      return Math.round(share * 100) / 100;
    }
    if (attempt % 10 === 0)
      log(`${label}: other processes keep the machine ${(share * 100).toFixed(0)}% busy; waiting for quiet (up to ${QUIET_WAIT_S} s)`);
  }
}

// ---------------------------------------------------------------------------------------------
// Seeding: N tenants cloned from the demo businesses, in batches inside transactions.

/**
 * A data directory with `count` bench tenants, plus the demo tenants and accounts the server
 * keeps in demo mode (seeded here so the server finds nothing to publish at start).
 */
async function seedDataDir(count: number): Promise<{ dataDir: string; slugs: string[] }> {
  const dataDir = tempDir(`localsite-bench-${count}-`);
  const db = await openDatabase(databaseUrl(dataDir));
  let slugs: string[];
  try {
    const t0 = performance.now();
    await seedDemoData(db);
    await ensureDemoAccounts(db, PASSWORD);
    slugs = await seedBenchTenants(db, count, log);
    log(`seeded ${count} tenants in ${((performance.now() - t0) / 1000).toFixed(1)} s (${dataDir})`);
  } finally {
    db.$client.close();
  }
  return { dataDir, slugs };
}

// ---------------------------------------------------------------------------------------------
// Full rebuild through the queue.

interface RebuildFigures {
  tenants: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  failed: number;
  peakRssMb: number;
  contention?: Contention;
}

async function rebuild(dataDir: string, port: number, label: string): Promise<RebuildFigures> {
  let stdout = '';
  await waitForQuiet(`${label} rebuild`);
  log(`${label}: full rebuild (tsx cli/rebuild.ts --workers 2)`);
  const measure = contention(`${label} rebuild`);
  const child = start(TSX, ['cli/rebuild.ts', '--workers', '2'], childEnv(dataDir, port), `rebuild ${label}`, (t) => (stdout += t));
  const code = await exited(child);
  const other = measure();
  const m = /Rebuilt (\d+) tenants: (\d+) pages in ([\d.]+) s \((\d+) pages\/s\), (\d+) failed, peak memory (\d+) MB/.exec(stdout);
  if (!m) throw new Error(`rebuild ${label} exited with ${code} without its summary line`);
  const figures = {
    tenants: +m[1]!,
    pages: +m[2]!,
    seconds: +m[3]!,
    pagesPerSecond: +m[4]!,
    failed: +m[5]!,
    peakRssMb: +m[6]!,
    contention: other,
  };
  if (code !== 0 || figures.failed > 0) throw new Error(`rebuild ${label}: ${figures.failed} tenants failed (exit ${code})`);
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Publish latency against the real server.

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(dataDir: string, port: number, label: string): Promise<Server> {
  const url = `http://localhost:${port}`;
  const child = start(TSX, ['cli/server.ts'], childEnv(dataDir, port, { DEMO: '1', DEMO_PASSWORD: PASSWORD }), `server ${label}`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${label} exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // still starting
    }
    await sleep(200);
  }
  throw new Error(`server ${label} did not answer /api/health in time`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted[sorted.length - 1] ?? Number.NaN),
    min: round1(sorted[0] ?? Number.NaN),
  };
};

interface LatencyFigures {
  latencies: number[];
  putMs: number[];
  polls: number[];
  /** Page GETs that failed or did not end (the publishes they hit include up to POLL_TIMEOUT_MS for each). */
  pollErrors: number;
  publishesWithPollErrors: number;
  /** Rows of the measured jobs, read from publish_jobs after the run: queue wait and worker time. */
  jobs: { waitMs: number; workMs: number }[];
}

interface PublishSession {
  /** Publish number n (1-based; the first WARMUPS are warm-ups, not counted). */
  publish(n: number): Promise<void>;
  figures: Omit<LatencyFigures, 'jobs'> & { firstMeasuredAt: number };
}

async function publishSession(server: Server, slugs: string[], label: string, seed: number): Promise<PublishSession> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: PASSWORD }),
  });
  const session = (await login.json()) as { accessToken?: string; error?: string };
  if (!login.ok || !session.accessToken) throw new Error(`login failed (${login.status}): ${session.error ?? ''}`);
  const headers = { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' };
  // The sites' own seeded PRNG (mulberry32): the same sequence of tenants for the same seed.
  const next = seededRandom(seed);
  const run = Date.now().toString(36);
  const out = {
    latencies: [] as number[],
    putMs: [] as number[],
    polls: [] as number[],
    pollErrors: 0,
    publishesWithPollErrors: 0,
    firstMeasuredAt: 0,
  };

  const publish = async (n: number) => {
    const warm = n <= WARMUPS;
    if (n === WARMUPS + 1) out.firstMeasuredAt = Date.now();
    const slug = slugs[Math.floor(next() * slugs.length)]!;
    const title = `Bench ${run} publish ${n} fresh title`;
    const putStart = performance.now();
    const res = await fetch(`${server.url}/api/website-content/${slug}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ hero_title: title }),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`PUT /api/website-content/${slug} answered ${res.status}: ${body.slice(0, 200)}`);
    const t0 = performance.now();
    let polls = 0;
    let errors = 0;
    for (;;) {
      polls++;
      let html = '';
      try {
        html = await (await fetch(`${server.url}/${slug}`, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) })).text();
      } catch (error) {
        errors++;
        const cause =
          error instanceof Error
            ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
            : String(error);
        log(`${label}: GET /${slug} failed after the PUT (${cause}); polling on`);
      }
      if (html.includes(title)) break;
      if (performance.now() - t0 > PUBLISH_TIMEOUT_MS)
        throw new Error(`${slug}: the new title was not live after ${PUBLISH_TIMEOUT_MS} ms`);
      await sleep(POLL_MS);
    }
    const latency = performance.now() - t0;
    if (!warm) {
      out.latencies.push(latency);
      out.putMs.push(t0 - putStart);
      out.polls.push(polls);
      out.pollErrors += errors;
      if (errors) out.publishesWithPollErrors++;
    }
    if (warm || n % 10 === WARMUPS % 10 || n === WARMUPS + PUBLISHES) {
      log(
        `${label}: ${warm ? 'warm-up' : `publish ${n - WARMUPS}/${PUBLISHES}`} ${slug}: live ${latency.toFixed(0)} ms after the PUT answered (PUT ${(t0 - putStart).toFixed(0)} ms, ${polls} polls)`,
      );
    }
  };
  return { publish, figures: out };
}

/** Queue wait (enqueued -> claimed) and worker time (claimed -> live) of the jobs created since `since`. */
async function jobTimings(dataDir: string, since: number): Promise<LatencyFigures['jobs']> {
  const db = await openDatabase(databaseUrl(dataDir));
  let _slugs: string[];
  try {
    const rows = await db
      .select({ createdAt: s.publishJobs.createdAt, startedAt: s.publishJobs.startedAt, finishedAt: s.publishJobs.finishedAt })
      .from(s.publishJobs)
      .where(and(eq(s.publishJobs.reason, 'website content saved'), eq(s.publishJobs.state, 'live'), gt(s.publishJobs.createdAt, since)))
      .orderBy(asc(s.publishJobs.id));
    return rows.map((r) => ({ waitMs: (r.startedAt ?? r.createdAt) - r.createdAt, workMs: (r.finishedAt ?? 0) - (r.startedAt ?? 0) }));
  } finally {
    db.$client.close();
  }
}

interface Scenario {
  count: number;
  dataDir: string;
  slugs: string[];
  port: number;
  rebuild: RebuildFigures;
  latency: LatencyFigures;
}

type Prepared = Omit<Scenario, 'latency'>;

/** Seeds a data directory with `count` tenants and rebuilds every site, timed. */
async function prepare(count: number): Promise<Prepared> {
  const label = `${count} tenants`;
  const { dataDir, slugs } = await seedDataDir(count);
  const port = await freePort();
  const figures = await rebuild(dataDir, port, label);
  log(
    `${label}: rebuilt ${figures.tenants} tenants, ${figures.pages} pages in ${figures.seconds} s (${figures.pagesPerSecond} pages/s), peak ${figures.peakRssMb} MB`,
  );
  if (!existsSync(path.join(dataDir, 'live', '.code-version'))) throw new Error('the rebuild did not record the code version');
  return { count, dataDir, slugs, port, rebuild: figures };
}

/**
 * Publish latency on every prepared directory side by side: one server on each, then publishes taken
 * in turn (publish n on the first, publish n on the second, ...), one at a time. A machine that is
 * slower for a while slows all of them alike, so their ratio holds.
 */
async function publishSideBySide(prepared: Prepared[], seed: number): Promise<{ scenarios: Scenario[]; contention?: Contention }> {
  await waitForQuiet('publishes');
  const measure = contention('publishes');
  const servers: Server[] = [];
  let sessions: PublishSession[];
  try {
    for (const p of prepared) {
      servers.push(await startServer(p.dataDir, p.port, `${p.count} tenants`));
      log(`${p.count} tenants: server up on ${servers.at(-1)!.url}`);
    }
    sessions = await Promise.all(prepared.map((p, i) => publishSession(servers[i]!, p.slugs, `${p.count} tenants`, seed + i)));
    for (let n = 1; n <= WARMUPS + PUBLISHES; n++) for (const session of sessions) await session.publish(n);
  } finally {
    for (const server of servers) await stop(server.child);
  }
  // Measured once the servers are stopped: a child's CPU counts as ours only after it has exited.
  const other = measure();
  const scenarios: Scenario[] = [];
  for (const [i, p] of prepared.entries()) {
    const figures = sessions[i]!.figures;
    scenarios.push({ ...p, latency: { ...figures, jobs: await jobTimings(p.dataDir, figures.firstMeasuredAt - 1) } });
  }
  return { scenarios, contention: other };
}

// ---------------------------------------------------------------------------------------------
// Baseline: a static `astro build` filtered to one tenant.

function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

async function filteredBuild(
  dataDir: string,
  slug: string,
  port: number,
): Promise<{ coldSeconds: number; warmSeconds: number; pages: number; htmlFiles: number; contention: (Contention | undefined)[] }> {
  const db = await openDatabase(databaseUrl(dataDir));
  let pagesJson: string;
  let planned: number;
  let businessName: string;
  try {
    const loaded = await loadTenantSite(db, slug, `http://localhost:${port}`);
    if (loaded.status !== 'ok') throw new Error(`${slug}: ${loaded.status}`);
    const pages = planSitePages(loaded.site);
    planned = pages.length;
    businessName = loaded.site.business.name;
    pagesJson = JSON.stringify(pages);
  } finally {
    db.$client.close();
  }
  if (planned !== PAGES_PER_TENANT) throw new Error(`${slug} plans ${planned} pages, expected ${PAGES_PER_TENANT}`);
  const work = tempDir('localsite-bench-astro-');
  const pagesFile = path.join(work, 'pages.json');
  writeFileSync(pagesFile, pagesJson);
  const outDir = path.join(work, 'out');
  const env = {
    ...childEnv(dataDir, port),
    BENCH_BASELINE_PAGES: pagesFile,
    BENCH_BASELINE_OUT_DIR: outDir,
    BENCH_BASELINE_CACHE_DIR: path.join(work, 'cache'),
  };
  const seconds: number[] = [];
  const disturbed: (Contention | undefined)[] = [];
  let htmlFiles = 0;
  for (const pass of ['cold', 'warm'] as const) {
    await fs.rm(outDir, { recursive: true, force: true });
    await waitForQuiet(`baseline ${pass}`);
    log(`baseline: astro build --config bench/static-baseline/astro.config.mjs for ${slug} (${pass})`);
    const measure = contention(`baseline ${pass} build`);
    const t0 = performance.now();
    const child = start(ASTRO, ['build', '--config', BASELINE_CONFIG], env, `astro build ${pass}`);
    const code = await exited(child);
    const took = (performance.now() - t0) / 1000;
    disturbed.push(measure());
    if (code !== 0) throw new Error(`astro build (${pass}) exited with ${code}`);
    htmlFiles = countHtml(outDir);
    if (htmlFiles !== PAGES_PER_TENANT)
      throw new Error(`astro build (${pass}) wrote ${htmlFiles} HTML pages, expected ${PAGES_PER_TENANT}`);
    const home = await fs.readFile(path.join(outDir, slug, 'index.html'), 'utf8');
    if (!home.includes(businessName)) throw new Error(`astro build (${pass}): the home page does not name ${businessName}`);
    seconds.push(took);
    log(`baseline: ${pass} build ${took.toFixed(2)} s, ${htmlFiles} HTML pages`);
  }
  await removeDir(work);
  return { coldSeconds: seconds[0]!, warmSeconds: seconds[1]!, pages: planned, htmlFiles, contention: disturbed };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<Record<string, unknown>> {
  if (!existsSync(path.join(ROOT, 'dist', 'site', 'server', 'entry.mjs')))
    throw new Error('dist/site is missing: run "npm run build" first');
  const seed = Number(process.env.BENCH_SEED ?? 20261122);
  const codeAtStart = codeVersion();
  log(`code: commit ${codeAtStart.commit}${codeAtStart.dirty ? ' plus uncommitted changes' : ''} (fingerprint ${codeAtStart.fingerprint})`);
  log(
    `${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}; ${TENANTS} and ${SMALL_TENANTS} tenants, ${PUBLISHES} publishes each`,
  );

  const preparedBig = await prepare(TENANTS);
  const preparedSmall = await prepare(SMALL_TENANTS);
  const {
    scenarios: [big, small],
    contention: publishContention,
  } = await publishSideBySide([preparedBig, preparedSmall], seed);
  if (!big || !small) throw new Error('publishes: a scenario is missing');
  await removeDir(small.dataDir);
  const baseline = await filteredBuild(big.dataDir, big.slugs[0]!, big.port);
  await removeDir(big.dataDir);

  const codeAtEnd = codeVersion();
  const codeChanged = codeAtEnd.fingerprint !== codeAtStart.fingerprint;
  if (codeChanged)
    log(
      `warning: the product code changed during the run (commit ${codeAtStart.commit} -> ${codeAtEnd.commit}); the phases measured different code`,
    );
  const lat = stats(big.latency.latencies);
  const latSmall = stats(small.latency.latencies);
  const ratio = lat.p50 / latSmall.p50;
  const speedup = baseline.warmSeconds / (lat.p50 / 1000);
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const breakdown = (sc: Scenario) => ({
    put_ms: stats(sc.latency.putMs),
    queue_wait_ms: stats(sc.latency.jobs.map((j) => j.waitMs)),
    worker_ms: stats(sc.latency.jobs.map((j) => j.workMs)),
    polls: stats(sc.latency.polls),
    poll_errors: sc.latency.pollErrors,
    publishes_with_poll_errors: sc.latency.publishesWithPollErrors,
    jobs: sc.latency.jobs.length,
  });
  return {
    publish_p50_ms: lat.p50,
    publish_p95_ms: lat.p95,
    publish_max_ms: lat.max,
    publish_min_ms: lat.min,
    publish_p50_ms_100: latSmall.p50,
    publish_p95_ms_100: latSmall.p95,
    publish_max_ms_100: latSmall.max,
    ratio_1000_vs_100: r2(ratio),
    rebuild_pages_per_s: big.rebuild.pagesPerSecond,
    rebuild_peak_rss_mb: big.rebuild.peakRssMb,
    rebuild_seconds: big.rebuild.seconds,
    rebuild_pages: big.rebuild.pages,
    rebuild_tenants: big.rebuild.tenants,
    rebuild_pages_per_s_100: small.rebuild.pagesPerSecond,
    rebuild_peak_rss_mb_100: small.rebuild.peakRssMb,
    filtered_build_cold_s: r2(baseline.coldSeconds),
    filtered_build_warm_s: r2(baseline.warmSeconds),
    filtered_build_html_pages: baseline.htmlFiles,
    speedup_vs_filtered_build: r2(speedup),
    tenants: TENANTS,
    tenants_small: SMALL_TENANTS,
    pages_per_tenant: PAGES_PER_TENANT,
    publishes: PUBLISHES,
    warmups: WARMUPS,
    poll_interval_ms: POLL_MS,
    publish_workers: 2,
    breakdown_1000: breakdown(big),
    breakdown_100: breakdown(small),
    cores: CORES,
    node: process.version,
    commit: codeAtStart.commit,
    uncommitted_changes: codeAtStart.dirty,
    code_changed_during_run: codeChanged,
    /** CPU other processes on the machine used during each timed phase (0 = the bench had the machine to itself). */
    contention: {
      rebuild_1000: big.rebuild.contention ?? null,
      /** Both servers' publishes, taken in turn. */
      publishes: publishContention ?? null,
      filtered_build_cold: baseline.contention[0] ?? null,
      filtered_build_warm: baseline.contention[1] ?? null,
      rebuild_100: small.rebuild.contention ?? null,
    },
    targets_met: {
      publish_p50_le_300ms: lat.p50 <= 300,
      publish_p95_le_600ms: lat.p95 <= 600,
      ratio_1000_vs_100_le_1_2: ratio <= 1.2,
      rebuild_ge_400_pages_per_s: big.rebuild.pagesPerSecond >= 400,
      rebuild_peak_rss_lt_1500mb: big.rebuild.peakRssMb < 1500,
      speedup_vs_filtered_build_ge_5: speedup >= 5,
    },
  };
}

let exitCode = 0;
try {
  const result = await main();
  log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  exitCode = 1;
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
