/**
 * Onboarding applications (spec 3 §3, §5): proof-of-work files, the business-name check, and the
 * application itself, stored as pending with a confirmation e-mail to the applicant and a
 * notification for the platform's admins.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { industries } from '#content/index.ts';
import { formatPhone } from '#core/format/phone.ts';
import { isReservedSlug, slugFor } from '#core/site/slugs.ts';
import {
  FILE_REFERENCE_MESSAGE,
  nameAvailability,
  ONBOARDING_FILE_MAX_BYTES,
  ONBOARDING_FILE_TOO_LARGE_MESSAGE,
  ONBOARDING_FILE_TYPE_MESSAGE,
  SOCIAL_NETWORKS,
  type NameAvailability,
  type OnboardingApplication,
} from '#core/validation/onboarding.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../lib/mailer.ts';
import { ImageUploadError, inspectImage, webpOf } from '../lib/uploads.ts';

export type ApplicationStatus = 'pending' | 'under_review' | 'approved' | 'rejected' | 'needs_changes';
/** Applications that still hold their business name: only a rejected one gives it back. */
const HOLDING_NAME: ApplicationStatus[] = ['pending', 'under_review', 'needs_changes', 'approved'];

/** Photos are kept at most this wide: enough to judge the work, small enough for a reviewer's phone. */
const PHOTO_MAX_WIDTH = 1600;

export interface OnboardingFile {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

/** A refused file: the route answers 400 with `message`. */
export class OnboardingFileError extends Error {}

/** Where reviewers (admins only) read an applicant's file. */
export const onboardingFileUrl = (id: string) => `/api/onboarding/files/${id}`;

function isPdf(bytes: Uint8Array): boolean {
  // "%PDF-" within the first KB, as PDF readers accept it (some writers put bytes before it).
  return (
    Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-') &&
    Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).includes('%%EOF')
  );
}

/** A file name fit to show a reviewer: no path, no control characters, at most 120 characters. */
function displayName(name: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return (base || fallback).slice(0, 120);
}

/**
 * Checks one proof-of-work file by its bytes (a PDF by its signature, an image by decoding its
 * header) and stores it under DATA_DIR/onboarding: a photo re-encoded as WebP without its
 * metadata (a phone photo carries GPS), a PDF as sent. Throws OnboardingFileError for a refused file.
 */
export async function storeOnboardingFile(db: Db, dir: string, bytes: Uint8Array, clientName: string): Promise<OnboardingFile> {
  if (bytes.byteLength > ONBOARDING_FILE_MAX_BYTES) throw new OnboardingFileError(ONBOARDING_FILE_TOO_LARGE_MESSAGE);
  const id = randomBytes(16).toString('hex');
  let data: Uint8Array;
  let type: string;
  let extension: string;
  if (isPdf(bytes)) {
    [data, type, extension] = [bytes, 'application/pdf', 'pdf'];
  } else {
    try {
      const image = await inspectImage(bytes, ONBOARDING_FILE_TOO_LARGE_MESSAGE);
      data = (await webpOf(image, PHOTO_MAX_WIDTH)).data;
    } catch (error) {
      if (!(error instanceof ImageUploadError)) throw error;
      throw new OnboardingFileError(error.code === 'not_image' ? ONBOARDING_FILE_TYPE_MESSAGE : error.message);
    }
    [type, extension] = ['image/webp', 'webp'];
  }
  const name = displayName(clientName, `proof-of-work.${extension}`);
  const fileName = `${id}.${extension}`;
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, fileName);
  await fs.writeFile(file, data, { flag: 'wx' });
  try {
    await db.insert(s.onboardingFiles).values({ id, name, contentType: type, bytes: data.byteLength, fileName });
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return { id, name, size: data.byteLength, type, url: onboardingFileUrl(id) };
}

/** The stored file of an id, for a reviewer. */
export async function readOnboardingFile(
  db: Db,
  dir: string,
  id: string,
): Promise<{ data: Buffer; type: string; name: string } | undefined> {
  const row = await db.select().from(s.onboardingFiles).where(eq(s.onboardingFiles.id, id)).get();
  if (!row) return undefined;
  return { data: await fs.readFile(path.join(dir, row.fileName)), type: row.contentType, name: row.name };
}

/** Whether a business name and its site address are free (spec 3 §5 availability check). */
export async function checkBusinessName(db: Db, name: string): Promise<NameAvailability> {
  const slug = slugFor(name);
  const lower = name.toLowerCase();
  const [tenantByName, applicationByName, tenantBySlug] = await Promise.all([
    db
      .select({ id: s.tenants.id })
      .from(s.tenants)
      .where(eq(sql`lower(${s.tenants.businessName})`, lower))
      .get(),
    db
      .select({ id: s.onboardingApplications.id })
      .from(s.onboardingApplications)
      .where(and(eq(sql`lower(${s.onboardingApplications.businessName})`, lower), inArray(s.onboardingApplications.status, HOLDING_NAME)))
      .get(),
    slug ? db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, slug)).get() : undefined,
  ]);
  const slugTaken = tenantBySlug !== undefined || isReservedSlug(slug);
  return nameAvailability(name, { name: tenantByName !== undefined || applicationByName !== undefined, slug: slugTaken });
}

export type SubmitResult = { ok: true; id: number; status: 'pending' } | { ok: false; fields: Record<string, string> };

/**
 * Stores a valid application as pending. Its files must be uploads no other application has
 * claimed; their name, size and type come from what the server stored, never from the request.
 * The confirmation e-mail is best effort: a delivery failure is logged and never loses the application.
 */
export async function submitApplication(db: Db, mailer: Mailer, application: OnboardingApplication): Promise<SubmitResult> {
  const fileIds = application.proof_of_work_type === 'file_upload' ? [...new Set((application.uploaded_files ?? []).map((f) => f.id))] : [];
  const socialMedia = Object.fromEntries(
    SOCIAL_NETWORKS.map(({ key }) => [key, application.social_media?.[key] ?? '']).filter(([, url]) => url !== ''),
  );

  const stored = await db.transaction(async (tx) => {
    const files = fileIds.length
      ? await tx
          .select()
          .from(s.onboardingFiles)
          .where(and(inArray(s.onboardingFiles.id, fileIds), isNull(s.onboardingFiles.applicationId)))
      : [];
    if (files.length !== fileIds.length) return undefined;
    const uploadedFiles = fileIds.map((id) => {
      const f = files.find((row) => row.id === id)!;
      return { id: f.id, name: f.name, size: f.bytes, type: f.contentType, url: onboardingFileUrl(f.id) };
    });
    const [row] = await tx
      .insert(s.onboardingApplications)
      .values({
        legalName: application.legal_name,
        businessName: application.business_name,
        businessPhone: application.business_phone,
        businessEmail: application.business_email.toLowerCase(),
        baseLocation: application.base_location,
        serviceCategories: [...new Set(application.service_categories)],
        socialMedia,
        proofOfWorkType: application.proof_of_work_type,
        uploadedFiles,
        industry: application.industry,
        hasInsurance: application.has_insurance,
        acceptsTerms: application.accepts_terms,
        acceptsNotifications: application.accepts_notifications,
        referralSource: application.referral_source,
        notes: application.notes || null,
        status: 'pending',
      })
      .returning({ id: s.onboardingApplications.id });
    const id = row!.id;
    if (fileIds.length) await tx.update(s.onboardingFiles).set({ applicationId: id }).where(inArray(s.onboardingFiles.id, fileIds));
    const { city, state } = application.base_location;
    await tx.insert(s.notifications).values({
      tenantId: null,
      kind: 'onboarding_application',
      title: `New onboarding application from ${application.business_name}`,
      body: `${industries[application.industry].title} in ${city}, ${state}`,
      link: `/admin-dashboard?application=${id}`,
    });
    return id;
  });
  if (stored === undefined) return { ok: false, fields: { uploaded_files: FILE_REFERENCE_MESSAGE } };

  const to = application.business_email;
  const subject = `We received your application for ${application.business_name}`;
  try {
    const sent = await mailer.send({ to, subject, text: confirmationText(application, stored) });
    await db.insert(s.emailLog).values({ to, subject, transport: sent.transport });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[onboarding] e-mail to ${to} failed: ${message}`);
    await db.insert(s.emailLog).values({ to, subject, transport: 'smtp', error: message });
  }
  return { ok: true, id: stored, status: 'pending' };
}

export function confirmationText(a: OnboardingApplication, id: number): string {
  const files = a.uploaded_files?.length ?? 0;
  const links = SOCIAL_NETWORKS.filter(({ key }) => a.social_media?.[key]).map(({ label, key }) => `${label}: ${a.social_media?.[key]}`);
  return [
    `Thank you for applying, ${a.business_name}.`,
    '',
    `Your application (number ${id}) is pending: an admin will review it and e-mail you at this address.`,
    'If something is missing, we will ask you for changes.',
    '',
    'What you sent:',
    `Legal name: ${a.legal_name}`,
    `Business name: ${a.business_name}`,
    `Phone: ${formatPhone(a.business_phone)}`,
    `Industry: ${industries[a.industry].title}`,
    `Location: ${a.base_location.city}, ${a.base_location.state} ${a.base_location.zipCode}`,
    `Services: ${a.service_categories.join(', ')}`,
    a.proof_of_work_type === 'file_upload'
      ? `Proof of work: ${files} ${files === 1 ? 'file' : 'files'}`
      : `Proof of work: ${links.join(', ')}`,
    '',
    'You do not need to do anything now.',
  ].join('\n');
}
