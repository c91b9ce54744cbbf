/** Server-rendered markup of the Health sub-tab (issue 19) from answers already in the cache. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormFactorHealth, HealthMonitoring } from '#core/health/types.ts';
import { healthKey } from '../api/health.ts';
import { HealthPanel } from './health-panel.tsx';

const SLUG = 'prestige-mobile-detailing';
const form = (performance: number, over: Partial<FormFactorHealth> = {}): FormFactorHealth => ({
  performanceScore: performance,
  accessibilityScore: 100,
  bestPracticesScore: 74,
  seoScore: 45,
  coreWebVitals: {
    lcp: { score: 91, value: 2435 },
    fid: { score: 87, value: 220 },
    cls: { score: 100, value: 0.04567 },
    fcp: { score: 81, value: 2090 },
  },
  opportunities: [
    {
      id: 'unused-javascript',
      title: 'Reduce unused JavaScript',
      description: 'Defer scripts.',
      savingsMs: 150,
      savingsBytes: 47_785,
      savings: '150 ms, 47 KB',
    },
  ],
  failedAudits: [],
  ...over,
});
const empty: HealthMonitoring = {
  hasData: false,
  message: 'No health scan yet. Run a health scan to measure your website on mobile and desktop.',
  overall: null,
  lastUpdated: null,
  performance: null,
  url: null,
  scan: { state: 'idle' },
  field: { samples: 3, lcp: null, inp: null, cls: null },
  history: [],
  lastFailure: null,
};

function render(data: HealthMonitoring, canEdit = true) {
  const client = new QueryClient();
  client.setQueryData(healthKey(SLUG), data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HealthPanel slug={SLUG} tenant={undefined} canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

describe('Health sub-tab', () => {
  it('before the first scan: the message, Run Health Scan, and not enough visits for field data', () => {
    const html = render(empty);
    expect(html).toContain('Website Health');
    expect(html).toContain('Run Health Scan');
    expect(html).toContain(empty.message);
    expect(html).toContain('Not enough visits yet');
  });

  it('offers a technician or viewer no scan, which the API would refuse them, and says who can', () => {
    const html = render(empty, false);
    expect(html).not.toContain('Run Health Scan');
    expect(html).toContain('Only the business owner or a manager can run a scan.');
  });

  it('shows the overall band, each score in its band, CLS with three decimals, TBT as the lab stand-in for FID, savings, field data and history', () => {
    const html = render({
      ...empty,
      hasData: true,
      message: null,
      overall: { score: 72, status: 'Needs Improvement' },
      lastUpdated: '2026-11-24T05:08:00.000Z',
      url: 'http://localhost:3000/prestige-mobile-detailing',
      performance: { mobile: form(52), desktop: form(95, { opportunities: [] }) },
      field: {
        samples: 40,
        lcp: { p75: 1800, score: 'good' },
        inp: { p75: 320, score: 'needs-improvement' },
        cls: { p75: 0.3, score: 'poor' },
      },
      history: [
        {
          id: 2,
          createdAt: '2026-11-24T05:08:00.000Z',
          overallScore: 72,
          status: 'Needs Improvement',
          mobile: { performance: 52, accessibility: 100, bestPractices: 74, seo: 45 },
          desktop: { performance: 95, accessibility: 100, bestPractices: 74, seo: 45 },
        },
        {
          id: 1,
          createdAt: '2026-11-23T05:08:00.000Z',
          overallScore: 64,
          status: 'Needs Improvement',
          mobile: { performance: 40, accessibility: 100, bestPractices: 74, seo: 45 },
          desktop: { performance: 80, accessibility: 100, bestPractices: 74, seo: 45 },
        },
      ],
    });
    expect(html).toContain('Needs Improvement');
    for (const [score, band] of [
      [100, 'good'],
      [74, 'fair'],
      [52, 'weak'],
      [45, 'poor'],
    ] as const) {
      expect(html).toContain(`data-band="${band}">${score}</span>`);
    }
    expect(html).toContain('0.046');
    expect(html).toContain('Total Blocking Time');
    expect(html).toContain('lab stand-in for FID');
    expect(html).toContain('2.4 s');
    expect(html).toContain('Save 150 ms, 47 KB');
    expect(html).toContain('No opportunities');
    expect(html).toContain('1.8 s');
    expect(html).toContain('Needs improvement');
    expect(html).toContain('0.300');
    expect(html).toContain('Overall score of the last 2 scans, oldest first: 64, 72');
  });

  it('says so when the newest scan failed', () => {
    const html = render({
      ...empty,
      lastFailure: {
        id: 3,
        at: '2026-11-24T05:08:00.000Z',
        error: 'The scan took longer than 180 seconds and was stopped. Please try again.',
      },
    });
    expect(html).toContain('The last scan failed');
    expect(html).toContain('The scan took longer than 180 seconds');
  });
});
