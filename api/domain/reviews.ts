/**
 * Reviews of a business: the public sites list them, the dashboard adds, tags, illustrates and
 * removes them (spec 1 §9, spec 3 §2 Reviews card). Every change queues a publish.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { isPublicTenantStatus } from '#core/site/tenant-status.ts';
import { detectReviewSource, reviewServiceSlugs, type ReviewForm } from '#core/validation/review.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { removeStoredImage, retireAvatarFile } from '#db/upload-retention.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import { avatarFileName, storeImage } from '../lib/uploads.ts';
import type { TenantRow } from './tenants.ts';
import { cachedRead, forgetTenant } from './public-cache.ts';
import { avatarOf } from '#build/render/load-site.ts';

export type ReviewRow = typeof s.reviews.$inferSelect;

/**
 * The service category a review is stored with (the site's Review Details tag): the names, as the
 * tenant's site shows them, of the services the review's flags and vehicle type point at; null
 * when none of them is a service of this business.
 */
export async function reviewServiceCategory(
  db: Db,
  tenantId: number,
  review: Parameters<typeof reviewServiceSlugs>[0],
): Promise<string | null> {
  const slugs = reviewServiceSlugs(review);
  if (slugs.length === 0) return null;
  const rows = await db
    .select({ slug: s.services.slug, name: s.services.name })
    .from(s.services)
    .where(and(eq(s.services.tenantId, tenantId), inArray(s.services.slug, slugs)));
  const names = slugs.map((slug) => rows.find((r) => r.slug === slug)?.name).filter((name) => name !== undefined);
  return names.length > 0 ? names.join(', ') : null;
}

/** One page of the tenant's published reviews (those on its site), newest first, and how many it has in all. */
export async function reviewPage(
  db: Db,
  tenant: Pick<TenantRow, 'id' | 'slug'>,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  return cachedRead(
    db,
    tenant.slug,
    `reviews:${page.limit}:${page.offset}`,
    async () => {
      const where = and(eq(s.reviews.tenantId, tenant.id), eq(s.reviews.status, 'published'));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(s.reviews)
          .where(where)
          .orderBy(desc(s.reviews.publishedAt), desc(s.reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(s.reviews).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    tenant.id,
  );
}

/** A review as the public API shows it (spec 1 §9). */
export function publicReviewJson(r: ReviewRow) {
  const avatar = avatarOf(r.avatarFilename, r.customerName);
  return {
    id: r.id,
    customer_name: r.customerName,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    published_at: new Date(r.publishedAt).toISOString(),
    created_at: new Date(r.createdAt).toISOString(),
    source: r.source,
    avatar_filename: r.avatarFilename,
    avatar_url: avatar?.src ?? null,
    reviewer_url: r.reviewerUrl,
    vehicle_type: r.vehicleType,
    service_category: r.serviceCategory,
  };
}

/** One page of a public business's reviews as the public API answers it, shaped once per change. */
export async function publicReviewPage(db: Db, tenant: Pick<TenantRow, 'id' | 'slug'>, page: { limit: number; offset: number }) {
  return cachedRead(
    db,
    tenant.slug,
    `public-reviews:${page.limit}:${page.offset}`,
    async () => {
      const { rows, total } = await reviewPage(db, tenant, page);
      return { data: rows.map(publicReviewJson), pagination: { ...page, total, hasMore: page.offset + rows.length < total } };
    },
    tenant.id,
  );
}

/** A review as a public site may show it: a published one, only while its business is public. */
export async function publicReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const row = await db
    .select({ review: s.reviews, status: s.tenants.status })
    .from(s.reviews)
    .innerJoin(s.tenants, eq(s.tenants.id, s.reviews.tenantId))
    .where(eq(s.reviews.id, id))
    .get();
  return row && isPublicTenantStatus(row.status) && row.review.status === 'published' ? row.review : undefined;
}

/** The id of the tenant a review belongs to; undefined when there is no such review. */
export async function reviewTenantId(db: Db, id: number): Promise<number | undefined> {
  return (await db.select({ tenantId: s.reviews.tenantId }).from(s.reviews).where(eq(s.reviews.id, id)).get())?.tenantId;
}

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Publishes a review the owner entered: stored with its service tag and its source (given, else
 * from the reviewer's URL), a dashboard notification in the same transaction, and a publish queued.
 */
export async function addReview(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  review: Omit<ReviewForm, 'tenant_slug'>,
): Promise<{ id: number }> {
  const reviewerUrl = review.reviewer_url || null;
  const serviceCategory = await reviewServiceCategory(db, tenant.id, review);
  const now = Date.now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(s.reviews)
      .values({
        tenantId: tenant.id,
        customerName: review.customer_name,
        rating: review.rating,
        comment: review.comment,
        reviewerUrl,
        vehicleType: review.vehicle_type ?? null,
        paintCorrection: review.paint_correction ?? false,
        ceramicCoating: review.ceramic_coating ?? false,
        paintProtectionFilm: review.paint_protection_film ?? false,
        serviceCategory,
        source: review.source ?? detectReviewSource(reviewerUrl),
        publishedAt: now,
        createdAt: now,
      })
      .returning({ id: s.reviews.id });
    await tx.insert(s.notifications).values({
      tenantId: tenant.id,
      kind: 'review',
      title: `New review from ${review.customer_name}`,
      body: `${review.rating} ${review.rating === 1 ? 'star' : 'stars'}: ${excerpt(review.comment, 140)}`,
      link: `/${tenant.slug}/dashboard?review=${row!.id}`,
    });
    return row!.id;
  });
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, 'review added');
  return { id };
}

/**
 * Stores an uploaded avatar (lib/uploads.ts storeImage) for one of the tenant's reviews; the
 * review's previous avatar is retired (kept releases may still show it) and a publish queued.
 * Returns the review as stored, undefined (the image removed again) when the tenant has no such
 * review. Throws ImageUploadError for a file that is not a usable image.
 */
export async function replaceReviewAvatar(
  deps: { db: Db; publisher: Publisher; uploadsDir: string },
  tenant: TenantRow,
  reviewId: number,
  file: Uint8Array,
): Promise<ReviewRow | undefined> {
  const { db, uploadsDir } = deps;
  const stored = await storeImage(file, { kind: 'avatar', tenantId: tenant.id }, { db, uploadsDir });
  const mine = and(eq(s.reviews.id, reviewId), eq(s.reviews.tenantId, tenant.id));
  const swapped = await db.transaction(async (tx) => {
    const before = await tx.select({ avatar: s.reviews.avatarFilename }).from(s.reviews).where(mine).get();
    if (!before) return undefined;
    const [row] = await tx
      .update(s.reviews)
      .set({ avatarFilename: avatarFileName(stored) })
      .where(mine)
      .returning();
    return { previous: before.avatar, row: row! };
  });
  forgetTenant(db, tenant.id);
  if (!swapped) {
    await removeStoredImage(db, uploadsDir, { id: stored.id, path: stored.path, srcset: stored.srcset });
    return undefined;
  }
  await retireAvatarFile(db, tenant.id, swapped.previous);
  await deps.publisher.enqueue(tenant.id, 'review avatar uploaded');
  return swapped.row;
}

/** Removes one of the tenant's reviews, retires its uploaded avatar and queues a publish; false when the tenant has no such review. */
export async function deleteReview(db: Db, publisher: Publisher, tenant: TenantRow, reviewId: number): Promise<boolean> {
  const [removed] = await db
    .delete(s.reviews)
    .where(and(eq(s.reviews.id, reviewId), eq(s.reviews.tenantId, tenant.id)))
    .returning({ avatar: s.reviews.avatarFilename });
  if (!removed) return false;
  forgetTenant(db, tenant.id);
  await retireAvatarFile(db, tenant.id, removed.avatar);
  await publisher.enqueue(tenant.id, 'review deleted');
  return true;
}
