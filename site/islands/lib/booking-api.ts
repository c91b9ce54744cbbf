/**
 * The booking wizard's calls (the contract at the top of api/routes/booking.ts, and the public
 * availability route). Every call answers `{ ok: true, data }` or `{ ok: false, status, error,
 * fields, data }`; a network failure is status 0 with the site's network message, so a step can
 * say what went wrong and keep the visitor's answers.
 */
import { NETWORK_ERROR_MESSAGE } from '#core/api/messages.ts';
import type { VehicleSize } from '#core/services/catalog.ts';

export interface BookingOptions {
  business: { name: string; slug: string; phone: string | null; industry: string };
  booking_enabled: boolean;
  time_zone: string;
  vehicle: {
    label: string;
    choices: { key: string; label: string }[];
    sizes: { key: VehicleSize; label: string }[] | null;
    asks_details: boolean;
    year_choices: string[];
  };
  services: {
    slug: string;
    name: string;
    category: string;
    description: string;
    vehicle_types: string[];
    tiers: {
      id: number;
      name: string;
      description: string;
      features: string[];
      popular: boolean;
      price_cents: number;
      duration_minutes: number;
      size_prices_cents: Partial<Record<VehicleSize, number>>;
    }[];
  }[];
  addons: {
    slug: string;
    name: string;
    description: string;
    price_cents: number;
    duration_minutes: number;
    size_prices_cents: Partial<Record<VehicleSize, number>>;
  }[];
  payment: { deposit_required: boolean; deposit_percentage: number; online: boolean; note: string };
  cancellation_notice_hours: number;
}

export interface Price {
  tier_cents: number;
  addons_cents: number;
  subtotal_cents: number;
  multiplier: number;
  minimum_cents: number;
  total_cents: number;
  deposit_cents: number;
  duration_minutes: number;
  area: { id: number; city: string; state: string } | null;
}

export interface Alternative {
  date: string;
  time: string;
  start: string;
}

export interface Availability {
  time_zone: string;
  duration_minutes: number;
  days: { date: string; slots: string[] }[];
}

export interface Hold {
  hold_id: string | number;
  expires_at: string;
  start: string;
  end: string;
  price: Price;
}

export interface BookedAppointment {
  id: number;
  reference: string;
  status: 'scheduled' | 'confirmed' | 'cancelled' | string;
  start: string;
  end: string;
  date: string;
  time: string;
  time_zone: string;
  service: string;
  service_slug: string;
  tier: string;
  tier_id: number;
  addons: string[];
  addon_slugs: string[];
  size: VehicleSize | null;
  zip: string;
  price: Price;
  customer: { name: string; email: string; phone: string };
  address: { street: string; city: string; state: string; zip: string };
  vehicle: Record<string, string | undefined>;
  business: { name: string; phone: string | null };
}

export type Confirmed =
  | { status: 'booked'; appointment: BookedAppointment; manage_url: string }
  | { status: 'payment_required'; checkout_url: string; deposit_cents: number };

/** A hold as the page Stripe sends the visitor back to reads it. */
export interface HoldState {
  state: 'held' | 'payment' | 'booked' | 'released';
  expires_at: string;
  appointment: BookedAppointment | null;
}

export interface Managed {
  appointment: BookedAppointment;
  can_change: boolean;
  cancellation_notice_hours: number;
  change_message: string | null;
}

export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; fields: Record<string, string>; data: Record<string, unknown> };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export async function call<T>(
  url: string,
  init: { method?: string; body?: unknown } = {},
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: init.method ?? 'GET',
      headers:
        init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR_MESSAGE, fields: {}, data: {} };
  }
  const body = record(await res.json().catch(() => ({})));
  if (res.ok && body.success === true) return { ok: true, data: body.data as T };
  const fields = Object.fromEntries(Object.entries(record(body.fields)).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const error = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : NETWORK_ERROR_MESSAGE;
  return { ok: false, status: res.status, error, fields, data: record(body.data) };
}

/** The nearest free times an answer names (409 taken, 404 hold expired). */
export function alternativesOf(data: Record<string, unknown>): Alternative[] {
  const list = Array.isArray(data.alternatives) ? data.alternatives : [];
  return list
    .map(record)
    .filter((a) => typeof a.date === 'string' && typeof a.time === 'string')
    .map((a) => ({ date: a.date as string, time: a.time as string, start: typeof a.start === 'string' ? a.start : '' }));
}

const enc = encodeURIComponent;

export interface JobQuery {
  service: string;
  tier: number;
  addons: string[];
  size?: VehicleSize;
  zip?: string;
}

function jobParams(job: JobQuery): URLSearchParams {
  const params = new URLSearchParams({ service: job.service, tier: String(job.tier) });
  if (job.addons.length) params.set('addons', job.addons.join(','));
  if (job.size) params.set('size', job.size);
  if (job.zip) params.set('zip', job.zip);
  return params;
}

export const bookingApi = {
  options: (slug: string) => call<BookingOptions>(`/api/booking/${enc(slug)}/options`),
  price: (slug: string, job: JobQuery) => call<Price>(`/api/booking/${enc(slug)}/price?${jobParams(job)}`),
  availability: (slug: string, job: JobQuery, from?: string, to?: string) => {
    const params = jobParams(job);
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    return call<Availability>(`/api/availability/${enc(slug)}?${params}`);
  },
  hold: (slug: string, job: JobQuery & { date: string; time: string; release?: string }) =>
    call<Hold>(`/api/booking/${enc(slug)}/holds`, { method: 'POST', body: job }),
  holdState: (holdId: string) => call<HoldState>(`/api/booking/holds/${enc(holdId)}`),
  release: (holdId: string) => call<{ released: boolean }>(`/api/booking/holds/${enc(holdId)}`, { method: 'DELETE' }),
  confirm: (holdId: string, body: Record<string, unknown>) =>
    call<Confirmed>(`/api/booking/holds/${enc(holdId)}/confirm`, { method: 'POST', body }),
  manage: (token: string) => call<Managed>(`/api/booking/manage/${enc(token)}`),
  /** The free times to move a booked appointment to (for the job as booked, an estimate's too). */
  manageAvailability: (token: string) => call<Availability>(`/api/booking/manage/${enc(token)}/availability`),
  reschedule: (token: string, date: string, time: string) =>
    call<{ appointment: BookedAppointment }>(`/api/booking/manage/${enc(token)}/reschedule`, { method: 'POST', body: { date, time } }),
  cancel: (token: string) =>
    call<{ appointment: BookedAppointment }>(`/api/booking/manage/${enc(token)}/cancel`, { method: 'POST', body: {} }),
  /** Analytics only: a lost event must never disturb the visitor. */
  event: (slug: string, event: 'started' | 'step', step?: string) => {
    void call(`/api/booking/${enc(slug)}/events`, { method: 'POST', body: step ? { event, step } : { event } }).catch(() => undefined);
  },
};
