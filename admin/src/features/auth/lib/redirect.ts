/** Where the login page sends the user (spec 1 §2, §9). */
export const DEFAULT_LOGIN_REDIRECT = '/admin';
export const LOGIN_REDIRECT_DELAY_MS = 100;
export const LOGIN_PATH = '/login';

/** Pages that make no sense to return to after signing in. */
const AUTH_PAGES = ['/login', '/set-password', '/reset-password'];

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The router state ProtectedRoute passes to /login: `{ from: "/acme/dashboard?tab=x" }`. */
export interface LoginLocationState {
  from?: string;
  /** A success banner for the login page ("Password set successfully! Please log in."). */
  message?: string;
}

/** The path ProtectedRoute remembers for after the sign-in. */
export function pathOf(location: LocationLike): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Where to go after a successful sign-in: the `from` of the router state when it is a path of this
 * site (never another origin: "//evil.example" or "/\\evil.example" are refused), else /admin.
 * Accepts `from` as a string or as a location object.
 */
export function loginRedirectTarget(state: unknown): string {
  if (!isRecord(state)) return DEFAULT_LOGIN_REDIRECT;
  const from = state.from;
  const path =
    typeof from === 'string'
      ? from
      : isRecord(from) && typeof from.pathname === 'string'
        ? pathOf(from as unknown as LocationLike)
        : undefined;
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return DEFAULT_LOGIN_REDIRECT;
  // Control characters could smuggle a different URL past the checks above.
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) < 0x20 || path.charCodeAt(i) === 0x7f) return DEFAULT_LOGIN_REDIRECT;
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(pathname)) return DEFAULT_LOGIN_REDIRECT;
  return path;
}

/** The success message another page handed to /login, if any. */
export function loginMessage(state: unknown): string | undefined {
  return isRecord(state) && typeof state.message === 'string' && state.message ? state.message : undefined;
}
