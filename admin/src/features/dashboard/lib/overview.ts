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

/** "4.8" (one decimal), or null when there are no reviews to average. */
export function formatRating(average: number | null | undefined, count: number): string | null {
  if (!count || average === null || average === undefined || !Number.isFinite(average)) return null;
  return (Math.round(average * 10) / 10).toFixed(1);
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
