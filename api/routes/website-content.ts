import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getIndustry } from '../../content/index.ts';
import * as s from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { findTenantBySlug, isPublic } from '../domain/tenants.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';

/** Website content in the snake_case shape of spec 3 §3, stored values over the industry defaults. */
export function websiteContentRoutes({ db }: AppDeps) {
  return new Hono().get('/:slug', async (c) => {
    const tenant = await findTenantBySlug(db, c.req.param('slug'));
    if (!tenant) return tenantNotFound(c);
    if (!isPublic(tenant)) return tenantNotApproved(c);
    const row = await db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id)).get();
    const industry = getIndustry(tenant.industry);
    if (!row || !industry) return c.json({ success: false, error: 'Website content not found' }, 404);
    const d = industry.defaults;
    const faqItems = row.faqItems ?? industry.faqs.map((f, i) => ({ id: `faq-${i + 1}`, ...f }));
    return c.json({
      success: true,
      content: {
        hero_title: row.heroTitle ?? d.heroTitle,
        hero_subtitle: row.heroSubtitle ?? d.heroSubtitle,
        hero_images: row.heroImages ?? ['hero-1', 'hero-2'],
        services_title: row.servicesTitle ?? d.servicesTitle,
        services_subtitle: row.servicesSubtitle ?? d.servicesSubtitle,
        services_descriptions: row.servicesDescriptions ?? {},
        reviews_title: row.reviewsTitle ?? d.reviewsTitle,
        reviews_subtitle: row.reviewsSubtitle ?? d.reviewsSubtitle,
        reviews_avg_rating: row.reviewsAvgRating ?? 0,
        reviews_total_count: row.reviewsTotalCount ?? 0,
        faq_title: row.faqTitle ?? d.faqTitle,
        faq_subtitle: row.faqSubtitle ?? d.faqSubtitle,
        faq_items: faqItems,
        gallery_stock: row.galleryStock,
        updated_at: new Date(row.updatedAt).toISOString(),
      },
    });
  });
}
