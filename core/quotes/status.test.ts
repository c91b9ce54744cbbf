import { describe, expect, it } from 'vitest';
import { CANCEL_THROUGH_CANCEL_MESSAGE, nextQuoteStatuses, QUOTE_STATUSES, quoteTransitionError } from './status.ts';

describe('quote request status transitions', () => {
  it('lets staff start, finish or cancel a new request, and reopen a finished or cancelled one', () => {
    expect(nextQuoteStatuses('pending')).toEqual(['in_progress', 'completed', 'cancelled']);
    expect(nextQuoteStatuses('in_progress')).toEqual(['completed', 'cancelled', 'pending']);
    expect(nextQuoteStatuses('completed')).toEqual(['in_progress']);
    expect(nextQuoteStatuses('cancelled')).toEqual(['pending']);
  });

  it('allows exactly the listed changes through an update, and names both statuses when it refuses', () => {
    const allowed: string[] = [];
    for (const from of QUOTE_STATUSES)
      for (const to of QUOTE_STATUSES) if (from !== to && !quoteTransitionError(from, to)) allowed.push(`${from}>${to}`);
    expect(allowed.sort()).toEqual(
      [
        'cancelled>pending',
        'completed>in_progress',
        'in_progress>completed',
        'in_progress>pending',
        'pending>completed',
        'pending>in_progress',
      ].sort(),
    );
    expect(quoteTransitionError('completed', 'pending')).toBe('Cannot change the status from completed to pending');
    expect(quoteTransitionError('cancelled', 'in_progress')).toBe('Cannot change the status from cancelled to in_progress');
  });

  it('cancels only through the cancel call, from pending or in progress, once', () => {
    expect(quoteTransitionError('pending', 'cancelled')).toBe(CANCEL_THROUGH_CANCEL_MESSAGE);
    expect(quoteTransitionError('in_progress', 'cancelled')).toBe(CANCEL_THROUGH_CANCEL_MESSAGE);
    expect(quoteTransitionError('pending', 'cancelled', true)).toBeUndefined();
    expect(quoteTransitionError('in_progress', 'cancelled', true)).toBeUndefined();
    expect(quoteTransitionError('completed', 'cancelled', true)).toBe('Cannot change the status from completed to cancelled');
    expect(quoteTransitionError('cancelled', 'cancelled', true)).toBe('The request is already cancelled');
  });

  it('takes an update that keeps the status (only notes or the estimate change)', () => {
    for (const status of QUOTE_STATUSES) expect(quoteTransitionError(status, status)).toBeUndefined();
  });
});
