/**
 * Rollups, retention and the dashboard's figures (decision 033). A closed UTC day is read from its
 * rollup (analytics_daily and its dimensions), today from the raw events; both are made by
 * core/analytics/sessions.ts summarizeDay, so a day reads the same before and after its rollup.
 * Raw events are kept 90 days; rollups hold counts only and stay.
 */
import { and, asc, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import { type DayTotals, rangeDays, reportOf, summaryOf, utcDay } from '#core/analytics/report.ts';
import { type DimensionCount, type RawEvent, summarizeDay } from '#core/analytics/sessions.ts';
import { countryName } from '#core/analytics/format.ts';
import type {
  AnalyticsRange,
  AnalyticsRealtime,
  AnalyticsReport,
  AnalyticsStatus,
  AnalyticsSummary,
  FieldVitals,
} from '#core/analytics/types.ts';
import { GA4_MEASUREMENT_ID } from '#core/analytics/ga4.ts';
import { fieldVitalsOf, VITAL_METRICS } from '#core/analytics/vitals.ts';
import type { Db } from '#db/client.ts';
import { storeRollups } from '#db/analytics.ts';
import * as s from '#db/schema.ts';
import { flushSiteEvents } from './analytics.ts';
import { forgetTenant } from './public-cache.ts';
import type { TenantRow } from './tenants.ts';

const DAY_MS = 86_400_000;
export const RAW_RETENTION_DAYS = 90;
export const REALTIME_WINDOW_MS = 5 * 60_000;
const ROLLUP_EVERY_MS = 60 * 60_000;

const startOfDay = (ms: number) => Date.parse(`${utcDay(ms)}T00:00:00Z`);

const rawColumns = {
  name: s.analyticsEvents.name,
  path: s.analyticsEvents.path,
  visitorHash: s.analyticsEvents.visitorHash,
  createdAt: s.analyticsEvents.createdAt,
  referrerHost: s.analyticsEvents.referrerHost,
  utmSource: s.analyticsEvents.utmSource,
  utmMedium: s.analyticsEvents.utmMedium,
  utmCampaign: s.analyticsEvents.utmCampaign,
  device: s.analyticsEvents.device,
  country: s.analyticsEvents.country,
  props: s.analyticsEvents.props,
};

async function rawEvents(db: Db, tenantId: number, from: number, to: number): Promise<RawEvent[]> {
  return db
    .select(rawColumns)
    .from(s.analyticsEvents)
    .where(and(eq(s.analyticsEvents.tenantId, tenantId), gte(s.analyticsEvents.createdAt, from), lt(s.analyticsEvents.createdAt, to)))
    .orderBy(asc(s.analyticsEvents.createdAt), asc(s.analyticsEvents.id));
}

/**
 * Rolls up a tenant's closed days that have raw events and no rollup yet (the days after its last
 * rolled-up one, so the scan stays short). Returns the days rolled up.
 */
export async function rollUpTenant(db: Db, tenantId: number, now = Date.now()): Promise<string[]> {
  const today = startOfDay(now);
  const last = await db
    .select({ day: max(s.analyticsDaily.day) })
    .from(s.analyticsDaily)
    .where(eq(s.analyticsDaily.tenantId, tenantId))
    .get();
  const from = last?.day ? Date.parse(`${last.day}T00:00:00Z`) + DAY_MS : 0;
  if (from >= today) return [];
  const days = await db
    .selectDistinct({ day: sql<string>`strftime('%Y-%m-%d', ${s.analyticsEvents.createdAt} / 1000, 'unixepoch')` })
    .from(s.analyticsEvents)
    .where(and(eq(s.analyticsEvents.tenantId, tenantId), gte(s.analyticsEvents.createdAt, from), lt(s.analyticsEvents.createdAt, today)));
  const rolled: { day: string; figures: ReturnType<typeof summarizeDay> }[] = [];
  for (const { day } of days.sort((a, b) => a.day.localeCompare(b.day))) {
    const start = Date.parse(`${day}T00:00:00Z`);
    rolled.push({ day, figures: summarizeDay(await rawEvents(db, tenantId, start, start + DAY_MS)) });
  }
  await storeRollups(db, tenantId, rolled);
  return rolled.map((r) => r.day);
}

/** The hourly job: every tenant's closed days rolled up, then raw events past 90 days deleted. */
export async function rollUpAndExpire(db: Db, now = Date.now()): Promise<{ rolled: number; deleted: number }> {
  await flushSiteEvents(db);
  let rolled = 0;
  for (const { id } of await db.select({ id: s.tenants.id }).from(s.tenants)) rolled += (await rollUpTenant(db, id, now)).length;
  const cutoff = now - RAW_RETENTION_DAYS * DAY_MS;
  const deleted = await db.delete(s.analyticsEvents).where(lt(s.analyticsEvents.createdAt, cutoff)).returning({ id: s.analyticsEvents.id });
  await db.delete(s.analyticsSalts).where(lt(s.analyticsSalts.day, utcDay(now)));
  return { rolled, deleted: deleted.length };
}

/** Runs at start and hourly; the timer does not keep the process alive. */
export function startAnalyticsRollupLoop(db: Db): { stop: () => Promise<void> } {
  const run = () => rollUpAndExpire(db).catch((error: unknown) => console.error('[analytics]', error));
  void run();
  const timer = setInterval(run, ROLLUP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await flushSiteEvents(db);
    },
  };
}

interface RangeFigures {
  dayList: string[];
  totals: DayTotals[];
  dimensions: DimensionCount[];
}

/** The figures of a range: rollups for its closed days, raw events for today. */
async function rangeFigures(db: Db, tenantId: number, days: AnalyticsRange, now: number, withDimensions: boolean): Promise<RangeFigures> {
  await flushSiteEvents(db);
  await rollUpTenant(db, tenantId, now);
  const dayList = rangeDays(days, now);
  const first = dayList[0]!;
  const todayKey = dayList[dayList.length - 1]!;
  const closed = and(eq(s.analyticsDaily.tenantId, tenantId), gte(s.analyticsDaily.day, first), lt(s.analyticsDaily.day, todayKey));
  const totals: DayTotals[] = await db
    .select({
      day: s.analyticsDaily.day,
      sessions: s.analyticsDaily.sessions,
      users: s.analyticsDaily.users,
      pageviews: s.analyticsDaily.pageviews,
      bounces: s.analyticsDaily.bounces,
      durationSeconds: s.analyticsDaily.durationSeconds,
    })
    .from(s.analyticsDaily)
    .where(closed);
  const today = summarizeDay(await rawEvents(db, tenantId, startOfDay(now), now + 1));
  totals.push({ day: todayKey, ...today });
  if (!withDimensions) return { dayList, totals, dimensions: [] };
  const d = s.analyticsDailyDimensions;
  const stored = await db
    .select({
      dimension: d.dimension,
      key: d.key,
      sessions: sql<number>`sum(${d.sessions})`,
      users: sql<number>`sum(${d.users})`,
      count: sql<number>`sum(${d.count})`,
    })
    .from(d)
    .where(and(eq(d.tenantId, tenantId), gte(d.day, first), lt(d.day, todayKey)))
    .groupBy(d.dimension, d.key);
  return { dayList, totals, dimensions: mergeCounts(stored as DimensionCount[], today.dimensions) };
}

function mergeCounts(stored: DimensionCount[], today: DimensionCount[]): DimensionCount[] {
  const byKey = new Map(stored.map((row) => [`${row.dimension}\u0000${row.key}`, { ...row }]));
  for (const row of today) {
    const known = byKey.get(`${row.dimension}\u0000${row.key}`);
    if (!known) byKey.set(`${row.dimension}\u0000${row.key}`, { ...row });
    else {
      known.sessions += row.sessions;
      known.users += row.users;
      known.count += row.count;
    }
  }
  return [...byKey.values()];
}

export async function analyticsSummary(db: Db, tenantId: number, days: AnalyticsRange, now = Date.now()): Promise<AnalyticsSummary> {
  const figures = await rangeFigures(db, tenantId, days, now, false);
  return summaryOf(days, figures.dayList, figures.totals);
}

export async function analyticsReport(db: Db, tenantId: number, days: AnalyticsRange, now = Date.now()): Promise<AnalyticsReport> {
  const figures = await rangeFigures(db, tenantId, days, now, true);
  return reportOf(days, figures.dayList, figures.totals, figures.dimensions);
}

/** Field Core Web Vitals of a range (p75 of the visitors' own measurements), for the Performance and Health sub-tabs. */
export async function fieldVitals(db: Db, tenantId: number, days: AnalyticsRange, now = Date.now()): Promise<FieldVitals> {
  const { dimensions } = await rangeFigures(db, tenantId, days, now, true);
  const samples = dimensions.find((d) => d.dimension === 'event' && d.key === 'web_vitals')?.count ?? 0;
  const histograms = Object.fromEntries(
    VITAL_METRICS.map((metric) => [
      metric,
      dimensions.filter((d) => d.dimension === metric).map((d) => ({ value: Number(d.key), count: d.count })),
    ]),
  );
  return fieldVitalsOf(samples, histograms);
}

/** Distinct visitors of the last 5 minutes, and by country (most first; unknown countries only in the total). */
export async function analyticsRealtime(db: Db, tenantId: number, now = Date.now()): Promise<AnalyticsRealtime> {
  await flushSiteEvents(db);
  const e = s.analyticsEvents;
  const recent = and(eq(e.tenantId, tenantId), gte(e.createdAt, now - REALTIME_WINDOW_MS), lt(e.createdAt, now + 1));
  const active = sql<number>`count(distinct ${e.visitorHash})`;
  const total = await db.select({ activeUsers: active }).from(e).where(recent).get();
  const byCountry = await db
    .select({ country: e.country, activeUsers: active })
    .from(e)
    .where(and(recent, sql`${e.country} is not null`))
    .groupBy(e.country)
    .orderBy(desc(active), asc(e.country));
  return {
    activeUsers: total?.activeUsers ?? 0,
    countries: byCountry.map((row) => ({ country: row.country!, name: countryName(row.country!), activeUsers: row.activeUsers })),
    lastUpdated: new Date(now).toISOString(),
  };
}

/** The GA4 measurement id of spec 1 §3 tenant config (settings.analytics.ga4), when it is a valid one. */
export function ga4MeasurementId(tenant: TenantRow): string | null {
  const analytics = tenant.settings.analytics as { ga4?: unknown } | undefined;
  const id = analytics?.ga4;
  return typeof id === 'string' && GA4_MEASUREMENT_ID.test(id) ? id : null;
}

export async function analyticsStatus(db: Db, tenant: TenantRow): Promise<AnalyticsStatus> {
  await flushSiteEvents(db);
  const event = await db
    .select({ at: max(s.analyticsEvents.createdAt) })
    .from(s.analyticsEvents)
    .where(eq(s.analyticsEvents.tenantId, tenant.id))
    .get();
  const rollup = await db
    .select({ at: max(s.analyticsDaily.createdAt) })
    .from(s.analyticsDaily)
    .where(eq(s.analyticsDaily.tenantId, tenant.id))
    .get();
  const newest = Math.max(event?.at ?? 0, rollup?.at ?? 0);
  const measurementId = ga4MeasurementId(tenant);
  return {
    connected: true,
    provider: 'first-party',
    lastSync: newest > 0 ? new Date(newest).toISOString() : null,
    ga4: { configured: measurementId !== null, measurementId },
  };
}

/** Sets or clears the GA4 measurement id in the tenant's settings (spec 1 §3 analytics.ga4). */
export async function setGa4MeasurementId(db: Db, tenant: TenantRow, measurementId: string | null): Promise<void> {
  const analytics = { ...((tenant.settings.analytics as Record<string, unknown> | undefined) ?? {}) };
  if (measurementId) analytics.ga4 = measurementId;
  else delete analytics.ga4;
  await db
    .update(s.tenants)
    .set({ settings: { ...tenant.settings, analytics } })
    .where(eq(s.tenants.id, tenant.id));
  forgetTenant(db, tenant.id);
}
