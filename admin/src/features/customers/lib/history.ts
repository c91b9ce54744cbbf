/**
 * A customer's history as one timeline (issue 16 §4): their requests, estimates and appointments,
 * newest first, each with the place in the dashboard where it lives. Pure: no React.
 */
import { localDate } from '#core/scheduling/time.ts';
import type { CustomerDetail, HistoryItem, HistoryKind } from './types.ts';

export const KIND_LABEL: Record<HistoryKind, string> = { request: 'Quote request', estimate: 'Estimate', appointment: 'Appointment' };

/** Every entry of the three lists, newest first; at the same instant a request before its estimate before its appointment. */
export function timeline(history: CustomerDetail['history']): HistoryItem[] {
  const order: Record<HistoryKind, number> = { appointment: 0, estimate: 1, request: 2 };
  return [...history.requests, ...history.estimates, ...history.appointments].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date) || order[a.kind] - order[b.kind] || b.id - a.id,
  );
}

/** 'in_progress' -> 'In progress', 'no_show' -> 'No show'. */
export function statusLabel(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

/**
 * Where an entry lives: a request in the Requests view with it open, an estimate on the request it
 * answers (once its request is known: `estimateQuote`), an appointment in the Schedule tab on its
 * day (in the business's zone, when known). Null while there is nowhere to go yet.
 */
export function entryHref(slug: string, item: HistoryItem, timeZone: string | null, estimateQuote?: number): string | null {
  const base = `/${slug}/dashboard`;
  if (item.kind === 'request') return `${base}/customers?view=requests&request=${item.id}`;
  if (item.kind === 'estimate') return estimateQuote === undefined ? null : `${base}/customers?view=requests&request=${estimateQuote}`;
  const instant = Date.parse(item.date);
  if (Number.isNaN(instant)) return `${base}/schedule`;
  const date = timeZone ? localDate(instant, timeZone) : item.date.slice(0, 10);
  return `${base}/schedule?view=day&date=${date}`;
}
