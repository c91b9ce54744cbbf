/**
 * The owner dashboard's API (issue 5): reviews, avatar and gallery uploads, stock gallery choice and
 * the overview, against a real libSQL file and real files under DATA_DIR/uploads.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOwnerEmail, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { hashPassword } from '#api/auth/passwords.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { purgeRetiredUploads } from '#db/upload-retention.ts';
import { loadTenantSite } from '#build/render/load-site.ts';
import { json, startHarness, validQuote, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
const SLUG = 'prestige-mobile-detailing';
const STRANGER_SLUG = 'sharp-edge-barbers';
let h: Harness;
let tenantId: number;
let owner: string;
let stranger: string;
let admin: string;
let viewer: string;

async function signIn(email: string): Promise<string> {
  const res = await h.request('/api/auth/login', json({ email, password: PASSWORD }));
  expect(res.status, email).toBe(200);
  return (await res.json()).accessToken;
}

beforeAll(async () => {
  h = await startHarness({ publish: false });
  await ensureDemoAccounts(h.db, PASSWORD);
  tenantId = (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, SLUG)).get())!.id;
  // A staff member who may look but not edit.
  await h.db
    .insert(s.users)
    .values({ email: 'viewer@prestige.example', passwordHash: await hashPassword(PASSWORD), tenantId, staffRole: 'viewer' });
  [owner, stranger, admin, viewer] = await Promise.all([
    signIn(demoOwnerEmail(SLUG)),
    signIn(demoOwnerEmail(STRANGER_SLUG)),
    signIn('admin@demo.example'),
    signIn('viewer@prestige.example'),
  ]);
});
afterAll(() => h?.close());

const call = (url: string, token: string | undefined, init: RequestInit = {}) =>
  h.request(url, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
const send = (method: string, url: string, token: string | undefined, body: unknown) =>
  call(url, token, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const upload = (url: string, token: string | undefined, fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, value, name === 'avatar' ? 'me.png' : 'photo.jpg');
  }
  return call(url, token, { method: 'POST', body: form });
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer();
const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** Each public change must queue a publish: forget earlier jobs, act, then find the new one. */
const clearJobs = () => h.db.delete(s.publishJobs).where(eq(s.publishJobs.tenantId, tenantId));
const queuedJob = () =>
  h.db
    .select()
    .from(s.publishJobs)
    .where(and(eq(s.publishJobs.tenantId, tenantId), eq(s.publishJobs.state, 'queued')))
    .get();

const review = {
  tenant_slug: SLUG,
  customer_name: 'Dana Reyes',
  rating: 5,
  comment: 'They brought the water and the power. Spotless.',
  reviewer_url: 'https://www.yelp.com/user_details?userid=abc',
  vehicle_type: 'suv',
  paint_correction: true,
  ceramic_coating: true,
  paint_protection_film: false,
};

async function addReview(body: Record<string, unknown> = review, token = owner): Promise<number> {
  const res = await send('POST', '/api/tenant-reviews', token, body);
  expect(res.status).toBe(201);
  return (await res.json()).data.id;
}

describe('reviews (spec 3 §5, §7, §8)', () => {
  beforeEach(() => clearJobs());

  it('refuses an incomplete review with the spec messages in message and fields', async () => {
    const res = await send('POST', '/api/tenant-reviews', owner, { ...review, rating: 0 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      message: 'Please select a rating',
      fields: { rating: 'Please select a rating' },
    });

    const noTenant = await send('POST', '/api/tenant-reviews', owner, { ...review, tenant_slug: '' });
    expect(noTenant.status).toBe(400);
    expect((await noTenant.json()).message).toBe('Tenant information is missing. Please refresh the page.');

    const bad = await (
      await send('POST', '/api/tenant-reviews', owner, {
        tenant_slug: SLUG,
        customer_name: ' ',
        comment: '',
        rating: 9,
        reviewer_url: 'nope',
        vehicle_type: 'tank',
      })
    ).json();
    expect(bad.fields).toMatchObject({
      customer_name: 'Customer name is required',
      comment: 'Review comment is required',
      rating: 'Rating must be between 1 and 5 stars',
      vehicle_type: 'Vehicle type must be one of car, truck, suv, boat, rv, motorcycle',
    });
    expect(bad.fields.reviewer_url).toMatch(/valid URL/);
    expect((await send('POST', '/api/tenant-reviews', owner, {})).status).toBe(400);
    expect(await queuedJob()).toBeUndefined();
  });

  it('publishes a review: 201, stored, notified, source detected, publish queued', async () => {
    const res = await send('POST', '/api/tenant-reviews', owner, review);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ success: true, data: { id: expect.any(Number) }, message: 'Review published successfully!' });
    const row = await h.db.select().from(s.reviews).where(eq(s.reviews.id, body.data.id)).get();
    expect(row).toMatchObject({
      tenantId,
      customerName: 'Dana Reyes',
      rating: 5,
      source: 'yelp',
      vehicleType: 'suv',
      paintCorrection: true,
      ceramicCoating: true,
      paintProtectionFilm: false,
    });
    // The flags name the services the Review Details modal tags the review with; without a flag, the vehicle's service.
    expect(row?.serviceCategory).toBe('Paint Correction, Ceramic Coating');
    const note = await h.db
      .select()
      .from(s.notifications)
      .where(and(eq(s.notifications.tenantId, tenantId), eq(s.notifications.kind, 'review')))
      .get();
    expect(note?.title).toBe('New review from Dana Reyes');
    expect((await queuedJob())?.reason).toBe('review added');

    // An explicit source wins over the URL; no URL means the website.
    const google = await addReview({ ...review, customer_name: 'Sam', reviewer_url: 'https://g.page/prestige/review', source: 'facebook' });
    expect((await h.db.select().from(s.reviews).where(eq(s.reviews.id, google)).get())?.source).toBe('facebook');
    const plain = await addReview({ tenant_slug: SLUG, customer_name: 'Lee', rating: 4, comment: 'Good' });
    expect(await h.db.select().from(s.reviews).where(eq(s.reviews.id, plain)).get()).toMatchObject({
      source: 'website',
      reviewerUrl: null,
      vehicleType: null,
      paintCorrection: false,
      serviceCategory: null,
    });
    const boat = await addReview({
      ...review,
      customer_name: 'Kai',
      vehicle_type: 'boat',
      paint_correction: false,
      ceramic_coating: false,
    });
    expect((await h.db.select().from(s.reviews).where(eq(s.reviews.id, boat)).get())?.serviceCategory).toBe('Marine Detailing');
  });

  it('lists the tenant reviews newest first with pagination', async () => {
    const id = await addReview({ ...review, customer_name: 'Newest Customer' });
    const res = await call(`/api/tenant-reviews/${SLUG}?limit=2`, owner);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      id,
      customer_name: 'Newest Customer',
      rating: 5,
      comment: review.comment,
      reviewer_url: review.reviewer_url,
      vehicle_type: 'suv',
      paint_correction: true,
      ceramic_coating: true,
      paint_protection_film: false,
      service_category: 'Paint Correction, Ceramic Coating',
      source: 'yelp',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      avatar_url: null,
      status: 'published',
      verified: false,
    });
    const total = (await h.db.$count(s.reviews, and(eq(s.reviews.tenantId, tenantId), eq(s.reviews.status, 'published')))) as number;
    expect(body.pagination).toEqual({ limit: 2, offset: 0, total, hasMore: true });
    const all = await (await call(`/api/tenant-reviews/${SLUG}`, owner)).json();
    expect(all.pagination.limit).toBe(20);
    const last = await (await call(`/api/tenant-reviews/${SLUG}?limit=100&offset=${total - 1}`, viewer)).json();
    expect(last.data).toHaveLength(1);
    expect(last.pagination.hasMore).toBe(false);
    // Seeded stock avatars come back as their generated files.
    expect(all.data.some((r: { avatar_url: string | null }) => r.avatar_url?.startsWith('/industries/avatars/'))).toBe(true);
    expect((await call(`/api/tenant-reviews/${SLUG}?limit=101`, owner)).status).toBe(400);
    expect((await call(`/api/tenant-reviews/${SLUG}?offset=-1`, owner)).status).toBe(400);
  });

  it('uploads an avatar: resized WebP files, the review points at them, publish queued', async () => {
    const id = await addReview();
    await clearJobs();
    const res = await upload('/api/tenant-reviews/upload-avatar', owner, {
      avatar: blob(await png(640, 480), 'image/png'),
      customerName: 'Dana Reyes',
      reviewId: String(id),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      data: { avatar_url: expect.stringMatching(new RegExp(`^/uploads/avatars/${tenantId}-[0-9a-f]{16}-160\\.webp$`)) },
    });
    const dir = path.join(dataPaths(h.config).uploads, 'avatars');
    const small = path.join(dir, path.basename(body.data.avatar_url));
    expect(existsSync(small)).toBe(true);
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect(await sharp(small.replace(/-160\.webp$/, '-320.webp')).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
    const row = await h.db.select().from(s.reviews).where(eq(s.reviews.id, id)).get();
    expect(row?.avatarFilename).toBe(path.basename(small));
    const uploadRow = await h.db
      .select()
      .from(s.uploads)
      .where(and(eq(s.uploads.tenantId, tenantId), eq(s.uploads.kind, 'avatar')))
      .get();
    expect(uploadRow).toMatchObject({
      contentType: 'image/webp',
      width: 320,
      height: 320,
      path: body.data.avatar_url.replace('-160.webp', '-320.webp'),
    });
    expect(uploadRow?.srcset).toContain(`${body.data.avatar_url} 160w`);
    expect((await queuedJob())?.reason).toBe('review avatar uploaded');
    // Listed with the review, and served with immutable caching.
    const listed = await (await call(`/api/tenant-reviews/${SLUG}?limit=1`, owner)).json();
    expect(listed.data[0]).toMatchObject({ id, avatar_url: body.data.avatar_url });
    const served = await h.request(body.data.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');

    // A new avatar replaces the old one, which is retired: its files stay for the kept releases.
    const again = await (
      await upload('/api/tenant-reviews/upload-avatar', owner, { avatar: blob(await png(300, 300), 'image/png'), reviewId: String(id) })
    ).json();
    expect(again.data.avatar_url).not.toBe(body.data.avatar_url);
    expect(existsSync(small)).toBe(true);
    const avatars = await h.db
      .select()
      .from(s.uploads)
      .where(and(eq(s.uploads.tenantId, tenantId), eq(s.uploads.kind, 'avatar')));
    expect(avatars.map((a) => a.retiredAt === null).sort()).toEqual([false, true]);
  });

  it('refuses files that are not images, over 5 MB, missing, or bodies over 6 MB', async () => {
    const id = await addReview();
    await clearJobs();
    const avatarCall = (avatar: Blob | undefined) =>
      upload('/api/tenant-reviews/upload-avatar', owner, { ...(avatar ? { avatar } : {}), customerName: 'Dana', reviewId: String(id) });

    const text = await avatarCall(blob(new TextEncoder().encode('this is not a picture at all'), 'image/png'));
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ success: false, message: 'File must be an image (JPEG, PNG, WebP, GIF or AVIF)' });
    const svg = await avatarCall(
      blob(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/png'),
    );
    expect((await svg.json()).message).toBe('File must be an image (JPEG, PNG, WebP, GIF or AVIF)');

    const big = await avatarCall(blob(new Uint8Array(5 * 1024 * 1024 + 1), 'image/png'));
    expect(big.status).toBe(400);
    expect((await big.json()).message).toBe('Avatar file must be less than 5MB');

    const huge = await avatarCall(blob(new Uint8Array(7 * 1024 * 1024), 'image/png'));
    expect(huge.status).toBe(400);
    expect((await huge.json()).message).toBe('Avatar file must be less than 5MB');
    const declared = await call('/api/tenant-reviews/upload-avatar', owner, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
      body: '--x--',
    });
    expect(declared.status).toBe(400);

    const missing = await avatarCall(undefined);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('Avatar file is required');
    const noReview = await upload('/api/tenant-reviews/upload-avatar', owner, { avatar: blob(await png(10, 10), 'image/png') });
    expect((await noReview.json()).message).toBe('Review ID is required');
    const unknownReview = await upload('/api/tenant-reviews/upload-avatar', owner, {
      avatar: blob(await png(10, 10), 'image/png'),
      reviewId: '99999999',
    });
    expect(unknownReview.status).toBe(404);

    expect((await h.db.select().from(s.reviews).where(eq(s.reviews.id, id)).get())?.avatarFilename).toBeNull();
    expect(await queuedJob()).toBeUndefined();
  });

  it('deletes a review and retires its avatar (files kept for rollbacks until purged); 404 afterwards; viewers may not', async () => {
    const id = await addReview({ ...review, customer_name: 'To Be Removed' });
    const avatar = await (
      await upload('/api/tenant-reviews/upload-avatar', owner, { avatar: blob(await png(200, 200), 'image/png'), reviewId: String(id) })
    ).json();
    const file = path.join(dataPaths(h.config).uploads, 'avatars', path.basename(avatar.data.avatar_url));
    expect(existsSync(file)).toBe(true);
    await clearJobs();

    const byViewer = await call(`/api/tenant-reviews/${id}`, viewer, { method: 'DELETE' });
    expect(byViewer.status).toBe(403);
    const res = await call(`/api/tenant-reviews/${id}`, owner, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await h.db.select().from(s.reviews).where(eq(s.reviews.id, id)).get()).toBeUndefined();
    // Kept releases still show the avatar; the files go once no kept release is older than the removal.
    expect(existsSync(file)).toBe(true);
    const retired = await h.db
      .select()
      .from(s.uploads)
      .where(eq(s.uploads.path, avatar.data.avatar_url.replace(/-\d+\.webp$/, '-320.webp')))
      .get();
    expect(retired?.retiredAt).toEqual(expect.any(Number));
    expect(
      await purgeRetiredUploads(h.db, dataPaths(h.config).uploads, tenantId, new Date(Date.now() + 11 * 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await queuedJob())?.reason).toBe('review deleted');

    const again = await call(`/api/tenant-reviews/${id}`, owner, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ success: false, message: 'Review not found' });
    expect((await call('/api/tenant-reviews/abc', owner, { method: 'DELETE' })).status).toBe(400);
    // Admins reach every tenant's reviews.
    const adminId = await addReview({ ...review, customer_name: 'Admin Removes' }, admin);
    expect((await call(`/api/tenant-reviews/${adminId}`, admin, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('gallery (spec 3 §2 Gallery, spec 2 §3)', () => {
  beforeEach(() => clearJobs());

  it('lists the industry stock images, all selected by default, and no custom ones', async () => {
    const res = await call(`/api/tenants/${SLUG}/gallery`, viewer);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.stock.length).toBeGreaterThan(3);
    expect(data.stock[0]).toEqual({
      id: 'mobile-detailing-gallery-01',
      src: expect.stringMatching(/^\/industries\/mobile-detailing\/images\/gallery-01-\d+\.webp$/),
      srcset: expect.any(String),
      alt: expect.any(String),
      title: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
      selected: true,
    });
    expect(data.custom).toEqual([]);
  });

  it('saves the stock selection, refusing ids of other industries', async () => {
    const put = (ids: unknown, token = owner) => send('PUT', `/api/tenants/${SLUG}/gallery/stock`, token, { ids });
    const wrong = await put(['barber-gallery-01']);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ ids: 'Unknown stock image: barber-gallery-01' });
    expect((await put('all')).status).toBe(400);
    expect((await send('PUT', `/api/tenants/${SLUG}/gallery/stock`, owner, {})).status).toBe(400);
    expect(await queuedJob()).toBeUndefined();
    expect((await put(['mobile-detailing-gallery-02'], viewer)).status).toBe(403);

    const res = await put(['mobile-detailing-gallery-02', 'mobile-detailing-gallery-01', 'mobile-detailing-gallery-02']);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.stock.filter((g: { selected: boolean }) => g.selected).map((g: { id: string }) => g.id)).toEqual([
      'mobile-detailing-gallery-01',
      'mobile-detailing-gallery-02',
    ]);
    const content = await h.db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenantId)).get();
    expect(content?.galleryStock).toEqual(['mobile-detailing-gallery-02', 'mobile-detailing-gallery-01']);
    expect((await queuedJob())?.reason).toBe('gallery stock selection saved');

    await clearJobs();
    expect((await put(null)).status).toBe(200);
    expect((await h.db.select().from(s.websiteContent).where(eq(s.websiteContent.tenantId, tenantId)).get())?.galleryStock).toBeNull();
    expect(await queuedJob()).toBeDefined();
  });

  it('uploads a custom image (upright, not enlarged, metadata stripped), lists it, deletes it', async () => {
    // A 900x600 JPEG whose EXIF says "rotate 90°": upright it is 600x900.
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#10b981' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    const res = await upload(`/api/tenants/${SLUG}/gallery`, owner, {
      image: blob(jpeg, 'application/octet-stream'),
      alt: 'Black SUV after a ceramic coating',
      title: 'Ceramic SUV',
      caption: 'Two-year coating',
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      src: expect.stringMatching(new RegExp(`^/uploads/gallery/${tenantId}-[0-9a-f]{16}-600\\.webp$`)),
      srcset: expect.stringMatching(/-600\.webp 600w$/),
      alt: 'Black SUV after a ceramic coating',
      title: 'Ceramic SUV',
      caption: 'Two-year coating',
      width: 600,
      height: 900,
    });
    const file = path.join(dataPaths(h.config).uploads, 'gallery', path.basename(data.src));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect((await queuedJob())?.reason).toBe('gallery image added');

    // A wide image gets both widths.
    const wide = await (
      await upload(`/api/tenants/${SLUG}/gallery`, owner, { image: blob(await png(2000, 1000), 'image/png'), title: 'Wide' })
    ).json();
    expect(wide.data).toMatchObject({ width: 1200, height: 600, alt: 'Wide' });
    expect(wide.data.srcset).toMatch(/-600\.webp 600w, \/uploads\/gallery\/.+-1200\.webp 1200w$/);

    const listed = (await (await call(`/api/tenants/${SLUG}/gallery`, owner)).json()).data.custom;
    expect(listed.map((g: { id: number }) => g.id)).toEqual([data.id, wide.data.id]);

    const notImage = await upload(`/api/tenants/${SLUG}/gallery`, owner, {
      image: blob(new TextEncoder().encode('GIF89a but not really'), 'image/gif'),
    });
    expect(notImage.status).toBe(400);
    expect((await notImage.json()).error).toBe('File must be an image (JPEG, PNG, WebP, GIF or AVIF)');
    const tooBig = await upload(`/api/tenants/${SLUG}/gallery`, owner, { image: blob(new Uint8Array(5 * 1024 * 1024 + 10), 'image/jpeg') });
    expect((await tooBig.json()).error).toBe('Image file must be less than 5MB');
    expect((await upload(`/api/tenants/${SLUG}/gallery`, owner, { title: 'no file' })).status).toBe(400);
    expect(
      (await upload(`/api/tenants/${SLUG}/gallery`, owner, { image: blob(await png(10, 10), 'image/png'), title: 'x'.repeat(121) })).status,
    ).toBe(400);

    await clearJobs();
    const del = await call(`/api/tenants/${SLUG}/gallery/${data.id}`, owner, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ success: true });
    expect((await queuedJob())?.reason).toBe('gallery image removed');
    // Retired, not deleted: a kept release still shows it and may be rolled back to.
    expect(existsSync(file)).toBe(true);
    const retired = await h.db.select().from(s.uploads).where(eq(s.uploads.path, data.src)).get();
    expect(retired?.retiredAt).toEqual(expect.any(Number));
    const uploads = dataPaths(h.config).uploads;
    // While the oldest kept release is younger than the removal (less the render margin), nothing goes.
    expect(await purgeRetiredUploads(h.db, uploads, tenantId, new Date())).toBe(0);
    expect(existsSync(file)).toBe(true);
    // Once every kept release was rendered after the removal, the files and the row go; the wide image stays.
    expect(await purgeRetiredUploads(h.db, uploads, tenantId, new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect(await h.db.select().from(s.uploads).where(eq(s.uploads.path, data.src)).get()).toBeUndefined();
    expect(existsSync(path.join(uploads, 'gallery', path.basename(wide.data.src)))).toBe(true);
    const gone = await call(`/api/tenants/${SLUG}/gallery/${data.id}`, owner, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toBe('Image not found');
    expect((await call(`/api/tenants/${SLUG}/gallery/${wide.data.id}`, viewer, { method: 'DELETE' })).status).toBe(403);
  });
});

describe('what the next publish renders', () => {
  it('puts the uploaded avatar, the picked stock images and the custom images in the site data', async () => {
    const id = await addReview({ ...review, customer_name: 'Site Data Customer' });
    const avatar = (
      await (
        await upload('/api/tenant-reviews/upload-avatar', owner, { avatar: blob(await png(100, 100), 'image/png'), reviewId: String(id) })
      ).json()
    ).data.avatar_url;
    await send('PUT', `/api/tenants/${SLUG}/gallery/stock`, owner, { ids: ['mobile-detailing-gallery-03'] });
    const custom = (
      await (
        await upload(`/api/tenants/${SLUG}/gallery`, owner, { image: blob(await png(800, 600), 'image/png'), alt: 'Shiny hood' })
      ).json()
    ).data;
    const loaded = await loadTenantSite(h.db, SLUG, h.config.publicUrl);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    expect(loaded.site.reviews.find((r) => r.customerName === 'Site Data Customer')?.profileImage?.src).toBe(avatar);
    // The owner's review keeps its service: the Review Details modal shows it as a tag.
    expect(loaded.site.reviews.find((r) => r.customerName === 'Site Data Customer')?.serviceCategory).toBe(
      'Paint Correction, Ceramic Coating',
    );
    const gallery = loaded.site.gallery.map((g) => g.src);
    expect(gallery[0]).toMatch(/gallery-03-\d+\.webp$/);
    expect(gallery).toContain(custom.src);
    expect(gallery.filter((src) => src.startsWith('/industries/'))).toHaveLength(1);
  });
});

describe('overview (issue 5 §2)', () => {
  const quote = validQuote({ name: 'Overview Customer', email: 'overview@example.com', businessSlug: SLUG });

  it('answers real figures: quote counts by window, newest quotes, review average, publish state', async () => {
    const before = (await (await call(`/api/tenants/${SLUG}/overview`, owner)).json()).data;
    const ids: number[] = [];
    for (const name of ['Old Quote', 'Older Quote', 'Quote 3', 'Quote 4', 'Quote 5', 'Quote 6', 'Newest Quote']) {
      const res = await h.request('/api/quotes', json({ ...quote, name }));
      expect(res.status).toBe(201);
      ids.push((await res.json()).data.id);
    }
    // One 10 days old (in the 30-day window only), one 40 days old (in neither).
    await h.db
      .update(s.quotes)
      .set({ createdAt: Date.now() - 10 * 86_400_000 })
      .where(eq(s.quotes.id, ids[0]!));
    await h.db
      .update(s.quotes)
      .set({ createdAt: Date.now() - 40 * 86_400_000 })
      .where(eq(s.quotes.id, ids[1]!));

    const res = await call(`/api/tenants/${SLUG}/overview`, viewer);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.quotes.last7Days).toBe(before.quotes.last7Days + 5);
    expect(data.quotes.last30Days).toBe(before.quotes.last30Days + 6);
    expect(data.quotes.newest).toHaveLength(5);
    expect(data.quotes.newest[0]).toEqual({
      id: ids[6],
      name: 'Newest Quote',
      email: 'overview@example.com',
      phone: '(602) 555-0199',
      services: ['Ceramic Coating'],
      city: 'Scottsdale',
      state: 'AZ',
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The 5 newest, newest first: the two backdated ones are left out.
    expect(data.quotes.newest.map((q: { id: number }) => q.id)).toEqual(ids.slice(2).reverse());

    // Reviews awaiting approval are not on the site, so not in its figures.
    const ratings = await h.db
      .select({ rating: s.reviews.rating })
      .from(s.reviews)
      .where(and(eq(s.reviews.tenantId, tenantId), eq(s.reviews.status, 'published')));
    const average = Math.round((ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length) * 10) / 10;
    expect(data.reviews).toEqual({ average, count: ratings.length });

    const tenant = (await h.db.select().from(s.tenants).where(eq(s.tenants.id, tenantId)).get())!;
    expect(data.siteUrl).toBe(`${h.config.publicUrl}/${SLUG}`);
    expect(data.memberSince).toBe(new Date(tenant.createdAt).toISOString());
    expect(data.businessName).toBe('Prestige Mobile Detailing');

    await clearJobs();
    const none = (await (await call(`/api/tenants/${SLUG}/overview`, owner)).json()).data.publish;
    expect(none).toEqual({ state: 'unpublished', releaseId: null, finishedAt: null, error: null });
    const finished = Date.now();
    await h.db
      .insert(s.publishJobs)
      .values({ tenantId, state: 'failed', reason: 'test', error: 'render crashed', attempts: 5, finishedAt: finished });
    const failed = (await (await call(`/api/tenants/${SLUG}/overview`, admin)).json()).data.publish;
    expect(failed).toEqual({ state: 'failed', releaseId: null, finishedAt: new Date(finished).toISOString(), error: 'render crashed' });
    await clearJobs();
  });
});

describe('another tenant and anonymous callers', () => {
  it('gives a stranger 403/404 on every dashboard call and changes nothing', async () => {
    const id = await addReview({ ...review, customer_name: 'Protected Review' });
    const avatar = blob(await png(64, 64), 'image/png');
    const image = await (await upload(`/api/tenants/${SLUG}/gallery`, owner, { image: avatar, title: 'Protected' })).json();
    await clearJobs();
    const statusOf = async (res: Promise<Response>) => (await res).status;

    expect(await statusOf(call(`/api/tenant-reviews/${SLUG}`, stranger))).toBe(403);
    expect(await statusOf(send('POST', '/api/tenant-reviews', stranger, review))).toBe(403);
    expect(await statusOf(send('POST', `/api/tenant-reviews?tenant_slug=${SLUG}`, stranger, { ...review, tenant_slug: undefined }))).toBe(
      403,
    );
    // Not even a 403 for another business's review id: it does not exist for this user.
    const up = await upload('/api/tenant-reviews/upload-avatar', stranger, { avatar, reviewId: String(id) });
    expect(up.status).toBe(404);
    expect((await up.json()).message).toBe('Review not found');
    expect(
      await statusOf(upload(`/api/tenant-reviews/upload-avatar?tenant_slug=${STRANGER_SLUG}`, stranger, { avatar, reviewId: String(id) })),
    ).toBe(404);
    expect(await statusOf(call(`/api/tenant-reviews/${id}`, stranger, { method: 'DELETE' }))).toBe(404);
    expect(await statusOf(call(`/api/tenant-reviews/${id}?tenant_slug=${STRANGER_SLUG}`, stranger, { method: 'DELETE' }))).toBe(404);
    expect(await statusOf(call(`/api/tenant-reviews/${id}?tenant_slug=${SLUG}`, stranger, { method: 'DELETE' }))).toBe(403);

    expect(await statusOf(call(`/api/tenants/${SLUG}/gallery`, stranger))).toBe(403);
    expect(await statusOf(send('PUT', `/api/tenants/${SLUG}/gallery/stock`, stranger, { ids: [] }))).toBe(403);
    expect(await statusOf(upload(`/api/tenants/${SLUG}/gallery`, stranger, { image: avatar }))).toBe(403);
    expect(await statusOf(call(`/api/tenants/${SLUG}/gallery/${image.data.id}`, stranger, { method: 'DELETE' }))).toBe(403);
    expect(await statusOf(call(`/api/tenants/${SLUG}/overview`, stranger))).toBe(403);
    // Unknown tenants look the same as other tenants to a tenant user; admins get 404.
    expect(await statusOf(call('/api/tenants/no-such-business/overview', stranger))).toBe(403);
    expect(await statusOf(call('/api/tenants/no-such-business/overview', admin))).toBe(404);
    const unknown = await send('POST', '/api/tenant-reviews', admin, { ...review, tenant_slug: 'no-such-business' });
    // Review calls show the server's `message` (spec 3 §8), whichever layer answered.
    expect([unknown.status, (await unknown.json()).message]).toEqual([404, 'Tenant not found']);
    const refused = await send('POST', '/api/tenant-reviews', stranger, { ...review, tenant_slug: SLUG });
    expect([refused.status, typeof (await refused.json()).message]).toEqual([403, 'string']);

    for (const [method, url] of [
      ['GET', `/api/tenant-reviews/${SLUG}`],
      ['POST', '/api/tenant-reviews'],
      ['POST', '/api/tenant-reviews/upload-avatar'],
      ['DELETE', `/api/tenant-reviews/${id}`],
      ['GET', `/api/tenants/${SLUG}/gallery`],
      ['PUT', `/api/tenants/${SLUG}/gallery/stock`],
      ['POST', `/api/tenants/${SLUG}/gallery`],
      ['DELETE', `/api/tenants/${SLUG}/gallery/${image.data.id}`],
      ['GET', `/api/tenants/${SLUG}/overview`],
    ] as const) {
      expect(await statusOf(call(url, undefined, { method })), `${method} ${url}`).toBe(401);
    }

    const row = await h.db.select().from(s.reviews).where(eq(s.reviews.id, id)).get();
    expect(row?.avatarFilename).toBeNull();
    expect(await h.db.select().from(s.galleryImages).where(eq(s.galleryImages.id, image.data.id)).get()).toBeDefined();
    expect(
      await h.db.$count(
        s.uploads,
        eq(s.uploads.tenantId, (await h.db.select().from(s.tenants).where(eq(s.tenants.slug, STRANGER_SLUG)).get())!.id),
      ),
    ).toBe(0);
    expect(await queuedJob()).toBeUndefined();
    expect(statSync(path.join(dataPaths(h.config).uploads, 'gallery')).isDirectory()).toBe(true);
  });
});
