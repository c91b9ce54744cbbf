import type { EstimateStatus } from '#core/estimates/estimates.ts';
import type { QuoteStatus } from '#core/quotes/status.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { quoteStatusView } from '../../../shared/lib/quote-requests.ts';
import { ESTIMATE_STATUS_VIEW } from '../lib/status.ts';

const badge = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function StatusBadge({ status }: { status: QuoteStatus }) {
  const view = quoteStatusView(status);
  return <span className={cn(badge, view.className)}>{view.label}</span>;
}

export function EstimateBadge({ status }: { status: EstimateStatus }) {
  const view = ESTIMATE_STATUS_VIEW[status] ?? ESTIMATE_STATUS_VIEW.draft;
  return <span className={cn(badge, view.className)}>{view.label}</span>;
}
