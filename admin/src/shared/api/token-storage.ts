import type { AuthTokens, AuthUser } from '#core/api/types.ts';

/** Storage keys of spec 1 §3. `token` is the legacy single-token key: only ever cleared. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  legacyToken: 'token',
} as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** True when a session may exist: an access or a refresh token is stored. */
  hasSession(): boolean;
  setTokens(tokens: AuthTokens): void;
  getUser(): AuthUser | null;
  setUser(user: AuthUser): void;
  /** Forgets the tokens and the user at once (logout, failed refresh). */
  clear(): void;
}

/**
 * The session in localStorage. Every access is guarded: storage can be missing (tests, server) or
 * throw (blocked cookies, full quota), and a sign-in page must keep working either way.
 */
export function createTokenStore(getStorage: () => KeyValueStorage | undefined = () => globalThis.localStorage): TokenStore {
  const read = (key: string): string | null => {
    try {
      return getStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      getStorage()?.setItem(key, value);
    } catch {
      // Storage full or blocked: the session then lasts until the page is left.
    }
  };
  const remove = (key: string) => {
    try {
      getStorage()?.removeItem(key);
    } catch {
      // Nothing to do.
    }
  };

  return {
    getAccessToken: () => read(STORAGE_KEYS.accessToken),
    getRefreshToken: () => read(STORAGE_KEYS.refreshToken),
    hasSession: () => Boolean(read(STORAGE_KEYS.accessToken) || read(STORAGE_KEYS.refreshToken)),
    setTokens: ({ accessToken, refreshToken }) => {
      write(STORAGE_KEYS.accessToken, accessToken);
      write(STORAGE_KEYS.refreshToken, refreshToken);
    },
    getUser: () => {
      const raw = read(STORAGE_KEYS.user);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as AuthUser;
      } catch {
        return null;
      }
    },
    setUser: (user) => write(STORAGE_KEYS.user, JSON.stringify(user)),
    clear: () => {
      for (const key of Object.values(STORAGE_KEYS)) remove(key);
    },
  };
}

/** The browser's session store, shared by the request client and the auth feature. */
export const tokenStore = createTokenStore();
