/**
 * Serving speed under load (issue 11): pages and public API reads of the real server, against a
 * Hono hello-world on the same Node and, when installed, nginx on the same release directory.
 *
 *   npm run build            # once: the site bundle in dist/site (this bench builds nothing)
 *   npm run bench:serve      # about two minutes; progress on stderr, last stdout line = one JSON object
 *
 * Needs `wrk` (Debian package wrk); nginx (Debian package nginx) is optional. Starts cli/server.ts on
 * a temporary DATA_DIR (it seeds and publishes the demo), a hello-world, and nginx with the
 * configuration of `npm run nginx-config` (decision 017), each on a free loopback port; then runs
 * `wrk -t1 -c50 -d5s --latency` against each target. Isolation (issue 11 point 3): the latency of
 * another tenant's home page and of GET /api/auth/me, alone and while a second wrk floods one
 * tenant's home page, then POST /api/quotes (valid requests, each from another X-Forwarded-For
 * address, so the rate limit lets them through to the database). Before the server starts, the data
 * directory also gets BENCH_SERVE_TENANTS benchmark tenants (bench/tenants.ts, 27 pages each),
 * published by `cli/rebuild.ts`; at the end every one of their home pages is read once, so the
 * server's resident memory (RSS) is measured with every site indexed.
 *
 * Options (environment): BENCH_DURATION_S (5), BENCH_CONNECTIONS (50), BENCH_SERVE_TENANTS (1000),
 * BENCH_KEEP=1 keeps the data directory.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import { DEMO_ADMIN_EMAIL, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { openDatabase } from '#db/client.ts';
import { seedDemoData } from '#db/seed.ts';
import { seedBenchTenants } from './tenants.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROBE_CONNECTIONS = 5;
const BENCH_TENANTS = Number(process.env.BENCH_SERVE_TENANTS ?? 1000);
const PASSWORD = 'Bench7harbor';
const TENANT = 'prestige-mobile-detailing';
const OTHER_TENANT = 'sparkle-home-cleaning';
const SERVICE_PAGE = `/${TENANT}/services/ceramic-coating`;
/** The stated bound of issue 11 point 3: another tenant's pages and the dashboard API keep a p99 under this during a flood. */
const ISOLATION_P99_BOUND_MS = 50;

const started = performance.now();
const log = (message: string): void =>
  void process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/sbin', '/usr/bin'])) {
    const full = path.join(dir, command);
    if (existsSync(full)) return full;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Processes and the temporary directory, cleaned up whatever happens.

const children = new Set<ChildProcess>();
const work = mkdtempSync(path.join(os.tmpdir(), 'localsite-bench-serve-'));
let nginxConf: string | undefined;

/** Started detached (own process group), so stopping the server stops its publish workers too. */
function start(args: string[], env: NodeJS.ProcessEnv, label: string): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      // Not the demo URLs listed at start, nor a line per e-mail of the quote flood.
      for (const line of chunk.split('\n')) if (line.trim() && !/^\s+https?:\/\/|^\[mail\]/.test(line)) log(`[${label}] ${line}`);
    });
  }
  return child;
}

function cleanup(): void {
  if (nginxConf) execFileSync(onPath('nginx')!, ['-c', nginxConf, '-s', 'quit'], { stdio: 'ignore' });
  nginxConf = undefined;
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (process.env.BENCH_KEEP === '1') log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    log(`${sig}: cleaning up`);
    cleanup();
    process.exit(130);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${status || 'no answer'})`);
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------
// wrk

interface WrkResult {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  /** Connect, read, write errors and timeouts. */
  socket_errors: number;
  /** Answers outside 2xx/3xx (wrk's count). */
  non_2xx_3xx: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function duration(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk: unreadable duration "${text}"`);
  return Math.round(Number(m[1]) * UNIT_MS[m[2]!]! * 100) / 100;
}

function parseWrk(output: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  const requests = /(\d+) requests in/.exec(output);
  if (!rps || !p50 || !p99 || !requests) throw new Error(`wrk: unexpected output:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  return {
    rps: Math.round(Number(rps[1])),
    p50_ms: duration(p50[1]!),
    p99_ms: duration(p99[1]!),
    requests: Number(requests[1]),
    socket_errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non_2xx_3xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

interface Load {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  script?: string;
}

function wrk(url: string, label: string, load: Load = {}): Promise<WrkResult> {
  const args = ['-t1', `-c${load.connections ?? CONNECTIONS}`, `-d${load.seconds ?? DURATION_S}s`, '--timeout', '2s', '--latency'];
  for (const [name, value] of Object.entries(load.headers ?? {})) args.push('-H', `${name}: ${value}`);
  if (load.script) args.push('-s', load.script);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(onPath('wrk')!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk ${label} exited with ${code}:\n${out}`));
      try {
        const result = parseWrk(out);
        log(
          `${label}: ${result.rps} req/s, p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, non-2xx/3xx ${result.non_2xx_3xx}, socket errors ${result.socket_errors}`,
        );
        resolve(result);
      } catch (error) {
        reject(error);
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------

/** Resident memory in MB of a process, and of its whole process group (the server and its publish workers). */
function rssMb(pid: number): { process: number; group: number } {
  const rss = (p: string) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  let group = 0;
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 5 of proc(5) is the process group; fields start after the command's closing parenthesis.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pid) group += rss(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return { process: Math.round(rss(String(pid))), group: Math.round(group) };
}

/**
 * The share of the machine's CPU other processes use over two seconds, measured before anything of
 * this bench runs: the machine may be shared, and a busy one lowers every figure of the run.
 */
async function otherLoad(): Promise<number> {
  // user nice system idle iowait irq softirq steal, in ticks
  const busy = () => {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { busy: cpu[0]! + cpu[1]! + cpu[2]! + cpu[5]! + cpu[6]! + (cpu[7] ?? 0), all: cpu.slice(0, 8).reduce((a, b) => a + b, 0) };
  };
  const a = busy();
  await sleep(2000);
  const b = busy();
  return Math.round(((b.busy - a.busy) / (b.all - a.all)) * 100) / 100;
}

const HELLO = `
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
serve({ fetch: new Hono().get('/', (c) => c.text('Hello Hono!')).fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
`;

function quoteScript(): string {
  const body = JSON.stringify({
    name: 'Dana Reyes',
    email: 'dana@example.com',
    phone: '(602) 555-0199',
    vehicleType: 'SUV',
    vehicleMake: 'Toyota',
    vehicleModel: '4Runner',
    vehicleYear: '2021',
    services: ['Ceramic Coating'],
    message: 'Garage parked, light swirl marks.',
    city: 'Scottsdale',
    state: 'AZ',
    zipCode: '85251',
    businessSlug: TENANT,
  });
  const file = path.join(work, 'quotes.lua');
  // Each request from another address (the server trusts one proxy), as a flood from many clients looks.
  writeFileSync(
    file,
    `wrk.method = "POST"
wrk.body = [[${body}]]
wrk.headers["Content-Type"] = "application/json"
local n = 0
request = function()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = "10." .. (n % 250) .. "." .. (math.floor(n / 250) % 250) .. "." .. (math.floor(n / 62500) % 250 + 1)
  return wrk.format()
end
`,
  );
  return file;
}

function codeVersion(): { commit: string; dirty: boolean } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      dirty: git('status', '--porcelain', '--', 'api', 'build-scripts', 'core', 'db', 'cli') !== '',
    };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

/** Seeds the demo and BENCH_TENANTS benchmark tenants into `dataDir` and publishes them all, before the server starts. */
async function publishBenchTenants(dataDir: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  if (BENCH_TENANTS === 0) return [];
  mkdirSync(dataDir, { recursive: true });
  const db = await openDatabase(pathToFileURL(path.join(dataDir, 'localsite.db')).href);
  let slugs: string[];
  try {
    await seedDemoData(db);
    await ensureDemoAccounts(db, PASSWORD);
    slugs = await seedBenchTenants(db, BENCH_TENANTS, log);
  } finally {
    db.$client.close();
  }
  log(`publishing ${slugs.length} benchmark tenants and the demo (cli/rebuild.ts --workers 2)`);
  const rebuild = start(['--import', 'tsx', 'cli/rebuild.ts', '--workers', '2'], env, 'rebuild');
  const code = await new Promise<number | null>((resolve) => rebuild.once('exit', resolve));
  if (code !== 0) throw new Error(`cli/rebuild.ts exited with ${code}`);
  return slugs;
}

async function main(): Promise<Record<string, unknown>> {
  if (!onPath('wrk')) throw new Error('wrk is not installed: apt-get install wrk (this bench installs nothing)');
  if (!existsSync(path.join(ROOT, 'dist', 'site', 'server', 'entry.mjs')))
    throw new Error('dist/site is missing: run "npm run build" first');
  const code = codeVersion();
  log(
    `code: commit ${code.commit}${code.dirty ? ' plus uncommitted changes' : ''}; ${os.availableParallelism()} cores, node ${process.version}`,
  );

  const busyBefore = await otherLoad();
  log(`other processes keep ${Math.round(busyBefore * 100)}% of the machine busy`);
  const [port, helloPort, nginxPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const dataDir = path.join(work, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  for (const key of ['DATABASE_URL', 'DATABASE_AUTH_TOKEN', 'SMTP_URL', 'BASE_DOMAIN', 'NODE_ENV']) delete env[key];
  // No background Lighthouse scans of the demo: they would take the CPU the figures measure.
  const serverEnv = { ...env, DEMO: '1', DEMO_PASSWORD: PASSWORD, TRUST_PROXY: '1', PUBLISH_WORKERS: '2', HEALTH_SCAN_DEMO: '0' };
  const benchSlugs = await publishBenchTenants(dataDir, env);
  log('starting the server (seeds and publishes the demo)');
  const server = start(['--import', 'tsx', 'cli/server.ts'], serverEnv, 'server');
  start(['--input-type=module', '-e', HELLO], { ...env, PORT: String(helloPort) }, 'hello');
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/api/health`, 180_000);
  await waitForOk(`${base}/${TENANT}`, 60_000);
  await waitForOk(`http://127.0.0.1:${helloPort}/`, 30_000);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken?: string };
  if (!accessToken) throw new Error(`sign-in as ${DEMO_ADMIN_EMAIL} failed: ${login.status}`);
  const auth = { Authorization: `Bearer ${accessToken}` };
  // Pages as a browser asks for them: compressed.
  const browser = { 'Accept-Encoding': 'br, gzip' };

  // Every address measured below once under load first, so no figure includes a first read or JIT warm-up.
  log('warming up');
  for (const target of [
    `/${TENANT}`,
    SERVICE_PAGE,
    `/${TENANT}/no-such-page`,
    `/${OTHER_TENANT}`,
    `/api/tenants/${TENANT}`,
    `/api/reviews?tenant_slug=${TENANT}`,
  ])
    await wrk(`${base}${target}`, `  warm-up ${target}`, { seconds: 1, headers: browser });
  await wrk(`${base}/api/auth/me`, '  warm-up /api/auth/me', { seconds: 1, headers: auth });
  await wrk(`http://127.0.0.1:${helloPort}/`, '  warm-up hello-world', { seconds: 1 });

  const page = await wrk(`${base}/${TENANT}`, 'home page', { headers: browser });
  const service = await wrk(`${base}${SERVICE_PAGE}`, 'service page', { headers: browser });
  const notFound = await wrk(`${base}/${TENANT}/no-such-page`, '404 page', { headers: browser });
  const apiTenant = await wrk(`${base}/api/tenants/${TENANT}`, 'GET /api/tenants/{slug}');
  const apiReviews = await wrk(`${base}/api/reviews?tenant_slug=${TENANT}`, 'GET /api/reviews');
  const hello = await wrk(`http://127.0.0.1:${helloPort}/`, 'hello-world');

  let nginx: WrkResult | undefined;
  const nginxBin = onPath('nginx');
  if (nginxBin) {
    const conf = path.join(work, 'nginx.conf');
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'cli/nginx-config.ts', '--out', conf, '--listen', `127.0.0.1:${nginxPort}`, '--upstream', `127.0.0.1:${port}`]
        // The temporary directory is private to its creator: a root nginx's workers read it as root.
        .concat(process.getuid?.() === 0 ? ['--user', 'root'] : []),
      { cwd: ROOT, env, stdio: 'ignore' },
    );
    execFileSync(nginxBin, ['-c', conf], { stdio: 'ignore' });
    nginxConf = conf;
    await waitForOk(`http://127.0.0.1:${nginxPort}/${TENANT}`, 10_000);
    await wrk(`http://127.0.0.1:${nginxPort}/${TENANT}`, '  warm-up nginx', { seconds: 1, headers: browser });
    nginx = await wrk(`http://127.0.0.1:${nginxPort}/${TENANT}`, 'nginx home page', { headers: browser });
  } else log('nginx is not installed (apt-get install nginx): no nginx anchor');

  // Isolation: two light probes, alone and during each flood.
  const probes = () =>
    Promise.all([
      wrk(`${base}/${OTHER_TENANT}`, `  probe: ${OTHER_TENANT} home`, { connections: PROBE_CONNECTIONS, headers: browser }),
      wrk(`${base}/api/auth/me`, '  probe: GET /api/auth/me', { connections: PROBE_CONNECTIONS, headers: auth }),
    ]);
  const during = async (flood: () => Promise<WrkResult>) => {
    const running = flood();
    await sleep(500);
    const [other, me] = await probes();
    return { flood: await running, other, me };
  };
  log('isolation: probes alone');
  const [aloneOther, aloneMe] = await probes();
  log(`isolation: flooding ${TENANT}'s home page`);
  const pageFlood = await during(() => wrk(`${base}/${TENANT}`, 'flood: home page', { seconds: DURATION_S + 1, headers: browser }));
  log('isolation: flooding POST /api/quotes');
  const quoteFlood = await during(() =>
    wrk(`${base}/api/quotes`, 'flood: POST /api/quotes', { seconds: DURATION_S + 1, script: quoteScript() }),
  );

  const rssDemo = rssMb(server.pid!);
  log(`reading the home page of each of the ${benchSlugs.length} benchmark tenants once`);
  let unread = 0;
  for (let i = 0; i < benchSlugs.length; i += 20) {
    const statuses = await Promise.all(
      benchSlugs.slice(i, i + 20).map((slug) =>
        fetch(`${base}/${slug}`, { headers: browser }).then(
          async (r) => {
            await r.arrayBuffer();
            return r.status;
          },
          () => 0,
        ),
      ),
    );
    unread += statuses.filter((status) => status !== 200).length;
  }
  const rss = rssMb(server.pid!);
  const ok = [page, service, apiTenant, apiReviews, hello, ...(nginx ? [nginx] : [])];
  const errors =
    ok.reduce((sum, r) => sum + r.socket_errors + r.non_2xx_3xx, 0) +
    notFound.socket_errors +
    // Every 404 request must have been answered 404 (wrk counts them as non-2xx).
    (notFound.requests - notFound.non_2xx_3xx);
  const apiP99 = Math.max(apiTenant.p99_ms, apiReviews.p99_ms);
  const pageVsHello = Math.round((page.rps / hello.rps) * 100) / 100;
  const probeFigures = (r: WrkResult) => ({ rps: r.rps, p50_ms: r.p50_ms, p99_ms: r.p99_ms, errors: r.socket_errors + r.non_2xx_3xx });
  const floodFigures = (r: WrkResult) => ({ rps: r.rps, p99_ms: r.p99_ms, non_2xx_3xx: r.non_2xx_3xx, socket_errors: r.socket_errors });
  const worstUnderFlood = Math.max(pageFlood.other.p99_ms, pageFlood.me.p99_ms, quoteFlood.other.p99_ms, quoteFlood.me.p99_ms);
  return {
    page_rps: page.rps,
    page_p50_ms: page.p50_ms,
    page_p99_ms: page.p99_ms,
    hello_rps: hello.rps,
    hello_p99_ms: hello.p99_ms,
    page_vs_hello: pageVsHello,
    service_rps: service.rps,
    service_p99_ms: service.p99_ms,
    not_found_rps: notFound.rps,
    not_found_p99_ms: notFound.p99_ms,
    api_tenant_rps: apiTenant.rps,
    api_tenant_p99_ms: apiTenant.p99_ms,
    api_reviews_rps: apiReviews.rps,
    api_reviews_p99_ms: apiReviews.p99_ms,
    api_p99_ms: apiP99,
    errors,
    nginx_rps: nginx?.rps ?? null,
    nginx_p99_ms: nginx?.p99_ms ?? null,
    page_vs_nginx: nginx ? Math.round((page.rps / nginx.rps) * 100) / 100 : null,
    isolation: {
      bound_p99_ms: ISOLATION_P99_BOUND_MS,
      alone: { other_page: probeFigures(aloneOther), auth_me: probeFigures(aloneMe) },
      page_flood: { flood: floodFigures(pageFlood.flood), other_page: probeFigures(pageFlood.other), auth_me: probeFigures(pageFlood.me) },
      quote_flood: {
        flood: floodFigures(quoteFlood.flood),
        other_page: probeFigures(quoteFlood.other),
        auth_me: probeFigures(quoteFlood.me),
      },
      worst_p99_under_flood_ms: worstUnderFlood,
    },
    bench_tenants: benchSlugs.length,
    bench_tenant_pages_not_200: unread,
    rss_demo_only_mb: rssDemo.process,
    rss_mb: rss.process,
    rss_with_workers_mb: rss.group,
    /** CPU share other processes used just before the run (0 = the machine was idle). */
    machine_busy_before: busyBefore,
    connections: CONNECTIONS,
    duration_s: DURATION_S,
    cores: os.availableParallelism(),
    node: process.version,
    commit: code.commit,
    uncommitted_changes: code.dirty,
    targets_met: {
      page_vs_hello_ge_0_5: pageVsHello >= 0.5,
      page_p99_le_10ms: page.p99_ms <= 10,
      api_ge_10000_rps: Math.min(apiTenant.rps, apiReviews.rps) >= 10_000,
      api_p99_le_20ms: apiP99 <= 20,
      zero_errors: errors === 0 && unread === 0,
      rss_lt_400mb: rss.process < 400,
      isolation_p99_within_bound: worstUnderFlood <= ISOLATION_P99_BOUND_MS,
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
  cleanup();
}
process.exit(exitCode);
