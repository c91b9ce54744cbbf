/**
 * Runs queued health scans one at a time (decision 035). Each scan runs in a child process
 * (lighthouse-child.ts) so Lighthouse's seconds of computing never block the server that forked it;
 * a lock file in DATA_DIR keeps a second server process on the machine from running another scan
 * beside it (Lighthouse's timings are only worth something when the machine is not shared by two
 * runs). A scan longer than the time box is stopped and fails with a message that says so.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { ScanRecord } from '#core/health/types.ts';
import type { ChildMessage } from './lighthouse-child.ts';
import { claimNextScan, failScan, failStuckScans, finishScan, markScanning, type ScanRow } from './scan-queue.ts';

const CHILD = fileURLToPath(new URL('./lighthouse-child.ts', import.meta.url));
/** Both form factors together; a scan takes about 40 s on a 2-core machine, 90 s when it is busy. */
export const SCAN_TIMEOUT_MS = 180_000;
const POLL_MS = 15_000;
const KILL_GRACE_MS = 5_000;

/** A scan was queued in this process: its worker looks at once instead of at the next poll (other processes poll). */
const queued = new EventEmitter();
export const notifyScanQueued = () => queued.emit('queued');

export const STOPPED_MESSAGE = 'The server stopped during the scan. Please run it again.';
export const timeoutMessage = (ms: number) =>
  `The scan took longer than ${Math.round(ms / 1000)} seconds and was stopped. Please try again.`;

export interface ScanWorkerOptions {
  db: Db;
  dataDir: string;
  /** The address of a tenant's home page as this server answers it. */
  pageUrl: (slug: string) => string;
  timeoutMs?: number;
  pollMs?: number;
  log?: (message: string) => void;
}

/** This process's start: a lock file left by an earlier process that had the same pid is told apart. */
const BOOT = randomUUID();
const lockContent = () => `${process.pid} ${BOOT}`;

/**
 * The machine-wide lock: a file holding the pid (and start id) of the process running a scan. A file
 * whose process is gone is taken over; a live holder, this process included, keeps it.
 */
export function tryLock(file: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, lockContent());
      closeSync(fd);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pid, boot] = readFileSync(file, 'utf8').trim().split(' ');
      const holder = Number(pid);
      if (holder && (holder === process.pid ? boot === BOOT : alive(holder))) return false;
      try {
        unlinkSync(file);
      } catch {
        /* another process took it over first */
      }
    }
  }
  return false;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function unlock(file: string): void {
  try {
    if (readFileSync(file, 'utf8').trim() === lockContent()) unlinkSync(file);
  } catch {
    /* already gone */
  }
}

/** Runs Lighthouse on `url` in a child process; resolves with the record or rejects with a message for the owner. */
export function runScanProcess(
  url: string,
  options: { timeoutMs?: number; onPhase?: (phase: 'mobile' | 'desktop') => void; signal?: AbortSignal } = {},
): Promise<ScanRecord> {
  const timeoutMs = options.timeoutMs ?? SCAN_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [url], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let outcome: { record?: ScanRecord; error?: string } | undefined;
    const stop = (error: string) => {
      outcome ??= { error };
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS).unref();
    };
    const timer = setTimeout(() => stop(timeoutMessage(timeoutMs)), timeoutMs);
    options.signal?.addEventListener('abort', () => stop(STOPPED_MESSAGE), { once: true });
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'phase') options.onPhase?.(message.phase);
      else if (message.type === 'done') outcome ??= { record: message.record };
      else outcome ??= { error: `Lighthouse failed: ${message.error}` };
    });
    child.on('error', (error) => (outcome ??= { error: `The scan could not start: ${error.message}` }));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (outcome?.record) resolve(outcome.record);
      else reject(new Error(outcome?.error ?? `The scan stopped unexpectedly (${signal ?? `exit ${code}`})`));
    });
  });
}

export function startScanWorker(options: ScanWorkerOptions) {
  const { db, log = console.log } = options;
  const lockFile = path.join(options.dataDir, 'health-scan.lock');
  let stopped = false;
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const runOne = async (scan: ScanRow) => {
    const tenant = await db.select({ slug: s.tenants.slug }).from(s.tenants).where(eq(s.tenants.id, scan.tenantId)).get();
    if (!tenant) return failScan(db, scan.id, 'The business no longer exists');
    const url = options.pageUrl(tenant.slug);
    await markScanning(db, scan.id, { url });
    const started = Date.now();
    try {
      const record = await runScanProcess(url, {
        timeoutMs: options.timeoutMs,
        signal: stopping.signal,
        onPhase: (phase) => void markScanning(db, scan.id, { phase }).catch(() => {}),
      });
      await finishScan(db, scan.id, record);
      log(`[health] ${tenant.slug}: scanned in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await failScan(db, scan.id, message);
      log(`[health] ${tenant.slug}: ${message}`);
    }
  };

  const drain = async () => {
    while (!stopped) {
      if (!tryLock(lockFile)) return;
      try {
        // Holding the machine's lock, no scan of this machine runs: one still 'running' long after its time box died with its process.
        await failStuckScans(db);
        const scan = await claimNextScan(db);
        if (!scan) return;
        await runOne(scan);
      } finally {
        unlock(lockFile);
      }
    }
  };

  const wake = () => {
    if (stopped || running) return;
    running = drain()
      .catch((error) => log(`[health] worker: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
      });
  };

  queued.on('queued', wake);
  const tick = () => {
    wake();
    if (!stopped) timer = setTimeout(tick, options.pollMs ?? POLL_MS).unref();
  };
  tick();

  return {
    /** A scan was queued: look now rather than at the next poll. */
    wake,
    /** Resolves when the scan under way (if any) has been stored. */
    idle: async () => {
      await running;
    },
    stop: async () => {
      stopped = true;
      queued.off('queued', wake);
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}

export type ScanWorker = ReturnType<typeof startScanWorker>;
