import type { AuthUser, SessionAnswer } from '#core/api/types.ts';
import { api, isApiError } from '../../../shared/api/client.ts';
import { tokenStore } from '../../../shared/api/token-storage.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * GET /api/auth/me: the signed-in user (`{ success, user }`, or the user itself). An expired access
 * token is refreshed by the client; if that is refused the tokens are gone and the caller decides
 * where to go (ProtectedRoute: /login, remembering the page), instead of the client's home page.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<AuthUser> {
  try {
    const body = await api.get<SessionAnswer | AuthUser>('/api/auth/me', { signal, redirectOnAuthFailure: false });
    const user = body && typeof body === 'object' && 'user' in body && body.user ? body.user : (body as AuthUser);
    tokenStore.setUser(user);
    return user;
  } catch (error) {
    // A 401 without a refresh token: the stored access token is dead, forget it.
    if (isApiError(error) && error.code === 'UNAUTHORIZED') tokenStore.clear();
    throw error;
  }
}

/**
 * Logout (spec 1 §4): the tokens are cleared at once; the server is told without waiting (the
 * returned promise never rejects, and `keepalive` lets the call finish after the page is left).
 */
export function signOut(): Promise<void> {
  const accessToken = tokenStore.getAccessToken();
  const refreshToken = tokenStore.getRefreshToken();
  tokenStore.clear();
  if (!accessToken && !refreshToken) return Promise.resolve();
  return api.post('/api/auth/logout', { refreshToken }, { token: accessToken, keepalive: true }).then(
    () => undefined,
    (error: unknown) => console.warn('[auth] The logout call failed; the tokens are cleared anyway.', error),
  );
}
