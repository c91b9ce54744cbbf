import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  manageToken,
  nextStep,
  paymentReturn,
  previousStep,
  reachableStep,
  reconcileDraft,
  searchForStep,
  stepDone,
  stepFromSearch,
  type BookingDraft,
  type StepOptions,
  WIZARD_STEPS,
  withRequestedService,
} from './booking-steps.ts';

const options: StepOptions = {
  vehicle: { sizes: [{ key: 's' }, { key: 'm' }, { key: 'l' }] },
  services: [
    { slug: 'full-detail', vehicle_types: [], tiers: [{ id: 11 }, { id: 12 }] },
    { slug: 'boat-detail', vehicle_types: ['boats'], tiers: [{ id: 21 }] },
  ],
  addons: [{ slug: 'pet-hair' }, { slug: 'engine-bay' }],
};

const held: BookingDraft = {
  ...emptyDraft(),
  vehicle: 'cars',
  size: 'm',
  service: 'full-detail',
  serviceTier: 12,
  addons: ['pet-hair'],
  zip: '85281',
  schedule: { date: '2026-11-25', time: '09:00' },
  hold: { id: 'h1', expiresAt: '2026-11-24T10:10:00Z' },
  contact: { name: 'Dana Reyes', email: 'dana@example.com', phone: '4805550142' },
  address: { street: '12 Mill Ave', city: 'Tempe', state: 'AZ' },
};

describe('the booking wizard’s steps', () => {
  it('go in the spec’s order, then contact, summary and the confirmation', () => {
    expect(WIZARD_STEPS).toEqual([
      'vehicle-selection',
      'service-tier',
      'addons',
      'schedule',
      'payment',
      'contact',
      'summary',
      'confirmation',
    ]);
    expect(nextStep('addons')).toBe('schedule');
    expect(nextStep('confirmation')).toBe('confirmation');
    expect(previousStep('schedule')).toBe('addons');
    expect(previousStep('vehicle-selection')).toBeUndefined();
  });

  it('need a vehicle and, where sizes are priced, a size', () => {
    expect(stepDone('vehicle-selection', emptyDraft(), options)).toBe(false);
    expect(stepDone('vehicle-selection', { ...emptyDraft(), vehicle: 'cars' }, options)).toBe(false);
    expect(stepDone('vehicle-selection', { ...emptyDraft(), vehicle: 'cars', size: 'l' }, options)).toBe(true);
    expect(stepDone('vehicle-selection', { ...emptyDraft(), vehicle: 'small-dog' }, { ...options, vehicle: { sizes: null } })).toBe(true);
  });

  it('need a tier of a service offered for the vehicle', () => {
    expect(stepDone('service-tier', held, options)).toBe(true);
    expect(stepDone('service-tier', { ...held, serviceTier: 21 }, options)).toBe(false);
    expect(stepDone('service-tier', { ...held, service: 'boat-detail', serviceTier: 21 }, options)).toBe(false);
    expect(stepDone('service-tier', { ...held, vehicle: 'boats', service: 'boat-detail', serviceTier: 21 }, options)).toBe(true);
  });

  it('need a held time before payment', () => {
    expect(stepDone('schedule', held, options)).toBe(true);
    expect(stepDone('schedule', { ...held, hold: null }, options)).toBe(false);
    expect(stepDone('schedule', { ...held, schedule: null }, options)).toBe(false);
  });

  it('show the step the address asks for only when every step before it is done', () => {
    expect(reachableStep('summary', held, options)).toBe('summary');
    expect(reachableStep('summary', { ...held, hold: null }, options)).toBe('schedule');
    expect(reachableStep('payment', emptyDraft(), options)).toBe('vehicle-selection');
    expect(reachableStep('addons', { ...held, schedule: null, hold: null }, options)).toBe('addons');
    // The confirmation is reached by booking, never by address.
    expect(reachableStep('confirmation', held, options)).toBe('summary');
  });

  it('name the step in the address and keep its other parameters', () => {
    expect(stepFromSearch('?service=ceramic-coating&step=addons')).toBe('addons');
    expect(stepFromSearch('?step=nope')).toBe('vehicle-selection');
    expect(stepFromSearch('')).toBe('vehicle-selection');
    expect(searchForStep('?service=ceramic-coating', 'schedule')).toBe('?service=ceramic-coating&step=schedule');
    expect(searchForStep('?step=addons&service=x', 'payment')).toBe('?step=payment&service=x');
  });
});

describe('a restored draft against the current options', () => {
  it('drops what the business no longer offers and keeps the rest', () => {
    const stale = { ...held, size: 'xl' as const, serviceTier: 99, addons: ['pet-hair', 'gone'] };
    const fixed = reconcileDraft(stale, options);
    expect(fixed.size).toBe('');
    expect(fixed.service).toBe('full-detail');
    expect(fixed.serviceTier).toBeNull();
    expect(fixed.addons).toEqual(['pet-hair']);
    expect(fixed.contact).toEqual(held.contact);
  });

  it('clears a service not offered for a newly chosen vehicle', () => {
    const boat = reconcileDraft({ ...held, vehicle: 'cars', service: 'boat-detail', serviceTier: 21 }, options);
    expect(boat.service).toBe('');
    expect(boat.serviceTier).toBeNull();
  });

  it('opens with the service a service page asked for, unless the visitor chose it already', () => {
    expect(withRequestedService(emptyDraft(), '?service=boat-detail', options).service).toBe('boat-detail');
    expect(withRequestedService(held, '?service=full-detail', options)).toBe(held);
    expect(withRequestedService(held, '?service=unknown', options)).toBe(held);
    const switched = withRequestedService(held, '?service=boat-detail', options);
    expect(switched.serviceTier).toBeNull();
    expect(switched.schedule).toBeNull();
  });
});

describe('the page Stripe sends a visitor back to', () => {
  it('is known by its hold and whether the deposit was paid', () => {
    expect(paymentReturn('?hold=h_41&paid=1')).toEqual({ holdId: 'h_41', paid: true });
    expect(paymentReturn('?paid=0&hold=7')).toEqual({ holdId: '7', paid: false });
    for (const search of ['', '?hold=7', '?paid=1', '?hold=&paid=1', '?hold=7&paid=yes', '?service=x&step=summary'])
      expect(paymentReturn(search), search).toBeUndefined();
  });
});

describe('a manage link', () => {
  it('carries its token after the #, or as a parameter', () => {
    expect(manageToken('', '#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(manageToken('?token=xyz', '')).toBe('xyz');
    expect(manageToken('', '')).toBe('');
    expect(manageToken('?service=x', '#step=2')).toBe('');
  });
});
