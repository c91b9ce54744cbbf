import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimitedBody } from './rate-limit.ts';

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
