import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getIndustry } from '#content/index.ts';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';
import { randomUUID } from 'node:crypto';
import { EDITORS, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { badRequest, readJsonObject, validationFailed } from '../lib/http.ts';
import { serviceDescriptionFields, websiteContentInputFor, type WebsiteContentUpdate } from '#core/validation/website-content.ts';
import { unknownStockImage, unknownStockImageMessage } from '../domain/gallery.ts';

type ContentRow = typeof s.websiteContent.$inferSelect;

/**
 * The services section's descriptions (spec 3 §3 `services_auto_description`, ... or the
 * industry's equivalents): the owner's text, else the service's own description.
 */
function serviceDescriptionsJson(industry: NonNullable<ReturnType<typeof getIndustry>>, row: ContentRow) {
  const stored = row.servicesDescriptions ?? {};
  return Object.fromEntries(
    Object.entries(serviceDescriptionFields(industry.industry)).map(([field, slug]) => [
      field,
      stored[slug] ?? industry.services.find((service) => service.slug === slug)?.description ?? '',
    ]),
  );
}

/** Website content in the snake_case shape of spec 3 §3, stored values over the industry defaults. */
function contentJson(industry: NonNullable<ReturnType<typeof getIndustry>>, row: ContentRow) {
  const d = industry.defaults;
  const faqItems = row.faqItems ?? industry.faqs.map((f, i) => ({ id: `faq-${i + 1}`, ...f }));
  return {
    hero_title: row.heroTitle ?? d.heroTitle,
        hero_subtitle: row.heroSubtitle ?? d.heroSubtitle,
        hero_images: row.heroImages ?? ['hero-1', 'hero-2'],
        services_title: row.servicesTitle ?? d.servicesTitle,
        services_subtitle: row.servicesSubtitle ?? d.servicesSubtitle,
        ...serviceDescriptionsJson(industry, row),
        reviews_title: row.reviewsTitle ?? d.reviewsTitle,
        reviews_subtitle: row.reviewsSubtitle ?? d.reviewsSubtitle,
        reviews_avg_rating: row.reviewsAvgRating ?? 0,
        reviews_total_count: row.reviewsTotalCount ?? 0,
        faq_title: row.faqTitle ?? d.faqTitle,
        faq_subtitle: row.faqSubtitle ?? d.faqSubtitle,
        faq_items: faqItems,
        gallery_stock: row.galleryStock,
        updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** Columns of website_content for each field of a PUT body. */
const COLUMNS = {
  hero_title: 'heroTitle',
  hero_subtitle: 'heroSubtitle',
  hero_images: 'heroImages',
  services_title: 'servicesTitle',
  services_subtitle: 'servicesSubtitle',
  reviews_title: 'reviewsTitle',
  reviews_subtitle: 'reviewsSubtitle',
  reviews_avg_rating: 'reviewsAvgRating',
  reviews_total_count: 'reviewsTotalCount',
  faq_title: 'faqTitle',
  faq_subtitle: 'faqSubtitle',
  faq_items: 'faqItems',
  gallery_stock: 'galleryStock',
} as const satisfies Record<keyof WebsiteContentUpdate, keyof ContentRow>;

/**
 * The sent service descriptions applied to the stored ones in the one upsert statement (a JSON
 * merge patch), so saves of two descriptions at once both stay. An empty one is removed: the
 * section shows the service's own description again.
 */
function descriptionChanges(sent: Record<string, string>) {
  const patch = Object.fromEntries(Object.entries(sent).map(([slug, text]) => [slug, text === '' ? null : text]));
  return {
    insert: Object.fromEntries(Object.entries(sent).filter(([, text]) => text !== '')),
    update: sql`json_patch(coalesce(${s.websiteContent.servicesDescriptions}, '{}'), ${JSON.stringify(patch)})`,
  };
}

export function websiteContentRoutes({ db, sessions, publisher }: AppDeps) {
  recordTenantScoped('PUT', '/api/website-content/:slug');
  return new Hono<AuthEnv>()
    .get('/:slug', async (c) => {
      const tenant = await findTenantBySlug(db, c.req.param('slug'));
      if (!tenant) return tenantNotFound(c);
      if (!isPublic(tenant)) return tenantNotApproved(c);
      const row = await db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id)).get();
      const industry = getIndustry(tenant.industry);
      if (!row || !industry) return c.json({ success: false, error: 'Website content not found' }, 404);
      return c.json({ success: true, content: contentJson(industry, row) });
    })
    .put('/:slug', requireUser(sessions), requireTenantAccess(db, EDITORS), async (c) => {
      const tenant = c.get('tenant');
      const body = await readJsonObject(c, 256 * 1024);
      if (!body.ok) return body.response;
      const parsed = websiteContentInputFor(tenant.industry).safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const industry = getIndustry(tenant.industry);
      if (!industry) return c.json({ success: false, error: 'Website content not found' }, 404);
      const unknownImage = parsed.data.gallery_stock === undefined ? undefined : unknownStockImage(tenant.industry, parsed.data.gallery_stock);
      if (unknownImage !== undefined) return badRequest(c, 'Validation failed', { gallery_stock: unknownStockImageMessage(unknownImage) });
      const changes: Partial<ContentRow> = { updatedAt: Date.now() };
      for (const [field, column] of Object.entries(COLUMNS) as [keyof WebsiteContentUpdate, keyof ContentRow][]) {
        if (parsed.data[field] !== undefined) (changes as Record<string, unknown>)[column] = parsed.data[field];
      }
      if (changes.faqItems) changes.faqItems = changes.faqItems.map((f) => ({ ...f, id: f.id || `faq-${randomUUID().slice(0, 8)}` }));
      const descriptions = parsed.data.services_descriptions && descriptionChanges(parsed.data.services_descriptions);
      const [row] = await db
        .insert(s.websiteContent)
        .values({ tenantId: tenant.id, ...changes, ...(descriptions && { servicesDescriptions: descriptions.insert }) })
        .onConflictDoUpdate({ target: s.websiteContent.tenantId, set: { ...changes, ...(descriptions && { servicesDescriptions: descriptions.update }) } })
        .returning();
      await publisher.enqueue(tenant.id, 'website content saved');
      return c.json({ success: true, content: contentJson(industry, row!) });
    });
}
