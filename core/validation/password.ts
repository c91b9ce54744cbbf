/**
 * Password rules of spec 1 §5, checked in this order, with their exact messages. The server adds a
 * check against the most common passwords (api/auth/common-passwords.ts), which stays off the client.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = 'Must be at least 8 characters with uppercase, lowercase, and numbers';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
/** Longer inputs are refused before hashing so nobody can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

const RULES: [RegExp | ((p: string) => boolean), string][] = [
  [(p) => p.length >= PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters'],
  [/[A-Z]/, 'Password must contain at least one uppercase letter'],
  [/[a-z]/, 'Password must contain at least one lowercase letter'],
  [/[0-9]/, 'Password must contain at least one number'],
  [(p) => p.length <= PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`],
];

/** The first rule the password breaks, or undefined when it passes them all. */
export function passwordProblem(password: string): string | undefined {
  for (const [rule, message] of RULES) {
    const ok = typeof rule === 'function' ? rule(password) : rule.test(password);
    if (!ok) return message;
  }
  return undefined;
}

/**
 * What the API answers and the set-password and reset-password pages show about a password link
 * (spec 1 §8 for the setup link; the reset link says the same of itself): no token in the address,
 * a token the server refuses, and the banner on /login once the password is saved.
 */
export const PASSWORD_LINK_MESSAGES = {
  setup: {
    missing: 'Invalid or missing password setup link',
    invalid: 'This password setup link has expired or is invalid. Please contact support.',
    done: 'Password set successfully! Please log in.',
  },
  reset: {
    missing: 'Invalid or missing password reset link',
    invalid: 'This password reset link has expired or is invalid. Please request a new one.',
    done: 'Password reset successfully! Please log in.',
  },
} as const;

export type PasswordLinkKind = keyof typeof PASSWORD_LINK_MESSAGES;

/** The form check: password rules first, then the confirmation. */
export function newPasswordProblem(password: string, confirmation: string): string | undefined {
  return passwordProblem(password) ?? (password === confirmation ? undefined : PASSWORDS_DO_NOT_MATCH);
}
