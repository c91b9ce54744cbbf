/**
 * Two real server processes (cli/server.ts) on one data directory and database, as a deployment
 * behind a load balancer runs them (issue 20, decision 041): the per-address quote limit counts
 * requests through both; a website save through one is served by the other (its public answer at
 * once after the poll interval, its site after the publish); a custom domain verified through one
 * resolves on the other; a sign-out on one rejects the token on the other.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '#api/auth/accounts.ts';
import { startDnsServer } from './dns-server.ts';
import { validQuote } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'sharp-edge-barbers';
const POLL_MS = 250;
const WWW = 'www.sharpedge-barbers.com';
const A_TARGET = '203.0.113.10';

let dataDir: string;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
const servers: ChildProcess[] = [];
let A: string;
let B: string;

/** Starts cli/server.ts on `port` and resolves once it listens. */
function startServer(port: number, env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('LocalSite is running')) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server on ${port} exited (${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-mp-'));
  dns = await startDnsServer();
  const env = {
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD: PASSWORD,
    HEALTH_SCAN_DEMO: '0',
    SHARED_STATE: '1',
    SHARED_STATE_POLL_MS: String(POLL_MS),
    PUBLISH_WORKERS: '1',
    TRUST_PROXY: '1',
    DNS_SERVERS: dns.server,
    DOMAIN_A_TARGET: A_TARGET,
  };
  // One after the other: the first publishes every site, the second finds them live.
  const base = 3400 + Math.floor(Math.random() * 500) * 2;
  A = await startServer(base, env);
  B = await startServer(base + 1, env);
}, 300_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  dns?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const send = (server: string, url: string, init: RequestInit = {}, token?: string) =>
  fetch(server + url, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
async function signIn(server: string): Promise<string> {
  const res = await send(server, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: demoOwnerEmail(SLUG), password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).accessToken;
}
/** The home page a server answers for a host name (fetch cannot set Host). */
function onHost(server: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server}/`, { headers: { Host: host } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(res.statusCode === 200 ? text : ''));
      })
      .on('error', reject);
  });
}
/** Waits for `check`, and says how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe('two server processes on one database', () => {
  it('counts the per-address quote limit across both: 5 through A and B together, the 6th refused on either', async () => {
    const quote = (server: string) =>
      send(server, '/api/quotes', { method: 'POST', body: JSON.stringify(validQuote()), headers: { 'X-Forwarded-For': '198.51.100.77' } });
    const statuses = [];
    for (const server of [A, B, A, B, A]) statuses.push((await quote(server)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect((await quote(B)).status).toBe(429);
    expect((await quote(A)).status).toBe(429);
  });

  it('serves a website save made through A from B: the public answer within the poll interval, then the site', async () => {
    const token = await signIn(A);
    const answerOnB = async () => (await (await send(B, `/api/website-content/${SLUG}`)).json()).content.hero_title as string;
    // B keeps its answer in memory now (the memory fast path answers the second read).
    const before = await answerOnB();
    expect(await answerOnB()).toBe(before);
    const title = `Fades by Two Servers ${Date.now()}`;
    const saved = await send(A, `/api/website-content/${SLUG}`, { method: 'PUT', body: JSON.stringify({ hero_title: title }) }, token);
    expect(saved.status).toBe(200);
    const waited = await within(POLL_MS * 4, async () => (await answerOnB()) === title);
    expect(waited).toBeLessThanOrEqual(POLL_MS * 4);
    await within(60_000, async () => (await (await fetch(`${B}/${SLUG}`)).text()).includes(title));
  }, 90_000);

  it('resolves a custom domain verified through A on B', async () => {
    const token = await signIn(A);
    // An unknown host gets the platform's own page: the business's site shows its name.
    const siteOnB = async () => (await onHost(B, WWW)).includes('Sharp Edge Barbers');
    const added = await send(A, `/api/tenants/${SLUG}/domains`, { method: 'POST', body: JSON.stringify({ hostname: WWW }) }, token);
    expect(added.status).toBe(201);
    const domain = (await added.json()).data as { id: number; records: { value?: string }[] };
    expect(await siteOnB()).toBe(false);
    dns.zone.set(`_localsite-verify.${WWW}`, { TXT: [domain.records[1]!.value!] });
    dns.zone.set(WWW, { CNAME: 'sites.localhost.' });
    const verified = await send(A, `/api/tenants/${SLUG}/domains/${domain.id}/verify`, { method: 'POST' }, token);
    expect((await verified.json()).data.status).toBe('active');
    expect(await within(POLL_MS * 4, siteOnB)).toBeLessThanOrEqual(POLL_MS * 4);
  });

  it('rejects on B an access token signed out on A', async () => {
    const token = await signIn(A);
    expect((await send(B, '/api/auth/me', {}, token)).status).toBe(200);
    expect((await send(A, '/api/auth/logout', { method: 'POST', body: '{}' }, token)).status).toBe(200);
    expect((await send(B, '/api/auth/me', {}, token)).status).toBe(401);
  });
});
