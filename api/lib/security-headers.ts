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

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    const proto = c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '');
    if (proto === 'https') h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
