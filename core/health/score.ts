/**
 * Score bands, the overall score and the display formats of the Health sub-tab (spec 3 §4, §5, §9):
 * one place for the API, the admin app and the tests.
 */
import type { FormFactorHealth, FormScores, OverallStatus, ScanResult } from './types.ts';

/** Individual score bands: 90+ green (good), 70+ yellow, 50+ orange, below 50 red. */
export type ScoreBand = 'good' | 'fair' | 'weak' | 'poor';
export const SCORE_THRESHOLDS = [90, 70, 50] as const;

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_THRESHOLDS[0]) return 'good';
  if (score >= SCORE_THRESHOLDS[1]) return 'fair';
  return score >= SCORE_THRESHOLDS[2] ? 'weak' : 'poor';
}

/** The colour of a band, as the spec names it; the admin app maps it to its classes. */
export const BAND_COLOUR: Record<ScoreBand, 'green' | 'yellow' | 'orange' | 'red'> = {
  good: 'green',
  fair: 'yellow',
  weak: 'orange',
  poor: 'red',
};

/** Overall band: 90+ Excellent, 50–89 Needs Improvement, below 50 Poor. */
export function overallStatus(score: number): OverallStatus {
  if (score >= 90) return 'Excellent';
  return score >= 50 ? 'Needs Improvement' : 'Poor';
}

export const formScores = (f: FormFactorHealth): FormScores => ({
  performance: f.performanceScore,
  accessibility: f.accessibilityScore,
  bestPractices: f.bestPracticesScore,
  seo: f.seoScore,
});

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The overall score: the mean of each form factor's four category scores, then the mean of the two,
 * rounded. Every category weighs the same (spec 3 shows the four side by side with no weighting), and
 * mobile and desktop weigh the same so neither layout's problems hide behind the other's.
 */
export function overallScore(forms: { mobile: FormFactorHealth; desktop: FormFactorHealth }): number {
  const perForm = [forms.mobile, forms.desktop].map((f) => mean(Object.values(formScores(f))));
  return Math.round(mean(perForm));
}

/** Lighthouse's 0–1 score as the 0–100 the screens show. */
export const percent = (score: number | null | undefined): number => Math.round((score ?? 0) * 100);

/** At most this many priority issues in the 'Scan Completed' message. */
export const PRIORITY_LIMIT = 5;

/**
 * The scan's priority issues: the opportunities saving the most time first (mobile, where pages are
 * slowest, then desktop), then the failed accessibility, SEO and best-practice audits; each once.
 */
export function scanResult(forms: { mobile: FormFactorHealth; desktop: FormFactorHealth }): ScanResult {
  const titles = new Set<string>();
  const opportunities = [...forms.mobile.opportunities, ...forms.desktop.opportunities].sort((a, b) => b.savingsMs - a.savingsMs);
  for (const o of opportunities) titles.add(o.title);
  for (const a of [...forms.mobile.failedAudits, ...forms.desktop.failedAudits]) titles.add(a.title);
  return { overallScore: overallScore(forms), summary: { priority: [...titles].slice(0, PRIORITY_LIMIT) } };
}

/** Real visitors' vitals beside a scan cover the analytics' 30-day range (the Performance sub-tab's default). */
export const FIELD_VITALS_DAYS = 30;
