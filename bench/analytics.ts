/**
 * Analytics ingestion through the real HTTP server (issue 19: at least 2,000 events/s). A child
 * process serves the app exactly as cli/server.ts composes it (composeServer on a libSQL file in a
 * temporary DATA_DIR, TRUST_PROXY=1, the demo businesses seeded; sites are not published: only the
 * API is measured) on a loopback port. This process sends beacons from several concurrent clients
 * (node:http, keep-alive), each from its own addresses (X-Forwarded-For, so the per-address limit of 120 a
 * minute is never met) and agents (phones, desktops, tablets, 5 % bots), until the count or the
 * time is reached. The child is then stopped (it writes its waiting batch at shutdown, as the
 * server does) and the stored events are counted: stored must equal sent minus bots.
 *
 *   npm run bench:analytics                         # 20,000 events, at most 60 s, 8 clients
 *   BENCH_EVENTS=50000 BENCH_CLIENTS=16 npm run bench:analytics
 *
 * The last line is one JSON object: { eventsPerSecond, events, durationMs, stored, bots,
 * serverCpuUsPerEvent, eventsPerServerCpuSecond, clients, loadAverage }. On a shared machine the
 * wall-clock rate moves with what else runs; the server's CPU time per event does not.
 */
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, like } from 'drizzle-orm';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const MAX_MS = Number(process.env.BENCH_MAX_SECONDS ?? 60) * 1000;
const SLUG = 'prestige-mobile-detailing';
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
];
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PATHS = ['/', '/services/ceramic-coating', '/services/auto-detailing', '/areas/scottsdale-az', '/booking'];

async function serve(dataDir: string, port: number) {
  const { loadConfig } = await import('#db/config.ts');
  const { openDatabase } = await import('#db/client.ts');
  const { seedDemoData } = await import('#db/seed.ts');
  const { composeServer } = await import('#api/compose.ts');
  const { flushSiteEvents } = await import('#api/domain/analytics.ts');
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', TRUST_PROXY: '1' }, process.cwd());
  const db = await openDatabase(config.databaseUrl);
  await seedDemoData(db);
  const { listener } = await composeServer(config, db);
  const server = createServer({ keepAliveTimeout: 30_000 }, listener).listen(port, '127.0.0.1', () => process.send?.('ready'));
  let cpuAtStart = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'start') cpuAtStart = process.cpuUsage();
  });
  process.on('SIGTERM', async () => {
    server.close();
    await flushSiteEvents(db);
    const cpu = process.cpuUsage(cpuAtStart);
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000 }, () => {
      db.$client.close();
      process.exit(0);
    });
  });
}

/** One beacon over a kept-alive connection (node:http: fetch costs the client more CPU than the server spends answering). */
function post(agent: Agent, port: number, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/analytics/events', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function client(index: number, port: number, state: { sent: number; bots: number; failed: number; deadline: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let n = 0;
  while (state.sent < EVENTS && Date.now() < state.deadline) {
    state.sent++;
    n++;
    const bot = (state.sent + index) % 20 === 0;
    if (bot) state.bots++;
    const body = JSON.stringify({
      tenant: SLUG,
      name: n % 7 === 0 ? 'phone_click' : 'pageview',
      path: `/bench${PATHS[n % PATHS.length]}`,
      referrer: n % 3 === 0 ? 'www.google.com' : undefined,
      screen: n % 2 === 0 ? 'phone' : 'desktop',
    });
    const status = await post(
      agent,
      port,
      {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Content-Length': String(Buffer.byteLength(body)),
        'User-Agent': bot ? BOT : AGENTS[n % AGENTS.length]!,
        'X-Forwarded-For': `${10 + index}.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`,
      },
      body,
    );
    if (status !== 204) state.failed++;
  }
  agent.destroy();
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-bench-analytics-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve', dataDir, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const state = { sent: 0, bots: 0, failed: 0, deadline: Date.now() + MAX_MS };
    child.send('start');
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i, port, state)));
    const durationMs = Math.round(performance.now() - started);
    const serverCpu = new Promise<{ cpuMs: number }>((resolve) => child.once('message', (m) => resolve(m as { cpuMs: number })));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const { cpuMs } = await serverCpu;
    await exited;
    const { openDatabase } = await import('#db/client.ts');
    const s = await import('#db/schema.ts');
    const { loadConfig } = await import('#db/config.ts');
    const db = await openDatabase(loadConfig({ DATA_DIR: dataDir }, process.cwd()).databaseUrl);
    const stored = await db.select({ n: count() }).from(s.analyticsEvents).where(like(s.analyticsEvents.path, '/bench/%')).get();
    db.$client.close();
    if (state.failed) console.error(`${state.failed} beacons were not answered 204`);
    if (stored!.n !== state.sent - state.bots) console.error(`stored ${stored!.n}, expected ${state.sent - state.bots} (sent minus bots)`);
    console.log(
      JSON.stringify({
        eventsPerSecond: Math.round((state.sent / durationMs) * 1000),
        events: state.sent,
        durationMs,
        stored: stored!.n,
        bots: state.bots,
        // The server's own CPU time per event: what one core sustains, whatever else ran meanwhile.
        serverCpuUsPerEvent: Math.round((cpuMs * 1000) / state.sent),
        eventsPerServerCpuSecond: Math.round(state.sent / (cpuMs / 1000)),
        clients: CLIENTS,
        loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
      }),
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!, Number(process.argv[4]));
else await main();
