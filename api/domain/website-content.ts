/**
 * The website content of a tenant (spec 3 §3): the texts of the home page's sections, stored values
 * over the industry's defaults, in the snake_case shape the API reads and writes.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getIndustry } from '#content/index.ts';
import { serviceDescriptionFields, type WebsiteContentChange, type WebsiteContentUpdate } from '#core/validation/website-content.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import type { TenantRow } from './tenants.ts';
import { cachedRead, forgetTenant } from './public-cache.ts';

type ContentRow = typeof s.websiteContent.$inferSelect;
type Industry = NonNullable<ReturnType<typeof getIndustry>>;
export type WebsiteContent = ReturnType<typeof contentJson>;

/**
 * The services section's descriptions (spec 3 §3 `services_auto_description`, ... or the
 * industry's equivalents): the owner's text, else the service's own description.
 */
function serviceDescriptionsJson(industry: Industry, row: ContentRow) {
  const stored = row.servicesDescriptions ?? {};
  return Object.fromEntries(
    Object.entries(serviceDescriptionFields(industry.industry)).map(([field, slug]) => [
      field,
      stored[slug] ?? industry.services.find((service) => service.slug === slug)?.description ?? '',
    ]),
  );
}

function contentJson(industry: Industry, row: ContentRow) {
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

/** The tenant's website content; undefined when it has none stored or its industry is unknown. */
export async function websiteContentOf(db: Db, tenant: TenantRow): Promise<WebsiteContent | undefined> {
  return cachedRead(
    db,
    tenant.slug,
    'content',
    async () => {
      const industry = getIndustry(tenant.industry);
      const row = await db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenant.id)).get();
      return row && industry ? contentJson(industry, row) : undefined;
    },
    tenant.id,
  );
}

/**
 * Saves the sent fields of the website content (new FAQ items get an id) in one upsert and queues a
 * publish. Returns the content as stored; undefined (nothing saved) when the industry is unknown.
 */
export async function saveWebsiteContent(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  update: WebsiteContentChange,
): Promise<WebsiteContent | undefined> {
  const industry = getIndustry(tenant.industry);
  if (!industry) return undefined;
  const changes: Partial<ContentRow> = { updatedAt: Date.now() };
  for (const [field, column] of Object.entries(COLUMNS) as [keyof WebsiteContentUpdate, keyof ContentRow][]) {
    if (update[field] !== undefined) (changes as Record<string, unknown>)[column] = update[field];
  }
  if (changes.faqItems) changes.faqItems = changes.faqItems.map((f) => ({ ...f, id: f.id || `faq-${randomUUID().slice(0, 8)}` }));
  const descriptions = update.services_descriptions && descriptionChanges(update.services_descriptions);
  const [row] = await db
    .insert(s.websiteContent)
    .values({ tenantId: tenant.id, ...changes, ...(descriptions && { servicesDescriptions: descriptions.insert }) })
    .onConflictDoUpdate({
      target: s.websiteContent.tenantId,
      set: { ...changes, ...(descriptions && { servicesDescriptions: descriptions.update }) },
    })
    .returning();
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, 'website content saved');
  return contentJson(industry, row!);
}
