/**
 * Reviews for the public sites (spec 1 §9 GET /api/reviews): a public business's published
 * reviews, newest first, and one review by id. Mounted at /api/reviews; no sign-in.
 *
 * POST /api/reviews (spec 1 §7; issue 16): the review form of a business's site (`{site}/review`).
 *   Body: JSON, or multipart/form-data with the same fields as text and an optional `photo` file:
 *     tenant_slug (string, required), customer_name (1..100), rating (whole number 1..5),
 *     comment (1..2000), token (string, optional: the `?t=` of the review request e-mail's link),
 *     website (the honeypot: must stay empty).
 *   -> 201 { success: true, data: { id, status: 'pending', verified }, message }: stored awaiting the
 *      owner's approval (not on the site until approved); verified when a good token came with it,
 *      which is then used up. A filled honeypot answers 201 with id null and stores nothing.
 *   -> 400 { success: false, error: 'Validation failed', fields: { field: message } } (fields of
 *      core/validation/review.ts publicReviewSchema; `photo` for a file that is not an image under
 *      5 MB; `token` for a link that is not valid); 409 for a link already used, 410 for an expired
 *      one (error: the message the form shows); 403 TENANT_NOT_APPROVED; 429 RATE_LIMITED with
 *      Retry-After (5 per address per 15 minutes, 30 per business an hour).
 * GET /api/reviews/link?tenant_slug=&t= -> { success: true, data: { customer_name, service } } for a
 *   good link (the form prefills the name); 400 / 409 / 410 as above otherwise.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BUSINESS_NOT_FOUND } from '#core/api/messages.ts';
import { dataPaths } from '#db/config.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { pagingFields } from '#core/validation/paging.ts';
import {
  PHOTO_NOT_IMAGE_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  publicReviewSchema,
  REVIEW_LINK_EXPIRED_MESSAGE,
  REVIEW_LINK_INVALID_MESSAGE,
  REVIEW_LINK_USED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_RATE_MESSAGE,
  REVIEW_RECEIVED_MESSAGE,
  REVIEW_TOKEN_PATTERN,
  TENANT_MISSING_MESSAGE,
} from '#core/validation/review.ts';
import type { AppDeps } from '../deps.ts';
import { type LinkProblem, reviewLinkState, submitPublicReview } from '../domain/review-requests.ts';
import { publicReview, publicReviewJson, publicReviewPage } from '../domain/reviews.ts';
import { findTenantBySlug, isPublic, type TenantRow } from '../domain/tenants.ts';
import { badRequest, clientIp, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { keepPublicAnswers } from '../lib/public-answers.ts';
import { rateLimitedBody, type RateLimitDecision } from '../lib/rate-limit.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';
import { formText, ImageUploadError, readMultipart } from '../lib/uploads.ts';
import { HONEYPOT_FIELD } from './quotes.ts';

/** Spec 1 §9: at most 50 reviews per call. */
export const MAX_REVIEWS_PER_CALL = 50;

export const listQuery = z.object({
  tenant_slug: z.string({ error: 'tenant_slug is required' }).trim().min(1, 'tenant_slug is required').max(100),
  ...pagingFields({ max: MAX_REVIEWS_PER_CALL, defaultLimit: MAX_REVIEWS_PER_CALL }),
});

const REVIEW_TEXT_FIELDS = ['tenant_slug', 'customer_name', 'rating', 'comment', 'token', HONEYPOT_FIELD] as const;

const tooManyReviews = (c: Context, decision: RateLimitDecision) =>
  c.json(rateLimitedBody(decision, REVIEW_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });

/** A link that cannot be used: 400 for one that is not a link at all, 409 used, 410 expired. */
const linkRefused = (c: Context, problem: LinkProblem) =>
  problem === 'invalid'
    ? badRequest(c, 'Validation failed', { token: REVIEW_LINK_INVALID_MESSAGE })
    : c.json(
        { success: false, error: problem === 'used' ? REVIEW_LINK_USED_MESSAGE : REVIEW_LINK_EXPIRED_MESSAGE },
        problem === 'used' ? 409 : 410,
      );

/** The review's fields and photo, from JSON or a multipart form (the form's rating arrives as text there). */
async function readReview(
  c: Context,
): Promise<{ ok: true; fields: Record<string, unknown>; photo?: File } | { ok: false; response: Response }> {
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    const body = await readMultipart(c);
    if (!body.ok)
      return {
        ok: false,
        response:
          body.reason === 'too_large'
            ? badRequest(c, 'Validation failed', { photo: PHOTO_TOO_LARGE_MESSAGE })
            : badRequest(c, 'The form could not be read. Please try again.'),
      };
    const fields: Record<string, unknown> = {};
    for (const name of REVIEW_TEXT_FIELDS) if (body.form.has(name)) fields[name] = formText(body.form, name);
    if (typeof fields.rating === 'string') fields.rating = fields.rating === '' ? undefined : Number(fields.rating);
    const photo = body.form.get('photo');
    return { ok: true, fields, photo: photo instanceof File && photo.size > 0 ? photo : undefined };
  }
  const body = await readJsonObject(c);
  return body.ok ? { ok: true, fields: body.value } : body;
}

export function publicReviewRoutes(deps: AppDeps) {
  const { db } = deps;
  const uploadsDir = dataPaths(deps.config).uploads;
  return new Hono<{ Variables: { tenant: TenantRow } }>()
    .get('/', keepPublicAnswers(db), async (c) => {
      const parsed = listQuery.safeParse(c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.error);
      const { tenant_slug, limit, offset } = parsed.data;
      const tenant = await findTenantBySlug(db, tenant_slug);
      if (!tenant) return tenantNotFound(c);
      if (!isPublic(tenant)) return tenantNotApproved(c);
      c.set('tenant', tenant);
      return c.json({ success: true, ...(await publicReviewPage(db, tenant, { limit, offset })) });
    })
    .get('/link', async (c) => {
      const token = c.req.query('t')?.trim() ?? '';
      const tenant = await findTenantBySlug(db, c.req.query('tenant_slug')?.trim() ?? '');
      if (!tenant) return tenantNotFound(c);
      if (!isPublic(tenant)) return tenantNotApproved(c);
      if (!REVIEW_TOKEN_PATTERN.test(token)) return linkRefused(c, 'invalid');
      const state = await reviewLinkState(db, tenant, token, Date.now());
      if (!state.ok) return linkRefused(c, state.problem);
      return c.json({ success: true, data: { customer_name: state.customerName, service: state.service } });
    })
    .post('/', async (c) => {
      const decision = await deps.limits.reviews.hit(clientIp(c, deps.trustProxy));
      if (!decision.allowed) return tooManyReviews(c, decision);
      const body = await readReview(c);
      if (!body.ok) return body.response;
      const { [HONEYPOT_FIELD]: honeypot, ...fields } = body.fields;
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        console.warn('[reviews] honeypot filled; review dropped');
        return c.json({ success: true, data: { id: null, status: 'pending', verified: false }, message: REVIEW_RECEIVED_MESSAGE }, 201);
      }
      const slug = typeof fields.tenant_slug === 'string' ? fields.tenant_slug.trim() : '';
      const tenant = slug ? await findTenantBySlug(db, slug) : undefined;
      if (tenant && !isPublic(tenant)) return tenantNotApproved(c);
      // A business at its limit: the flood is turned away before the validation and image work.
      const full = tenant && (await deps.limits.reviewsPerBusiness.refusing(String(tenant.id)));
      if (full) return tooManyReviews(c, full);
      const parsed = publicReviewSchema.safeParse(fields);
      const problems = parsed.success ? {} : fieldErrors(parsed.error);
      if (!tenant) problems.tenant_slug ??= slug ? BUSINESS_NOT_FOUND : TENANT_MISSING_MESSAGE;
      if (!parsed.success || !tenant) return badRequest(c, 'Validation failed', problems);
      const business = await deps.limits.reviewsPerBusiness.hit(String(tenant.id));
      if (!business.allowed) return tooManyReviews(c, business);
      const photo = body.photo ? new Uint8Array(await body.photo.arrayBuffer()) : undefined;
      let outcome: Awaited<ReturnType<typeof submitPublicReview>>;
      try {
        outcome = await submitPublicReview({ db, uploadsDir }, tenant, parsed.data, photo);
      } catch (error) {
        if (!(error instanceof ImageUploadError)) throw error;
        const message =
          error.code === 'too_large' ? PHOTO_TOO_LARGE_MESSAGE : error.code === 'not_image' ? PHOTO_NOT_IMAGE_MESSAGE : error.message;
        return badRequest(c, 'Validation failed', { photo: message });
      }
      if (!outcome.ok) return linkRefused(c, outcome.problem);
      return c.json(
        { success: true, data: { id: outcome.id, status: 'pending', verified: outcome.verified }, message: REVIEW_RECEIVED_MESSAGE },
        201,
      );
    })
    .get('/:id', async (c) => {
      const id = positiveId(c.req.param('id'));
      const review = id === undefined ? undefined : await publicReview(db, id);
      if (!review) return c.json({ success: false, error: REVIEW_NOT_FOUND_MESSAGE }, 404);
      return c.json({ success: true, data: publicReviewJson(review) });
    });
}
