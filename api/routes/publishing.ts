/** Publish state, releases, forced publish and rollback of a tenant's site (issue 4 §4). Mounted at /api/tenants. */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import * as s from '#db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { ALL_STAFF, EDITORS, recordTenantScoped, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import { latestJob } from '#build/queue/publish-queue.ts';
import { ReleaseNotFoundError } from '#build/deploy/fs-target.ts';
import { readJsonObject, validationFailed } from '../lib/http.ts';

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);
const rollbackSchema = z.object({ releaseId: z.string({ error: 'releaseId is required' }).min(1, 'releaseId is required').max(100) });

export function publishingRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  for (const [method, path] of [['GET', 'publish'], ['POST', 'publish'], ['GET', 'releases'], ['POST', 'rollback']] as const) {
    recordTenantScoped(method, `/api/tenants/:slug/${path}`);
  }
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;

  return new Hono<AuthEnv>()
    .get('/:slug/publish', ...read, async (c) => {
      const tenant = c.get('tenant');
      const job = await latestJob(db, tenant.id);
      const releases = await deps.deployTarget.releases(tenant.slug);
      const live = releases.find((r) => r.live);
      if (!job) return c.json({ success: true, data: { state: live ? 'live' : 'queued', releaseId: live?.id ?? null, startedAt: null, finishedAt: null, durationMs: null, error: null } });
      const duration = job.startedAt && job.finishedAt ? job.finishedAt - job.startedAt : null;
      return c.json({
        success: true,
        data: {
          jobId: job.id,
          state: job.state,
          reason: job.reason,
          releaseId: job.state === 'live' ? job.releaseId : (live?.id ?? null),
          startedAt: iso(job.startedAt),
          finishedAt: iso(job.finishedAt),
          durationMs: duration,
          attempts: job.attempts,
          error: job.error,
        },
      });
    })
    .post('/:slug/publish', ...write, async (c) => {
      const { jobId, coalesced } = await deps.publisher.enqueue(c.get('tenant').id, 'requested from the dashboard');
      return c.json({ success: true, data: { jobId, state: 'queued', coalesced } }, 202);
    })
    .get('/:slug/releases', ...read, async (c) => {
      const tenant = c.get('tenant');
      const kept = await deps.deployTarget.releases(tenant.slug);
      const rows = await db.select().from(s.releases).where(eq(s.releases.tenantId, tenant.id)).orderBy(desc(s.releases.createdAt)).limit(50);
      const info = new Map(rows.map((r) => [r.id, r]));
      return c.json({
        success: true,
        data: kept.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), live: r.live, pages: info.get(r.id)?.pages ?? null })),
      });
    })
    .post('/:slug/rollback', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = rollbackSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      const tenant = c.get('tenant');
      try {
        await deps.deployTarget.rollback(tenant.slug, parsed.data.releaseId);
      } catch (error) {
        if (error instanceof ReleaseNotFoundError) return c.json({ success: false, error: 'Release not found', fields: { releaseId: 'Release not found' } }, 400);
        throw error;
      }
      const now = Date.now();
      await db.insert(s.publishJobs).values({ tenantId: tenant.id, state: 'live', reason: 'rollback', releaseId: parsed.data.releaseId, attempts: 0, startedAt: now, finishedAt: now, createdAt: now });
      return c.json({ success: true, data: { releaseId: parsed.data.releaseId, state: 'live' } });
    });
}
