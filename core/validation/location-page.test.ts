import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { locationPageFieldsInput } from './location-page.ts';

const errorsOf = (input: unknown) => {
  const parsed = locationPageFieldsInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('city-page fields (spec 1 §3 location page, §5)', () => {
  it('keeps SEO titles to 60 and descriptions to 160 characters', () => {
    expect(errorsOf({ seo_title: 'x'.repeat(60), seo_description: 'y'.repeat(160) })).toEqual({});
    expect(errorsOf({ seo_title: 'x'.repeat(61), seo_description: 'y'.repeat(161) })).toEqual({
      seo_title: 'SEO title should be under 60 characters',
      seo_description: 'SEO description should be under 160 characters',
    });
  });

  it('takes blank values as "use the generated text"', () => {
    expect(
      locationPageFieldsInput.parse({ seo_title: '  ', hero_text: null, faqs: [], neighborhoods: [], pricing_modifier_pct: '' }),
    ).toEqual({
      seo_title: null,
      hero_text: null,
      faqs: null,
      neighborhoods: null,
      pricing_modifier_pct: null,
    });
    expect(locationPageFieldsInput.parse({})).toEqual({});
  });

  it('keeps the pricing modifier between -50% and +100%', () => {
    expect(locationPageFieldsInput.parse({ pricing_modifier_pct: '-50' }).pricing_modifier_pct).toBe(-50);
    expect(locationPageFieldsInput.parse({ pricing_modifier_pct: 100 }).pricing_modifier_pct).toBe(100);
    for (const pricing_modifier_pct of [-51, 100.5, 'ten']) {
      expect(errorsOf({ pricing_modifier_pct })).toEqual({ pricing_modifier_pct: 'Pricing modifier must be between -50% and +100%' });
    }
  });

  it('requires both question and answer of a local FAQ', () => {
    expect(
      errorsOf({
        faqs: [
          { q: 'Do you come to Mesa?', a: '' },
          { q: ' ', a: 'Yes' },
        ],
      }),
    ).toEqual({
      'faqs.0.a': 'FAQ answer is required',
      'faqs.1.q': 'FAQ question is required',
    });
  });

  it('checks neighborhoods, landmarks, images and noindex, and refuses unknown fields', () => {
    expect(errorsOf({ neighborhoods: ['Dobson Ranch', ''], landmarks: ['x'.repeat(81)] })).toEqual({
      'neighborhoods.1': 'Neighborhood must not be empty',
      'landmarks.0': 'Landmark must be at most 80 characters',
    });
    expect(errorsOf({ image_ids: Array.from({ length: 7 }, (_, i) => `g${i}`) })).toEqual({ image_ids: 'Choose at most 6 images' });
    expect(errorsOf({ noindex: 'yes' })).toEqual({ noindex: 'Noindex must be true or false' });
    expect(Object.keys(errorsOf({ title: 'x' }))).toEqual(['_']);
  });
});
