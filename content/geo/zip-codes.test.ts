import { describe, expect, it } from 'vitest';
import { cityCenter, lookupZip, zipsOf } from './zip-codes.ts';

describe('the bundled ZIP data', () => {
  it('finds a ZIP code, 5 digits or ZIP+4', () => {
    expect(lookupZip('85251')).toEqual({ zip: '85251', city: 'Scottsdale', state: 'AZ', lat: 33.4936, lng: -111.9167 });
    expect(lookupZip(' 85251-1234 ')?.city).toBe('Scottsdale');
  });

  it('knows no ZIP that does not exist, and no Canadian postal code', () => {
    expect(lookupZip('00000')).toBeUndefined();
    expect(lookupZip('A0A')).toBeUndefined();
    expect(lookupZip('8525')).toBeUndefined();
  });

  it('lists a city’s ZIP codes, whatever the case, and its centre', () => {
    const zips = zipsOf('scottsdale', 'az').map((z) => z.zip);
    expect(zips).toContain('85251');
    expect(zips).toEqual([...zips].sort());
    expect(zipsOf('Nowhereville', 'AZ')).toEqual([]);
    const center = cityCenter('Scottsdale', 'AZ');
    expect(center?.lat).toBeGreaterThan(33.4);
    expect(center?.lat).toBeLessThan(33.9);
    expect(cityCenter('Nowhereville', 'AZ')).toBeUndefined();
  });
});
