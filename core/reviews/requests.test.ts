import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  publicReviewSchema,
  REVIEW_LINK_INVALID_MESSAGE,
  reviewPhotoProblem,
  reviewSubmitFailedMessage,
} from '../validation/review.ts';
import {
  DEFAULT_REVIEW_REQUEST_DELAY_HOURS,
  delayText,
  MAX_REVIEW_REQUEST_DELAY_HOURS,
  REVIEW_DELAY_MESSAGE,
  REVIEW_LINK_VALID_MS,
  reviewLink,
  reviewRequestSettingsFrom,
  reviewRequestSettingsInputSchema,
  reviewRequestSettingsJson,
  reviewTokenFromSearch,
  withReviewRequestSettings,
} from './requests.ts';

const TOKEN = `${'Ab3_-Zk9'.repeat(5)}xyz`;

describe('review request delay', () => {
  it('defaults to 2 hours and allows 0 to 14 days in whole hours', () => {
    expect(DEFAULT_REVIEW_REQUEST_DELAY_HOURS).toBe(2);
    expect(MAX_REVIEW_REQUEST_DELAY_HOURS).toBe(336);
    expect(reviewRequestSettingsFrom(null)).toEqual({ delayHours: 2 });
    expect(reviewRequestSettingsFrom({ reviews: { requestDelayHours: 0 } })).toEqual({ delayHours: 0 });
    expect(reviewRequestSettingsFrom({ reviews: { requestDelayHours: 336 } })).toEqual({ delayHours: 336 });
    // A stored value that does not fit falls back rather than stopping the requests.
    for (const bad of [337, -1, 1.5, '4', null])
      expect(reviewRequestSettingsFrom({ reviews: { requestDelayHours: bad } })).toEqual({ delayHours: 2 });
  });

  it('checks the setting as the API takes it', () => {
    expect(reviewRequestSettingsInputSchema.safeParse({ request_delay_hours: 24 }).success).toBe(true);
    for (const bad of [337, -1, 2.5, '2', null]) {
      const parsed = reviewRequestSettingsInputSchema.safeParse({ request_delay_hours: bad });
      expect(parsed.success, String(bad)).toBe(false);
      expect(fieldErrors(parsed.error!)).toEqual({ request_delay_hours: REVIEW_DELAY_MESSAGE });
    }
    const unknown = reviewRequestSettingsInputSchema.safeParse({ request_delay_hours: 2, delay_days: 1 });
    expect(unknown.success).toBe(false);
  });

  it('stores the delay beside the other settings and reads it back', () => {
    const next = withReviewRequestSettings({ booking: { autoConfirm: true }, reviews: { other: 1 } }, { request_delay_hours: 48 });
    expect(next).toEqual({ booking: { autoConfirm: true }, reviews: { other: 1, requestDelayHours: 48 } });
    expect(reviewRequestSettingsJson(reviewRequestSettingsFrom(next))).toEqual({ request_delay_hours: 48 });
  });

  it('describes the delay in words', () => {
    expect(delayText(0)).toBe('right away');
    expect(delayText(1)).toBe('1 hour');
    expect(delayText(2)).toBe('2 hours');
    expect(delayText(24)).toBe('1 day');
    expect(delayText(76)).toBe('3 days and 4 hours');
  });
});

describe('the review link', () => {
  it('is good for 60 days and points at the site review form', () => {
    expect(REVIEW_LINK_VALID_MS).toBe(60 * 24 * 3_600_000);
    expect(reviewLink('http://localhost:3000/prestige-mobile-detailing/', TOKEN)).toBe(
      `http://localhost:3000/prestige-mobile-detailing/review?t=${TOKEN}`,
    );
  });

  it('reads the token from the query only when it looks like one', () => {
    expect(reviewTokenFromSearch(`?t=${TOKEN}`)).toBe(TOKEN);
    expect(reviewTokenFromSearch(`?utm=x&t=${TOKEN}`)).toBe(TOKEN);
    expect(reviewTokenFromSearch('?t=short')).toBeUndefined();
    expect(reviewTokenFromSearch('')).toBeUndefined();
  });
});

describe('the public review form', () => {
  const valid = { tenant_slug: 'prestige-mobile-detailing', customer_name: 'Dana', rating: 4, comment: 'Great job.' };

  it('takes the same name, rating and comment rules as the dashboard form, and an optional token', () => {
    expect(publicReviewSchema.parse({ ...valid, token: TOKEN })).toEqual({ ...valid, token: TOKEN });
    expect(publicReviewSchema.parse(valid)).toEqual(valid);
    const parsed = publicReviewSchema.safeParse({ tenant_slug: 'x', customer_name: '', rating: 6, comment: ' ', token: 'nope' });
    expect(fieldErrors(parsed.error!)).toEqual({
      customer_name: 'Customer name is required',
      rating: 'Rating must be between 1 and 5 stars',
      comment: 'Review comment is required',
      token: REVIEW_LINK_INVALID_MESSAGE,
    });
    // The dashboard-only fields are not part of it.
    expect(publicReviewSchema.parse({ ...valid, source: 'google' })).toEqual(valid);
  });

  it('checks a photo before it is sent', () => {
    expect(reviewPhotoProblem({ size: 1000, type: 'image/jpeg' })).toBeUndefined();
    expect(reviewPhotoProblem({ size: 1000, type: 'application/pdf' })).toBe(PHOTO_NOT_IMAGE_MESSAGE);
    expect(reviewPhotoProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe(PHOTO_TOO_LARGE_MESSAGE);
  });

  it('words a failure as spec 1 §8 does', () => {
    expect(reviewSubmitFailedMessage('Bad Request')).toBe('Failed to submit review: Bad Request');
  });
});
