/**
 * Backups from the command line and on a schedule inside the server process (BACKUP_INTERVAL_HOURS,
 * BACKUP_KEEP; decision 039). A scheduled backup runs this file as a child process: libSQL's calls
 * on a file are synchronous, so a `VACUUM INTO` in the server would stop it answering for as long
 * as the copy takes.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BackupError, backupTime, createBackup, listBackups } from '#db/backup.ts';
import { type AppConfig, loadConfig } from '#db/config.ts';
import { BackupBucket } from './backup-store.ts';
import { s3Client } from './deploy/s3-target.ts';

const SELF = fileURLToPath(import.meta.url);
/** Lets the start's own work (publishing, the first requests) go first. */
const FIRST_DELAY_MS = 60_000;

/** One backup with its progress lines; false (and the reason printed) when it failed. */
export async function runBackup(config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'backups'>, keep?: number): Promise<boolean> {
  const started = Date.now();
  try {
    const { dir, manifest } = await createBackup({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      backupDir: config.backups.dir,
      keep,
      log: (line) => console.log(`[backup] ${line}`),
    });
    const size = (manifest.totalBytes / 1024 / 1024).toFixed(1);
    console.log(
      `[backup] written to ${dir}: ${manifest.files.length} files, ${size} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const s3 = config.backups.s3;
    if (s3) {
      const uploadStarted = Date.now();
      const bucket = new BackupBucket(s3Client(s3), s3);
      try {
        await bucket.upload(dir, manifest);
      } catch (error) {
        console.error(
          `[backup] kept in ${dir}, but the upload to ${bucket.address(path.basename(dir))} failed: ${(error as Error).message}`,
        );
        return false;
      }
      console.log(`[backup] uploaded to ${bucket.address(path.basename(dir))} in ${((Date.now() - uploadStarted) / 1000).toFixed(1)} s`);
      for (const old of keep ? await bucket.prune(keep) : []) console.log(`[backup] deleted ${bucket.address(old)} (keep ${keep})`);
    }
    return true;
  } catch (error) {
    console.error(`[backup] ${error instanceof BackupError ? error.message : `failed: ${(error as Error).stack}`}`);
    return false;
  }
}

export function startBackupLoop(
  config: Pick<AppConfig, 'backups'>,
  { env = process.env, firstDelayMs = FIRST_DELAY_MS }: { env?: NodeJS.ProcessEnv; firstDelayMs?: number } = {},
): { stop: () => Promise<void> } {
  const { dir, intervalHours, keep } = config.backups;
  if (!intervalHours) return { stop: async () => {} };
  const intervalMs = intervalHours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: ReturnType<typeof fork> | undefined;
  let stopped = false;

  const run = () => {
    running = fork(SELF, [], {
      execArgv: ['--import', 'tsx'],
      env: { ...env, BACKUP_DIR: dir, BACKUP_KEEP: String(keep) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.on('exit', (code, signal) => {
      running = undefined;
      if (stopped) return;
      if (code !== 0) console.error(`[backup] the scheduled backup failed (${signal ?? `exit ${code}`}); next try in ${intervalHours} h`);
      timer = setTimeout(run, intervalMs).unref();
    });
  };

  // After a restart the schedule continues from the newest backup, so frequent restarts never skip backups.
  void listBackups(dir).then((names) => {
    const newest = names.at(-1);
    const last = newest ? (backupTime(newest)?.getTime() ?? 0) : 0;
    const wait = Math.max(firstDelayMs, last + intervalMs - Date.now());
    console.log(`[backup] every ${intervalHours} h into ${dir}, newest ${keep} kept; next in ${Math.round(wait / 60_000)} min`);
    if (!stopped) timer = setTimeout(run, wait).unref();
  });

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const child = running;
      if (!child) return;
      // A backup cut short leaves only a hidden unfinished folder, which a later backup deletes.
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfig();
  process.exit((await runBackup(config, config.backups.keep)) ? 0 : 1);
}
