/**
 * Graceful shutdown of the real server process (cli/server.ts, issue 20 point 7): on SIGTERM it
 * refuses new connections, answers the request still arriving, lets the publish being rendered
 * finish (the queued ones wait for the next start), and exits 0 within SHUTDOWN_TIMEOUT_MS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { enqueuePublish } from '#build/queue/publish-queue.ts';
import { inArray } from 'drizzle-orm';
import { validQuote } from './harness.ts';

const SHUTDOWN_TIMEOUT_MS = 8000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface Running {
  dataDir: string;
  port: number;
  server: ChildProcess;
  output: () => string;
  db: Db;
  /** Every business's site queued (the one worker renders one at a time); resolves once one is rendering. */
  queueAll: () => Promise<() => Promise<(typeof s.publishJobs.$inferSelect)[]>>;
  stop: () => void;
}

/** cli/server.ts on a free port and a new data directory, with the demo, once it answers. */
async function startServer(shutdownTimeoutMs: number): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-shutdown-'));
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'cli/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'test',
      HEALTH_SCAN_DEMO: '0',
      DNS_SERVERS: '127.0.0.1:9',
      PUBLISH_WORKERS: '1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  await until(
    async () => {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    },
    150_000,
    'the server to answer',
  );
  const db = await openDatabase(`file:${path.join(dataDir, 'localsite.db')}`);
  return {
    dataDir,
    port,
    server,
    output: () => output,
    db,
    queueAll: async () => {
      const jobIds: number[] = [];
      for (const t of await db.select({ id: s.tenants.id }).from(s.tenants))
        jobIds.push((await enqueuePublish(db, t.id, 'shutdown test')).jobId);
      const jobs = () => db.select().from(s.publishJobs).where(inArray(s.publishJobs.id, jobIds));
      await until(async () => (await jobs()).some((j) => j.state === 'rendering'), 20_000, 'a publish to start');
      return jobs;
    },
    stop: () => {
      if (server.exitCode === null) server.kill('SIGKILL');
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const exitOf = (server: ChildProcess) =>
  new Promise<{ code: number | null; at: number }>((resolve) => server.once('exit', (code) => resolve({ code, at: Date.now() })));

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

describe('SIGTERM', () => {
  let r: Running;
  beforeAll(async () => {
    r = await startServer(SHUTDOWN_TIMEOUT_MS);
  }, 180_000);
  afterAll(() => r?.stop());

  it('finishes the request in flight and the publish being rendered, then exits 0', async () => {
    const { port, server } = r;
    const jobs = await r.queueAll();

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify(validQuote());
    const answer = new Promise<{ status: number; requestId?: string; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/quotes',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': 'slow-quote-1' },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'] as string, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      sleep(1500).then(() => req.end(body.slice(20)));
    });
    await sleep(200);
    const exited = exitOf(server);
    const signalled = Date.now();
    server.kill('SIGTERM');

    // New connections are refused while the old one is still answered.
    await sleep(500);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    const res = await answer;
    expect(res.status, res.body).toBe(201);
    expect(res.requestId).toBe('slow-quote-1');

    const { code, at } = await exited;
    expect(code, r.output()).toBe(0);
    expect(at - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 5000);

    // The publish being rendered at the signal finished; those not started wait in the queue for the next start.
    const after = await jobs();
    expect(after.filter((j) => j.state === 'rendering')).toEqual([]);
    expect(after.some((j) => j.state === 'live' && (j.finishedAt ?? 0) >= signalled)).toBe(true);
    for (const job of after.filter((j) => j.state === 'queued')) expect(job.attempts).toBe(0);

    const lines = logLines(r.output());
    expect(lines.find((l) => l.msg === 'request' && l.requestId === 'slow-quote-1')).toMatchObject({
      method: 'POST',
      path: '/api/quotes',
      status: 201,
    });
    expect(lines.find((l) => l.msg === 'shutting down')).toMatchObject({ signal: 'SIGTERM', timeoutMs: SHUTDOWN_TIMEOUT_MS });
    expect(lines.some((l) => l.msg === 'stopped')).toBe(true);
  }, 60_000);
});

describe('SIGTERM with a publish longer than SHUTDOWN_TIMEOUT_MS', () => {
  let r: Running;
  beforeAll(async () => {
    r = await startServer(1);
  }, 180_000);
  afterAll(() => r?.stop());

  it('stops the worker, hands its job back to the queue at once, and exits 0', async () => {
    const jobs = await r.queueAll();
    const exited = exitOf(r.server);
    r.server.kill('SIGTERM');
    const { code } = await exited;
    expect(code, r.output()).toBe(0);
    const line = logLines(r.output()).find((l) => l.msg.startsWith('publishes still rendering'));
    expect(line, r.output()).toBeDefined();
    expect(line.jobs.length).toBeGreaterThan(0);
    // Its claim ended: the next start takes it at once instead of after the lease.
    for (const job of (await jobs()).filter((j) => line.jobs.includes(j.id))) {
      expect(job.state).toBe('rendering');
      expect(job.leaseUntil).toBeLessThanOrEqual(Date.now());
    }
  }, 60_000);
});
