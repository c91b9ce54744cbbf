import { describe, expect, it } from 'vitest';
import { contentPatchProblem, countFromInput, ratingFromInput } from './content-fields.ts';

describe('client-side check of a content change (core schema)', () => {
  it('passes texts within their limits', () => {
    expect(contentPatchProblem({ hero_title: 'Showroom shine, in your driveway' })).toBeUndefined();
    expect(contentPatchProblem({ faq_subtitle: '' })).toBeUndefined();
  });

  it("gives the server's message for a text that is too long", () => {
    expect(contentPatchProblem({ hero_title: 'x'.repeat(121) })).toBe('Hero title must be at most 120 characters');
    expect(contentPatchProblem({ services_subtitle: 'x'.repeat(301) })).toBe('Services subtitle must be at most 300 characters');
  });

  it('refuses more than 2 hero images and unknown keys', () => {
    expect(contentPatchProblem({ hero_images: ['hero-1', 'hero-2'] })).toBeUndefined();
    expect(contentPatchProblem({ hero_images: ['hero-1', 'hero-2', 'hero-1'] })).toBe('Choose at most 2 hero images');
    expect(contentPatchProblem({ hero_images: ['hero-3'] })).toBe('Unknown hero image');
  });
});

describe('rating and count as typed (spec 3 §5)', () => {
  it('reads the rating as a decimal, to the tenth the server keeps; unparsable is 0', () => {
    expect(ratingFromInput('4.8')).toBe(4.8);
    expect(ratingFromInput('4,7')).toBe(4.7);
    expect(ratingFromInput('4.85')).toBe(4.9);
    expect(ratingFromInput('abc')).toBe(0);
    expect(ratingFromInput('')).toBe(0);
  });

  it('reads the count as an integer; unparsable is 0', () => {
    expect(countFromInput('112')).toBe(112);
    expect(countFromInput('12.7')).toBe(12);
    expect(countFromInput('1,204')).toBe(1204);
    expect(countFromInput('many')).toBe(0);
  });

  it("keeps values out of range, for the server's schema to refuse with its message under the field", () => {
    expect(ratingFromInput('7')).toBe(7);
    expect(contentPatchProblem({ reviews_avg_rating: ratingFromInput('7') })).toBe('Average rating must be a number from 0 to 5');
    expect(countFromInput('-3')).toBe(-3);
    expect(contentPatchProblem({ reviews_total_count: countFromInput('-3') })).toBe(
      'Total number of reviews must be a number from 0 to 10,000,000',
    );
    expect(contentPatchProblem({ reviews_total_count: countFromInput('12.7') })).toBeUndefined();
  });
});

describe('service descriptions', () => {
  it("are checked with the business's industry, which names them", () => {
    expect(contentPatchProblem({ services_ppf_description: 'Invisible armor.' }, 'mobile-detailing')).toBeUndefined();
    expect(contentPatchProblem({ services_ppf_description: 'x'.repeat(301) }, 'mobile-detailing')).toBe(
      'Service description must be at most 300 characters',
    );
  });
});
