import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import {
  APPOINTMENT_STATUSES,
  appointmentInputSchema,
  blockedDayToggleSchema,
  canTransition,
  dateRangeSchema,
  feedScopeSchema,
  holdsTime,
  instantField,
  moneyField,
  teamInviteSchema,
  timeBlockInputSchema,
  transitionMessage,
} from './schedule.ts';

const valid = {
  title: 'Full detail',
  service_type: 'Full Detail',
  service_duration: 60,
  start_time: '2026-11-24T09:00:00-07:00',
  end_time: '2026-11-24T10:00:00-07:00',
  customer_name: 'Dana Reyes',
  customer_phone: '(602) 555-0199',
};
const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error as Parameters<typeof fieldErrors>[0]);
};

describe('status transitions', () => {
  it('lets live appointments move between live statuses, finish or be cancelled', () => {
    for (const from of ['scheduled', 'confirmed', 'in_progress'] as const)
      for (const to of APPOINTMENT_STATUSES) expect(canTransition(from, to), `${from} -> ${to}`).toBe(true);
  });
  it('keeps a completed appointment final, and books a cancelled one again before work starts', () => {
    for (const to of APPOINTMENT_STATUSES) expect(canTransition('completed', to), to).toBe(to === 'completed');
    expect(['scheduled', 'confirmed', 'cancelled'].every((to) => canTransition('cancelled', to as 'scheduled'))).toBe(true);
    expect(canTransition('cancelled', 'in_progress')).toBe(false);
    expect(canTransition('cancelled', 'completed')).toBe(false);
    expect(transitionMessage('completed', 'in_progress')).toBe('Cannot change the status from completed to in progress');
  });
  it('frees the time of cancelled appointments only', () => {
    expect(APPOINTMENT_STATUSES.filter((st) => !holdsTime(st))).toEqual(['cancelled']);
  });
});

describe('appointment form (spec 2 §5)', () => {
  it('takes instants with an offset and gives epoch milliseconds; a wall time without zone is refused', () => {
    expect(instantField('Start time').parse('2026-11-24T09:00:00-07:00')).toBe(Date.UTC(2026, 10, 24, 16));
    expect(instantField('Start time').parse('2026-11-24T16:00:00.000Z')).toBe(Date.UTC(2026, 10, 24, 16));
    expect(errorsOf(instantField('Start time'), '2026-11-24T09:00:00')).toEqual({
      _: 'Start time must be a date and time with a time zone offset',
    });
    expect(errorsOf(instantField('Start time'), '')).toEqual({ _: 'Start time is required' });
    expect(errorsOf(instantField('Start time'), 1795536000000)).toEqual({
      _: 'Start time must be a date and time with a time zone offset',
    });
  });

  it('requires the spec’s fields with a message each', () => {
    expect(errorsOf(appointmentInputSchema, {})).toEqual({
      title: 'Title is required',
      service_type: 'Service type is required',
      service_duration: 'Duration is required',
      start_time: 'Start time is required',
      end_time: 'End time is required',
      customer_name: 'Customer name is required',
      customer_phone: 'Customer phone is required',
    });
  });

  it('offers the spec’s durations only, and wants the end after the start', () => {
    for (const d of [30, 60, 90, 120, 180, 240]) expect(errorsOf(appointmentInputSchema, { ...valid, service_duration: d })).toEqual({});
    expect(errorsOf(appointmentInputSchema, { ...valid, service_duration: '90' })).toEqual({});
    expect(errorsOf(appointmentInputSchema, { ...valid, service_duration: 45 })).toEqual({
      service_duration: 'Duration must be 30, 60, 90, 120, 180, 240 minutes',
    });
    expect(errorsOf(appointmentInputSchema, { ...valid, end_time: valid.start_time })).toEqual({
      end_time: 'End time must be after start time',
    });
    expect(errorsOf(appointmentInputSchema, { ...valid, end_time: '2026-12-09T09:00:00-07:00' })).toEqual({
      end_time: 'An appointment can last at most 14 days',
    });
  });

  it('takes price and deposit in dollars, at least 0 in steps of 0.01, the deposit not above the price', () => {
    const money = moneyField('Price');
    expect(money.parse('120.50')).toBe(120.5);
    expect(money.parse('')).toBeNull();
    expect(money.parse(undefined)).toBeNull();
    expect(money.parse(0)).toBe(0);
    expect(errorsOf(money, -1)).toEqual({ _: 'Price must be a number of at least 0' });
    expect(errorsOf(money, 'abc')).toEqual({ _: 'Price must be a number of at least 0' });
    expect(errorsOf(money, 10.005)).toEqual({ _: 'Price must be in steps of 0.01' });
    expect(money.parse(0.1 + 0.2)).toBe(0.3);
    expect(errorsOf(appointmentInputSchema, { ...valid, price: 100, deposit: 150 })).toEqual({
      deposit: 'Deposit cannot be more than the price',
    });
    expect(errorsOf(appointmentInputSchema, { ...valid, deposit: 20 })).toEqual({ price: 'Enter the price before a deposit' });
  });

  it('checks e-mail, place and the overlap mark', () => {
    expect(errorsOf(appointmentInputSchema, { ...valid, customer_email: 'nope' })).toEqual({ customer_email: 'Invalid email address' });
    expect(appointmentInputSchema.parse({ ...valid, customer_email: ' Dana@Example.com ' }).customer_email).toBe('dana@example.com');
    expect(errorsOf(appointmentInputSchema, { ...valid, latitude: 33.4 })).toEqual({
      longitude: 'Give both latitude and longitude, or neither',
    });
    expect(errorsOf(appointmentInputSchema, { ...valid, latitude: 95, longitude: 0 })).toEqual({
      latitude: 'Latitude must be between -90 and 90',
    });
    expect(errorsOf(appointmentInputSchema, { ...valid, overlap_allowed: 'yes' })).toEqual({
      overlap_allowed: 'Allow overlap must be true or false',
    });
    const parsed = appointmentInputSchema.parse(valid);
    expect([parsed.status, parsed.overlap_allowed, parsed.crew_id, parsed.price]).toEqual([undefined, undefined, null, null]);
  });
});

describe('time blocks, days, ranges, team, feeds', () => {
  const block = { title: 'Lunch', block_type: 'break', start_time: '2026-11-24T12:00:00Z', end_time: '2026-11-24T12:30:00Z' };
  it('checks a time block', () => {
    expect(errorsOf(timeBlockInputSchema, block)).toEqual({});
    expect(errorsOf(timeBlockInputSchema, { ...block, block_type: 'nap' })).toEqual({
      block_type: 'Block type must be one of break, personal, maintenance, travel, other',
    });
    expect(errorsOf(timeBlockInputSchema, { ...block, end_time: '2026-12-24T12:30:00Z' })).toEqual({
      end_time: 'A time block can last at most 14 days; block whole days instead',
    });
  });
  it('checks days and ranges of days', () => {
    expect(errorsOf(blockedDayToggleSchema, { date: '2026-02-29' })).toEqual({ date: 'Date must be a date (YYYY-MM-DD)' });
    expect(blockedDayToggleSchema.parse({ date: '2028-02-29', reason: '  ' })).toEqual({ date: '2028-02-29', reason: null });
    expect(errorsOf(dateRangeSchema, { startDate: '2026-11-30', endDate: '2026-11-01' })).toEqual({
      endDate: 'End date must not be before start date',
    });
    // 1 January to 10 April is 100 days counting both; one more is too many.
    expect(errorsOf(dateRangeSchema, { startDate: '2026-01-01', endDate: '2026-04-11' })).toEqual({
      endDate: 'The date range must be at most 100 days',
    });
    expect(errorsOf(dateRangeSchema, { startDate: '2026-01-01', endDate: '2026-04-10' })).toEqual({});
  });
  it('invites with a role other than owner, and knows the feed scopes', () => {
    expect(errorsOf(teamInviteSchema, { email: 'sam@example.com', role: 'owner' })).toEqual({
      role: 'Role must be manager, tech or viewer',
    });
    expect(teamInviteSchema.parse({ email: 'sam@example.com', role: 'tech' })).toEqual({
      email: 'sam@example.com',
      role: 'tech',
      first_name: null,
      last_name: null,
    });
    expect(errorsOf(feedScopeSchema, { scope: 'all' })).toEqual({ scope: 'Scope must be business or me' });
  });
});
