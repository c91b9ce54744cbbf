import { describe, expect, it } from 'vitest';
import fixture from './fixtures/lhr-login-mobile.json' with { type: 'json' };
import { failedAudits, formatSavings, formFactorHealth, LighthouseRunError, type Lhr, opportunities, plainText } from './lighthouse.ts';
import { formatCls, formatMilliseconds as formatMs } from '../analytics/format.ts';
import { overallScore, overallStatus, scanResult, scoreBand } from './score.ts';
import type { FormFactorHealth, Opportunity } from './types.ts';

const lhr = fixture as unknown as Lhr;

const form = (scores: [number, number, number, number], extra: Partial<FormFactorHealth> = {}): FormFactorHealth => ({
  performanceScore: scores[0],
  accessibilityScore: scores[1],
  bestPracticesScore: scores[2],
  seoScore: scores[3],
  coreWebVitals: {
    lcp: { score: 100, value: 900 },
    fid: { score: 100, value: 0 },
    cls: { score: 100, value: 0 },
    fcp: { score: 100, value: 800 },
  },
  opportunities: [],
  failedAudits: [],
  ...extra,
});

const opportunity = (id: string, savingsMs: number, savingsBytes = 0): Opportunity => ({
  id,
  title: `Title ${id}`,
  description: '',
  savingsMs,
  savingsBytes,
  savings: formatSavings(savingsMs, savingsBytes),
});

describe('score bands (spec 3 §4)', () => {
  it('puts 90 and above in green, 70 in yellow, 50 in orange and below in red', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(scoreBand)).toEqual(['good', 'good', 'fair', 'fair', 'weak', 'weak', 'poor', 'poor']);
  });
  it('names the overall band Excellent from 90, Needs Improvement from 50, Poor below', () => {
    expect([100, 90, 89, 50, 49, 0].map(overallStatus)).toEqual([
      'Excellent',
      'Excellent',
      'Needs Improvement',
      'Needs Improvement',
      'Poor',
      'Poor',
    ]);
  });
});

describe('overall score', () => {
  it('is the mean of the two forms’ four-score means, rounded', () => {
    // mobile mean 70, desktop mean 95 -> 82.5 -> 83
    expect(overallScore({ mobile: form([40, 80, 80, 80]), desktop: form([90, 95, 95, 100]) })).toBe(83);
    expect(overallScore({ mobile: form([100, 100, 100, 100]), desktop: form([100, 100, 100, 100]) })).toBe(100);
  });
});

describe('display formats', () => {
  it('shows milliseconds under a second and seconds with one decimal above', () => {
    expect([0, 340.4, 999, 1000, 1234, 12_560].map(formatMs)).toEqual(['0 ms', '340 ms', '999 ms', '1.0 s', '1.2 s', '12.6 s']);
  });
  it('shows CLS with three decimals', () => {
    expect([0, 0.1, 0.04567, 0.25].map(formatCls)).toEqual(['0.000', '0.100', '0.046', '0.250']);
  });
  it('shows savings in time, bytes or both', () => {
    expect(formatSavings(150, 47_785)).toBe('150 ms, 47 KB');
    expect(formatSavings(0, 16_157)).toBe('16 KB');
    expect(formatSavings(1_200, 0)).toBe('1.2 s');
  });
  it('turns Lighthouse markdown into plain text', () => {
    expect(plainText('Remove `unused` code. [Learn how](https://developer.chrome.com/x).')).toBe('Remove unused code. Learn how.');
  });
});

describe('a Lighthouse result as the stored record', () => {
  it('maps the four category scores, the lab vitals (TBT in place of FID) and the opportunities of a real run', () => {
    const health = formFactorHealth(lhr);
    expect(health).toMatchObject({ performanceScore: 92, accessibilityScore: 100, bestPracticesScore: 100, seoScore: 54 });
    expect(health.coreWebVitals.lcp).toEqual({ score: 91, value: 2435 });
    expect(health.coreWebVitals.fid).toEqual({ score: 87, value: 220 });
    expect(health.coreWebVitals.cls).toEqual({ score: 100, value: 0 });
    expect(health.coreWebVitals.fcp).toEqual({ score: 81, value: 2090 });
    // render-blocking-resources failed but saves nothing measurable; unminified-css passed: neither is listed.
    expect(health.opportunities).toEqual([
      {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        description: expect.stringContaining('Reduce unused JavaScript and defer loading scripts'),
        savingsMs: 150,
        savingsBytes: 47_785,
        savings: '150 ms, 47 KB',
      },
    ]);
    expect(health.opportunities[0]!.description).not.toContain('](');
  });

  it('lists the failed SEO audits, heaviest first, and not the passed ones', () => {
    expect(failedAudits(lhr)).toEqual([
      { id: 'is-crawlable', title: 'Page is blocked from indexing', category: 'seo' },
      { id: 'link-text', title: 'Links do not have descriptive text', category: 'seo' },
    ]);
  });

  it('refuses a run Lighthouse reports as failed, and one without a category score', () => {
    expect(() => formFactorHealth({ ...lhr, runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' } })).toThrow(
      new LighthouseRunError('Lighthouse could not load the page: Status code: 404'),
    );
    const noSeo = { ...lhr, categories: { ...lhr.categories, seo: { score: null, auditRefs: [] } } };
    expect(() => formFactorHealth(noSeo)).toThrow('Lighthouse returned no seo score');
  });
});

describe('opportunity ranking', () => {
  const audit = (id: string, score: number, ms: number, bytes: number) => ({
    id,
    title: id,
    score,
    details: { type: 'opportunity', overallSavingsMs: ms, overallSavingsBytes: bytes },
  });
  const many: Lhr = {
    lighthouseVersion: '12',
    categories: {},
    audits: {
      a: audit('a', 0.5, 300, 0),
      b: audit('b', 0, 1200, 10),
      c: audit('c', 0.4, 0, 90_000),
      d: audit('d', 0.3, 300, 5000),
      e: audit('e', 0.95, 2000, 0),
      f: audit('f', 0.2, 0, 0),
    },
  };
  it('keeps the top 3 by time saved, then bytes, leaving out passed audits and those saving nothing', () => {
    expect(opportunities(many).map((o) => o.id)).toEqual(['b', 'd', 'a']);
    expect(opportunities(many, 10).map((o) => o.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('makes the scan’s priority issues from the biggest savings of both forms, then the failed audits, each once', () => {
    const mobile = form([60, 90, 100, 80], {
      opportunities: [opportunity('js', 900), opportunity('img', 300)],
      failedAudits: [{ id: 'link-text', title: 'Links do not have descriptive text', category: 'seo' }],
    });
    const desktop = form([95, 90, 100, 80], {
      opportunities: [opportunity('js', 200), opportunity('css', 450)],
      failedAudits: [{ id: 'link-text', title: 'Links do not have descriptive text', category: 'seo' }],
    });
    expect(scanResult({ mobile, desktop })).toEqual({
      overallScore: 87,
      summary: { priority: ['Title js', 'Title css', 'Title img', 'Links do not have descriptive text'] },
    });
  });
});
