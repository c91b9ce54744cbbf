import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { vehicleThing } from '#core/customers/things.ts';
import { formatPhone } from '#core/format/phone.ts';
import { type QuoteCancel, type QuoteListQuery, type QuoteUpdate, TEAM_MEMBER_NOT_FOUND_MESSAGE } from '#core/quotes/schemas.ts';
import { quoteRequestLink } from '#core/quotes/links.ts';
import { QUOTE_STATUSES, type QuoteStatus, quoteTransitionError } from '#core/quotes/status.ts';
import type { QuoteRequest } from '#core/validation/quote.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../lib/mailer.ts';
import { digitsOf, like } from '../lib/search.ts';
import { matchOrCreateCustomer, type Tx } from './customers.ts';
import { markQuoteNotificationRead } from './notifications.ts';
import { lookupServedZip } from './service-areas.ts';
import type { TenantRow } from './tenants.ts';

type ValidQuote = Omit<QuoteRequest, 'vehicleType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear'> &
  Partial<Pick<QuoteRequest, 'vehicleType' | 'vehicleMake' | 'vehicleModel' | 'vehicleYear'>>;

/**
 * Stores a quote request as pending and unread, links it to a customer (matchOrCreateCustomer), records a
 * notification for the dashboard and e-mails the owner. The e-mail is best effort: a delivery
 * failure is logged and never loses the request.
 */
export async function submitQuoteRequest(db: Db, mailer: Mailer, tenant: TenantRow, quote: ValidQuote): Promise<{ id: number }> {
  const id = await db.transaction(async (tx) => {
    const email = quote.email.toLowerCase();
    const customerId = await matchOrCreateCustomer(tx, tenant.id, {
      name: quote.name,
      email,
      phone: quote.phone,
      address: { city: quote.city, state: quote.state, zip: quote.zipCode },
      thing: vehicleThing(tenant.industry, {
        type: quote.vehicleType,
        make: quote.vehicleMake,
        model: quote.vehicleModel,
        year: quote.vehicleYear,
      }),
    });
    const [row] = await tx
      .insert(s.quotes)
      .values({
        tenantId: tenant.id,
        customerId,
        name: quote.name,
        email,
        phone: quote.phone,
        vehicleType: quote.vehicleType,
        vehicleMake: quote.vehicleMake,
        vehicleModel: quote.vehicleModel,
        vehicleYear: quote.vehicleYear,
        services: quote.services,
        message: quote.message || null,
        city: quote.city,
        state: quote.state,
        zipCode: quote.zipCode,
        status: 'pending',
      })
      .returning({ id: s.quotes.id });
    await tx.insert(s.notifications).values({
      tenantId: tenant.id,
      kind: 'quote_request',
      title: `New quote request from ${quote.name}`,
      body: `${quote.services.join(', ')} in ${quote.city}, ${quote.state}`,
      link: quoteRequestLink(tenant.slug, row!.id),
    });
    return row!.id;
  });

  const to = tenant.businessEmail ?? tenant.personalEmail;
  if (to) {
    const subject = `New quote request from ${quote.name}`;
    try {
      const sent = await mailer.send({ to, subject, text: quoteEmailText(tenant, quote), replyTo: quote.email });
      await db.insert(s.emailLog).values({ tenantId: tenant.id, to, subject, transport: sent.transport });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[quotes] e-mail to ${to} failed: ${message}`);
      await db.insert(s.emailLog).values({ tenantId: tenant.id, to, subject, transport: 'smtp', error: message });
    }
  }
  return { id };
}

export function quoteEmailText(tenant: TenantRow, q: ValidQuote): string {
  const vehicle = [q.vehicleYear, q.vehicleMake, q.vehicleModel].filter(Boolean).join(' ');
  return [
    `${tenant.businessName} has a new quote request.`,
    '',
    `Name: ${q.name}`,
    `Email: ${q.email}`,
    `Phone: ${formatPhone(q.phone) || q.phone}`,
    ...(q.vehicleType ? [`Vehicle: ${q.vehicleType}${vehicle ? ` (${vehicle})` : ''}`] : []),
    `Services: ${q.services.join(', ')}`,
    `Location: ${q.city}, ${q.state} ${q.zipCode}`,
    ...(q.message ? ['', 'Message:', q.message] : []),
    '',
    'Reply to this e-mail to answer the customer directly.',
  ].join('\n');
}

// ---- The inbox ---------------------------------------------------------------------------------

export type QuoteRow = typeof s.quotes.$inferSelect;

/** A request as the inbox calls answer it (the Quote of api/routes/quotes.ts). */
export async function quoteJson(db: Db, tenant: TenantRow, q: QuoteRow) {
  return {
    id: q.id,
    name: q.name,
    email: q.email,
    phone: q.phone,
    vehicleType: q.vehicleType,
    vehicleMake: q.vehicleMake,
    vehicleModel: q.vehicleModel,
    vehicleYear: q.vehicleYear,
    services: q.services,
    message: q.message,
    city: q.city,
    state: q.state,
    zipCode: q.zipCode,
    status: q.status as QuoteStatus,
    notes: q.notes,
    estimatedPrice: q.estimatedPriceCents,
    estimatedDuration: q.estimatedDurationMinutes,
    cancelReason: q.cancelReason,
    customerId: q.customerId,
    assignedUserId: q.assignedUserId,
    read: q.readAt !== null,
    readAt: q.readAt === null ? null : new Date(q.readAt).toISOString(),
    createdAt: new Date(q.createdAt).toISOString(),
    updatedAt: new Date(q.updatedAt).toISOString(),
    servedArea: (await lookupServedZip(db, tenant, q.zipCode)) ?? null,
  };
}
export type QuoteJson = Awaited<ReturnType<typeof quoteJson>>;

/** Every word of `q` in one of the fields the inbox shows. */
function searchOf(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => {
      const digits = word.replace(/\D/g, '');
      return or(
        like(s.quotes.name, word),
        like(s.quotes.email, word),
        like(s.quotes.phone, word),
        ...(digits.length >= 3 ? [like(digitsOf(s.quotes.phone), digits)] : []),
        like(s.quotes.city, word),
        like(s.quotes.zipCode, word),
        like(s.quotes.message, word),
        like(s.quotes.services, word),
      );
    }),
  );
}

/** A page of the business's requests, newest first, with the counts of the inbox's tabs. */
export async function listQuotes(db: Db, tenant: TenantRow, query: QuoteListQuery) {
  const scope = and(
    eq(s.quotes.tenantId, tenant.id),
    query.user_id === undefined ? undefined : eq(s.quotes.assignedUserId, query.user_id),
    searchOf(query.q),
  );
  const where = and(
    scope,
    query.status ? eq(s.quotes.status, query.status) : undefined,
    query.unread ? isNull(s.quotes.readAt) : undefined,
  );
  const [rows, byStatus] = await Promise.all([
    db.select().from(s.quotes).where(where).orderBy(desc(s.quotes.createdAt), desc(s.quotes.id)).limit(query.limit).offset(query.offset),
    db
      .select({
        status: s.quotes.status,
        count: sql<number>`count(*)`,
        unread: sql<number>`coalesce(sum(case when ${s.quotes.readAt} is null then 1 else 0 end), 0)`,
      })
      .from(s.quotes)
      .where(scope)
      .groupBy(s.quotes.status),
  ]);
  const counts = { all: 0, pending: 0, in_progress: 0, completed: 0, cancelled: 0, unread: 0 };
  const unreadIn: Record<string, number> = {};
  for (const group of byStatus) {
    counts.all += Number(group.count);
    counts.unread += Number(group.unread);
    unreadIn[group.status] = Number(group.unread);
    if ((QUOTE_STATUSES as readonly string[]).includes(group.status)) counts[group.status as QuoteStatus] += Number(group.count);
  }
  const matching = query.status ? counts[query.status] : counts.all;
  const unreadMatching = query.status ? (unreadIn[query.status] ?? 0) : counts.unread;
  const total = query.unread ? unreadMatching : matching;
  return {
    data: await Promise.all(rows.map((row) => quoteJson(db, tenant, row))),
    pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
    counts,
  };
}

/** The tenant a request belongs to (the record check of the /:id calls), undefined when there is none. */
export async function quoteTenantId(db: Db, id: number): Promise<number | undefined> {
  return (await db.select({ tenantId: s.quotes.tenantId }).from(s.quotes).where(eq(s.quotes.id, id)).get())?.tenantId;
}

async function quoteRow(db: Db | Tx, tenant: TenantRow, id: number) {
  return db
    .select()
    .from(s.quotes)
    .where(and(eq(s.quotes.tenantId, tenant.id), eq(s.quotes.id, id)))
    .get();
}

export type QuoteOutcome =
  { ok: true; quote: QuoteJson } | { ok: false; failure: 'not-found' } | { ok: false; failure: 'invalid'; fields: Record<string, string> };

const found = async (db: Db, tenant: TenantRow, row: QuoteRow | undefined): Promise<QuoteOutcome> =>
  row ? { ok: true, quote: await quoteJson(db, tenant, row) } : { ok: false, failure: 'not-found' };

export async function quoteById(db: Db, tenant: TenantRow, id: number): Promise<QuoteOutcome> {
  return found(db, tenant, await quoteRow(db, tenant, id));
}

/** Staff opened it: read from now on (the first opening is the one kept), and its bell notification with it. */
export async function markQuoteRead(db: Db, tenant: TenantRow, id: number, now = Date.now()): Promise<QuoteOutcome> {
  await db
    .update(s.quotes)
    .set({ readAt: now })
    .where(and(eq(s.quotes.tenantId, tenant.id), eq(s.quotes.id, id), isNull(s.quotes.readAt)));
  await markQuoteNotificationRead(db, tenant, id, now);
  return quoteById(db, tenant, id);
}

/** Whether a user is on the business's team (a request can be assigned only to them). */
async function isStaffOf(db: Db | Tx, tenant: TenantRow, userId: number): Promise<boolean> {
  const user = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(and(eq(s.users.id, userId), eq(s.users.tenantId, tenant.id)))
    .get();
  return user !== undefined;
}

type StatusChange = { to: QuoteStatus; viaCancel: boolean };

/** Checks the change against the stored status in the same transaction as the write. */
async function changeQuote(
  db: Db,
  tenant: TenantRow,
  id: number,
  status: StatusChange | undefined,
  values: (row: QuoteRow) => Partial<typeof s.quotes.$inferInsert>,
  check?: (tx: Tx) => Promise<Record<string, string>>,
): Promise<QuoteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<QuoteOutcome | { saved: QuoteRow }> => {
    const row = await quoteRow(tx, tenant, id);
    if (!row) return { ok: false, failure: 'not-found' };
    const fields = check ? await check(tx) : {};
    const refused = status && quoteTransitionError(row.status as QuoteStatus, status.to, status.viaCancel);
    if (refused) fields.status = refused;
    if (Object.keys(fields).length) return { ok: false, failure: 'invalid', fields };
    const [updated] = await tx
      .update(s.quotes)
      .set({ ...values(row), updatedAt: Date.now() })
      .where(eq(s.quotes.id, id))
      .returning();
    return { saved: updated! };
  });
  return 'saved' in outcome ? found(db, tenant, outcome.saved) : outcome;
}

/** PUT /api/quotes/:id: the fields sent; a status change by the transition rules. */
export async function updateQuote(db: Db, tenant: TenantRow, id: number, change: QuoteUpdate): Promise<QuoteOutcome> {
  const assigned = change.assignedUserId;
  return changeQuote(
    db,
    tenant,
    id,
    change.status ? { to: change.status, viaCancel: false } : undefined,
    (row) => ({
      ...(change.status ? { status: change.status } : {}),
      // Reopening a cancelled request: the reason no longer applies.
      ...(change.status && change.status !== 'cancelled' && row.status === 'cancelled' ? { cancelReason: null } : {}),
      ...(change.notes !== undefined ? { notes: change.notes } : {}),
      ...(change.estimatedPrice !== undefined ? { estimatedPriceCents: change.estimatedPrice } : {}),
      ...(change.estimatedDuration !== undefined ? { estimatedDurationMinutes: change.estimatedDuration } : {}),
      ...(assigned !== undefined ? { assignedUserId: assigned } : {}),
    }),
    async (tx): Promise<Record<string, string>> =>
      typeof assigned === 'number' && !(await isStaffOf(tx, tenant, assigned)) ? { assignedUserId: TEAM_MEMBER_NOT_FOUND_MESSAGE } : {},
  );
}

/** POST /api/quotes/:id/cancel: cancelled with its reason (spec 2 §3 cancel payload). */
export async function cancelQuote(db: Db, tenant: TenantRow, id: number, cancel: QuoteCancel): Promise<QuoteOutcome> {
  return changeQuote(db, tenant, id, { to: 'cancelled', viaCancel: true }, () => ({
    status: 'cancelled',
    cancelReason: cancel.reason,
    ...(cancel.notes !== undefined ? { notes: cancel.notes } : {}),
  }));
}
