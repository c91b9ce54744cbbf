import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { overlapOf, scheduleErrorText } from './errors.ts';

describe('schedule error texts', () => {
  it('uses the server’s error, else HTTP status and text, Request timeout or Request failed', () => {
    expect(scheduleErrorText(new ApiError('x', { status: 400, code: 'HTTP_ERROR', serverMessage: 'Validation failed' }))).toBe(
      'Validation failed',
    );
    expect(scheduleErrorText(new ApiError('x', { status: 502, code: 'HTTP_ERROR', statusText: 'Bad Gateway' }))).toBe(
      'HTTP 502: Bad Gateway',
    );
    expect(scheduleErrorText(new DOMException('signal timed out', 'TimeoutError'))).toBe('Request timeout');
    expect(scheduleErrorText(new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' }))).toBe(
      'Request failed',
    );
    expect(scheduleErrorText(new Error('boom'))).toBe('Request failed');
  });

  it('reads the appointments in the way from a 409 overlap answer only', () => {
    const body = {
      success: false,
      code: 'OVERLAP',
      error: 'That time overlaps another appointment for this crew: Full detail, Tue Nov 24 9:00–10:00 AM.',
      conflicts: [{ id: 3, title: 'Full detail', start_time: '2026-11-24T16:00:00.000Z', end_time: '2026-11-24T17:00:00.000Z' }],
    };
    const overlap = overlapOf(new ApiError(body.error, { status: 409, code: 'OVERLAP', serverMessage: body.error, body }));
    expect(overlap?.message).toBe(body.error);
    expect(overlap?.conflicts.map((c) => c.id)).toEqual([3]);
    expect(overlapOf(new ApiError('Conflict', { status: 409, code: 'HTTP_ERROR', body: {} }))).toBeNull();
  });
});
