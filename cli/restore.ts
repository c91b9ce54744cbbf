/**
 * npm run restore -- BACKUP [--data-dir PATH] [--force]
 * BACKUP is a backup folder or its address in the backup bucket (s3://bucket/{prefix}backups/localsite-…,
 * reached with S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE). Checks every file of the backup
 * against its manifest, then puts the database and the owners' files into the data directory
 * (DATA_DIR unless --data-dir), which must be empty unless --force. The server must be stopped;
 * its next start publishes every site from the restored database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupBucket, parseBackupAddress } from '#build/backup-store.ts';
import { s3Client } from '#build/deploy/s3-target.ts';
import { BackupError, DATABASE_FILE, databaseFile, restoreBackup } from '#db/backup.ts';
import { loadConfig } from '#db/config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [backup] = positionals;
if (!backup || positionals.length > 1) {
  console.error('Usage: npm run restore -- BACKUP_FOLDER|s3://BUCKET/…/backups/NAME [--data-dir PATH] [--force]');
  process.exit(2);
}
const config = loadConfig(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'], DATABASE_URL: undefined } : process.env);
const log = (line: string) => console.log(`[restore] ${line}`);
let downloaded: string | undefined;
try {
  if (databaseFile(config.databaseUrl) !== path.join(config.dataDir, DATABASE_FILE)) {
    throw new BackupError(
      `DATABASE_URL names another file than ${path.join(config.dataDir, DATABASE_FILE)}: unset it, or restore with --data-dir into a new directory.`,
    );
  }
  let folder = backup;
  if (backup.startsWith('s3://')) {
    const address = parseBackupAddress(backup);
    if (!address) throw new BackupError(`${backup} is not a backup's address: s3://BUCKET/{S3_PREFIX}backups/localsite-…`);
    const s3 = loadConfig({ ...process.env, BACKUP_S3_BUCKET: address.bucket }).backups.s3!;
    downloaded = await mkdtemp(path.join(os.tmpdir(), 'localsite-restore-'));
    folder = path.join(downloaded, address.name);
    const started = Date.now();
    await new BackupBucket(s3Client(s3), { bucket: address.bucket, prefix: address.prefix }).download(address.name, folder);
    log(`downloaded ${backup} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await restoreBackup({ backup: folder, dataDir: config.dataDir, force: values.force, log });
  log(`done. Start the server on it (DATA_DIR=${config.dataDir} npm start): it publishes every site again.`);
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : `failed: ${(error as Error).stack}`}`);
  process.exitCode = 1;
} finally {
  if (downloaded) await rm(downloaded, { recursive: true, force: true });
}
