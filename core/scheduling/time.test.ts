import { describe, expect, it } from 'vitest';
import {
  addMonths,
  datesFrom,
  daysBetween,
  hoursInDay,
  instantAt,
  isIsoDate,
  isTimeZone,
  localDate,
  shiftView,
  startOfDay,
  timeZoneId,
  viewRange,
  wallClock,
  weekdayOf,
  weekStart,
} from './time.ts';
import { defaultTimeZone, FALLBACK_TIME_ZONE } from './time-zones.ts';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const PHX = 'America/Phoenix';
const iso = (ms: number) => new Date(ms).toISOString();

describe('wall-clock time and instants in a zone', () => {
  it('converts both ways, with the offset of the day', () => {
    expect(iso(instantAt('2026-01-15', '08:00', LA))).toBe('2026-01-15T16:00:00.000Z');
    expect(iso(instantAt('2026-07-15', '08:00', LA))).toBe('2026-07-15T15:00:00.000Z');
    expect(iso(instantAt('2026-07-15', '08:00', PHX))).toBe('2026-07-15T15:00:00.000Z');
    expect(iso(instantAt('2026-01-15', '08:00', PHX))).toBe('2026-01-15T15:00:00.000Z');
    expect(wallClock(Date.parse('2026-11-01T16:00:00Z'), LA)).toEqual({ date: '2026-11-01', time: '08:00' });
    expect(wallClock(Date.parse('2026-03-08T07:59:00Z'), NY)).toEqual({ date: '2026-03-08', time: '03:59' });
  });

  it('moves a skipped time forward and takes the first of a repeated one', () => {
    expect(iso(instantAt('2026-03-08', '02:30', LA))).toBe('2026-03-08T10:30:00.000Z'); // 03:30 PDT
    expect(wallClock(instantAt('2026-03-08', '02:30', LA), LA).time).toBe('03:30');
    expect(iso(instantAt('2026-11-01', '01:30', NY))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not EST
  });

  it('knows the 23- and 25-hour days, and Phoenix has none', () => {
    expect(hoursInDay('2026-03-08', LA)).toBe(23);
    expect(hoursInDay('2026-11-01', LA)).toBe(25);
    expect(hoursInDay('2026-03-08', NY)).toBe(23);
    expect(hoursInDay('2026-11-01', NY)).toBe(25);
    expect(hoursInDay('2026-03-08', PHX)).toBe(24);
    expect(hoursInDay('2026-11-01', PHX)).toBe(24);
    expect(startOfDay('2026-11-02', LA) - startOfDay('2026-11-01', LA)).toBe(25 * 3_600_000);
  });

  it('names the local date of an instant', () => {
    const lateEvening = Date.parse('2026-11-02T06:30:00Z');
    expect(localDate(lateEvening, LA)).toBe('2026-11-01');
    expect(localDate(lateEvening, NY)).toBe('2026-11-02');
  });
});

describe('dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('lists, counts and names days across a month end and a clock change', () => {
    expect(datesFrom('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(datesFrom('2026-11-02', '2026-11-01')).toEqual([]);
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysBetween('2026-11-02', '2026-10-30')).toBe(-3);
    expect(weekdayOf('2026-11-01')).toBe('sunday');
    expect(weekdayOf('2026-11-02')).toBe('monday');
    expect(weekStart('2026-11-01')).toBe('2026-10-26');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('schedule view ranges (spec 2 §4)', () => {
  it('a day is the date itself, 23 hours long on the spring change', () => {
    const r = viewRange('day', '2026-03-08', LA);
    expect(r).toMatchObject({ firstDate: '2026-03-08', lastDate: '2026-03-08' });
    expect(iso(r.start)).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(r.end)).toBe('2026-03-09T07:00:00.000Z');
  });

  it('a week runs Monday to Sunday, 169 hours across the fall change', () => {
    const r = viewRange('week', '2026-11-01', NY);
    expect(r).toMatchObject({ firstDate: '2026-10-26', lastDate: '2026-11-01' });
    expect(iso(r.start)).toBe('2026-10-26T04:00:00.000Z');
    expect(iso(r.end)).toBe('2026-11-02T05:00:00.000Z');
    expect((r.end - r.start) / 3_600_000).toBe(169);
    expect(viewRange('week', '2026-10-26', NY).firstDate).toBe('2026-10-26');
  });

  it('a month is its first to its last day', () => {
    const r = viewRange('month', '2026-03-20', LA);
    expect(r).toMatchObject({ firstDate: '2026-03-01', lastDate: '2026-03-31' });
    expect((r.end - r.start) / 3_600_000).toBe(31 * 24 - 1);
    expect(viewRange('month', '2028-02-10', PHX).lastDate).toBe('2028-02-29');
  });

  it('previous and next move by a day, 7 days or a month', () => {
    expect(shiftView('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftView('week', '2026-10-29', 1)).toBe('2026-11-05');
    expect(shiftView('month', '2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftView('month', '2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('time zones', () => {
  it('knows IANA names only', () => {
    expect(isTimeZone(PHX)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+02:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZoneId('america/phoenix')).toBe(PHX);
    expect(timeZoneId('utc')).toBe('UTC');
    expect(timeZoneId('EST')).toBeUndefined();
  });

  it('starts a business in its state zone, or its city side of a zone line', () => {
    expect(defaultTimeZone('AZ')).toBe(PHX);
    expect(defaultTimeZone('ca', 'San Diego')).toBe(LA);
    expect(defaultTimeZone('TX', 'Austin')).toBe('America/Chicago');
    expect(defaultTimeZone('TX', ' El Paso ')).toBe('America/Denver');
    expect(defaultTimeZone('FL', 'Pensacola')).toBe('America/Chicago');
    expect(defaultTimeZone('TN', 'Knoxville')).toBe(NY);
    expect(defaultTimeZone('HI')).toBe('Pacific/Honolulu');
    expect(defaultTimeZone('AE')).toBe(FALLBACK_TIME_ZONE);
    expect(defaultTimeZone(null)).toBe(FALLBACK_TIME_ZONE);
  });
});
