import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useFocusOnMount } from '../../../shared/lib/use-focus-on-mount.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { requestPasswordReset, type ResetRequestInput, resetRequestSchema } from '../api/request-reset.ts';
import { type BannerError, resetRequestError } from '../lib/errors.ts';
import { LOGIN_PATH } from '../lib/redirect.ts';
import { EmailField, ErrorBanner } from './auth-fields.tsx';
import { AuthHeading, AuthStatus } from './auth-layout.tsx';

/** /reset-password without a token: ask for the e-mail, then show the server's answer. */
export function RequestResetForm() {
  const request = useMutation({ mutationFn: requestPasswordReset });
  const [banner, setBanner] = useState<BannerError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      setBanner(resetRequestError(error));
    }
  });

  if (request.isSuccess) return <ResetRequested message={request.data} />;

  return (
    <>
      <AuthHeading title="Reset your password">
        Enter the email you sign in with and we’ll send you a link to choose a new password.
      </AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {banner && <ErrorBanner error={banner} />}
        <EmailField autoFocus error={errors.email?.message} {...register('email')} />
        <Button type="submit" className="w-full" loading={isSubmitting} loadingText="Sending...">
          Send Reset Link
        </Button>
        <p className="text-center text-sm text-slate-600">
          Remembered it?{' '}
          <Link to={LOGIN_PATH} className={lineLinkClass}>
            Back to Sign In
          </Link>
        </p>
      </form>
    </>
  );
}

function ResetRequested({ message }: { message: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status">
      <AuthStatus
        tone="success"
        title="Check your email"
        headingRef={heading}
        actions={
          <Link to={LOGIN_PATH} className={buttonClass('primary')}>
            Back to Sign In
          </Link>
        }
      >
        <p>{message}</p>
      </AuthStatus>
    </div>
  );
}
