/**
 * The Schedule tab's calendar (spec 2 §2, §4, §9): which dates a view shows, how previous and next
 * move, the day view's hours and the month view's 42 cells, and where each appointment falls. Dates
 * are plain calendar dates (yyyy-mm-dd) of the business's time zone; instants become dates and
 * wall times only through the zone, so a 23- or 25-hour day still shows every appointment at the
 * time on the business's clocks. Pure: no React, no I/O.
 */
import { addDays, datesFrom, type IsoDate, localDate, type ScheduleView, viewRange, wallClock, weekStart } from '#core/scheduling/time.ts';

export { SCHEDULE_VIEWS, type ScheduleView } from '#core/scheduling/time.ts';

/** Spec 2 §9: the day view's rows, 08:00 to 19:00. */
export const DAY_FIRST_HOUR = 8;
export const DAY_LAST_HOUR = 19;
/** Spec 2 §9: the month grid. */
export const MONTH_CELLS = 42;
export const MONTH_CELL_LIMIT = 3;

/** The dates a view shows or the tab loads, both included. */
export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** The dates of a view (spec 2 §4: the day; Monday to Sunday; the first to the last of the month). */
export function viewDates(view: ScheduleView, date: IsoDate, timeZone: string): DateRange {
  const range = viewRange(view, date, timeZone);
  return { start: range.firstDate, end: range.lastDate };
}

/** The seven dates of the date's week, Monday first. */
export function weekDates(date: IsoDate): IsoDate[] {
  const monday = weekStart(date);
  return datesFrom(monday, addDays(monday, 6));
}

/** Spec 2 §2: 42 dates, six whole weeks from the Monday on or before the first of the month. */
export function monthGridDates(date: IsoDate, timeZone: string): IsoDate[] {
  const monday = weekStart(viewRange('month', date, timeZone).firstDate);
  return datesFrom(monday, addDays(monday, MONTH_CELLS - 1));
}

/**
 * What the tab loads for a date: the month grid around it. Every view of that date (its day, its
 * week, its month) and both summaries lie inside it, so moving within the month fetches nothing new.
 */
export function loadRange(date: IsoDate, timeZone: string): DateRange {
  const cells = monthGridDates(date, timeZone);
  return { start: cells[0]!, end: cells[cells.length - 1]! };
}

export function isInRange(date: IsoDate, range: DateRange): boolean {
  return date >= range.start && date <= range.end;
}

/** An API instant (ISO 8601) on the business's clocks: its date and wall time "HH:MM". */
export function wallTime(instant: string, timeZone: string): { date: IsoDate; time: string; hour: number } {
  const { date, time } = wallClock(Date.parse(instant), timeZone);
  return { date, time, hour: Number(time.slice(0, 2)) };
}

/** The hours of the day view, 08 to 19. */
export function dayHours(): number[] {
  return Array.from({ length: DAY_LAST_HOUR - DAY_FIRST_HOUR + 1 }, (_, i) => DAY_FIRST_HOUR + i);
}

/** "08:00" */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The day view's row of an appointment: its starting hour, earlier ones in the first row and later ones in the last. */
export function dayRowHour(hour: number): number {
  return Math.min(DAY_LAST_HOUR, Math.max(DAY_FIRST_HOUR, hour));
}

interface Timed {
  start_time: string;
}

/** The items of each date on the business's clocks, each date's items by start time. */
export function byDate<T extends Timed>(items: readonly T[], timeZone: string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  for (const item of sorted) {
    const date = localDate(Date.parse(item.start_time), timeZone);
    const list = out.get(date);
    if (list) list.push(item);
    else out.set(date, [item]);
  }
  return out;
}

/** A month cell's appointments: at most three, then "+N more" (spec 2 §2). */
export function cellItems<T>(items: readonly T[]): { shown: T[]; more: number } {
  return { shown: items.slice(0, MONTH_CELL_LIMIT), more: Math.max(0, items.length - MONTH_CELL_LIMIT) };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar date in words, e.g. { weekday: 'short', month: 'short', day: 'numeric' } -> "Mon, Nov 2". */
export function formatDate(date: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(options).format(new Date(`${date}T12:00:00Z`));
}

/** The toolbar's title: "Sunday, November 1, 2026", "Oct 26 – Nov 1, 2026", "November 2026". */
export function rangeTitle(view: ScheduleView, date: IsoDate): string {
  if (view === 'day') return formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  if (view === 'month') return formatDate(date, { month: 'long', year: 'numeric' });
  const start = weekStart(date);
  const end = addDays(start, 6);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  const from = formatDate(start, sameYear ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' });
  return `${from} – ${formatDate(end, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** "9:00 AM" from "09:00". */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The zone's short name at an instant on the business's clocks, e.g. "PST" or "PDT". */
export function zoneAbbreviation(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(instant));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
