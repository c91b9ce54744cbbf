import { api } from '../../../shared/api/client.ts';
import { z } from '../../../shared/lib/zod.ts';
import type { PasswordFlowConfig } from '../lib/password-flow.ts';

/** GET validate-setup-token / validate-reset-token: 200 `{ success, email }`, 400 when refused. */
export async function validatePasswordLink(config: PasswordFlowConfig, token: string, signal?: AbortSignal): Promise<{ email: string | null }> {
  const body = await api.get<{ email?: string }>(config.validatePath, { query: { token }, auth: false, signal });
  return { email: typeof body?.email === 'string' ? body.email : null };
}

/** POST setup-password / reset-password with `{ token, newPassword }`. */
export async function submitNewPassword(config: PasswordFlowConfig, token: string, newPassword: string): Promise<void> {
  await api.post(config.submitPath, { token, newPassword }, { auth: false });
}

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
