/**
 * The estimate page's and the booking wizard's estimate mode's calls (the contract at the top of
 * api/routes/estimates.ts), through the booking wizard's fetch wrapper, and the link's token as
 * the page's address carries it (`?t=` on the estimate page, `?estimate=` on the booking page).
 */
import { ESTIMATE_TOKEN_PATTERN, type EstimateStatus } from '#core/estimates/estimates.ts';
import { type Availability, call, type Hold } from '../lib/booking-api.ts';

export interface EstimateLink {
  business: { name: string; slug: string; phone: string | null; email: string | null };
  status: EstimateStatus;
  items: { id: string; description: string; priceCents: number; optional: boolean }[];
  requiredCents: number;
  optionalCents: number;
  acceptedOptionalIds: string[];
  totalCents: number;
  durationMinutes: number;
  validUntil: string;
  message: string | null;
  declineReason: string | null;
  closedMessage: string | null;
  customer: {
    name: string;
    email: string;
    phone: string;
    street: string | null;
    city: string;
    state: string;
    zip: string;
    vehicle: { type: string; make: string; model: string; year: string } | null;
  };
  booking_url: string | null;
  appointment: { start: string; end: string; date: string; time: string; time_zone: string } | null;
}

/** The token of the address's `name` parameter, or '' when there is none of the right shape. */
export function linkToken(search: string, name: 't' | 'estimate'): string {
  const token = new URLSearchParams(search).get(name)?.trim() ?? '';
  return ESTIMATE_TOKEN_PATTERN.test(token) ? token : '';
}

/** The calls of one link on one business's site (the server refuses a link of another business). */
export function estimateApi(token: string, slug: string) {
  const url = (action: string) => `/api/estimate-links/${encodeURIComponent(token)}${action}?business=${encodeURIComponent(slug)}`;
  return {
    read: () => call<EstimateLink>(url('')),
    accept: (optionalItemIds: string[]) => call<EstimateLink>(url('/accept'), { method: 'POST', body: { optionalItemIds } }),
    decline: (reason: string) => call<EstimateLink>(url('/decline'), { method: 'POST', body: { reason } }),
    availability: () => call<Availability>(url('/availability')),
    hold: (slot: { date: string; time: string; release?: string }) => call<Hold>(url('/holds'), { method: 'POST', body: slot }),
  };
}
