/**
 * The Gallery card of the website tab (spec 3 §2; gallery image entity of spec 2 §3): the
 * industry's stock images the owner picks from, and custom images uploaded for real. Mounted at
 * /api/tenants. The site shows the picked stock images (website_content.gallery_stock, null = all)
 * followed by the custom ones (site/data/site-data.ts); every change queues a publish.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { textField } from '#core/validation/text.ts';
import { galleryStockIds } from '#core/validation/website-content.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { dataPaths } from '#db/config.ts';
import type { AppDeps } from '../deps.ts';
import {
  addCustomImage,
  GalleryFullError,
  galleryOf,
  removeCustomImage,
  saveStockSelection,
  unknownStockImage,
  unknownStockImageMessage,
} from '../domain/gallery.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { formFile, formText, GALLERY_TOO_LARGE_MESSAGE, ImageUploadError, readMultipart } from '../lib/uploads.ts';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
export const IMAGE_REQUIRED_MESSAGE = 'Image file is required';

export const stockSchema = z.object({ ids: galleryStockIds });

const text = (label: string, max: number) => textField(label, { max });
export const customFields = z.object({ alt: text('Alt text', 200), title: text('Title', 120), caption: text('Caption', 500) });

export function galleryRoutes(deps: AppDeps) {
  const { db, sessions, publisher } = deps;
  const uploadsDir = dataPaths(deps.config).uploads;
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
      return c.json({ success: true, data: await saveStockSelection(db, publisher, tenant, ids) });
    })
    .post('/:slug/gallery', ...write, async (c) => {
      const body = await readMultipart(c);
      if (!body.ok) {
        if (body.reason === 'too_large') return badRequest(c, GALLERY_TOO_LARGE_MESSAGE, { image: GALLERY_TOO_LARGE_MESSAGE });
        if (body.reason === 'not_multipart') return badRequest(c, 'Content-Type must be multipart/form-data');
        return badRequest(c, 'The upload could not be read. Please try again.');
      }
      const fields = customFields.safeParse({
        alt: formText(body.form, 'alt'),
        title: formText(body.form, 'title'),
        caption: formText(body.form, 'caption'),
      });
      if (!fields.success) return validationFailed(c, fields.error);
      const file = await formFile(body.form, 'image');
      if (!file) return badRequest(c, 'Validation failed', { image: IMAGE_REQUIRED_MESSAGE });
      try {
        return c.json(
          { success: true, data: await addCustomImage({ db, publisher, uploadsDir }, c.get('tenant'), file, fields.data) },
          201,
        );
      } catch (error) {
        if (error instanceof ImageUploadError || error instanceof GalleryFullError)
          return badRequest(c, error.message, { image: error.message });
        throw error;
      }
    })
    .delete('/:slug/gallery/:id', ...write, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (!id) return badRequest(c, 'Invalid image id');
      if (!(await removeCustomImage(db, publisher, c.get('tenant'), id)))
        return c.json({ success: false, error: IMAGE_NOT_FOUND_MESSAGE }, 404);
      return c.json({ success: true });
    });
}
