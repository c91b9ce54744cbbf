import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { numberFrom } from './numbers.ts';
import { serviceDescriptionFields, websiteContentInputFor, websiteContentUpdateSchema } from './website-content.ts';

const detailing = websiteContentInputFor('mobile-detailing');
const errorsOf = (input: unknown, schema = detailing) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('numbers from a client', () => {
  it('are JSON numbers or decimal strings, nothing else', () => {
    expect(numberFrom(4.8)).toBe(4.8);
    expect(numberFrom(' 4.8 ')).toBe(4.8);
    expect(numberFrom('12.')).toBe(12);
    expect(numberFrom('.5')).toBe(0.5);
    expect(numberFrom('-3')).toBe(-3);
    for (const value of [
      'abc',
      '',
      '4.8x',
      '1e3',
      'Infinity',
      'NaN',
      null,
      true,
      [],
      [4],
      { toString: 1 },
      { valueOf: () => 4 },
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(numberFrom(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('rating and review count (spec 3 §3, §5)', () => {
  it('take numbers and numeric strings, the rating to one decimal and the count as an integer', () => {
    expect(detailing.parse({ reviews_avg_rating: '4.85', reviews_total_count: '12.7' })).toEqual({
      reviews_avg_rating: 4.9,
      reviews_total_count: 12,
    });
    expect(detailing.parse({ reviews_avg_rating: 0, reviews_total_count: 10_000_000 })).toEqual({
      reviews_avg_rating: 0,
      reviews_total_count: 10_000_000,
    });
    expect(detailing.parse({ reviews_avg_rating: 5 })).toEqual({ reviews_avg_rating: 5 });
  });

  it('refuse anything else with a per-field message, never throwing', () => {
    const rating = 'Average rating must be a number from 0 to 5';
    const count = 'Total number of reviews must be a number from 0 to 10,000,000';
    for (const value of [{ toString: 1 }, [[[[1]]]], 'abc', 5.1, -0.1, null, true, 1e308]) {
      expect(errorsOf({ reviews_avg_rating: value }), JSON.stringify(value)).toEqual({ reviews_avg_rating: rating });
    }
    for (const value of [2 ** 53 + 2, 10_000_001, -3, '-3', { toString: 1 }, 'many', [12]]) {
      expect(errorsOf({ reviews_total_count: value }), JSON.stringify(value)).toEqual({ reviews_total_count: count });
    }
  });
});

describe('texts', () => {
  it('refuse control characters with a clear message, and "\\u0000" is not text', () => {
    expect(errorsOf({ hero_title: 'a\u0000b' })).toEqual({ hero_title: 'Hero title must not contain control characters' });
    expect(errorsOf({ faq_items: [{ question: 'Q\u0000', answer: 'A', category: 'General' }] })).toEqual({
      'faq_items.0.question': 'Question must not contain control characters',
    });
    expect(errorsOf({ services_auto_description: '\u0000' })).toEqual({
      services_auto_description: 'Service description must not contain control characters',
    });
  });
});

describe('service descriptions of the services section (spec 3 §3)', () => {
  it('are named as in the spec for mobile detailing, after the service slugs elsewhere', () => {
    expect(serviceDescriptionFields('mobile-detailing')).toEqual({
      services_auto_description: 'auto-detailing',
      services_ceramic_description: 'ceramic-coating',
      services_marine_description: 'marine-detailing',
      services_correction_description: 'paint-correction',
      services_ppf_description: 'ppf',
      services_rv_description: 'rv-detailing',
    });
    expect(serviceDescriptionFields('house-cleaning')).toMatchObject({ services_deep_cleaning_description: 'deep-cleaning' });
    expect(Object.keys(serviceDescriptionFields('barber'))).toHaveLength(6);
    expect(serviceDescriptionFields('no-such-industry')).toEqual({});
  });

  it("are saved by service slug; another industry's fields are unknown keys", () => {
    expect(detailing.parse({ services_ppf_description: ' Invisible armor. ', services_auto_description: '' })).toEqual({
      services_descriptions: { ppf: 'Invisible armor.', 'auto-detailing': '' },
    });
    expect(errorsOf({ services_ppf_description: 'x'.repeat(301) })).toEqual({
      services_ppf_description: 'Service description must be at most 300 characters',
    });
    expect(errorsOf({ services_deep_cleaning_description: 'x' })._).toMatch(/Unrecognized key/);
    expect(errorsOf({ services_ppf_description: 'x' }, websiteContentInputFor('house-cleaning'))._).toMatch(/Unrecognized key/);
  });
});

describe('the representation a GET answers is accepted back', () => {
  it('ignores the read-only keys and still refuses keys of no representation', () => {
    expect(detailing.parse({ hero_title: 'New', updated_at: '2026-01-01T00:00:00.000Z' })).toEqual({ hero_title: 'New' });
    expect(errorsOf({ hero_title: 'New', services_descriptions: {} })._).toMatch(/Unrecognized key/);
  });

  it('takes the gallery stock selection, each id once, or null for all', () => {
    expect(detailing.parse({ gallery_stock: ['a', 'b', 'a'] })).toEqual({ gallery_stock: ['a', 'b'] });
    expect(detailing.parse({ gallery_stock: null })).toEqual({ gallery_stock: null });
    expect(errorsOf({ gallery_stock: 'a' }).gallery_stock).toBe(
      'Gallery stock must be a list of stock image ids (or null for all of them)',
    );
  });

  it('keeps the industry-free schema the forms check single fields with', () => {
    expect(websiteContentUpdateSchema.safeParse({ hero_title: 'x' }).success).toBe(true);
    expect(websiteContentUpdateSchema.safeParse({ updated_at: 'x' }).success).toBe(false);
  });
});
