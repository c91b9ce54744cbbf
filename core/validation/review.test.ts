import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_REQUIRED_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  avatarFileProblem,
  canSubmitReview,
  detectReviewSource,
  emptyReviewForm,
  RATING_REQUIRED_MESSAGE,
  reviewFormSchema,
  reviewServiceSlugs,
  TENANT_MISSING_MESSAGE,
} from './review.ts';

const valid = {
  tenant_slug: 'prestige-mobile-detailing',
  customer_name: 'Dana Reyes',
  rating: 5,
  comment: 'Spotless inside and out.',
  reviewer_url: 'https://www.google.com/maps/contrib/123',
  vehicle_type: 'suv',
  paint_correction: true,
  ceramic_coating: false,
  paint_protection_film: false,
  source: 'google',
};

const errorsOf = (input: unknown) => {
  const parsed = reviewFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('review form rules (spec 3 §5)', () => {
  it('accepts a complete review and trims the texts', () => {
    const parsed = reviewFormSchema.safeParse({ ...valid, customer_name: '  Dana Reyes ', comment: ' Great ' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ customer_name: 'Dana Reyes', comment: 'Great', rating: 5 });
  });

  it('needs only tenant, name, rating and comment', () => {
    expect(errorsOf({ tenant_slug: 'x', customer_name: 'A', rating: 3, comment: 'ok' })).toEqual({});
    expect(
      errorsOf({
        tenant_slug: 'x',
        customer_name: 'A',
        rating: 3,
        comment: 'ok',
        reviewer_url: '',
        vehicle_type: null,
        reviewer_url_extra: 1,
      }),
    ).toEqual({});
  });

  it('asks for a rating when it is 0 or missing, and refuses other values', () => {
    expect(errorsOf({ ...valid, rating: 0 }).rating).toBe(RATING_REQUIRED_MESSAGE);
    expect(errorsOf({ ...valid, rating: undefined }).rating).toBe(RATING_REQUIRED_MESSAGE);
    expect(errorsOf({ ...valid, rating: 6 }).rating).toBe('Rating must be between 1 and 5 stars');
    expect(errorsOf({ ...valid, rating: 3.5 }).rating).toBe('Rating must be a whole number of stars');
    expect(errorsOf({ ...valid, rating: '5' }).rating).toBe(RATING_REQUIRED_MESSAGE);
  });

  it('requires the customer name and comment, with length limits', () => {
    const e = errorsOf({ ...valid, customer_name: '   ', comment: '' });
    expect(e).toEqual({ customer_name: 'Customer name is required', comment: 'Review comment is required' });
    expect(errorsOf({ ...valid, customer_name: 'x'.repeat(101) }).customer_name).toBe('Customer name must be at most 100 characters');
    expect(errorsOf({ ...valid, comment: 'x'.repeat(2001) }).comment).toBe('Review comment must be at most 2000 characters');
  });

  it('says the tenant information is missing without a tenant slug', () => {
    expect(errorsOf({ ...valid, tenant_slug: undefined }).tenant_slug).toBe(TENANT_MISSING_MESSAGE);
    expect(errorsOf({ ...valid, tenant_slug: ' ' }).tenant_slug).toBe(TENANT_MISSING_MESSAGE);
  });

  it('requires the reviewer URL to be a web URL when given', () => {
    for (const url of ['not a url', 'javascript:alert(1)', 'ftp://example.com/x', 'https://localhost']) {
      expect(errorsOf({ ...valid, reviewer_url: url }).reviewer_url, url).toMatch(/must be a valid URL/);
    }
    expect(errorsOf({ ...valid, reviewer_url: `https://example.com/${'a'.repeat(500)}` }).reviewer_url).toBe(
      'Reviewer URL must be at most 500 characters',
    );
    expect(errorsOf({ ...valid, reviewer_url: null })).toEqual({});
  });

  it('limits vehicle type, source and the service flags to their values', () => {
    const e = errorsOf({ ...valid, vehicle_type: 'spaceship', source: 'tripadvisor', ceramic_coating: 'yes' });
    expect(e.vehicle_type).toBe('Vehicle type must be one of car, truck, suv, boat, rv, motorcycle');
    expect(e.source).toBe('Source must be one of website, google, yelp, facebook');
    expect(e.ceramic_coating).toBe('Ceramic coating must be true or false');
  });

  it('starts empty with car and website, and enables Add Review only when complete (spec 3 §4)', () => {
    const empty = emptyReviewForm('prestige-mobile-detailing');
    expect(empty).toEqual({
      tenant_slug: 'prestige-mobile-detailing',
      customer_name: '',
      rating: 0,
      comment: '',
      reviewer_url: '',
      vehicle_type: 'car',
      paint_correction: false,
      ceramic_coating: false,
      paint_protection_film: false,
      source: 'website',
    });
    expect(canSubmitReview(empty)).toBe(false);
    expect(canSubmitReview({ ...empty, customer_name: 'A', comment: 'B' })).toBe(false);
    expect(canSubmitReview({ ...empty, customer_name: 'A', comment: 'B', rating: 4 })).toBe(true);
    expect(canSubmitReview({ ...empty, customer_name: '   ', comment: 'B', rating: 4 })).toBe(false);
    expect(canSubmitReview({ ...empty, customer_name: 'A', comment: ' ', rating: 4 })).toBe(false);
    expect(errorsOf(empty).rating).toBe(RATING_REQUIRED_MESSAGE);
  });
});

describe('detectReviewSource (spec 3 §4)', () => {
  it.each([
    ['https://www.google.com/maps/place/Prestige/@33.4,-111.9', 'google'],
    ['google.com/maps/contrib/1234', 'google'],
    ['https://maps.google.com/?cid=123', 'google'],
    ['https://www.google.co.uk/maps/place/x', 'google'],
    ['https://goo.gl/maps/abc123', 'google'],
    ['https://maps.app.goo.gl/abc123', 'google'],
    ['https://g.page/prestige-detailing/review', 'google'],
    ['https://www.yelp.com/biz/prestige-scottsdale', 'yelp'],
    ['https://m.yelp.com/user_details?userid=1', 'yelp'],
    ['https://www.facebook.com/dana.reyes', 'facebook'],
    ['https://m.facebook.com/story.php?id=1', 'facebook'],
    ['https://fb.com/dana', 'facebook'],
    ['https://www.google.com/search?q=detailing', 'website'],
    ['https://goo.gl/abc', 'website'],
    ['https://notyelp.com/biz/x', 'website'],
    ['https://facebook.com.evil.example/x', 'website'],
    ['https://example.com/reviews', 'website'],
    ['', 'website'],
    ['https://www.goo', 'website'],
  ] as const)('%s -> %s', (url, source) => {
    expect(detectReviewSource(url)).toBe(source);
  });
  it('answers website for no URL', () => {
    expect(detectReviewSource(undefined)).toBe('website');
    expect(detectReviewSource(null)).toBe('website');
  });
});

describe('avatar file check (spec 3 §5, §9)', () => {
  it('allows images up to 5 MB and names the problem otherwise', () => {
    expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(avatarFileProblem({ size: 1000, type: 'image/png' })).toBeUndefined();
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: 'image/jpeg' })).toBeUndefined();
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/jpeg' })).toBe(AVATAR_TOO_LARGE_MESSAGE);
    expect(avatarFileProblem({ size: 1000, type: 'text/plain' })).toBe(AVATAR_NOT_IMAGE_MESSAGE);
    expect(avatarFileProblem({ size: 1000, type: 'image/svg+xml' })).toBe(AVATAR_NOT_IMAGE_MESSAGE);
    expect(avatarFileProblem({ size: 0, type: '' })).toBe(AVATAR_REQUIRED_MESSAGE);
    expect(AVATAR_TOO_LARGE_MESSAGE).toBe('Avatar file must be less than 5MB');
  });
});

describe('the service a review is about (Review Details tag)', () => {
  const none = { vehicle_type: null, paint_correction: false, ceramic_coating: false, paint_protection_film: false };
  it('is every flagged service, in the form order', () => {
    expect(reviewServiceSlugs({ ...none, vehicle_type: 'suv', ceramic_coating: true })).toEqual(['ceramic-coating']);
    expect(reviewServiceSlugs({ ...none, paint_correction: true, paint_protection_film: true })).toEqual(['paint-correction', 'ppf']);
  });
  it('else the detailing service of the vehicle, and none without a vehicle', () => {
    expect(reviewServiceSlugs({ ...none, vehicle_type: 'boat' })).toEqual(['marine-detailing']);
    expect(reviewServiceSlugs({ ...none, vehicle_type: 'rv' })).toEqual(['rv-detailing']);
    expect(reviewServiceSlugs({ ...none, vehicle_type: 'car' })).toEqual(['auto-detailing']);
    expect(reviewServiceSlugs(none)).toEqual([]);
  });
});

describe('review texts', () => {
  it('refuse control characters instead of storing a cut text', () => {
    expect(errorsOf({ ...valid, customer_name: '\u0000', comment: 'Great\u0000 work' })).toEqual({
      customer_name: 'Customer name must not contain control characters',
      comment: 'Review comment must not contain control characters',
    });
  });
});
