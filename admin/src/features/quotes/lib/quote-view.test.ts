import { describe, expect, it } from 'vitest';
import { placeOf, servedAreaText, vehicleOf } from './quote-view.ts';

describe('what the inbox shows of a request', () => {
  it('names the place', () => {
    expect(placeOf({ city: 'Scottsdale', state: 'AZ', zipCode: '85251' })).toBe('Scottsdale, AZ 85251');
  });

  it('names the vehicle as sent, and none where the form asked none', () => {
    expect(vehicleOf({ vehicleType: 'Sedan', vehicleMake: 'Honda', vehicleModel: 'Civic', vehicleYear: '2019' })).toBe(
      '2019 Honda Civic (Sedan)',
    );
    expect(vehicleOf({ vehicleType: null, vehicleMake: null, vehicleModel: null, vehicleYear: null })).toBeNull();
  });

  it('says whether the ZIP is served, and the nearest area when it is not', () => {
    expect(servedAreaText({ served: true, area: { id: 1, city: 'Tempe', state: 'AZ' } }, '85281')).toEqual({
      tone: 'served',
      text: 'Served by Tempe, AZ',
    });
    expect(
      servedAreaText({ served: false, nearest: { area: { id: 1, city: 'Mesa', state: 'AZ' }, distance_miles: 12.4 } }, '85001'),
    ).toEqual({
      tone: 'outside',
      text: 'Outside your service areas. The nearest you serve is Mesa, AZ (12 mi).',
    });
    expect(servedAreaText({ served: false, nearest: null }, '85001').text).toBe('Outside your service areas.');
    expect(servedAreaText(null, '00000').tone).toBe('unknown');
  });
});
