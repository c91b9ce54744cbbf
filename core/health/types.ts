/**
 * Health scans (spec 3 §3 "Health data", issue 19): what GET /api/health-monitoring/:slug answers and
 * what a Lighthouse run of one form factor is stored as. Types only, shared by the API and the admin app.
 */
import type { FieldVitals } from '../analytics/types.ts';

export const FORM_FACTORS = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export const SCAN_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ScanState = (typeof SCAN_STATES)[number];

/** Overall band of spec 3 §4. */
export type OverallStatus = 'Excellent' | 'Needs Improvement' | 'Poor';

/** A lab metric: Lighthouse's 0–100 score of the metric and its value (ms, or unitless for CLS). */
export interface LabMetric {
  score: number;
  value: number;
}

export interface Opportunity {
  id: string;
  title: string;
  description: string;
  /** Estimated time saved on load, ms (0 when only bytes are saved). */
  savingsMs: number;
  /** Estimated bytes saved. */
  savingsBytes: number;
  /** The savings as shown: "1.2 s", "340 ms" and/or "45 KB". */
  savings: string;
}

/** A failed audit of accessibility, best practices or SEO: the scan's priority issues after the opportunities. */
export interface FailedAudit {
  id: string;
  title: string;
  category: 'accessibility' | 'best-practices' | 'seo';
}

export interface FormFactorHealth {
  performanceScore: number;
  accessibilityScore: number;
  bestPracticesScore: number;
  seoScore: number;
  /**
   * Lab Core Web Vitals. Lighthouse cannot measure FID (it needs a real visitor's input): `fid` carries
   * Total Blocking Time, the lab metric that stands in for FID and INP, and the screens label it so.
   */
  coreWebVitals: { lcp: LabMetric; fid: LabMetric; cls: LabMetric; fcp: LabMetric };
  /** Top 3 by savings (spec 3 §9). */
  opportunities: Opportunity[];
  failedAudits: FailedAudit[];
}

/** What a finished scan stores in health_scans.result. */
export interface ScanRecord {
  mobile: FormFactorHealth;
  desktop: FormFactorHealth;
  /** Lighthouse version and the page as Lighthouse finally loaded it. */
  lighthouseVersion: string;
  finalUrl: string;
  /** Seconds the two runs took. */
  durationSeconds: number;
}

/** A scan result (spec 3 §3): the 'Scan Completed' message shows both. */
export interface ScanResult {
  overallScore: number;
  summary: { priority: string[] };
}

export interface HealthData {
  hasData: boolean;
  /** Why there is nothing to show yet (hasData false), else null. */
  message: string | null;
  overall: { score: number; status: OverallStatus } | null;
  /** When the newest finished scan ended, ISO. */
  lastUpdated: string | null;
  performance: { mobile: FormFactorHealth; desktop: FormFactorHealth } | null;
  /** The page the newest scan measured. */
  url: string | null;
}

export interface ScanStatus {
  state: 'idle' | 'queued' | 'running';
  id?: number;
  phase?: FormFactor | null;
  queuedAt?: string;
  startedAt?: string;
}

export interface FormScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface HistoryEntry {
  id: number;
  createdAt: string;
  overallScore: number;
  status: OverallStatus;
  mobile: FormScores;
  desktop: FormScores;
}

/** GET /api/health-monitoring/:slug */
export interface HealthMonitoring extends HealthData {
  scan: ScanStatus;
  /** Real visitors' Core Web Vitals from the sites' beacon, last 28 days. */
  field: FieldVitals;
  /** Finished scans, newest first (at most 20). */
  history: HistoryEntry[];
  /** The newest scan's failure when it is newer than the newest result. */
  lastFailure: { id: number; at: string; error: string } | null;
}

/** GET /api/health-monitoring/:slug/scans/:id and POST …/scan */
export interface ScanInfo {
  id: number;
  state: ScanState;
  /** What a running scan is measuring now. */
  phase: FormFactor | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Scans ahead of this one in the machine's queue (0 when it is next or running). */
  ahead: number;
  result: ScanResult | null;
  error: string | null;
}
