/**
 * Review requests and reviews awaiting approval (issue 16). When an appointment with a customer
 * e-mail becomes completed, one request job is queued in the same write, due the owner's delay
 * later (core/reviews/requests.ts). A runner in the server process claims due jobs under a lease,
 * as the booking reminders do (api/domain/booking/reminders.ts): a job another process holds is
 * left alone until its lease runs out, and one marked sent is never sent again. An appointment that
 * is no longer completed when its job runs (or is gone) is skipped. The e-mail links to the site's
 * review form with a random token; only its hash is kept, and it gives one review within 60 days.
 *
 * A review sent through the form waits for the owner (status pending); a valid token marks it as
 * from a verified customer. Approving publishes it and queues a publish of the site; rejecting
 * hides it for good.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  REVIEW_LINK_VALID_MS,
  type ReviewRequestSettingsInput,
  reviewLink,
  reviewRequestSettingsFrom,
  reviewRequestSettingsJson,
  withReviewRequestSettings,
} from '#core/reviews/requests.ts';
import type { PublicReview } from '#core/validation/review.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { removeStoredImage, retireAvatarFile } from '#db/upload-retention.ts';
import type { Mailer, MailMessage } from '../lib/mailer.ts';
import { avatarFileName, storeImage } from '../lib/uploads.ts';
import { sendLogged } from './booking/messages.ts';
import { forgetTenant } from './public-cache.ts';
import type { ReviewRow } from './reviews.ts';
import { findTenantById, isPublic, type TenantRow } from './tenants.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AppointmentRow = typeof s.appointments.$inferSelect;
export type ReviewRequestRow = typeof s.reviewRequests.$inferSelect;

export const REVIEW_REQUEST_LEASE_MS = 2 * 60_000;
const HOUR_MS = 3_600_000;
/** A request that failed to send is tried again this many times, ten minutes apart. */
const MAX_ATTEMPTS = 5;
const RETRY_MS = 10 * 60_000;
const COMPLETED = 'completed';

export const newReviewToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Queues the review request of an appointment that just became completed, inside the write that
 * completed it. Once per appointment: a second completion (or a repeated save) changes nothing.
 */
export async function queueReviewRequest(
  tx: Tx,
  tenant: Pick<TenantRow, 'id' | 'settings'>,
  appointment: Pick<AppointmentRow, 'id' | 'status' | 'customerEmail'>,
  now: number,
): Promise<void> {
  if (appointment.status !== COMPLETED || !appointment.customerEmail?.trim()) return;
  const { delayHours } = reviewRequestSettingsFrom(tenant.settings);
  await tx
    .insert(s.reviewRequests)
    .values({ tenantId: tenant.id, appointmentId: appointment.id, runAt: now + delayHours * HOUR_MS })
    .onConflictDoNothing({ target: s.reviewRequests.appointmentId });
}

/** Claims up to `limit` due jobs (queued, or sending under a lease that ran out) for this worker. */
export async function claimDueReviewRequests(db: Db, workerId: string, now: number, limit = 20) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: s.reviewRequests.id })
      .from(s.reviewRequests)
      .where(
        and(
          lte(s.reviewRequests.runAt, now),
          or(eq(s.reviewRequests.state, 'queued'), and(eq(s.reviewRequests.state, 'sending'), lte(s.reviewRequests.leaseUntil, now))),
        ),
      )
      .orderBy(s.reviewRequests.runAt)
      .limit(limit);
    if (due.length === 0) return [];
    return tx
      .update(s.reviewRequests)
      .set({ state: 'sending', workerId, leaseUntil: now + REVIEW_REQUEST_LEASE_MS })
      .where(
        inArray(
          s.reviewRequests.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export function reviewRequestEmail(
  tenant: Pick<TenantRow, 'businessName' | 'businessEmail'>,
  appointment: Pick<AppointmentRow, 'customerName' | 'customerEmail' | 'title'>,
  link: string,
): MailMessage {
  const firstName = appointment.customerName.trim().split(/\s+/)[0] || appointment.customerName;
  return {
    to: appointment.customerEmail ?? '',
    subject: `How did we do? Review ${tenant.businessName}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Thank you for choosing ${tenant.businessName} (${appointment.title}).`,
      'Would you take a minute to tell others how it went? Your review helps a local business.',
      '',
      `Leave a review: ${link}`,
      '',
      `The link is yours alone and works once, for ${REVIEW_LINK_VALID_MS / (24 * HOUR_MS)} days.`,
    ].join('\n'),
    replyTo: tenant.businessEmail ?? undefined,
  };
}

export interface ReviewRequestDeps {
  db: Db;
  mailer: Mailer;
  /** The address of a business's site (api/domain/tenants.ts siteUrl). */
  siteUrl: (slug: string) => string;
  now?: () => number;
}

/** Sends the review requests due now; answers how many went out. */
export async function runDueReviewRequests(deps: ReviewRequestDeps, workerId: string): Promise<number> {
  const now = (deps.now ?? Date.now)();
  const jobs = await claimDueReviewRequests(deps.db, workerId, now);
  let sent = 0;
  for (const job of jobs) {
    // Only while this worker still holds the job: one whose lease ran out belongs to whoever claimed it since.
    const mine = and(eq(s.reviewRequests.id, job.id), eq(s.reviewRequests.workerId, workerId), eq(s.reviewRequests.state, 'sending'));
    const finish = (set: Partial<typeof s.reviewRequests.$inferInsert>) =>
      deps.db
        .update(s.reviewRequests)
        .set({ leaseUntil: null, ...set })
        .where(mine);
    const appointment = await deps.db.select().from(s.appointments).where(eq(s.appointments.id, job.appointmentId)).get();
    const tenant = await findTenantById(deps.db, job.tenantId);
    if (!appointment || !tenant || !isPublic(tenant) || appointment.status !== COMPLETED || !appointment.customerEmail) {
      await finish({ state: 'skipped' });
      continue;
    }
    const token = newReviewToken();
    const armed = await deps.db
      .update(s.reviewRequests)
      .set({ tokenHash: sha256(token), expiresAt: now + REVIEW_LINK_VALID_MS })
      .where(mine)
      .returning({ id: s.reviewRequests.id });
    if (armed.length === 0) continue;
    const message = reviewRequestEmail(tenant, appointment, reviewLink(deps.siteUrl(tenant.slug), token));
    if (await sendLogged(deps.db, deps.mailer, tenant.id, message)) {
      await finish({ state: 'sent', sentAt: now });
      sent++;
    } else {
      const attempts = job.attempts + 1;
      await finish(attempts >= MAX_ATTEMPTS ? { state: 'failed', attempts } : { state: 'queued', attempts, runAt: now + RETRY_MS });
    }
  }
  return sent;
}

/** Checks every `intervalMs` for due review requests until stopped. */
export function startReviewRequestLoop(deps: ReviewRequestDeps, workerId: string, intervalMs = 15_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueReviewRequests(deps, workerId).catch((error) => console.error('[review requests]', error));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The link and the review form

export type LinkProblem = 'invalid' | 'used' | 'expired';

/** What the review form shows for a link: the customer's name to prefill, or why the link cannot be used. */
export async function reviewLinkState(
  db: Db,
  tenant: Pick<TenantRow, 'id'>,
  token: string,
  now: number,
): Promise<{ ok: true; customerName: string; service: string } | { ok: false; problem: LinkProblem }> {
  const row = await db
    .select({ request: s.reviewRequests, appointment: s.appointments })
    .from(s.reviewRequests)
    .innerJoin(s.appointments, eq(s.appointments.id, s.reviewRequests.appointmentId))
    .where(and(eq(s.reviewRequests.tokenHash, sha256(token)), eq(s.reviewRequests.tenantId, tenant.id)))
    .get();
  if (!row) return { ok: false, problem: 'invalid' };
  if (row.request.usedAt !== null) return { ok: false, problem: 'used' };
  if ((row.request.expiresAt ?? 0) <= now) return { ok: false, problem: 'expired' };
  return { ok: true, customerName: row.appointment.customerName, service: row.appointment.title };
}

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Stores a review sent through a site's form as awaiting approval, with its photo (stored as the
 * review's avatar, through the avatar upload pipeline) and a dashboard notification, all or
 * nothing. A token uses up its link in the same write; a token that is not (or no longer) good
 * stores nothing and answers why.
 */
export async function submitPublicReview(
  deps: { db: Db; uploadsDir: string },
  tenant: TenantRow,
  review: PublicReview,
  photo: Uint8Array | undefined,
  now = Date.now(),
): Promise<{ ok: true; id: number; verified: boolean } | { ok: false; problem: LinkProblem }> {
  const { db } = deps;
  const token = review.token || undefined;
  if (token) {
    const state = await reviewLinkState(db, tenant, token, now);
    if (!state.ok) return state;
  }
  // Throws ImageUploadError for a file that is not a usable image: nothing is stored then.
  const stored = photo ? await storeImage(photo, { kind: 'avatar', tenantId: tenant.id }, deps) : undefined;
  const outcome = await db.transaction(async (tx) => {
    let requestId: number | undefined;
    if (token) {
      const [used] = await tx
        .update(s.reviewRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(s.reviewRequests.tokenHash, sha256(token)),
            eq(s.reviewRequests.tenantId, tenant.id),
            isNull(s.reviewRequests.usedAt),
            gt(s.reviewRequests.expiresAt, now),
          ),
        )
        .returning({ id: s.reviewRequests.id });
      // Another submission with the same link won the race.
      if (!used) return { ok: false as const, problem: 'used' as const };
      requestId = used.id;
    }
    const [row] = await tx
      .insert(s.reviews)
      .values({
        tenantId: tenant.id,
        customerName: review.customer_name,
        rating: review.rating,
        comment: review.comment,
        source: 'website',
        avatarFilename: stored ? avatarFileName(stored) : null,
        status: 'pending',
        verified: requestId !== undefined,
        publishedAt: now,
        createdAt: now,
      })
      .returning({ id: s.reviews.id });
    if (requestId !== undefined) await tx.update(s.reviewRequests).set({ reviewId: row!.id }).where(eq(s.reviewRequests.id, requestId));
    await tx.insert(s.notifications).values({
      tenantId: tenant.id,
      kind: 'review_submitted',
      title: `New review awaiting approval from ${review.customer_name}`,
      body: `${review.rating} ${review.rating === 1 ? 'star' : 'stars'}: ${excerpt(review.comment, 140)}`,
      // The website tab, where the Reviews card lists it under Awaiting approval.
      link: `/${tenant.slug}/dashboard/website?review=${row!.id}`,
    });
    return { ok: true as const, id: row!.id, verified: requestId !== undefined };
  });
  if (!outcome.ok && stored) await removeStoredImage(db, deps.uploadsDir, { id: stored.id, path: stored.path, srcset: stored.srcset });
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Approval

/** One page of the reviews waiting for the owner, newest first, and how many wait. */
export async function pendingReviewPage(
  db: Db,
  tenant: Pick<TenantRow, 'id'>,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(eq(s.reviews.tenantId, tenant.id), eq(s.reviews.status, 'pending'));
  const [rows, [total]] = await Promise.all([
    db.select().from(s.reviews).where(where).orderBy(desc(s.reviews.createdAt), desc(s.reviews.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(s.reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type Decision = 'approve' | 'reject';

/**
 * Publishes (dated now) or rejects one of the tenant's pending reviews. Approving queues a publish
 * so the review and the new rating reach the site; a rejected review's photo is retired. Undefined
 * when the tenant has no such review waiting.
 */
export async function decideReview(
  db: Db,
  publisher: Publisher,
  tenant: TenantRow,
  reviewId: number,
  decision: Decision,
  now = Date.now(),
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(s.reviews)
    .set(decision === 'approve' ? { status: 'published', publishedAt: now } : { status: 'rejected' })
    .where(and(eq(s.reviews.id, reviewId), eq(s.reviews.tenantId, tenant.id), eq(s.reviews.status, 'pending')))
    .returning();
  if (!row) return undefined;
  if (decision === 'reject') {
    await retireAvatarFile(db, tenant.id, row.avatarFilename);
    return row;
  }
  forgetTenant(db, tenant.id);
  await publisher.enqueue(tenant.id, 'review approved');
  return row;
}

// ---------------------------------------------------------------------------------------------
// The owner's setting

export const readReviewRequestSettings = (tenant: Pick<TenantRow, 'settings'>) =>
  reviewRequestSettingsJson(reviewRequestSettingsFrom(tenant.settings));

export async function updateReviewRequestSettings(db: Db, tenant: TenantRow, change: ReviewRequestSettingsInput) {
  // Read fresh: another part of the settings may have changed since the tenant row was cached.
  const stored = await db.select({ settings: s.tenants.settings }).from(s.tenants).where(eq(s.tenants.id, tenant.id)).get();
  const next = withReviewRequestSettings(stored?.settings ?? {}, change);
  await db.update(s.tenants).set({ settings: next, updatedAt: Date.now() }).where(eq(s.tenants.id, tenant.id));
  forgetTenant(db, tenant.id);
  return reviewRequestSettingsJson(reviewRequestSettingsFrom(next));
}
