/**
 * The onboarding application (issue 17 point 2) against the real app: an application is stored as
 * pending with its files, the applicant gets a confirmation e-mail and admins a notification; bad
 * input gets every message at once; files are judged by their bytes and never served publicly; the
 * business-name check says whether a name and its site address are free.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, ensureDemoAccounts } from '#api/auth/accounts.ts';
import { defaultLimits } from '#api/compose.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import {
  FILE_REFERENCE_MESSAGE,
  ONBOARDING_FILE_TOO_LARGE_MESSAGE,
  ONBOARDING_FILE_TYPE_MESSAGE,
  ONBOARDING_MESSAGES as M,
  PROOF_OF_WORK_TYPE_MESSAGE,
} from '#core/validation/onboarding.ts';
import { dataPaths } from '#db/config.ts';
import * as s from '#db/schema.ts';
import { json, startHarness, type Harness } from './harness.ts';

const PASSWORD = 'Harbor9lights';
let h: Harness;
beforeAll(async () => {
  const many = () => new RateLimiter(1000, 60_000);
  h = await startHarness({
    publish: false,
    limits: { ...defaultLimits(), onboardingApplications: many(), onboardingFiles: many(), onboardingNameChecks: many() },
  });
  await ensureDemoAccounts(h.db, PASSWORD);
});
afterAll(() => h?.close());

const application = (patch: Record<string, unknown> = {}) => ({
  legal_name: 'Desert Shine LLC',
  business_name: 'Desert Shine Detailing',
  business_phone: '(602) 555-0148',
  business_email: 'owner@desertshine.example',
  industry: 'mobile-detailing',
  base_location: { city: 'Tempe', state: 'AZ', zipCode: '85281' },
  service_categories: ['Ceramic Coating', 'Paint Correction'],
  social_media: { instagram: 'instagram.com/desertshine' },
  proof_of_work_type: 'social_media',
  has_insurance: true,
  accepts_terms: true,
  accepts_notifications: true,
  referral_source: 'Google search',
  ...patch,
});

async function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await h.request('/api/onboarding/files', { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'GPS here' } } })
    .toBuffer();
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const outboxTo = (email: string) => {
  const dir = dataPaths(h.config).outbox;
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .find((mail) => mail.includes(`To: ${email}`));
};

describe('POST /api/onboarding/applications', () => {
  it('stores a valid application with uploaded files as pending, e-mails the applicant and notifies admins', async () => {
    const image = await upload(await photo(), 'truck-before.jpg', 'image/jpeg');
    const pdf = await upload(PDF, 'insurance.pdf', 'application/pdf');
    expect(image.status).toBe(201);
    expect(pdf.status).toBe(201);
    expect(image.body.data).toMatchObject({
      name: 'truck-before.jpg',
      type: 'image/webp',
      url: `/api/onboarding/files/${image.body.data.id}`,
    });
    expect(pdf.body.data).toMatchObject({ name: 'insurance.pdf', type: 'application/pdf', size: PDF.byteLength });

    // What the browser claims about a file is not kept: the stored row is the server's.
    const files = [{ ...image.body.data, size: 1, name: 'x.exe' }, pdf.body.data];
    const res = await h.request(
      '/api/onboarding/applications',
      json(application({ proof_of_work_type: 'file_upload', social_media: {}, uploaded_files: files })),
    );
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.status).toBe('pending');

    const row = await h.db.select().from(s.onboardingApplications).where(eq(s.onboardingApplications.id, data.id)).get();
    expect(row).toMatchObject({
      status: 'pending',
      businessPhone: '6025550148',
      proofOfWorkType: 'file_upload',
      industry: 'mobile-detailing',
      baseLocation: { city: 'Tempe', state: 'AZ', zipCode: '85281' },
    });
    expect(row!.uploadedFiles.map((f) => [f.name, f.type])).toEqual([
      ['truck-before.jpg', 'image/webp'],
      ['insurance.pdf', 'application/pdf'],
    ]);

    const mail = outboxTo('owner@desertshine.example');
    expect(mail).toContain('Subject: We received your application for Desert Shine Detailing');
    expect(mail).toContain('pending');

    const notes = await h.db.select().from(s.notifications).where(isNull(s.notifications.tenantId));
    expect(notes).toContainEqual(
      expect.objectContaining({
        kind: 'onboarding_application',
        title: 'New onboarding application from Desert Shine Detailing',
        link: `/admin-dashboard?application=${data.id}`,
      }),
    );

    // A file belongs to one application.
    const again = await h.request(
      '/api/onboarding/applications',
      json(application({ business_name: 'Another Shine', proof_of_work_type: 'file_upload', uploaded_files: [pdf.body.data] })),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).fields).toEqual({ uploaded_files: FILE_REFERENCE_MESSAGE });
  });

  it('stores social links normalized', async () => {
    const res = await h.request(
      '/api/onboarding/applications',
      json(application({ business_name: 'Social Shine', social_media: { instagram: 'instagram.com/socialshine', tiktok: '' } })),
    );
    expect(res.status).toBe(201);
    const row = await h.db
      .select()
      .from(s.onboardingApplications)
      .where(eq(s.onboardingApplications.id, (await res.json()).data.id))
      .get();
    expect(row!.socialMedia).toEqual({ instagram: 'https://instagram.com/socialshine' });
  });

  it('answers {} with every message at once', async () => {
    const res = await h.request('/api/onboarding/applications', json({}));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      legal_name: M.legalName,
      business_name: M.businessName,
      business_phone: M.businessPhone,
      business_email: M.businessEmail,
      industry: M.industry,
      'base_location.city': M.city,
      'base_location.state': M.state,
      'base_location.zipCode': M.zipCode,
      service_categories: M.serviceCategories,
      proof_of_work_type: PROOF_OF_WORK_TYPE_MESSAGE,
      has_insurance: M.hasInsurance,
      accepts_terms: M.acceptsTerms,
      accepts_notifications: M.acceptsNotifications,
      referral_source: M.referralSource,
    });
  });

  it('refuses file uploads without files, with too many, or with ids never uploaded', async () => {
    const post = async (uploaded_files: unknown) =>
      (
        await (
          await h.request('/api/onboarding/applications', json(application({ proof_of_work_type: 'file_upload', uploaded_files })))
        ).json()
      ).fields;
    expect(await post([])).toEqual({ uploaded_files: M.filesRequired });
    expect(await post(['1', '2', '3', '4'].map((d) => ({ id: d.repeat(32) })))).toMatchObject({ uploaded_files: M.filesTooMany });
    expect(await post([{ id: 'f'.repeat(32) }])).toEqual({ uploaded_files: FILE_REFERENCE_MESSAGE });
  });
});

describe('POST /api/onboarding/files', () => {
  it('judges a file by its content, not its name or type', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await upload(html, 'photo.jpg', 'image/jpeg')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { file: ONBOARDING_FILE_TYPE_MESSAGE } }),
    });
    expect((await upload(await photo(), 'scan.pdf', 'application/pdf')).body.data.type).toBe('image/webp');
    expect((await upload(new TextEncoder().encode('%PDF-1.4 but no end'), 'a.pdf', 'application/pdf')).body.fields).toEqual({
      file: ONBOARDING_FILE_TYPE_MESSAGE,
    });
  });

  it('states the size limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    expect((await upload(big, 'big.pdf', 'application/pdf')).body).toMatchObject({
      error: ONBOARDING_FILE_TOO_LARGE_MESSAGE,
      fields: { file: ONBOARDING_FILE_TOO_LARGE_MESSAGE },
    });
    expect(ONBOARDING_FILE_TOO_LARGE_MESSAGE).toContain('5MB');
  });

  it('keeps files private: only a signed-in admin reads them, as a download', async () => {
    const { body } = await upload(PDF, 'licence.pdf', 'application/pdf');
    const url = body.data.url as string;
    expect((await h.request(url)).status).toBe(401);
    // Stored outside uploads/, which is the only data folder the server serves.
    expect(readdirSync(dataPaths(h.config).onboarding)).toContain(`${body.data.id}.pdf`);
    const login = await h.request('/api/auth/login', json({ email: DEMO_ADMIN_EMAIL, password: PASSWORD }));
    const { accessToken } = await login.json();
    const res = await h.request(url, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });
});

describe('GET /api/onboarding/business-name', () => {
  const check = async (name: string) => {
    const res = await h.request(`/api/onboarding/business-name?name=${encodeURIComponent(name)}`);
    return { status: res.status, body: await res.json() };
  };

  it('needs at least 2 characters', async () => {
    expect(await check('A')).toEqual({ status: 400, body: expect.objectContaining({ fields: { name: M.nameTooShort } }) });
  });

  it('says whether the name and its slug are free', async () => {
    expect((await check('Cactus Glow Detailing')).body.data).toMatchObject({ available: true, slug: 'cactus-glow-detailing' });
    expect((await check('prestige mobile detailing')).body.data).toMatchObject({ available: false, nameAvailable: false });
    expect((await check('Prestige Mobile Detailing!')).body.data).toMatchObject({ available: false, slugAvailable: false });
    expect((await check('Pricing')).body.data).toMatchObject({ available: false, nameAvailable: true, slugAvailable: false });
    // A pending application holds its name too (the seeded demo applications).
    expect((await check('Bright Nest Cleaning')).body.data).toMatchObject({ available: false, nameAvailable: false });
  });
});
