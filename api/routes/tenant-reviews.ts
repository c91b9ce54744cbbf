/**
 * The dashboard's reviews (spec 3 §2 Reviews card, §7 calls, §8 messages): list, add, avatar upload
 * and remove. Mounted at /api/tenant-reviews. Review calls answer errors in `message` (what the
 * dashboard shows) and, like every other route, in `error`.
 *
 * Add, upload and delete name their tenant in the body or through the review; they also accept an
 * optional `?tenant_slug=` that scopes the call: access to that tenant is checked first (403) and
 * the review must belong to it. The dashboard may send it; the authorization walk of
 * tests/integration/auth.test.ts uses it to reach these routes with a stranger's session.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { avatarOf } from '#build/render/load-site.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import {
  AVATAR_REQUIRED_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  detectReviewSource,
  REVIEW_PUBLISHED_MESSAGE,
  reviewFormSchema,
  TENANT_MISSING_MESSAGE,
} from '#core/validation/review.ts';
import type { StaffRole } from '../auth/accounts.ts';
import { ALL_STAFF, EDITORS, forbidden, mayAccessTenant, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { reviewServiceCategory } from '../domain/reviews.ts';
import { findTenantBySlug, type TenantRow } from '../domain/tenants.ts';
import { positiveId, readJsonObject } from '../lib/http.ts';
import { retireAvatarFile } from '#db/upload-retention.ts';
import { avatarFileName, formFile, formText, ImageUploadError, readMultipart, storeImage } from '../lib/uploads.ts';

export const DEFAULT_REVIEWS_PAGE = 20;
export const MAX_REVIEWS_PAGE = 100;
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_REVIEWS_PAGE, `limit must be at most ${MAX_REVIEWS_PAGE}`)
    .default(DEFAULT_REVIEWS_PAGE),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').default(0),
});

type ReviewRow = typeof s.reviews.$inferSelect;
type Ctx = Context<AuthEnv>;

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
  };
}

/** Errors of review calls carry the text in both `message` (spec 3 §8) and `error`. */
const fail = (c: Ctx, status: 400 | 403 | 404, message: string, extra: Record<string, unknown> = {}) =>
  c.json({ success: false, error: message, message, ...extra }, status);

const invalid = (c: Ctx, fields: Record<string, string>) =>
  c.json({ success: false, error: 'Validation failed', message: Object.values(fields)[0] ?? 'Validation failed', fields }, 400);


/** The tenant a slug names, if the user may act on it with one of the roles; else the 403/404 answer requireTenantAccess would give. */
async function tenantFor(c: Ctx, db: AppDeps['db'], slug: string, roles: readonly StaffRole[]): Promise<{ tenant: TenantRow } | { response: Response }> {
  const user = c.get('user');
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) return { response: user.isAdmin ? c.json({ success: false, code: 'NO_TENANT_CONTEXT', error: 'Tenant not found', message: 'Tenant not found' }, 404) : forbidden(c) };
  if (!mayAccessTenant(user, tenant, roles)) return { response: forbidden(c) };
  return { tenant };
}

/** The optional `?tenant_slug=` scope of a call (see the module comment). */
async function scopeOf(c: Ctx, db: AppDeps['db']): Promise<{ tenant?: TenantRow } | { response: Response }> {
  const slug = c.req.query('tenant_slug')?.trim();
  return slug ? tenantFor(c, db, slug, EDITORS) : {};
}

/**
 * The review an editor acts on. Another tenant's review (or one outside the scope) is "not found"
 * for a tenant user, so ids of other businesses cannot be probed; the tenant's own staff without
 * editing rights get 403.
 */
async function editableReview(c: Ctx, db: AppDeps['db'], id: number, scope: TenantRow | undefined): Promise<{ review: ReviewRow } | { response: Response }> {
  const user = c.get('user');
  const review = await db.select().from(s.reviews).where(eq(s.reviews.id, id)).get();
  if (!review || (scope && review.tenantId !== scope.id)) return { response: fail(c, 404, REVIEW_NOT_FOUND_MESSAGE) };
  if (mayAccessTenant(user, { id: review.tenantId }, EDITORS)) return { review };
  if (user.tenantId === review.tenantId) return { response: forbidden(c) };
  return { response: fail(c, 404, REVIEW_NOT_FOUND_MESSAGE) };
}

export function tenantReviewRoutes(deps: AppDeps) {
  const { db, sessions, publisher } = deps;
  const uploadsDir = dataPaths(deps.config).uploads;
  recordTenantScoped('GET', '/api/tenant-reviews/:slug');
  recordTenantScoped('POST', '/api/tenant-reviews?tenant_slug=:slug');
  recordTenantScoped('POST', '/api/tenant-reviews/upload-avatar?tenant_slug=:slug');
  recordTenantScoped('DELETE', '/api/tenant-reviews/:id?tenant_slug=:slug');

  return new Hono<AuthEnv>()
    .use('*', requireUser(sessions))
    .get('/:slug', requireTenantAccess(db, ALL_STAFF), async (c) => {
      const parsed = listQuery.safeParse(c.req.query());
      if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
      const { limit, offset } = parsed.data;
      const where = eq(s.reviews.tenantId, c.get('tenant').id);
      const [rows, [total]] = await Promise.all([
        db.select().from(s.reviews).where(where).orderBy(desc(s.reviews.publishedAt), desc(s.reviews.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(s.reviews).where(where),
      ]);
      const totalCount = total?.n ?? 0;
      return c.json({ success: true, data: rows.map(reviewJson), pagination: { limit, offset, total: totalCount, hasMore: offset + rows.length < totalCount } });
    })
    .post('/', async (c) => {
      const body = await readJsonObject(c, 16 * 1024);
      if (!body.ok) return body.response;
      const input = { ...body.value };
      const scoped = c.req.query('tenant_slug')?.trim();
      if (scoped) {
        if (typeof input.tenant_slug === 'string' && input.tenant_slug.trim() !== scoped) return invalid(c, { tenant_slug: 'tenant_slug does not match the tenant of the request' });
        input.tenant_slug ??= scoped;
      }
      // Access first, so a stranger learns nothing from the validation messages.
      if (typeof input.tenant_slug !== 'string' || !input.tenant_slug.trim()) return invalid(c, { tenant_slug: TENANT_MISSING_MESSAGE });
      const access = await tenantFor(c, db, input.tenant_slug.trim(), EDITORS);
      if ('response' in access) return access.response;
      const { tenant } = access;
      const parsed = reviewFormSchema.safeParse(input);
      if (!parsed.success) return invalid(c, fieldErrors(parsed.error));
      const r = parsed.data;
      const reviewerUrl = r.reviewer_url || null;
      const serviceCategory = await reviewServiceCategory(db, tenant.id, r);
      const now = Date.now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.reviews)
          .values({
            tenantId: tenant.id,
            customerName: r.customer_name,
            rating: r.rating,
            comment: r.comment,
            reviewerUrl,
            vehicleType: r.vehicle_type ?? null,
            paintCorrection: r.paint_correction ?? false,
            ceramicCoating: r.ceramic_coating ?? false,
            paintProtectionFilm: r.paint_protection_film ?? false,
            serviceCategory,
            source: r.source ?? detectReviewSource(reviewerUrl),
            publishedAt: now,
            createdAt: now,
          })
          .returning({ id: s.reviews.id });
        await tx.insert(s.notifications).values({
          tenantId: tenant.id,
          kind: 'review',
          title: `New review from ${r.customer_name}`,
          body: `${r.rating} ${r.rating === 1 ? 'star' : 'stars'}: ${r.comment.length > 140 ? `${r.comment.slice(0, 139)}…` : r.comment}`,
          link: `/${tenant.slug}/dashboard?review=${row!.id}`,
        });
        return row!.id;
      });
      await publisher.enqueue(tenant.id, 'review added');
      return c.json({ success: true, data: { id }, message: REVIEW_PUBLISHED_MESSAGE }, 201);
    })
    .post('/upload-avatar', async (c) => {
      const scope = await scopeOf(c, db);
      if ('response' in scope) return scope.response;
      const body = await readMultipart(c);
      if (!body.ok) {
        if (body.reason === 'too_large') return fail(c, 400, AVATAR_TOO_LARGE_MESSAGE, { fields: { avatar: AVATAR_TOO_LARGE_MESSAGE } });
        if (body.reason === 'not_multipart') return fail(c, 400, 'Content-Type must be multipart/form-data');
        return fail(c, 400, 'The upload could not be read. Please try again.');
      }
      const reviewId = positiveId(formText(body.form, 'reviewId'));
      if (!reviewId) return invalid(c, { reviewId: 'Review ID is required' });
      const found = await editableReview(c, db, reviewId, scope.tenant);
      if ('response' in found) return found.response;
      const { review } = found;
      const file = await formFile(body.form, 'avatar');
      if (!file) return invalid(c, { avatar: AVATAR_REQUIRED_MESSAGE });
      let stored: Awaited<ReturnType<typeof storeImage>>;
      try {
        stored = await storeImage(file, { kind: 'avatar', tenantId: review.tenantId }, { db, uploadsDir });
      } catch (error) {
        if (error instanceof ImageUploadError) return invalid(c, { avatar: error.message });
        throw error;
      }
      const fileName = avatarFileName(stored);
      const previous = await db.transaction(async (tx) => {
        const before = await tx.select({ avatar: s.reviews.avatarFilename }).from(s.reviews).where(eq(s.reviews.id, review.id)).get();
        await tx.update(s.reviews).set({ avatarFilename: fileName }).where(and(eq(s.reviews.id, review.id), eq(s.reviews.tenantId, review.tenantId)));
        return before?.avatar ?? null;
      });
      await retireAvatarFile(db, review.tenantId, previous);
      await publisher.enqueue(review.tenantId, 'review avatar uploaded');
      return c.json({ success: true, data: { avatar_url: avatarOf(fileName, review.customerName)!.src } });
    })
    .delete('/:id', async (c) => {
      const scope = await scopeOf(c, db);
      if ('response' in scope) return scope.response;
      const id = positiveId(c.req.param('id'));
      if (!id) return fail(c, 400, 'Invalid review id');
      const found = await editableReview(c, db, id, scope.tenant);
      if ('response' in found) return found.response;
      const { review } = found;
      await db.delete(s.reviews).where(and(eq(s.reviews.id, review.id), eq(s.reviews.tenantId, review.tenantId)));
      await retireAvatarFile(db, review.tenantId, review.avatarFilename);
      await publisher.enqueue(review.tenantId, 'review deleted');
      return c.json({ success: true });
    });
}
