import { describe, expect, it } from 'vitest';
import { beaconSchema, pagePath } from './beacon.ts';
import { bounceRate, countryName, formatBounceRate, formatCls, formatMilliseconds, formatSessionDuration, screenClass } from './format.ts';
import { rangeDays, reportOf, summaryOf } from './report.ts';
import { type RawEvent, SESSION_GAP_MS, sessionsOf, summarizeDay } from './sessions.ts';
import { fieldVitalsOf, p75, vitalBucket, vitalScore } from './vitals.ts';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const MIN = 60_000;
const ev = (visitor: string | null, minute: number, name = 'pageview', extra: Partial<RawEvent> = {}): RawEvent => ({
  name,
  path: '/',
  visitorHash: visitor,
  createdAt: T0 + minute * MIN,
  ...extra,
});

describe('beacon schema', () => {
  const issues = (body: unknown) => {
    const parsed = beaconSchema.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('keeps the first body valid and takes the new fields', () => {
    expect(issues({ tenant: 'a', name: 'faq_expanded', path: '/faq', props: { id: 'q1', question: 'Q?', category: 'General' } })).toEqual(
      {},
    );
    const parsed = beaconSchema.parse({
      tenant: 'a',
      name: 'pageview',
      path: '/services',
      referrer: ' WWW.Google.com ',
      utm: { source: 'facebook', medium: 'social', campaign: 'spring' },
      screen: 'phone',
    });
    expect(parsed.referrer).toBe('www.google.com');
  });
  it('answers each bad field with its own message', () => {
    expect(
      issues({
        tenant: '',
        name: 'booking_completed',
        path: 'services',
        referrer: 'https://google.com/search',
        utm: { campaign: 'x'.repeat(101) },
        screen: 'watch',
        props: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])),
      }),
    ).toEqual({
      tenant: 'tenant is required',
      name: 'name must be one of pageview, quote_opened, quote_sent, booking_started, phone_click, email_click, faq_expanded, web_vitals',
      path: 'path must start with /',
      referrer: 'referrer must be a host name',
      'utm.campaign': 'utm campaign must be at most 100 characters',
      screen: 'screen must be phone, tablet or desktop',
      props: 'props must have at most 10 keys',
    });
    expect(issues({ tenant: 'a', name: 'web_vitals', path: '/', props: { lcp: -5 } })).toEqual({
      props: 'web vitals must be numbers of 0 or more',
    });
    expect(issues({ tenant: 'a', name: 'pageview', path: '/', props: { x: { nested: true } } })).toEqual({
      'props.x': 'props values must be text, numbers, true/false or null',
    });
  });
  it('groups a page without its query or fragment', () => {
    expect(pagePath('/services?utm_source=fb#top', 'acme')).toBe('/services');
    expect(pagePath('/?x=1', 'acme')).toBe('/');
    // The platform's /{slug} address and the site's own host name one page.
    expect(pagePath('/acme', 'acme')).toBe('/');
    expect(pagePath('/acme/?utm_source=x', 'acme')).toBe('/');
    expect(pagePath('/acme/services/ppf', 'acme')).toBe('/services/ppf');
    expect(pagePath('/acme-two/services', 'acme')).toBe('/acme-two/services');
  });
});

describe('sessions, bounces and durations', () => {
  it('splits a visitor into sessions after 30 minutes without an event', () => {
    const sessions = sessionsOf([ev('a', 0), ev('a', 10), ev('a', 39.99), ev('a', 39.99 + SESSION_GAP_MS / MIN)]);
    expect(sessions.map((s) => s.events.length)).toEqual([3, 1]);
    expect(sessions[0]!.duration).toBe(Math.round(39.99 * 60));
  });
  it('counts a single pageview without a conversion as a bounce, and not with one', () => {
    const sessions = sessionsOf([ev('a', 0), ev('b', 0), ev('b', 1, 'phone_click'), ev('c', 0), ev('c', 2), ev('a', 3, 'web_vitals')]);
    expect(sessions.map((s) => [s.visitorHash, s.bounce])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });
  it('makes no visit of web-vitals reports alone or of server events without a visitor', () => {
    expect(sessionsOf([ev('a', 0, 'web_vitals'), ev(null, 1, 'booking_completed')])).toEqual([]);
  });
  it('sums a day into totals and dimensions', () => {
    const day = summarizeDay([
      ev('a', 0, 'pageview', { referrerHost: 'google.com', device: 'mobile', country: 'US' }),
      ev('a', 2, 'pageview', { path: '/services' }),
      ev('a', 3, 'quote_opened'),
      ev('b', 5, 'pageview', { utmSource: 'facebook', utmMedium: 'social', utmCampaign: 'spring', device: 'desktop', country: 'CA' }),
      ev('b', 6, 'web_vitals', { props: { lcp: 2104, inp: 96, cls: 0.0312 } }),
      ev(null, 7, 'booking_completed'),
    ]);
    expect(day).toMatchObject({ sessions: 2, users: 2, pageviews: 3, bounces: 1, durationSeconds: 180 + 60 });
    const dim = (dimension: string, key: string) => day.dimensions.find((d) => d.dimension === dimension && d.key === key);
    expect(dim('referrer', 'google.com')).toMatchObject({ sessions: 1 });
    expect(dim('referrer', '')).toMatchObject({ sessions: 1 });
    expect(dim('campaign', 'facebook\tsocial\tspring')).toMatchObject({ sessions: 1 });
    expect(dim('page', '/')).toMatchObject({ count: 2, users: 2 });
    expect(dim('country', 'CA')).toMatchObject({ users: 1, sessions: 1 });
    expect(dim('event', 'booking_completed')).toMatchObject({ count: 1, sessions: 1 });
    expect(dim('event', 'quote_opened')).toMatchObject({ count: 1, sessions: 1 });
    expect(dim('lcp', '2100')).toMatchObject({ count: 1 });
    expect(dim('cls', '0.031')).toMatchObject({ count: 1 });
  });
});

describe('web vitals', () => {
  it('bands LCP, INP and CLS at the web.dev thresholds', () => {
    expect([vitalScore('lcp', 2500), vitalScore('lcp', 2501), vitalScore('lcp', 4001)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([vitalScore('inp', 200), vitalScore('inp', 500), vitalScore('inp', 501)]).toEqual(['good', 'needs-improvement', 'poor']);
    expect([vitalScore('cls', 0.1), vitalScore('cls', 0.25), vitalScore('cls', 0.26)]).toEqual(['good', 'needs-improvement', 'poor']);
  });
  it('takes the nearest-rank 75th percentile of a histogram', () => {
    expect(p75([])).toBeNull();
    expect(p75([1, 2, 3, 4].map((value) => ({ value, count: 1 })))).toBe(3);
    expect(
      p75([
        { value: 5, count: 1 },
        { value: 1, count: 3 },
      ]),
    ).toBe(1);
    expect(
      p75([
        { value: 5, count: 2 },
        { value: 1, count: 3 },
      ]),
    ).toBe(5);
    expect(vitalBucket('lcp', 2104)).toBe(2100);
    expect(fieldVitalsOf(4, { cls: [{ value: 0.3, count: 4 }] })).toEqual({
      samples: 4,
      lcp: null,
      inp: null,
      cls: { p75: 0.3, score: 'poor' },
    });
  });
});

describe('display formats (spec 3 §5)', () => {
  it('shows durations as minutes and seconds, bounce with one decimal, CLS with three', () => {
    expect(formatSessionDuration(125)).toBe('2m 05s');
    expect(formatSessionDuration(45)).toBe('0m 45s');
    expect(formatBounceRate(42.345)).toBe('42.3%');
    expect(bounceRate(1, 3)).toBe(33.3);
    expect(bounceRate(0, 0)).toBe(0);
    expect(formatCls(0.1)).toBe('0.100');
    expect(formatMilliseconds(180)).toBe('180 ms');
    expect(formatMilliseconds(2449)).toBe('2.4 s');
    expect(countryName('US')).toBe('United States');
    expect([screenClass(390), screenClass(800), screenClass(1280)]).toEqual(['phone', 'tablet', 'desktop']);
  });
});

describe('summary and report', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('spans every UTC day of the range, today last', () => {
    const days = rangeDays(7, now);
    expect(days).toHaveLength(7);
    expect([days[0], days[6]]).toEqual(['2026-11-18', '2026-11-24']);
  });
  it('averages bounce and duration over the sessions of the whole range', () => {
    const days = rangeDays(7, now);
    const totals = [
      { day: '2026-11-20', sessions: 3, users: 3, pageviews: 5, bounces: 1, durationSeconds: 300 },
      { day: '2026-11-24', sessions: 1, users: 1, pageviews: 1, bounces: 1, durationSeconds: 0 },
    ];
    expect(summaryOf(7, days, totals)).toEqual({
      days: 7,
      from: '2026-11-18',
      to: '2026-11-24',
      totalSessions: 4,
      totalUsers: 4,
      averageBounceRate: 50,
      averageSessionDuration: 75,
      totalPageviews: 6,
    });
    const report = reportOf(7, days, totals, [
      { dimension: 'referrer', key: '', sessions: 3, users: 3, count: 0 },
      { dimension: 'referrer', key: 'google.com', sessions: 1, users: 1, count: 0 },
      { dimension: 'event', key: 'quote_sent', sessions: 1, users: 0, count: 2 },
    ]);
    expect(report.visits.map((v) => v.sessions)).toEqual([0, 0, 3, 0, 0, 0, 1]);
    expect(report.referrers).toEqual([
      { source: 'Direct', sessions: 3 },
      { source: 'google.com', sessions: 1 },
    ]);
    expect(report.funnel.find((f) => f.step === 'quote_sent')).toMatchObject({ sessions: 1, label: 'Sent a quote request' });
    expect(report.funnel[0]).toMatchObject({ step: 'visit', sessions: 4 });
    expect(report.conversions.find((c) => c.name === 'quote_sent')).toMatchObject({ count: 2 });
    expect(report.vitals).toEqual({ samples: 0, lcp: null, inp: null, cls: null });
  });
});
