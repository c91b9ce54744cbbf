/**
 * Reviews for the public sites (spec 1 §9 GET /api/reviews): a public business's reviews, newest
 * first, and one review by id. Mounted at /api/reviews; no sign-in.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { pagingFields } from '#core/validation/paging.ts';
import { REVIEW_NOT_FOUND_MESSAGE } from '#core/validation/review.ts';
import type { AppDeps } from '../deps.ts';
import { publicReview, publicReviewJson, publicReviewPage } from '../domain/reviews.ts';
import { findTenantBySlug, isPublic, type TenantRow } from '../domain/tenants.ts';
import { positiveId, validationFailed } from '../lib/http.ts';
import { keepPublicAnswers } from '../lib/public-answers.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';

/** Spec 1 §9: at most 50 reviews per call. */
export const MAX_REVIEWS_PER_CALL = 50;

const listQuery = z.object({
  tenant_slug: z.string({ error: 'tenant_slug is required' }).trim().min(1, 'tenant_slug is required').max(100),
  ...pagingFields({ max: MAX_REVIEWS_PER_CALL, defaultLimit: MAX_REVIEWS_PER_CALL }),
});

export function publicReviewRoutes({ db }: AppDeps) {
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
    .get('/:id', async (c) => {
      const id = positiveId(c.req.param('id'));
      const review = id === undefined ? undefined : await publicReview(db, id);
      if (!review) return c.json({ success: false, error: REVIEW_NOT_FOUND_MESSAGE }, 404);
      return c.json({ success: true, data: publicReviewJson(review) });
    });
}
