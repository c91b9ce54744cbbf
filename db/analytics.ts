/** Writing analytics rollups: used by the hourly rollup (api/domain/analytics-reports.ts) and the demo seed. */
import type { DayFigures } from '#core/analytics/sessions.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';

/** 7 values a row: far under SQLite's 32,766 variables per statement. */
const ROWS_PER_INSERT = 2000;

/**
 * Stores days' figures in one transaction, each day once: a day already rolled up (by another
 * process) keeps its figures.
 */
export async function storeRollups(db: Db, tenantId: number, days: readonly { day: string; figures: DayFigures }[]): Promise<void> {
  if (days.length === 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(s.analyticsDaily)
      .values(
        days.map(({ day, figures }) => ({
          tenantId,
          day,
          sessions: figures.sessions,
          users: figures.users,
          pageviews: figures.pageviews,
          bounces: figures.bounces,
          durationSeconds: figures.durationSeconds,
        })),
      )
      .onConflictDoNothing()
      .returning({ day: s.analyticsDaily.day });
    const fresh = new Set(inserted.map((row) => row.day));
    const rows = days
      .filter(({ day }) => fresh.has(day))
      .flatMap(({ day, figures }) => figures.dimensions.map((d) => ({ tenantId, day, ...d })));
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await tx
        .insert(s.analyticsDailyDimensions)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
  });
}
