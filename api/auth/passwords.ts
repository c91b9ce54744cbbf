import { hash, verify } from '@node-rs/argon2';
import { passwordProblem } from '#core/validation/password.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** argon2id at the OWASP / ASVS 5.0 minimum: 19 MiB, 2 iterations, 1 lane (about 17 ms here). */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so timing does not tell whether the account exists.
    await hash(password, ARGON2);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The spec's rules in order, then the common-password list (server side only). */
export function newPasswordError(password: string): string | undefined {
  const rule = passwordProblem(password);
  if (rule) return rule;
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded) || COMMON_PASSWORDS.has(folded.replace(/[0-9!@#$%^&*.]+$/, ''))) return COMMON_PASSWORD_MESSAGE;
  return undefined;
}
