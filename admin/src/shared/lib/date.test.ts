import { describe, expect, it } from 'vitest';
import { formatHeaderDate, ordinalSuffix } from './date.ts';

describe('ordinalSuffix', () => {
  it('gives st, nd, rd and th, with 11 to 13 as th', () => {
    const days = [1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31];
    expect(days.map((d) => `${d}${ordinalSuffix(d)}`)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '20th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
  });
});

describe('formatHeaderDate', () => {
  it('writes weekday, month, day with suffix and year', () => {
    expect(formatHeaderDate(new Date('2025-11-21T12:00:00Z'), 'UTC')).toBe('Friday, November 21st, 2025');
    expect(formatHeaderDate(new Date('2026-01-02T12:00:00Z'), 'UTC')).toBe('Friday, January 2nd, 2026');
    expect(formatHeaderDate(new Date('2026-03-03T12:00:00Z'), 'UTC')).toBe('Tuesday, March 3rd, 2026');
    expect(formatHeaderDate(new Date('2026-06-11T12:00:00Z'), 'UTC')).toBe('Thursday, June 11th, 2026');
    expect(formatHeaderDate(new Date('2026-08-12T12:00:00Z'), 'UTC')).toBe('Wednesday, August 12th, 2026');
    expect(formatHeaderDate(new Date('2026-12-13T12:00:00Z'), 'UTC')).toBe('Sunday, December 13th, 2026');
    expect(formatHeaderDate(new Date('2026-12-31T12:00:00Z'), 'UTC')).toBe('Thursday, December 31st, 2026');
  });

  it('uses the given time zone for the calendar day', () => {
    const lateUtc = new Date('2026-07-01T03:00:00Z');
    expect(formatHeaderDate(lateUtc, 'UTC')).toBe('Wednesday, July 1st, 2026');
    expect(formatHeaderDate(lateUtc, 'America/Phoenix')).toBe('Tuesday, June 30th, 2026');
  });
});
