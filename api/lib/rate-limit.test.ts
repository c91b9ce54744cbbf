import { describe, expect, it } from 'vitest';
import { hitAll, MAX_RATE_LIMIT_KEYS, RateLimiter, rateLimitedBody, waitInWords } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows up to the limit per key in a window, then refuses until it resets', () => {
    let t = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => t);
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 1 });
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = limiter.hit('a');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    t += 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('tells a refusal ahead without counting, only once the limit is reached', () => {
    let t = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => t);
    expect(limiter.refusing('a')).toBeUndefined();
    limiter.hit('a');
    expect(limiter.refusing('a')).toBeUndefined();
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.refusing('a')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    t += 60_000;
    expect(limiter.refusing('a')).toBeUndefined();
    expect(limiter.hit('a').remaining).toBe(1);
  });

  it('does not count refused attempts, and takes back a refunded one', () => {
    let t = 1_000_000;
    const limiter = new RateLimiter(2, 60_000, () => t);
    limiter.hit('a');
    limiter.hit('a');
    for (let i = 0; i < 5; i++) expect(limiter.hit('a').allowed).toBe(false);
    limiter.refund('a');
    expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 });
    limiter.refund('nobody');
    t += 60_000;
    limiter.refund('a');
    expect(limiter.hit('a').remaining).toBe(1);
  });

  it('decides on every attempt before it starts: of 30 at once, exactly the limit get through', () => {
    const limiter = new RateLimiter(5, 60_000);
    const decisions = Array.from({ length: 30 }, () => limiter.hit('owner@example.com'));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it('keeps at most MAX_RATE_LIMIT_KEYS counters under a flood of new addresses, the oldest going first', () => {
    let t = 1_000_000;
    const limiter = new RateLimiter(1, 60_000, () => t);
    limiter.hit('first');
    limiter.hit('second');
    t += 1;
    for (let i = 0; i < MAX_RATE_LIMIT_KEYS - 1; i++) limiter.hit(`10.${i}`);
    expect(limiter.hit('second').allowed).toBe(false);
    expect(limiter.hit('first').allowed).toBe(true);
    expect(limiter.hit('10.0').allowed).toBe(false);
  });

  it('renews an expired window at the back, so the newer windows before it are not dropped', () => {
    let t = 1_000_000;
    const limiter = new RateLimiter(1, 60_000, () => t);
    limiter.hit('old');
    t += 30_000;
    limiter.hit('newer');
    t += 30_000;
    expect(limiter.hit('old').allowed).toBe(true);
    expect(limiter.hit('newer').allowed).toBe(false);
    expect(limiter.hit('old').allowed).toBe(false);
  });
});

describe('hitAll', () => {
  it('counts an attempt against every limiter, or against none when one of them refuses', async () => {
    const t = 1_000_000;
    const narrow = new RateLimiter(1, 60_000, () => t);
    const slow = new RateLimiter(10, 15 * 60_000, () => t);
    const first = await hitAll([
      [narrow, 'k'],
      [slow, 'k'],
    ]);
    expect(first.decision).toMatchObject({ allowed: true, remaining: 0 });
    const second = await hitAll([
      [slow, 'k'],
      [narrow, 'k'],
    ]);
    expect(second.decision).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    // The refused attempt left the other limiter as it was.
    expect(slow.hit('k').remaining).toBe(8);
  });

  it('refunds the attempt from every limiter', async () => {
    const a = new RateLimiter(1, 60_000);
    const b = new RateLimiter(3, 60_000);
    await (
      await hitAll([
        [a, 'k'],
        [b, 'k'],
      ])
    ).refund();
    expect(a.hit('k').allowed).toBe(true);
    expect(b.hit('k').remaining).toBe(2);
  });

  it('answers with the longest wait when several refuse', async () => {
    const t = 1_000_000;
    const minute = new RateLimiter(1, 60_000, () => t);
    const hour = new RateLimiter(1, 3_600_000, () => t);
    await hitAll([
      [minute, 'k'],
      [hour, 'k'],
    ]);
    expect(
      (
        await hitAll([
          [minute, 'k'],
          [hour, 'k'],
        ])
      ).decision.retryAfterSeconds,
    ).toBe(3600);
  });
});

describe('waitInWords', () => {
  const wait = (retryAfterSeconds: number) => waitInWords({ allowed: false, remaining: 0, resetAt: 0, retryAfterSeconds });
  it('says "1 minute" for a minute or less and counts whole minutes up from there', () => {
    expect(wait(1)).toBe('1 minute');
    expect(wait(60)).toBe('1 minute');
    expect(wait(61)).toBe('2 minutes');
    expect(wait(900)).toBe('15 minutes');
  });
});

describe('the 429 body', () => {
  it('builds the 429 body of spec 1 §8', () => {
    const body = rateLimitedBody({ allowed: false, remaining: 0, resetAt: Date.UTC(2026, 0, 1), retryAfterSeconds: 30 }, 'Slow down');
    expect(body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      error: 'Slow down',
      message: 'Slow down',
      retryAfterSeconds: 30,
      remainingAttempts: 0,
      resetTime: '2026-01-01T00:00:00.000Z',
    });
  });
});
