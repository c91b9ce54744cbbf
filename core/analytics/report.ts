/** The dashboard's summary and report of a range of days, from daily figures (rolled up or live). */
import { bounceRate, countryName } from './format.ts';
import type { DimensionCount } from './sessions.ts';
import {
  CONVERSION_EVENTS,
  FUNNEL_STEPS,
  type AnalyticsRange,
  type AnalyticsReport,
  type AnalyticsSummary,
  type DeviceClass,
  type EventName,
  type FunnelStep,
  type VitalMetric,
} from './types.ts';
import { fieldVitalsOf, VITAL_METRICS } from './vitals.ts';

const DAY_MS = 86_400_000;
const TOP = 10;

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  visit: 'Visited the site',
  quote_opened: 'Opened the quote form',
  quote_sent: 'Sent a quote request',
  booking_started: 'Started a booking',
  booking_completed: 'Completed a booking',
};

export const CONVERSION_LABELS: Record<(typeof CONVERSION_EVENTS)[number], string> = {
  quote_opened: 'Quote form opened',
  quote_sent: 'Quote requests',
  booking_started: 'Bookings started',
  booking_completed: 'Bookings completed',
  phone_click: 'Phone clicks',
  email_click: 'Email clicks',
  faq_expanded: 'FAQ answers read',
};

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The UTC days of a range ending today, oldest first. */
export function rangeDays(days: AnalyticsRange, now: number): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
}

export interface DayTotals {
  day: string;
  sessions: number;
  users: number;
  pageviews: number;
  bounces: number;
  durationSeconds: number;
}

export function summaryOf(days: AnalyticsRange, dayList: readonly string[], totals: readonly DayTotals[]): AnalyticsSummary {
  const sum = (key: keyof Omit<DayTotals, 'day'>) => totals.reduce((acc, t) => acc + t[key], 0);
  const sessions = sum('sessions');
  return {
    days,
    from: dayList[0]!,
    to: dayList[dayList.length - 1]!,
    totalSessions: sessions,
    totalUsers: sum('users'),
    averageBounceRate: bounceRate(sum('bounces'), sessions),
    averageSessionDuration: sessions === 0 ? 0 : Math.round(sum('durationSeconds') / sessions),
    totalPageviews: sum('pageviews'),
  };
}

/** Dimension counts of several days added up by (dimension, key). */
export function mergeDimensions(lists: readonly (readonly DimensionCount[])[]): DimensionCount[] {
  const merged = new Map<string, DimensionCount>();
  for (const list of lists)
    for (const d of list) {
      const id = `${d.dimension}\u0000${d.key}`;
      const row = merged.get(id);
      if (row) {
        row.sessions += d.sessions;
        row.users += d.users;
        row.count += d.count;
      } else merged.set(id, { ...d });
    }
  return [...merged.values()];
}

const top = <T>(rows: T[], by: (row: T) => number, tie: (row: T) => string) =>
  rows.sort((a, b) => by(b) - by(a) || tie(a).localeCompare(tie(b))).slice(0, TOP);

export function reportOf(
  days: AnalyticsRange,
  dayList: readonly string[],
  totals: readonly DayTotals[],
  dimensions: readonly DimensionCount[],
): AnalyticsReport {
  const summary = summaryOf(days, dayList, totals);
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const of = (dimension: DimensionCount['dimension']) => dimensions.filter((d) => d.dimension === dimension);
  const events = new Map(of('event').map((d) => [d.key, d]));
  const histograms: Partial<Record<VitalMetric, { value: number; count: number }[]>> = {};
  for (const metric of VITAL_METRICS) histograms[metric] = of(metric).map((d) => ({ value: Number(d.key), count: d.count }));
  return {
    summary,
    visits: dayList.map((date) => {
      const t = byDay.get(date);
      return { date, sessions: t?.sessions ?? 0, users: t?.users ?? 0, pageviews: t?.pageviews ?? 0 };
    }),
    topPages: top(
      of('page').map((d) => ({ path: d.key, pageviews: d.count, users: d.users })),
      (r) => r.pageviews,
      (r) => r.path,
    ),
    referrers: top(
      of('referrer').map((d) => ({ source: d.key || 'Direct', sessions: d.sessions })),
      (r) => r.sessions,
      (r) => r.source,
    ),
    utmCampaigns: top(
      of('campaign').map((d) => {
        const [source = '', medium = '', campaign = ''] = d.key.split('\t');
        return { source, medium, campaign, sessions: d.sessions };
      }),
      (r) => r.sessions,
      (r) => r.campaign,
    ),
    devices: of('device')
      .map((d) => ({ device: d.key as DeviceClass, sessions: d.sessions }))
      .sort((a, b) => b.sessions - a.sessions || a.device.localeCompare(b.device)),
    countries: top(
      of('country').map((d) => ({ country: d.key, name: countryName(d.key), users: d.users })),
      (r) => r.users,
      (r) => r.country,
    ),
    funnel: FUNNEL_STEPS.map((step) => ({
      step,
      label: FUNNEL_LABELS[step],
      sessions: step === 'visit' ? summary.totalSessions : (events.get(step)?.sessions ?? 0),
    })),
    conversions: CONVERSION_EVENTS.map((name) => ({
      name: name as EventName,
      label: CONVERSION_LABELS[name],
      count: events.get(name)?.count ?? 0,
    })),
    vitals: fieldVitalsOf(events.get('web_vitals')?.count ?? 0, histograms),
  };
}
