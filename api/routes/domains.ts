/**
 * A business's custom domains (issue 19; spec 3 §2 Domain, §3 Domain sample; decision 036). Mounted
 * at /api/tenants. Staff of the business read (owner, manager, tech, viewer); owners, managers and
 * admins write; another business's staff get 403, anonymous callers 401, an unknown slug 404.
 *
 * A domain is added pending with a random token. The owner creates its records at their DNS
 * provider: a CNAME to DOMAIN_CNAME_TARGET (default `sites.{BASE_DOMAIN}`) for a subdomain such as
 * www.example.com, A records to DOMAIN_A_TARGET (AAAA to DOMAIN_AAAA_TARGET) for an apex such as
 * example.com, and TXT `_localsite-verify.{hostname}` = `localsite-verify={token}`. A check (the
 * verify call, or the server's periodic re-check) makes it active when both are found, error with
 * what is missing otherwise. Only active domains serve the site, get a TLS certificate
 * (GET /api/domains/ask) and can be primary; the primary one is the site's address in canonical
 * URLs, sitemap, Open Graph and e-mails (a change queues a publish), and the site's other hosts
 * answer 301 to it.
 *
 * Shapes (core/domains/domains.ts)
 *   DnsRecord { type: 'CNAME'|'A'|'AAAA'|'TXT', name: full name ('www.example.com',
 *           '_localsite-verify.www.example.com'), value: string | null (null: an apex domain's A
 *           value the operator has not configured; show APEX_ADDRESS_MISSING_MESSAGE), ttl: 3600 }
 *   CustomDomain { id, hostname, status: 'pending'|'active'|'error' (colours green/yellow/red:
 *           DOMAIN_STATUS_COLORS), isPrimary, records: DnsRecord[], lastCheckedAt: ISO | null,
 *           lastError: string | null (e.g. 'TXT record not found at _localsite-verify.www.example.com',
 *           'CNAME at www.example.com points to x, expected y'), verifiedAt: ISO | null, createdAt: ISO }
 *   DomainSettings { subdomain ('{slug}.{BASE_DOMAIN}', or 'localhost:3000/{slug}' on a localhost
 *           platform), siteUrl (https://{primary custom domain} or the subdomain's URL),
 *           primaryDomain (the primary domain's host, or subdomain), sslStatus: 'active'|'pending'
 *           (active: the site's address is served over https), dnsStatus: 'pending'|'active'|'error'
 *           (error if a domain's last check failed, pending if one is unchecked, else active),
 *           lastChecked: ISO | null, limit: 5, domains: CustomDomain[] (primary first, then oldest) }
 *
 * Calls
 *   GET    /api/tenants/:slug/domains             -> { success, data: DomainSettings }
 *   POST   /api/tenants/:slug/domains             { hostname } -> 201 { success, data: CustomDomain }
 *          (pending; the hostname is trimmed, lower-cased, its trailing dot dropped, Unicode to punycode)
 *   POST   /api/tenants/:slug/domains/:id/verify  -> { success, data: CustomDomain } after the DNS check
 *          (200 whatever the outcome: status and lastError say it)
 *   PUT    /api/tenants/:slug/domains/:id         { isPrimary: boolean } -> { success, data: CustomDomain }.
 *          true makes it the primary (the previous one stops being it); false goes back to the
 *          subdomain. The whole CustomDomain as read is taken too (its other keys are ignored).
 *   DELETE /api/tenants/:slug/domains/:id         -> { success, data: DomainSettings } (deleting the
 *          primary falls back to the subdomain)
 *
 * Errors: 400 'Validation failed' with `fields`: fields.hostname 'Domain is required', 'Enter a valid
 * domain, e.g. www.example.com', 'Enter the domain only, without http://, a path or a port', 'Domain
 * must be 253 characters or fewer', 'Each part of the domain must be 63 characters or fewer', 'Use a
 * domain name, not an IP address', 'Enter a domain you own, e.g. www.example.com', 'Addresses under
 * {BASE_DOMAIN} are provided by LocalSite; enter a domain you own', 'This domain is already connected
 * to another business', 'This domain is already connected to this business', 'A business can
 * connect up to 5 domains'; fields.isPrimary 'Only a verified (active) domain can be the primary
 * domain', 'isPrimary must be true or false'; an unknown key 'Unknown field: ...'; 400 'Invalid domain
 * ID' for an id that is not a positive number; 401; 403; 404 for an unknown slug or a domain id of
 * another business ('Domain not found').
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { isTenantSlug } from '#core/site/slugs.ts';
import { dataPaths } from '#db/config.ts';
import { domainCreateSchema, domainPutSchema } from '#core/domains/domains.ts';
import { ALL_STAFF, EDITORS, requireTenantAccess, requireUser, type AuthEnv } from '../auth/middleware.ts';
import type { AppDeps } from '../deps.ts';
import { addDomain, type DomainResult, domainSettings, removeDomain, setPrimary, verifyDomain } from '../domain/domains.ts';
import { badRequest, positiveId, readJsonObject, validationFailed } from '../lib/http.ts';

const INVALID_ID = 'Invalid domain ID';

export function domainRoutes(deps: AppDeps) {
  const { db, sessions } = deps;
  const read = [requireUser(sessions), requireTenantAccess(db, ALL_STAFF)] as const;
  const write = [requireUser(sessions), requireTenantAccess(db, EDITORS)] as const;
  const createSchema = domainCreateSchema(deps.config.baseDomain);
  const notFound = { success: false, error: 'Domain not found' } as const;

  const answer = (c: import('hono').Context, result: DomainResult, status: 200 | 201 = 200) => {
    if (result.ok) return c.json({ success: true, data: result.domain }, status);
    if (result.status === 404) return c.json(notFound, 404);
    return badRequest(c, result.error, result.fields);
  };

  return new Hono<AuthEnv>()
    .get('/:slug/domains', ...read, async (c) => c.json({ success: true, data: await domainSettings(deps, c.get('tenant')) }))
    .post('/:slug/domains', ...write, async (c) => {
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = createSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await addDomain(deps, c.get('tenant'), parsed.data.hostname), 201);
    })
    .post('/:slug/domains/:id/verify', ...write, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, INVALID_ID);
      return answer(c, await verifyDomain(deps, c.get('tenant'), id));
    })
    .put('/:slug/domains/:id', ...write, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, INVALID_ID);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = domainPutSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, parsed.error);
      return answer(c, await setPrimary(deps, c.get('tenant'), id, parsed.data.isPrimary));
    })
    .delete('/:slug/domains/:id', ...write, async (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === undefined) return badRequest(c, INVALID_ID);
      if (!(await removeDomain(deps, c.get('tenant'), id))) return c.json(notFound, 404);
      return c.json({ success: true, data: await domainSettings(deps, c.get('tenant')) });
    });
}

/**
 * GET /api/domains/ask?domain=host: Caddy's on-demand TLS `ask` (docs/deploy/Caddyfile). 200 for an
 * active custom domain (from memory) or the subdomain of a business whose site is live (one stat of
 * its live link), so a certificate is issued only for names this server serves; 404 otherwise; 400
 * without `domain`. Not rate limited: Caddy asks once per name it holds no certificate for, and
 * refusing Caddy would leave a real domain without TLS.
 */
export function domainAskRoutes(deps: Pick<AppDeps, 'config' | 'domains'>) {
  const liveRoot = dataPaths(deps.config).live;
  return new Hono().get('/ask', (c) => {
    const domain = (c.req.query('domain') ?? '').trim().toLowerCase().replace(/\.$/, '');
    if (!domain) return badRequest(c, 'Validation failed', { domain: 'domain is required' });
    if (deps.domains.lookup(domain)) return c.json({ success: true, data: { domain, kind: 'custom' } });
    const base = deps.config.baseDomain;
    const sub = domain.endsWith(`.${base}`) ? domain.slice(0, -(base.length + 1)) : undefined;
    if (sub !== undefined && isTenantSlug(sub) && existsSync(path.join(liveRoot, sub)))
      return c.json({ success: true, data: { domain, kind: 'subdomain' } });
    return c.json({ success: false, error: 'Not a domain this server serves' }, 404);
  });
}
