import { describe, expect, it } from 'vitest';
import type { ServiceAreaRecord } from '#core/api/types.ts';
import { lookupZip } from '#content/geo/zip-codes.ts';
import { matchZip } from './service-areas.ts';

const area = (id: number, city: string, over: Partial<ServiceAreaRecord> = {}): ServiceAreaRecord => ({
  id,
  city,
  state: 'AZ',
  zip: null,
  zip_codes: [],
  minimum: 0,
  multiplier: 1,
  primary: id === 1,
  latitude: null,
  longitude: null,
  radius_miles: null,
  url_path: `/areas/${city.toLowerCase()}-az/`,
  ...over,
});
const place = (zip: string) => {
  const found = lookupZip(zip);
  if (!found) throw new Error(`no ZIP ${zip} in the data`);
  return found;
};

const scottsdale = area(1, 'Scottsdale', { zip: '85251', zip_codes: ['85251', '85254'], latitude: 33.4942, longitude: -111.9261 });
const tempe = area(2, 'Tempe', {
  zip: '85281',
  zip_codes: ['85281'],
  minimum: 100,
  multiplier: 1.15,
  latitude: 33.4255,
  longitude: -111.94,
});
const queenCreek = area(3, 'Queen Creek', { zip: '85142', zip_codes: ['85142'], latitude: 33.2487, longitude: -111.6343 });

describe('which area serves a ZIP', () => {
  it('is the one listing the ZIP, with its minimum and multiplier', () => {
    expect(matchZip([scottsdale, tempe], place('85281'))).toEqual({
      zip: '85281',
      served: true,
      area: { id: 2, city: 'Tempe', state: 'AZ' },
      minimum: 100,
      multiplier: 1.15,
    });
  });

  it('is the one named like the ZIP’s city when the area lists no ZIP codes', () => {
    expect(matchZip([area(7, 'Mesa')], place('85201'))).toMatchObject({ served: true, area: { id: 7, city: 'Mesa' } });
    expect(matchZip([area(7, 'Mesa', { state: 'CA' })], place('85201')).served).toBe(false);
  });

  it('is one whose radius reaches the ZIP', () => {
    const wide = { ...queenCreek, radius_miles: 100 };
    expect(matchZip([scottsdale, wide], place('85701'))).toMatchObject({ served: true, area: { id: 3 } });
  });

  it('is none outside them all: the nearest area and its distance in miles instead', () => {
    const answer = matchZip([scottsdale, tempe, queenCreek], place('85701'));
    expect(answer).toEqual({
      zip: '85701',
      served: false,
      nearest: { area: { id: 3, city: 'Queen Creek', state: 'AZ' }, distance_miles: 81 },
    });
  });

  it('names no nearest area when none has a known centre, and none at all without areas', () => {
    expect(matchZip([area(9, 'Flagstaff')], place('85701'))).toEqual({ zip: '85701', served: false, nearest: null });
    expect(matchZip([], place('85701'))).toEqual({ zip: '85701', served: false, nearest: null });
  });
});
