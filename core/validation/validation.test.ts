import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { fieldErrors } from './errors.ts';
import { quoteRequestSchema, quoteSchemaFor, vehicleYearChoices } from './quote.ts';
import { INVALID_STATE_MESSAGE, isValidStateCode, VALID_STATE_CODES } from './us-states.ts';
import { isValidZip, ZIP_FORMAT_MESSAGE } from './zip.ts';

const valid = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '(602) 555-0142',
  vehicleType: 'SUV',
  vehicleMake: 'Toyota',
  vehicleModel: '4Runner',
  vehicleYear: '2021',
  services: ['Ceramic Coating'],
  city: 'Scottsdale',
  state: 'AZ',
  zipCode: '85251',
};

describe('state codes (spec 2 §5)', () => {
  it('accepts the 50 states, DC, territories and military codes in any case', () => {
    expect(VALID_STATE_CODES).toHaveLength(59);
    for (const code of ['AZ', 'dc', 'PR', 'gu', 'AA', 'AE', 'AP', 'VI', 'MP', 'AS']) expect(isValidStateCode(code)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const code of ['XX', 'A', 'ARI', '', 'ZZ']) expect(isValidStateCode(code)).toBe(false);
    expect(INVALID_STATE_MESSAGE).toBe('Please enter a valid 2-letter state code (e.g., CA, NY, TX)');
  });
});

describe('ZIP (spec 2 §5)', () => {
  it('accepts 5 digits or 5+4', () => {
    expect(isValidZip('85251')).toBe(true);
    expect(isValidZip('85251-1234')).toBe(true);
  });
  it('refuses other shapes with the spec message', () => {
    for (const zip of ['8525', '852511', '85251-12', 'abcde', '85251 1234']) expect(isValidZip(zip)).toBe(false);
    expect(ZIP_FORMAT_MESSAGE).toBe('ZIP code must be 5 digits or 5+4 format');
  });
});

describe('quote request (spec 2 §5)', () => {
  const messages = (input: unknown, schema: z.ZodMiniType = quoteRequestSchema) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('accepts a complete request', () => {
    expect(quoteRequestSchema.safeParse(valid).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...valid, message: 'Pet hair in the back', businessSlug: 'acme' }).success).toBe(true);
  });

  it('gives each field the exact spec message', () => {
    expect(
      messages({
        name: 'D',
        email: 'nope',
        phone: '555',
        vehicleType: '',
        vehicleMake: '',
        vehicleModel: '',
        vehicleYear: '21',
        services: [],
        city: '',
        state: 'A',
        zipCode: '852',
      }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      vehicleType: 'Vehicle type is required',
      vehicleMake: 'Vehicle make is required',
      vehicleModel: 'Vehicle model is required',
      vehicleYear: 'Vehicle year must be 4 digits',
      services: 'At least one service must be selected',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code must be at least 5 digits',
    });
  });

  it('gives the same messages for missing fields and wrong types', () => {
    const errors = messages({ services: 'wax', name: 42 });
    expect(errors.name).toBe('Name must be at least 2 characters');
    expect(errors.services).toBe('At least one service must be selected');
    expect(errors.city).toBe('City is required');
    expect(errors.email).toBe('Invalid email address');
  });

  it('refuses control characters instead of storing a cut text', () => {
    expect(messages({ ...valid, name: 'Dana\u0000 Reyes' }).name).toBe('Name must not contain control characters');
    expect(messages({ ...valid, city: '\u0000' }).city).toBe('City must not contain control characters');
    expect(messages({ ...valid, message: 'Hi\u0000there', services: ['Wax\u0007'] })).toEqual({
      message: 'Message must not contain control characters',
      'services.0': 'Service must not contain control characters',
    });
  });

  it('trims before checking lengths', () => {
    expect(messages({ ...valid, name: '  D ' }).name).toBe('Name must be at least 2 characters');
  });

  it('refuses oversized fields instead of truncating them', () => {
    expect(messages({ ...valid, name: 'x'.repeat(201) }).name).toBe('Must be at most 200 characters');
    expect(messages({ ...valid, message: 'x'.repeat(5001) }).message).toBe('Must be at most 5000 characters');
    expect(messages({ ...valid, services: Array.from({ length: 31 }, (_, i) => `s${i}`) }).services).toBe(
      'At most 30 services can be selected',
    );
  });

  it('asks for the vehicle only in mobile detailing', () => {
    const { vehicleType: _t, vehicleMake: _m, vehicleModel: _o, vehicleYear: _y, ...noVehicle } = valid;
    expect(quoteSchemaFor('house-cleaning').safeParse(noVehicle).success).toBe(true);
    expect(messages(noVehicle, quoteSchemaFor('mobile-detailing')).vehicleType).toBe('Vehicle type is required');
  });

  it('lists vehicle years from next year down to 1950, then Before 1950', () => {
    const years = vehicleYearChoices(new Date('2026-11-21'));
    expect(years[0]).toBe('2027');
    expect(years.at(-2)).toBe('1950');
    expect(years.at(-1)).toBe('Before 1950');
    expect(years).toHaveLength(2027 - 1950 + 2);
  });
});
