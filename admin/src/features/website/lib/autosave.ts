/**
 * Autosave of one website-content field (spec 3 §4 "Website content autosave", §9: 1000 ms pause).
 *
 * A small state machine, free of React so it can be tested with fake timers:
 *
 *   idle ──change──▶ pending ──pause──▶ saving ──ok──▶ saved
 *                      ▲  │                 │
 *                      │  └─change back to──┼──▶ (previous state: nothing to save)
 *                      │    the saved value └─fail─▶ error ──change──▶ pending
 *                      └──────── change while saving: saved again once the save settles
 *
 * - Every change restarts the pause; only the value after the pause is sent.
 * - One save at a time per field. A change made while a save is on its way is sent after it, so the
 *   server never ends with an older value than the one on screen.
 * - A value equal to the last saved one is not sent.
 * - A value the client-side check refuses (`validate`) is not sent: the state is `error` with its message.
 * - `flush()` sends a pending change at once (leaving a tab, Default, hero images); `dispose()` flushes
 *   too, and then stops reporting states (the component is gone, the save still goes).
 */
import { SAVE_CONTENT_FAILED } from './errors.ts';

export const WEBSITE_CONTENT_AUTOSAVE_MS = 1000;

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface AutosaveState {
  status: AutosaveStatus;
  /** The reason, for `error`. */
  error?: string;
  /** For `error`: true when the save failed (trying again may work), false when the value was refused. */
  retryable?: boolean;
}

export interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface AutosaveOptions<T> {
  /** The value the server has now. */
  initial: T;
  save: (value: T) => Promise<void>;
  /** Called on every change of state. */
  onState?: (state: AutosaveState) => void;
  delayMs?: number;
  isEqual?: (a: T, b: T) => boolean;
  /** A message when the value must not be sent, undefined when it may. */
  validate?: (value: T) => string | undefined;
  /** The message for a failed save. */
  describeError?: (error: unknown) => string;
  timers?: Timers;
}

export interface Autosave<T> {
  change: (value: T) => void;
  /** Sends a pending change now; resolves when nothing is left to send. */
  flush: () => Promise<void>;
  /** Tries the last failed value again. */
  retry: () => Promise<void>;
  state: () => AutosaveState;
  /** True while a change waits for its pause or a save is on its way. */
  busy: () => boolean;
  dispose: () => void;
}

export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  const delay = options.delayMs ?? WEBSITE_CONTENT_AUTOSAVE_MS;
  const equal = options.isEqual ?? Object.is;
  const timers = options.timers ?? realTimers;
  const describe = options.describeError ?? ((error: unknown) => (error instanceof Error ? error.message : SAVE_CONTENT_FAILED));

  let saved = options.initial;
  let latest = options.initial;
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let state: AutosaveState = { status: 'idle' };
  /** The last idle or saved state, to go back to when the value is changed back to the saved one. */
  let settled: AutosaveState = state;
  let disposed = false;

  const set = (next: AutosaveState) => {
    state = next;
    if (next.status === 'idle' || next.status === 'saved') settled = next;
    if (!disposed) options.onState?.(next);
  };

  const clearTimer = () => {
    if (timer !== null) {
      timers.clear(timer);
      timer = null;
    }
  };

  /**
   * Sends the newest value unless it is already saved. `force` (flush, retry, leaving) sends a change
   * at once; otherwise a running pause is left to send it.
   */
  async function run(force: boolean): Promise<void> {
    if (force) clearTimer();
    // One save at a time: wait for the one on its way (and any that follows it).
    while (inFlight) await inFlight;
    if (timer !== null) {
      if (!force) return;
      clearTimer();
    }
    if (equal(latest, saved)) {
      if (state.status === 'pending' || state.status === 'error') set(settled);
      return;
    }
    const problem = options.validate?.(latest);
    if (problem) {
      set({ status: 'error', error: problem, retryable: false });
      return;
    }
    const current = send(latest);
    inFlight = current;
    await current;
    if (inFlight === current) inFlight = null;
    // Changed while the save was on its way: send that too (or let its pause do it).
    if (!equal(latest, saved) && state.status !== 'error') await run(false);
  }

  async function send(value: T): Promise<void> {
    set({ status: 'saving' });
    try {
      await options.save(value);
      saved = value;
      set({ status: equal(latest, saved) || timer === null ? 'saved' : 'pending' });
    } catch (error) {
      set({ status: 'error', error: describe(error), retryable: true });
    }
  }

  const schedule = () => {
    clearTimer();
    timer = timers.set(() => {
      timer = null;
      void run(false);
    }, delay);
  };

  return {
    change(value) {
      latest = value;
      if (inFlight) {
        // Wait for the pause anyway: the user is still typing.
        schedule();
        return;
      }
      if (equal(value, saved)) {
        clearTimer();
        if (state.status === 'pending' || state.status === 'error') set(settled);
        return;
      }
      if (state.status !== 'pending') set({ status: 'pending' });
      schedule();
    },
    flush: () => run(true),
    retry: () => run(true),
    state: () => state,
    busy: () => timer !== null || inFlight !== null,
    dispose() {
      const pending = timer !== null;
      clearTimer();
      disposed = true;
      if (pending) void run(true);
    },
  };
}
