import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime, toDate } from './relative-time.ts';

const now = new Date('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says just now for the last 45 seconds and for a moment slightly ahead', () => {
    expect(formatRelativeTime(ago(10_000), now, 'UTC')).toBe('just now');
    expect(formatRelativeTime(ago(-5_000), now, 'UTC')).toBe('just now');
  });

  it('counts minutes, then hours on the same day', () => {
    expect(formatRelativeTime(ago(50_000), now, 'UTC')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60_000), now, 'UTC')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3_600_000 + 60_000), now, 'UTC')).toBe('2 hours ago');
  });

  it('uses calendar days: yesterday, then days, then a date', () => {
    expect(formatRelativeTime('2026-03-09T23:00:00Z', now, 'UTC')).toBe('yesterday');
    expect(formatRelativeTime('2026-03-07T10:00:00Z', now, 'UTC')).toBe('3 days ago');
    expect(formatRelativeTime('2026-02-01T10:00:00Z', now, 'UTC')).toBe('Feb 1');
    expect(formatRelativeTime('2025-12-24T10:00:00Z', now, 'UTC')).toBe('Dec 24, 2025');
  });

  it('follows the time zone for what counts as yesterday', () => {
    // 02:00 UTC on the 10th is still the 9th in Phoenix (UTC-7); 15:00 UTC is the 10th in both.
    expect(formatRelativeTime('2026-03-10T02:00:00Z', now, 'UTC')).toBe('13 hours ago');
    expect(formatRelativeTime('2026-03-10T02:00:00Z', now, 'America/Phoenix')).toBe('yesterday');
  });

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime('not a date', now)).toBe('');
    expect(toDate('')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes month, day, year and time', () => {
    expect(formatDateTime('2026-03-03T15:04:00Z', 'UTC')).toBe('Mar 3, 2026, 3:04 PM');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('2021-06-01T12:00:00Z', 'UTC')).toBe('Jun 1, 2021');
  });
});
