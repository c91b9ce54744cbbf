/**
 * Time in a tenant's zone (issue 14 §3, decision 020). Instants are epoch milliseconds in UTC, as
 * the database stores them; dates are 'YYYY-MM-DD' and wall-clock times 'HH:MM' in the tenant's
 * IANA zone. Every conversion goes through Temporal (the `temporal-polyfill` package), never through
 * hand arithmetic on offsets, so a 23-hour or a 25-hour day is just another day.
 */
import { Temporal } from 'temporal-polyfill';

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;
/** A wall-clock time, 'HH:MM' (24-hour). */
export type WallTime = string;

/** ISO weekday order: Monday first, as the week view and month grid show them (spec 2 §2, §4). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const WALL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTE_MS = 60_000;
export const minutes = (n: number): number => n * MINUTE_MS;

/** Minutes since midnight of a wall time: '08:30' is 510. */
export const wallMinutes = (time: WallTime): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The wall time so many minutes after midnight: 510 is '08:30'. */
export const wallTimeOf = (minutesOfDay: number): WallTime =>
  `${String(Math.floor(minutesOfDay / 60)).padStart(2, '0')}:${String(minutesOfDay % 60).padStart(2, '0')}`;

const plainDate = (date: IsoDate) => Temporal.PlainDate.from(date, { overflow: 'reject' });

/** Whether the text is a real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE_PATTERN.test(text)) return false;
  try {
    plainDate(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The IANA name of a zone as written in the time zone database ('america/phoenix' is
 * 'America/Phoenix'), or undefined for a name this runtime does not know; offsets like '+02:00'
 * are refused, since they keep no daylight-saving rules.
 */
export function timeZoneId(zone: string): string | undefined {
  try {
    const id = Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone).timeZoneId;
    return id.includes('/') || id === 'UTC' ? id : undefined;
  } catch {
    return undefined;
  }
}

export const isTimeZone = (zone: string): boolean => timeZoneId(zone) !== undefined;

/**
 * The instant of a wall-clock time on a date in a zone. A time the clocks skip (02:30 on the day
 * they spring forward) moves forward by the gap; a time that happens twice (01:30 on the day they
 * fall back) is the first of the two: Temporal's 'compatible' rule, the one calendars use.
 */
export function instantAt(date: IsoDate, time: WallTime, zone: string): number {
  return plainDate(date).toZonedDateTime({ timeZone: zone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds;
}

/** The first instant of a date in a zone (midnight, or the first instant after a skipped midnight). */
export function startOfDay(date: IsoDate, zone: string): number {
  return plainDate(date).toZonedDateTime({ timeZone: zone }).epochMilliseconds;
}

/** An instant as a Temporal ZonedDateTime in a zone, for libraries that take one (the calendar feed's iCalendar writer). */
export const zoned = (instant: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);

/** The date and wall-clock time an instant shows in a zone. */
export function wallClock(instant: number, zone: string): { date: IsoDate; time: WallTime } {
  const z = zoned(instant, zone);
  return { date: z.toPlainDate().toString(), time: z.toPlainTime().toString({ smallestUnit: 'minute' }) };
}

/** The date an instant falls on in a zone. */
export const localDate = (instant: number, zone: string): IsoDate => zoned(instant, zone).toPlainDate().toString();

/** Today's date in a zone. */
export const todayIn = (zone: string, now: number): IsoDate => localDate(now, zone);

/** How long a date lasts in a zone, in hours: 24, or 23 and 25 on the days the clocks change. */
export const hoursInDay = (date: IsoDate, zone: string): number => plainDate(date).toZonedDateTime({ timeZone: zone }).hoursInDay;

export const addDays = (date: IsoDate, days: number): IsoDate => plainDate(date).add({ days }).toString();

/** A date a number of months away; the 31st becomes the last day of a shorter month. */
export const addMonths = (date: IsoDate, months: number): IsoDate => plainDate(date).add({ months }).toString();

export const weekdayOf = (date: IsoDate): Weekday => WEEKDAYS[plainDate(date).dayOfWeek - 1]!;

/** Days from one date to another: 0 for the same date, negative when `to` is earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => plainDate(from).until(plainDate(to), { largestUnit: 'days' }).days;

/** Every date from `first` to `last`, both included, in order; empty when `last` is before `first`. */
export function datesFrom(first: IsoDate, last: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  const end = plainDate(last);
  for (let d = plainDate(first); Temporal.PlainDate.compare(d, end) <= 0; d = d.add({ days: 1 })) out.push(d.toString());
  return out;
}

/** The Monday of a date's week. */
export const weekStart = (date: IsoDate): IsoDate => addDays(date, 1 - plainDate(date).dayOfWeek);

/** The first day of a date's month. */
export const monthStart = (date: IsoDate): IsoDate => plainDate(date).with({ day: 1 }).toString();

export const SCHEDULE_VIEWS = ['day', 'week', 'month'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

export interface DateRange {
  /** First and last date of the view, both included. */
  firstDate: IsoDate;
  lastDate: IsoDate;
  /** The first instant of the first date and the first instant after the last date (excluded). */
  start: number;
  end: number;
}

/**
 * The dates and instants a schedule view covers in a zone (spec 2 §4): a day is the date itself,
 * a week Monday to Sunday, a month its first to its last day.
 */
export function viewRange(view: ScheduleView, date: IsoDate, zone: string): DateRange {
  const d = plainDate(date);
  const [first, last] =
    view === 'day'
      ? [d, d]
      : view === 'week'
        ? [d.subtract({ days: d.dayOfWeek - 1 }), d.add({ days: 7 - d.dayOfWeek })]
        : [d.with({ day: 1 }), d.with({ day: d.daysInMonth })];
  return {
    firstDate: first.toString(),
    lastDate: last.toString(),
    start: first.toZonedDateTime({ timeZone: zone }).epochMilliseconds,
    end: last.add({ days: 1 }).toZonedDateTime({ timeZone: zone }).epochMilliseconds,
  };
}

/** The date the previous or next arrow goes to (spec 2 §4): a day, 7 days, or a month. */
export function shiftView(view: ScheduleView, date: IsoDate, direction: 1 | -1): IsoDate {
  if (view === 'month') return addMonths(date, direction);
  return addDays(date, direction * (view === 'week' ? 7 : 1));
}
