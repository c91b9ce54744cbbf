/**
 * Rate-limit windows in the database (issue 20): every API process on one database counts the same
 * attempts, so an address gets its 5 quotes in all, not 5 per process. One attempt is one upsert
 * (table rate_limit_windows, key "<limiter>:<key>"), deciding and counting in one statement as the
 * memory limiter does, so simultaneous requests through different processes cannot all pass.
 */
import type { Db } from '#db/client.ts';
import type { Limiter, RateLimitDecision } from './rate-limit.ts';

/** Expired windows are deleted at most this often per limiter: one scan a minute, not one per attempt. */
const PRUNE_EVERY_MS = 60_000;

export class DatabaseRateLimiter implements Limiter {
  private lastPrune: number;

  constructor(
    private readonly db: Db,
    /** Names this limiter's rows: two limiters never share a key. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastPrune = now();
  }

  /**
   * Counts and decides in one upsert. A refused attempt leaves the count at limit + 1 (never beyond),
   * which is how the answer tells a refusal from the last allowed attempt.
   */
  async hit(key: string): Promise<RateLimitDecision> {
    const t = this.now();
    const result = await this.db.$client.execute({
      sql: `insert into rate_limit_windows (key, count, reset_at) values (?1, 1, ?2 + ?3)
            on conflict(key) do update set
              count = case when reset_at <= ?2 then 1 when count <= ?4 then count + 1 else count end,
              reset_at = case when reset_at <= ?2 then ?2 + ?3 else reset_at end
            returning count, reset_at`,
      args: [this.rowKey(key), t, this.windowMs, this.limit],
    });
    const row = result.rows[0]!;
    const count = Number(row.count);
    const resetAt = Number(row.reset_at);
    if (t - this.lastPrune >= PRUNE_EVERY_MS) void this.prune(t);
    const allowed = count <= this.limit;
    return {
      allowed,
      remaining: Math.max(0, this.limit - count),
      resetAt,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetAt - t) / 1000)),
    };
  }

  async refusing(key: string): Promise<RateLimitDecision | undefined> {
    const t = this.now();
    const result = await this.db.$client.execute({
      sql: 'select count, reset_at from rate_limit_windows where key = ?1',
      args: [this.rowKey(key)],
    });
    const row = result.rows[0];
    if (!row) return undefined;
    const resetAt = Number(row.reset_at);
    if (resetAt <= t || Number(row.count) < this.limit) return undefined;
    return { allowed: false, remaining: 0, resetAt, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - t) / 1000)) };
  }

  async refund(key: string): Promise<void> {
    // min(): a refusal recorded meanwhile (count limit + 1) must not hide that one counted attempt went back.
    await this.db.$client.execute({
      sql: 'update rate_limit_windows set count = min(count, ?3) - 1 where key = ?1 and reset_at > ?2 and count > 0',
      args: [this.rowKey(key), this.now(), this.limit],
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.$client.execute({ sql: 'delete from rate_limit_windows where key = ?1', args: [this.rowKey(key)] });
  }

  private rowKey(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Drops this limiter's expired windows, so a flood of addresses does not grow the table for good. */
  private async prune(t: number): Promise<void> {
    this.lastPrune = t;
    await this.db.$client
      .execute({
        sql: 'delete from rate_limit_windows where key >= ?1 and key < ?2 and reset_at <= ?3',
        args: [`${this.name}:`, `${this.name};`, t],
      })
      .catch((error: unknown) => console.error(`Pruning rate-limit windows of ${this.name} failed:`, error));
  }
}
