import { describe, expect, it } from 'vitest';
import { summarize } from './summary.ts';
import type { Appointment } from './types.ts';

const LA = 'America/Los_Angeles';

function appt(start: string, end: string, extra: Partial<Appointment> = {}): Appointment {
  return {
    id: 1,
    title: 'Full detail',
    description: null,
    service_type: 'Detail',
    service_duration: 60,
    start_time: start,
    end_time: end,
    customer_name: 'Ana',
    customer_phone: '5550100',
    customer_email: null,
    price: null,
    deposit: null,
    notes: null,
    internal_notes: null,
    status: 'scheduled',
    crew_id: 1,
    assigned_user_id: null,
    overlap_allowed: false,
    ...extra,
  };
}

describe('schedule summaries', () => {
  const week = { start: '2026-10-26', end: '2026-11-01' };

  it('counts appointments, booked time, revenue and deposits of the range, leaving cancelled ones out', () => {
    const list = [
      appt('2026-10-27T16:00:00.000Z', '2026-10-27T17:30:00.000Z', { price: 149.99, deposit: 50 }),
      appt('2026-10-28T16:00:00.000Z', '2026-10-28T18:00:00.000Z', { price: 0.1, deposit: 0.2 }),
      appt('2026-10-29T16:00:00.000Z', '2026-10-29T20:00:00.000Z', { price: 400, status: 'cancelled' }),
      appt('2026-11-03T16:00:00.000Z', '2026-11-03T17:00:00.000Z', { price: 999 }),
    ];
    expect(summarize(list, week, LA)).toEqual({
      appointments: 2,
      cancelled: 1,
      bookedMinutes: 210,
      revenueCents: 15009,
      depositCents: 5020,
    });
  });

  it('files an appointment by its date on the business’s clocks and counts elapsed time across the clock change', () => {
    // 23:30 on Sunday Nov 1 in Los Angeles is Monday in UTC; 01:00-03:00 on the fall-back night lasts 3 hours.
    const list = [
      appt('2026-11-02T07:30:00.000Z', '2026-11-02T08:00:00.000Z'),
      appt('2026-11-01T08:00:00.000Z', '2026-11-01T11:00:00.000Z'),
    ];
    const summary = summarize(list, week, LA);
    expect(summary.appointments).toBe(2);
    expect(summary.bookedMinutes).toBe(210);
    expect(summarize(list, week, 'UTC').appointments).toBe(1);
  });

  it('is all zeros for an empty range', () => {
    expect(summarize([], week, LA)).toEqual({ appointments: 0, cancelled: 0, bookedMinutes: 0, revenueCents: 0, depositCents: 0 });
  });
});
