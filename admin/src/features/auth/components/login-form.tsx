import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { delay } from '../../../shared/lib/delay.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { hitAreaClass, textLinkClass } from '../../../shared/ui/text-link.ts';
import { type LoginInput, loginSchema, useLogin } from '../api/login.ts';
import { type BannerError, LOGIN_ERROR_TITLE, loginError } from '../lib/errors.ts';
import { LOGIN_REDIRECT_DELAY_MS } from '../lib/redirect.ts';
import { EmailField, ErrorBanner } from './auth-fields.tsx';

/**
 * The sign-in form (spec 1 §2): e-mail and password, "Sign In to Dashboard" / "Signing In...",
 * errors in an "Authentication Error" banner, then after 100 ms to `redirectTo`.
 */
export function LoginForm({ redirectTo, notice }: { redirectTo: string; notice?: string }) {
  const navigate = useNavigate();
  const signIn = useLogin();
  const [banner, setBanner] = useState<BannerError | null>(null);
  // Signed in: "Signing In..." stays until the next page has replaced this one.
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      setBanner(loginError(error));
      if (isApiError(error) && error.fields) {
        for (const field of ['email', 'password'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { message });
        }
      }
      return;
    }
    setLeaving(true);
    await delay(LOGIN_REDIRECT_DELAY_MS);
    await navigate(redirectTo, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {notice && !banner && <Alert tone="success">{notice}</Alert>}
      {banner && <ErrorBanner error={banner} title={LOGIN_ERROR_TITLE} />}

      <EmailField autoFocus error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link to="/reset-password" className={`${textLinkClass} ${hitAreaClass} text-sm`}>
            Forgot?
          </Link>
        }
        {...register('password')}
      />

      <Button type="submit" className="w-full" loading={isSubmitting || leaving} loadingText="Signing In...">
        Sign In to Dashboard
      </Button>
    </form>
  );
}
