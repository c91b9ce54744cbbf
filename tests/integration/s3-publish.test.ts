/**
 * DEPLOY_TARGET=s3 end to end: an owner's save is published by a real worker process into the data
 * folder (which the server keeps serving) and into a bucket (s3rver on a loopback port), whose
 * live.json names the release; the dashboard's releases and rollback read and move the bucket's pointer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CreateBucketCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { s3Client } from '#build/deploy/s3-target.ts';
import { WorkerPool } from '#build/queue/worker-pool.ts';
import { json, startHarness, type Harness } from './harness.ts';

const SLUG = 'sharp-edge-barbers';
const PASSWORD = 'Harbor9lights';
let server: S3rver;
let s3Dir: string;
let h: Harness;
let pool: WorkerPool;
let auth: Record<string, string>;
let env: Record<string, string>;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const { port } = await server.run();
  // s3rver's fixed keys, read by the SDK's usual credential chain in this process and the workers.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  env = {
    DEPLOY_TARGET: 's3',
    S3_BUCKET: 'sites',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_PREFIX: 'prod',
  };
  h = await startHarness({ publish: false, env, wake: () => pool?.wake() });
  await bucket().send(new CreateBucketCommand({ Bucket: 'sites' }));
  await ensureDemoAccounts(h.db, PASSWORD);
  const login = await h.request('/api/auth/login', json({ email: demoOwnerEmail(SLUG), password: PASSWORD }));
  auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  pool = new WorkerPool(1, {
    ...process.env,
    ...env,
    DATA_DIR: h.dataDir,
    DATABASE_URL: h.config.databaseUrl,
    PUBLIC_URL: h.config.publicUrl,
    PUBLISH_POLL_MS: '100',
  }).start();
  await pool.ready();
});

afterAll(async () => {
  await pool?.stop();
  h?.close();
  await server?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const bucket = () => s3Client(h.config.s3!);
const object = async (key: string) => (await bucket().send(new GetObjectCommand({ Bucket: 'sites', Key: key }))).Body!.transformToString();
const liveInBucket = async () => (JSON.parse(await object(`prod/sites/${SLUG}/live.json`)) as { release: string }).release;
const releases = async () =>
  (await (await h.request(`/api/tenants/${SLUG}/releases`, { headers: auth })).json()).data as { id: string; live: boolean }[];

async function publishTitle(title: string): Promise<void> {
  const res = await h.request(`/api/website-content/${SLUG}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ hero_title: title }),
  });
  expect(res.status).toBe(200);
  const deadline = Date.now() + 30_000;
  while (!(await (await h.request(`/${SLUG}`)).text()).includes(title)) {
    if (Date.now() > deadline) throw new Error(`"${title}" was not published in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('publishing with DEPLOY_TARGET=s3', () => {
  it('puts each release in the bucket, serves it from disk, and rolls both back from the dashboard', async () => {
    await publishTitle('Fades Kept in the Bucket');
    const first = await liveInBucket();
    expect((await releases()).find((r) => r.live)?.id).toBe(first);
    // The bucket holds the same page the server answers with.
    const stored = await bucket().send(
      new GetObjectCommand({ Bucket: 'sites', Key: `prod/sites/${SLUG}/releases/${first}/index.html.gz` }),
    );
    expect(stored.ContentEncoding).toBe('gzip');
    expect(gunzipSync(Buffer.from(await stored.Body!.transformToByteArray())).toString()).toContain('Fades Kept in the Bucket');

    await publishTitle('A Second Release');
    const second = await liveInBucket();
    expect(second).not.toBe(first);
    expect((await releases()).map((r) => [r.id, r.live])).toEqual([
      [second, true],
      [first, false],
    ]);

    const res = await h.request(`/api/tenants/${SLUG}/rollback`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ releaseId: first }),
    });
    expect(res.status).toBe(200);
    expect(await liveInBucket()).toBe(first);
    expect(await (await h.request(`/${SLUG}`)).text()).toContain('Fades Kept in the Bucket');
    const missing = await h.request(`/api/tenants/${SLUG}/rollback`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ releaseId: '20200101t000000000z-abcdef' }),
    });
    expect(await missing.json()).toEqual({ success: false, error: 'Release not found', fields: { releaseId: 'Release not found' } });
  });
});
