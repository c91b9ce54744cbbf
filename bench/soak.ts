/**
 * Held load (issue 20 point 6): the real server under a realistic mix of page views, API reads and
 * writes for SOAK_SECONDS (60), then every acknowledged write is looked up in the database.
 *
 *   npm run build             # once: the site bundle in dist/site
 *   npm run bench:soak        # 60 s at 2,000 a second; SOAK_SECONDS=15 SOAK_RATE=1000 npm run bench:soak
 *
 * A child process serves the app as cli/server.ts composes it (composeServer on a libSQL file in a
 * temporary DATA_DIR, TRUST_PROXY=1, the demo seeded and published, one publish worker rendering
 * the sites that content saves change; no health scans). One difference, for the bench only: the
 * per-business quote limit (60 an hour) is raised, since every quote goes to the demo detailing
 * business and 60 would be spent in the first seconds; the per-address limits stay as they are and
 * every request comes from its own X-Forwarded-For address, as traffic from many visitors does.
 *
 * Open loop, as visitors arrive: SOAK_RATE (2000) actions a second, each sent when it is due whether
 * or not the server has answered the ones before, over up to SOAK_CONNECTIONS (64) keep-alive
 * node:http connections (fetch costs the client more CPU than the server spends answering,
 * bench/analytics.ts). A request's time runs from when it was due, so a server falling behind
 * shows in every later request's time (no coordinated omission). A closed loop measures the
 * ceiling instead: SOAK_RATE=0 runs SOAK_CLIENTS (32) clients that each send their next request
 * as soon as the last is answered (its latencies are then the clients' queue: 32 / throughput).
 * An action is one request, except a booking (free times, hold, confirmation). The mix, by draw: 80 % page views (home, service and city pages
 * of every demo site from its sitemap; a third each without compression, br and gzip; a fifth of
 * them If-None-Match revalidations of an ETag already seen), 15 % API reads (public: reviews,
 * availability, ZIP lookup; dashboard with a session: quotes list, overview), 5 % writes (quote
 * posts, bookings as hold then confirm, content saves by the demo admin). A booking time taken by
 * another client (409) is an answer the product gives, counted as a conflict, not an error.
 *
 * The last line is one JSON object: requestsPerSecond, kinds { count, p50, p99, errors }, errors,
 * writesAccepted, writesFound, lostWrites, pageP99Ms, conflicts, serverCpuUsPerRequest and
 * clientCpuUsPerRequest (CPU time per request of the server process and of this load generator),
 * eventLoopDelayMs (the server's event loop, p99 and max), loadAverage, targets.
 *
 * SOAK_KIND=booking (or page, api_public, api_dashboard, quote, content_save) runs one kind alone, closed
 * loop: its serverCpuUsPerRequest is what one request of that kind costs the server.
 *
 * SOAK_PROFILE=/tmp/server.cpuprofile writes the server's CPU profile of the measured window (open it in
 * Chrome's DevTools): where the time per request goes, without the start-up's seeding and publishing.
 *
 * `npm run bench:writes` (this file with --writes; WRITES_SECONDS, 10): each kind of write alone
 * through the same server, then raw single-row inserts into the server's file from one process and
 * from two at once (SQLite's single writer and the busy timeout between processes); its last line
 * is { http: { quotes, bookings, contentSaves: { perSecond } }, lostWrites, rawInserts, ... }.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 32);
const RATE = Number(process.env.SOAK_RATE ?? 2000);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
/** A draw of the mix that picks each kind (`one` below): SOAK_KIND runs that kind alone. */
const KIND_DRAWS = { page: 0.4, api_public: 0.85, api_dashboard: 0.92, quote: 0.96, booking: 0.98, content_save: 0.995 } as const;
const ONLY = process.env.SOAK_KIND as keyof typeof KIND_DRAWS | undefined;
if (ONLY && !(ONLY in KIND_DRAWS)) throw new Error(`SOAK_KIND is one of ${Object.keys(KIND_DRAWS).join(', ')}`);
const WRITE_SECONDS = Number(process.env.WRITES_SECONDS ?? 10);
const PASSWORD = 'Bench7harbor';
const BOOKING_SLUG = 'prestige-mobile-detailing';
const BOOKING_ZIP = '85251';
const QUOTE = {
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
  zipCode: BOOKING_ZIP,
  businessSlug: BOOKING_SLUG,
};
const CONTACT = {
  name: 'Dana Reyes',
  email: 'Dana.Reyes@example.com',
  phone: '(602) 555-0199',
  street: '4821 N Scottsdale Rd',
  city: 'Scottsdale',
  state: 'AZ',
  zip: BOOKING_ZIP,
  vehicle: { type: 'suv', make: 'Toyota', model: '4Runner', year: '2021', color: 'Silver' },
};

interface Ready {
  tenants: { slug: string; zip: string | null }[];
  tier: number;
  today: string;
}

/** The server child: seeded, published, with one publish worker; answers SIGTERM with its CPU time. */
async function serve(dataDir: string, port: number) {
  process.env.DATA_DIR = dataDir;
  const { loadConfig, dataPaths } = await import('#db/config.ts');
  const { openDatabase } = await import('#db/client.ts');
  const { seedDemoData } = await import('#db/seed.ts');
  const { ensureDemoAccounts } = await import('#api/auth/accounts.ts');
  const { composeServer, defaultLimits } = await import('#api/compose.ts');
  const { createMailer } = await import('#api/lib/mailer.ts');
  const { RateLimiter } = await import('#api/lib/rate-limit.ts');
  const { publishEverything } = await import('#build/rebuild.ts');
  const { PageRenderer } = await import('#build/render/renderer.ts');
  const { deployTargetFor } = await import('#build/deploy/targets.ts');
  const { WorkerPool } = await import('#build/queue/worker-pool.ts');
  const { todayIn } = await import('#core/scheduling/time.ts');
  const env = { DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', TRUST_PROXY: '1', HEALTH_SCAN_DEMO: '0' };
  const config = loadConfig(
    { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, PUBLISH_WORKER_NICE: process.env.PUBLISH_WORKER_NICE },
    process.cwd(),
  );
  const db = await openDatabase(config.databaseUrl);
  await seedDemoData(db);
  await ensureDemoAccounts(db, PASSWORD);
  // Bookings any day of the coming year, so the clients' random picks rarely meet.
  await db.$client.execute({
    sql: `UPDATE tenants SET lead_time_days = 0, booking_window_days = 365 WHERE slug = ?`,
    args: [BOOKING_SLUG],
  });
  const summary = await publishEverything({
    db,
    renderer: await PageRenderer.load(config.siteBuildDir),
    target: deployTargetFor(config),
    origin: config.publicUrl,
  });
  if (summary.failures.length) throw new Error(`publishing failed: ${JSON.stringify(summary.failures)}`);
  const pool = new WorkerPool(1, { ...process.env, ...env }, config.publishWorkerNice).start();
  const { listener } = await composeServer(config, db, {
    mailer: createMailer({ outboxDir: dataPaths(config).outbox, log: () => {} }),
    limits: { ...defaultLimits(), quotesPerBusiness: new RateLimiter(1e9, 60 * 60_000) },
    wakePublishers: () => pool.wake(),
  });
  const tenants = (
    await db.$client.execute(
      `SELECT t.slug, (SELECT a.zip FROM service_areas a WHERE a.tenant_id = t.id AND a.zip IS NOT NULL ORDER BY a.id LIMIT 1) AS zip
       FROM tenants t WHERE t.status = 'approved' ORDER BY t.slug`,
    )
  ).rows.map((r) => ({ slug: String(r.slug), zip: r.zip === null ? null : String(r.zip) }));
  const tier = Number(
    (
      await db.$client.execute({
        sql: `SELECT st.id FROM service_tiers st JOIN services sv ON sv.id = st.service_id JOIN tenants t ON t.id = sv.tenant_id
              WHERE t.slug = ? AND sv.slug = 'auto-detailing' ORDER BY st.sort_order LIMIT 1`,
        args: [BOOKING_SLUG],
      })
    ).rows[0]!.id,
  );
  const tz = String(
    (await db.$client.execute({ sql: 'SELECT time_zone FROM tenants WHERE slug = ?', args: [BOOKING_SLUG] })).rows[0]!.time_zone,
  );
  const ready: Ready = { tenants, tier, today: todayIn(tz, Date.now()) };
  const server = createServer({ keepAliveTimeout: 30_000 }, listener).listen(port, '127.0.0.1', () => process.send?.(ready));
  let cpuAtStart = process.cpuUsage();
  const loopDelay = (await import('node:perf_hooks')).monitorEventLoopDelay({ resolution: 5 });
  // SOAK_PROFILE=file.cpuprofile: the server's CPU profile of the measured window alone (not its start-up).
  const profiler = process.env.SOAK_PROFILE ? new (await import('node:inspector/promises')).Session() : undefined;
  process.on('message', async (message) => {
    if (message !== 'start') return;
    cpuAtStart = process.cpuUsage();
    loopDelay.enable();
    if (!profiler) return;
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  });
  process.on('SIGTERM', async () => {
    const cpu = process.cpuUsage(cpuAtStart);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      (await import('node:fs')).writeFileSync(process.env.SOAK_PROFILE!, JSON.stringify(profile));
    }
    server.close();
    server.closeAllConnections();
    await pool.stop();
    const eventLoopDelayMs = { p99: Math.round(loopDelay.percentile(99) / 1e4) / 100, max: Math.round(loopDelay.max / 1e4) / 100 };
    process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, eventLoopDelayMs }, () => {
      db.$client.close();
      process.exit(0);
    });
  });
}

interface Answer {
  status: number;
  body: string;
  etag?: string;
  ms: number;
}

/** One request; `started` (performance.now() time) is when it was due, so a late send counts as waiting. */
function send(
  agent: Agent,
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  started = performance.now(),
): Promise<Answer> {
  return new Promise((resolve) => {
    const h =
      body === undefined ? headers : { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port, method, path: url, agent, headers: h }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          // Only JSON answers are read; pages stay bytes (compressed ones are not text).
          body: String(res.headers['content-type'] ?? '').includes('json') ? Buffer.concat(chunks).toString('utf8') : '',
          etag: res.headers.etag,
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
    req.end(body);
  });
}

class Kind {
  readonly times: number[] = [];
  errors = 0;
  /** The status of each unexpected answer (0: no answer), so a failure says what it was. */
  readonly errorStatuses: Record<number, number> = {};
  add(ms: number, status: number, ok: boolean) {
    this.times.push(ms);
    if (ok) return;
    this.errors++;
    this.errorStatuses[status] = (this.errorStatuses[status] ?? 0) + 1;
  }
  figures() {
    const sorted = Float64Array.from(this.times).sort();
    const at = (q: number) =>
      sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100 : null;
    return {
      count: this.times.length,
      p50: at(0.5),
      p99: at(0.99),
      errors: this.errors,
      ...(this.errors ? { errorStatuses: this.errorStatuses } : {}),
    };
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function main(mode: 'soak' | 'writes') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-bench-soak-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve', dataDir, String(port)], {
    // The server's log line per request is written (its cost is part of the figures) but not shown.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ready));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const setup = new Agent({ keepAlive: true, maxSockets: 4 });
    const login = await send(
      setup,
      port,
      'POST',
      '/api/auth/login',
      {},
      JSON.stringify({ email: 'admin@demo.example', password: PASSWORD }),
    );
    const token = (JSON.parse(login.body) as { accessToken?: string }).accessToken;
    if (!token) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const auth = { Authorization: `Bearer ${token}` };
    // Each site's own list of pages: its sitemap (home, services, cities and the rest).
    const pages: string[] = [];
    for (const { slug } of ready.tenants) {
      const map = await send(setup, port, 'GET', `/${slug}/sitemap.xml`, {});
      const text = map.status === 200 ? await fetch(`http://127.0.0.1:${port}/${slug}/sitemap.xml`).then((r) => r.text()) : '';
      const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      pages.push(...(locs.length ? locs : [`/${slug}`]));
    }
    const withZip = ready.tenants.filter((t) => t.zip);
    const etags = new Map<string, string>();
    const kinds = {
      page: new Kind(),
      page_revalidation: new Kind(),
      api_public: new Kind(),
      api_dashboard: new Kind(),
      quote: new Kind(),
      booking: new Kind(),
      content_save: new Kind(),
    };
    const accepted = { quotes: [] as number[], bookings: [] as number[], saves: 0 };
    /** The last acknowledged content save of each business; one save per business is in flight at a time, so the last answered is the last stored. */
    const lastSave = new Map<string, string>();
    const saving = new Set<string>();
    let conflicts = 0;
    let savesSkipped = 0;
    let changedPages = 0;
    let serverErrorsShown = 0;
    let requests = 0;
    let address = 0;
    const from = () => {
      address++;
      return { 'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
    };
    const day = () => {
      const d = new Date(`${ready.today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 2 + Math.floor(Math.random() * 300));
      return d.toISOString().slice(0, 10);
    };

    const availabilityUrl = (date: string) =>
      `/api/availability/${BOOKING_SLUG}?service=auto-detailing&tier=${ready.tier}&zip=${BOOKING_ZIP}&from=${date}&to=${date}`;

    /** One visitor's action drawn from the mix; its first request is timed from `dueAt` (open loop: when it was due). */
    async function one(agent: Agent, draw: number, dueAt?: number) {
      const call = async (kind: Kind, method: string, url: string, headers: Record<string, string>, body?: string, ok = [200]) => {
        const answer = await send(agent, port, method, url, { ...from(), ...headers }, body, dueAt);
        dueAt = undefined;
        requests++;
        // The first server errors in full: a figure of 500s says nothing of their cause.
        if (answer.status >= 500 && serverErrorsShown++ < 5) process.stderr.write(`${method} ${url}: ${answer.status} ${answer.body}\n`);
        kind.add(answer.ms, answer.status, ok.includes(answer.status));
        return answer;
      };
      if (draw < 0.8) {
        const url = pick(pages);
        const encoding = pick(['', 'br', 'gzip']);
        const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
        const key = `${encoding} ${url}`;
        const etag = etags.get(key);
        if (etag && Math.random() < 0.2) {
          // 304 while the page is unchanged; a content save republishes its site, and the new page comes back 200.
          const again = await call(kinds.page_revalidation, 'GET', url, { ...headers, 'If-None-Match': etag }, undefined, [304, 200]);
          if (again.status === 200 && again.etag) etags.set(key, again.etag);
          if (again.status === 200) changedPages++;
          return;
        }
        const answer = await call(kinds.page, 'GET', url, headers);
        if (answer.etag) etags.set(key, answer.etag);
      } else if (draw < 0.9) {
        const r = Math.random();
        if (r < 0.4) await call(kinds.api_public, 'GET', `/api/reviews?tenant_slug=${pick(ready.tenants).slug}`, {});
        else if (r < 0.7) await call(kinds.api_public, 'GET', availabilityUrl(day()), {});
        else {
          const t = pick(withZip);
          await call(kinds.api_public, 'GET', `/api/service-areas/${t.slug}/lookup?zip=${t.zip}`, {});
        }
      } else if (draw < 0.95) {
        const slug = pick(ready.tenants).slug;
        if (Math.random() < 0.5) await call(kinds.api_dashboard, 'GET', `/api/quotes?business_slug=${slug}&limit=20`, auth);
        else await call(kinds.api_dashboard, 'GET', `/api/tenants/${slug}/overview`, auth);
      } else if (draw < 0.975) {
        const answer = await call(kinds.quote, 'POST', '/api/quotes', {}, JSON.stringify(QUOTE), [201]);
        if (answer.status === 201) accepted.quotes.push((JSON.parse(answer.body) as { data: { id: number } }).data.id);
      } else if (draw < 0.99) {
        // As the booking page does: the day's free times first, then a hold on one of them.
        const date = day();
        const open = await call(kinds.api_public, 'GET', availabilityUrl(date), {});
        const times =
          open.status === 200
            ? ((JSON.parse(open.body) as { data: { days: { date: string; slots: string[] }[] } }).data.days.find((d) => d.date === date)
                ?.slots ?? [])
            : [];
        if (!times.length) return;
        const job = { service: 'auto-detailing', tier: ready.tier, zip: BOOKING_ZIP, date, time: pick(times) };
        const held = await call(kinds.booking, 'POST', `/api/booking/${BOOKING_SLUG}/holds`, {}, JSON.stringify(job), [201, 409]);
        if (held.status !== 201) return void (held.status === 409 && conflicts++);
        const holdId = (JSON.parse(held.body) as { data: { hold_id: string } }).data.hold_id;
        const booked = await call(kinds.booking, 'POST', `/api/booking/holds/${holdId}/confirm`, {}, JSON.stringify(CONTACT), [201]);
        if (booked.status === 201)
          accepted.bookings.push((JSON.parse(booked.body) as { data: { appointment: { id: number } } }).data.appointment.id);
      } else {
        const free = ready.tenants.filter((t) => !saving.has(t.slug));
        // Every business has a save in flight: wait a moment (a loop of resolved promises would starve the sockets).
        if (!free.length) {
          savesSkipped++;
          return new Promise<void>((resolve) => setTimeout(resolve, 5));
        }
        const slug = pick(free).slug;
        saving.add(slug);
        const value = `Straight answers before you book (save ${requests})`;
        const answer = await call(kinds.content_save, 'PUT', `/api/website-content/${slug}`, auth, JSON.stringify({ faq_subtitle: value }));
        saving.delete(slug);
        if (answer.status === 200) {
          accepted.saves++;
          lastSave.set(slug, value);
        }
      }
    }

    // Every page once before the clock starts: the first read of a file and JIT warm-up are not the steady state.
    for (const url of pages) await send(setup, port, 'GET', url, { 'Accept-Encoding': 'br' });
    setup.destroy();
    /**
     * Open loop: RATE actions a second, each sent when it is due whatever the answers before it, over
     * up to CONNECTIONS keep-alive connections (a request finding them all busy waits, and that wait
     * is part of its time), for `seconds`, then the answers still on their way.
     */
    const runAtRate = async (seconds: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
      const started = performance.now();
      const inFlight = new Set<Promise<void>>();
      let sent = 0;
      for (let now = started; now < started + seconds * 1000; now = performance.now()) {
        for (const due = Math.floor(((now - started) / 1000) * RATE); sent < due; sent++) {
          const action = one(agent, Math.random(), started + (sent / RATE) * 1000);
          inFlight.add(action);
          void action.finally(() => inFlight.delete(action));
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(inFlight);
      agent.destroy();
      return performance.now() - started;
    };
    /** Closed loop: CLIENTS clients, each sending its next request when the last is answered, for `seconds`; `draw` fixes the kind. */
    const run = async (seconds: number, draw?: number) => {
      const deadline = Date.now() + seconds * 1000;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const agent = new Agent({ keepAlive: true, maxSockets: 1 });
          while (Date.now() < deadline) await one(agent, draw ?? Math.random());
          agent.destroy();
        }),
      );
      return performance.now() - started;
    };
    child.send('start');
    const clientCpuAtStart = process.cpuUsage();
    let durationMs = 0;
    /** Writes mode: each kind of write alone, its accepted writes per second. */
    const phases: Record<string, { seconds: number; accepted: number; perSecond: number }> = {};
    if (mode === 'soak' && ONLY) durationMs = await run(SECONDS, KIND_DRAWS[ONLY]);
    else if (mode === 'soak') durationMs = RATE > 0 ? await runAtRate(SECONDS) : await run(SECONDS);
    else {
      const acceptedNow = () => ({ quotes: accepted.quotes.length, bookings: accepted.bookings.length, contentSaves: accepted.saves });
      for (const [name, draw] of [
        ['quotes', 0.96],
        ['bookings', 0.98],
        ['contentSaves', 0.995],
      ] as const) {
        const before = acceptedNow()[name];
        const ms = await run(WRITE_SECONDS, draw);
        durationMs += ms;
        const n = acceptedNow()[name] - before;
        phases[name] = { seconds: Math.round(ms) / 1000, accepted: n, perSecond: Math.round((n / ms) * 1000) };
      }
    }
    const clientCpu = process.cpuUsage(clientCpuAtStart);
    const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
    const serverCpu = new Promise<{ cpuMs: number; eventLoopDelayMs: { p99: number; max: number } }>((resolve) =>
      child.once('message', (m) => resolve(m as never)),
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const { cpuMs, eventLoopDelayMs } = await serverCpu;
    await exited;

    // Every acknowledged write, looked up in the file the server wrote.
    const { createClient } = await import('@libsql/client');
    const db = createClient({ url: `file:${path.join(dataDir, 'localsite.db')}` });
    const found = async (table: string, ids: number[]) => {
      let n = 0;
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const row = await db.execute({
          sql: `SELECT count(*) AS n FROM ${table} WHERE id IN (${chunk.map(() => '?').join(',')})`,
          args: chunk,
        });
        n += Number(row.rows[0]!.n);
      }
      return n;
    };
    const quotesFound = await found('quotes', accepted.quotes);
    const bookingsFound = await found('appointments', accepted.bookings);
    let savesFound = 0;
    for (const [slug, value] of lastSave) {
      const row = await db.execute({
        sql: 'SELECT c.faq_subtitle AS v FROM website_content c JOIN tenants t ON t.id = c.tenant_id WHERE t.slug = ?',
        args: [slug],
      });
      if (row.rows[0]?.v === value) savesFound++;
    }
    db.close();
    // A business's saves overwrite each other: the last acknowledged one of each business must be the stored one.
    const writesAccepted = accepted.quotes.length + accepted.bookings.length + lastSave.size;
    const writesFound = quotesFound + bookingsFound + savesFound;
    const figures = Object.fromEntries(Object.entries(kinds).map(([name, kind]) => [name, kind.figures()]));
    const errors = Object.values(kinds).reduce((sum, kind) => sum + kind.errors, 0);
    const pageTimes = new Kind();
    pageTimes.times.push(...kinds.page.times, ...kinds.page_revalidation.times);
    const pageP99Ms = pageTimes.figures().p99;
    const requestsPerSecond = Math.round((requests / durationMs) * 1000);
    const writes = {
      quotes: { accepted: accepted.quotes.length, found: quotesFound },
      bookings: { accepted: accepted.bookings.length, found: bookingsFound, conflicts },
      contentSaves: { accepted: accepted.saves, businesses: lastSave.size, lastFound: savesFound },
    };
    if (mode === 'writes') {
      const single = await inserters(dataDir, 1);
      const two = await inserters(dataDir, 2);
      return void console.log(
        JSON.stringify({
          http: phases,
          kinds: { quote: figures.quote, booking: figures.booking, content_save: figures.content_save },
          errors,
          writesAccepted,
          writesFound,
          lostWrites: writesAccepted - writesFound,
          writes,
          rawInserts: { oneProcess: single, twoProcesses: two },
          serverCpuUsPerRequest: Math.round((cpuMs * 1000) / requests),
          clients: CLIENTS,
          loadAverage,
          cores: os.availableParallelism(),
        }),
      );
    }
    console.log(
      JSON.stringify({
        requestsPerSecond,
        requests,
        durationMs: Math.round(durationMs),
        kinds: figures,
        errors,
        writesAccepted,
        writesFound,
        lostWrites: writesAccepted - writesFound,
        writes,
        pageP99Ms,
        pages: pages.length,
        revalidatedChanged: changedPages,
        serverCpuUsPerRequest: Math.round((cpuMs * 1000) / requests),
        eventLoopDelayMs,
        // The load generator's own CPU per request: it shares the cores with the server.
        clientCpuUsPerRequest: Math.round((clientCpu.user + clientCpu.system) / requests),
        ...(RATE > 0 && !ONLY ? { loop: 'open', actionsPerSecond: RATE, connections: CONNECTIONS } : { loop: 'closed', clients: CLIENTS }),
        ...(ONLY ? { only: ONLY } : {}),
        savesSkipped,
        loadAverage,
        cores: os.availableParallelism(),
        targets: {
          requestsPerSecond2000: requestsPerSecond >= 2000,
          zeroErrors: errors === 0,
          zeroLostWrites: writesAccepted === writesFound,
          pageP99Under20Ms: (pageP99Ms ?? Infinity) < 20,
        },
      }),
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const INSERT_SECONDS = 5;

/**
 * One writer process: single-row inserts (each its own transaction, as the API's writes are) into
 * the server's file through the product's client (WAL, synchronous=NORMAL, busy timeout 10 s), for
 * INSERT_SECONDS from the parent's "go".
 */
async function insert(file: string, writer: number) {
  const { openDatabase } = await import('#db/client.ts');
  const db = await openDatabase(`file:${file}`);
  const body = 'x'.repeat(200);
  process.send?.('ready');
  await new Promise((resolve) => process.once('message', resolve));
  const deadline = Date.now() + INSERT_SECONDS * 1000;
  let inserted = 0;
  let slowest = 0;
  const errors: Record<string, number> = {};
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await db.$client.execute({ sql: 'INSERT INTO bench_rows (writer, at, body) VALUES (?, ?, ?)', args: [writer, Date.now(), body] });
      inserted++;
    } catch (error) {
      const code = (error as { code?: string }).code ?? String(error);
      errors[code] = (errors[code] ?? 0) + 1;
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
  process.send?.({ inserted, errors, slowestMs: Math.round(slowest) }, () => {
    db.$client.close();
    process.exit(0);
  });
}

/** `count` writer processes inserting into the same file at once: each one's rate, its errors (SQLITE_BUSY past the timeout), and the rows found. */
async function inserters(dataDir: string, count: number) {
  const file = path.join(dataDir, 'localsite.db');
  const { createClient } = await import('@libsql/client');
  const db = createClient({ url: `file:${file}` });
  await db.execute('DROP TABLE IF EXISTS bench_rows');
  await db.execute('CREATE TABLE bench_rows (id INTEGER PRIMARY KEY, writer INTEGER NOT NULL, at INTEGER NOT NULL, body TEXT NOT NULL)');
  const children = Array.from({ length: count }, (_, i) =>
    spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--insert', file, String(i)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  await Promise.all(children.map((c) => new Promise((resolve) => c.once('message', resolve))));
  const results = children.map(
    (c) =>
      new Promise<{ inserted: number; errors: Record<string, number>; slowestMs: number }>((resolve) =>
        c.once('message', (m) => resolve(m as never)),
      ),
  );
  for (const c of children) c.send('go');
  const each = await Promise.all(results);
  await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode === null ? c.once('exit', resolve) : resolve(null)))));
  const found = Number((await db.execute('SELECT count(*) AS n FROM bench_rows')).rows[0]!.n);
  db.close();
  const inserted = each.reduce((sum, r) => sum + r.inserted, 0);
  return {
    insertsPerSecond: Math.round(inserted / INSERT_SECONDS),
    perProcess: each.map((r) => ({ insertsPerSecond: Math.round(r.inserted / INSERT_SECONDS), slowestMs: r.slowestMs, errors: r.errors })),
    inserted,
    found,
  };
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!, Number(process.argv[4]));
else if (process.argv[2] === '--insert') await insert(process.argv[3]!, Number(process.argv[4]));
else await main(process.argv[2] === '--writes' ? 'writes' : 'soak');
