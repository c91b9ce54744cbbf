import { describe, expect, it } from 'vitest';
import { draftFromEstimate } from '../booking/EstimateBooking.tsx';
import type { BookingOptions } from '../lib/booking-api.ts';
import { type EstimateLink, linkToken } from './estimate-api.ts';

const TOKEN = `${'A'.repeat(40)}_-9`;

describe('linkToken', () => {
  it('reads a token of the right shape from its parameter only', () => {
    expect(linkToken(`?t=${TOKEN}`, 't')).toBe(TOKEN);
    expect(linkToken(`?estimate=${TOKEN}&step=schedule`, 'estimate')).toBe(TOKEN);
    expect(linkToken(`?t=${TOKEN}`, 'estimate')).toBe('');
    expect(linkToken('?t=short', 't')).toBe('');
    expect(linkToken(`?t=${TOKEN}x`, 't')).toBe('');
    expect(linkToken('', 't')).toBe('');
  });
});

describe('draftFromEstimate', () => {
  const options = {
    vehicle: {
      label: 'Vehicle',
      choices: [
        { key: 'cars', label: 'Cars' },
        { key: 'suvs', label: 'SUVs' },
      ],
      sizes: null,
      asks_details: true,
      year_choices: ['2027', '2026', '2021'],
    },
    payment: { deposit_required: false, deposit_percentage: 0, online: false, note: '' },
  } as unknown as BookingOptions;
  const link = {
    customer: {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      phone: '(602) 555-0199',
      street: null,
      city: 'Scottsdale',
      state: 'AZ',
      zip: '85251',
      vehicle: { type: 'SUV', make: 'Toyota', model: '4Runner', year: '2021' },
    },
  } as EstimateLink;

  it("prefills the wizard's contact, address, ZIP and vehicle from the request", () => {
    const draft = draftFromEstimate(link, options);
    expect(draft.contact).toEqual({ name: 'Dana Reyes', email: 'dana@example.com', phone: '(602) 555-0199' });
    expect(draft.address).toEqual({ street: '', city: 'Scottsdale', state: 'AZ' });
    expect(draft.zip).toBe('85251');
    expect(draft.vehicle).toBe('suvs');
    expect(draft.vehicleDetails).toMatchObject({ make: 'Toyota', model: '4Runner', year: '2021' });
    expect(draft.paymentMethod).toBe('on_site');
  });

  it('leaves a vehicle type or year the business does not offer to be chosen', () => {
    const draft = draftFromEstimate(
      { ...link, customer: { ...link.customer, vehicle: { type: 'Boat', make: '', model: '', year: '1901' } } },
      options,
    );
    expect(draft.vehicle).toBe('');
    expect(draft.vehicleDetails.year).toBe('');
  });
});
