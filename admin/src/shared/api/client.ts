/**
 * The generic request client of spec 1 §7 and §8.
 *
 * - Adds `Authorization: Bearer {accessToken}` from localStorage.
 * - On a 401 while a refresh token is stored, runs ONE refresh that every concurrent request
 *   awaits, then retries the original request once with the new token. Refresh tokens rotate and a
 *   reused one revokes the whole session, so a second refresh with the same token must never be
 *   sent: not by this tab (one shared promise) and not by another tab (a Web Lock, and a check
 *   whether the stored token changed while we waited for it).
 * - When the refresh is refused: "Authentication failed", the stored tokens are cleared and the
 *   browser goes to the home page (unless the caller asks to handle it, like the session check).
 * - Errors are `ApiError`s: 401 UNAUTHORIZED, 403 FORBIDDEN, 429 RATE_LIMITED (with the limit's
 *   fields), others the server's `error`/`message` or "Request failed: {status}"; a failed fetch is
 *   NETWORK_ERROR "Network error. Please try again.".
 */
import {
  FORBIDDEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  RATE_LIMITED_MESSAGE,
  requestFailedMessage,
  UNAUTHORIZED_MESSAGE,
} from '#core/api/messages.ts';
import { tokenStore as defaultTokenStore, type TokenStore } from './token-storage.ts';

export const AUTH_FAILED_MESSAGE = 'Authentication failed';
export const REFRESH_PATH = '/api/auth/refresh';
/** Where the browser goes when the session cannot be refreshed (spec 1 §4: the home page). */
export const AUTH_FAILURE_REDIRECT = '/';
const REFRESH_LOCK = 'localsite:auth-refresh';

export type ApiErrorCode = 'UNAUTHORIZED' | 'FORBIDDEN' | 'RATE_LIMITED' | 'NETWORK_ERROR' | 'HTTP_ERROR' | (string & {});

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  /** The server's own text (`error` or `message`), when it sent one. */
  serverMessage?: string;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  remainingAttempts?: number;
  resetTime?: string;
  body?: unknown;
  /** The answer's reason phrase ("Conflict"); empty when there was none. */
  statusText?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly serverMessage: string | undefined;
  /** Per-field messages of a 400 answer. */
  readonly fields: Record<string, string> | undefined;
  /** RATE_LIMITED only. */
  readonly retryAfterSeconds: number | undefined;
  readonly remainingAttempts: number | undefined;
  readonly resetTime: string | undefined;
  /** The parsed answer, for callers that need more than the fields above. */
  readonly body: unknown;
  readonly statusText: string;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fields = init.fields;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.remainingAttempts = init.remainingAttempts;
    this.resetTime = init.resetTime;
    this.body = init.body;
    this.statusText = init.statusText ?? '';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * `false` for the sign-in calls: no bearer token, and a 401 is the answer itself, not a reason to
   * refresh (a wrong password must not spend the refresh token of an older session).
   */
  auth?: boolean;
  /** Send this bearer token instead of the stored one (logout after the tokens were cleared). */
  token?: string | null;
  /**
   * When the refresh is refused the tokens are always cleared; by default the browser also goes
   * home. `false` lets the caller decide (the session check sends the visitor to /login instead).
   */
  redirectOnAuthFailure?: boolean;
  /** Let the request outlive the page (logout right before navigating away). */
  keepalive?: boolean;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
  /** multipart/form-data; the browser sets the boundary. */
  upload<T>(path: string, form: FormData, options?: RequestOptions & { method?: 'POST' | 'PUT' }): Promise<T>;
  request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ApiClientDeps {
  /** Prefix of every path; same origin by default. */
  baseUrl?: string;
  /** Defaults to the global fetch at call time (so tests can stub it). */
  fetch?: typeof fetch;
  tokens?: TokenStore;
  /** Defaults to a full navigation (`location.assign`): the app restarts clean. */
  navigate?: (url: string) => void;
  /** Cross-tab lock; defaults to `navigator.locks` where there is one. `null` turns it off. */
  locks?: LockLike | null;
}

type RefreshOutcome = { ok: true; accessToken: string } | { ok: false; error: ApiError };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const count = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Retry-After is seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = count(header);
  if (seconds !== undefined) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function fieldMessages(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    const first = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string') out[key] = first;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The ApiError for a non-2xx answer (spec 1 §8). */
export function errorFromResponse(status: number, body: unknown, headers?: Headers, statusText = ''): ApiError {
  const b = isRecord(body) ? body : {};
  const serverMessage = text(b.error) ?? text(b.message);
  const fields = fieldMessages(b.fields);
  if (status === 401)
    return new ApiError(serverMessage ?? UNAUTHORIZED_MESSAGE, { status, code: 'UNAUTHORIZED', serverMessage, fields, body, statusText });
  if (status === 403)
    return new ApiError(serverMessage ?? FORBIDDEN_MESSAGE, { status, code: 'FORBIDDEN', serverMessage, fields, body, statusText });
  if (status === 429) {
    const message = text(b.message) ?? text(b.error);
    return new ApiError(message ?? RATE_LIMITED_MESSAGE, {
      status,
      code: 'RATE_LIMITED',
      serverMessage: message,
      retryAfterSeconds: count(b.retryAfterSeconds) ?? parseRetryAfter(headers?.get('Retry-After') ?? null),
      remainingAttempts: count(b.remainingAttempts),
      resetTime: text(b.resetTime) ?? (typeof b.resetTime === 'number' ? new Date(b.resetTime).toISOString() : undefined),
      body,
      statusText,
    });
  }
  return new ApiError(serverMessage ?? requestFailedMessage(status), {
    status,
    code: text(b.code) ?? 'HTTP_ERROR',
    serverMessage,
    fields,
    body,
    statusText,
  });
}

const networkError = (cause?: unknown) => {
  const error = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: 'NETWORK_ERROR' });
  if (cause !== undefined) (error as { cause?: unknown }).cause = cause;
  return error;
};

const isAbort = (error: unknown) => error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const raw = await res.text();
  if (raw === '') return undefined;
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const baseUrl = deps.baseUrl ?? '';
  const tokens = deps.tokens ?? defaultTokenStore;
  const doFetch: typeof fetch = (input, init) => (deps.fetch ?? globalThis.fetch)(input, init);
  const navigate = deps.navigate ?? ((url: string) => globalThis.location?.assign(url));
  const locks = (): LockLike | null =>
    deps.locks === undefined ? ((globalThis.navigator as Navigator | undefined)?.locks ?? null) : deps.locks;

  /** The refresh every 401 of this tab waits for; at most one at a time. */
  let refreshing: { promise: Promise<RefreshOutcome>; redirected: boolean } | null = null;

  function url(path: string, query?: Record<string, QueryValue>) {
    let out = `${baseUrl}${path}`;
    if (query) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.append(key, String(value));
      const qs = params.toString();
      if (qs) out += (out.includes('?') ? '&' : '?') + qs;
    }
    return out;
  }

  async function send(method: HttpMethod, path: string, body: unknown, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await doFetch(url(path, options.query), {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError(error);
    }
  }

  /** One refresh call; rotates both tokens in storage on success. */
  async function refreshNow(): Promise<RefreshOutcome> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return { ok: false, error: new ApiError(AUTH_FAILED_MESSAGE, { status: 401, code: 'UNAUTHORIZED' }) };
    let res: Response;
    try {
      res = await send('POST', REFRESH_PATH, { refreshToken }, {}, null);
    } catch (error) {
      // No answer: the session may well be fine. Keep the tokens and report the network error.
      return { ok: false, error: isAbort(error) ? networkError(error) : (error as ApiError) };
    }
    const body = await readBody(res).catch(() => undefined);
    const b = isRecord(body) ? body : {};
    const accessToken = text(b.accessToken);
    const nextRefresh = text(b.refreshToken);
    if (res.ok && accessToken && nextRefresh) {
      tokens.setTokens({ accessToken, refreshToken: nextRefresh });
      return { ok: true, accessToken };
    }
    if (res.status >= 500) return { ok: false, error: errorFromResponse(res.status, body, res.headers) };
    // Refused (expired, revoked, reused): the session is over.
    tokens.clear();
    return { ok: false, error: new ApiError(AUTH_FAILED_MESSAGE, { status: 401, code: 'UNAUTHORIZED', body }) };
  }

  /** The refresh, serialised with other tabs: if one of them rotated the token meanwhile, use its result. */
  async function refreshAcrossTabs(): Promise<RefreshOutcome> {
    const seen = tokens.getRefreshToken();
    const lock = locks();
    if (!lock) return refreshNow();
    return lock.request(REFRESH_LOCK, async () => {
      const current = tokens.getRefreshToken();
      const access = tokens.getAccessToken();
      if (current && current !== seen && access) return { ok: true, accessToken: access };
      return refreshNow();
    });
  }

  function sharedRefresh() {
    if (!refreshing) {
      const promise = refreshAcrossTabs().catch((error: unknown): RefreshOutcome => ({
        ok: false,
        error: isApiError(error) ? error : networkError(error),
      }));
      const entry = { promise, redirected: false };
      refreshing = entry;
      // Cleared once settled so a later expiry starts a new refresh; late 401s of requests sent with
      // the old token see the rotated token in storage and skip straight to the retry.
      entry.promise.finally(() => {
        if (refreshing === entry) refreshing = null;
      });
    }
    return refreshing;
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    const useAuth = options.auth !== false;
    const sentToken = options.token !== undefined ? options.token : useAuth ? tokens.getAccessToken() : null;
    let res = await send(method, path, body, options, sentToken);

    if (res.status === 401 && useAuth && options.token === undefined && tokens.getRefreshToken()) {
      let accessToken: string;
      const stored = tokens.getAccessToken();
      if (stored && stored !== sentToken) {
        accessToken = stored; // Rotated while this request was on its way.
      } else {
        const entry = sharedRefresh();
        const outcome = await entry.promise;
        if (!outcome.ok) {
          if (outcome.error.code === 'UNAUTHORIZED' && options.redirectOnAuthFailure !== false && !entry.redirected) {
            entry.redirected = true;
            navigate(AUTH_FAILURE_REDIRECT);
          }
          throw outcome.error;
        }
        accessToken = outcome.accessToken;
      }
      // Retried once; a second 401 is final.
      res = await send(method, path, body, options, accessToken);
    }

    const data = await readBody(res).catch(() => undefined);
    if (!res.ok) throw errorFromResponse(res.status, data, res.headers, res.statusText);
    return data as T;
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, options?.body, options),
    upload: (path, form, options) => request(options?.method ?? 'POST', path, form, options),
  };
}

/** The app's client: same origin, tokens in localStorage. */
export const api = createApiClient();
