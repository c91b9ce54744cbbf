/**
 * A Lighthouse result (LHR) of one form factor as the Health sub-tab stores it: the four category
 * scores, the lab Core Web Vitals, the top 3 opportunities by savings and the failed audits. The LHR
 * is described by the few fields read here, so core needs no Lighthouse import.
 */
import { formatBytes } from '../format/bytes.ts';
import { formatMilliseconds } from '../analytics/format.ts';
import { percent } from './score.ts';
import type { FailedAudit, FormFactorHealth, LabMetric, Opportunity } from './types.ts';

export interface LhrAudit {
  id: string;
  title: string;
  description?: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number };
}

export interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl?: string;
  finalUrl?: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, LhrAudit | undefined>;
  runtimeError?: { code: string; message: string };
}

export const OPPORTUNITY_LIMIT = 3;
/** Failed audits kept per form factor (the message shows a few; the rest are in Lighthouse's own report). */
const FAILED_AUDIT_LIMIT = 10;
const ISSUE_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse's markdown description as plain text: links keep their words, code loses its backticks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .trim();
}

function metric(lhr: Lhr, id: string): LabMetric {
  const audit = lhr.audits[id];
  const value = audit?.numericValue ?? 0;
  // CLS is unitless and shown with three decimals; the rest are milliseconds, shown whole or in seconds.
  return {
    score: percent(audit?.score),
    value: id === 'cumulative-layout-shift' ? Math.round(value * 10_000) / 10_000 : Math.round(value),
  };
}

export function formatSavings(ms: number, bytes: number): string {
  const parts = [];
  if (ms > 0) parts.push(formatMilliseconds(ms));
  if (bytes > 0) parts.push(formatBytes(bytes));
  return parts.join(', ');
}

/** Audits with estimated savings that did not pass, most time saved first (then most bytes). */
export function opportunities(lhr: Lhr, limit = OPPORTUNITY_LIMIT): Opportunity[] {
  return Object.values(lhr.audits)
    .filter((a): a is LhrAudit => a?.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
    .map((a) => {
      const savingsMs = Math.round(a.details?.overallSavingsMs ?? 0);
      const savingsBytes = Math.round(a.details?.overallSavingsBytes ?? 0);
      return {
        id: a.id,
        title: a.title,
        description: plainText(a.description ?? ''),
        savingsMs,
        savingsBytes,
        savings: formatSavings(savingsMs, savingsBytes),
      };
    })
    .filter((o) => o.savingsMs > 0 || o.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** Scored audits of accessibility, best practices and SEO that failed, heaviest first. */
export function failedAudits(lhr: Lhr): FailedAudit[] {
  const failed: (FailedAudit & { weight: number })[] = [];
  const seen = new Set<string>();
  for (const category of ISSUE_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || ref.weight <= 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue;
      seen.add(ref.id);
      failed.push({ id: audit.id, title: audit.title, category, weight: ref.weight });
    }
  }
  return failed
    .sort((a, b) => b.weight - a.weight)
    .slice(0, FAILED_AUDIT_LIMIT)
    .map(({ weight: _weight, ...audit }) => audit);
}

export class LighthouseRunError extends Error {}

/** One form factor's stored record; a run Lighthouse itself reports as failed (page not loaded) throws. */
export function formFactorHealth(lhr: Lhr): FormFactorHealth {
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not load the page: ${lhr.runtimeError.message}`);
  const category = (id: string) => {
    const score = lhr.categories[id]?.score;
    if (score === null || score === undefined) throw new LighthouseRunError(`Lighthouse returned no ${id} score`);
    return percent(score);
  };
  return {
    performanceScore: category('performance'),
    accessibilityScore: category('accessibility'),
    bestPracticesScore: category('best-practices'),
    seoScore: category('seo'),
    coreWebVitals: {
      lcp: metric(lhr, 'largest-contentful-paint'),
      fid: metric(lhr, 'total-blocking-time'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      fcp: metric(lhr, 'first-contentful-paint'),
    },
    opportunities: opportunities(lhr),
    failedAudits: failedAudits(lhr),
  };
}
