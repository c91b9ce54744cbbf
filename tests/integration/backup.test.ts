/**
 * Backups on real libSQL files (decision 039): a copy taken while another process writes is one
 * instant of the database; a restore into a new data directory serves the same sites after a
 * publish; retention keeps the newest; a corrupted backup or a used directory is refused.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { promises as fs, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createClient } from '@libsql/client';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackupError,
  backupName,
  backupTime,
  createBackup,
  DATABASE_FILE,
  databaseFile,
  listBackups,
  MANIFEST_FILE,
  restoreBackup,
} from '#db/backup.ts';
import { loadConfig } from '#db/config.ts';
import { runBackup, startBackupLoop } from '#build/backup-schedule.ts';
import { BackupBucket } from '#build/backup-store.ts';
import { s3Client } from '#build/deploy/s3-target.ts';
import { startHarness, type Harness } from './harness.ts';

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
let h: Harness;
let backup: string;
/** An owner's gallery image, as uploads.ts names them: the demo seed does not write it again on a start. */
const GALLERY = 'uploads/gallery/1-5e7d0c4b9a8f6e21-600.webp';

beforeAll(async () => {
  h = await startHarness();
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2f6b3a' } })
    .webp()
    .toBuffer();
  await fs.mkdir(path.join(h.dataDir, 'uploads/gallery'), { recursive: true });
  await fs.writeFile(path.join(h.dataDir, GALLERY), image);
  backup = (await createBackup({ dataDir: h.dataDir, databaseUrl: h.config.databaseUrl, backupDir: tempDir('localsite-bk-') })).dir;
});
afterAll(() => {
  h?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/**
 * Another process adds rows to a probe table and, in the same transaction, the count to a total
 * row: a consistent copy has exactly as many rows as its total says.
 */
function startWriter(url: string): ChildProcess {
  const script = `
    import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createClient } from '@libsql/client';
import S3rver from 's3rver';
import sharp from 'sharp';
    const db = createClient({ url: ${JSON.stringify(url)}, timeout: 10000 });
    await db.execute('PRAGMA synchronous = NORMAL');
    for (let n = 1; ; n++) {
      await db.batch(['INSERT INTO bk_probe (n, pad) VALUES (' + n + ', randomblob(2000))', 'UPDATE bk_total SET n = ' + n], 'write');
    }`;
  return spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), stdio: ['ignore', 'ignore', 'inherit'] });
}

const count = async (url: string, sql: string) => {
  const client = createClient({ url });
  try {
    return Number((await client.execute(sql)).rows[0]?.[0]);
  } finally {
    client.close();
  }
};

describe('npm run backup', () => {
  it('copies the database at one instant while another process writes to it', async () => {
    const url = h.config.databaseUrl;
    await h.db.$client.executeMultiple(
      'CREATE TABLE bk_probe (n INTEGER, pad BLOB); CREATE TABLE bk_total (n INTEGER); INSERT INTO bk_total VALUES (0);',
    );
    const writer = startWriter(url);
    try {
      while ((await count(url, 'SELECT n FROM bk_total')) < 300) await new Promise((r) => setTimeout(r, 20));
      const before = await count(url, 'SELECT n FROM bk_total');
      const { dir, manifest } = await createBackup({ dataDir: h.dataDir, databaseUrl: url, backupDir: tempDir('localsite-bk-') });
      const after = await count(url, 'SELECT n FROM bk_total');
      const copy = `file:${path.join(dir, DATABASE_FILE)}`;
      const client = createClient({ url: copy });
      expect((await client.execute('PRAGMA integrity_check')).rows[0]?.[0]).toBe('ok');
      const rows = Number((await client.execute('SELECT count(*) FROM bk_probe')).rows[0]?.[0]);
      const total = Number((await client.execute('SELECT n FROM bk_total')).rows[0]?.[0]);
      client.close();
      expect(rows).toBe(total);
      expect(rows).toBeGreaterThanOrEqual(before);
      expect(rows).toBeLessThanOrEqual(after);
      expect(after).toBeGreaterThan(before); // the writes really went on during the copy
      expect(manifest.rows.bk_probe).toBe(rows);
    } finally {
      writer.kill();
    }
  });

  it('writes a manifest with the version, the last migration and every file with its size and sha256', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(backup, MANIFEST_FILE), 'utf8'));
    const journal = JSON.parse(await fs.readFile('db/migrations/meta/_journal.json', 'utf8'));
    expect(manifest.version).toBe(JSON.parse(await fs.readFile('package.json', 'utf8')).version);
    expect(manifest.migration.tag).toBe(journal.entries.at(-1).tag);
    expect(manifest.rows.tenants).toBeGreaterThan(0);
    const paths = manifest.files.map((f: { path: string }) => f.path);
    expect(paths).toContain(DATABASE_FILE);
    expect(paths).toContain(GALLERY);
    expect(paths).toContain('auth.key');
    expect(paths).toContain('uploads/logos/demo-evergreen-lawn-care.svg');
    expect(paths.some((p: string) => p.startsWith('releases/') || p.startsWith('live/'))).toBe(false);
    for (const file of manifest.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a database server, saying what to do instead', () => {
    expect(() => databaseFile('libsql://shop-db.turso.io')).toThrow(
      /database server \(libsql:\/\/shop-db\.turso\.io\).*Turso: point-in-time restore/,
    );
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const dir = tempDir('localsite-bk-');
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 3, minutes));
    const written = [];
    for (const minutes of [0, 10, 20, 30]) {
      const { pruned } = await createBackup({
        dataDir: h.dataDir,
        databaseUrl: h.config.databaseUrl,
        backupDir: dir,
        keep: 2,
        now: at(minutes),
      });
      written.push({ minutes, pruned });
    }
    expect(await listBackups(dir)).toEqual([backupName(at(20)), backupName(at(30))]);
    expect(written.at(-1)?.pruned).toEqual([backupName(at(10))]);
    expect(backupTime(backupName(at(30)))).toEqual(at(30));
    expect(readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });
});

describe('npm run restore', () => {
  it('restores into a new data directory that then serves the same sites', async () => {
    const dataDir = path.join(tempDir('localsite-restore-'), 'data');
    await restoreBackup({ backup, dataDir });
    const restored = await startHarness({ dataDir });
    try {
      expect(restored.summary.failures).toEqual([]);
      for (const page of ['/prestige-mobile-detailing', '/evergreen-lawn-care', `/${GALLERY}`]) {
        const [was, now] = await Promise.all([h.request(page), restored.request(page)]);
        expect(now.status, page).toBe(200);
        expect(Buffer.from(await now.arrayBuffer()).equals(Buffer.from(await was.arrayBuffer())), page).toBe(true);
      }
    } finally {
      restored.close();
    }
  });

  it('refuses a corrupted backup, naming the file, and restores nothing', async () => {
    const copy = path.join(tempDir('localsite-bk-'), 'copy');
    await fs.cp(backup, copy, { recursive: true });
    const image = path.join(copy, GALLERY);
    const bytes = await fs.readFile(image);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    await fs.writeFile(image, bytes);
    const dataDir = path.join(tempDir('localsite-restore-'), 'data');
    const attempt = restoreBackup({ backup: copy, dataDir });
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(
      `${copy} is corrupted: ${GALLERY} does not match its sha256 in manifest.json (${bytes.length} bytes, ${bytes.length} expected). Nothing was restored; use another backup.`,
    );
    await expect(fs.access(dataDir)).rejects.toThrow();
    await fs.rm(path.join(copy, MANIFEST_FILE));
    await expect(restoreBackup({ backup: copy, dataDir })).rejects.toThrow(
      `${copy} is not a LocalSite backup: it has no readable manifest.json. Nothing was restored.`,
    );
  });

  it('refuses a backup written by a newer version (a migration this code does not know)', async () => {
    const copy = path.join(tempDir('localsite-bk-'), 'copy');
    await fs.cp(backup, copy, { recursive: true });
    const manifest = JSON.parse(await fs.readFile(path.join(copy, MANIFEST_FILE), 'utf8'));
    manifest.migration = { tag: '0099_future', appliedAt: Date.UTC(2030, 0, 1) };
    manifest.version = '9.0.0';
    await fs.writeFile(path.join(copy, MANIFEST_FILE), JSON.stringify(manifest));
    await expect(restoreBackup({ backup: copy, dataDir: path.join(copy, '..', 'data') })).rejects.toThrow(
      `${copy} was written by a newer LocalSite (version 9.0.0, migration 0099_future): restore it with that version or a later one. Nothing was restored.`,
    );
  });

  it('refuses a data directory that is not empty unless forced', async () => {
    const dataDir = tempDir('localsite-restore-');
    await fs.mkdir(path.join(dataDir, 'backups'));
    await fs.writeFile(path.join(dataDir, 'backups/notes.txt'), 'kept');
    await expect(restoreBackup({ backup, dataDir })).rejects.toThrow(
      `${dataDir} is not empty (backups): restore into a new directory, or add --force to replace its database, uploads and sites (stop the server first). Nothing was restored.`,
    );
    await restoreBackup({ backup, dataDir, force: true });
    expect(await count(`file:${path.join(dataDir, DATABASE_FILE)}`, 'SELECT count(*) FROM tenants')).toBeGreaterThan(0);
    expect(await fs.readFile(path.join(dataDir, 'backups/notes.txt'), 'utf8')).toBe('kept');
    // The key that signed the tokens and links already sent comes back with the database.
    expect(await fs.readFile(path.join(dataDir, 'auth.key'))).toEqual(await fs.readFile(path.join(h.dataDir, 'auth.key')));
  });
});

describe('scheduled backups', () => {
  it('reads BACKUP_INTERVAL_HOURS, BACKUP_KEEP and BACKUP_DIR, off and 14 kept by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }, '/srv').backups).toEqual({ dir: '/srv/data/backups', intervalHours: 0, keep: 14 });
    expect(loadConfig({ BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '28', BACKUP_DIR: 'bk' }, '/srv').backups).toEqual({
      dir: '/srv/bk',
      intervalHours: 6,
      keep: 28,
    });
    expect(loadConfig({ BACKUP_S3_BUCKET: 'shop-backups', S3_PREFIX: '/prod/', S3_REGION: 'eu-west-3' }).backups.s3).toEqual({
      bucket: 'shop-backups',
      region: 'eu-west-3',
      endpoint: undefined,
      prefix: 'prod/',
      forcePathStyle: false,
    });
    // Backups to a bucket need no DEPLOY_TARGET=s3, and releases in one need no backups there.
    expect(loadConfig({ BACKUP_S3_BUCKET: 'shop-backups' }).s3).toBeUndefined();
    expect(loadConfig({ DEPLOY_TARGET: 's3', S3_BUCKET: 'sites' }).backups.s3).toBeUndefined();
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: 'daily' })).toThrow(
      'BACKUP_INTERVAL_HOURS must be a number of hours (0 turns scheduled backups off), got "daily"',
    );
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be how many backups to keep (1 or more), got "0"');
  });

  it('runs a backup every interval in a child process and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir('localsite-bk-');
    const env = { ...process.env, DATA_DIR: h.dataDir, DATABASE_URL: h.config.databaseUrl };
    // 1.8 s between backups; each is a child process of its own.
    const loop = startBackupLoop({ backups: { dir, intervalHours: 0.0005, keep: 2 } }, { env, firstDelayMs: 0 });
    const seen = new Set<string>();
    try {
      const deadline = Date.now() + 25_000;
      // Three written, one of them pruned: the third run's names differ from the first two.
      while (seen.size < 3 && Date.now() < deadline) {
        for (const name of await listBackups(dir)) seen.add(name);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.size).toBe(3);
    } finally {
      await loop.stop();
    }
    const kept = await listBackups(dir);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain([...seen].sort()[0]);
  });
});

describe('backups in a bucket (BACKUP_S3_BUCKET)', () => {
  let server: S3rver;
  let env: Record<string, string>;
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('localsite-s3-') });
    const { port } = await server.run();
    // s3rver's fixed keys, found by the SDK's usual credential chain as a real deployment's are.
    env = {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'prod',
      BACKUP_S3_BUCKET: 'localsite-backups',
    };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    const config = loadConfig({ DATA_DIR: h.dataDir, ...env });
    await s3Client(config.backups.s3!).send(new CreateBucketCommand({ Bucket: 'localsite-backups' }));
  });
  afterAll(() => server?.close());

  const restoreCli = (address: string, dataDir: string) =>
    promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['cli/restore.ts', address, '--data-dir', dataDir], {
      env: { ...process.env, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
    );

  it('uploads each backup under {S3_PREFIX}backups/, keeps the newest BACKUP_KEEP there, and restores from its address', async () => {
    const config = loadConfig({ DATA_DIR: h.dataDir, BACKUP_DIR: tempDir('localsite-bk-'), ...env });
    const bucket = new BackupBucket(s3Client(config.backups.s3!), config.backups.s3!);
    for (let i = 0; i < 3; i++) {
      expect(await runBackup(config, 2)).toBe(true);
      await new Promise((r) => setTimeout(r, 5)); // a new name: they differ by the millisecond
    }
    const local = await listBackups(config.backups.dir);
    expect(await bucket.list()).toEqual(local);
    expect(local).toHaveLength(2);
    const newest = bucket.address(local.at(-1)!);
    expect(newest).toBe(`s3://localsite-backups/prod/backups/${local.at(-1)}`);

    const dataDir = path.join(tempDir('localsite-restore-'), 'data');
    const { code, output } = await restoreCli(newest, dataDir);
    expect(output).toContain(`[restore] downloaded ${newest}`);
    expect(code).toBe(0);
    expect(await fs.readFile(path.join(dataDir, GALLERY))).toEqual(await fs.readFile(path.join(h.dataDir, GALLERY)));
    expect(await count(`file:${path.join(dataDir, DATABASE_FILE)}`, 'SELECT count(*) FROM tenants')).toBeGreaterThan(0);

    // An object changed in the bucket is caught by the manifest's checksums.
    const client = s3Client(config.backups.s3!);
    await client.send(
      new PutObjectCommand({
        Bucket: 'localsite-backups',
        Key: `prod/backups/${local.at(-1)}/${GALLERY}`,
        Body: Buffer.from('not the image'),
      }),
    );
    const other = path.join(tempDir('localsite-restore-'), 'data');
    const refused = await restoreCli(newest, other);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(new RegExp(`is corrupted: ${GALLERY.replaceAll('.', '\\.')} does not match its sha256`));
    await expect(fs.access(other)).rejects.toThrow();
  });
});
