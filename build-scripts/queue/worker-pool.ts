/**
 * Runs the publish workers (build-scripts/queue/worker.ts) as child processes: different tenants
 * render in parallel up to the pool size, a crashed worker is replaced, and `wake()` tells idle
 * workers a job is waiting so a save goes live without waiting for a poll.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PUBLISH_WORKER_NICE } from '#db/config.ts';
import type { WorkerMessage } from './worker.ts';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));
/** This server process's start: workers put it in the claims they hold, so a later start can tell their pids from its own. */
export const SERVER_BOOT_ID = randomUUID();

export class WorkerPool extends EventEmitter {
  private readonly workers = new Set<ChildProcess>();
  private stopped = false;

  constructor(
    private readonly size: number,
    private readonly env: NodeJS.ProcessEnv = process.env,
    /** The workers' CPU priority below this process's (config.publishWorkerNice). */
    private readonly nice = DEFAULT_PUBLISH_WORKER_NICE,
  ) {
    super();
  }

  start(): this {
    for (let i = 0; i < this.size; i++) this.spawn();
    return this;
  }

  /** Resolves when every worker has loaded its renderer. */
  ready(): Promise<void> {
    const waiting = [...this.workers].filter((w) => !(w as ChildProcess & { ready?: boolean }).ready);
    return Promise.all(waiting.map((w) => new Promise<void>((resolve) => w.once('ready', resolve)))).then(() => undefined);
  }

  wake(): void {
    for (const worker of this.workers) if (worker.connected) worker.send({ type: 'wake' });
  }

  pids(): number[] {
    return [...this.workers].map((w) => w.pid!).filter(Boolean);
  }

  /**
   * Stops the workers: each finishes the publish it is rendering, if any, within `timeoutMs`; one
   * still rendering then is killed (the previous release stays live) and its job's claim is freed
   * at the next worker start (releaseDeadClaims). Resolves with the number killed.
   */
  async stop(timeoutMs = 10_000): Promise<number> {
    this.stopped = true;
    let killed = 0;
    await Promise.all(
      [...this.workers].map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.exitCode !== null || w.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              killed++;
              w.kill('SIGKILL');
            }, timeoutMs);
            w.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            w.kill('SIGTERM');
          }),
      ),
    );
    return killed;
  }

  private spawn(): void {
    // A larger young generation: rendering allocates many short-lived strings, and scavenges dominated the profile.
    const worker = fork(WORKER, [], {
      execArgv: ['--import', 'tsx', '--max-semi-space-size=32'],
      env: { ...this.env, PUBLISH_BOOT_ID: SERVER_BOOT_ID },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.workers.add(worker);
    lowerPriority(worker, this.nice);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        (worker as ChildProcess & { ready?: boolean }).ready = true;
        worker.emit('ready');
      }
      this.emit(message.type, message);
    });
    worker.on('exit', (code, signal) => {
      this.workers.delete(worker);
      if (this.stopped) return;
      console.error(`[publish] worker ${worker.pid} stopped (${signal ?? code}); starting another`);
      setTimeout(() => this.spawn(), 200);
    });
  }
}

let priorityWarned = false;

/** Renders yield the CPU to the server's requests; a system that refuses (a container's policy) leaves the worker as it is. */
function lowerPriority(worker: ChildProcess, nice: number): void {
  if (!worker.pid || nice === 0) return;
  try {
    os.setPriority(worker.pid, Math.min(19, os.getPriority() + nice));
  } catch (error) {
    if (priorityWarned) return;
    priorityWarned = true;
    console.error(`[publish] could not lower the publish workers' CPU priority: ${(error as Error).message}`);
  }
}
