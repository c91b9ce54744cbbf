import { api } from '../../../shared/api/client.ts';
import type { PasswordFlowConfig } from '../lib/password-flow.ts';

/** GET validate-setup-token / validate-reset-token: 200 `{ success, email }`, 400 when refused. */
export async function validatePasswordLink(
  config: PasswordFlowConfig,
  token: string,
  signal?: AbortSignal,
): Promise<{ email: string | null }> {
  const body = await api.get<{ email?: string }>(config.validatePath, { query: { token }, auth: false, signal });
  return { email: typeof body?.email === 'string' ? body.email : null };
}

/** POST setup-password / reset-password with `{ token, newPassword }`. */
export async function submitNewPassword(config: PasswordFlowConfig, token: string, newPassword: string): Promise<void> {
  await api.post(config.submitPath, { token, newPassword }, { auth: false });
}
