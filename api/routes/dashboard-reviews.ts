/**
 * The dashboard's reviews (spec 3 §2 Reviews card, §7 calls, §8 messages): list, add, avatar upload
 * and remove; and (issue 16) the reviews customers sent through the site's form, awaiting approval,
 * and the review request delay. Mounted at /api/tenant-reviews. Review calls answer errors in `message` (what the
 * dashboard shows) and, like every other route, in `error`.
 *
 * Add names its tenant in the body; upload and delete name a review, whose tenant it is. All three
 * also accept an optional `?tenant_slug=` that scopes the call: access to that tenant is checked
 * first (403) and the review must belong to it. Who may do what is decided by the auth middleware
 * (requireTenantAccess, scopeToTenant, requireRecordAccess); this module reads the input those
 * decisions need first.
 *
 * Issue 16 (any staff member of the business reads; owners and managers decide and set):
 *   GET  /{slug}/pending?limit&offset -> { data: [review + status, verified], pagination: { total, ... } },
 *        the reviews waiting for approval, newest first (total: how many wait).
 *   POST /{id}/approve -> { data: review }: published now; a publish of the site is queued.
 *   POST /{id}/reject  -> { data: review }: hidden for good. Both 404 for no such review, 409 for
 *        one that is not awaiting approval.
 *   GET  /{slug}/settings -> { data: { request_delay_hours } } (default 2);
 *   PUT  /{slug}/settings { request_delay_hours: 0..336 } -> the same; 400 per field otherwise.
 *
 * Issue 19, rating import (spec 3 §7; owners and managers; decision 037):
 *   POST /scrape-google-business { gbpUrl?, tenantSlug } (or `?tenant_slug=`) -> { data: { averageRating,
 *        totalReviews, businessName }, message: 'Successfully scraped …', content }: the listing of gbpUrl,
 *        else of the profile's Google Business Profile URL, read through the Google Places API; the figures
 *        are saved as reviews_avg_rating and reviews_total_count (a publish is queued). 400 'No Google Maps URL
 *        found for this business'; 400 code PLACES_NOT_CONFIGURED without GOOGLE_PLACES_API_KEY (GET
 *        /api/config says so first: features.googleRatingImport); 404 when Google has no such listing;
 *        429 beyond 20 imports an hour per business; 502 'Failed to scrape Google Maps data. Check server
 *        logs for details.' when the Places API fails or takes over 8 s (the cause is logged).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { avatarOf } from '#build/render/load-site.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import {
  AVATAR_REQUIRED_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_PUBLISHED_MESSAGE,
  reviewFormSchema,
  TENANT_MISSING_MESSAGE,
} from '#core/validation/review.ts';
import {
  ALL_STAFF,
  EDITORS,
  requireRecordAccess,
  requireTenantAccess,
  requireUser,
  scopeToTenant,
  type AuthEnv,
} from '../auth/middleware.ts';
import { dataPaths } from '#db/config.ts';
import { pagingFields } from '#core/validation/paging.ts';
import type { AppDeps } from '../deps.ts';
import type { TenantRow } from '../domain/tenants.ts';
import { addReview, deleteReview, replaceReviewAvatar, reviewPage, reviewTenantId, type ReviewRow } from '../domain/reviews.ts';
import {
  decideReview,
  type Decision,
  pendingReviewPage,
  readReviewRequestSettings,
  updateReviewRequestSettings,
} from '../domain/review-requests.ts';
import { reviewRequestSettingsInputSchema } from '#core/reviews/requests.ts';
import { positiveId, readJsonObject } from '../lib/http.ts';
import {
  type GoogleRating,
  googleRatingRequestSchema,
  listingNotFoundMessage,
  NO_MAPS_URL_MESSAGE,
  PLACES_KEY_MISSING_MESSAGE,
  SCRAPE_FAILED_MESSAGE,
  scrapeSuccessMessage,
} from '#core/reviews/google-rating.ts';
import { listingFromUrl, lookUpGoogleRating, PlacesLookupError, searchText } from '../domain/google-places.ts';
import { saveWebsiteContent } from '../domain/website-content.ts';
import { serviceAreasOf } from '../domain/tenants.ts';
import { formFile, formText, ImageUploadError, readMultipart } from '../lib/uploads.ts';

export const DEFAULT_REVIEWS_PAGE = 20;
export const MAX_REVIEWS_PAGE = 100;
const MAX_REVIEW_BODY_BYTES = 16 * 1024;

export const listQuery = z.object({
  ...pagingFields({ max: MAX_REVIEWS_PAGE, defaultLimit: DEFAULT_REVIEWS_PAGE }),
});

function reviewJson(r: ReviewRow) {
  return {
    id: r.id,
    customer_name: r.customerName,
    rating: r.rating,
    comment: r.comment,
    reviewer_url: r.reviewerUrl,
    vehicle_type: r.vehicleType,
    paint_correction: r.paintCorrection,
    ceramic_coating: r.ceramicCoating,
    paint_protection_film: r.paintProtectionFilm,
    service_category: r.serviceCategory,
    source: r.source,
    created_at: new Date(r.createdAt).toISOString(),
    published_at: new Date(r.publishedAt).toISOString(),
    avatar_url: avatarOf(r.avatarFilename, r.customerName)?.src ?? null,
    status: r.status,
    verified: r.verified,
  };
}

export const NOT_AWAITING_APPROVAL_MESSAGE = 'This review is not awaiting approval';

/** Errors of review calls carry the text in both `message` (spec 3 §8) and `error`. */
const fail = (c: Context, status: 400 | 404 | 429 | 502, message: string, extra: Record<string, unknown> = {}) =>
  c.json({ success: false, error: message, message, ...extra }, status);

const invalid = (c: Context, fields: Record<string, string>) =>
  c.json({ success: false, error: 'Validation failed', message: Object.values(fields)[0] ?? 'Validation failed', fields }, 400);

const reviewNotFound = (c: Context) => fail(c, 404, REVIEW_NOT_FOUND_MESSAGE);

type NewReviewEnv = AuthEnv & { Variables: { input: Record<string, unknown> & { tenant_slug: string } } };
type ReviewIdEnv = AuthEnv & { Variables: { reviewId: number } };
type AvatarEnv = ReviewIdEnv & { Variables: { form: FormData } };
type ImportEnv = AuthEnv & { Variables: { gbpUrl: string | undefined; slug: string } };

/**
 * The body of a new review and the tenant it names (in the body, or the `?tenant_slug=` scope),
 * read before access is checked, so the only answers a stranger gets before it are about the body's form.
 */
const newReviewBody: MiddlewareHandler<NewReviewEnv> = async (c, next) => {
  const body = await readJsonObject(c, MAX_REVIEW_BODY_BYTES);
  if (!body.ok) return body.response;
  const input = { ...body.value };
  const scoped = c.req.query('tenant_slug')?.trim();
  if (scoped) {
    if (typeof input.tenant_slug === 'string' && input.tenant_slug.trim() !== scoped)
      return invalid(c, { tenant_slug: 'tenant_slug does not match the tenant of the request' });
    input.tenant_slug ??= scoped;
  }
  if (typeof input.tenant_slug !== 'string' || !input.tenant_slug.trim()) return invalid(c, { tenant_slug: TENANT_MISSING_MESSAGE });
  c.set('input', { ...input, tenant_slug: input.tenant_slug.trim() });
  await next();
};

/** The review id of the path. */
const reviewIdParam: MiddlewareHandler<ReviewIdEnv> = async (c, next) => {
  const id = positiveId(c.req.param('id'));
  if (!id) return fail(c, 400, 'Invalid review id');
  c.set('reviewId', id);
  await next();
};

/** The avatar upload's form and the review it names. */
const avatarForm: MiddlewareHandler<AvatarEnv> = async (c, next) => {
  const body = await readMultipart(c);
  if (!body.ok) {
    if (body.reason === 'too_large') return fail(c, 400, AVATAR_TOO_LARGE_MESSAGE, { fields: { avatar: AVATAR_TOO_LARGE_MESSAGE } });
    if (body.reason === 'not_multipart') return fail(c, 400, 'Content-Type must be multipart/form-data');
    return fail(c, 400, 'The upload could not be read. Please try again.');
  }
  const reviewId = positiveId(formText(body.form, 'reviewId'));
  if (!reviewId) return invalid(c, { reviewId: 'Review ID is required' });
  c.set('form', body.form);
  c.set('reviewId', reviewId);
  await next();
};

/** The import's body and the business it names (`tenantSlug`, or the `?tenant_slug=` scope), read before access is checked. */
const importBody: MiddlewareHandler<ImportEnv> = async (c, next) => {
  const body = await readJsonObject(c, MAX_REVIEW_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = googleRatingRequestSchema.safeParse(body.value);
  if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
  const named = parsed.data.tenantSlug?.trim();
  const scoped = c.req.query('tenant_slug')?.trim();
  if (named && scoped && named !== scoped) return invalid(c, { tenantSlug: 'tenantSlug does not match the tenant of the request' });
  const slug = named || scoped;
  if (!slug) return invalid(c, { tenantSlug: TENANT_MISSING_MESSAGE });
  c.set('slug', slug);
  c.set('gbpUrl', parsed.data.gbpUrl || undefined);
  await next();
};

export function dashboardReviewRoutes(deps: AppDeps) {
  const { db, sessions, publisher } = deps;
  const uploadsDir = dataPaths(deps.config).uploads;
  const editReview = requireRecordAccess(db, EDITORS, (c: Context<ReviewIdEnv>) => reviewTenantId(db, c.get('reviewId')), reviewNotFound);

  /** A page of reviews (published, or awaiting approval) of the tenant of the path. */
  const listed = async (
    c: Context<AuthEnv>,
    page: (db: AppDeps['db'], tenant: TenantRow, p: { limit: number; offset: number }) => Promise<{ rows: ReviewRow[]; total: number }>,
  ) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
    const { limit, offset } = parsed.data;
    const { rows, total } = await page(db, c.get('tenant'), { limit, offset });
    return c.json({
      success: true,
      data: rows.map(reviewJson),
      pagination: { limit, offset, total, hasMore: offset + rows.length < total },
    });
  };

  const decided = async (c: Context<ReviewIdEnv>, decision: Decision) => {
    const review = await decideReview(db, publisher, c.get('tenant'), c.get('reviewId'), decision);
    if (!review) return c.json({ success: false, error: NOT_AWAITING_APPROVAL_MESSAGE, message: NOT_AWAITING_APPROVAL_MESSAGE }, 409);
    return c.json({ success: true, data: reviewJson(review) });
  };

  return new Hono<AuthEnv>()
    .use('*', requireUser(sessions))
    .get('/:slug', requireTenantAccess(db, ALL_STAFF), (c) => listed(c, reviewPage))
    .get('/:slug/pending', requireTenantAccess(db, ALL_STAFF), (c) => listed(c, pendingReviewPage))
    .get('/:slug/settings', requireTenantAccess(db, ALL_STAFF), (c) =>
      c.json({ success: true, data: readReviewRequestSettings(c.get('tenant')) }),
    )
    .put('/:slug/settings', requireTenantAccess(db, EDITORS), async (c) => {
      const body = await readJsonObject(c, MAX_REVIEW_BODY_BYTES);
      if (!body.ok) return body.response;
      const parsed = reviewRequestSettingsInputSchema.safeParse(body.value);
      if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
      return c.json({ success: true, data: await updateReviewRequestSettings(db, c.get('tenant'), parsed.data) });
    })
    .post('/:id/approve', scopeToTenant(db, EDITORS), reviewIdParam, editReview, (c) => decided(c, 'approve'))
    .post('/:id/reject', scopeToTenant(db, EDITORS), reviewIdParam, editReview, (c) => decided(c, 'reject'))
    .post(
      '/',
      newReviewBody,
      requireTenantAccess(db, EDITORS, (c: Context<NewReviewEnv>) => c.get('input').tenant_slug),
      async (c) => {
        const parsed = reviewFormSchema.safeParse(c.get('input'));
        if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
        const { id } = await addReview(db, publisher, c.get('tenant'), parsed.data);
        return c.json({ success: true, data: { id }, message: REVIEW_PUBLISHED_MESSAGE }, 201);
      },
    )
    .post(
      '/scrape-google-business',
      importBody,
      requireTenantAccess(db, EDITORS, (c: Context<ImportEnv>) => c.get('slug')),
      async (c) => {
        const tenant = c.get('tenant');
        const places = deps.config.googlePlaces;
        if (!places) {
          return c.json(
            { success: false, code: 'PLACES_NOT_CONFIGURED', error: PLACES_KEY_MISSING_MESSAGE, message: PLACES_KEY_MISSING_MESSAGE },
            400,
          );
        }
        const gbpUrl = c.get('gbpUrl') ?? tenant.gbpUrl?.trim();
        if (!gbpUrl) return fail(c, 400, NO_MAPS_URL_MESSAGE);
        const limited = await deps.limits.ratingImports.hit(String(tenant.id));
        if (!limited.allowed) {
          c.header('Retry-After', String(limited.retryAfterSeconds));
          return fail(c, 429, 'Too many imports from Google Maps. Please try again later.');
        }
        const ref = listingFromUrl(gbpUrl);
        const area = (await serviceAreasOf(db, tenant.id)).find((a) => a.primary);
        const query =
          ref.kind === 'place'
            ? tenant.businessName
            : searchText(ref, {
                name: tenant.businessName,
                city: tenant.businessCity ?? area?.city,
                state: tenant.businessState ?? area?.state,
              });
        let rating: GoogleRating | undefined;
        try {
          rating = await lookUpGoogleRating(places, ref, query);
        } catch (error) {
          if (!(error instanceof PlacesLookupError)) throw error;
          console.error(`[reviews] Google Places lookup for ${tenant.slug} (${gbpUrl}) failed: ${error.message}`);
          return fail(c, 502, SCRAPE_FAILED_MESSAGE);
        }
        if (!rating) return fail(c, 404, listingNotFoundMessage(ref.kind === 'place' ? gbpUrl : query));
        const content = await saveWebsiteContent(db, publisher, tenant, {
          reviews_avg_rating: rating.averageRating,
          reviews_total_count: rating.totalReviews,
        });
        if (!content) return fail(c, 404, 'Website content not found');
        return c.json({ success: true, data: rating, message: scrapeSuccessMessage(rating), content });
      },
    )
    .post('/upload-avatar', scopeToTenant(db, EDITORS), avatarForm, editReview, async (c) => {
      const file = await formFile(c.get('form'), 'avatar');
      if (!file) return invalid(c, { avatar: AVATAR_REQUIRED_MESSAGE });
      let review: ReviewRow | undefined;
      try {
        review = await replaceReviewAvatar({ db, publisher, uploadsDir }, c.get('tenant'), c.get('reviewId'), file);
      } catch (error) {
        if (error instanceof ImageUploadError) return invalid(c, { avatar: error.message });
        throw error;
      }
      if (!review) return reviewNotFound(c);
      return c.json({ success: true, data: { avatar_url: reviewJson(review).avatar_url } });
    })
    .delete('/:id', scopeToTenant(db, EDITORS), reviewIdParam, editReview, async (c) => {
      if (!(await deleteReview(db, publisher, c.get('tenant'), c.get('reviewId')))) return reviewNotFound(c);
      return c.json({ success: true });
    });
}
