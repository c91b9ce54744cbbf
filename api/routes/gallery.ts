/**
 * The Gallery card of the website tab (spec 3 §2; gallery image entity of spec 2 §3): the
 * industry's stock images the owner picks from, and custom images uploaded for real. Mounted at
 * /api/tenants. The site shows the picked stock images (website_content.gallery_stock, null = all)
 * followed by the custom ones (site/data/site-data.ts); every change queues a publish.
 */
import { and, asc, count, eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { getIndustry } from '#content/index.ts';
import { textField } from '#core/validation/text.ts';
import { galleryStockIds } from '#core/validation/website-content.ts';
import { ALL_STAFF, EDITORS, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { dataPaths } from '#db/config.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { unknownStockImage, unknownStockImageMessage } from '../domain/gallery.ts';
import type { TenantRow } from '../domain/tenants.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { removeStoredImage, retireUpload } from '#db/upload-retention.ts';
import { formFile, formText, GALLERY_TOO_LARGE_MESSAGE, ImageUploadError, readMultipart, storeImage } from '../lib/uploads.ts';

/** Custom images per tenant: enough for any gallery, a bound on what one account can store. */
export const MAX_CUSTOM_GALLERY_IMAGES = 60;
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
export const IMAGE_REQUIRED_MESSAGE = 'Image file is required';

const stockSchema = z.object({ ids: galleryStockIds });

const text = (label: string, max: number) => textField(label, { max });
const customFields = z.object({ alt: text('Alt text', 200), title: text('Title', 120), caption: text('Caption', 500) });

type GalleryRow = typeof s.galleryImages.$inferSelect;

const customJson = (g: GalleryRow) => ({ id: g.id, src: g.src, srcset: g.srcset, alt: g.alt, title: g.title, caption: g.caption, width: g.width, height: g.height });

async function galleryOf(db: Db, tenant: TenantRow) {
  const [content, rows] = await Promise.all([
    db.select({ stock: s.websiteContent.galleryStock }).from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id)).get(),
    db.select().from(s.galleryImages).where(eq(s.galleryImages.tenantId, tenant.id)).orderBy(asc(s.galleryImages.sortOrder), asc(s.galleryImages.id)),
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


export function galleryRoutes(deps: AppDeps) {
  const { db, sessions, publisher } = deps;
  const uploadsDir = dataPaths(deps.config).uploads;
  recordTenantScoped('GET', '/api/tenants/:slug/gallery');
  recordTenantScoped('PUT', '/api/tenants/:slug/gallery/stock');
  recordTenantScoped('POST', '/api/tenants/:slug/gallery');
  recordTenantScoped('DELETE', '/api/tenants/:slug/gallery/:id');
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;

  return new Hono<AuthEnv>()
    .get('/:slug/gallery', ...read, async (c) => c.json({ success: true, data: await galleryOf(db, c.get('tenant')) }))
    .put('/:slug/gallery/stock', ...write, async (c) => {
      const tenant = c.get('tenant');
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = stockSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const { ids } = parsed.data;
      const unknown = unknownStockImage(tenant.industry, ids);
      if (unknown !== undefined) return badRequest(c, 'Validation failed', { ids: unknownStockImageMessage(unknown) });
      const changes = { galleryStock: ids, updatedAt: Date.now() };
      await db.insert(s.websiteContent).values({ tenantId: tenant.id, ...changes }).onConflictDoUpdate({ target: s.websiteContent.tenantId, set: changes });
      await publisher.enqueue(tenant.id, 'gallery stock selection saved');
      return c.json({ success: true, data: await galleryOf(db, tenant) });
    })
    .post('/:slug/gallery', ...write, async (c) => {
      const tenant = c.get('tenant');
      const body = await readMultipart(c);
      if (!body.ok) {
        if (body.reason === 'too_large') return badRequest(c, GALLERY_TOO_LARGE_MESSAGE, { image: GALLERY_TOO_LARGE_MESSAGE });
        if (body.reason === 'not_multipart') return badRequest(c, 'Content-Type must be multipart/form-data');
        return badRequest(c, 'The upload could not be read. Please try again.');
      }
      const fields = customFields.safeParse({ alt: formText(body.form, 'alt'), title: formText(body.form, 'title'), caption: formText(body.form, 'caption') });
      if (!fields.success) return validationFailed(c, fields.error);
      const file = await formFile(body.form, 'image');
      if (!file) return badRequest(c, 'Validation failed', { image: IMAGE_REQUIRED_MESSAGE });
      const [existing] = await db.select({ n: count(), last: max(s.galleryImages.sortOrder) }).from(s.galleryImages).where(eq(s.galleryImages.tenantId, tenant.id));
      if ((existing?.n ?? 0) >= MAX_CUSTOM_GALLERY_IMAGES) {
        const message = `You can add at most ${MAX_CUSTOM_GALLERY_IMAGES} custom images. Remove one first.`;
        return badRequest(c, message, { image: message });
      }
      let stored: Awaited<ReturnType<typeof storeImage>>;
      try {
        stored = await storeImage(file, { kind: 'gallery', tenantId: tenant.id }, { db, uploadsDir });
      } catch (error) {
        if (error instanceof ImageUploadError) return badRequest(c, error.message, { image: error.message });
        throw error;
      }
      const { alt, title, caption } = fields.data;
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
            alt: alt || title,
            title,
            caption,
            width: stored.width,
            height: stored.height,
            sortOrder: (existing?.last ?? -1) + 1,
          })
          .returning()) as [GalleryRow];
      } catch (error) {
        await removeStoredImage(db, uploadsDir, { id: stored.id, path: stored.path, srcset: stored.srcset });
        throw error;
      }
      await publisher.enqueue(tenant.id, 'gallery image added');
      return c.json({ success: true, data: customJson(row) }, 201);
    })
    .delete('/:slug/gallery/:id', ...write, async (c) => {
      const tenant = c.get('tenant');
      const id = positiveId(c.req.param('id'));
      if (!id) return badRequest(c, 'Invalid image id');
      const row = await db.select().from(s.galleryImages).where(and(eq(s.galleryImages.id, id), eq(s.galleryImages.tenantId, tenant.id))).get();
      if (!row) return c.json({ success: false, error: IMAGE_NOT_FOUND_MESSAGE }, 404);
      await db.delete(s.galleryImages).where(eq(s.galleryImages.id, row.id));
      if (row.uploadId !== null) {
        const upload = await db.select({ id: s.uploads.id }).from(s.uploads).where(and(eq(s.uploads.id, row.uploadId), eq(s.uploads.tenantId, tenant.id))).get();
        // Retired, not deleted: kept releases may still show it (a rollback brings them back).
        if (upload) await retireUpload(db, upload.id);
      }
      await publisher.enqueue(tenant.id, 'gallery image removed');
      return c.json({ success: true });
    });
}
