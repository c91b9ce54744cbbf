/**
 * What a day of raw events amounts to: sessions, users, bounces, durations and the per-dimension
 * counts the report shows. The same function makes the stored daily rollups and today's live
 * figures, so a day reads the same before and after it is rolled up.
 */
import { CONVERSION_EVENTS, type DeviceClass } from './types.ts';
import { VITAL_METRICS, vitalBucket } from './vitals.ts';

/** A session ends after 30 minutes without an event. */
export const SESSION_GAP_MS = 30 * 60_000;

export interface RawEvent {
  name: string;
  path: string;
  /** Null for events recorded by the server (booking_completed): they count, but belong to no session. */
  visitorHash: string | null;
  createdAt: number;
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  device?: DeviceClass | string | null;
  country?: string | null;
  props?: Record<string, unknown> | null;
}

export interface Session {
  visitorHash: string;
  events: RawEvent[];
  start: number;
  end: number;
  pageviews: number;
  bounce: boolean;
  /** Seconds from the first to the last event. */
  duration: number;
}

/**
 * The dimensions of the daily breakdown. page: pageviews (count) and users per path; referrer
 * (host, '' for direct), campaign (source\tmedium\tcampaign) and device: sessions by the session's
 * first event; country: sessions and users; event: events (count) and sessions with one per event
 * name; lcp/inp/cls: web-vitals samples (count) per value bucket.
 */
export type Dimension = 'page' | 'referrer' | 'campaign' | 'device' | 'country' | 'event' | 'lcp' | 'inp' | 'cls';

export interface DimensionCount {
  dimension: Dimension;
  key: string;
  sessions: number;
  users: number;
  count: number;
}

export interface DayFigures {
  sessions: number;
  users: number;
  pageviews: number;
  bounces: number;
  /** Sum of session durations, seconds. */
  durationSeconds: number;
  dimensions: DimensionCount[];
}

const CONVERSIONS = new Set<string>(CONVERSION_EVENTS);

/** Sessions of events sorted by time: one visitor's events with gaps under 30 minutes; sessions of web-vitals reports alone are no visits. */
export function sessionsOf(events: readonly RawEvent[]): Session[] {
  const open = new Map<string, RawEvent[]>();
  const groups: RawEvent[][] = [];
  for (const event of events) {
    if (!event.visitorHash) continue;
    const current = open.get(event.visitorHash);
    const last = current?.[current.length - 1];
    if (current && last && event.createdAt - last.createdAt < SESSION_GAP_MS) current.push(event);
    else {
      const fresh = [event];
      open.set(event.visitorHash, fresh);
      groups.push(fresh);
    }
  }
  return groups
    .filter((group) => group.some((e) => e.name !== 'web_vitals'))
    .map((group) => {
      const pageviews = group.filter((e) => e.name === 'pageview').length;
      const start = group[0]!.createdAt;
      const end = group[group.length - 1]!.createdAt;
      return {
        visitorHash: group[0]!.visitorHash!,
        events: group,
        start,
        end,
        pageviews,
        bounce: pageviews === 1 && !group.some((e) => CONVERSIONS.has(e.name)),
        duration: Math.round((end - start) / 1000),
      };
    });
}

class Counter {
  private readonly rows = new Map<string, DimensionCount & { visitors: Set<string> }>();
  add(dimension: Dimension, key: string, by: { sessions?: number; visitor?: string; count?: number }) {
    const id = `${dimension}\u0000${key}`;
    let row = this.rows.get(id);
    if (!row) {
      row = { dimension, key, sessions: 0, users: 0, count: 0, visitors: new Set() };
      this.rows.set(id, row);
    }
    row.sessions += by.sessions ?? 0;
    row.count += by.count ?? 0;
    if (by.visitor) row.visitors.add(by.visitor);
  }
  list(): DimensionCount[] {
    return [...this.rows.values()].map(({ visitors, ...row }) => ({ ...row, users: visitors.size }));
  }
}

/** Campaign key of a session's landing event; '' when it carries no utm_source or utm_campaign. */
export function campaignKey(event: Pick<RawEvent, 'utmSource' | 'utmMedium' | 'utmCampaign'>): string {
  if (!event.utmSource && !event.utmCampaign) return '';
  return [event.utmSource ?? '', event.utmMedium ?? '', event.utmCampaign ?? ''].join('\t');
}

/** The figures of one day's events, sorted by time. */
export function summarizeDay(events: readonly RawEvent[]): DayFigures {
  const sessions = sessionsOf(events);
  const counter = new Counter();
  const users = new Set<string>();
  for (const session of sessions) {
    users.add(session.visitorHash);
    const landing = session.events[0]!;
    counter.add('referrer', landing.referrerHost ?? '', { sessions: 1, visitor: session.visitorHash });
    const campaign = campaignKey(landing);
    if (campaign) counter.add('campaign', campaign, { sessions: 1, visitor: session.visitorHash });
    counter.add('device', landing.device ?? 'desktop', { sessions: 1, visitor: session.visitorHash });
    if (landing.country) counter.add('country', landing.country, { sessions: 1, visitor: session.visitorHash });
    for (const name of new Set(session.events.map((e) => e.name))) counter.add('event', name, { sessions: 1 });
  }
  for (const event of events) {
    const visitor = event.visitorHash ?? undefined;
    if (event.name === 'pageview') counter.add('page', event.path, { count: 1, visitor });
    // A server-recorded event has no visitor: it is its own session's step.
    counter.add('event', event.name, { count: 1, sessions: event.visitorHash ? 0 : 1 });
    if (event.name === 'web_vitals' && event.props) {
      for (const metric of VITAL_METRICS) {
        const value = event.props[metric];
        if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
          counter.add(metric, String(vitalBucket(metric, value)), { count: 1 });
      }
    }
  }
  return {
    sessions: sessions.length,
    users: users.size,
    pageviews: sessions.reduce((sum, s) => sum + s.pageviews, 0),
    bounces: sessions.filter((s) => s.bounce).length,
    durationSeconds: sessions.reduce((sum, s) => sum + s.duration, 0),
    dimensions: counter.list(),
  };
}
