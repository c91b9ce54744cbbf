/**
 * The one place that decides who may call a protected route; routes only declare these
 * middlewares. Admins reach every tenant; a tenant user reaches only its own tenant, and only with
 * a staff role the route allows. A route names its tenant by a path parameter, a field read before
 * (requireTenantAccess), an optional `?tenant_slug=` scope (scopeToTenant) or a record of it
 * (requireRecordAccess); tests/integration/auth.test.ts walks the app's route table against them.
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { findTenantById, findTenantBySlug, isPublic, type TenantRow } from '../domain/tenants.ts';
import { tenantNotApproved, tenantNotFound } from '../lib/tenant-errors.ts';
import type { Db } from '#db/client.ts';
import { EDITOR_ROLES, STAFF_ROLES, type StaffRole } from '#core/api/staff.ts';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from '#core/api/messages.ts';
import type { UserRow } from './accounts.ts';
import type { SessionService } from './sessions.ts';

export interface AuthVariables {
  user: UserRow;
  sessionId: string;
  tenant: TenantRow;
}

export type AuthEnv = { Variables: AuthVariables };
/** Routes that answer visitors too: `user` and `sessionId` are set only when the request carries a valid token. */
export type OptionalAuthEnv = { Variables: Partial<Pick<AuthVariables, 'user' | 'sessionId'>> };
/** Routes that show a tenant to everyone and more of it to the tenant's staff (see tenantForViewer). */
export type TenantViewEnv = { Variables: Partial<Pick<AuthVariables, 'user' | 'sessionId'>> & { tenant: TenantRow; staffView: boolean } };

// The text in `error` and `message` alike: the dashboard shows `message` for review calls (spec 3 §8).
export const unauthorized = (c: Context, error = UNAUTHORIZED_MESSAGE) =>
  c.json({ success: false, code: 'UNAUTHORIZED', error, message: error }, 401);
export const forbidden = (c: Context, error = FORBIDDEN_MESSAGE) =>
  c.json({ success: false, code: 'FORBIDDEN', error, message: error }, 403);

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

async function authenticate(c: Context, sessions: SessionService) {
  const token = bearer(c);
  return token ? sessions.authenticate(token) : undefined;
}

/** Requires a valid access token; sets `user` and `sessionId`. */
export function requireUser(sessions: SessionService): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const auth = await authenticate(c, sessions);
    if (!auth) return unauthorized(c);
    c.set('user', auth.user);
    c.set('sessionId', auth.sessionId);
    await next();
  };
}

/** Sets `user` and `sessionId` when the request carries a valid access token; lets every request through. */
export function identifyUser(sessions: SessionService): MiddlewareHandler<OptionalAuthEnv> {
  return async (c, next) => {
    const auth = await authenticate(c, sessions);
    if (auth) {
      c.set('user', auth.user);
      c.set('sessionId', auth.sessionId);
    }
    await next();
  };
}

/** Platform-admin calls (the admin console, preview links): a tenant's staff get 403. Put after requireUser. */
export function requireAdmin(): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!c.get('user').isAdmin) return forbidden(c);
    await next();
  };
}

/** Whether a user may act on a tenant with one of the given staff roles. */
function mayAccessTenant(user: UserRow, tenant: { id: number }, roles: readonly StaffRole[]): boolean {
  if (user.isAdmin) return true;
  return user.tenantId === tenant.id && roles.includes(user.staffRole as StaffRole);
}

export const ALL_STAFF: readonly StaffRole[] = STAFF_ROLES;
export const EDITORS: readonly StaffRole[] = EDITOR_ROLES;

/** How a route names the tenant it acts on: the name of a path parameter, or a function of the request (a body field an earlier middleware read). */
export type TenantSlugOf<E extends Env> = string | ((c: Context<E>) => string | undefined);

/** The refusal of a tenant that does not exist: 404 to admins, and the 403 of any other tenant to tenant users, so they cannot probe which businesses exist. */
const unknownTenant = (c: Context, user: UserRow) => (user.isAdmin ? tenantNotFound(c) : forbidden(c));

/**
 * Requires the signed-in user to reach the tenant the request names (by default the `slug` path
 * parameter) with one of the roles; sets `tenant`.
 */
export function requireTenantAccess<E extends AuthEnv = AuthEnv>(
  db: Db,
  roles: readonly StaffRole[] = ALL_STAFF,
  slugOf: TenantSlugOf<E> = 'slug',
): MiddlewareHandler<E> {
  return async (c, next) => {
    const user = c.get('user');
    const slug = typeof slugOf === 'string' ? c.req.param(slugOf) : slugOf(c);
    const tenant = slug ? await findTenantBySlug(db, slug) : undefined;
    if (!tenant) return unknownTenant(c, user);
    if (!mayAccessTenant(user, tenant, roles)) return forbidden(c);
    c.set('tenant', tenant);
    await next();
  };
}

/**
 * An optional narrowing of a call whose record names its tenant: when the request names a tenant in
 * the `tenant_slug` query parameter, the same checks as requireTenantAccess, and `tenant` is set
 * (requireRecordAccess then finds only that tenant's records); without it the call passes.
 */
export function scopeToTenant(db: Db, roles: readonly StaffRole[], query = 'tenant_slug'): MiddlewareHandler<AuthEnv> {
  const access = requireTenantAccess(db, roles, (c) => c.req.query(query)?.trim());
  return async (c, next) => (c.req.query(query)?.trim() ? access(c, next) : next());
}

/**
 * For calls whose path names no tenant (spec 2 §7 schedule calls): the tenant is the one the
 * `tenant_slug` query parameter names, with the same checks as requireTenantAccess, else the
 * signed-in user's own; a platform admin, who belongs to none, must name it. Sets `tenant`.
 */
export function requireOwnTenant(db: Db, roles: readonly StaffRole[] = ALL_STAFF, query = 'tenant_slug'): MiddlewareHandler<AuthEnv> {
  const named = requireTenantAccess(db, roles, (c) => c.req.query(query)?.trim());
  return async (c, next) => {
    if (c.req.query(query)?.trim()) return named(c, next);
    const user = c.get('user');
    if (user.tenantId === null)
      return c.json({ success: false, error: `${query} is required`, fields: { [query]: `${query} is required` } }, 400);
    const tenant = await findTenantById(db, user.tenantId);
    if (!tenant) return forbidden(c);
    if (!mayAccessTenant(user, tenant, roles)) return forbidden(c);
    c.set('tenant', tenant);
    await next();
  };
}

/**
 * Requires the signed-in user to act with one of the roles on a record that belongs to a tenant (a
 * review named by its id): `ownerOf` gives the record's tenant id, undefined when there is no such
 * record; sets `tenant` to that tenant. A record of a tenant the user cannot reach, or outside the
 * tenant a scopeToTenant before named, is not found for them (`notFound`), so ids of other
 * businesses cannot be probed; the tenant's own staff without the role get 403.
 */
export function requireRecordAccess<E extends AuthEnv>(
  db: Db,
  roles: readonly StaffRole[],
  ownerOf: (c: Context<E>) => Promise<number | undefined>,
  notFound: (c: Context<E>) => Response,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const user = c.get('user');
    const scope = c.get('tenant') as TenantRow | undefined;
    const tenantId = await ownerOf(c);
    if (tenantId === undefined || (scope && scope.id !== tenantId)) return notFound(c);
    if (!mayAccessTenant(user, { id: tenantId }, roles)) return user.tenantId === tenantId ? forbidden(c) : notFound(c);
    const tenant = scope ?? (await findTenantById(db, tenantId));
    if (!tenant) return notFound(c);
    c.set('tenant', tenant);
    await next();
  };
}

/**
 * For a route that shows a tenant to everyone and more of it to the tenant's staff (the tenant
 * record): sets `tenant` (by the `slug` path parameter) and `staffView`, whether the caller is
 * signed in (identifyUser) and may act on it with one of the roles. An unknown tenant answers 404
 * NO_TENANT_CONTEXT; one that is not public answers 403 TENANT_NOT_APPROVED to everyone else.
 */
export function tenantForViewer(db: Db, roles: readonly StaffRole[] = ALL_STAFF, param = 'slug'): MiddlewareHandler<TenantViewEnv> {
  return async (c, next) => {
    const tenant = await findTenantBySlug(db, c.req.param(param) ?? '');
    if (!tenant) return tenantNotFound(c);
    const user = c.get('user');
    const staffView = user !== undefined && mayAccessTenant(user, tenant, roles);
    if (!staffView && !isPublic(tenant)) return tenantNotApproved(c);
    c.set('tenant', tenant);
    c.set('staffView', staffView);
    await next();
  };
}
