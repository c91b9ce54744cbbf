/**
 * Fixed-window counters in memory, per key. Enough for one server process; a multi-process
 * deployment would move the counters to the database or a shared store.
 */
export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** When the window resets (epoch ms). */
  resetAt: number;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitDecision {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.sweep(t);
    }
    w.count++;
    const allowed = w.count <= this.limit;
    return {
      allowed,
      remaining: Math.max(0, this.limit - w.count),
      resetAt: w.resetAt,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
    };
  }

  /** The decision a hit would get, without counting one. */
  peek(key: string): RateLimitDecision {
    const t = this.now();
    const w = this.windows.get(key);
    const count = w && w.resetAt > t ? w.count : 0;
    const resetAt = w && w.resetAt > t ? w.resetAt : t + this.windowMs;
    const allowed = count < this.limit;
    return { allowed, remaining: Math.max(0, this.limit - count), resetAt, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - t) / 1000)) };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(t: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
  }
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
