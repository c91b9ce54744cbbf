import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  confirmBody,
  CONTACT_FIELDS,
  errorsOf,
  formatDay,
  formatInstant,
  formatLongDay,
  formatTime,
  VEHICLE_FIELDS,
  zoneNote,
} from './booking-form.ts';
import { emptyDraft, type BookingDraft } from './booking-steps.ts';

const draft: BookingDraft = {
  ...emptyDraft(),
  vehicle: 'boats',
  vehicleDetails: { make: 'Sea Ray', model: 'SPX 190', year: 'Before 1950', color: '', length: '' },
  zip: '85281',
  contact: { name: 'Dana Reyes', email: 'dana@example', phone: '480555' },
  address: { street: '', city: 'Tempe', state: 'AZ' },
};

describe('the booking answers checked with the API’s schema', () => {
  it('gives the quote form’s messages per field, the vehicle’s and the contact’s apart', () => {
    const errors = answerErrors('mobile-detailing', draft, true);
    expect(errorsOf(errors, VEHICLE_FIELDS)).toEqual({ 'vehicle.length': 'Length is required for boats and RVs' });
    expect(errorsOf(errors, CONTACT_FIELDS)).toEqual({
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      street: 'Street address is required',
    });
  });

  it('asks no make, model or year of other industries', () => {
    const pets = { ...draft, vehicle: 'small-dog', details: 'Shih Tzu', vehicleDetails: { ...draft.vehicleDetails, make: '' } };
    expect(errorsOf(answerErrors('pet-grooming', pets, false), VEHICLE_FIELDS)).toEqual({});
    expect(confirmBody(pets, false)).toMatchObject({ vehicle: { type: 'small-dog' }, details: 'Shih Tzu', zip: '85281' });
  });

  it('sends blank optional answers as absent', () => {
    const body = confirmBody({ ...draft, vehicle: 'cars' }, true);
    expect(body.vehicle).toEqual({
      type: 'cars',
      make: 'Sea Ray',
      model: 'SPX 190',
      year: 'Before 1950',
      color: undefined,
      length: undefined,
    });
    expect(body.notes).toBeUndefined();
    expect(body.payment_method).toBe('on_site');
  });
});

describe('dates and times in the business’s zone', () => {
  it('shows the business’s calendar day and wall time as given', () => {
    expect(formatDay('2026-11-25')).toBe('Wed, Nov 25');
    expect(formatLongDay('2026-11-25')).toBe('Wednesday, November 25, 2026');
    expect(formatTime('09:05')).toBe('9:05 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('17:45')).toBe('5:45 PM');
    // A hold's expiry, an instant, on the business's clock.
    expect(formatInstant('2026-11-24T20:10:00.000Z', 'America/Phoenix')).toMatch(/^1:10\sPM$/);
    expect(formatInstant('not a date', 'America/Phoenix')).toBe('');
  });

  it('says so when the visitor’s device is in another zone', () => {
    expect(zoneNote('America/Phoenix', 'America/Phoenix')).toBe('Times are in Phoenix time (America/Phoenix).');
    expect(zoneNote('America/Phoenix', 'America/New_York')).toBe(
      'Times are in Phoenix time (America/Phoenix). Your device is set to New York time (America/New_York).',
    );
    expect(zoneNote('America/Phoenix', undefined)).toBe('Times are in Phoenix time (America/Phoenix).');
  });
});
