/**
 * How a request's and an estimate's statuses look, and what the status buttons offer: every other
 * status, enabled where core's rules allow the move (the API checks the same rules), disabled with
 * the reason otherwise. Cancelling has its own button and dialog (it needs a reason). Pure.
 */
import type { EstimateStatus } from '#core/estimates/estimates.ts';
import { quoteStatusView } from '../../../shared/lib/quote-requests.ts';
import { nextQuoteStatuses, QUOTE_STATUSES, type QuoteStatus, quoteTransitionError } from '#core/quotes/status.ts';

export const ESTIMATE_STATUS_VIEW: Record<EstimateStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
  sent: { label: 'Sent', className: 'bg-blue-50 text-blue-800 ring-blue-200' },
  accepted: { label: 'Accepted', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  declined: { label: 'Declined', className: 'bg-red-50 text-red-800 ring-red-200' },
  expired: { label: 'Expired', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  booked: { label: 'Booked', className: 'bg-violet-50 text-violet-800 ring-violet-200' },
};

export interface StatusAction {
  to: QuoteStatus;
  label: string;
  /** Why the move is not offered; undefined when it is. */
  blocked: string | undefined;
}

const MOVE_LABEL: Record<QuoteStatus, string> = {
  pending: 'Back to pending',
  in_progress: 'Start work',
  completed: 'Mark completed',
  cancelled: 'Cancel request',
};

/** Where a request in `from` can go, in the screen's words (why another move is not offered). */
const onlyTo = (from: QuoteStatus) => {
  const allowed = nextQuoteStatuses(from)
    .filter((to) => to !== 'cancelled')
    .map((to) => quoteStatusView(to).label);
  return `A ${quoteStatusView(from).label.toLowerCase()} request can only go to ${allowed.join(' or ')}.`;
};

/** What a request in `from` can be moved to; a reopening move reads "Reopen". */
export function statusActions(from: QuoteStatus): StatusAction[] {
  return QUOTE_STATUSES.filter((to) => to !== from && to !== 'cancelled').map((to) => ({
    to,
    label: reopens(from, to) ? 'Reopen' : MOVE_LABEL[to],
    blocked: quoteTransitionError(from, to) === undefined ? undefined : onlyTo(from),
  }));
}

const reopens = (from: QuoteStatus, to: QuoteStatus) =>
  (from === 'cancelled' && to === 'pending') || (from === 'completed' && to === 'in_progress');

/** Why the cancel button is not offered (undefined when it is). */
export function cancelBlocked(from: QuoteStatus): string | undefined {
  if (quoteTransitionError(from, 'cancelled', true) === undefined) return undefined;
  return from === 'cancelled' ? 'The request is already cancelled.' : onlyTo(from);
}
