/**
 * How a quote request reads wherever the dashboard lists one (the overview's newest requests, the
 * quote inbox): its status as a coloured label and its services in a line. Pure.
 */
import type { QuoteStatus } from '#core/quotes/status.ts';

const QUOTE_STATUS: Record<QuoteStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  in_progress: { label: 'In progress', className: 'bg-blue-50 text-blue-800 ring-blue-200' },
  completed: { label: 'Completed', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

export function quoteStatusView(status: string): { label: string; className: string } {
  const known = QUOTE_STATUS[status as QuoteStatus];
  if (known) return known;
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ') : 'Unknown';
  return { label, className: 'bg-slate-100 text-slate-700 ring-slate-200' };
}

/** "Full Detail, Ceramic Coating +2": the first two services and how many more. */
export function servicesSummary(services: readonly string[] | null | undefined, shown = 2): string {
  const list = (services ?? []).map((s) => s.trim()).filter(Boolean);
  if (!list.length) return 'No services listed';
  const head = list.slice(0, shown).join(', ');
  return list.length > shown ? `${head} +${list.length - shown}` : head;
}
