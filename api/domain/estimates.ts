/**
 * Estimates (issue 16 §3; the contract is api/routes/estimates.ts): written from a quote request,
 * sent by e-mail with a link whose token only the e-mail holds (the database keeps its SHA-256, as
 * for booking manage links), accepted or declined by the customer, then booked through the booking
 * domain (booking/from-estimate.ts). The rules are core/estimates; this keeps them in the database
 * and tells the owner each step in the bell and by e-mail.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ACCEPT_FIRST_MESSAGE,
  acceptedItems,
  ALREADY_SENT_MESSAGE,
  closedEstimateMessage,
  effectiveStatus,
  type EstimateInput,
  type EstimateItem,
  type EstimateStatus,
  estimateBookingUrl,
  estimatePageUrl,
  estimateTotals,
  ESTIMATE_LINK_INVALID,
  ESTIMATE_TOKEN_PATTERN,
  formatDay,
  mayDo,
  ONLY_DRAFT_CHANGES,
  QUOTE_CLOSED_MESSAGE,
  QUOTE_NOT_FOUND,
  statusAfter,
  unknownOptionalIds,
  unknownOptionalItemMessage,
  withItemIds,
} from '#core/estimates/estimates.ts';
import { BOOKING_DISABLED_MESSAGE } from '#core/booking/schemas.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { formatPhone } from '#core/format/phone.ts';
import { quoteRequestLink } from '#core/quotes/links.ts';
import { todayIn, wallClock } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer, MailMessage } from '../lib/mailer.ts';
import type { AcceptedEstimate } from './booking/from-estimate.ts';
import { newManageToken, sha256 } from './booking/confirm.ts';
import { ownerEmailOf, sendLogged, zoneOf } from './booking/messages.ts';
import type { TenantRow } from './tenants.ts';

export type EstimateRow = typeof s.estimates.$inferSelect;
type QuoteRow = typeof s.quotes.$inferSelect;

/** Quote requests an estimate can no longer be written for. */
const CLOSED_QUOTES = ['completed', 'cancelled'];

export const itemsOf = (row: EstimateRow) => row.items as unknown as EstimateItem[];
export const todayOf = (tenant: TenantRow, now: number) => todayIn(zoneOf(tenant), now);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The estimate as the staff calls answer it (Estimate of the contract). */
export function estimateJson(row: EstimateRow, quote: Pick<QuoteRow, 'name' | 'email' | 'phone'>, today: string) {
  const items = itemsOf(row);
  const totals = estimateTotals(items, row.acceptedOptionalIds);
  return {
    id: row.id,
    quoteId: row.quoteId,
    customerId: row.customerId,
    status: effectiveStatus(row.status, row.validUntil, today),
    items,
    durationMinutes: row.durationMinutes,
    validUntil: row.validUntil,
    message: row.message,
    requiredCents: totals.requiredCents,
    optionalCents: totals.optionalCents,
    acceptedOptionalIds: row.acceptedOptionalIds,
    totalCents: totals.totalCents,
    declineReason: row.declineReason,
    sentAt: iso(row.sentAt),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    bookedAt: iso(row.bookedAt),
    appointmentId: row.appointmentId,
    customer: { name: quote.name, email: quote.email, phone: quote.phone },
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function estimateTenantId(db: Db, id: number): Promise<number | undefined> {
  const row = await db.select({ tenantId: s.estimates.tenantId }).from(s.estimates).where(eq(s.estimates.id, id)).get();
  return row?.tenantId;
}

export async function quoteTenantId(db: Db, id: number): Promise<number | undefined> {
  const row = await db.select({ tenantId: s.quotes.tenantId }).from(s.quotes).where(eq(s.quotes.id, id)).get();
  return row?.tenantId;
}

/** An estimate of the tenant with its quote request. */
export async function findEstimate(db: Db, tenantId: number, id: number) {
  return db
    .select({ estimate: s.estimates, quote: s.quotes })
    .from(s.estimates)
    .innerJoin(s.quotes, eq(s.quotes.id, s.estimates.quoteId))
    .where(and(eq(s.estimates.id, id), eq(s.estimates.tenantId, tenantId)))
    .get();
}

export async function listEstimates(db: Db, tenantId: number, filter: { quoteId?: number; limit: number; offset: number }) {
  const where = and(eq(s.estimates.tenantId, tenantId), filter.quoteId ? eq(s.estimates.quoteId, filter.quoteId) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select({ estimate: s.estimates, quote: s.quotes })
      .from(s.estimates)
      .innerJoin(s.quotes, eq(s.quotes.id, s.estimates.quoteId))
      .where(where)
      .orderBy(desc(s.estimates.createdAt), desc(s.estimates.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(s.estimates).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The lines' services and tiers must be the business's own (a tier of the service named): the
 * per-line field messages, empty when all are.
 */
async function foreignLines(db: Db, tenantId: number, items: EstimateInput['items']): Promise<Record<string, string>> {
  const serviceIds = [...new Set(items.map((i) => i.serviceId).filter((id): id is number => typeof id === 'number'))];
  if (!serviceIds.length) return {};
  const tiers = await db
    .select({ serviceId: s.services.id, tierId: s.serviceTiers.id })
    .from(s.services)
    .leftJoin(s.serviceTiers, eq(s.serviceTiers.serviceId, s.services.id))
    .where(and(eq(s.services.tenantId, tenantId), inArray(s.services.id, serviceIds)));
  const fields: Record<string, string> = {};
  items.forEach((item, index) => {
    if (item.serviceId == null) return;
    if (!tiers.some((t) => t.serviceId === item.serviceId)) fields[`items.${index}.serviceId`] = 'Service not found';
    else if (item.tierId != null && !tiers.some((t) => t.serviceId === item.serviceId && t.tierId === item.tierId))
      fields[`items.${index}.tierId`] = 'Tier not found';
  });
  return fields;
}

export type WriteOutcome =
  | { ok: true; estimate: EstimateRow; quote: QuoteRow }
  | { ok: false; status: 400; fields: Record<string, string> }
  | { ok: false; status: 404 | 409; error: string };

const values = (input: EstimateInput) => ({
  items: withItemIds(input.items) as unknown as Record<string, unknown>[],
  durationMinutes: input.durationMinutes,
  validUntil: input.validUntil,
  message: input.message || null,
});

export async function createEstimate(db: Db, tenant: TenantRow, quoteId: number, input: EstimateInput, now: number): Promise<WriteOutcome> {
  const quote = await db
    .select()
    .from(s.quotes)
    .where(and(eq(s.quotes.id, quoteId), eq(s.quotes.tenantId, tenant.id)))
    .get();
  if (!quote) return { ok: false, status: 404, error: QUOTE_NOT_FOUND };
  if (CLOSED_QUOTES.includes(quote.status)) return { ok: false, status: 409, error: QUOTE_CLOSED_MESSAGE };
  const fields = await foreignLines(db, tenant.id, input.items);
  if (Object.keys(fields).length) return { ok: false, status: 400, fields };
  const [estimate] = await db
    .insert(s.estimates)
    .values({
      tenantId: tenant.id,
      quoteId,
      customerId: quote.customerId,
      status: 'draft',
      ...values(input),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ok: true, estimate: estimate!, quote };
}

export async function updateEstimate(
  db: Db,
  tenant: TenantRow,
  found: { estimate: EstimateRow; quote: QuoteRow },
  input: EstimateInput,
  now: number,
): Promise<WriteOutcome> {
  if (!mayDo(effectiveStatus(found.estimate.status, found.estimate.validUntil, todayOf(tenant, now)), 'edit'))
    return { ok: false, status: 409, error: ONLY_DRAFT_CHANGES };
  const fields = await foreignLines(db, tenant.id, input.items);
  if (Object.keys(fields).length) return { ok: false, status: 400, fields };
  const [estimate] = await db
    .update(s.estimates)
    .set({ ...values(input), updatedAt: now })
    .where(and(eq(s.estimates.id, found.estimate.id), eq(s.estimates.status, 'draft')))
    .returning();
  if (!estimate) return { ok: false, status: 409, error: ONLY_DRAFT_CHANGES };
  return { ok: true, estimate, quote: found.quote };
}

const lineText = (item: EstimateItem) => `- ${item.description}: ${formatPriceCents(item.priceCents)}${item.optional ? ' (optional)' : ''}`;

function customerEstimateMail(tenant: TenantRow, estimate: EstimateRow, quote: QuoteRow, url: string): MailMessage {
  const items = itemsOf(estimate);
  const totals = estimateTotals(items);
  const phone = tenant.businessPhone ? formatPhone(tenant.businessPhone) || tenant.businessPhone : null;
  return {
    to: quote.email,
    subject: `Your estimate from ${tenant.businessName}`,
    text: [
      `Hello ${quote.name},`,
      '',
      `${tenant.businessName} has prepared an estimate for your request.`,
      ...(estimate.message ? ['', estimate.message] : []),
      '',
      ...items.map(lineText),
      '',
      `Total: ${formatPriceCents(totals.requiredCents)}${totals.optionalCents ? ' (before optional items)' : ''}`,
      `Time needed: ${formatDuration(estimate.durationMinutes)}`,
      `Valid until: ${formatDay(estimate.validUntil)}`,
      '',
      'See the estimate, choose optional items, and accept or decline it here:',
      url,
      '',
      ...(phone ? [`Questions? Call ${tenant.businessName} at ${phone}.`] : []),
    ].join('\n'),
    ...(ownerEmailOf(tenant) ? { replyTo: ownerEmailOf(tenant)! } : {}),
  };
}

/** Sends a draft: a new link token, status sent, the quote request in progress, the customer's e-mail. */
export async function sendEstimate(
  db: Db,
  mailer: Mailer,
  tenant: TenantRow,
  found: { estimate: EstimateRow; quote: QuoteRow },
  siteUrl: string,
  now: number,
): Promise<WriteOutcome> {
  if (found.estimate.status !== 'draft') return { ok: false, status: 409, error: ALREADY_SENT_MESSAGE };
  const token = newManageToken();
  const estimate = await db.transaction(async (tx) => {
    const [sent] = await tx
      .update(s.estimates)
      .set({ status: 'sent', tokenHash: sha256(token), sentAt: now, updatedAt: now })
      .where(and(eq(s.estimates.id, found.estimate.id), eq(s.estimates.status, 'draft')))
      .returning();
    if (sent)
      await tx
        .update(s.quotes)
        .set({ status: 'in_progress', updatedAt: now })
        .where(and(eq(s.quotes.id, found.quote.id), eq(s.quotes.status, 'pending')));
    return sent;
  });
  if (!estimate) return { ok: false, status: 409, error: ALREADY_SENT_MESSAGE };
  await sendLogged(db, mailer, tenant.id, customerEstimateMail(tenant, estimate, found.quote, estimatePageUrl(siteUrl, token)));
  return { ok: true, estimate, quote: { ...found.quote, status: found.quote.status === 'pending' ? 'in_progress' : found.quote.status } };
}

export interface LinkedEstimate {
  estimate: EstimateRow;
  quote: QuoteRow;
  tenant: TenantRow;
}

/** The estimate a customer's link names (never a draft: its link was never sent). */
export async function findByToken(db: Db, token: string): Promise<LinkedEstimate | undefined> {
  if (!ESTIMATE_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .select({ estimate: s.estimates, quote: s.quotes, tenant: s.tenants })
    .from(s.estimates)
    .innerJoin(s.quotes, eq(s.quotes.id, s.estimates.quoteId))
    .innerJoin(s.tenants, eq(s.tenants.id, s.estimates.tenantId))
    .where(eq(s.estimates.tokenHash, sha256(token)))
    .get();
  return row && row.estimate.status !== 'draft' ? row : undefined;
}

export const linkStatus = (linked: LinkedEstimate, now: number): EstimateStatus =>
  effectiveStatus(linked.estimate.status, linked.estimate.validUntil, todayOf(linked.tenant, now));

/** What the customer's estimate page shows (the contract's GET /api/estimate-links/{token}). */
export async function publicEstimateJson(db: Db, linked: LinkedEstimate, siteUrl: string, token: string, now: number) {
  const { estimate, quote, tenant } = linked;
  const items = itemsOf(estimate);
  const totals = estimateTotals(items, estimate.acceptedOptionalIds);
  const status = linkStatus(linked, now);
  const appointment =
    status === 'booked' && estimate.appointmentId
      ? await db.select().from(s.appointments).where(eq(s.appointments.id, estimate.appointmentId)).get()
      : undefined;
  const zone = zoneOf(tenant);
  return {
    business: {
      name: tenant.businessName,
      slug: tenant.slug,
      phone: tenant.businessPhone ? formatPhone(tenant.businessPhone) || tenant.businessPhone : null,
      email: ownerEmailOf(tenant) ?? null,
    },
    status,
    items: items.map(({ id, description, priceCents, optional }) => ({ id, description, priceCents, optional })),
    requiredCents: totals.requiredCents,
    optionalCents: totals.optionalCents,
    acceptedOptionalIds: estimate.acceptedOptionalIds,
    totalCents: totals.totalCents,
    durationMinutes: estimate.durationMinutes,
    validUntil: estimate.validUntil,
    message: estimate.message,
    declineReason: estimate.declineReason,
    closedMessage: closedEstimateMessage(status, tenant.businessName, estimate.validUntil),
    customer: {
      name: quote.name,
      email: quote.email,
      phone: quote.phone,
      street: null,
      city: quote.city,
      state: quote.state,
      zip: quote.zipCode,
      vehicle: quote.vehicleType
        ? { type: quote.vehicleType, make: quote.vehicleMake ?? '', model: quote.vehicleModel ?? '', year: quote.vehicleYear ?? '' }
        : null,
    },
    booking_url: status === 'accepted' && tenant.features.bookingEnabled !== false ? estimateBookingUrl(siteUrl, token) : null,
    appointment: appointment
      ? {
          start: new Date(appointment.startTime).toISOString(),
          end: new Date(appointment.endTime).toISOString(),
          ...wallClock(appointment.startTime, zone),
          time_zone: zone,
        }
      : null,
  };
}

export type AnswerOutcome =
  { ok: true } | { ok: false; status: 400; fields: Record<string, string> } | { ok: false; status: 409; error: string };

const closed = (linked: LinkedEstimate, status: EstimateStatus): AnswerOutcome => ({
  ok: false,
  status: 409,
  error: closedEstimateMessage(status, linked.tenant.businessName, linked.estimate.validUntil) ?? ESTIMATE_LINK_INVALID,
});

/** Another answer came first (a second tab): the message of the state it left. */
async function raced(db: Db, linked: LinkedEstimate, now: number): Promise<AnswerOutcome> {
  const estimate = (await db.select().from(s.estimates).where(eq(s.estimates.id, linked.estimate.id)).get()) ?? linked.estimate;
  const fresh = { ...linked, estimate };
  return closed(fresh, linkStatus(fresh, now));
}

/** The owner's bell and e-mail for the customer's answer. */
async function tellOwner(db: Db, mailer: Mailer, linked: LinkedEstimate, kind: 'accepted' | 'declined', lines: string[]) {
  const { tenant, quote, estimate } = linked;
  const title = `${quote.name} ${kind} your estimate`;
  const body = lines[0] ?? '';
  await db.insert(s.notifications).values({
    tenantId: tenant.id,
    kind: `estimate_${kind}`,
    title,
    body,
    link: quoteRequestLink(tenant.slug, estimate.quoteId),
  });
  const to = ownerEmailOf(tenant);
  if (to)
    await sendLogged(db, mailer, tenant.id, {
      to,
      subject: title,
      text: [`${title}.`, '', ...lines, '', `Customer: ${quote.name}, ${quote.phone}, ${quote.email}`].join('\n'),
      replyTo: quote.email,
    });
}

export async function acceptEstimate(
  db: Db,
  mailer: Mailer,
  linked: LinkedEstimate,
  chosen: string[],
  now: number,
): Promise<AnswerOutcome> {
  const status = linkStatus(linked, now);
  if (!mayDo(status, 'accept')) return closed(linked, status);
  const items = itemsOf(linked.estimate);
  const unknown = unknownOptionalIds(items, chosen);
  if (unknown.length) return { ok: false, status: 400, fields: { optionalItemIds: unknownOptionalItemMessage(unknown[0]!) } };
  const ids = [...new Set(chosen)];
  const [done] = await db
    .update(s.estimates)
    .set({ status: statusAfter('accept'), acceptedOptionalIds: ids, acceptedAt: now, updatedAt: now })
    .where(and(eq(s.estimates.id, linked.estimate.id), eq(s.estimates.status, 'sent')))
    .returning();
  if (!done) return raced(db, linked, now);
  linked.estimate = done;
  const total = estimateTotals(items, ids).totalCents;
  await tellOwner(db, mailer, linked, 'accepted', [
    `Accepted total: ${formatPriceCents(total)}`,
    ...acceptedItems(items, ids).map(lineText),
    '',
    'They can now book a time on your site; you will be told when they do.',
  ]);
  return { ok: true };
}

export async function declineEstimate(db: Db, mailer: Mailer, linked: LinkedEstimate, reason: string, now: number): Promise<AnswerOutcome> {
  const status = linkStatus(linked, now);
  if (!mayDo(status, 'decline')) return closed(linked, status);
  const [done] = await db
    .update(s.estimates)
    .set({ status: statusAfter('decline'), declineReason: reason, declinedAt: now, updatedAt: now })
    .where(and(eq(s.estimates.id, linked.estimate.id), eq(s.estimates.status, 'sent')))
    .returning();
  if (!done) return raced(db, linked, now);
  linked.estimate = done;
  await tellOwner(db, mailer, linked, 'declined', [`Reason: ${reason}`]);
  return { ok: true };
}

/** An accepted estimate as the booking domain books it, or the message of the state that stops it. */
export function bookableEstimate(linked: LinkedEstimate, now: number): AcceptedEstimate | { error: string } {
  const status = linkStatus(linked, now);
  if (linked.tenant.features.bookingEnabled === false) return { error: BOOKING_DISABLED_MESSAGE };
  if (!mayDo(status, 'book'))
    return {
      error:
        status === 'sent'
          ? ACCEPT_FIRST_MESSAGE
          : (closedEstimateMessage(status, linked.tenant.businessName, linked.estimate.validUntil) ?? ESTIMATE_LINK_INVALID),
    };
  const { estimate, quote } = linked;
  const items = itemsOf(estimate);
  return {
    id: estimate.id,
    quoteId: estimate.quoteId,
    items: acceptedItems(items, estimate.acceptedOptionalIds),
    totalCents: estimateTotals(items, estimate.acceptedOptionalIds).totalCents,
    durationMinutes: estimate.durationMinutes,
    zip: quote.zipCode,
  };
}
