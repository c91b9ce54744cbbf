import { describe, expect, it } from 'vitest';
import type { AuthUser } from '#core/api/types.ts';
import { accessDecision, hasRole, type Session } from './roles.ts';

const admin: AuthUser = {
  id: 1,
  email: 'admin@example.com',
  firstName: null,
  lastName: null,
  is_admin: true,
  tenant_id: null,
  tenant_slug: null,
  staff_role: null,
};
const owner: AuthUser = {
  id: 2,
  email: 'owner@example.com',
  firstName: 'Olive',
  lastName: 'Owner',
  is_admin: false,
  tenant_id: 7,
  tenant_slug: 'prestige-mobile-detailing',
  staff_role: 'owner',
};
const signedIn = (user: AuthUser): Session => ({ status: 'signed-in', user });

describe('hasRole', () => {
  it('admin is is_admin, tenant any other signed-in user, user anyone signed in', () => {
    expect([hasRole(admin, 'admin'), hasRole(admin, 'tenant'), hasRole(admin, 'user')]).toEqual([true, false, true]);
    expect([hasRole(owner, 'admin'), hasRole(owner, 'tenant'), hasRole(owner, 'user')]).toEqual([false, true, true]);
  });
});

describe('accessDecision (ProtectedRoute)', () => {
  it('waits while the session check runs', () => {
    expect(accessDecision({ status: 'loading' }, ['admin', 'tenant'])).toEqual({ kind: 'loading' });
  });

  it('sends anonymous visitors to sign in', () => {
    expect(accessDecision({ status: 'anonymous' }, ['admin', 'tenant'])).toEqual({ kind: 'login' });
    expect(accessDecision({ status: 'anonymous' }, 'user')).toEqual({ kind: 'login' });
  });

  it('lets admins and tenant users into the dashboards', () => {
    expect(accessDecision(signedIn(admin), ['admin', 'tenant'])).toEqual({ kind: 'allow', user: admin });
    expect(accessDecision(signedIn(owner), ['admin', 'tenant'])).toEqual({ kind: 'allow', user: owner });
  });

  it('sends non-admins away from admin-only pages, and admins away from tenant-only pages', () => {
    expect(accessDecision(signedIn(owner), 'admin')).toEqual({ kind: 'fallback' });
    expect(accessDecision(signedIn(admin), 'admin').kind).toBe('allow');
    expect(accessDecision(signedIn(admin), 'tenant')).toEqual({ kind: 'fallback' });
    expect(accessDecision(signedIn(owner), ['tenant']).kind).toBe('allow');
  });

  it('reports an unreachable session check as such', () => {
    expect(accessDecision({ status: 'unavailable', error: new Error('x') }, 'user')).toEqual({ kind: 'unavailable' });
  });
});
