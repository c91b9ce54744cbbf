/**
 * The logic of the quote form, kept free of React and the DOM so it is unit-tested: the form values,
 * the payload sent to POST /api/quotes, client-side checks with the shared zod schema (the server's
 * schema is the authority; nothing here adds rules), and the mapping of the answer to a UI state.
 */
import { NETWORK_ERROR_MESSAGE, RATE_LIMITED_MESSAGE, requestFailedMessage } from '#core/api/messages.ts';
import { phoneDigits } from '#core/format/phone.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { quoteAsksForVehicle, quoteSchemaFor } from '#core/validation/quote.ts';

export const QUOTE_ENDPOINT = '/api/quotes';

/** The site's forms (quote, onboarding) answer a failed fetch alike. */
export { NETWORK_ERROR_MESSAGE };
/** Shown (instead of sending) on a demonstration site, like the booking alert of spec 1 §2. */
export const PREVIEW_QUOTE_MESSAGE =
  'Quote requests are disabled in this demonstration site. Get this site to start receiving quote requests.';
/** Shown above the fields when the server refused fields that have no input of their own. */
export const VALIDATION_SUMMARY_MESSAGE = 'Please correct the highlighted fields.';

/** What the inputs hold; every text field is the raw text, the services are the checked service names. */
export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  vehicleType: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  services: string[];
  city: string;
  state: string;
  zipCode: string;
  message: string;
  /** Honeypot: hidden from people, left empty by them; bots fill it. Sent as is, the server decides. */
  website: string;
}

export type QuoteField = Exclude<keyof QuoteFormValues, 'website'>;

/** Order of the inputs in the form: the first invalid one in this order gets the focus. */
export const QUOTE_FIELD_ORDER: readonly QuoteField[] = [
  'name',
  'email',
  'phone',
  'vehicleType',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'services',
  'city',
  'state',
  'zipCode',
  'message',
];

export const VEHICLE_FIELDS: readonly QuoteField[] = ['vehicleType', 'vehicleMake', 'vehicleModel', 'vehicleYear'];

/** Spec 1 §3 vehicle types, with the label the select shows. */
export const VEHICLE_TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'auto', label: 'Car / SUV' },
  { value: 'truck', label: 'Truck' },
  { value: 'motorcycle', label: 'Motorcycle' },
  { value: 'rv', label: 'RV' },
  { value: 'boat', label: 'Boat' },
  { value: 'off-road', label: 'Off-Road' },
];

export function emptyQuoteValues(initial: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    vehicleType: '',
    vehicleMake: '',
    vehicleModel: '',
    vehicleYear: '',
    services: [],
    city: '',
    state: '',
    zipCode: '',
    message: '',
    website: '',
    ...initial,
  };
}

export interface QuoteContext {
  industry: string;
  businessSlug: string;
}

export interface QuotePayload {
  name: string;
  email: string;
  phone: string;
  vehicleType?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  vehicleYear?: string;
  services: string[];
  message?: string;
  city: string;
  state: string;
  zipCode: string;
  businessSlug: string;
  website: string;
}

/**
 * The JSON body of POST /api/quotes. Texts are trimmed, the phone is sent as digits (so "at least 10
 * digits" means digits), the state upper-cased, an empty message left out, and the vehicle fields only
 * where the industry asks for them.
 */
export function buildQuotePayload(values: QuoteFormValues, ctx: QuoteContext): QuotePayload {
  const message = values.message.trim();
  const payload: QuotePayload = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phoneDigits(values.phone),
    services: [...new Set(values.services.map((s) => s.trim()).filter(Boolean))],
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zipCode: values.zipCode.trim(),
    businessSlug: ctx.businessSlug,
    website: values.website,
  };
  if (quoteAsksForVehicle(ctx.industry)) {
    payload.vehicleType = values.vehicleType.trim();
    payload.vehicleMake = values.vehicleMake.trim();
    payload.vehicleModel = values.vehicleModel.trim();
    payload.vehicleYear = values.vehicleYear.trim();
  }
  if (message) payload.message = message;
  return payload;
}

export type QuoteErrors = Partial<Record<QuoteField, string>>;

function knownFieldErrors(all: Record<string, string>): QuoteErrors {
  const out: QuoteErrors = {};
  for (const field of QUOTE_FIELD_ORDER) {
    // Array items are reported as "services.0"; they belong to the services group.
    const message = all[field] ?? Object.entries(all).find(([key]) => key.startsWith(`${field}.`))?.[1];
    if (message) out[field] = message;
  }
  return out;
}

/** Checks the payload with the industry's shared schema; the messages are the spec's. */
export function validateQuote(values: QuoteFormValues, ctx: QuoteContext): QuoteErrors {
  const result = quoteSchemaFor(ctx.industry).safeParse(buildQuotePayload(values, ctx));
  return result.success ? {} : knownFieldErrors(fieldErrors(result.error));
}

/** The message for one field (on blur), or undefined when that field is fine. */
export function validateQuoteField(values: QuoteFormValues, field: QuoteField, ctx: QuoteContext): string | undefined {
  return validateQuote(values, ctx)[field];
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: QuoteErrors): QuoteField | undefined {
  return QUOTE_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

export type QuoteOutcome =
  | { kind: 'success'; id?: string | number }
  | { kind: 'invalid'; fields: QuoteErrors; message: string }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds?: number }
  | { kind: 'error'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Maps the status and parsed JSON body (or undefined when it was not JSON) of the answer to the UI state. */
export function quoteOutcome(status: number, body: unknown): QuoteOutcome {
  const b = isRecord(body) ? body : {};
  if (status >= 200 && status < 300 && b.success !== false) {
    const data = isRecord(b.data) ? b.data : {};
    const id = typeof data.id === 'string' || typeof data.id === 'number' ? data.id : undefined;
    return id === undefined ? { kind: 'success' } : { kind: 'success', id };
  }
  if (status === 429 || b.code === 'RATE_LIMITED') {
    const retry = typeof b.retryAfterSeconds === 'number' && Number.isFinite(b.retryAfterSeconds) ? b.retryAfterSeconds : undefined;
    const message = text(b.message) ?? text(b.error) ?? RATE_LIMITED_MESSAGE;
    return retry === undefined ? { kind: 'rate-limited', message } : { kind: 'rate-limited', message, retryAfterSeconds: retry };
  }
  if (status === 400 && isRecord(b.fields)) {
    const all: Record<string, string> = {};
    for (const [key, value] of Object.entries(b.fields)) {
      const message = text(value) ?? (Array.isArray(value) ? text(value[0]) : undefined);
      if (message) all[key] = message;
    }
    const fields = knownFieldErrors(all);
    if (Object.keys(fields).length > 0) {
      // Fields the form has no input for (e.g. businessSlug) still need to be said.
      const unshown = Object.entries(all).find(([key]) => !QUOTE_FIELD_ORDER.some((f) => key === f || key.startsWith(`${f}.`)));
      return { kind: 'invalid', fields, message: unshown ? unshown[1] : VALIDATION_SUMMARY_MESSAGE };
    }
    const first = Object.values(all)[0];
    return { kind: 'error', message: first ?? text(b.error) ?? text(b.message) ?? requestFailedMessage(status) };
  }
  return { kind: 'error', message: text(b.error) ?? text(b.message) ?? requestFailedMessage(status) };
}

/** Parses a fetch Response's body as JSON, undefined when it is not JSON. */
export async function readJsonBody(response: Pick<Response, 'text'>): Promise<unknown> {
  try {
    const raw = await response.text();
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'text'>>;

/** Sends the quote request and maps any answer (or the lack of one) to the UI state. */
export async function submitQuote(payload: QuotePayload, fetchImpl: FetchLike = fetch, endpoint = QUOTE_ENDPOINT): Promise<QuoteOutcome> {
  let response: Pick<Response, 'status' | 'text'>;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'error', message: NETWORK_ERROR_MESSAGE };
  }
  return quoteOutcome(response.status, await readJsonBody(response));
}

/** "Thanks, Jane! Prestige Mobile Detailing will contact you within one business day." */
export function thankYouMessage(name: string, businessName: string): { title: string; body: string } {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return {
    title: first ? `Thanks, ${first}!` : 'Thanks!',
    body: `Your quote request has been sent. ${businessName} will contact you within one business day.`,
  };
}
