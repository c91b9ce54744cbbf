/**
 * Public reads answered from memory (issue 11 point 2): the whole answer of an anonymous public GET
 * about a tenant is kept by its URL (api/domain/public-cache.ts, dropped by the next write to that
 * tenant), and the next request for the same URL is answered on Node's response before Hono runs,
 * like a site file held in memory (api/sites/site-handler.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '#db/client.ts';
import { cacheGeneration, keepAnswer, keptAnswer } from '../domain/public-cache.ts';
import type { TenantRow } from '../domain/tenants.ts';
import { securityHeadersOfNodeRequest } from './security-headers.ts';
import { writeSoon } from './write-batch.ts';

/** Only a request that carries no credentials gets the answer everyone gets (staff see more of a tenant). */
const anonymous = (authorization: string | undefined, cookie: string | undefined) => !authorization && !cookie;

/**
 * Keeps the answer of the route it guards when it is a 200 to an anonymous request; the route sets
 * `tenant` (as tenantForViewer does), whose next write drops the answer.
 */
export function keepPublicAnswers(db: Db): MiddlewareHandler<{ Variables: { tenant: TenantRow } }> {
  return async (c, next) => {
    const generation = cacheGeneration(db);
    await next();
    // The URL exactly as Node saw it: the key the fast path looks up (absent when called without a server, in tests).
    const url = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
    const tenant = c.get('tenant');
    if (url === undefined || !tenant || c.req.method !== 'GET' || c.res.status !== 200) return;
    if (!anonymous(c.req.header('authorization'), c.req.header('cookie'))) return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    keepAnswer(db, url, tenant.id, { status: c.res.status, headers: Object.fromEntries(c.res.headers), body }, generation);
  };
}

/** Answers a GET whose whole answer is kept; false leaves the request to the app. */
export function servePublicAnswer(db: Db, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' || !req.url?.startsWith('/api/')) return false;
  if (!anonymous(req.headers.authorization, req.headers.cookie)) return false;
  const kept = keptAnswer(db, req.url);
  if (!kept) return false;
  const headers = { ...kept.headers, ...securityHeadersOfNodeRequest(req), 'Content-Length': String(kept.body.length) };
  writeSoon(() => res.writeHead(kept.status, headers).end(kept.body));
  return true;
}
