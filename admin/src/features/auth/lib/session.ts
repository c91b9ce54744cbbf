import type { AuthUser } from '#core/api/types.ts';
import { ADMIN_ROUTES } from '#core/site/admin-routes.ts';
import { isApiError } from '../../../shared/api/client.ts';
import type { Session } from './roles.ts';

/**
 * Spec 1 §4: the session check runs only on admin hosts (admin.*) or on paths containing /admin or
 * /dashboard (and /tenant-dashboard, the one dashboard address without that slash); everywhere
 * else (login, password pages) the visitor is anonymous, unchecked. The preview generator is an
 * admins' page too (issue 17), at the address spec 1 §2 gives it.
 */
export function isAdminArea(hostname: string, pathname: string): boolean {
  return (
    hostname.toLowerCase().startsWith('admin.') ||
    pathname.includes('/admin') ||
    pathname.includes('dashboard') ||
    pathname.replace(/\/$/, '').toLowerCase() === ADMIN_ROUTES.previewGenerator
  );
}

/** What the session query currently knows, in react-query's terms. */
export interface SessionQueryState {
  /** The page is in the admin area, where the check runs. */
  adminArea: boolean;
  /** An access or refresh token is stored, so the check could succeed. */
  hasTokens: boolean;
  data: AuthUser | undefined;
  error: unknown;
  /** True while the first answer is awaited. */
  pending: boolean;
}

const isAuthError = (error: unknown) => isApiError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN');

/**
 * loading, then anonymous or signed in (spec 1 §4). A user already known (just signed in, or
 * checked before) stays signed in while the check repeats, and while logout clears the tokens just
 * before leaving for /login. A 401/403 means anonymous; no answer at all is `unavailable`, so a
 * network hiccup does not throw the owner out to the login page.
 */
export function sessionFromQuery(state: SessionQueryState): Session {
  if (!state.adminArea) return { status: 'anonymous' };
  if (state.error && isAuthError(state.error)) return { status: 'anonymous' };
  if (state.data) return { status: 'signed-in', user: state.data };
  if (!state.hasTokens) return { status: 'anonymous' };
  if (state.error) return { status: 'unavailable', error: state.error };
  return state.pending ? { status: 'loading' } : { status: 'anonymous' };
}
