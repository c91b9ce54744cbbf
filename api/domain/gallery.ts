/**
 * The gallery of a tenant's site (spec 3 §2 Gallery card; gallery image entity of spec 2 §3): the
 * industry's stock images the owner picks from (website_content.gallery_stock, null = all), and
 * custom images uploaded for real. Every change queues a publish.
 */
import { and, asc, count, eq, max } from 'drizzle-orm';
import { getIndustry } from '#content/index.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { removeStoredImage, retireUpload } from '#db/upload-retention.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import { storeImage } from '../lib/uploads.ts';
import type { TenantRow } from './tenants.ts';
import { forgetTenant } from './public-cache.ts';

/** The first id that is not one of the industry's stock gallery images, if any (null picks them all). */
export function unknownStockImage(industry: string, ids: readonly string[] | null): string | undefined {
  if (ids === null) return undefined;
  const known = new Set((getIndustry(industry)?.gallery ?? []).map((g) => g.id));
  return ids.find((id) => !known.has(id));
}

export const unknownStockImageMessage = (id: string) => `Unknown stock image: ${id.slice(0, 64)}`;

/** Custom images per tenant: enough for any gallery, a bound on what one account can store. */
export const MAX_CUSTOM_GALLERY_IMAGES = 60;

/** The tenant already has MAX_CUSTOM_GALLERY_IMAGES custom images: the route answers 400 with `message`. */
export class GalleryFullError extends Error {
  constructor() {
    super(`You can add at most ${MAX_CUSTOM_GALLERY_IMAGES} custom images. Remove one first.`);
    this.name = 'GalleryFullError';
  }
}

type GalleryRow = typeof s.galleryImages.$inferSelect;

const customJson = (g: GalleryRow) => ({
  id: g.id,
  src: g.src,
  srcset: g.srcset,
  alt: g.alt,
  title: g.title,
  caption: g.caption,
  width: g.width,
  height: g.height,
});
export type CustomImage = ReturnType<typeof customJson>;

/** The Gallery card: every stock image of the industry with whether it is shown, then the custom images in order. */
export async function galleryOf(db: Db, tenant: TenantRow) {
  const [content, rows] = await Promise.all([
    db.select({ stock: s.websiteContent.galleryStock }).from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id)).get(),
    db
      .select()
      .from(s.galleryImages)
      .where(eq(s.galleryImages.tenantId, tenant.id))
      .orderBy(asc(s.galleryImages.sortOrder), asc(s.galleryImages.id)),
  ]);
  const picked = content?.stock ? new Set(content.stock) : undefined;
  const stock = (getIndustry(tenant.industry)?.gallery ?? []).map((g) => ({
    id: g.id,
    src: g.src,
    srcset: g.srcset ?? null,
    alt: g.alt,
    title: g.title,
    width: g.width,
    height: g.height,
    selected: !picked || picked.has(g.id),
  }));
  return { stock, custom: rows.map(customJson) };
}

/** Saves which stock images the site shows (ids known to the industry; null = all) and queues a publish. */
export async function saveStockSelection(db: Db, publisher: Publisher, tenant: TenantRow, ids: string[] | null) {
  const changes = { galleryStock: ids, updatedAt: Date.now() };
  await db
    .insert(s.websiteContent)
    .values({ tenantId: tenant.id, ...changes })
    .onConflictDoUpdate({ target: s.websiteContent.tenantId, set: changes });
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, 'gallery stock selection saved');
  return galleryOf(db, tenant);
}

/**
 * Stores an uploaded image (lib/uploads.ts storeImage) as the tenant's last custom gallery image and
 * queues a publish. Throws GalleryFullError, or ImageUploadError for a file that is not a usable image.
 */
export async function addCustomImage(
  deps: { db: Db; publisher: Publisher; uploadsDir: string },
  tenant: TenantRow,
  file: Uint8Array,
  text: { alt: string; title: string; caption: string },
): Promise<CustomImage> {
  const { db, uploadsDir } = deps;
  const [existing] = await db
    .select({ n: count(), last: max(s.galleryImages.sortOrder) })
    .from(s.galleryImages)
    .where(eq(s.galleryImages.tenantId, tenant.id));
  if ((existing?.n ?? 0) >= MAX_CUSTOM_GALLERY_IMAGES) throw new GalleryFullError();
  const stored = await storeImage(file, { kind: 'gallery', tenantId: tenant.id }, { db, uploadsDir });
  let row: GalleryRow;
  try {
    [row] = (await db
      .insert(s.galleryImages)
      .values({
        tenantId: tenant.id,
        uploadId: stored.id,
        src: stored.path,
        srcset: stored.srcset,
        // An image needs a text alternative; the title is the best one the owner gave.
        alt: text.alt || text.title,
        title: text.title,
        caption: text.caption,
        width: stored.width,
        height: stored.height,
        sortOrder: (existing?.last ?? -1) + 1,
      })
      .returning()) as [GalleryRow];
  } catch (error) {
    await removeStoredImage(db, uploadsDir, { id: stored.id, path: stored.path, srcset: stored.srcset });
    throw error;
  }
  await deps.publisher.enqueue(tenant.id, 'gallery image added');
  return customJson(row);
}

/** Removes one of the tenant's custom images and queues a publish; false when the tenant has no such image. */
export async function removeCustomImage(db: Db, publisher: Publisher, tenant: TenantRow, id: number): Promise<boolean> {
  const row = await db
    .select()
    .from(s.galleryImages)
    .where(and(eq(s.galleryImages.id, id), eq(s.galleryImages.tenantId, tenant.id)))
    .get();
  if (!row) return false;
  await db.delete(s.galleryImages).where(eq(s.galleryImages.id, row.id));
  if (row.uploadId !== null) {
    const upload = await db
      .select({ id: s.uploads.id })
      .from(s.uploads)
      .where(and(eq(s.uploads.id, row.uploadId), eq(s.uploads.tenantId, tenant.id)))
      .get();
    // Retired, not deleted: kept releases may still show it (a rollback brings them back).
    if (upload) await retireUpload(db, upload.id);
  }
  await publisher.enqueue(tenant.id, 'gallery image removed');
  return true;
}
