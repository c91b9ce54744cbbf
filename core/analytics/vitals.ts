/** Core Web Vitals bands (web.dev thresholds) and the 75th percentile they are judged at: one place for the API, the UI and the health scans. */
import type { FieldVitals, VitalMetric, VitalScore, VitalValue } from './types.ts';

/** Good up to the first value, poor above the second; in between: needs improvement. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
};

export const VITAL_METRICS = ['lcp', 'inp', 'cls'] as const satisfies readonly VitalMetric[];

export function vitalScore(metric: VitalMetric, value: number): VitalScore {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * How a sample is kept in the daily histogram: LCP to 10 ms, INP to the millisecond, CLS to three
 * decimals; fine enough that the p75 of the histogram is the p75 of the samples as shown.
 */
export function vitalBucket(metric: VitalMetric, value: number): number {
  if (metric === 'lcp') return Math.round(value / 10) * 10;
  if (metric === 'inp') return Math.round(value);
  return Math.round(value * 1000) / 1000;
}

/** Nearest-rank 75th percentile of a histogram (value, count); null without samples. */
export function p75(histogram: readonly { value: number; count: number }[]): number | null {
  const sorted = histogram.filter((h) => h.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, h) => sum + h.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const h of sorted) {
    seen += h.count;
    if (seen >= rank) return h.value;
  }
  return sorted[sorted.length - 1]!.value;
}

export function vitalValue(metric: VitalMetric, histogram: readonly { value: number; count: number }[]): VitalValue | null {
  const value = p75(histogram);
  return value === null ? null : { p75: value, score: vitalScore(metric, value) };
}

export function fieldVitalsOf(samples: number, histograms: Partial<Record<VitalMetric, { value: number; count: number }[]>>): FieldVitals {
  return {
    samples,
    lcp: vitalValue('lcp', histograms.lcp ?? []),
    inp: vitalValue('inp', histograms.inp ?? []),
    cls: vitalValue('cls', histograms.cls ?? []),
  };
}
