import { describe, expect, it, vi } from 'vitest';
import { SERVICE_CATALOGS, vehicleChoiceFor } from '#core/services/catalog.ts';
import {
  NETWORK_ERROR_MESSAGE,
  QUOTE_ENDPOINT,
  VALIDATION_SUMMARY_MESSAGE,
  buildQuotePayload,
  emptyQuoteValues,
  firstInvalidField,
  quoteOutcome,
  readJsonBody,
  submitQuote,
  thankYouMessage,
  VEHICLE_TYPE_OPTIONS,
  validateQuote,
  validateQuoteField,
  type FetchLike,
  type QuoteFormValues,
} from './quote-submit.ts';

const detailing = { industry: 'mobile-detailing', businessSlug: 'prestige-mobile-detailing' };
const cleaning = { industry: 'house-cleaning', businessSlug: 'sparkle-home' };

function filled(overrides: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return emptyQuoteValues({
    name: '  Jane Doe ',
    email: 'jane@example.com ',
    phone: '+1 (602) 555-0142',
    vehicleType: 'auto',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    vehicleYear: '2021',
    services: ['Ceramic Coating'],
    city: 'Phoenix',
    state: 'az',
    zipCode: '85004',
    ...overrides,
  });
}

describe('buildQuotePayload', () => {
  it('trims, sends the phone as digits, upper-cases the state and adds the business slug and honeypot', () => {
    expect(buildQuotePayload(filled({ message: '  Black SUV  ' }), detailing)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '6025550142',
      vehicleType: 'auto',
      vehicleMake: 'Toyota',
      vehicleModel: 'Camry',
      vehicleYear: '2021',
      services: ['Ceramic Coating'],
      message: 'Black SUV',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      businessSlug: 'prestige-mobile-detailing',
      website: '',
    });
  });

  it('leaves out an empty message and, outside detailing, the vehicle fields', () => {
    const payload = buildQuotePayload(filled({ message: '   ' }), cleaning);
    expect(payload).not.toHaveProperty('message');
    expect(payload).not.toHaveProperty('vehicleType');
    expect(payload).not.toHaveProperty('vehicleYear');
    expect(payload.businessSlug).toBe('sparkle-home');
  });

  it('passes the honeypot through untouched and de-duplicates services', () => {
    const payload = buildQuotePayload(filled({ website: 'http://spam.example', services: ['PPF', 'PPF', ' '] }), detailing);
    expect(payload.website).toBe('http://spam.example');
    expect(payload.services).toEqual(['PPF']);
  });
});

describe('validateQuote (shared schema, spec 2 §5 messages)', () => {
  it('accepts a complete request', () => {
    expect(validateQuote(filled(), detailing)).toEqual({});
  });

  it('reports every empty field with the exact spec message', () => {
    expect(validateQuote(emptyQuoteValues(), detailing)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      vehicleType: 'Vehicle type is required',
      vehicleMake: 'Vehicle make is required',
      vehicleModel: 'Vehicle model is required',
      vehicleYear: 'Vehicle year must be 4 digits',
      services: 'At least one service must be selected',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code must be at least 5 digits',
    });
  });

  it('does not ask for the vehicle outside detailing', () => {
    const errors = validateQuote(emptyQuoteValues(), cleaning);
    expect(errors.vehicleType).toBeUndefined();
    expect(errors.vehicleYear).toBeUndefined();
    expect(validateQuote(filled({ vehicleType: '', vehicleMake: '', vehicleModel: '', vehicleYear: '' }), cleaning)).toEqual({});
  });

  it('counts phone digits, not formatting characters', () => {
    expect(validateQuoteField(filled({ phone: '(602) 555-01' }), 'phone', detailing)).toBe('Phone number must be at least 10 digits');
    expect(validateQuoteField(filled({ phone: '602.555.0142' }), 'phone', detailing)).toBeUndefined();
  });

  it('accepts "Before 1950" as a year', () => {
    expect(validateQuoteField(filled({ vehicleYear: 'Before 1950' }), 'vehicleYear', detailing)).toBeUndefined();
  });

  it('validates one field for blur', () => {
    expect(validateQuoteField(filled({ name: 'J' }), 'name', detailing)).toBe('Name must be at least 2 characters');
    expect(validateQuoteField(filled({ name: 'J' }), 'email', detailing)).toBeUndefined();
  });

  it('finds the first invalid field in form order', () => {
    expect(firstInvalidField({ zipCode: 'x', services: 'y', phone: 'z' })).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('quoteOutcome', () => {
  it('maps 201 to success with the id', () => {
    expect(quoteOutcome(201, { success: true, data: { id: 42 } })).toEqual({ kind: 'success', id: 42 });
    expect(quoteOutcome(201, undefined)).toEqual({ kind: 'success' });
  });

  it('maps a 400 with fields to per-field messages', () => {
    const outcome = quoteOutcome(400, {
      success: false,
      error: 'Validation failed',
      fields: { name: 'Name must be at least 2 characters', 'services.0': 'At least one service must be selected' },
    });
    expect(outcome).toEqual({
      kind: 'invalid',
      fields: { name: 'Name must be at least 2 characters', services: 'At least one service must be selected' },
      message: VALIDATION_SUMMARY_MESSAGE,
    });
  });

  it('says a refused field that has no input (businessSlug) in the summary', () => {
    const outcome = quoteOutcome(400, {
      success: false,
      error: 'Validation failed',
      fields: { businessSlug: 'Unknown business', zipCode: 'Zip code must be at least 5 digits' },
    });
    expect(outcome).toEqual({ kind: 'invalid', fields: { zipCode: 'Zip code must be at least 5 digits' }, message: 'Unknown business' });
    expect(quoteOutcome(400, { success: false, error: 'Validation failed', fields: { businessSlug: 'Unknown business' } })).toEqual({
      kind: 'error',
      message: 'Unknown business',
    });
  });

  it('maps a 400 without fields to the server error', () => {
    expect(quoteOutcome(400, { success: false, error: 'Invalid JSON' })).toEqual({ kind: 'error', message: 'Invalid JSON' });
  });

  it('maps 429 to the rate-limit message', () => {
    expect(
      quoteOutcome(429, {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many quote requests. Try again in 10 minutes.',
        retryAfterSeconds: 600,
      }),
    ).toEqual({
      kind: 'rate-limited',
      message: 'Too many quote requests. Try again in 10 minutes.',
      retryAfterSeconds: 600,
    });
    expect(quoteOutcome(429, {})).toEqual({ kind: 'rate-limited', message: 'Rate limited' });
  });

  it('maps other failures to the server error or message, else "Request failed: {status}"', () => {
    expect(quoteOutcome(500, { success: false, error: 'Database unavailable' })).toEqual({
      kind: 'error',
      message: 'Database unavailable',
    });
    expect(quoteOutcome(403, { success: false, message: 'Forbidden' })).toEqual({ kind: 'error', message: 'Forbidden' });
    expect(quoteOutcome(502, undefined)).toEqual({ kind: 'error', message: 'Request failed: 502' });
    expect(quoteOutcome(200, { success: false })).toEqual({ kind: 'error', message: 'Request failed: 200' });
  });
});

describe('submitQuote', () => {
  const payload = buildQuotePayload(filled(), detailing);

  it('POSTs JSON to /api/quotes and maps the answer', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => ({
      status: 201,
      text: async () => JSON.stringify({ success: true, data: { id: 'q_1' } }),
    }));
    await expect(submitQuote(payload, fetchImpl)).resolves.toEqual({ kind: 'success', id: 'q_1' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(QUOTE_ENDPOINT);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('reports a network failure', async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(submitQuote(payload, fetchImpl)).resolves.toEqual({ kind: 'error', message: NETWORK_ERROR_MESSAGE });
  });

  it('copes with a body that is not JSON', async () => {
    const fetchImpl: FetchLike = async () => ({ status: 500, text: async () => '<html>Internal error</html>' });
    await expect(submitQuote(payload, fetchImpl)).resolves.toEqual({ kind: 'error', message: 'Request failed: 500' });
    await expect(readJsonBody({ text: async () => '' })).resolves.toBeUndefined();
  });
});

describe('thankYouMessage', () => {
  it('greets by first name and names the business', () => {
    expect(thankYouMessage(' Jane Doe ', 'Prestige Mobile Detailing')).toEqual({
      title: 'Thanks, Jane!',
      body: 'Your quote request has been sent. Prestige Mobile Detailing will contact you within one business day.',
    });
    expect(thankYouMessage('', 'Acme').title).toBe('Thanks!');
  });
});

describe('the vehicle types of the quote form', () => {
  it("each name one of detailing's vehicles, so an estimate booked from the request keeps the vehicle", () => {
    const vehicles = SERVICE_CATALOGS['mobile-detailing'].vehicles;
    for (const option of VEHICLE_TYPE_OPTIONS) expect(vehicleChoiceFor(vehicles, option.value), option.value).not.toBe('');
  });
});
