/**
 * Sign-in limits against the real app (issue 9 §5, §13): attempts are counted before the password is
 * checked, per account and address with a higher ceiling per account, and only failures count.
 * The password check is wrapped to count how many requests reached it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureDemoAccounts } from '#api/auth/accounts.ts';
import { verifyPassword } from '#api/auth/passwords.ts';
import { defaultLimits } from '#api/compose.ts';
import { RateLimiter } from '#api/lib/rate-limit.ts';
import { json, startHarness, type Harness } from './harness.ts';

vi.mock('../../api/auth/passwords.ts', async (original) => {
  const actual = await original<typeof import('#api/auth/passwords.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'Harbor9lights';
const OWNER = 'owner@sharp-edge-barbers.example';
let h: Harness;
const limits = defaultLimits();

beforeAll(async () => {
  h = await startHarness({ publish: false, limits });
  await ensureDemoAccounts(h.db, PASSWORD);
});
afterAll(() => h?.close());
// A block body: a function returned from beforeEach would be run as a cleanup hook.
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

const login = (email: string, password: string, from: string) =>
  h.request('/api/auth/login', json({ email, password }, { 'X-Forwarded-For': from }));

describe('sign-in limits', () => {
  it('lets at most 5 of 30 simultaneous wrong passwords for one account reach the password check', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => login(OWNER, 'Wrong9password', '198.51.100.30').then((r) => r.status)),
    );
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('does not let wrong passwords from another address lock the owner out of their own', async () => {
    const attacker = '203.0.113.66';
    const owner = '198.51.100.20';
    for (let i = 0; i < 5; i++) expect((await login(OWNER, `Wrong${i}password`, attacker)).status).toBe(401);
    const locked = await login(OWNER, PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect((await login(OWNER, PASSWORD, owner)).status).toBe(200);
  });

  it('ignores spoofed left-most X-Forwarded-For entries: the address the proxy appended is the one limited', async () => {
    const real = '192.0.2.77';
    // 20 failures per address; each request claims a different origin in the part the client wrote.
    for (let i = 0; i < 20; i++)
      expect((await login(`guess${i}@example.com`, 'Wrong9password', `10.0.0.${i}, ${real}`)).status, String(i)).toBe(401);
    expect((await login('guess20@example.com', 'Wrong9password', `10.9.9.9, ${real}`)).status).toBe(429);
    expect((await login('guess20@example.com', 'Wrong9password', '192.0.2.78')).status).toBe(401);
  });

  it('does not count successful sign-ins, and says "1 minute" for a one-minute wait', async () => {
    const quick = await startHarness({ publish: false, limits: { loginIp: new RateLimiter(2, 60_000) } });
    try {
      await ensureDemoAccounts(quick.db, PASSWORD);
      const from = { 'X-Forwarded-For': '198.51.100.40' };
      for (let i = 0; i < 4; i++)
        expect((await quick.request('/api/auth/login', json({ email: OWNER, password: PASSWORD }, from))).status).toBe(200);
      expect((await quick.request('/api/auth/login', json({ email: OWNER, password: 'Wrong9password' }, from))).status).toBe(401);
      expect((await quick.request('/api/auth/login', json({ email: OWNER, password: 'Wrong9password' }, from))).status).toBe(401);
      const refused = await quick.request('/api/auth/login', json({ email: OWNER, password: PASSWORD }, from));
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toBe('Too many login attempts. Please try again in 1 minute.');
    } finally {
      quick.close();
    }
  });

  it('stops guessing at one account from many addresses at a ceiling of 100 failures per 15 minutes', async () => {
    const ceiling = limits.loginAccount;
    const account = 'owner@evergreen-lawn-care.example';
    // 100 failures, 4 from each of 25 addresses: no address reaches its own limit of 5.
    for (let i = 0; i < 100; i++)
      expect((await login(account, 'Wrong9password', `198.18.${Math.floor(i / 4)}.1`)).status, String(i)).toBe(401);
    const refused = await login(account, PASSWORD, '198.18.200.1');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect((await ceiling.hit(account)).allowed).toBe(false);
  });
});
