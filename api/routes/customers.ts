/**
 * Customers of a business (issue 16 §4): one record per customer, matched or created by e-mail, then
 * phone digits (api/domain/customers.ts matchOrCreateCustomer) from quote requests, online bookings and
 * estimates; the list, the detail with its history and totals, edit, merge, CSV export and erasure.
 *
 * Whose customers: the business `?business_slug=` names, else the signed-in user's own; a platform
 * admin must name it (400 fields.business_slug 'business_slug is required'); a tenant user naming
 * another business gets 403. Calls on one customer (`/:id`) find it in the caller's business:
 * another business's customer is 404 'Customer not found'. Roles: every staff member reads the list
 * and the detail; owners, managers and admins edit, merge, export (personal data of everyone) and
 * erase; a tech or viewer doing so gets 403. Anonymous callers get 401.
 *
 * Money is integer cents (as the services API); instants ISO 8601 UTC; phones are stored as digits.
 *
 * Shapes
 *   Address  { street, city, state, zip }   (each a string, '' when unknown)
 *   Thing    { type (the industry's catalog key, e.g. 'suv', 'house', 'medium-dog', or ''), label
 *              ('2021 Toyota RAV4', '3-bedroom house', 'Bella, goldendoodle'), details ('' or free
 *              text) }: the vehicles, homes, lots or pets of the customer; what they are called is
 *              the industry's (core/customers/things.ts thingsLabel: 'Vehicles', 'Homes', ...)
 *   Customer { id, name, email (or null), phone (digits, or null), address: Address, things: Thing[],
 *              notes (private to the business, or null), lastActivityAt (ISO: the latest request,
 *              estimate or appointment, or null), createdAt, updatedAt }
 *   CustomerSummary = Customer & { requests (count), appointments (count, cancelled included),
 *              spentCents (sum of the prices of completed appointments), upcoming (count of
 *              appointments to come, not cancelled) }
 *   HistoryItem { kind: 'request'|'estimate'|'appointment', id, date (ISO: a request's or
 *              estimate's creation, an appointment's start), status, amountCents (a request's
 *              estimatedPrice, an estimate's total, an appointment's price; or null), title (the
 *              services, or the appointment's service) }
 *   CustomerDetail = Customer & { history: { requests: HistoryItem[], estimates: HistoryItem[],
 *              appointments: HistoryItem[] } (each newest first), totals: { requests, estimates,
 *              appointments, completed, spentCents, upcoming, upcomingCents } }
 *              (an estimate's status is the one its customer sees, 'expired' after its last day;
 *              its amount the required lines plus the optional ones chosen: core/estimates)
 *
 * Calls
 *   GET    /api/customers?business_slug&q&sort&order&limit&offset
 *          -> { success, data: CustomerSummary[], pagination: { total, limit, offset, hasMore } }
 *          q: words searched in name, e-mail, phone (digits), street, city, ZIP, things and notes
 *          (at most 200 characters); sort 'recent' (lastActivityAt, default), 'name' or 'spent'; order 'asc' or
 *          'desc' (default: desc for recent and spent, asc for name); limit 1 to 100 (default 25);
 *          offset 0 or more.
 *   GET    /api/customers/export.csv?business_slug  (owners, managers, admins)
 *          -> text/csv; charset=utf-8, Content-Disposition: attachment; filename="customers-{slug}.csv";
 *          one header row (Name, Email, Phone, Street, City, State, ZIP, {thingsLabel}, Notes,
 *          Requests, Appointments, Spent, Last activity, Customer since) and a row per customer by
 *          name; RFC 4180 quoting; a cell starting with = + - @ (or a tab or carriage return) is
 *          prefixed with ' so spreadsheets do not run it as a formula.
 *   GET    /api/customers/:id        -> data: CustomerDetail
 *   PUT    /api/customers/:id        { name?, email?, phone?, address?, things?, notes? } -> data:
 *          CustomerDetail. Left out: kept; email, phone, notes may be null (cleared); address fields
 *          left out are kept. The whole CustomerDetail as GET answers it is taken too, its read-only
 *          keys (id, lastActivityAt, createdAt, updatedAt, history, totals) ignored (issue 9). An e-mail another customer of the business has: 400 fields.email
 *          'Another customer has this e-mail address: merge the two instead'.
 *   POST   /api/customers/merge      { keepId, mergeId } -> data: CustomerDetail (the kept one).
 *          In one transaction the other's requests, estimates, appointments (and so their online
 *          bookings) move to keepId; keep's empty fields are filled from the other; things are
 *          joined (same label once); notes are joined; the other is deleted.
 *          400 fields.mergeId 'Choose two different customers'; 404 'Customer not found'.
 *   DELETE /api/customers/:id        -> data: { id, erased: { requests, estimates, appointments,
 *          bookings } (rows whose personal data were blanked) }. Erasure: the customer's name becomes
 *          'Deleted customer' and their e-mail, phone, address, message, vehicle and notes are
 *          blanked on their requests, estimates, appointments and bookings; amounts, dates,
 *          statuses and services stay, so the business's totals do not change; the bell's
 *          notifications and the e-mail log forget them, their pending reminders and review
 *          requests are called off; then the customer row goes.
 *
 * Errors: 400 'Validation failed' with `fields` keyed by field (messages of core/customers/,
 * e.g. fields.name 'Name must be at least 2 characters', fields.email 'Invalid email address',
 * fields.phone 'Phone number must be at least 10 digits', fields['address.state'], fields.sort
 * 'sort must be one of recent, name, spent', fields.limit 'limit must be at most 100'); 400 'Invalid
 * customer ID' for a path id that is not a positive whole number; 404 'Customer not found'; 401; 403.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  customerListQuerySchema,
  customerMergeSchema,
  customerUpdateInput,
  INVALID_CUSTOMER_ID_MESSAGE,
} from '#core/customers/schemas.ts';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, EDITORS, requireOwnTenant, requireRecordAccess, requireUser, scopeToTenant, type AuthEnv } from '../auth/middleware.ts';
import {
  customerDetail,
  customersCsv,
  customerTenantId,
  type CustomerOutcome,
  eraseCustomer,
  listCustomers,
  mergeCustomers,
  updateCustomer,
} from '../domain/customers.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';

const BUSINESS_QUERY = 'business_slug';

type CustomerIdEnv = AuthEnv & { Variables: { customerId: number } };

const customerNotFound = (c: Context) => c.json({ success: false, error: CUSTOMER_NOT_FOUND_MESSAGE }, 404);

/** The customer id of the path. */
const customerIdParam: MiddlewareHandler<CustomerIdEnv> = async (c, next) => {
  const id = positiveId(c.req.param('id'));
  if (id === undefined) return badRequest(c, INVALID_CUSTOMER_ID_MESSAGE);
  c.set('customerId', id);
  await next();
};

function answer(c: Context, outcome: CustomerOutcome) {
  if (outcome.ok) return c.json({ success: true, data: outcome.customer });
  if (outcome.failure === 'not-found') return customerNotFound(c);
  return badRequest(c, 'Validation failed', outcome.fields);
}

export function customerRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  const signedIn = requireUser(sessions);
  const business = (roles: typeof ALL_STAFF) => [signedIn, requireOwnTenant(db, roles, BUSINESS_QUERY)] as const;
  /** A customer of the caller's business (or of the one `?business_slug=` names), with one of the roles. */
  const customerOf = (roles: typeof ALL_STAFF) =>
    [
      signedIn,
      scopeToTenant(db, roles, BUSINESS_QUERY),
      customerIdParam,
      requireRecordAccess(db, roles, (c: Context<CustomerIdEnv>) => customerTenantId(db, c.get('customerId')), customerNotFound),
    ] as const;

  return new Hono<CustomerIdEnv>()
    .get('/', ...business(ALL_STAFF), async (c) => {
      const query = customerListQuerySchema.safeParse(c.req.query());
      if (!query.success) return validationFailed(c, query.error);
      return c.json({ success: true, ...(await listCustomers(db, c.get('tenant'), query.data)) });
    })
    .get('/export.csv', ...business(EDITORS), async (c) => {
      const tenant = c.get('tenant');
      return c.body(await customersCsv(db, tenant), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="customers-${tenant.slug}.csv"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/merge', ...business(EDITORS), async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = customerMergeSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await mergeCustomers(db, c.get('tenant'), parsed.data.keepId, parsed.data.mergeId));
    })
    .get('/:id', ...customerOf(ALL_STAFF), async (c) => {
      const customer = await customerDetail(db, c.get('tenant'), c.get('customerId'));
      return customer ? c.json({ success: true, data: customer }) : customerNotFound(c);
    })
    .put('/:id', ...customerOf(EDITORS), async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = customerUpdateInput.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await updateCustomer(db, c.get('tenant'), c.get('customerId'), parsed.data));
    })
    .delete('/:id', ...customerOf(EDITORS), async (c) => {
      const erased = await eraseCustomer(db, c.get('tenant'), c.get('customerId'));
      return erased ? c.json({ success: true, data: erased }) : customerNotFound(c);
    });
}
