/**
 * Short, human times for lists and status lines: "just now", "5 minutes ago", "yesterday",
 * "3 days ago", then a date ("Mar 3", or "Mar 3, 2025" in another year). Pure: `now` is passed in.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** Parses an ISO string, epoch ms or Date; null when missing or invalid. */
export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar-day difference of two instants in a time zone (0 = same day, 1 = yesterday). */
function calendarDaysBetween(earlier: Date, later: Date, timeZone?: string): number {
  const key = (d: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(d);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(get('year'), get('month') - 1, get('day'));
  };
  return Math.round((key(later) - key(earlier)) / DAY);
}

export function formatRelativeTime(value: string | number | Date | null | undefined, now: Date = new Date(), timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = now.getTime() - date.getTime();
  // A little ahead (clock skew between server and browser) still reads as now.
  if (diff < 45_000) return 'just now';
  if (diff < HOUR) return rtf.format(-Math.max(1, Math.round(diff / MINUTE)), 'minute');
  const days = calendarDaysBetween(date, now, timeZone);
  if (days === 0) return rtf.format(-Math.max(1, Math.floor(diff / HOUR)), 'hour');
  if (days < 7) return rtf.format(-days, 'day');
  const sameYear =
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(date) ===
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(now);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: sameYear ? undefined : 'numeric', timeZone }).format(
    date,
  );
}

/** "Mar 3, 2026, 3:04 PM": the full moment, for a tooltip or a `<time>` title. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** "Mar 3, 2026". */
export function formatDate(value: string | number | Date | null | undefined, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}
