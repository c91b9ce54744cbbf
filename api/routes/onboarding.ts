import { Hono, type Context } from 'hono';
import { fieldErrors } from '#core/validation/errors.ts';
import {
  businessNameQuerySchema,
  ONBOARDING_FILE_ID,
  ONBOARDING_FILE_REQUIRED_MESSAGE,
  ONBOARDING_FILE_TOO_LARGE_MESSAGE,
  onboardingApplicationSchema,
} from '#core/validation/onboarding.ts';
import { dataPaths } from '#db/config.ts';
import type { AppDeps } from '../deps.ts';
import { forbidden, requireUser, type AuthEnv } from '../auth/middleware.ts';
import {
  checkBusinessName,
  OnboardingFileError,
  readOnboardingFile,
  storeOnboardingFile,
  submitApplication,
} from '../domain/onboarding.ts';
import { badRequest, clientIp, readJsonObject, validationFailed } from '../lib/http.ts';
import type { Limiter } from '../lib/rate-limit.ts';
import { rateLimitedBody } from '../lib/rate-limit.ts';
import { formFile, readMultipart } from '../lib/uploads.ts';

const APPLICATION_RATE_MESSAGE = 'Too many applications. Please try again later.';
const FILE_RATE_MESSAGE = 'Too many uploads. Please try again later.';
const NAME_RATE_MESSAGE = 'Too many name checks. Please wait a moment and try again.';

/** The public onboarding calls of spec 3 (/tenant-onboarding), and the reviewers' view of an applicant's file. */
export function onboardingRoutes(deps: AppDeps) {
  const { db, mailer, sessions, limits } = deps;
  const dir = dataPaths(deps.config).onboarding;
  /** 429 when this address has used up `limiter`, else undefined. */
  const limited = async (c: Context, limiter: Limiter, message: string) => {
    const decision = await limiter.hit(clientIp(c, deps.trustProxy));
    if (decision.allowed) return undefined;
    return c.json(rateLimitedBody(decision, message), 429, { 'Retry-After': String(decision.retryAfterSeconds) });
  };

  return new Hono<AuthEnv>()
    .get('/business-name', async (c) => {
      const refused = await limited(c, limits.onboardingNameChecks, NAME_RATE_MESSAGE);
      if (refused) return refused;
      const parsed = businessNameQuerySchema.safeParse(c.req.query('name') ?? '');
      if (!parsed.success) return badRequest(c, 'Validation failed', { name: fieldErrors(parsed.error)._ ?? 'Business name is required' });
      return c.json({ success: true, data: await checkBusinessName(db, parsed.data) });
    })
    .post('/files', async (c) => {
      const refused = await limited(c, limits.onboardingFiles, FILE_RATE_MESSAGE);
      if (refused) return refused;
      const body = await readMultipart(c);
      if (!body.ok) {
        if (body.reason === 'too_large')
          return badRequest(c, ONBOARDING_FILE_TOO_LARGE_MESSAGE, { file: ONBOARDING_FILE_TOO_LARGE_MESSAGE });
        if (body.reason === 'not_multipart') return badRequest(c, 'Content-Type must be multipart/form-data');
        return badRequest(c, 'The upload could not be read. Please try again.');
      }
      const file = await formFile(body.form, 'file');
      if (!file) return badRequest(c, 'Validation failed', { file: ONBOARDING_FILE_REQUIRED_MESSAGE });
      const sent = body.form.get('file');
      try {
        const stored = await storeOnboardingFile(db, dir, file, sent instanceof File ? sent.name : '');
        return c.json({ success: true, data: stored }, 201);
      } catch (error) {
        if (error instanceof OnboardingFileError) return badRequest(c, error.message, { file: error.message });
        throw error;
      }
    })
    .post('/applications', async (c) => {
      const refused = await limited(c, limits.onboardingApplications, APPLICATION_RATE_MESSAGE);
      if (refused) return refused;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = onboardingApplicationSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const result = await submitApplication(db, mailer, parsed.data);
      if (!result.ok) return badRequest(c, 'Validation failed', result.fields);
      return c.json({ success: true, data: { id: result.id, status: result.status } }, 201);
    })
    .get('/files/:id', requireUser(sessions), async (c) => {
      if (!c.get('user').isAdmin) return forbidden(c);
      const id = c.req.param('id');
      const file = ONBOARDING_FILE_ID.test(id) ? await readOnboardingFile(db, dir, id) : undefined;
      if (!file) return c.json({ success: false, error: 'File not found' }, 404);
      return new Response(new Uint8Array(file.data), {
        headers: {
          'Content-Type': file.type,
          // Applicants' files open as downloads, never as a page of this origin.
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    });
}
