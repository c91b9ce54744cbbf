import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { loginError, resetRequestError, retryAtText } from './errors.ts';

const now = new Date('2026-11-21T10:00:00Z');

describe('loginError (spec 1 §8)', () => {
  it('shows the server text', () => {
    const error = new ApiError('Invalid email or password', {
      status: 401,
      code: 'UNAUTHORIZED',
      serverMessage: 'Invalid email or password',
    });
    expect(loginError(error)).toEqual({ message: 'Invalid email or password' });
  });

  it('falls back to "Login failed" when the server said nothing', () => {
    expect(loginError(new ApiError('Request failed: 500', { status: 500, code: 'HTTP_ERROR' }))).toEqual({ message: 'Login failed' });
    expect(loginError(new Error('boom'))).toEqual({ message: 'Login failed' });
  });

  it('reports a network failure', () => {
    expect(loginError(new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' }))).toEqual({
      message: 'Network error. Please try again.',
    });
  });

  it('shows a rate limit with when to retry', () => {
    const error = new ApiError('Too many login attempts. Please try again in 15 minutes.', {
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 900,
    });
    const banner = loginError(error, now);
    expect(banner.message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(banner.retry).toMatch(/^You can try again at \d{1,2}:\d{2} [AP]M\.$/);
  });
});

describe('retryAtText', () => {
  it('gives seconds under a minute and a clock time beyond', () => {
    expect(retryAtText(1, undefined, now)).toBe('You can try again in 1 second.');
    expect(retryAtText(45, undefined, now)).toBe('You can try again in 45 seconds.');
    expect(retryAtText(900, undefined, now, 'UTC')).toBe('You can try again at 10:15 AM.');
    expect(retryAtText(undefined, '2026-11-21T13:30:00Z', now, 'UTC')).toBe('You can try again at 1:30 PM.');
  });

  it('says nothing without a future time', () => {
    expect(retryAtText(undefined, undefined, now)).toBeUndefined();
    expect(retryAtText(0, '2026-11-21T09:00:00Z', now)).toBeUndefined();
  });
});

describe('resetRequestError', () => {
  it('prefers the field message of a 400', () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      code: 'HTTP_ERROR',
      serverMessage: 'Validation failed',
      fields: { email: 'Valid email is required' },
    });
    expect(resetRequestError(error).message).toBe('Valid email is required');
    expect(resetRequestError(new ApiError('x', { status: 0, code: 'NETWORK_ERROR' })).message).toBe('Network error. Please try again.');
  });
});
