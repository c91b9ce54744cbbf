/**
 * Fixed-window counters per key: in memory (RateLimiter, one server process) or in the database
 * (DatabaseRateLimiter in ./shared-rate-limit.ts, every process on one database counts together).
 */
export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** When the window resets (epoch ms). */
  resetAt: number;
  retryAfterSeconds: number;
}

/** Counters kept per limiter; beyond it (a flood from more addresses than that) the oldest windows go. */
export const MAX_RATE_LIMIT_KEYS = 100_000;

/** What routes count attempts with; a database-backed limiter answers asynchronously. */
export interface Limiter {
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
  refusing(key: string): RateLimitDecision | undefined | Promise<RateLimitDecision | undefined>;
  refund(key: string): void | Promise<void>;
  reset(key: string): void | Promise<void>;
}

export class RateLimiter implements Limiter {
  // Map order is the order windows started, so the expired ones are always at the front.
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt and decides on it in one step, before the attempt's work starts, so
   * simultaneous requests cannot all pass a check made before any of them is counted. A refused
   * attempt is not counted.
   */
  hit(key: string): RateLimitDecision {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      this.windows.delete(key);
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
      this.prune(t);
    }
    const allowed = w.count < this.limit;
    if (allowed) w.count++;
    return {
      allowed,
      remaining: Math.max(0, this.limit - w.count),
      resetAt: w.resetAt,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
    };
  }

  /**
   * The refusal a hit would get now, without counting anything; undefined while attempts remain. Lets
   * a route turn a flood away before its costly work (validation), and count only what passes it.
   */
  refusing(key: string): RateLimitDecision | undefined {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t || w.count < this.limit) return undefined;
    return { allowed: false, remaining: 0, resetAt: w.resetAt, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
  }

  /** Takes back a counted attempt that turned out not to count (a successful sign-in). */
  refund(key: string): void {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.now() && w.count > 0) w.count--;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops expired windows from the front: little work per new window, even under a flood of new addresses. */
  private prune(t: number) {
    for (const [key, w] of this.windows) {
      if (w.resetAt > t && this.windows.size <= MAX_RATE_LIMIT_KEYS) return;
      this.windows.delete(key);
    }
  }
}

/**
 * One attempt counted against several limiters at once, or against none: refused as soon as one of
 * them is exhausted (with the longest wait among those refusing). Allowed, the decision is the one
 * with the fewest attempts left, and `refund` takes the attempt back from every limiter.
 */
export async function hitAll(
  hits: readonly (readonly [Limiter, string])[],
): Promise<{ decision: RateLimitDecision; refund: () => Promise<void> }> {
  const decisions = await Promise.all(hits.map(([limiter, key]) => limiter.hit(key)));
  const refused = decisions.filter((d) => !d.allowed);
  const counted = async () => {
    await Promise.all(hits.filter((_, i) => decisions[i]!.allowed).map(([limiter, key]) => limiter.refund(key)));
  };
  if (refused.length > 0) {
    await counted();
    return { decision: refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a)), refund: async () => {} };
  }
  return { decision: decisions.reduce((a, b) => (b.remaining < a.remaining ? b : a)), refund: counted };
}

/** How long a refused client waits, in words, for every limiter's message: "1 minute", "15 minutes". */
export function waitInWords(decision: RateLimitDecision): string {
  const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 body of spec 1 §8. */
export function rateLimitedBody(decision: RateLimitDecision, message: string) {
  return {
    success: false,
    code: 'RATE_LIMITED',
    error: message,
    message,
    retryAfterSeconds: decision.retryAfterSeconds,
    remainingAttempts: decision.remaining,
    resetTime: new Date(decision.resetAt).toISOString(),
  };
}
