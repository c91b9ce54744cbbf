import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/**
 * Headers for every answer. Scripts: same-origin files only. Astro's own island loader is an
 * inline script, so the sites never use `client:*` directives; islands are hydrated by the
 * external module site/islands/lib/hydrate.ts (docs/decisions/002). Styles may be inline because
 * templates set per-tenant theme variables and positions as style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The security headers of every answer; HSTS only over HTTPS (a browser ignores it over HTTP anyway). */
export function securityHeadersFor(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The same headers for a request answered on Node's own response (the memory fast paths), by the same HTTPS rule. */
export function securityHeadersOfNodeRequest(req: IncomingMessage): Record<string, string> {
  const forwarded = req.headers['x-forwarded-proto'];
  return securityHeadersFor(forwarded === undefined ? 'encrypted' in req.socket : forwarded === 'https');
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
    for (const [name, value] of Object.entries(securityHeadersFor(proto === 'https'))) {
      // An answer that carries a policy of its own keeps it.
      if (name !== 'Content-Security-Policy' || !h.has(name)) h.set(name, value);
    }
  };
}
