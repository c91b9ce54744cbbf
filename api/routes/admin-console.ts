/**
 * The platform admins' console (issue 17 §3): onboarding applications and their review, the
 * businesses with suspend/reactivate and feature flags, and the audit log. Every call needs a
 * signed-in platform admin: 401 without a session, 403 for anyone else (tenant staff included).
 * Every change is recorded in the audit log with who and when. The applicant's side of a request
 * for changes (the signed resume link) is resumeRoutes below, mounted under /api/onboarding.
 *
 * Calls
 *   GET  /api/admin/applications?status&q&limit&offset
 *          -> { success, data: Application[] newest first, counts: { all, pending, under_review,
 *          needs_changes, approved, rejected } (for the same q), pagination: { total, limit, offset, hasMore } }
 *   GET  /api/admin/applications/:id  -> data: Application (uploaded_files[].url: the reviewers' file view)
 *   POST /api/admin/applications/:id/start-review      -> data: Application (under_review)
 *   POST /api/admin/applications/:id/request-changes   { notes, nextSteps? } -> data: Application
 *          (needs_changes; the applicant is e-mailed the notes and a link to change and resend it)
 *   POST /api/admin/applications/:id/reject            { reason } -> data: Application (rejected; e-mailed)
 *   POST /api/admin/applications/:id/approve
 *          -> data: { application, tenant: { id, slug, url }, ownerEmail } (the business exists,
 *          its site is queued for publishing, the owner is e-mailed a set-password link)
 *   GET  /api/admin/tenants?q&status&limit&offset -> { data: Tenant[], counts per status, pagination }
 *   POST /api/admin/tenants/:id/suspend | /reactivate -> data: Tenant (its site is published again)
 *   PUT  /api/admin/tenants/:id/flags  { website?, locations?, profile?, schedule?, customers?,
 *          services?: boolean } -> data: Tenant
 *   GET  /api/admin/audit?tenant_id&action&limit&offset -> { data: AuditEntry[] newest first, pagination }
 *
 *   Application: spec 3 §3 fields (snake_case) plus id, status, industry_title, reviewNotes,
 *     nextSteps, submittedAt, reviewedAt, tenant: { id, slug, status, url } | null, actions (what
 *     its status allows: start_review, request_changes, reject, approve).
 *   Tenant: { id, slug, businessName, industry, status, city, state, businessEmail, owners, url,
 *     flags: { website, locations, profile, schedule, customers, services }, actions, publishState,
 *     createdAt, approvedAt }
 *   AuditEntry: { id, action, actor: { id, email }, tenant: { id, slug, businessName } | null,
 *     target: { type, id }, details, createdAt }
 *
 * Errors: 400 'Validation failed' with `fields` (fields.notes 'Tell the applicant what to change',
 * fields.reason 'Reason is required', fields.status, fields.limit, ...); 400 'Invalid ID' for a path
 * id that is not a positive whole number; 404 'Application not found' / 'Tenant not found'; 409 with
 * the refusal of core/admin ('This application is already approved', 'This business is already
 * suspended', an owner e-mail already in use); 401; 403.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { applicationListQuerySchema, rejectSchema, requestChangesSchema } from '#core/admin/applications.ts';
import { auditQuerySchema } from '#core/admin/audit.ts';
import { featureFlagsUpdateSchema } from '#core/admin/feature-flags.ts';
import { tenantListQuerySchema, type TenantAction } from '#core/admin/tenants.ts';
import { unknownKeys } from '#core/validation/errors.ts';
import { onboardingApplicationSchema } from '#core/validation/onboarding.ts';
import type { AppDeps } from '../deps.ts';
import { forbidden, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { loadAuthKey } from '../auth/key.ts';
import {
  applicationFormValues,
  applicationOfResumeToken,
  approveApplication,
  getApplication,
  listApplications,
  rejectApplication,
  requestChanges,
  resubmitApplication,
  RESUME_LINK_INVALID_MESSAGE,
  startReview,
  type ReviewResult,
} from '../domain/applications.ts';
import { listAudit } from '../domain/audit.ts';
import { changeTenantStatus, listConsoleTenants, updateFeatureFlags, type TenantChange } from '../domain/console-tenants.ts';
import { badRequest, clientIp, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';

const INVALID_ID = 'Invalid ID';

const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('user').isAdmin) return forbidden(c);
  await next();
};

const actorOf = (c: Context<AuthEnv>) => ({ id: c.get('user').id, email: c.get('user').email });

/** The answer of a review action or tenant change: the record, or its refusal. */
function answer(c: Context, result: ReviewResult | TenantChange) {
  if (!result.ok) return c.json({ success: false, error: result.message, message: result.message }, result.status);
  return c.json({ success: true, data: 'application' in result ? result.application : result.tenant });
}

export function adminConsoleRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const key = loadAuthKey(config.dataDir);
  const withId = (c: Context) => positiveId(c.req.param('id'));

  const tenantAction = (action: TenantAction) => async (c: Context<AuthEnv>) => {
    const id = withId(c);
    if (id === undefined) return badRequest(c, INVALID_ID);
    return answer(c, await changeTenantStatus(deps, actorOf(c), id, action));
  };

  return new Hono<AuthEnv>()
    .use('*', requireUser(deps.sessions), requireAdmin)
    .get('/applications', async (c) => {
      const parsed = applicationListQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.error);
      return c.json({ success: true, ...(await listApplications(db, config, parsed.data)) });
    })
    .get('/applications/:id', async (c) => {
      const id = withId(c);
      if (id === undefined) return badRequest(c, INVALID_ID);
      const application = await getApplication(db, config, id);
      if (!application) return c.json({ success: false, error: 'Application not found' }, 404);
      return c.json({ success: true, data: application });
    })
    .post('/applications/:id/start-review', async (c) => {
      const id = withId(c);
      if (id === undefined) return badRequest(c, INVALID_ID);
      return answer(c, await startReview(db, config, actorOf(c), id));
    })
    .post('/applications/:id/request-changes', async (c) => {
      const id = withId(c);
      if (id === undefined) return badRequest(c, INVALID_ID);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = requestChangesSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await requestChanges({ db, mailer: deps.mailer, config, key }, actorOf(c), id, parsed.data));
    })
    .post('/applications/:id/reject', async (c) => {
      const id = withId(c);
      if (id === undefined) return badRequest(c, INVALID_ID);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = rejectSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await rejectApplication({ db, mailer: deps.mailer, config }, actorOf(c), id, parsed.data.reason));
    })
    .post('/applications/:id/approve', async (c) => {
      const id = withId(c);
      if (id === undefined) return badRequest(c, INVALID_ID);
      const result = await approveApplication(deps, actorOf(c), id);
      if (!result.ok) return c.json({ success: false, error: result.message, message: result.message }, result.status);
      const { ok: _, ...data } = result;
      return c.json({ success: true, data });
    })
    .get('/tenants', async (c) => {
      const parsed = tenantListQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.error);
      return c.json({ success: true, ...(await listConsoleTenants(db, config, parsed.data)) });
    })
    .post('/tenants/:id/suspend', tenantAction('suspend'))
    .post('/tenants/:id/reactivate', tenantAction('reactivate'))
    .put('/tenants/:id/flags', async (c) => {
      const id = withId(c);
      if (id === undefined) return badRequest(c, INVALID_ID);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = featureFlagsUpdateSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await updateFeatureFlags(db, config, actorOf(c), id, parsed.data));
    })
    .get('/audit', async (c) => {
      const parsed = auditQuerySchema.safeParse(c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.error);
      const { entries, total } = await listAudit(db, parsed.data);
      const { limit, offset } = parsed.data;
      return c.json({ success: true, data: entries, pagination: { total, limit, offset, hasMore: offset + entries.length < total } });
    });
}

const RESUME_RATE_MESSAGE = 'Too many attempts. Please try again later.';

/**
 * The applicant's side of a request for changes, under /api/onboarding; the signed link of the
 * e-mail is the credential (decision 026).
 *   GET /api/onboarding/applications/resume?token -> data: the application's fields as the form
 *          fills them in, with the reviewer's reviewNotes and nextSteps
 *   PUT /api/onboarding/applications/resume { token, ...application (spec 3 §5 rules) }
 *          -> data: { id, status: 'pending' }; the GET's answer is taken back whole (id, reviewNotes
 *          and nextSteps ignored), a key of no representation is 400 'Unknown field: {key}'
 *   400 fields.token RESUME_LINK_INVALID_MESSAGE for a link that is malformed, tampered with,
 *   expired, or whose application is no longer waiting for changes; 400 'Validation failed' fields.
 */
export function resumeRoutes(deps: AppDeps) {
  const { db } = deps;
  const key = loadAuthKey(deps.config.dataDir);
  const invalid = (c: Context) => badRequest(c, RESUME_LINK_INVALID_MESSAGE, { token: RESUME_LINK_INVALID_MESSAGE });
  return new Hono()
    .get('/applications/resume', async (c) => {
      const row = await applicationOfResumeToken(db, key, c.req.query('token'));
      if (!row) return invalid(c);
      return c.json({ success: true, data: applicationFormValues(row) });
    })
    .put('/applications/resume', async (c) => {
      const decision = await deps.limits.onboardingApplications.hit(clientIp(c, deps.trustProxy));
      if (!decision.allowed)
        return c.json(rateLimitedBody(decision, RESUME_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const { token, ...fields } = body.value;
      const row = await applicationOfResumeToken(db, key, token);
      if (!row) return invalid(c);
      // What the GET answered comes back whole (its id and the reviewer's notes are ignored); any other key is refused.
      const unknown = unknownKeys(fields, new Set(Object.keys(applicationFormValues(row))));
      if (Object.keys(unknown).length > 0) return badRequest(c, 'Validation failed', unknown);
      const parsed = onboardingApplicationSchema.safeParse(fields);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const result = await resubmitApplication(db, row, parsed.data);
      if (!result.ok) return badRequest(c, 'Validation failed', result.fields);
      return c.json({ success: true, data: { id: result.id, status: result.status } });
    });
}
