/**
 * The one place that decides who may call a protected route. Admins reach every tenant; a tenant
 * user reaches only its own tenant, and only with a staff role the route allows.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { findTenantBySlug, type TenantRow } from '../domain/tenants.ts';
import type { Db } from '#db/client.ts';
import type { StaffRole, UserRow } from './accounts.ts';
import type { SessionService } from './sessions.ts';

export interface AuthVariables {
  user: UserRow;
  sessionId: string;
  tenant: TenantRow;
}

export type AuthEnv = { Variables: AuthVariables };

export const unauthorized = (c: Context, error = 'Unauthorized') => c.json({ success: false, code: 'UNAUTHORIZED', error }, 401);
export const forbidden = (c: Context, error = 'Forbidden') => c.json({ success: false, code: 'FORBIDDEN', error }, 403);

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  return header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
}

/** Requires a valid access token; sets `user` and `sessionId`. */
export function requireUser(sessions: SessionService): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearer(c);
    const auth = token ? await sessions.authenticate(token) : undefined;
    if (!auth) return unauthorized(c);
    c.set('user', auth.user);
    c.set('sessionId', auth.sessionId);
    await next();
  };
}

/** Whether a user may act on a tenant with one of the given staff roles. */
export function mayAccessTenant(user: UserRow, tenant: { id: number }, roles: readonly StaffRole[]): boolean {
  if (user.isAdmin) return true;
  return user.tenantId === tenant.id && roles.includes(user.staffRole as StaffRole);
}

export const ALL_STAFF: readonly StaffRole[] = ['owner', 'manager', 'tech', 'viewer'];
export const EDITORS: readonly StaffRole[] = ['owner', 'manager'];

/**
 * Requires the signed-in user to reach the tenant named by the `slug` route parameter; sets
 * `tenant`. An unknown tenant answers 404 to admins and 403 to tenant users, so tenant users cannot
 * probe which businesses exist.
 */
export function requireTenantAccess(db: Db, roles: readonly StaffRole[] = ALL_STAFF, param = 'slug'): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const user = c.get('user');
    const tenant = await findTenantBySlug(db, c.req.param(param) ?? '');
    if (!tenant) return user.isAdmin ? c.json({ success: false, code: 'NO_TENANT_CONTEXT', error: 'Tenant not found' }, 404) : forbidden(c);
    if (!mayAccessTenant(user, tenant, roles)) return forbidden(c);
    c.set('tenant', tenant);
    await next();
  };
}

/** Every tenant-scoped route, recorded as it is registered, so a test can walk them all with a stranger's session. */
export const TENANT_SCOPED_ROUTES: { method: string; path: string }[] = [];

export function recordTenantScoped(method: string, path: string): void {
  if (!TENANT_SCOPED_ROUTES.some((r) => r.method === method && r.path === path)) TENANT_SCOPED_ROUTES.push({ method, path });
}
