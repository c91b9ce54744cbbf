/**
 * The API's domain functions called directly, without HTTP, on a real libSQL file with the demo
 * seed: the rules they carry (tenant scoping, tags, limits, merges, figures) and the publishes they queue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceDescriptionFields } from '#core/validation/website-content.ts';
import { openDatabase, type Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';
import type { ReleaseInfo } from '#build/deploy/target.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import {
  addCustomImage,
  GalleryFullError,
  galleryOf,
  MAX_CUSTOM_GALLERY_IMAGES,
  removeCustomImage,
  saveStockSelection,
} from '#api/domain/gallery.ts';
import { latestNotifications, markNotificationsRead } from '#api/domain/notifications.ts';
import { tenantOverview } from '#api/domain/overview.ts';
import { keptReleases, publishStatus, rollBack } from '#api/domain/publishing.ts';
import { addReview, deleteReview, publicReview, replaceReviewAvatar, reviewPage, reviewTenantId } from '#api/domain/reviews.ts';
import { findTenantBySlug, updateBusinessProfile, type TenantRow } from '#api/domain/tenants.ts';
import { saveWebsiteContent, websiteContentOf } from '#api/domain/website-content.ts';

let dir: string;
let db: Db;
let uploadsDir: string;
let tenant: TenantRow;
let other: TenantRow;
let pending: TenantRow;
const queued: { tenantId: number; reason: string }[] = [];
const publisher: Publisher = {
  async enqueue(tenantId, reason) {
    queued.push({ tenantId, reason });
    return { jobId: queued.length, coalesced: false };
  },
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-domain-'));
  uploadsDir = path.join(dir, 'uploads');
  db = await openDatabase(pathToFileURL(path.join(dir, 'domain.db')).href);
  await seedDemoData(db);
  [tenant, other, pending] = (await Promise.all(
    ['prestige-mobile-detailing', 'sharp-edge-barbers', 'pending-demo'].map((slug) => findTenantBySlug(db, slug)),
  )) as [TenantRow, TenantRow, TenantRow];
});
afterAll(() => {
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  queued.length = 0;
});

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
const review = {
  customer_name: 'Dana Reyes',
  rating: 5,
  comment: 'Spotless.',
  vehicle_type: 'suv' as const,
  paint_correction: false,
  ceramic_coating: true,
  paint_protection_film: false,
};

describe('reviews', () => {
  it('adds a review with its service tag, detected source and a notification, and queues a publish', async () => {
    const comment = 'x'.repeat(200);
    const { id } = await addReview(db, publisher, tenant, {
      ...review,
      comment,
      reviewer_url: 'https://www.yelp.com/user_details?userid=abc',
    });
    const row = await db.select().from(s.reviews).where(eq(s.reviews.id, id)).get();
    expect(row).toMatchObject({ tenantId: tenant.id, serviceCategory: 'Ceramic Coating', source: 'yelp', paintCorrection: false });
    const note = await db
      .select()
      .from(s.notifications)
      .where(eq(s.notifications.link, `/${tenant.slug}/dashboard?review=${id}`))
      .get();
    expect(note?.body).toBe(`5 stars: ${'x'.repeat(139)}…`);
    expect(queued).toEqual([{ tenantId: tenant.id, reason: 'review added' }]);
  });

  it('pages a tenant’s published reviews newest first with the total', async () => {
    const total = await db.$count(s.reviews, and(eq(s.reviews.tenantId, tenant.id), eq(s.reviews.status, 'published')));
    const first = await reviewPage(db, tenant, { limit: 2, offset: 0 });
    expect(first.total).toBe(total);
    expect(first.rows).toHaveLength(2);
    expect(first.rows[0]!.publishedAt).toBeGreaterThanOrEqual(first.rows[1]!.publishedAt);
    const last = await reviewPage(db, tenant, { limit: 50, offset: total - 1 });
    expect(last.rows).toHaveLength(1);
    expect(last.rows.every((r) => r.tenantId === tenant.id)).toBe(true);
  });

  it('shows a review publicly only while its business is public', async () => {
    const { id: shown } = await addReview(db, publisher, tenant, review);
    const { id: hidden } = await addReview(db, publisher, pending, review);
    expect((await publicReview(db, shown))?.id).toBe(shown);
    expect(await publicReview(db, hidden)).toBeUndefined();
    expect(await publicReview(db, 99_999_999)).toBeUndefined();
    expect(await reviewTenantId(db, hidden)).toBe(pending.id);
  });

  it('changes and deletes only reviews of the tenant it is given', async () => {
    const { id } = await addReview(db, publisher, other, review);
    queued.length = 0;
    expect(await replaceReviewAvatar({ db, publisher, uploadsDir }, tenant, id, await png())).toBeUndefined();
    // The image stored for the refused change is removed again.
    expect(await db.$count(s.uploads, eq(s.uploads.tenantId, tenant.id))).toBe(0);
    expect(await deleteReview(db, publisher, tenant, id)).toBe(false);
    expect(await reviewTenantId(db, id)).toBe(other.id);
    expect(queued).toEqual([]);

    const first = await replaceReviewAvatar({ db, publisher, uploadsDir }, other, id, await png());
    expect(first?.avatarFilename).toMatch(new RegExp(`^${other.id}-[0-9a-f]{16}-160\\.webp$`));
    const second = await replaceReviewAvatar({ db, publisher, uploadsDir }, other, id, await png());
    const avatars = await db
      .select()
      .from(s.uploads)
      .where(and(eq(s.uploads.tenantId, other.id), eq(s.uploads.kind, 'avatar')));
    // The replaced avatar is retired, not deleted: kept releases may still show it.
    const current = `/uploads/avatars/${second!.avatarFilename!.replace(/-160\.webp$/, '-320.webp')}`;
    expect(avatars.map((a) => [a.path === current, a.retiredAt === null])).toEqual(
      expect.arrayContaining([
        [true, true],
        [false, false],
      ]),
    );
    expect(avatars).toHaveLength(2);
    expect(await deleteReview(db, publisher, other, id)).toBe(true);
    expect(await reviewTenantId(db, id)).toBeUndefined();
    expect(queued.map((q) => q.reason)).toEqual(['review avatar uploaded', 'review avatar uploaded', 'review deleted']);
  });
});

describe('gallery', () => {
  it('saves the stock selection and shows which images are picked', async () => {
    const all = (await galleryOf(db, tenant)).stock;
    expect(all.every((g) => g.selected)).toBe(true);
    const picked = [all[1]!.id];
    const gallery = await saveStockSelection(db, publisher, tenant, picked);
    expect(gallery.stock.filter((g) => g.selected).map((g) => g.id)).toEqual(picked);
    expect((await saveStockSelection(db, publisher, tenant, null)).stock.every((g) => g.selected)).toBe(true);
    expect(queued.map((q) => q.reason)).toEqual(['gallery stock selection saved', 'gallery stock selection saved']);
  });

  it('adds custom images in order up to the limit and removes only the tenant’s own', async () => {
    const text = { alt: '', title: 'Front', caption: '' };
    const image = await addCustomImage({ db, publisher, uploadsDir }, other, await png(), text);
    expect(image.alt).toBe('Front');
    expect((await galleryOf(db, other)).custom.map((g) => g.id)).toEqual([image.id]);
    expect(await removeCustomImage(db, publisher, tenant, image.id)).toBe(false);
    expect(await removeCustomImage(db, publisher, other, image.id)).toBe(true);
    expect((await galleryOf(db, other)).custom).toEqual([]);

    await db.insert(s.galleryImages).values(
      Array.from({ length: MAX_CUSTOM_GALLERY_IMAGES }, (_, i) => ({
        tenantId: other.id,
        src: `/uploads/gallery/x-${i}.webp`,
        alt: 'x',
        title: 'x',
        caption: '',
        width: 1,
        height: 1,
        sortOrder: i,
      })),
    );
    await expect(addCustomImage({ db, publisher, uploadsDir }, other, await png(), text)).rejects.toBeInstanceOf(GalleryFullError);
    expect(await db.$count(s.uploads, and(eq(s.uploads.tenantId, other.id), eq(s.uploads.kind, 'gallery')))).toBe(1);
    await db.delete(s.galleryImages).where(eq(s.galleryImages.tenantId, other.id));
  });
});

describe('tenant profile', () => {
  it('saves only the fields sent, and an update without fields writes and publishes nothing', async () => {
    const updated = await updateBusinessProfile(db, publisher, tenant, { business_city: 'Tempe' });
    expect(updated).toMatchObject({ businessCity: 'Tempe', businessName: tenant.businessName });
    expect(updated.updatedAt).toBeGreaterThanOrEqual(tenant.updatedAt);
    expect(queued).toEqual([{ tenantId: tenant.id, reason: 'profile saved' }]);
    expect(await updateBusinessProfile(db, publisher, updated, {})).toBe(updated);
    expect(queued).toHaveLength(1);
  });
});

describe('website content', () => {
  it('merges service descriptions saved apart, falls back to the service’s own text when one is emptied, and gives new FAQ items ids', async () => {
    const [[fieldA, slugA], [fieldB, slugB]] = Object.entries(serviceDescriptionFields(tenant.industry)) as [
      [string, string],
      [string, string],
    ];
    const before: Record<string, unknown> = (await websiteContentOf(db, tenant))!;
    await saveWebsiteContent(db, publisher, tenant, { services_descriptions: { [slugA]: 'First text' } });
    const both = (await saveWebsiteContent(db, publisher, tenant, { services_descriptions: { [slugB]: 'Second text' } }))!;
    expect(both).toMatchObject({ [fieldA]: 'First text', [fieldB]: 'Second text' });
    const emptied: Record<string, unknown> = (await saveWebsiteContent(db, publisher, tenant, { services_descriptions: { [slugA]: '' } }))!;
    expect(emptied[fieldA]).toBe(before[fieldA]);

    const faq = (await saveWebsiteContent(db, publisher, tenant, {
      faq_items: [{ id: '', question: 'Do you travel?', answer: 'Yes.', category: 'General' }],
    }))!;
    expect(faq.faq_items[0]!.id).toMatch(/^faq-[0-9a-f]{8}$/);
    expect((await websiteContentOf(db, tenant))!.faq_items).toEqual(faq.faq_items);
    expect(queued.every((q) => q.reason === 'website content saved')).toBe(true);
  });
});

describe('overview and publishing', () => {
  const releases: ReleaseInfo[] = [];
  const rolledBack: string[] = [];
  const target = {
    deploy: () => Promise.reject(new Error('not deployed here')),
    releases: async () => releases,
    rollback: async (_slug: string, id: string) => void rolledBack.push(id),
  };
  const quote = (createdAt: number) => ({
    tenantId: other.id,
    name: 'Sam',
    email: 'sam@example.com',
    phone: '6025550142',
    services: ['Haircut'],
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    createdAt,
  });

  it('counts quote requests of the last 7 and 30 days, rounds the rating, and says a site never published is unpublished', async () => {
    const now = Date.now();
    const day = 86_400_000;
    await db.delete(s.quotes).where(eq(s.quotes.tenantId, other.id));
    await db.insert(s.quotes).values([quote(now - day), quote(now - 10 * day), quote(now - 40 * day)]);
    await db.delete(s.reviews).where(eq(s.reviews.tenantId, other.id));
    for (const rating of [5, 4, 4]) await addReview(db, publisher, other, { ...review, rating });
    const overview = await tenantOverview(db, target, { baseDomain: 'localhost', publicUrl: 'http://localhost:3000' }, other, now);
    expect(overview.quotes).toMatchObject({ last7Days: 1, last30Days: 2 });
    expect(overview.quotes.newest).toHaveLength(3);
    expect(overview.reviews).toEqual({ average: 4.3, count: 3 });
    expect(overview.publish).toEqual({ state: 'unpublished', releaseId: null, finishedAt: null, error: null });
    expect(overview.siteUrl).toBe(`http://localhost:3000/${other.slug}`);
  });

  it('reports the live release without a job, rolls back to a kept release and records it', async () => {
    await db.delete(s.publishJobs).where(eq(s.publishJobs.tenantId, other.id));
    expect(await publishStatus(db, target, other)).toMatchObject({ state: 'queued', releaseId: null });
    releases.push({ id: 'r2', createdAt: new Date(), live: true }, { id: 'r1', createdAt: new Date(Date.now() - 60_000), live: false });
    expect(await publishStatus(db, target, other)).toMatchObject({ state: 'live', releaseId: 'r2' });
    expect((await keptReleases(db, target, other)).map((r) => [r.id, r.live, r.pages])).toEqual([
      ['r2', true, null],
      ['r1', false, null],
    ]);
    await rollBack(db, target, other, 'r1');
    expect(rolledBack).toEqual(['r1']);
    expect(await publishStatus(db, target, other)).toMatchObject({ state: 'live', reason: 'rollback', releaseId: 'r1' });
  });
});

describe('notifications and analytics', () => {
  it('counts unread notifications and marks them read', async () => {
    await addReview(db, publisher, pending, review);
    expect((await latestNotifications(db, pending.id)).unread).toBeGreaterThan(0);
    await markNotificationsRead(db, pending.id);
    const after = await latestNotifications(db, pending.id);
    expect(after.unread).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
  });
});
