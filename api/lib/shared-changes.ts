/**
 * Cache invalidation between API processes on one database (issue 20). Each kind of state a process
 * keeps in memory (public answers, custom domains) has a counter row in shared_changes; a process
 * bumps it right after its write commits, and every process reads the few rows every poll interval
 * (one primary-key table scan of a handful of rows) and drops its copy of each kind whose number
 * moved. A change through one process is thus served by all within one interval. Sites need none of
 * this: every request reads the live link itself (api/sites/release-index.ts). Sessions neither:
 * every access token is checked against its session row.
 */
import type { Db } from '#db/client.ts';

export type SharedKind = 'public-answers' | 'domains';

interface Sharing {
  bump: (kind: SharedKind) => void;
}

// Per database, as the caches themselves (tests open several): absent, changes are this process's own.
const sharing = new WeakMap<Db, Sharing>();

/** Tells the other processes on this database that `kind` changed; nothing when state is not shared. */
export function announceChange(db: Db, kind: SharedKind): void {
  sharing.get(db)?.bump(kind);
}

/**
 * Starts sharing changes on this database: announced changes bump their counter, and every
 * `pollMs` the counters are read and `onChange[kind]` runs for each one another process moved
 * (or this one: dropping a cache once more is harmless). Returns the function that stops polling.
 */
export function shareChanges(db: Db, pollMs: number, onChange: Record<SharedKind, () => void | Promise<void>>): () => void {
  const seen = new Map<string, number>();
  sharing.set(db, {
    bump: (kind) => {
      db.$client
        .execute({
          sql: 'insert into shared_changes (kind, version) values (?1, 1) on conflict(kind) do update set version = version + 1',
          args: [kind],
        })
        .catch((error: unknown) => console.error(`Announcing a change of ${kind} failed:`, error));
    },
  });
  let polling = false;
  let started = false;
  const poll = async () => {
    if (polling) return;
    polling = true;
    try {
      const { rows } = await db.$client.execute('select kind, version from shared_changes');
      for (const row of rows) {
        const kind = String(row.kind);
        const version = Number(row.version);
        const before = seen.get(kind);
        seen.set(kind, version);
        // A kind first bumped after this process's first read had no row then: its appearing is a change too.
        if (before !== version && (before !== undefined || started) && kind in onChange) await onChange[kind as SharedKind]();
      }
    } catch (error) {
      console.error('Reading shared changes failed:', error);
    } finally {
      polling = false;
    }
  };
  void poll().then(() => (started = true));
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    sharing.delete(db);
  };
}
