/**
 * The first-party analytics contract: what the sites send (beacon), what the dashboard reads
 * (GET /api/google/analytics/*). Types only, so the site, the admin app and the API share one shape.
 */

export const EVENT_NAMES = [
  'pageview',
  'quote_opened',
  'quote_sent',
  'booking_started',
  'booking_completed',
  'phone_click',
  'email_click',
  'faq_expanded',
  'web_vitals',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Events that make a session count as engaged (not a bounce) and that the report counts. */
export const CONVERSION_EVENTS = [
  'quote_opened',
  'quote_sent',
  'booking_started',
  'booking_completed',
  'phone_click',
  'email_click',
  'faq_expanded',
] as const satisfies readonly EventName[];
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

export const FUNNEL_STEPS = ['visit', 'quote_opened', 'quote_sent', 'booking_started', 'booking_completed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Screen class the site measures from window.innerWidth (<640 phone, <1024 tablet). */
export type ScreenClass = 'phone' | 'tablet' | 'desktop';
/** Device class the server derives from the User-Agent. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export type VitalScore = 'good' | 'needs-improvement' | 'poor';
export type VitalMetric = 'lcp' | 'inp' | 'cls';

export interface VitalValue {
  /** 75th percentile: milliseconds for LCP and INP, unitless for CLS. */
  p75: number;
  score: VitalScore;
}

export interface FieldVitals {
  /** web_vitals events the figures come from. */
  samples: number;
  lcp: VitalValue | null;
  inp: VitalValue | null;
  cls: VitalValue | null;
}

export interface AnalyticsStatus {
  connected: true;
  provider: 'first-party';
  /** Newest event or rollup, ISO; null before the first visit. */
  lastSync: string | null;
  ga4: { configured: boolean; measurementId: string | null };
}

export interface AnalyticsSummary {
  days: AnalyticsRange;
  /** First and last UTC day of the range, YYYY-MM-DD (to is today). */
  from: string;
  to: string;
  totalSessions: number;
  totalUsers: number;
  /** Percent, e.g. 42.3. */
  averageBounceRate: number;
  /** Seconds, integer. */
  averageSessionDuration: number;
  totalPageviews: number;
}

export interface RealtimeCountry {
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: string;
  activeUsers: number;
}

export interface AnalyticsRealtime {
  /** Distinct visitors in the last 5 minutes. */
  activeUsers: number;
  /** Most first. */
  countries: RealtimeCountry[];
  lastUpdated: string;
}

export interface AnalyticsReport {
  summary: AnalyticsSummary;
  /** Every day of the range, zeros included, oldest first. */
  visits: { date: string; sessions: number; users: number; pageviews: number }[];
  topPages: { path: string; pageviews: number; users: number }[];
  /** source: a referrer host or 'Direct'. */
  referrers: { source: string; sessions: number }[];
  utmCampaigns: { source: string; medium: string; campaign: string; sessions: number }[];
  devices: { device: DeviceClass; sessions: number }[];
  countries: { country: string; name: string; users: number }[];
  funnel: { step: FunnelStep; label: string; sessions: number }[];
  conversions: { name: EventName; label: string; count: number }[];
  vitals: FieldVitals;
}
