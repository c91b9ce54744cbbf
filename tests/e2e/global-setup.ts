/**
 * Starts the real server (`tsx cli/server.ts`, exactly what `npm start` runs after building) on a
 * free port with a fresh data directory, and hands its URL and database path to the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    demoPassword: string;
    /** The DNS server the server's custom-domain checks ask (DNS_SERVERS): host:port on loopback, for a test to start there (tests/integration/dns-server.ts). */
    dnsServer: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A UDP port nothing listens on now, for the DNS server a domains test starts later. */
async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(resolve));
  return port;
}

const DEMO_PASSWORD = 'Lantern7harbor';
let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dnsServer = `127.0.0.1:${await freeUdpPort()}`;
  let output = '';
  child = spawn(path.resolve('node_modules/.bin/tsx'), ['cli/server.ts'], {
    // One attempt per publish, so a broken publish shows as failed at once (production retries with backoff).
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'test',
      PUBLIC_URL: baseUrl,
      DEMO_PASSWORD,
      PUBLISH_MAX_ATTEMPTS: '1',
      // One trusted proxy: a test may give a visitor an address of its own (X-Forwarded-For) for the per-address limits.
      TRUST_PROXY: '1',
      // No background health scans of the demo: tests that scan start their own, and the others keep the CPU.
      HEALTH_SCAN_DEMO: '0',
      // Custom domains are checked against the DNS server tests/e2e/domains.e2e.ts starts on this port.
      DNS_SERVERS: dnsServer,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`Server did not start in time:\n${output}`);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('demoPassword', DEMO_PASSWORD);
  project.provide('dnsServer', dnsServer);
}

export async function teardown() {
  // Wait for the server (and its publish workers) to stop before removing their files.
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
