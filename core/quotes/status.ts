/**
 * The life of a quote request (spec 2 §4 names the statuses; the rules are issue 16's): staff start
 * work on it, finish it or cancel it, and may reopen a finished or cancelled one. Cancelling needs
 * a reason, so it has its own call (cancel); the update call refuses it.
 */
export const QUOTE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const NEXT: Record<QuoteStatus, readonly QuoteStatus[]> = {
  pending: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['completed', 'cancelled', 'pending'],
  completed: ['in_progress'],
  cancelled: ['pending'],
};

export const CANCEL_THROUGH_CANCEL_MESSAGE = 'Cancel a request through cancel, with a reason';
export const quoteTransitionMessage = (from: QuoteStatus, to: QuoteStatus) =>
  from === to && to === 'cancelled' ? 'The request is already cancelled' : `Cannot change the status from ${from} to ${to}`;

export const isQuoteStatus = (value: unknown): value is QuoteStatus => QUOTE_STATUSES.includes(value as QuoteStatus);

/** The statuses a request can move to from `from` (the inbox offers these). */
export const nextQuoteStatuses = (from: QuoteStatus): readonly QuoteStatus[] => NEXT[from];

/**
 * Why a request cannot go from `from` to `to`, or undefined when it can. Staying in the same status
 * is no change (an update that only edits notes sends it back as it is). `viaCancel`: the change
 * comes from the cancel call, the only way to 'cancelled'.
 */
export function quoteTransitionError(from: QuoteStatus, to: QuoteStatus, viaCancel = false): string | undefined {
  if (to === 'cancelled' && !viaCancel && from !== 'cancelled') return CANCEL_THROUGH_CANCEL_MESSAGE;
  if (from === to) return to === 'cancelled' && viaCancel ? quoteTransitionMessage(from, to) : undefined;
  return NEXT[from].includes(to) ? undefined : quoteTransitionMessage(from, to);
}
