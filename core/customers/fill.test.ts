import { describe, expect, it } from 'vitest';
import { type CustomerFacts, fillEmpty, joinNotes } from './fill.ts';
import { joinThings, thingsLabel, vehicleThing } from './things.ts';

const known: CustomerFacts = {
  name: 'Dana Cruz',
  email: 'dana@example.com',
  phone: null,
  street: '',
  city: 'Tempe',
  state: 'AZ',
  zip: null,
  things: [{ type: 'suv', label: '2021 Toyota RAV4', details: '' }],
  notes: 'Prefers mornings',
};

describe('filling a customer from what a new request tells', () => {
  it('fills only the empty fields and never overwrites what is known', () => {
    expect(
      fillEmpty(known, {
        name: 'Dana C.',
        email: 'other@example.com',
        phone: '6025550142',
        street: '1420 W Maple St',
        city: 'Mesa',
        zip: '85281',
        notes: 'x',
      }),
    ).toEqual({ phone: '6025550142', street: '1420 W Maple St', zip: '85281' });
  });

  it('adds a vehicle it did not know, and one it knew only once', () => {
    expect(fillEmpty(known, { things: [{ type: 'suv', label: '2021 toyota rav4', details: 'Silver' }] })).toEqual({});
    expect(fillEmpty(known, { things: [{ type: 'trucks', label: '2019 Ford F-150', details: '' }] }).things).toEqual([
      known.things[0],
      { type: 'trucks', label: '2019 Ford F-150', details: '' },
    ]);
    expect(joinThings([], [known.things[0]!, known.things[0]!])).toHaveLength(1);
  });

  it('ignores blanks it learns', () => {
    expect(fillEmpty({ ...known, street: null }, { street: '  ', phone: '' })).toEqual({});
  });

  it('joins two records’ notes, each once', () => {
    expect(joinNotes('Prefers mornings', 'Gate code 4411')).toBe('Prefers mornings\n\nGate code 4411');
    expect(joinNotes('Prefers mornings', 'Prefers mornings')).toBe('Prefers mornings');
    expect(joinNotes(null, 'Gate code 4411')).toBe('Gate code 4411');
    expect(joinNotes('Prefers mornings', null)).toBe('Prefers mornings');
  });
});

describe('the things of a customer, in the industry’s words', () => {
  it('names them per industry', () => {
    expect(thingsLabel('mobile-detailing')).toBe('Vehicles');
    expect(thingsLabel('house-cleaning')).toBe('Homes');
    expect(thingsLabel('pet-grooming')).toBe('Pets');
    expect(thingsLabel('lawncare')).toBe('Properties');
  });

  it('makes a vehicle from the quote form’s answers, or the catalog’s name of the type alone', () => {
    expect(vehicleThing('mobile-detailing', { type: 'suv', make: 'Toyota', model: 'RAV4', year: '2021', color: 'Silver' })).toEqual({
      type: 'suv',
      label: '2021 Toyota RAV4',
      details: 'Silver',
    });
    expect(vehicleThing('house-cleaning', { type: 'house' })).toEqual({ type: 'house', label: 'House', details: '' });
    expect(vehicleThing('house-cleaning', {})).toBeUndefined();
  });
});
