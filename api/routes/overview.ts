/**
 * The dashboard's Overview tab (issue 5 §2): real figures of one tenant from the database. Mounted
 * at /api/tenants; tenant staff and admins.
 */
import { Hono } from 'hono';
import { ALL_STAFF, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { tenantOverview } from '../domain/overview.ts';

export function overviewRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  return new Hono<AuthEnv>().get('/:slug/overview', requireUser(sessions), requireTenantAccess(db, ALL_STAFF), async (c) =>
    c.json({ success: true, data: await tenantOverview(db, deps.deployTarget, deps.config, c.get('tenant')) }),
  );
}
