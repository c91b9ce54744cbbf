/** Figures of the overview tab (issue 5 §2), formatted. Pure. */
export type QuoteStatus = 'pending' | 'in_progress' | 'completed' | 'cancelled';

export interface OverviewQuote {
  id: number;
  name: string;
  email: string;
  phone: string;
  services: string[];
  city: string;
  state: string;
  status: QuoteStatus | (string & {});
  createdAt: string;
}

export interface Overview {
  quotes: { last7Days: number; last30Days: number; newest: OverviewQuote[] };
  reviews: { average: number | null; count: number };
  siteUrl: string | null;
  publish: { state: string; releaseId: string | null; finishedAt: string | null; error: string | null } | null;
  memberSince: string | null;
  businessName: string | null;
}

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

/** "4.8" (one decimal), or null when there are no reviews to average. */
export function formatRating(average: number | null | undefined, count: number): string | null {
  if (!count || average === null || average === undefined || !Number.isFinite(average)) return null;
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** "Full Detail, Ceramic Coating +2": the first two services and how many more. */
export function servicesSummary(services: readonly string[] | null | undefined, shown = 2): string {
  const list = (services ?? []).map((s) => s.trim()).filter(Boolean);
  if (!list.length) return 'No services listed';
  const head = list.slice(0, shown).join(', ');
  return list.length > shown ? `${head} +${list.length - shown}` : head;
}

/** "Phoenix, AZ" (either part may be missing). */
export function placeLabel(city: string | null | undefined, state: string | null | undefined): string {
  return [city?.trim(), state?.trim()].filter(Boolean).join(', ');
}

/** The year of a date (member since), or null. */
export function yearOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : String(date.getUTCFullYear());
}

/** "1 quote request" / "12 quote requests". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The site address without the scheme, for display: "prestige.localsite.example". */
export function displayUrl(url: string | null | undefined): string {
  if (!url) return '';
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
