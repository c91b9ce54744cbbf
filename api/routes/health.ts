import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { databaseAnswers } from '../domain/health.ts';

export const APP_VERSION = '1.0.0';

export function healthRoutes({ db, startedAt }: AppDeps) {
  return new Hono().get('/', async (c) => {
    const ok = await databaseAnswers(db);
    const database = ok ? 'ok' : 'error';
    return c.json(
      {
        success: ok,
        status: ok ? 'ok' : 'degraded',
        database,
        version: APP_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      ok ? 200 : 503,
    );
  });
}
