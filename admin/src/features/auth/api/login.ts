import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, LoginAnswer } from '#core/api/types.ts';
import { ApiError, api } from '../../../shared/api/client.ts';
import { tokenStore } from '../../../shared/api/token-storage.ts';
import { z } from '../../../shared/lib/zod.ts';
import { LOGIN_FAILED } from '../lib/errors.ts';
import { SESSION_QUERY_KEY } from './session.ts';

/** Spec 1 §5: e-mail (an e-mail field) and password, both required. Texts as the server's. */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.regex(z.regexes.email, 'Valid email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** The answer is checked rather than trusted: a 200 without the tokens is a failed sign-in too. */
type LoginResponse = Partial<LoginAnswer> & { error?: string };

/** POST /api/auth/login. Sent without a bearer token; a 401 here is the answer, not a refresh. */
export async function login(input: LoginInput): Promise<AuthUser> {
  const body = await api.post<LoginResponse>('/api/auth/login', input, { auth: false });
  if (!body?.accessToken || !body.refreshToken || !body.user) {
    throw new ApiError(body?.error ?? LOGIN_FAILED, { status: 200, code: 'HTTP_ERROR', serverMessage: body?.error, body });
  }
  tokenStore.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
  tokenStore.setUser(body.user);
  return body.user;
}

/** Signs in and makes the user the session at once, so the dashboard opens without a check. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Nothing cached for a previous user may show through.
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
    },
  });
}
