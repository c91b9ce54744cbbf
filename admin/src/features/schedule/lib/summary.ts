/**
 * The weekly and monthly totals (issue 14: real figures, not the spec's samples), from the
 * appointments the tab has loaded. Cancelled appointments free their time and earn nothing, so they
 * count for nothing but their own line.
 */
import { type DateRange, isInRange, wallTime } from './calendar.ts';
import type { Appointment } from './types.ts';

export interface ScheduleSummary {
  appointments: number;
  cancelled: number;
  /** Minutes booked (start to end), whatever the clocks did in between. */
  bookedMinutes: number;
  revenueCents: number;
  depositCents: number;
}

/** Dollars are added as whole cents, so 0.1 + 0.2 stays 0.30. */
const cents = (dollars: number | null) => (dollars === null ? 0 : Math.round(dollars * 100));

export function summarize(appointments: readonly Appointment[], range: DateRange, timeZone: string): ScheduleSummary {
  let count = 0;
  let cancelled = 0;
  let minutes = 0;
  let revenue = 0;
  let deposits = 0;
  for (const a of appointments) {
    if (!isInRange(wallTime(a.start_time, timeZone).date, range)) continue;
    if (a.status === 'cancelled') {
      cancelled++;
      continue;
    }
    count++;
    minutes += (Date.parse(a.end_time) - Date.parse(a.start_time)) / 60_000;
    revenue += cents(a.price);
    deposits += cents(a.deposit);
  }
  return { appointments: count, cancelled, bookedMinutes: minutes, revenueCents: revenue, depositCents: deposits };
}
