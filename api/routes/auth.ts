/** Sign-in, sessions and password links (spec 1 §7; issue 3). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { findUserByEmail, normalizeEmail, setPasswordByLink, userJson } from '../auth/accounts.ts';
import { identifyUser, requireUser, unauthorized, type AuthEnv, type OptionalAuthEnv } from '../auth/middleware.ts';
import { peekOneTimeToken, type OneTimePurpose } from '../auth/one-time-tokens.ts';
import { newPasswordError, verifyPassword } from '../auth/passwords.ts';
import { emailResetLink } from '../auth/reset-link.ts';
import { clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import { hitAll, rateLimitedBody, waitInWords, type RateLimitDecision } from '../lib/rate-limit.ts';
import { PASSWORD_LINK_MESSAGES } from '#core/validation/password.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_REQUESTED = 'If an account exists for that email, we sent a link to reset the password. It expires in 1 hour.';

export const loginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export const emailSchema = z.object({ email: z.email({ error: 'Valid email is required' }).max(254, 'Email is too long') });
export const newPasswordSchema = (purpose: OneTimePurpose) =>
  z.object({
    token: z.string({ error: PASSWORD_LINK_MESSAGES[purpose].missing }).min(1, PASSWORD_LINK_MESSAGES[purpose].missing).max(200),
    newPassword: z.string({ error: 'Password is required' }).max(1024, 'Password is too long'),
  });

function tooMany(c: Context, decision: RateLimitDecision, what: string) {
  const message = `Too many ${what}. Please try again in ${waitInWords(decision)}.`;
  return c.json(rateLimitedBody(decision, message), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
}

export function authRoutes(deps: AppDeps) {
  const { db, sessions, limits } = deps;

  async function setPassword(c: Context, purpose: OneTimePurpose, invalidMessage: string) {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = newPasswordSchema(purpose).safeParse(body.value);
    if (!parsed.success) return validationFailed(c, parsed.error);
    const problem = newPasswordError(parsed.data.newPassword);
    if (problem) return c.json({ success: false, error: problem, fields: { newPassword: problem } }, 400);
    if (!(await setPasswordByLink(db, sessions, parsed.data.token, purpose, parsed.data.newPassword)))
      return c.json({ success: false, error: invalidMessage }, 400);
    return c.json({ success: true, message: PASSWORD_LINK_MESSAGES[purpose].done });
  }

  async function validateLink(c: Context, purpose: OneTimePurpose, invalidMessage: string) {
    const user = await peekOneTimeToken(db, c.req.query('token'), purpose);
    if (!user) return c.json({ success: false, error: invalidMessage }, 400);
    return c.json({ success: true, email: user.email });
  }

  return new Hono<AuthEnv>()
    .post('/login', async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = loginSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const email = normalizeEmail(parsed.data.email);
      const ip = clientIp(c, deps.trustProxy);
      const pair = JSON.stringify([email, ip]);
      // Counted before the password is checked, so simultaneous guesses cannot all reach the check;
      // keyed by the e-mail as typed, so the answer is the same whether or not the account exists.
      const attempt = await hitAll([
        [limits.loginIp, ip],
        [limits.loginAccountIp, pair],
        [limits.loginAccount, email],
      ]);
      if (!attempt.decision.allowed) return tooMany(c, attempt.decision, 'login attempts');
      const user = await findUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash ?? null, parsed.data.password)) || !user) {
        return c.json({ success: false, error: INVALID_CREDENTIALS, remainingAttempts: attempt.decision.remaining }, 401);
      }
      // Only failures count; signing in also forgives this address its earlier mistakes.
      await attempt.refund();
      await limits.loginAccountIp.reset(pair);
      const tokens = await sessions.create(user.id);
      return c.json({ success: true, ...tokens, user: await userJson(db, user) });
    })
    .post('/refresh', async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const tokens = await sessions.refresh(body.value.refreshToken);
      if (!tokens) return unauthorized(c, 'Session expired. Please sign in again.');
      return c.json({ success: true, ...tokens });
    })
    .post('/logout', identifyUser(sessions), async (c: Context<OptionalAuthEnv>) => {
      // Logout succeeds even with a dead access token: the refresh token alone identifies the session.
      const body = await readJsonObject(c).catch(() => undefined);
      const fromRefresh = body?.ok ? await sessions.sessionOfRefreshToken(body.value.refreshToken) : undefined;
      for (const id of new Set([c.get('sessionId'), fromRefresh].filter((v): v is string => !!v))) await sessions.revoke(id, 'logout');
      return c.json({ success: true });
    })
    .get('/me', requireUser(sessions), async (c) => c.json({ success: true, user: await userJson(db, c.get('user')) }))
    .get('/validate-setup-token', (c) => validateLink(c, 'setup', PASSWORD_LINK_MESSAGES.setup.invalid))
    .post('/setup-password', (c) => setPassword(c, 'setup', PASSWORD_LINK_MESSAGES.setup.invalid))
    .get('/validate-reset-token', (c) => validateLink(c, 'reset', PASSWORD_LINK_MESSAGES.reset.invalid))
    .post('/reset-password', (c) => setPassword(c, 'reset', PASSWORD_LINK_MESSAGES.reset.invalid))
    .post('/request-password-reset', async (c) => {
      const byIp = await limits.passwordReset.hit(`ip:${clientIp(c, deps.trustProxy)}`);
      if (!byIp.allowed) return tooMany(c, byIp, 'reset requests');
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = emailSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const email = normalizeEmail(parsed.data.email);
      const byEmail = await limits.passwordReset.hit(`email:${email}`);
      if (!byEmail.allowed) return tooMany(c, byEmail, 'reset requests');
      // Answered before anything depends on whether the account exists: the account is looked up,
      // and the link made and e-mailed, after the response, so both answers take the same time.
      setImmediate(() => {
        emailResetLink(db, deps.mailer, deps.config.publicUrl, email).catch((error: unknown) =>
          console.error('[auth] reset e-mail failed:', error),
        );
      });
      return c.json({ success: true, message: RESET_REQUESTED });
    });
}
