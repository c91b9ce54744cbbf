import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { AuthUser } from '#core/api/types.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { tokenStore } from '../../../shared/api/token-storage.ts';
import { fetchSessionUser, SESSION_QUERY_KEY } from '../api/session.ts';
import type { Session } from '../lib/roles.ts';
import { isAdminArea, sessionFromQuery } from '../lib/session.ts';

/**
 * The auth state of spec 1 §4: loading, then anonymous or signed in. The check (GET /api/auth/me)
 * runs only in the admin area and only with a stored token; it is fresh for 5 minutes and repeated
 * when the window regains focus after that.
 */
export function useSession(): { session: Session; retry: () => void } {
  const { pathname } = useLocation();
  const adminArea = isAdminArea(window.location.hostname, pathname);
  const hasTokens = tokenStore.hasSession();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    enabled: adminArea && hasTokens,
    staleTime: 5 * 60_000,
    // One more try when there was no answer; a refusal is final.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
  const session = sessionFromQuery({ adminArea, hasTokens, data: query.data, error: query.error, pending: query.isPending });
  return { session, retry: () => void query.refetch() };
}

/** The user of a page behind ProtectedRoute. */
export function useSignedInUser(): AuthUser {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInUser is only for pages behind ProtectedRoute');
  return session.user;
}
