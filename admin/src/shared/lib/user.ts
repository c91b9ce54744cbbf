import type { AuthUser } from '#core/api/types.ts';

/** "Jane Doe", or the e-mail address when no name is known. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  return (
    [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || user.email
  );
}

/** One or two letters for an avatar: "JD", or the first letter of the e-mail. */
export function initials(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim()?.[0] ?? '').join('');
  return (letters || user.email[0] || '?').toUpperCase();
}
