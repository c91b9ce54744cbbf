import type { AuthUser } from '#core/api/types.ts';

/**
 * Roles of spec 1 §6: `admin` is a platform admin (is_admin), `tenant` any other signed-in user,
 * and `user` any signed-in user at all.
 */
export type Role = 'admin' | 'tenant' | 'user';

export type Session =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: AuthUser }
  /** The session check got no usable answer (network, server error): neither in nor out. */
  | { status: 'unavailable'; error: unknown };

export function hasRole(user: Pick<AuthUser, 'is_admin'>, role: Role): boolean {
  if (role === 'user') return true;
  return role === 'admin' ? user.is_admin === true : user.is_admin !== true;
}

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'allow'; user: AuthUser }
  /** To the login page, remembering where the visitor wanted to go. */
  | { kind: 'login' }
  /** Signed in with the wrong role: to the fallback path. */
  | { kind: 'fallback' };

/**
 * What a protected page does for this session: wait, let in, send to sign-in, or to the fallback
 * when the role does not fit. A list of roles lets in anyone matching one of them.
 */
export function accessDecision(session: Session, allowed: Role | readonly Role[]): AccessDecision {
  switch (session.status) {
    case 'loading':
      return { kind: 'loading' };
    case 'unavailable':
      return { kind: 'unavailable' };
    case 'anonymous':
      return { kind: 'login' };
    case 'signed-in': {
      const roles: readonly Role[] = typeof allowed === 'string' ? [allowed] : allowed;
      return roles.some((role) => hasRole(session.user, role)) ? { kind: 'allow', user: session.user } : { kind: 'fallback' };
    }
  }
}
