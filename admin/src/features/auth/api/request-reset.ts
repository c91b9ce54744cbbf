import { api } from '../../../shared/api/client.ts';
import { z } from '../../../shared/lib/zod.ts';

export const resetRequestSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.regex(z.regexes.email, 'Valid email is required')),
});

export type ResetRequestInput = z.infer<typeof resetRequestSchema>;

export const RESET_REQUESTED_FALLBACK = 'If an account exists for that email, we sent a link to reset the password.';

/** POST request-password-reset: the same answer whether or not the account exists. */
export async function requestPasswordReset(input: ResetRequestInput): Promise<string> {
  const body = await api.post<{ message?: string }>('/api/auth/request-password-reset', input, { auth: false });
  return typeof body?.message === 'string' && body.message ? body.message : RESET_REQUESTED_FALLBACK;
}
