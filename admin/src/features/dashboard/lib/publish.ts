/**
 * The publish pipeline as the dashboard shows it (issue 5 §4): Publishing / Live / Failed with the
 * reason, how often to ask again, and which release "Roll back" returns to. Pure.
 */
export type PublishState = 'queued' | 'rendering' | 'live' | 'failed';

export interface PublishStatus {
  /** Absent when the tenant has never had a publish job. */
  jobId?: number;
  state: PublishState;
  reason?: string | null;
  releaseId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  durationMs: number | null;
  attempts?: number;
  error: string | null;
}

export interface Release {
  id: string;
  createdAt: string;
  live: boolean;
  pages: number | null;
}

export type PublishTone = 'progress' | 'live' | 'failed' | 'idle';

export interface PublishView {
  tone: PublishTone;
  /** "Publishing", "Live", "Failed", "Not published yet". */
  label: string;
  /** A second line: "Queued", "Building your site", the failure's reason. */
  detail: string | null;
  /** Still working: the dashboard polls every second. */
  busy: boolean;
}

/** No job yet and nothing live: the state reads "queued" but nothing is on its way. */
export function isNeverPublished(status: PublishStatus): boolean {
  return status.jobId === undefined && status.state === 'queued' && !status.releaseId;
}

export function publishView(status: PublishStatus | undefined): PublishView | null {
  if (!status) return null;
  if (isNeverPublished(status)) return { tone: 'idle', label: 'Not published yet', detail: null, busy: false };
  switch (status.state) {
    case 'queued':
      return { tone: 'progress', label: 'Publishing', detail: 'Queued', busy: true };
    case 'rendering':
      return { tone: 'progress', label: 'Publishing', detail: 'Building your site', busy: true };
    case 'live':
      return { tone: 'live', label: 'Live', detail: null, busy: false };
    case 'failed':
      return { tone: 'failed', label: 'Failed', detail: status.error?.trim() || 'The site could not be published.', busy: false };
    default:
      return { tone: 'idle', label: String(status.state), detail: null, busy: false };
  }
}

/** Tailwind classes per tone: a dot and a pill (text on tint is ≥ 4.5:1). */
export const PUBLISH_TONE_CLASSES: Record<PublishTone, { pill: string; dot: string }> = {
  progress: { pill: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  live: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  failed: { pill: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
  idle: { pill: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-400' },
};

export const PUBLISH_POLL_BUSY_MS = 1_000;
export const PUBLISH_POLL_IDLE_MS = 15_000;

/** TanStack Query's refetchInterval: every second while queued or rendering, else every 15 s. */
export function publishPollInterval(status: PublishStatus | undefined): number {
  return publishView(status)?.busy ? PUBLISH_POLL_BUSY_MS : PUBLISH_POLL_IDLE_MS;
}

/**
 * The time to show with the state: while a publish runs, when it started (none while queued);
 * after it, when it ended (else started). A site published before the queue kept jobs has no job
 * times: then the live release's date.
 */
export function lastPublishedAt(status: PublishStatus | undefined, releases?: readonly Release[]): string | null {
  if (!status || isNeverPublished(status)) return null;
  if (status.state === 'queued' || status.state === 'rendering') return status.startedAt;
  const own = status.finishedAt ?? status.startedAt;
  if (own) return own;
  return status.state === 'live' ? (releases?.find((r) => r.live)?.createdAt ?? null) : null;
}

/**
 * The release "Roll back" goes to: the newest release older than the live one. Null when there is
 * no live release or nothing older was kept.
 */
export function previousRelease(releases: readonly Release[] | undefined): Release | null {
  if (!releases?.length) return null;
  const sorted = [...releases].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const liveIndex = sorted.findIndex((r) => r.live);
  if (liveIndex === -1) return null;
  return sorted[liveIndex + 1] ?? null;
}
