/**
 * Backups of a data directory (decision 039): an online copy of the database made with `VACUUM INTO`
 * (one read transaction, so the copy is the database at one instant however many writes go on
 * meanwhile) plus the owners' files, in one timestamped folder with a manifest of every file's size
 * and sha256. Releases and live sites are not copied: a start on the restored directory publishes
 * every site again from the database.
 */
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { dataPaths } from './config.ts';

export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'localsite.db';
/** Folders of DATA_DIR that hold what nothing else can rebuild (the database aside). */
const FILE_FOLDERS = ['uploads', 'onboarding'] as const;
/**
 * The key that signs access tokens and applicants' resume links when AUTH_SECRET is unset: without
 * it every link already e-mailed would stop working. A backup therefore holds a secret, and its
 * folders are made readable by their owner only.
 */
const AUTH_KEY_FILE = 'auth.key';
/** What a forced restore replaces; anything else in the data directory (its backups/ folder above all) stays. */
const RESTORED_ENTRIES = [
  DATABASE_FILE,
  `${DATABASE_FILE}-wal`,
  `${DATABASE_FILE}-shm`,
  AUTH_KEY_FILE,
  'uploads',
  'onboarding',
  'releases',
  'live',
  'cache',
];
const NAME = /^localsite-(\d{4}-\d{2}-\d{2}T)(\d{2})(\d{2})(\d{2}\.\d{3}Z)$/;
const PARTIAL = /^\.localsite-.*\.partial$/;
/** An unfinished folder older than this was left by a backup that was stopped (a server shutdown). */
const ABANDONED_MS = 3_600_000;
const journalFile = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));
const packageFile = fileURLToPath(new URL('../package.json', import.meta.url));

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The product version (package.json) that wrote it. */
  version: string;
  /** Last migration applied to the copied database, as named in db/migrations. */
  migration: { tag: string; appliedAt: number } | null;
  /** Rows per table in the copy, for a look at what a backup holds without opening it. */
  rows: Record<string, number>;
  files: { path: string; bytes: number; sha256: string }[];
  totalBytes: number;
}

/** A refusal whose message says what is wrong and what to do instead; the commands print it and exit 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string;
  /** Where backup folders go (BACKUP_DIR, default DATA_DIR/backups). */
  backupDir: string;
  /** Backups to keep after this one is written; older ones are deleted. Unset: none deleted. */
  keep?: number;
  now?: Date;
  log?: (line: string) => void;
}

/** The database file behind a `file:` URL; anything else is a database server with its own backups. */
export function databaseFile(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:')) {
    throw new BackupError(
      `DATABASE_URL points at a database server (${new URL(databaseUrl).protocol}//${new URL(databaseUrl).host}), not a file: ` +
        'back it up with the server’s own means (Turso: point-in-time restore, `turso db create --from-db`; sqld: its bottomless ' +
        'replication to S3 or a copy of its data directory while stopped). npm run backup copies only embedded databases; ' +
        'copy DATA_DIR/uploads, DATA_DIR/onboarding and DATA_DIR/auth.key beside it.',
    );
  }
  return fileURLToPath(databaseUrl);
}

export async function createBackup(options: BackupOptions): Promise<{ dir: string; manifest: BackupManifest; pruned: string[] }> {
  const log = options.log ?? (() => {});
  const source = databaseFile(options.databaseUrl);
  const createdAt = options.now ?? new Date();
  const name = backupName(createdAt);
  const dir = path.join(options.backupDir, name);
  // Written under a hidden name and renamed once complete, so a crash never leaves a folder that looks like a backup.
  const partial = path.join(options.backupDir, `.${name}.partial`);
  await fs.mkdir(options.backupDir, { recursive: true, mode: 0o700 });
  await fs.mkdir(partial, { mode: 0o700 });
  await removeAbandoned(options.backupDir);
  try {
    let started = Date.now();
    const copy = path.join(partial, DATABASE_FILE);
    const client = createClient({ url: `file:${source}` });
    try {
      // A path inside a SQL string: quotes doubled, the one escape SQLite string literals have.
      await client.execute(`VACUUM INTO '${copy.replaceAll("'", "''")}'`);
    } finally {
      client.close();
    }
    const { rows, migration } = await describeDatabase(copy);
    log(`database copied: ${formatBytes((await fs.stat(copy)).size)} in ${seconds(started)}`);
    // After the database, so every file a copied row names was already there (uploads are never rewritten in place).
    const paths = dataPaths(options);
    for (const folder of FILE_FOLDERS) {
      started = Date.now();
      const from = paths[folder];
      if (!(await exists(from))) continue;
      await fs.cp(from, path.join(partial, folder), { recursive: true, errorOnExist: false });
      const files = await listFiles(path.join(partial, folder));
      log(`${folder}: ${files.length} files copied in ${seconds(started)}`);
    }
    if (await exists(path.join(options.dataDir, AUTH_KEY_FILE))) {
      await fs.copyFile(path.join(options.dataDir, AUTH_KEY_FILE), path.join(partial, AUTH_KEY_FILE));
    }
    started = Date.now();
    const files = [];
    for (const file of await listFiles(partial)) {
      const full = path.join(partial, file);
      files.push({ path: file, bytes: (await fs.stat(full)).size, sha256: await sha256(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      version: JSON.parse(await fs.readFile(packageFile, 'utf8')).version,
      migration,
      rows,
      files,
      totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    log(`checksums of ${files.length} files in ${seconds(started)}`);
    await fs.rename(partial, dir);
    const pruned = options.keep ? await pruneBackups(options.backupDir, options.keep) : [];
    for (const old of pruned) log(`deleted ${old} (BACKUP_KEEP ${options.keep})`);
    return { dir, manifest, pruned };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** localsite-2026-11-24T054012.345Z: sorts by time, and no colon, which some file systems refuse. */
export const backupName = (at: Date) => `localsite-${at.toISOString().slice(0, 10)}T${at.toISOString().slice(11).replaceAll(':', '')}`;

export const isBackupName = (name: string) => NAME.test(name);

/** When a backup folder was written, from its name. */
export function backupTime(name: string): Date | undefined {
  const match = NAME.exec(name);
  return match ? new Date(`${match[1]}${match[2]}:${match[3]}:${match[4]}`) : undefined;
}

async function removeAbandoned(backupDir: string): Promise<void> {
  for (const name of (await fs.readdir(backupDir)).filter((n) => PARTIAL.test(n))) {
    const full = path.join(backupDir, name);
    const { mtimeMs } = await fs.stat(full);
    if (Date.now() - mtimeMs > ABANDONED_MS) await fs.rm(full, { recursive: true, force: true });
  }
}

/** The backup folders in a directory, oldest first (their names sort by time). */
export async function listBackups(backupDir: string): Promise<string[]> {
  if (!(await exists(backupDir))) return [];
  return (await fs.readdir(backupDir)).filter(isBackupName).sort();
}

/** Deletes all but the newest `keep` backups; returns the names deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const all = await listBackups(backupDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await fs.rm(path.join(backupDir, name), { recursive: true, force: true });
  return old;
}

/** Reads a backup's manifest and checks every file it lists against its size and sha256. */
export async function verifyBackup(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${dir} is not a LocalSite backup: it has no readable ${MANIFEST_FILE}. Nothing was restored.`);
  }
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.files)) {
    throw new BackupError(
      `${dir}: backup format ${manifest.format} is not one this version reads (${BACKUP_FORMAT}). Nothing was restored.`,
    );
  }
  if (!manifest.files.some((f) => f.path === DATABASE_FILE)) {
    throw new BackupError(`${dir} is corrupted: its manifest lists no ${DATABASE_FILE}. Nothing was restored.`);
  }
  for (const file of manifest.files) {
    const full = path.join(dir, file.path);
    if (path.relative(dir, full).startsWith('..')) throw new BackupError(`${dir} is corrupted: ${file.path} lies outside the backup.`);
    const found = await fs.stat(full).catch(() => undefined);
    if (!found) throw new BackupError(`${dir} is corrupted: ${file.path} is missing. Nothing was restored.`);
    const hash = found.size === file.bytes ? await sha256(full) : undefined;
    if (hash !== file.sha256) {
      throw new BackupError(
        `${dir} is corrupted: ${file.path} does not match its sha256 in ${MANIFEST_FILE} ` +
          `(${found.size} bytes, ${file.bytes} expected). Nothing was restored; use another backup.`,
      );
    }
  }
  const known = await migrationTags();
  if (manifest.migration && !known.some((m) => m.when === manifest.migration!.appliedAt)) {
    throw new BackupError(
      `${dir} was written by a newer LocalSite (version ${manifest.version}, migration ${manifest.migration.tag}): ` +
        'restore it with that version or a later one. Nothing was restored.',
    );
  }
  return manifest;
}

export interface RestoreOptions {
  backup: string;
  dataDir: string;
  /** Replace the database and files of a data directory that is not empty. */
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Brings a verified backup into a data directory: the database and the owners' files. The server
 * must be stopped; its next start migrates the database if the code is newer and publishes every site.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const backup = path.resolve(options.backup);
  const dataDir = path.resolve(options.dataDir);
  const present = (await exists(dataDir)) ? await fs.readdir(dataDir) : [];
  if (present.length && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): restore into a new ` +
        'directory, or add --force to replace its database, uploads and sites (stop the server first). Nothing was restored.',
    );
  }
  const started = Date.now();
  const manifest = await verifyBackup(backup);
  log(`${manifest.files.length} files match their checksums (${formatBytes(manifest.totalBytes)}, ${seconds(started)})`);
  await fs.mkdir(dataDir, { recursive: true });
  for (const entry of RESTORED_ENTRIES) await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
  for (const file of manifest.files) {
    const to = path.join(dataDir, file.path);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.copyFile(path.join(backup, file.path), to);
  }
  const client = createClient({ url: `file:${path.join(dataDir, DATABASE_FILE)}` });
  try {
    const check = await client.execute('PRAGMA integrity_check');
    if (check.rows[0]?.[0] !== 'ok')
      throw new BackupError(`The restored database fails its integrity check: ${String(check.rows[0]?.[0])}`);
  } finally {
    client.close();
  }
  log(
    `restored into ${dataDir}: database (${Object.values(manifest.rows).reduce((a, b) => a + b, 0)} rows) and ${manifest.files.length - 1} files`,
  );
  return manifest;
}

/** Row counts and the last applied migration of a database file. */
export async function describeDatabase(file: string): Promise<Pick<BackupManifest, 'rows' | 'migration'>> {
  const client = createClient({ url: `file:${file}` });
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const quoted = `"${String(name).replaceAll('"', '""')}"`;
      rows[String(name)] = Number((await client.execute(`SELECT count(*) AS n FROM ${quoted}`)).rows[0]?.n ?? 0);
    }
    let migration: BackupManifest['migration'] = null;
    if ('__drizzle_migrations' in rows) {
      const last = (await client.execute('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1')).rows[0];
      if (last) {
        const appliedAt = Number(last.created_at);
        const tag = (await migrationTags()).find((m) => m.when === appliedAt)?.tag ?? `unknown (${appliedAt})`;
        migration = { tag, appliedAt };
      }
    }
    return { rows, migration };
  } finally {
    client.close();
  }
}

async function migrationTags(): Promise<{ tag: string; when: number }[]> {
  return JSON.parse(await fs.readFile(journalFile, 'utf8')).entries;
}

/** Files under a folder, relative to it, with forward slashes (the manifest's paths). */
async function listFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
