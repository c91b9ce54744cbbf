import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './errors.ts';
import { AT_LEAST_ONE_AREA_MESSAGE, groupAreasByState, serviceAreaInput, serviceAreasReplaceInput, stateInput } from './service-areas.ts';

const errorsOf = (input: unknown, schema: z.ZodType = serviceAreaInput) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('a service area (spec 2 §5, Add Service Location modal)', () => {
  it('takes city and state, with the defaults minimum 0 and multiplier 1', () => {
    expect(serviceAreaInput.parse({ city: ' Mesa ', state: 'az' })).toEqual({ city: 'Mesa', state: 'AZ', minimum: 0, multiplier: 1 });
    expect(
      serviceAreaInput.parse({ city: 'Mesa', state: 'AZ', zip: '85201-1234', minimum: '25', multiplier: 1.2, radius_miles: 15 }),
    ).toEqual({
      city: 'Mesa',
      state: 'AZ',
      zip: '85201-1234',
      minimum: 25,
      multiplier: 1.2,
      radius_miles: 15,
    });
  });

  it('requires a city and a state, with the spec messages', () => {
    expect(errorsOf({})).toEqual({ city: 'City is required', state: 'State is required' });
    expect(errorsOf({ city: '  ', state: ' ' })).toEqual({ city: 'City is required', state: 'State is required' });
  });

  it('takes only valid state codes: the 50 states, DC, territories and military codes', () => {
    for (const state of ['ZZ', 'A', 'ARI', '12']) {
      expect(errorsOf({ city: 'Mesa', state })).toEqual({ state: 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)' });
    }
    for (const state of ['CA', 'dc', 'PR', 'GU', 'AE']) expect(errorsOf({ city: 'X', state })).toEqual({});
  });

  it('takes an optional ZIP of 5 digits or 5+4', () => {
    expect(errorsOf({ city: 'Mesa', state: 'AZ', zip: '' })).toEqual({});
    expect(errorsOf({ city: 'Mesa', state: 'AZ', zip: null })).toEqual({});
    for (const zip of ['8520', '852011', '85201-12', 'abcde', 85201]) {
      expect(errorsOf({ city: 'Mesa', state: 'AZ', zip })).toEqual({ zip: 'ZIP code must be 5 digits or 5+4 format' });
    }
  });

  it('refuses a negative minimum and a multiplier of 0 or less', () => {
    expect(errorsOf({ city: 'Mesa', state: 'AZ', minimum: -1 })).toEqual({ minimum: 'Minimum must be a positive number' });
    expect(errorsOf({ city: 'Mesa', state: 'AZ', minimum: 'ten' })).toEqual({ minimum: 'Minimum must be a positive number' });
    expect(errorsOf({ city: 'Mesa', state: 'AZ', minimum: 0 })).toEqual({});
    for (const multiplier of [0, -0.5, 'x']) {
      expect(errorsOf({ city: 'Mesa', state: 'AZ', multiplier })).toEqual({ multiplier: 'Multiplier must be greater than 0' });
    }
    expect(errorsOf({ city: 'Mesa', state: 'AZ', multiplier: 0.01 })).toEqual({});
  });

  it('keeps a service radius within 100 miles (spec 1 §5)', () => {
    expect(errorsOf({ city: 'Mesa', state: 'AZ', radius_miles: 101 })).toEqual({
      radius_miles: 'Service radius must be between 1 and 100 miles',
    });
    expect(errorsOf({ city: 'Mesa', state: 'AZ', radius_miles: 100 })).toEqual({});
  });

  it('upper-cases the state as typed and keeps 2 characters', () => {
    expect(stateInput('az')).toBe('AZ');
    expect(stateInput('ariz')).toBe('AR');
  });
});

describe('the full list of areas (PUT)', () => {
  it('needs at least one area and checks each by its index', () => {
    expect(errorsOf({ serviceAreas: [] }, serviceAreasReplaceInput)).toEqual({ serviceAreas: AT_LEAST_ONE_AREA_MESSAGE });
    expect(errorsOf({}, serviceAreasReplaceInput)).toEqual({ serviceAreas: AT_LEAST_ONE_AREA_MESSAGE });
    expect(
      errorsOf(
        {
          serviceAreas: [
            { id: 3, city: 'Mesa', state: 'AZ' },
            { city: 'Tempe', state: 'XX', zip_codes: ['852'] },
          ],
        },
        serviceAreasReplaceInput,
      ),
    ).toEqual({
      'serviceAreas.1.state': 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)',
      'serviceAreas.1.zip_codes.0': 'ZIP code must be 5 digits or 5+4 format',
    });
  });

  it('accepts an area as the GET answered it, dropping the read-only fields', () => {
    const area = {
      id: 4,
      city: 'Mesa',
      state: 'AZ',
      zip: '85201',
      zip_codes: ['85201'],
      minimum: 0,
      multiplier: 1,
      primary: true,
      latitude: 33.4,
      longitude: -111.8,
      radius_miles: null,
      url_path: '/areas/mesa-az/',
    };
    expect(serviceAreasReplaceInput.parse({ serviceAreas: [area] }).serviceAreas[0]).toEqual({
      id: 4,
      city: 'Mesa',
      state: 'AZ',
      zip: '85201',
      zip_codes: ['85201'],
      minimum: 0,
      multiplier: 1,
    });
  });
});

describe('grouping by state (spec 2 §3)', () => {
  it('groups by upper-cased state code, states in order, cities sorted', () => {
    const areas = [
      { city: 'Tempe', state: 'az' },
      { city: 'las Vegas', state: 'NV' },
      { city: 'Chandler', state: 'AZ' },
      { city: 'Henderson', state: 'nv' },
      { city: 'mesa', state: 'AZ' },
    ];
    expect(groupAreasByState(areas).map((g) => [g.state, g.areas.map((a) => a.city)])).toEqual([
      ['AZ', ['Chandler', 'mesa', 'Tempe']],
      ['NV', ['Henderson', 'las Vegas']],
    ]);
    expect(groupAreasByState([])).toEqual([]);
  });
});
