/**
 * The Performance sub-tab and its full analytics view rendered to HTML (react-dom/server), the
 * analytics API's answers put in the query cache; the figure rules are in lib/analytics-view.test.ts
 * and the flows in the browser in tests/e2e/performance.e2e.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnalyticsRealtime, AnalyticsReport, AnalyticsStatus, AnalyticsSummary } from '#core/analytics/types.ts';
import type { TenantRecord } from '#core/api/types.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { analyticsKeys } from '../api/analytics.ts';
import { PerformancePanel } from './performance-panel.tsx';

const SLUG = 'acme';
const tenant = { id: 7, slug: SLUG, website: 'https://acme.localsite.example' } as TenantRecord;
const justNow = new Date().toISOString();

const status = (over: Partial<AnalyticsStatus> = {}): AnalyticsStatus => ({
  connected: true,
  provider: 'first-party',
  lastSync: justNow,
  ga4: { configured: false, measurementId: null },
  ...over,
});
const summary = (days: 7 | 30 | 90, over: Partial<AnalyticsSummary> = {}): AnalyticsSummary => ({
  days,
  from: '2026-10-26',
  to: '2026-11-24',
  totalSessions: 1234,
  totalUsers: 987,
  averageBounceRate: 42.345,
  averageSessionDuration: 125,
  totalPageviews: 3456,
  ...over,
});
const realtime: AnalyticsRealtime = {
  activeUsers: 3,
  countries: [
    { country: 'US', name: 'United States', activeUsers: 2 },
    { country: 'CA', name: 'Canada', activeUsers: 1 },
  ],
  lastUpdated: justNow,
};
const report: AnalyticsReport = {
  summary: summary(30),
  visits: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
    sessions: i + 10,
    users: i + 8,
    pageviews: 2 * i + 20,
  })),
  topPages: [
    { path: '/', pageviews: 2100, users: 800 },
    { path: '/services/full-detail', pageviews: 640, users: 300 },
  ],
  referrers: [
    { source: 'Direct', sessions: 700 },
    { source: 'google.com', sessions: 400 },
  ],
  utmCampaigns: [{ source: 'facebook', medium: 'social', campaign: 'spring-promo', sessions: 90 }],
  devices: [
    { device: 'mobile', sessions: 800 },
    { device: 'desktop', sessions: 434 },
  ],
  countries: [{ country: 'US', name: 'United States', users: 950 }],
  funnel: [
    { step: 'visit', label: 'Visited the site', sessions: 1234 },
    { step: 'quote_opened', label: 'Opened the quote form', sessions: 200 },
    { step: 'quote_sent', label: 'Sent a quote request', sessions: 50 },
    { step: 'booking_started', label: 'Started a booking', sessions: 20 },
    { step: 'booking_completed', label: 'Completed a booking', sessions: 10 },
  ],
  conversions: [
    { name: 'phone_click', label: 'Phone clicks', count: 1500 },
    { name: 'faq_expanded', label: 'FAQ answers opened', count: 64 },
  ],
  vitals: {
    samples: 812,
    lcp: { p75: 2140, score: 'good' },
    inp: { p75: 260, score: 'needs-improvement' },
    cls: { p75: 0.3, score: 'poor' },
  },
};

type Answer<T> = T | Error;

function render(
  search: string,
  answers: {
    status?: Answer<AnalyticsStatus>;
    summary?: Answer<AnalyticsSummary>;
    realtime?: Answer<AnalyticsRealtime>;
    report?: Answer<AnalyticsReport>;
  },
) {
  // retryOnMount off: a cached failure renders as the failure instead of a fresh attempt.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(queryKeys.tenant(SLUG), tenant);
  const days = Number(new URLSearchParams(search).get('days') ?? 30) as 7 | 30 | 90;
  const put = (key: readonly unknown[], answer: unknown) => {
    if (answer === undefined) return;
    if (answer instanceof Error) {
      client.getQueryCache().build(client, { queryKey: key }).setState({ status: 'error', error: answer, errorUpdatedAt: Date.now() });
    } else client.setQueryData(key, answer);
  };
  put(analyticsKeys.status(SLUG), answers.status);
  put(analyticsKeys.summary(SLUG, days), answers.summary);
  put(analyticsKeys.realtime(SLUG), answers.realtime);
  put(analyticsKeys.report(SLUG, days), answers.report);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${SLUG}/dashboard/website${search}`]}>
        <PerformancePanel slug={SLUG} tenant={tenant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Performance sub-tab', () => {
  it('shows the connection, the four figures with their formats, who is on the site now, and the quick actions', () => {
    const html = render('?section=performance', { status: status(), summary: summary(30), realtime });
    const words = text(html);
    expect(words).toContain('Connected');
    expect(words).toContain('Google Analytics 4 (optional) Not configured');
    expect(words).toContain('Total Sessions 1,234 Last 30 days');
    expect(words).toContain('Total Users 987');
    expect(words).toContain('Bounce Rate 42.3%');
    expect(words).toContain('Avg. Session 2m 05s');
    expect(words).toContain('Active Users 3 In the last 5 minutes');
    expect(words).toContain('United States 2');
    expect(words).toContain('Canada 1');
    expect(words).toContain('Last Updated just now');
    // 30 Days pressed, the others not.
    expect(html).toMatch(/aria-pressed="true"[^>]*>30 Days</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>7 Days</);
    expect(html).toContain(`href="/${SLUG}/dashboard/website?section=performance&amp;view=analytics"`);
    expect(html).toMatch(/href="https:\/\/acme\.localsite\.example" target="_blank" rel="noopener"[^>]*>Open Website/);
    expect(words).toContain('Refresh Data');
    expect(words).not.toContain('Error Loading Analytics');
  });

  it('reads the range from the address and carries it into the full view', () => {
    const html = render('?section=performance&days=7', { status: status(), summary: summary(7, { totalSessions: 12 }), realtime });
    expect(text(html)).toContain('Total Sessions 12 Last 7 days');
    expect(html).toMatch(/aria-pressed="true"[^>]*>7 Days</);
    expect(html).toContain('?section=performance&amp;view=analytics&amp;days=7"');
  });

  it('counts active visitors whose address places them in no country as of unknown location', () => {
    const words = text(
      render('', {
        status: status(),
        summary: summary(30),
        realtime: { ...realtime, activeUsers: 4, countries: [{ country: 'US', name: 'United States', activeUsers: 1 }] },
      }),
    );
    expect(words).toContain('Active Users 4');
    expect(words).toContain('United States 1 Location unknown 3');
    expect(words).not.toContain('Nobody is on your site');
  });

  it('names a configured GA4 measurement id', () => {
    const html = render('', {
      status: status({ ga4: { configured: true, measurementId: 'G-ABC123XYZ' } }),
      summary: summary(30),
      realtime,
    });
    expect(text(html)).toContain('Configured: G-ABC123XYZ');
  });

  it('says plainly that there are no visits yet, and what to do, instead of zeros', () => {
    const empty = summary(30, { totalSessions: 0, totalUsers: 0, averageBounceRate: 0, averageSessionDuration: 0, totalPageviews: 0 });
    const never = text(
      render('', { status: status({ lastSync: null }), summary: empty, realtime: { ...realtime, activeUsers: 0, countries: [] } }),
    );
    expect(never).toContain('No visits yet');
    expect(never).toContain('Share your site link');
    expect(never).toContain('https://acme.localsite.example');
    expect(never).toContain('Waiting for the first visit');
    expect(never).toContain('Nobody is on your site right now.');
    expect(never).not.toContain('Total Sessions');

    const lately = text(render('?days=7', { status: status(), summary: { ...empty, days: 7 }, realtime }));
    expect(lately).toContain('No visits in the last 7 days');
    expect(lately).toContain('The last visit was just now');
  });

  it('shows skeletons while the figures load', () => {
    const html = render('', {});
    expect(text(html)).toContain('Loading analytics...');
    expect(html).toContain('animate-pulse');
  });

  it('shows the error panel with each failed call’s message: the server’s when it sent one, else the spec’s', () => {
    const html = text(
      render('', {
        status: status(),
        summary: new ApiError('Request failed: 500', { status: 500, code: 'HTTP_ERROR' }),
        realtime: new ApiError('x', { status: 503, code: 'HTTP_ERROR', serverMessage: 'Analytics are being updated' }),
      }),
    );
    expect(html).toContain('Error Loading Analytics');
    expect(html).toContain('Failed to fetch analytics data. Please try refreshing.');
    expect(html).toContain('Failed to fetch analytics summary');
    expect(html).toContain('Analytics are being updated');
    expect(html).not.toContain('Failed to fetch realtime data');
    // What did answer still shows.
    expect(html).toContain('Connected');

    const down = text(render('', { status: new Error('boom'), summary: new Error('boom'), realtime: new Error('boom') }));
    for (const message of ['Failed to fetch analytics status', 'Failed to fetch analytics summary', 'Failed to fetch realtime data'])
      expect(down).toContain(message);
  });
});

describe('Full analytics view', () => {
  it('shows the visits chart, top pages, referrers, campaigns, devices, countries, the funnel with step rates, conversions and field vitals', () => {
    const html = render('?section=performance&view=analytics', { report });
    const words = text(html);
    expect(html).toContain(`href="/${SLUG}/dashboard/website?section=performance"`);
    expect(words).toContain('Back to Performance');
    expect(words).toContain('Oct 26 – Nov 24, 2026');
    expect(words).toContain('Page Views 3,456');
    expect(html).toContain('data-chart="visits"');
    expect(html.match(/<rect /g)).toHaveLength(30);
    expect(html).toMatch(/aria-label="Sessions per day, Oct 26 to Nov 24: 735 in all, most on Nov 24 \(39\)"/);
    expect(words).toContain('/services/full-detail 640 300');
    expect(words).toContain('google.com 400 sessions 32%');
    expect(words).toContain('spring-promo facebook / social 90');
    expect(words).toContain('Mobile 800 sessions 65%');
    expect(words).toContain('United States 950 users');
    expect(words).toContain('2. Opened the quote form 200 sessions 16% of step 1');
    expect(words).toContain('3. Sent a quote request 50 sessions 25% of step 2');
    expect(words).toContain('4. Started a booking 20 sessions 2% of step 1');
    expect(words).toContain('5. Completed a booking 10 sessions 50% of step 4');
    expect(words).toContain('Phone clicks 1,500');
    expect(words).toContain('75th percentile of 812 page views');
    expect(words).toContain('2.1 s Good');
    expect(words).toContain('260 ms Needs improvement');
    expect(words).toContain('0.300 Poor');
    expect(words).toContain('Good up to 0.100, poor above 0.250');
  });

  it('says what an empty range means and waits for measurements before showing vitals', () => {
    const quiet: AnalyticsReport = {
      ...report,
      summary: summary(30, { totalSessions: 0, totalUsers: 0, totalPageviews: 0, averageBounceRate: 0, averageSessionDuration: 0 }),
      topPages: [],
      referrers: [],
      utmCampaigns: [],
      devices: [],
      countries: [],
      conversions: [],
      vitals: { samples: 0, lcp: null, inp: null, cls: null },
    };
    const words = text(render('?view=analytics', { report: quiet }));
    expect(words).toContain('No visits in this range yet.');
    expect(words).toContain('No page views yet.');
    expect(words).toContain('No visits from tagged links yet.');
    expect(words).toContain('No measurements yet.');
    expect(words).toContain('Bounce Rate –');
  });

  it('shows the error panel when the report fails', () => {
    const words = text(
      render('?view=analytics&days=90', { report: new ApiError('x', { status: 403, code: 'FORBIDDEN', serverMessage: 'Access denied' }) }),
    );
    expect(words).toContain('Error Loading Analytics');
    expect(words).toContain('Access denied');
  });
});
