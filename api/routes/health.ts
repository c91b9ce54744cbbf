import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

export const APP_VERSION = '1.0.0';

export function healthRoutes({ db, startedAt }: AppDeps) {
  return new Hono().get('/', async (c) => {
    let database: 'ok' | 'error' = 'ok';
    try {
      await db.run(sql`select 1`);
    } catch {
      database = 'error';
    }
    const ok = database === 'ok';
    return c.json(
      { success: ok, status: ok ? 'ok' : 'degraded', database, version: APP_VERSION, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
      ok ? 200 : 503,
    );
  });
}
