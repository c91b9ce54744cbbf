import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, parseRetryAfter } from './client.ts';

/** A minimal localStorage: the client reads it through the global at call time. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** fetch mock that records calls and answers through `handler`. */
function mockFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

const refreshCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/auth/refresh');

let storage: ReturnType<typeof memoryStorage>;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  storage = memoryStorage({ accessToken: 'old-access', refreshToken: 'old-refresh', user: '{"id":1}', token: 'legacy' });
  vi.stubGlobal('localStorage', storage);
  navigate = vi.fn<(url: string) => void>();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const client = () => createApiClient({ navigate, locks: null });

describe('request client: bearer token and methods', () => {
  it('sends the stored access token as a bearer token and parses JSON', async () => {
    const { calls } = mockFetch(() => json(200, { success: true, items: [1] }));
    const data = await client().get<{ items: number[] }>('/api/things', { query: { page: 2, empty: undefined } });
    expect(data.items).toEqual([1]);
    expect(calls[0]?.url).toBe('/api/things?page=2');
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-access');
  });

  it('sends JSON bodies for post, put, patch and delete', async () => {
    const { calls } = mockFetch(() => json(200, { success: true }));
    const c = client();
    await c.post('/a', { x: 1 });
    await c.put('/b', { y: 2 });
    await c.patch('/c', { z: 3 });
    await c.delete('/d');
    expect(calls.map((call) => call.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    expect(calls[0]?.body).toEqual({ x: 1 });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[3]?.body).toBeUndefined();
  });

  it('uploads FormData without forcing a content type', async () => {
    const { calls } = mockFetch(() => json(200, { success: true }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client().upload('/api/uploads', form);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.headers.Authorization).toBe('Bearer old-access');
  });

  it('sends no token for auth: false calls, and their 401 is the answer, not a reason to refresh', async () => {
    const { calls } = mockFetch(() => json(401, { success: false, error: 'Invalid email or password' }));
    const error = await client()
      .post('/api/auth/login', { email: 'a@b.c', password: 'x' }, { auth: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid email or password');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(storage.map.get('refreshToken')).toBe('old-refresh');
  });
});

describe('request client: refresh on 401', () => {
  it('runs one shared refresh for three concurrent 401s and retries each once with the new token', async () => {
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { calls } = mockFetch(async (call) => {
      if (call.url === '/api/auth/refresh') {
        await refreshGate;
        return json(200, { success: true, accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 });
      }
      return call.headers.Authorization === 'Bearer new-access'
        ? json(200, { path: call.url })
        : json(401, { success: false, code: 'UNAUTHORIZED', error: 'Token expired' });
    });
    const c = client();
    const pending = Promise.all([
      c.get<{ path: string }>('/api/one'),
      c.get<{ path: string }>('/api/two'),
      c.post<{ path: string }>('/api/three', { n: 3 }),
    ]);
    // Let all three 401s arrive while the refresh is still running.
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    releaseRefresh();
    const results = await pending;

    expect(results.map((r) => r.path)).toEqual(['/api/one', '/api/two', '/api/three']);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(refreshCalls(calls)[0]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(refreshCalls(calls)[0]?.headers.Authorization).toBeUndefined();
    for (const path of ['/api/one', '/api/two', '/api/three']) {
      const forPath = calls.filter((call) => call.url === path);
      expect(forPath.map((call) => call.headers.Authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    }
    expect(calls.find((call) => call.url === '/api/three' && call.headers.Authorization === 'Bearer new-access')?.body).toEqual({ n: 3 });
    expect(storage.map.get('accessToken')).toBe('new-access');
    expect(storage.map.get('refreshToken')).toBe('new-refresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 after a good refresh is final', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/auth/refresh'
        ? json(200, { success: true, accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 })
        : json(401, { success: false, error: 'Nope' }),
    );
    const error = await client()
      .get('/api/me-too')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('UNAUTHORIZED');
    expect((error as ApiError).message).toBe('Nope');
    expect(calls.map((c) => c.url)).toEqual(['/api/me-too', '/api/auth/refresh', '/api/me-too']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that arrives after the token was already rotated', async () => {
    const { calls } = mockFetch((call) => (call.headers.Authorization === 'Bearer rotated' ? json(200, { ok: 1 }) : json(401, {})));
    // Another request of this tab refreshed while this one was on its way.
    const c = createApiClient({
      navigate,
      locks: null,
      fetch: async (input, init) => {
        storage.setItem('accessToken', 'rotated');
        storage.setItem('refreshToken', 'rotated-refresh');
        return (globalThis.fetch as typeof fetch)(input, init);
      },
    });
    await expect(c.get('/api/x')).resolves.toEqual({ ok: 1 });
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('uses the token another tab rotated while it waited for the cross-tab lock', async () => {
    const { calls } = mockFetch((call) => (call.headers.Authorization === 'Bearer other-tab' ? json(200, { ok: 1 }) : json(401, {})));
    const locks = {
      request: async <T>(_name: string, callback: () => Promise<T>) => {
        // The other tab held the lock and rotated the pair.
        storage.setItem('accessToken', 'other-tab');
        storage.setItem('refreshToken', 'other-tab-refresh');
        return callback();
      },
    };
    const c = createApiClient({ navigate, locks });
    // The 401 arrives before the other tab's rotation reaches storage.
    await expect(c.get('/api/x')).resolves.toEqual({ ok: 1 });
    expect(refreshCalls(calls)).toHaveLength(0);
  });

  it('clears the tokens and goes home once when the refresh is refused', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/auth/refresh'
        ? json(401, { success: false, code: 'UNAUTHORIZED', error: 'Session expired' })
        : json(401, { success: false }),
    );
    const c = client();
    const errors = await Promise.all([c.get('/api/a'), c.get('/api/b'), c.get('/api/c')].map((p) => p.catch((e: unknown) => e)));
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe('Authentication failed');
      expect((error as ApiError).code).toBe('UNAUTHORIZED');
    }
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(storage.map.size).toBe(0); // accessToken, refreshToken, user and the legacy token
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('lets the caller handle a refused refresh without navigating (session check)', async () => {
    mockFetch((call) => (call.url === '/api/auth/refresh' ? json(401, { success: false }) : json(401, { success: false })));
    const error = await client()
      .get('/api/auth/me', { redirectOnAuthFailure: false })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Authentication failed');
    expect(storage.map.get('accessToken')).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh call gets no answer', async () => {
    mockFetch((call) => {
      if (call.url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, {});
    });
    const error = await client()
      .get('/api/a')
      .catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
    expect((error as ApiError).message).toBe('Network error. Please try again.');
    expect(storage.map.get('refreshToken')).toBe('old-refresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh without a stored refresh token', async () => {
    storage.removeItem('refreshToken');
    const { calls } = mockFetch(() => json(401, { success: false }));
    const error = await client()
      .get('/api/a')
      .catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('UNAUTHORIZED');
    expect((error as ApiError).message).toBe('Unauthorized');
    expect(calls).toHaveLength(1);
  });
});

describe('request client: errors', () => {
  it('maps 429 to RATE_LIMITED with its fields', async () => {
    mockFetch(() =>
      json(
        429,
        {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many sign-in attempts. Please try again later.',
          retryAfterSeconds: 840,
          remainingAttempts: 0,
          resetTime: '2026-11-21T10:15:00.000Z',
        },
        { 'Retry-After': '840' },
      ),
    );
    const error = (await client()
      .post('/api/auth/login', {}, { auth: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many sign-in attempts. Please try again later.');
    expect(error.retryAfterSeconds).toBe(840);
    expect(error.remainingAttempts).toBe(0);
    expect(error.resetTime).toBe('2026-11-21T10:15:00.000Z');
  });

  it('falls back to "Rate limited" and the Retry-After header', async () => {
    mockFetch(() => new Response('slow down', { status: 429, headers: { 'Retry-After': '30' } }));
    const error = (await client()
      .get('/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Rate limited');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('maps 403 to FORBIDDEN and other failures to the server text or "Request failed: {status}"', async () => {
    const answers = [
      json(403, {}),
      json(403, { success: false, code: 'FORBIDDEN', error: 'Admins only' }),
      json(404, { success: false, message: 'Gone fishing' }),
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
      json(400, { success: false, error: 'Validation failed', fields: { email: 'Email is required' } }),
    ];
    mockFetch(() => answers.shift()!);
    const c = client();
    const results = (await Promise.all([1, 2, 3, 4, 5].map(() => c.get('/api/x').catch((e: unknown) => e)))) as ApiError[];
    expect(results.map((e) => [e.code, e.message])).toEqual([
      ['FORBIDDEN', 'Forbidden'],
      ['FORBIDDEN', 'Admins only'],
      ['HTTP_ERROR', 'Gone fishing'],
      ['HTTP_ERROR', 'Request failed: 500'],
      ['HTTP_ERROR', 'Validation failed'],
    ]);
    expect(results[3]?.serverMessage).toBeUndefined();
    expect(results[3]?.statusText).toBe('Internal Server Error');
    expect(results[4]?.fields).toEqual({ email: 'Email is required' });
  });

  it('reports a failed fetch as a network error', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await client()
      .get('/api/x')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error. Please try again.');
  });

  it('lets an abort through untouched', async () => {
    mockFetch(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(client().get('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(new Date(10_000 + 90_000).toUTCString(), 10_000)).toBe(90);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
