import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { saveWebsiteContent, websiteContentOf } from '../domain/website-content.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';
import { EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { badRequest, readJsonObject, validationFailed } from '../lib/http.ts';
import { keepPublicAnswers } from '../lib/public-answers.ts';
import { websiteContentInputFor } from '#core/validation/website-content.ts';
import { unknownStockImage, unknownStockImageMessage } from '../domain/gallery.ts';

const CONTENT_NOT_FOUND_MESSAGE = 'Website content not found';

export function websiteContentRoutes({ db, sessions, publisher }: AppDeps) {
  return new Hono<AuthEnv>()
    .get('/:slug', keepPublicAnswers(db), async (c) => {
      const tenant = await findTenantBySlug(db, c.req.param('slug'));
      if (!tenant) return tenantNotFound(c);
      if (!isPublic(tenant)) return tenantNotApproved(c);
      c.set('tenant', tenant);
      const content = await websiteContentOf(db, tenant);
      if (!content) return c.json({ success: false, error: CONTENT_NOT_FOUND_MESSAGE }, 404);
      return c.json({ success: true, content });
    })
    .put('/:slug', requireUser(sessions), requireTenantAccess(db, EDITORS), async (c) => {
      const tenant = c.get('tenant');
      const body = await readJsonObject(c, 256 * 1024);
      if (!body.ok) return body.response;
      const parsed = websiteContentInputFor(tenant.industry).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const unknownImage =
        parsed.data.gallery_stock === undefined ? undefined : unknownStockImage(tenant.industry, parsed.data.gallery_stock);
      if (unknownImage !== undefined) return badRequest(c, 'Validation failed', { gallery_stock: unknownStockImageMessage(unknownImage) });
      const content = await saveWebsiteContent(db, publisher, tenant, parsed.data);
      if (!content) return c.json({ success: false, error: CONTENT_NOT_FOUND_MESSAGE }, 404);
      return c.json({ success: true, content });
    });
}
