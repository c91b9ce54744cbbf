/**
 * The shipped Caddy configuration (docs/deploy/Caddyfile, decision 036): `caddy validate` accepts it,
 * and Caddy run with it on loopback (its own CA instead of ACME) completes a TLS handshake for a
 * verified custom domain only, asking the server's /api/domains/ask first, and proxies the request to
 * the server, which answers the business's site. Skipped, with a message, where Caddy is not
 * installed (`apt-get install caddy`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServer } from '#api/compose.ts';
import * as s from '#db/schema.ts';
import { startHarness, type Harness } from './harness.ts';

const CADDY = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((p) => existsSync(p));
if (!CADDY) console.warn('caddy.test.ts: Caddy is not installed (apt-get install caddy); the Caddy configuration is not tested');

const CADDYFILE = path.resolve('docs/deploy/Caddyfile');
const SLUG = 'evergreen-lawn-care';
const VERIFIED = 'www.evergreen-lawns.com';
const UNVERIFIED = 'www.evergreen-unverified.com';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The certificate Caddy presents for `servername`, or the handshake's error. */
function handshake(port: number, servername: string): Promise<{ subjectaltname?: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve({ subjectaltname: cert.subjectaltname });
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error('timeout')));
    socket.on('error', (error) => resolve({ error: error.message }));
  });
}

function httpsGet(port: number, host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get(
      { host: '127.0.0.1', port, path: urlPath, servername: host, headers: { Host: host }, rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
  });
}

describe.skipIf(!CADDY)('the shipped Caddyfile', () => {
  let h: Harness;
  let server: http.Server;
  let caddy: ChildProcess | undefined;
  let work: string;
  let httpsPort: number;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    h = await startHarness();
    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!;
    await h.db.insert(s.tenantDomains).values([
      { tenantId: tenant.id, hostname: VERIFIED, verificationToken: 'a1', status: 'active', verifiedAt: Date.now() },
      { tenantId: tenant.id, hostname: UNVERIFIED, verificationToken: 'b2', status: 'pending' },
    ]);
    // The real request listener (in-memory answers first, then the app), as cli/server.ts serves it.
    const { listener } = await composeServer(h.config, h.db);
    server = http.createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const upstream = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    httpsPort = await freePort();
    work = mkdtempSync(path.join(os.tmpdir(), 'localsite-caddy-test-'));
    env = {
      ...process.env,
      BASE_DOMAIN: 'localhost',
      LOCALSITE_UPSTREAM: upstream,
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(await freePort()),
      CADDY_ADMIN: 'off',
      LOCALSITE_TLS_ISSUER: 'internal',
      // Caddy's certificates and CA stay in the test's directory.
      XDG_DATA_HOME: path.join(work, 'data'),
      XDG_CONFIG_HOME: path.join(work, 'config'),
    };
    caddy = spawn(CADDY!, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    // Ready once the HTTPS port accepts connections.
    for (let i = 0; i < 100; i++) {
      const open = await new Promise<boolean>((resolve) => {
        const probe = tls.connect({ host: '127.0.0.1', port: httpsPort, servername: 'localhost', rejectUnauthorized: false }, () => {
          probe.destroy();
          resolve(true);
        });
        probe.on('error', (error) => resolve(!/ECONNREFUSED/.test(error.message)));
      });
      if (open) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 180_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await new Promise((resolve) => server?.close(resolve));
    h?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('passes caddy validate', () => {
    const result = spawnSync(CADDY!, ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], { env, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toContain('Valid configuration');
  });

  it('gets a certificate on demand for a verified domain only, and proxies to the business’s site', async () => {
    const verified = await handshake(httpsPort, VERIFIED);
    expect(verified.error).toBeUndefined();
    expect(verified.subjectaltname).toContain(`DNS:${VERIFIED}`);
    const unverified = await handshake(httpsPort, UNVERIFIED);
    expect(unverified.subjectaltname).toBeUndefined();
    expect(unverified.error).toBeDefined();
    const unknown = await handshake(httpsPort, 'www.not-a-customer.com');
    expect(unknown.error).toBeDefined();

    const page = await httpsGet(httpsPort, VERIFIED, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Evergreen Lawn Care');
  }, 60_000);
});
