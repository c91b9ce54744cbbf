/**
 * What the Performance sub-tab and the full analytics view show, worked out from the API's answers:
 * the range and view in the address, counts, shares, funnel step rates, the visits chart's geometry
 * and dates. Pure: no React. The spec's own display formats (duration, bounce rate, CLS) live in
 * core/analytics/format.ts.
 */
import { ANALYTICS_RANGES, type AnalyticsRange, type AnalyticsReport, type FunnelStep } from '#core/analytics/types.ts';

// Spec 3 §8, analytics.
export const ANALYTICS_ERROR_TITLE = 'Error Loading Analytics';
export const ANALYTICS_ERROR_TEXT = 'Failed to fetch analytics data. Please try refreshing.';
export const FETCH_STATUS_FAILED = 'Failed to fetch analytics status';
export const FETCH_SUMMARY_FAILED = 'Failed to fetch analytics summary';
export const FETCH_REALTIME_FAILED = 'Failed to fetch realtime data';
export const FETCH_REPORT_FAILED = 'Failed to fetch analytics data';

/** Spec 3 §9: 30 days unless the owner picks another range. */
export const DEFAULT_RANGE: AnalyticsRange = 30;
export const RANGE_LABELS: Record<AnalyticsRange, string> = { 7: '7 Days', 30: '30 Days', 90: '90 Days' };

/** The range named in the address (`days=7`), or the default for anything else. */
export function rangeOf(value: string | null): AnalyticsRange {
  return ANALYTICS_RANGES.find((days) => String(days) === value) ?? DEFAULT_RANGE;
}

/**
 * The Website tab's address for the Performance sub-tab (`full`: its full analytics view) at a range;
 * the default range is left out so the plain address stays plain.
 */
export function performanceSearch(days: AnalyticsRange, full: boolean): string {
  const params = new URLSearchParams({ section: 'performance' });
  if (full) params.set('view', 'analytics');
  if (days !== DEFAULT_RANGE) params.set('days', String(days));
  return `?${params.toString()}`;
}

const counts = new Intl.NumberFormat('en-US');
/** 12345 -> "12,345". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A part of a whole as a whole percent ("38%"), "<1%" for a sliver, null without a whole. */
export function formatShare(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  const percent = (part / whole) * 100;
  if (part > 0 && percent < 1) return '<1%';
  return `${Math.round(percent)}%`;
}

/**
 * The step each funnel step is rated against. A visitor books without asking for a quote first, so
 * the booking steps are a second path from the visit, not a continuation of the quote steps.
 */
const RATED_AGAINST: Record<FunnelStep, FunnelStep | null> = {
  visit: null,
  quote_opened: 'visit',
  quote_sent: 'quote_opened',
  booking_started: 'visit',
  booking_completed: 'booking_started',
};

export interface FunnelRow {
  step: FunnelStep;
  label: string;
  sessions: number;
  /** The rate from the step it follows: `of` is that step's number (1-based); null for the visit, or when there is no rate to give. */
  rate: { share: string; of: number } | null;
}

/**
 * The funnel with each step's rate from the step it follows. More sessions than that step had
 * (steps taken out of order) is no step rate, so none is given.
 */
export function funnelRows(funnel: AnalyticsReport['funnel']): FunnelRow[] {
  return funnel.map((row) => {
    const against = RATED_AGAINST[row.step];
    const index = funnel.findIndex((r) => r.step === against);
    const before = funnel[index];
    const share = before && row.sessions <= before.sessions ? formatShare(row.sessions, before.sessions) : null;
    return { ...row, rate: share ? { share, of: index + 1 } : null };
  });
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (at least 1): the chart's top line. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

export interface VisitsChart {
  width: number;
  height: number;
  /** Sessions at the top gridline. */
  max: number;
  /** Gridlines from 0 to max, with their y. */
  ticks: { value: number; y: number }[];
  bars: { date: string; sessions: number; x: number; y: number; width: number; height: number }[];
  /** Dates under the axis, at most `maxLabels`, first and last included. */
  labels: { date: string; x: number }[];
}

/**
 * A bar per day in a `width` x `height` box (the SVG's viewBox; it scales to its container). Bars
 * keep a gap of a fifth of their slot; a day with visits keeps at least 1 unit of height so it shows.
 */
export function visitsChart(visits: AnalyticsReport['visits'], width: number, height: number, maxLabels = 6): VisitsChart {
  const max = niceCeiling(Math.max(0, ...visits.map((v) => v.sessions)));
  const slot = visits.length ? width / visits.length : width;
  const barWidth = slot * 0.8;
  const yOf = (value: number) => height - (value / max) * height;
  const bars = visits.map((v, i) => {
    const h = v.sessions > 0 ? Math.max(1, (v.sessions / max) * height) : 0;
    return { date: v.date, sessions: v.sessions, x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h };
  });
  const ticks = [0, 0.5, 1]
    .map((f) => ({ value: Math.round(max * f), y: yOf(max * f) }))
    .filter((t, i, all) => i === 0 || t.value !== all[i - 1]!.value);
  const last = visits.length - 1;
  const every = Math.max(1, Math.ceil(last / Math.max(1, maxLabels - 1)));
  const shown = visits.map((_, i) => i).filter((i) => i % every === 0 && (i === last || last - i >= every / 2));
  if (last > 0 && shown.at(-1) !== last) shown.push(last);
  const labels = shown.map((i) => ({ date: visits[i]!.date, x: i * slot + slot / 2 }));
  return { width, height, max, ticks, bars, labels };
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayWithYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const asDate = (ymd: string) => new Date(`${ymd}T00:00:00Z`);

/** '2026-11-24' -> 'Nov 24' (the API's days are UTC days). */
export function formatDay(ymd: string): string {
  return day.format(asDate(ymd));
}

/** '2026-10-26', '2026-11-24' -> 'Oct 26 – Nov 24, 2026'. */
export function formatDayRange(from: string, to: string): string {
  return `${formatDay(from)} – ${dayWithYear.format(asDate(to))}`;
}

/** How the owner's visitors' devices read: 'mobile' -> 'Mobile'. */
export function deviceLabel(device: string): string {
  return device.charAt(0).toUpperCase() + device.slice(1);
}
