import { describe, expect, it } from 'vitest';
import {
  byDate,
  cellItems,
  dayHours,
  dayRowHour,
  formatTime,
  hourLabel,
  loadRange,
  monthGridDates,
  rangeTitle,
  viewDates,
  wallTime,
  weekDates,
  zoneAbbreviation,
} from './calendar.ts';

const LA = 'America/Los_Angeles';

describe('schedule calendar', () => {
  it('shows the hours 08:00 to 19:00 in the day view, earlier and later starts in the first and last rows', () => {
    expect(dayHours().map(hourLabel)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect([6, 8, 13, 19, 22].map(dayRowHour)).toEqual([8, 8, 13, 19, 19]);
  });

  it('runs a week Monday to Sunday, across a month and a year', () => {
    expect(weekDates('2026-11-01')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weekDates('2026-12-30')[6]).toBe('2027-01-03');
    expect(viewDates('week', '2026-11-04', LA)).toEqual({ start: '2026-11-02', end: '2026-11-08' });
  });

  it('gives the day itself and the whole month as their ranges', () => {
    expect(viewDates('day', '2026-11-01', LA)).toEqual({ start: '2026-11-01', end: '2026-11-01' });
    expect(viewDates('month', '2026-02-14', LA)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('builds 42 month cells from the Monday on or before the first', () => {
    const november = monthGridDates('2026-11-18', LA);
    expect(november).toHaveLength(42);
    expect(november[0]).toBe('2026-10-26');
    expect(november[6]).toBe('2026-11-01');
    expect(november[41]).toBe('2026-12-06');
    // A month that starts on a Monday starts the grid itself.
    expect(monthGridDates('2027-02-10', LA)[0]).toBe('2027-02-01');
    expect(loadRange('2026-11-18', LA)).toEqual({ start: '2026-10-26', end: '2026-12-06' });
  });

  it('puts appointments on the business’s dates and clocks, across the fall-back change', () => {
    // 2026-11-01: Los Angeles falls back from PDT (-7) to PST (-8) at 02:00.
    expect(wallTime('2026-11-01T16:00:00.000Z', LA)).toEqual({ date: '2026-11-01', time: '08:00', hour: 8 });
    expect(wallTime('2026-10-31T16:00:00.000Z', LA)).toEqual({ date: '2026-10-31', time: '09:00', hour: 9 });
    expect(wallTime('2026-11-02T07:30:00.000Z', LA)).toEqual({ date: '2026-11-01', time: '23:30', hour: 23 });
    expect(zoneAbbreviation('2026-10-31T16:00:00.000Z', LA)).toBe('PDT');
    expect(zoneAbbreviation('2026-11-01T16:00:00.000Z', LA)).toBe('PST');
    const items = [
      { id: 1, start_time: '2026-11-02T07:30:00.000Z' },
      { id: 2, start_time: '2026-11-01T16:00:00.000Z' },
      { id: 3, start_time: '2026-11-02T17:00:00.000Z' },
    ];
    const days = byDate(items, LA);
    expect(days.get('2026-11-01')?.map((i) => i.id)).toEqual([2, 1]);
    expect(days.get('2026-11-02')?.map((i) => i.id)).toEqual([3]);
    // The same instants in New York fall on other dates.
    expect(
      byDate(items, 'America/New_York')
        .get('2026-11-02')
        ?.map((i) => i.id),
    ).toEqual([1, 3]);
  });

  it('shows at most 3 appointments in a month cell and counts the rest', () => {
    expect(cellItems([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(cellItems([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });

  it('titles each view and writes times on a 12-hour clock', () => {
    expect(rangeTitle('day', '2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(rangeTitle('week', '2026-11-01')).toBe('Oct 26 – Nov 1, 2026');
    expect(rangeTitle('week', '2026-12-30')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(rangeTitle('month', '2026-11-18')).toBe('November 2026');
    expect(['00:05', '09:00', '12:30', '19:45'].map(formatTime)).toEqual(['12:05 AM', '9:00 AM', '12:30 PM', '7:45 PM']);
  });
});
