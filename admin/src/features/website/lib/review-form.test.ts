import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { emptyReviewForm, reviewFormSchema } from '#core/validation/review.ts';
import '../../../shared/lib/zod.ts';
import { addReviewErrorMessage, publishReview, reviewPayload, reviewSubmitProblem, withReviewerUrl } from './review-form.ts';

const filled = { ...emptyReviewForm('prestige-mobile-detailing'), customer_name: 'Jane Doe', rating: 5, comment: 'Spotless, thank you!' };

describe('review form', () => {
  it('stops a submit without a tenant or a rating with the spec messages', () => {
    expect(reviewSubmitProblem({ tenant_slug: '', rating: 5 })).toBe('Tenant information is missing. Please refresh the page.');
    expect(reviewSubmitProblem({ tenant_slug: 'x', rating: 0 })).toBe('Please select a rating');
    expect(reviewSubmitProblem({ tenant_slug: 'x', rating: 4 })).toBeUndefined();
    // The schema the form resolves with says the same.
    const result = reviewFormSchema.safeParse({ ...filled, rating: 0 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select a rating');
  });

  it('sets the source from the reviewer URL as it is edited; the owner can override it', () => {
    let v = withReviewerUrl(filled, 'https://www.google.com/maps/place/Prestige');
    expect(v.source).toBe('google');
    v = withReviewerUrl(v, 'https://www.yelp.com/biz/prestige');
    expect(v.source).toBe('yelp');
    v = withReviewerUrl(v, 'https://facebook.com/prestige/reviews');
    expect(v.source).toBe('facebook');
    v = { ...v, source: 'website' };
    expect(v.source).toBe('website');
    v = withReviewerUrl(v, 'https://example.com/my-blog');
    expect(v.source).toBe('website');
    v = withReviewerUrl(v, '');
    expect(v).toMatchObject({ reviewer_url: '', source: 'website' });
  });

  it('sends trimmed texts and no empty URL', () => {
    expect(reviewPayload({ ...filled, customer_name: ' Jane ', comment: ' Great ', reviewer_url: '  ' })).toEqual({
      tenant_slug: 'prestige-mobile-detailing',
      customer_name: 'Jane',
      rating: 5,
      comment: 'Great',
      reviewer_url: null,
      vehicle_type: 'car',
      paint_correction: false,
      ceramic_coating: false,
      paint_protection_film: false,
      source: 'website',
    });
  });
});

describe('publishing a review', () => {
  const avatar = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'jane.jpg', { type: 'image/jpeg' });

  it('posts the review, then uploads the avatar with the new id', async () => {
    const calls: string[] = [];
    const deps = {
      create: vi.fn(async () => {
        calls.push('create');
        return { id: 41, message: 'Review published successfully!' };
      }),
      uploadAvatar: vi.fn(async () => {
        calls.push('avatar');
      }),
      warn: vi.fn(),
    };
    const result = await publishReview(deps, filled, avatar);
    expect(calls).toEqual(['create', 'avatar']);
    expect(deps.uploadAvatar).toHaveBeenCalledWith({ avatar, customerName: 'Jane Doe', reviewId: 41 });
    expect(result).toEqual({ id: 41, message: 'Review published successfully!', avatarUploaded: true });
  });

  it('a failed avatar upload only logs a warning; the review stays published', async () => {
    const deps = {
      create: vi.fn(async () => ({ id: 7 })),
      uploadAvatar: vi.fn(async () => Promise.reject(new Error('boom'))),
      warn: vi.fn(),
    };
    const result = await publishReview(deps, filled, avatar);
    expect(result).toEqual({ id: 7, message: 'Review published successfully!', avatarUploaded: false });
    expect(deps.warn).toHaveBeenCalledOnce();
  });

  it('without an avatar nothing is uploaded; a failed POST uploads nothing either', async () => {
    const deps = { create: vi.fn(async () => ({ id: 7 })), uploadAvatar: vi.fn(), warn: vi.fn() };
    expect((await publishReview(deps, filled, null)).avatarUploaded).toBeNull();
    expect(deps.uploadAvatar).not.toHaveBeenCalled();
    const failing = { ...deps, create: vi.fn(async () => Promise.reject(new Error('no'))) };
    await expect(publishReview(failing, filled, avatar)).rejects.toThrow('no');
    expect(deps.uploadAvatar).not.toHaveBeenCalled();
  });

  it('shows the server message, else the spec text', () => {
    expect(addReviewErrorMessage(new ApiError('x', { status: 400, code: 'HTTP_ERROR', serverMessage: 'Customer name is required' }))).toBe(
      'Customer name is required',
    );
    expect(addReviewErrorMessage(new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' }))).toBe(
      'Failed to add review. Please try again.',
    );
    expect(addReviewErrorMessage(new Error('x'))).toBe('Failed to add review. Please try again.');
  });
});
