/**
 * Preview links (issue 17; spec 3 §2 preview page, §5 preview payload, §7 verify call, §8 errors).
 * An admin makes a link for a prospect; the prospect's /preview page asks verify for the payload.
 *
 * Calls
 *   POST /api/preview-links   (admins) { businessName, phone, city, state, industry } -> 201 data:
 *          PreviewLink & { url: '{PUBLIC_URL}/preview?t={token}' }. The URL is answered only here:
 *          the token's secret is stored hashed (decision 028).
 *   GET  /api/preview-links   (admins) -> data: PreviewLink[], the caller's newest first (at most 50)
 *          PreviewLink { id, payload, createdAt, expiresAt, expired, openCount, lastOpenedAt (or null) }
 *   GET  /api/preview/verify?t&tenant_id   (public) -> data: { businessName, phone, city, state,
 *          industry }; the open is counted for the admin. tenant_id is taken as spec 3 §7 sends it
 *          and selects nothing (a preview link is the platform's, not a tenant's).
 *   GET  /api/preview/verify?businessName|name&phone&city&state&industry   (public) the plain-
 *          parameter form: the same payload, normalized (state upper-cased, industry alias to its
 *          id); nothing is recorded.
 *
 * Errors: 400 'Missing required parameters. Please use a valid preview link.' (neither form
 * complete); 400 'Validation failed' with `fields` (a payload breaking spec 3 §5); 400/404/410
 * 'Failed to verify preview' with `problem` 'malformed' or 'tampered' / 'unknown' / 'expired' and a
 * `detail` sentence; 429 after 60 verifies a minute from one address; 401 anonymous, 403 a tenant's
 * staff on the admin calls.
 */
import { Hono, type Context } from 'hono';
import { plainPreviewParameters, PREVIEW_ERRORS, previewPayloadSchema } from '#core/preview/payload.ts';
import { PREVIEW_TOKEN_DETAIL, PREVIEW_TOKEN_STATUS } from '#core/preview/token.ts';
import type { AppDeps } from '../deps.ts';
import { requireAdmin, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { createPreviewLink, listPreviewLinks, openPreviewLink } from '../domain/previews.ts';
import { clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
const VERIFY_RATE_MESSAGE = 'Too many preview checks. Please wait a moment and try again.';

export function previewLinkRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>()
    .use('*', requireUser(deps.sessions), requireAdmin())
    .get('/', async (c) => c.json({ success: true, data: await listPreviewLinks(deps.db, c.get('user').id) }, 200, NO_STORE))
    .post('/', async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = previewPayloadSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const user = c.get('user');
      const link = await createPreviewLink(deps.db, deps.config.publicUrl, { id: user.id, email: user.email }, parsed.data);
      return c.json({ success: true, data: link }, 201);
    });
}

const missing = (c: Context) => c.json({ success: false, error: PREVIEW_ERRORS.missingParameters }, 400, NO_STORE);

export function previewRoutes(deps: AppDeps) {
  return new Hono().get('/verify', async (c) => {
    const decision = await deps.limits.previewVerify.hit(clientIp(c, deps.trustProxy));
    if (!decision.allowed)
      return c.json(rateLimitedBody(decision, VERIFY_RATE_MESSAGE), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
    const token = c.req.query('t');
    if (token === undefined) {
      const plain = plainPreviewParameters(new URL(c.req.url).searchParams);
      if (!plain) return missing(c);
      const parsed = previewPayloadSchema.safeParse(plain);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return c.json({ success: true, data: parsed.data }, 200, NO_STORE);
    }
    const opened = await openPreviewLink(deps.db, token);
    if (opened.ok) return c.json({ success: true, data: opened.payload }, 200, NO_STORE);
    if (opened.problem === 'missing') return missing(c);
    return c.json(
      { success: false, error: PREVIEW_ERRORS.verifyFailed, problem: opened.problem, detail: PREVIEW_TOKEN_DETAIL[opened.problem] },
      PREVIEW_TOKEN_STATUS[opened.problem],
      NO_STORE,
    );
  });
}
