import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { delay } from '../../../shared/lib/delay.ts';
import { signOut } from '../api/session.ts';
import { LOGIN_PATH } from '../lib/redirect.ts';

/** How long "Signing out..." waits for the server's answer before leaving anyway. */
const LOGOUT_MAX_WAIT_MS = 1500;

/**
 * Logout for the user menu (spec 2 §2): the tokens are cleared at once and the server told
 * (spec 1 §4); the menu shows "Signing out..." until the call settles (a short while at most),
 * then always goes to /login, whatever the answer. The cached user and data are dropped by the
 * login page once it is up (useForgetSignedOutData), so the dashboard does not bounce to /login
 * with a `from` on its way out.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const told = signOut();
    await Promise.race([told, delay(LOGOUT_MAX_WAIT_MS)]);
    await navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}
