import { describe, expect, it } from 'vitest';
import type { AuthUser } from '#core/api/types.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { isAdminArea, sessionFromQuery, type SessionQueryState } from './session.ts';

const user: AuthUser = {
  id: 2,
  email: 'o@example.com',
  firstName: 'O',
  lastName: 'W',
  is_admin: false,
  tenant_id: 1,
  tenant_slug: 'acme',
  staff_role: 'owner',
};
const base: SessionQueryState = { adminArea: true, hasTokens: true, data: undefined, error: null, pending: true };

describe('isAdminArea', () => {
  it('is true on admin hosts and on /admin or /dashboard paths', () => {
    expect(isAdminArea('admin.localsite.example', '/')).toBe(true);
    expect(isAdminArea('localhost', '/admin')).toBe(true);
    expect(isAdminArea('localhost', '/dashboard')).toBe(true);
    expect(isAdminArea('localhost', '/acme/dashboard')).toBe(true);
    expect(isAdminArea('localhost', '/acme/admin/')).toBe(true);
    expect(isAdminArea('localhost', '/admin-dashboard')).toBe(true);
    expect(isAdminArea('localhost', '/tenant-dashboard')).toBe(true);
    expect(isAdminArea('localhost', '/preview-generator')).toBe(true);
  });

  it('is false on the sign-in pages and elsewhere', () => {
    for (const path of ['/login', '/set-password', '/reset-password', '/', '/acme']) expect(isAdminArea('localhost', path)).toBe(false);
  });
});

describe('sessionFromQuery', () => {
  it('is anonymous outside the admin area, without a check', () => {
    expect(sessionFromQuery({ ...base, adminArea: false, data: user })).toEqual({ status: 'anonymous' });
  });

  it('is anonymous without stored tokens', () => {
    expect(sessionFromQuery({ ...base, hasTokens: false, pending: true })).toEqual({ status: 'anonymous' });
  });

  it('is loading until the first answer, then signed in', () => {
    expect(sessionFromQuery(base)).toEqual({ status: 'loading' });
    expect(sessionFromQuery({ ...base, pending: false, data: user })).toEqual({ status: 'signed-in', user });
  });

  it('stays signed in while logout clears the tokens before leaving', () => {
    expect(sessionFromQuery({ ...base, hasTokens: false, pending: false, data: user })).toEqual({ status: 'signed-in', user });
  });

  it('is anonymous after a 401, even with an older answer', () => {
    const error = new ApiError('Authentication failed', { status: 401, code: 'UNAUTHORIZED' });
    expect(sessionFromQuery({ ...base, pending: false, error })).toEqual({ status: 'anonymous' });
    expect(sessionFromQuery({ ...base, pending: false, error, data: user })).toEqual({ status: 'anonymous' });
  });

  it('is unavailable when the check got no answer', () => {
    const error = new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' });
    expect(sessionFromQuery({ ...base, pending: false, error })).toEqual({ status: 'unavailable', error });
  });
});
