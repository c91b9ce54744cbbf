/**
 * The platform admins' review of onboarding applications (issue 17 §3): the list with counts, one
 * application with its files, and the four actions of core/admin/applications.ts. Every action is
 * a conditional update (the status must still be one the action starts from) in one transaction
 * with its audit entry, so two admins acting at once cannot both succeed.
 *
 * Approval creates the business in that same transaction (decision 026): the tenant with a unique
 * slug from the business name and its industry's defaults (db/seed.ts createTenantWithDefaults),
 * the base location as its primary service area, the owner's account, and the application marked
 * approved with the tenant's id. Then the owner gets the set-password link and the site a publish.
 */
import { createHmac } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { cityCenter, lookupZip, zipsOf } from '#content/geo/zip-codes.ts';
import { industries } from '#content/index.ts';
import {
  APPLICATION_STATUSES,
  approvalEmail,
  availableActions,
  changesRequestedEmail,
  REVIEW_TRANSITIONS,
  rejectionEmail,
  reviewTransition,
  type ApplicationCounts,
  type ApplicationListQuery,
  type RequestChanges,
  type ReviewAction,
} from '#core/admin/applications.ts';
import type { Industry } from '#core/content/types.ts';
import { FILE_REFERENCE_MESSAGE, SOCIAL_NETWORKS, type OnboardingApplication } from '#core/validation/onboarding.ts';
import { isReservedSlug, slugFor, MAX_TENANT_SLUG_LENGTH } from '#core/site/slugs.ts';
import { defaultTimeZone } from '#core/scheduling/time-zones.ts';
import type { Db } from '#db/client.ts';
import { createTenantWithDefaults } from '#db/seed.ts';
import * as s from '#db/schema.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import { issueOneTimeToken, ONE_TIME_TTL_MS } from '../auth/one-time-tokens.ts';
import { safeEqual } from '../auth/tokens.ts';
import type { Mailer } from '../lib/mailer.ts';
import { recordAudit } from './audit.ts';
import { onboardingFileUrl } from './onboarding.ts';
import { siteUrl } from './tenants.ts';

type ApplicationRow = typeof s.onboardingApplications.$inferSelect;
type Actor = { id: number; email: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface SiteConfig {
  baseDomain: string;
  publicUrl: string;
}

const DAY = 86_400_000;
/** How long the link to change and resend an application works. */
export const RESUME_TTL_MS = 30 * DAY;

/** The application as the console shows it: spec 3 §3 fields, the review, and the business it became. */
export interface ApplicationJson {
  id: number;
  status: string;
  legal_name: string;
  business_name: string;
  business_phone: string;
  business_email: string;
  industry: string;
  industry_title: string;
  base_location: { city: string; state: string; zipCode: string };
  service_categories: string[];
  social_media: Record<string, string>;
  proof_of_work_type: string;
  uploaded_files: { id: string; name: string; size: number; type: string; url: string }[];
  has_insurance: boolean;
  accepts_terms: boolean;
  accepts_notifications: boolean;
  referral_source: string;
  notes: string | null;
  reviewNotes: string | null;
  nextSteps: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  tenant: { id: number; slug: string; status: string; url: string } | null;
  actions: ReviewAction[];
}

function applicationJson(
  row: ApplicationRow,
  tenant: { id: number; slug: string; status: string } | null,
  config: SiteConfig,
): ApplicationJson {
  return {
    id: row.id,
    status: row.status,
    legal_name: row.legalName,
    business_name: row.businessName,
    business_phone: row.businessPhone,
    business_email: row.businessEmail,
    industry: row.industry,
    industry_title: industries[row.industry as Industry]?.title ?? row.industry,
    base_location: row.baseLocation,
    service_categories: row.serviceCategories,
    social_media: row.socialMedia,
    proof_of_work_type: row.proofOfWorkType,
    uploaded_files: row.uploadedFiles,
    has_insurance: row.hasInsurance,
    accepts_terms: row.acceptsTerms,
    accepts_notifications: row.acceptsNotifications,
    referral_source: row.referralSource,
    notes: row.notes,
    reviewNotes: row.reviewNotes,
    nextSteps: row.nextSteps,
    submittedAt: new Date(row.submittedAt).toISOString(),
    reviewedAt: row.reviewedAt ? new Date(row.reviewedAt).toISOString() : null,
    tenant: tenant ? { ...tenant, url: siteUrl(config, tenant.slug) } : null,
    actions: availableActions(row.status),
  };
}

const tenantOfApplication = (db: Db, tenantId: number | null) =>
  tenantId === null
    ? Promise.resolve(undefined)
    : db
        .select({ id: s.tenants.id, slug: s.tenants.slug, status: s.tenants.status })
        .from(s.tenants)
        .where(eq(s.tenants.id, tenantId))
        .get();

/** Newest first; `counts` count every status for the same search (the console's chips), `total` the filtered list. */
export async function listApplications(db: Db, config: SiteConfig, query: ApplicationListQuery) {
  const words = query.q ? `%${query.q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  const search = words
    ? or(
        sql`lower(${s.onboardingApplications.businessName}) like ${words} escape '\\'`,
        sql`lower(${s.onboardingApplications.legalName}) like ${words} escape '\\'`,
        like(s.onboardingApplications.businessEmail, words),
        sql`lower(json_extract(${s.onboardingApplications.baseLocation}, '$.city')) like ${words} escape '\\'`,
      )
    : undefined;
  const where = and(search, query.status ? eq(s.onboardingApplications.status, query.status) : undefined);
  const [rows, byStatus] = await Promise.all([
    db
      .select({ application: s.onboardingApplications, slug: s.tenants.slug, tenantStatus: s.tenants.status })
      .from(s.onboardingApplications)
      .leftJoin(s.tenants, eq(s.tenants.id, s.onboardingApplications.tenantId))
      .where(where)
      .orderBy(desc(s.onboardingApplications.submittedAt), desc(s.onboardingApplications.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ status: s.onboardingApplications.status, n: count() })
      .from(s.onboardingApplications)
      .where(search)
      .groupBy(s.onboardingApplications.status),
  ]);
  const counts = Object.fromEntries([['all', 0], ...APPLICATION_STATUSES.map((st) => [st, 0])]) as ApplicationCounts;
  for (const { status, n } of byStatus) {
    if (status in counts) counts[status as keyof ApplicationCounts] = n;
    counts.all += n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  return {
    data: rows.map(({ application, slug, tenantStatus }) =>
      applicationJson(
        application,
        application.tenantId !== null && slug !== null && tenantStatus !== null
          ? { id: application.tenantId, slug, status: tenantStatus }
          : null,
        config,
      ),
    ),
    counts,
    pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
  };
}

export async function getApplication(db: Db, config: SiteConfig, id: number): Promise<ApplicationJson | undefined> {
  const row = await db.select().from(s.onboardingApplications).where(eq(s.onboardingApplications.id, id)).get();
  if (!row) return undefined;
  return applicationJson(row, (await tenantOfApplication(db, row.tenantId)) ?? null, config);
}

export type ReviewResult = { ok: true; application: ApplicationJson } | { ok: false; status: 404 | 409; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'Application not found' } as const;

/**
 * Moves the application by `action` when its status still allows it, with `changes` to its columns
 * and `within` (more writes of the same transaction, the audit entry among them). The refusal names
 * the status it was found in.
 */
async function transition(
  db: Db,
  id: number,
  action: ReviewAction,
  changes: Partial<typeof s.onboardingApplications.$inferInsert>,
  within: (tx: Tx, row: ApplicationRow) => Promise<void>,
): Promise<{ ok: true; row: ApplicationRow } | { ok: false; status: 404 | 409; message: string }> {
  const rule = REVIEW_TRANSITIONS[action];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.onboardingApplications)
      .set({ ...changes, status: rule.to })
      .where(and(eq(s.onboardingApplications.id, id), inArray(s.onboardingApplications.status, [...rule.from])))
      .returning();
    if (!row) {
      const found = await tx
        .select({ status: s.onboardingApplications.status })
        .from(s.onboardingApplications)
        .where(eq(s.onboardingApplications.id, id))
        .get();
      if (!found) return NOT_FOUND;
      const refused = reviewTransition(found.status, action);
      return { ok: false, status: 409, message: refused.ok ? 'The application changed meanwhile. Please reload it.' : refused.message };
    }
    await within(tx, row);
    return { ok: true, row };
  });
}

/** Sends an applicant or owner e-mail and logs it; a delivery failure is logged, never undoes the action taken. */
async function sendLogged(db: Db, mailer: Mailer, to: string, mail: { subject: string; text: string }, tenantId: number | null = null) {
  try {
    const sent = await mailer.send({ to, ...mail });
    await db.insert(s.emailLog).values({ tenantId, to, subject: mail.subject, transport: sent.transport });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[applications] e-mail to ${to} failed: ${message}`);
    await db.insert(s.emailLog).values({ tenantId, to, subject: mail.subject, transport: 'smtp', error: message });
  }
}

const auditOf = (actor: Actor, action: ReviewAction, row: ApplicationRow, details: Record<string, unknown> = {}) => ({
  actor,
  action: `application.${action}` as const,
  tenantId: row.tenantId,
  target: { type: 'application' as const, id: row.id },
  details: { businessName: row.businessName, ...details },
});

export async function startReview(db: Db, config: SiteConfig, actor: Actor, id: number): Promise<ReviewResult> {
  const moved = await transition(db, id, 'start_review', {}, (tx, row) => recordAudit(tx, auditOf(actor, 'start_review', row)));
  return moved.ok ? { ok: true, application: applicationJson(moved.row, null, config) } : moved;
}

/**
 * The signed link to change and resend an application: `{id}.{expires}.{reviewed}.{signature}`,
 * HMAC-SHA256 with the server key. It names the request for changes it answers (its reviewedAt), so
 * a later request for changes makes older links void, and it works only while the application
 * waits for changes (decision 026).
 */
export function resumeToken(key: Buffer, row: { id: number; reviewedAt: number }, expiresAt: number): string {
  const payload = `${row.id}.${expiresAt.toString(36)}.${row.reviewedAt.toString(36)}`;
  return `${payload}.${createHmac('sha256', key).update(`application-resume:${payload}`).digest('base64url')}`;
}

/** The application a resume link opens, while it may still be changed; undefined for any other link. */
export async function applicationOfResumeToken(db: Db, key: Buffer, token: unknown, now = Date.now()): Promise<ApplicationRow | undefined> {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const parts = token.split('.');
  if (parts.length !== 4) return undefined;
  const [id, expires, reviewed, signature] = parts as [string, string, string, string];
  const expected = createHmac('sha256', key).update(`application-resume:${id}.${expires}.${reviewed}`).digest('base64url');
  if (!safeEqual(signature, expected) || Number.parseInt(expires, 36) <= now || !/^\d+$/.test(id)) return undefined;
  const row = await db
    .select()
    .from(s.onboardingApplications)
    .where(eq(s.onboardingApplications.id, Number(id)))
    .get();
  if (row?.status !== 'needs_changes' || row.reviewedAt?.toString(36) !== reviewed) return undefined;
  return row;
}

export async function requestChanges(
  deps: { db: Db; mailer: Mailer; config: SiteConfig; key: Buffer },
  actor: Actor,
  id: number,
  request: RequestChanges,
): Promise<ReviewResult> {
  const now = Date.now();
  const moved = await transition(
    deps.db,
    id,
    'request_changes',
    { reviewNotes: request.notes, nextSteps: request.nextSteps || null, reviewedAt: now },
    (tx, row) => recordAudit(tx, auditOf(actor, 'request_changes', row, { notes: request.notes, nextSteps: request.nextSteps || null })),
  );
  if (!moved.ok) return moved;
  const link = `${deps.config.publicUrl}/tenant-onboarding?resume=${encodeURIComponent(resumeToken(deps.key, { id, reviewedAt: now }, now + RESUME_TTL_MS))}`;
  const mail = changesRequestedEmail({
    businessName: moved.row.businessName,
    notes: request.notes,
    nextSteps: request.nextSteps,
    link,
    expiresDays: RESUME_TTL_MS / DAY,
  });
  await sendLogged(deps.db, deps.mailer, moved.row.businessEmail, mail);
  return { ok: true, application: applicationJson(moved.row, null, deps.config) };
}

export async function rejectApplication(
  deps: { db: Db; mailer: Mailer; config: SiteConfig },
  actor: Actor,
  id: number,
  reason: string,
): Promise<ReviewResult> {
  const moved = await transition(deps.db, id, 'reject', { reviewNotes: reason, nextSteps: null, reviewedAt: Date.now() }, (tx, row) =>
    recordAudit(tx, auditOf(actor, 'reject', row, { reason })),
  );
  if (!moved.ok) return moved;
  await sendLogged(deps.db, deps.mailer, moved.row.businessEmail, rejectionEmail({ businessName: moved.row.businessName, reason }));
  return { ok: true, application: applicationJson(moved.row, null, deps.config) };
}

/** The first of name, name-2, name-3... that no business has and the product does not reserve. */
async function freeSlug(tx: Tx, name: string, applicationId: number): Promise<string> {
  const base = slugFor(name) || `business-${applicationId}`;
  const taken = new Set(
    (
      await tx
        .select({ slug: s.tenants.slug })
        .from(s.tenants)
        .where(or(eq(s.tenants.slug, base), like(s.tenants.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, MAX_TENANT_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(slug) && !isReservedSlug(slug)) return slug;
  }
}

/** The base location as the business's primary service area: every ZIP of its city, centred on its own ZIP. */
function primaryArea(tenantId: number, location: { city: string; state: string; zipCode: string }) {
  const zip = location.zipCode.slice(0, 5);
  const place = lookupZip(zip) ?? cityCenter(location.city, location.state);
  return {
    tenantId,
    city: location.city,
    state: location.state,
    zip,
    zipCodes: [...new Set([zip, ...zipsOf(location.city, location.state).map((z) => z.zip)])],
    isPrimary: true,
    sortOrder: 0,
    latitude: place?.lat ?? null,
    longitude: place?.lng ?? null,
  };
}

export type ApproveResult =
  | { ok: true; application: ApplicationJson; tenant: { id: number; slug: string; url: string }; ownerEmail: string }
  | { ok: false; status: 404 | 409; message: string };

export const OWNER_EXISTS_MESSAGE = 'An account with this e-mail address already exists. Ask the applicant for another address.';

export async function approveApplication(
  deps: { db: Db; mailer: Mailer; config: SiteConfig; publisher: Publisher },
  actor: Actor,
  id: number,
): Promise<ApproveResult> {
  const { db, config } = deps;
  const found = await db.select().from(s.onboardingApplications).where(eq(s.onboardingApplications.id, id)).get();
  if (!found) return NOT_FOUND;
  const industry = industries[found.industry as Industry];
  if (!industry) return { ok: false, status: 409, message: 'Unknown industry' };
  const ownerEmail = found.businessEmail.trim().toLowerCase();
  if (await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, ownerEmail)).get())
    return { ok: false, status: 409, message: OWNER_EXISTS_MESSAGE };

  let created: { tenantId: number; slug: string; ownerId: number } | undefined;
  const now = Date.now();
  const moved = await transition(db, id, 'approve', { reviewedAt: now }, async (tx, row) => {
    const { city, state, zipCode } = row.baseLocation;
    const slug = await freeSlug(tx, row.businessName, row.id);
    const social = row.socialMedia;
    const tenantId = await createTenantWithDefaults(
      tx,
      industry,
      {
        slug,
        industry: industry.industry,
        status: 'approved',
        businessName: row.businessName,
        legalName: row.legalName,
        businessPhone: row.businessPhone,
        businessEmail: row.businessEmail,
        businessCity: city,
        businessState: state,
        businessZip: zipCode,
        timeZone: defaultTimeZone(state, city),
        facebookUrl: social.facebook || null,
        instagramUrl: social.instagram || null,
        tiktokUrl: social.tiktok || null,
        youtubeUrl: social.youtube || null,
        approvedAt: now,
      },
      (tenantId) => [primaryArea(tenantId, row.baseLocation)],
    );
    const [owner] = await tx.insert(s.users).values({ email: ownerEmail, tenantId, staffRole: 'owner' }).returning({ id: s.users.id });
    await tx.update(s.onboardingApplications).set({ tenantId }).where(eq(s.onboardingApplications.id, row.id));
    await recordAudit(tx, { ...auditOf(actor, 'approve', row, { slug }), tenantId });
    created = { tenantId, slug, ownerId: owner!.id };
  });
  if (!moved.ok || !created)
    return moved.ok ? { ok: false, status: 409, message: 'The application changed meanwhile. Please reload it.' } : moved;

  const url = siteUrl(config, created.slug);
  await deps.publisher.enqueue(created.tenantId, 'approved');
  const token = await issueOneTimeToken(db, created.ownerId, 'setup');
  const link = `${config.publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  const mail = approvalEmail({
    businessName: moved.row.businessName,
    siteUrl: url,
    setPasswordLink: link,
    expiresDays: ONE_TIME_TTL_MS.setup / DAY,
  });
  await sendLogged(db, deps.mailer, ownerEmail, mail, created.tenantId);
  const tenant = { id: created.tenantId, slug: created.slug, status: 'approved' };
  return {
    ok: true,
    application: applicationJson({ ...moved.row, tenantId: created.tenantId }, tenant, config),
    tenant: { id: created.tenantId, slug: created.slug, url },
    ownerEmail,
  };
}

/** The application's fields as the onboarding form fills them in (spec 3 §3 names), for a resume link. */
export function applicationFormValues(row: ApplicationRow) {
  return {
    id: row.id,
    legal_name: row.legalName,
    business_name: row.businessName,
    business_phone: row.businessPhone,
    business_email: row.businessEmail,
    industry: row.industry,
    base_location: row.baseLocation,
    service_categories: row.serviceCategories,
    social_media: row.socialMedia,
    proof_of_work_type: row.proofOfWorkType,
    uploaded_files: row.uploadedFiles,
    has_insurance: row.hasInsurance,
    accepts_terms: row.acceptsTerms,
    accepts_notifications: row.acceptsNotifications,
    referral_source: row.referralSource,
    notes: row.notes ?? '',
    reviewNotes: row.reviewNotes,
    nextSteps: row.nextSteps,
  };
}

/**
 * The applicant's answer to a request for changes: the application takes the new values and goes
 * back to pending (the reviewer's notes stay, to compare). Its files are those it had or new
 * uploads no other application claimed. Admins get a notification as for a new application.
 */
export async function resubmitApplication(
  db: Db,
  row: ApplicationRow,
  application: OnboardingApplication,
): Promise<{ ok: true; id: number; status: 'pending' } | { ok: false; fields: Record<string, string> }> {
  const fileIds = application.proof_of_work_type === 'file_upload' ? [...new Set((application.uploaded_files ?? []).map((f) => f.id))] : [];
  const socialMedia = Object.fromEntries(
    SOCIAL_NETWORKS.map(({ key }) => [key, application.social_media?.[key] ?? '']).filter(([, url]) => url !== ''),
  );
  const stored = await db.transaction(async (tx) => {
    const files = fileIds.length
      ? await tx
          .select()
          .from(s.onboardingFiles)
          .where(
            and(
              inArray(s.onboardingFiles.id, fileIds),
              or(isNull(s.onboardingFiles.applicationId), eq(s.onboardingFiles.applicationId, row.id)),
            ),
          )
      : [];
    if (files.length !== fileIds.length) return false;
    const [updated] = await tx
      .update(s.onboardingApplications)
      .set({
        legalName: application.legal_name,
        businessName: application.business_name,
        businessPhone: application.business_phone,
        businessEmail: application.business_email.toLowerCase(),
        baseLocation: application.base_location,
        serviceCategories: [...new Set(application.service_categories)],
        socialMedia,
        proofOfWorkType: application.proof_of_work_type,
        uploadedFiles: fileIds.map((id) => {
          const f = files.find((file) => file.id === id)!;
          return { id: f.id, name: f.name, size: f.bytes, type: f.contentType, url: onboardingFileUrl(f.id) };
        }),
        industry: application.industry,
        referralSource: application.referral_source,
        notes: application.notes || null,
        status: 'pending',
        submittedAt: Date.now(),
      })
      .where(and(eq(s.onboardingApplications.id, row.id), eq(s.onboardingApplications.status, 'needs_changes')))
      .returning({ id: s.onboardingApplications.id });
    if (!updated) return undefined;
    if (fileIds.length) await tx.update(s.onboardingFiles).set({ applicationId: row.id }).where(inArray(s.onboardingFiles.id, fileIds));
    const { city, state } = application.base_location;
    await tx.insert(s.notifications).values({
      tenantId: null,
      kind: 'onboarding_application',
      title: `${application.business_name} sent their application again with the changes`,
      body: `${industries[application.industry].title} in ${city}, ${state}`,
      link: `/admin/applications/${row.id}`,
    });
    return true;
  });
  if (stored === false) return { ok: false, fields: { uploaded_files: FILE_REFERENCE_MESSAGE } };
  if (stored === undefined) return { ok: false, fields: { token: RESUME_LINK_INVALID_MESSAGE } };
  return { ok: true, id: row.id, status: 'pending' };
}

export const RESUME_LINK_INVALID_MESSAGE = 'This link to change your application has expired or was already used. Please contact support.';
