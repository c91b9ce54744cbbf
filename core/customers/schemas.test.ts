import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import { customerListQuerySchema, customerMergeSchema, customerUpdateSchema } from './schemas.ts';

const problems = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('a customer edit', () => {
  it('trims, lower-cases the e-mail, keeps the phone as digits and the state upper-cased', () => {
    expect(
      customerUpdateSchema.parse({
        name: ' Dana Cruz ',
        email: 'Dana@Example.COM',
        phone: '+1 (602) 555-0142',
        address: { street: '1420 W Maple St', city: 'Tempe', state: 'az', zip: '85281-1234' },
        things: [{ label: '2021 Toyota RAV4', type: 'suv' }],
        notes: 'Gate code 4411',
      }),
    ).toEqual({
      name: 'Dana Cruz',
      email: 'dana@example.com',
      phone: '6025550142',
      address: { street: '1420 W Maple St', city: 'Tempe', state: 'AZ', zip: '85281-1234' },
      things: [{ label: '2021 Toyota RAV4', type: 'suv', details: '' }],
      notes: 'Gate code 4411',
    });
  });

  it('clears the e-mail, phone and notes with null or an empty text', () => {
    expect(customerUpdateSchema.parse({ email: '', phone: null, notes: ' ' })).toEqual({ email: null, phone: null, notes: null });
    expect(customerUpdateSchema.parse({ address: { state: '', zip: '' } })).toEqual({ address: { state: '', zip: '' } });
  });

  it('answers each field with the quote form and service area messages', () => {
    expect(
      problems(
        customerUpdateSchema.safeParse({
          name: 'D',
          email: 'dana@',
          phone: '555-0142',
          address: { state: 'Arizona', zip: '8528' },
          things: [{ label: ' ' }],
          notes: 'x'.repeat(5001),
        }),
      ),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      'address.state': 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)',
      'address.zip': 'ZIP code must be 5 digits or 5+4 format',
      'things.0.label': 'Name it, e.g. "2021 Toyota RAV4"',
      notes: 'Notes must be at most 5000 characters',
    });
    expect(problems(customerUpdateSchema.safeParse({ things: Array.from({ length: 21 }, () => ({ label: 'Car' })) }))).toEqual({
      things: 'At most 20 can be kept',
    });
    expect(problems(customerUpdateSchema.safeParse({ name: 'Dana', id: 3 }))).toEqual({ _: 'Unrecognized key: "id"' });
  });
});

describe('a merge', () => {
  it('needs two different customers', () => {
    expect(customerMergeSchema.parse({ keepId: 1, mergeId: 2 })).toEqual({ keepId: 1, mergeId: 2 });
    expect(problems(customerMergeSchema.safeParse({ keepId: 4, mergeId: 4 }))).toEqual({ mergeId: 'Choose two different customers' });
    expect(problems(customerMergeSchema.safeParse({ keepId: '4' }))).toEqual({ keepId: 'Choose a customer', mergeId: 'Choose a customer' });
  });
});

describe('the customer list query', () => {
  it('sorts the most recent first by default, names A to Z and spenders biggest first', () => {
    expect(customerListQuerySchema.parse({})).toEqual({ limit: 25, offset: 0, sort: 'recent', order: 'desc' });
    expect(customerListQuerySchema.parse({ sort: 'name' })).toMatchObject({ sort: 'name', order: 'asc' });
    expect(customerListQuerySchema.parse({ sort: 'spent', order: 'asc', q: 'tempe' })).toMatchObject({
      sort: 'spent',
      order: 'asc',
      q: 'tempe',
    });
  });

  it('names what is out of range', () => {
    expect(problems(customerListQuerySchema.safeParse({ sort: 'city', order: 'up', limit: '500', offset: '-3' }))).toEqual({
      limit: 'limit must be at most 100',
      offset: 'offset must be at least 0',
      sort: 'sort must be one of recent, name, spent',
      order: 'order must be asc or desc',
    });
  });
});
