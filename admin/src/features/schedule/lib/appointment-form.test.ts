import { describe, expect, it } from 'vitest';
import { checkDraft, DURATION_CHOICES, draftOf, endOf, isDirty, newDraft, statusChoices } from './appointment-form.ts';
import type { Appointment } from './types.ts';

const LA = 'America/Los_Angeles';

const filled = () => ({
  ...newDraft('2026-11-24'),
  title: 'Full detail',
  service_type: 'Full Detail',
  customer_name: 'Ana Ruiz',
  customer_phone: '(480) 555-0134',
});

describe('appointment modal rules', () => {
  it('starts a new appointment at 09:00 on the chosen date for one hour, or at a chosen hour', () => {
    const draft = newDraft('2026-11-24');
    expect([draft.date, draft.start, draft.duration, draft.status]).toEqual(['2026-11-24', '09:00', '60', 'scheduled']);
    expect(endOf(draft, LA)).toMatchObject({ date: '2026-11-24', time: '10:00' });
    expect(newDraft('2026-11-24', '14:00').start).toBe('14:00');
    expect(DURATION_CHOICES).toEqual([30, 60, 90, 120, 180, 240]);
  });

  it('recomputes the end from the start and the duration, as time passes across a clock change', () => {
    expect(endOf({ date: '2026-11-24', start: '16:30', duration: '240' }, LA)).toMatchObject({ time: '20:30' });
    expect(endOf({ date: '2026-11-24', start: '22:30', duration: '120' }, LA)).toMatchObject({ date: '2026-11-25', time: '00:30' });
    // Fall back: 01:00 PDT plus two hours is 02:00 PST.
    expect(endOf({ date: '2026-11-01', start: '01:00', duration: '120' }, LA)).toMatchObject({ date: '2026-11-01', time: '02:00' });
    // Spring forward: 01:30 PST plus one hour is 03:30 PDT.
    expect(endOf({ date: '2026-03-08', start: '01:30', duration: '60' }, LA)).toMatchObject({ time: '03:30' });
    expect(endOf({ date: '', start: '09:00', duration: '60' }, LA)).toBeNull();
  });

  it('sends instants of the business’s zone and the spec’s required fields', () => {
    const check = checkDraft({ ...filled(), price: '149.5', deposit: '50' }, LA);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value).toMatchObject({
      start_time: '2026-11-24T17:00:00.000Z',
      end_time: '2026-11-24T18:00:00.000Z',
      service_duration: 60,
      price: 149.5,
      deposit: 50,
      customer_email: null,
      status: 'scheduled',
      overlap_allowed: false,
    });
  });

  it('names each missing required field and refuses negative money or more than two decimals', () => {
    const check = checkDraft({ ...newDraft('2026-11-24'), price: '-1', deposit: '1.005' }, LA);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.errors).sort()).toEqual(['customer_name', 'customer_phone', 'deposit', 'price', 'service_type', 'title']);
    expect(check.errors.price).toBe('Price must be a number of at least 0');
    expect(check.errors.deposit).toBe('Deposit must be in steps of 0.01');
    const noTime = checkDraft({ ...filled(), start: '' }, LA);
    expect(noTime.ok ? null : noTime.errors.start).toBe('Start time is required');
    const badDuration = checkDraft({ ...filled(), duration: '45' }, LA);
    expect(badDuration.ok ? null : badDuration.errors.duration).toMatch(/^Duration must be 30, 60, 90, 120, 180, 240 minutes/);
  });

  it('opens an appointment on the business’s clocks and knows when it changed', () => {
    const appointment: Appointment = {
      id: 7,
      title: 'Ceramic coating',
      description: null,
      service_type: 'Ceramic Coating',
      service_duration: 240,
      start_time: '2026-11-01T17:00:00.000Z',
      end_time: '2026-11-01T21:00:00.000Z',
      customer_name: 'Ben',
      customer_phone: '4805550100',
      customer_email: 'ben@example.com',
      price: 899,
      deposit: 100,
      notes: null,
      internal_notes: 'Gate code 4411',
      status: 'confirmed',
      crew_id: 1,
      assigned_user_id: 12,
      overlap_allowed: false,
    };
    const draft = draftOf(appointment, LA);
    expect(draft).toMatchObject({ date: '2026-11-01', start: '09:00', duration: '240', price: '899.00', assigned_user_id: '12' });
    expect(isDirty(draft, draftOf(appointment, LA))).toBe(false);
    expect(isDirty({ ...draft, duration: '180' }, draftOf(appointment, LA))).toBe(true);
  });

  it('offers only the statuses an appointment may move to', () => {
    expect(statusChoices(null)).toEqual(['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled']);
    expect(statusChoices('completed')).toEqual(['completed']);
    expect(statusChoices('cancelled')).toEqual(['scheduled', 'confirmed', 'cancelled']);
  });
});
