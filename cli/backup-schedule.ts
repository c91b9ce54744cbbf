/**
 * Scheduled backups inside the server process (BACKUP_INTERVAL_HOURS, BACKUP_KEEP; decision 039).
 * Each backup runs `cli/backup.ts` as a child process: libSQL's calls on a file are synchronous, so
 * a `VACUUM INTO` here would stop the server answering for as long as the copy takes.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '#db/config.ts';
import { backupTime, listBackups } from '#db/backup.ts';

const BACKUP = fileURLToPath(new URL('./backup.ts', import.meta.url));
/** Lets the start's own work (publishing, the first requests) go first. */
const FIRST_DELAY_MS = 60_000;

export function startBackupLoop(config: Pick<AppConfig, 'backups'>, env: NodeJS.ProcessEnv = process.env): { stop: () => Promise<void> } {
  const { dir, intervalHours, keep } = config.backups;
  if (!intervalHours) return { stop: async () => {} };
  const intervalMs = intervalHours * 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: ReturnType<typeof fork> | undefined;
  let stopped = false;

  const run = () => {
    running = fork(BACKUP, ['--keep', String(keep)], {
      execArgv: ['--import', 'tsx'],
      env: { ...env, BACKUP_DIR: dir },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.on('exit', (code, signal) => {
      running = undefined;
      if (code !== 0 && !stopped)
        console.error(`[backup] the scheduled backup failed (${signal ?? `exit ${code}`}); next try in ${intervalHours} h`);
      if (!stopped) timer = setTimeout(run, intervalMs).unref();
    });
  };

  // After a restart the schedule continues from the newest backup, so frequent restarts never skip backups.
  void listBackups(dir).then((names) => {
    const newest = names.at(-1);
    const last = newest ? (backupTime(newest)?.getTime() ?? 0) : 0;
    const wait = Math.max(FIRST_DELAY_MS, last + intervalMs - Date.now());
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
