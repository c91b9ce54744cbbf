import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { serviceStatus } from '../domain/service-status.ts';

export const APP_VERSION = '1.0.0';

/**
 * For load balancers and operators, without sign-in: 503 when the database does not answer (take
 * this process out of rotation), else 200 with the queues; counts and times only, no names or secrets.
 */
export function healthRoutes({ db, startedAt }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const status = await serviceStatus(db);
    const ok = status.database.status === 'ok';
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        success: ok,
        status: ok ? 'ok' : 'degraded',
        database: status.database.status,
        databaseLatencyMs: status.database.latencyMs,
        ...(ok ? { publishQueue: status.publishQueue, lastPublish: status.lastPublish, healthScanQueue: status.healthScanQueue } : {}),
        version: APP_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      ok ? 200 : 503,
    );
  });
}
