/**
 * Customers of a business (issue 16 §4): the list with counts and totals, the detail with its
 * history, edit, merge, CSV export and erasure. Matching a request, booking or estimate to its
 * customer is db/customers.ts (the demo seed uses it too); the API reaches it from here.
 */
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { toCsv } from '#core/customers/csv.ts';
import { fillEmpty, joinNotes } from '#core/customers/fill.ts';
import { EMAIL_TAKEN_MESSAGE, DELETED_CUSTOMER_NAME, type CustomerListQuery, type CustomerUpdate } from '#core/customers/schemas.ts';
import { thingsLabel } from '#core/customers/things.ts';
import { quoteRequestLink } from '#core/quotes/links.ts';
import { effectiveStatus, type EstimateItem, estimateTotals } from '#core/estimates/estimates.ts';
import { todayIn } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import type { Tx } from '#db/customers.ts';
import * as s from '#db/schema.ts';
import { digitsOf, like } from '../lib/search.ts';
import type { TenantRow } from './tenants.ts';

export { type CustomerContact, matchOrCreateCustomer, type Tx } from '#db/customers.ts';

type CustomerRow = typeof s.customers.$inferSelect;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function customerJson(c: CustomerRow) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: { street: c.street ?? '', city: c.city ?? '', state: c.state ?? '', zip: c.zip ?? '' },
    things: c.things,
    notes: c.notes,
    lastActivityAt: iso(c.lastActivityAt),
    createdAt: iso(c.createdAt)!,
    updatedAt: iso(c.updatedAt)!,
  };
}

/** Appointments that will not happen (again). */
const OVER = ['cancelled', 'completed'];

/**
 * The counts and totals of the list, per customer, as correlated subqueries. Drizzle writes a
 * column of a one-table select without its table, so the subqueries name every column in full.
 */
function figures(now: number) {
  const customer = sql`${s.customers}.${sql.identifier('id')}`;
  const of = sql`a.customer_id = ${customer}`;
  return {
    requests: sql<number>`(select count(*) from ${s.quotes} q where q.customer_id = ${customer})`,
    appointments: sql<number>`(select count(*) from ${s.appointments} a where ${of})`,
    spentCents: sql<number>`(select coalesce(sum(a.price_cents), 0) from ${s.appointments} a where ${of} and a.status = 'completed')`,
    upcoming: sql<number>`(select count(*) from ${s.appointments} a where ${of} and a.start_time > ${now} and a.status not in ('cancelled', 'completed'))`,
  };
}

function searchOf(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return and(
    ...words.map((word) => {
      const digits = word.replace(/\D/g, '');
      return or(
        like(s.customers.name, word),
        like(s.customers.email, word),
        ...(digits.length >= 3 ? [like(digitsOf(s.customers.phone), digits)] : []),
        like(s.customers.street, word),
        like(s.customers.city, word),
        like(s.customers.zip, word),
        like(s.customers.things, word),
        like(s.customers.notes, word),
      );
    }),
  );
}

/** A page of the business's customers with their counts and totals. */
export async function listCustomers(db: Db, tenant: TenantRow, query: CustomerListQuery, now = Date.now()) {
  const where = and(eq(s.customers.tenantId, tenant.id), searchOf(query.q));
  const f = figures(now);
  const key =
    query.sort === 'name'
      ? sql`lower(${s.customers.name})`
      : query.sort === 'spent'
        ? f.spentCents
        : sql`coalesce(${s.customers.lastActivityAt}, ${s.customers.createdAt})`;
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, count] = await Promise.all([
    db
      .select({ customer: s.customers, ...f })
      .from(s.customers)
      .where(where)
      .orderBy(direction(key), direction(s.customers.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(s.customers)
      .where(where)
      .get(),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    data: rows.map((r) => ({
      ...customerJson(r.customer),
      requests: Number(r.requests),
      appointments: Number(r.appointments),
      spentCents: Number(r.spentCents),
      upcoming: Number(r.upcoming),
    })),
    pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
  };
}

/** The tenant a customer belongs to (the record check of the /:id calls), undefined when there is none. */
export async function customerTenantId(db: Db, id: number): Promise<number | undefined> {
  return (await db.select({ tenantId: s.customers.tenantId }).from(s.customers).where(eq(s.customers.id, id)).get())?.tenantId;
}

async function customerRow(db: Db | Tx, tenant: TenantRow, id: number) {
  return db
    .select()
    .from(s.customers)
    .where(and(eq(s.customers.tenantId, tenant.id), eq(s.customers.id, id)))
    .get();
}

/** The customer with the history of their requests, estimates and appointments, and the totals. */
export async function customerDetail(db: Db, tenant: TenantRow, id: number, now = Date.now()) {
  const customer = await customerRow(db, tenant, id);
  if (!customer) return undefined;
  const [requests, estimates, appointments] = await Promise.all([
    db.select().from(s.quotes).where(eq(s.quotes.customerId, id)).orderBy(desc(s.quotes.createdAt), desc(s.quotes.id)),
    db.select().from(s.estimates).where(eq(s.estimates.customerId, id)).orderBy(desc(s.estimates.createdAt), desc(s.estimates.id)),
    db
      .select()
      .from(s.appointments)
      .where(eq(s.appointments.customerId, id))
      .orderBy(desc(s.appointments.startTime), desc(s.appointments.id)),
  ]);
  const today = todayIn(tenant.timeZone, now);
  const upcoming = appointments.filter((a) => a.startTime > now && !OVER.includes(a.status));
  const completed = appointments.filter((a) => a.status === 'completed');
  const sum = (rows: { priceCents: number | null }[]) => rows.reduce((total, a) => total + (a.priceCents ?? 0), 0);
  return {
    ...customerJson(customer),
    history: {
      requests: requests.map((q) => ({
        kind: 'request' as const,
        id: q.id,
        date: iso(q.createdAt)!,
        status: q.status,
        amountCents: q.estimatedPriceCents,
        title: q.services.join(', '),
      })),
      estimates: estimates.map((e) => {
        const items = e.items as unknown as EstimateItem[];
        return {
          kind: 'estimate' as const,
          id: e.id,
          date: iso(e.createdAt)!,
          status: effectiveStatus(e.status, e.validUntil, today),
          amountCents: estimateTotals(items, e.acceptedOptionalIds).totalCents,
          title: items.map((item) => item.description).join(', '),
        };
      }),
      appointments: appointments.map((a) => ({
        kind: 'appointment' as const,
        id: a.id,
        date: iso(a.startTime)!,
        status: a.status,
        amountCents: a.priceCents,
        title: a.serviceType,
      })),
    },
    totals: {
      requests: requests.length,
      estimates: estimates.length,
      appointments: appointments.length,
      completed: completed.length,
      spentCents: sum(completed),
      upcoming: upcoming.length,
      upcomingCents: sum(upcoming),
    },
  };
}
export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof customerDetail>>>;

export type CustomerOutcome =
  | { ok: true; customer: CustomerDetail }
  | { ok: false; failure: 'not-found' }
  | { ok: false; failure: 'invalid'; fields: Record<string, string> };

const detailOutcome = async (db: Db, tenant: TenantRow, id: number): Promise<CustomerOutcome> => {
  const customer = await customerDetail(db, tenant, id);
  return customer ? { ok: true, customer } : { ok: false, failure: 'not-found' };
};

/** Another customer of the business with this e-mail (matching would not know which to pick). */
async function emailTaken(db: Db | Tx, tenant: TenantRow, email: string, exceptId: number): Promise<boolean> {
  const other = await db
    .select({ id: s.customers.id })
    .from(s.customers)
    .where(and(eq(s.customers.tenantId, tenant.id), eq(s.customers.email, email), ne(s.customers.id, exceptId)))
    .get();
  return other !== undefined;
}

/** PUT /api/customers/:id: the fields sent; address fields left out are kept. */
export async function updateCustomer(db: Db, tenant: TenantRow, id: number, change: CustomerUpdate): Promise<CustomerOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CustomerOutcome | 'done'> => {
    const row = await customerRow(tx, tenant, id);
    if (!row) return { ok: false, failure: 'not-found' };
    if (change.email && (await emailTaken(tx, tenant, change.email, id)))
      return { ok: false, failure: 'invalid', fields: { email: EMAIL_TAKEN_MESSAGE } };
    const address = change.address ?? {};
    await tx
      .update(s.customers)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.phone !== undefined ? { phone: change.phone } : {}),
        ...(address.street !== undefined ? { street: address.street || null } : {}),
        ...(address.city !== undefined ? { city: address.city || null } : {}),
        ...(address.state !== undefined ? { state: address.state || null } : {}),
        ...(address.zip !== undefined ? { zip: address.zip || null } : {}),
        ...(change.things !== undefined ? { things: change.things } : {}),
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
        updatedAt: Date.now(),
      })
      .where(eq(s.customers.id, id));
    return 'done';
  });
  return outcome === 'done' ? detailOutcome(db, tenant, id) : outcome;
}

/**
 * POST /api/customers/merge: in one transaction, everything of `mergeId` moves to `keepId`, which
 * takes in what it did not know (the fill rule of matching), and `mergeId` is deleted. Online
 * bookings hang on their appointments, so they move with them.
 */
export async function mergeCustomers(db: Db, tenant: TenantRow, keepId: number, mergeId: number): Promise<CustomerOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CustomerOutcome | 'done'> => {
    const keep = await customerRow(tx, tenant, keepId);
    const other = await customerRow(tx, tenant, mergeId);
    if (!keep || !other) return { ok: false, failure: 'not-found' };
    await tx.update(s.quotes).set({ customerId: keepId }).where(eq(s.quotes.customerId, mergeId));
    await tx.update(s.estimates).set({ customerId: keepId }).where(eq(s.estimates.customerId, mergeId));
    await tx.update(s.appointments).set({ customerId: keepId }).where(eq(s.appointments.customerId, mergeId));
    await tx.delete(s.customers).where(eq(s.customers.id, mergeId));
    const { notes: _ignored, ...filled } = fillEmpty(keep, other);
    await tx
      .update(s.customers)
      .set({
        ...filled,
        notes: joinNotes(keep.notes, other.notes),
        lastActivityAt: Math.max(keep.lastActivityAt ?? 0, other.lastActivityAt ?? 0) || null,
        createdAt: Math.min(keep.createdAt, other.createdAt),
        updatedAt: Date.now(),
      })
      .where(eq(s.customers.id, keepId));
    return 'done';
  });
  return outcome === 'done' ? detailOutcome(db, tenant, keepId) : outcome;
}

const BLANK_ADDRESS = { street: '', city: '', state: '', zip: '' };

/**
 * DELETE /api/customers/:id (issue 16 §4): the customer's personal data leave every record of the
 * business (requests, estimates, appointments, online bookings and their holds, the bell's
 * notifications about them, the e-mail log; their reminders and review requests are called off),
 * in one transaction; what the business's figures are
 * made of (amounts, dates, statuses, services) stays. Then the customer row goes.
 */
export async function eraseCustomer(db: Db, tenant: TenantRow, id: number) {
  return db.transaction(async (tx) => {
    const customer = await customerRow(tx, tenant, id);
    if (!customer) return undefined;
    const quotes = await tx
      .update(s.quotes)
      .set({
        name: DELETED_CUSTOMER_NAME,
        email: '',
        phone: '',
        vehicleType: null,
        vehicleMake: null,
        vehicleModel: null,
        vehicleYear: null,
        message: null,
        notes: null,
        city: '',
        state: '',
        zipCode: '',
        updatedAt: Date.now(),
      })
      .where(and(eq(s.quotes.tenantId, tenant.id), eq(s.quotes.customerId, id)))
      .returning({ id: s.quotes.id });
    const estimates = await tx
      .update(s.estimates)
      .set({ message: null, declineReason: null, updatedAt: Date.now() })
      .where(and(eq(s.estimates.tenantId, tenant.id), eq(s.estimates.customerId, id)))
      .returning({ id: s.estimates.id });
    const appointments = await tx
      .update(s.appointments)
      .set({
        title: sql`${s.appointments.serviceType}`,
        description: null,
        customerName: DELETED_CUSTOMER_NAME,
        customerPhone: '',
        customerEmail: null,
        notes: null,
        internalNotes: null,
        latitude: null,
        longitude: null,
        updatedAt: Date.now(),
      })
      .where(and(eq(s.appointments.tenantId, tenant.id), eq(s.appointments.customerId, id)))
      .returning({ id: s.appointments.id });
    const appointmentIds = appointments.map((a) => a.id);
    let bookings = 0;
    if (appointmentIds.length) {
      const booked = await tx.select().from(s.bookings).where(inArray(s.bookings.appointmentId, appointmentIds));
      for (const booking of booked)
        await tx
          .update(s.bookings)
          .set({ vehicle: {}, address: BLANK_ADDRESS, job: { ...booking.job, zip: '' } })
          .where(eq(s.bookings.id, booking.id));
      bookings = booked.length;
      await tx.update(s.bookingHolds).set({ answers: null }).where(inArray(s.bookingHolds.appointmentId, appointmentIds));
      // No one to remind or to ask for a review any more.
      for (const jobs of [s.bookingReminders, s.reviewRequests])
        await tx
          .update(jobs)
          .set({ state: 'skipped' })
          .where(and(inArray(jobs.appointmentId, appointmentIds), eq(jobs.state, 'queued')));
    }
    // The bell's notifications about them name them in their title (links of today and of before issue 16).
    const links = [
      ...quotes.flatMap((q) => [quoteRequestLink(tenant.slug, q.id), `/${tenant.slug}/dashboard?quote=${q.id}`]),
      ...appointmentIds.map((a) => `/${tenant.slug}/dashboard?appointment=${a}`),
    ];
    if (links.length)
      await tx
        .update(s.notifications)
        .set({ title: DELETED_CUSTOMER_NAME, body: '' })
        .where(and(eq(s.notifications.tenantId, tenant.id), inArray(s.notifications.link, links)));
    if (customer.email) await tx.delete(s.emailLog).where(and(eq(s.emailLog.tenantId, tenant.id), eq(s.emailLog.to, customer.email)));
    // The owner's copies name them in the subject ("New quote request from …").
    await tx
      .update(s.emailLog)
      .set({ subject: sql`replace(${s.emailLog.subject}, ${customer.name}, ${DELETED_CUSTOMER_NAME})` })
      .where(and(eq(s.emailLog.tenantId, tenant.id), like(s.emailLog.subject, customer.name)));
    await tx.delete(s.customers).where(eq(s.customers.id, id));
    return { id, erased: { requests: quotes.length, estimates: estimates.length, appointments: appointments.length, bookings } };
  });
}

/** GET /api/customers/export.csv: every customer of the business by name, with their figures. */
export async function customersCsv(db: Db, tenant: TenantRow, now = Date.now()): Promise<string> {
  const rows = await db
    .select({ customer: s.customers, ...figures(now) })
    .from(s.customers)
    .where(eq(s.customers.tenantId, tenant.id))
    .orderBy(asc(sql`lower(${s.customers.name})`), asc(s.customers.id));
  const day = (ms: number | null) => (ms === null ? '' : todayIn(tenant.timeZone, ms));
  return toCsv(
    [
      'Name',
      'Email',
      'Phone',
      'Street',
      'City',
      'State',
      'ZIP',
      thingsLabel(tenant.industry),
      'Notes',
      'Requests',
      'Appointments',
      'Spent',
      'Last activity',
      'Customer since',
    ],
    rows.map(({ customer: c, ...f }) => [
      c.name,
      c.email,
      c.phone,
      c.street,
      c.city,
      c.state,
      c.zip,
      c.things.map((t) => (t.details ? `${t.label} (${t.details})` : t.label)).join('; '),
      c.notes,
      Number(f.requests),
      Number(f.appointments),
      (Number(f.spentCents) / 100).toFixed(2),
      day(c.lastActivityAt),
      day(c.createdAt),
    ]),
  );
}
