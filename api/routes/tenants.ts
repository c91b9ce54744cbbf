import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { privateTenantRecord, publicTenantRecord, updateBusinessProfile } from '../domain/tenants.ts';
import { EDITORS, identifyUser, requireTenantAccess, requireUser, tenantForViewer, type AuthEnv } from '../auth/middleware.ts';
import { readJsonObject, validationFailed } from '../lib/http.ts';
import { keepPublicAnswers } from '../lib/public-answers.ts';
import { businessProfileInput } from '#core/validation/business-profile.ts';

export function tenantRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  return new Hono<AuthEnv>()
    .get('/:slug', keepPublicAnswers(db), identifyUser(sessions), tenantForViewer(db), async (c) => {
      // The tenant's own staff and admins see the whole record (the dashboard's profile); visitors the public part.
      const record = c.get('staffView') ? privateTenantRecord : publicTenantRecord;
      return c.json({ success: true, data: await record(db, c.get('tenant'), deps.config) });
    })
    .put('/:slug', requireUser(sessions), requireTenantAccess(db, EDITORS), async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = businessProfileInput.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const updated = await updateBusinessProfile(db, deps.publisher, c.get('tenant'), parsed.data);
      return c.json({ success: true, data: await privateTenantRecord(db, updated, deps.config) });
    });
}
