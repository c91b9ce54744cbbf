/** Publish state, releases, forced publish and rollback of a tenant's site (issue 4 §4). Mounted at /api/tenants. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { ReleaseNotFoundError } from '#build/deploy/fs-target.ts';
import { keptReleases, publishStatus, rollBack } from '../domain/publishing.ts';
import { readJsonObject, validationFailed } from '../lib/http.ts';

export const rollbackSchema = z.object({
  releaseId: z.string({ error: 'releaseId is required' }).min(1, 'releaseId is required').max(100),
});

export function publishingRoutes(deps: AppDeps) {
  const { db, sessions, deployTarget } = deps;
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;

  return new Hono<AuthEnv>()
    .get('/:slug/publish', ...read, async (c) => c.json({ success: true, data: await publishStatus(db, deployTarget, c.get('tenant')) }))
    .post('/:slug/publish', ...write, async (c) => {
      const { jobId, coalesced } = await deps.publisher.enqueue(c.get('tenant').id, 'requested from the dashboard');
      return c.json({ success: true, data: { jobId, state: 'queued', coalesced } }, 202);
    })
    .get('/:slug/releases', ...read, async (c) => c.json({ success: true, data: await keptReleases(db, deployTarget, c.get('tenant')) }))
    .post('/:slug/rollback', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = rollbackSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const { releaseId } = parsed.data;
      try {
        await rollBack(db, deployTarget, c.get('tenant'), releaseId);
      } catch (error) {
        if (error instanceof ReleaseNotFoundError)
          return c.json({ success: false, error: 'Release not found', fields: { releaseId: 'Release not found' } }, 400);
        throw error;
      }
      return c.json({ success: true, data: { releaseId, state: 'live' } });
    });
}
