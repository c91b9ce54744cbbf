import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_HINT, PASSWORDS_DO_NOT_MATCH } from '#core/validation/password.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { useFocusOnMount } from '../../../shared/lib/use-focus-on-mount.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordField } from '../../../shared/ui/field.tsx';
import { submitNewPassword, validatePasswordLink } from '../api/password.ts';
import {
  canSubmitPasswordForm,
  linkValidationError,
  type PasswordFlowConfig,
  type PasswordFormValues,
  passwordFormProblem,
  passwordSubmitError,
  SUCCESS_REDIRECT_MS,
} from '../lib/password-flow.ts';
import { LOGIN_PATH } from '../lib/redirect.ts';
import { AuthHeading, AuthStatus } from './auth-layout.tsx';

/**
 * Set-password and reset-password (spec 1 §2, §4): one flow, two configurations. Validating the
 * link, then the invalid screen or the form; submitting, then success (2 s to /login with a
 * message) or the form again with the reason.
 */
export function PasswordFlow({ config, token }: { config: PasswordFlowConfig; token: string }) {
  const [done, setDone] = useState(false);
  const link = useQuery({
    queryKey: ['auth', config.kind, 'link', token],
    queryFn: ({ signal }) => validatePasswordLink(config, token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (!token) return <InvalidLink config={config} message={config.missingLink} />;
  if (done) return <PasswordSaved config={config} />;
  if (link.isPending) {
    return (
      <div role="status">
        <AuthStatus tone="progress" title={config.validating} />
      </div>
    );
  }
  if (link.isError) {
    const message = linkValidationError(link.error, config);
    return (
      <InvalidLink
        key={message}
        config={config}
        message={message}
        onRetry={message === config.unreachable ? () => void link.refetch() : undefined}
      />
    );
  }
  return <NewPasswordForm config={config} token={token} email={link.data.email} onDone={() => setDone(true)} />;
}

function InvalidLink({ config, message, onRetry }: { config: PasswordFlowConfig; message: string; onRetry?: () => void }) {
  const navigate = useNavigate();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const action = !onRetry ? config.invalidAction : undefined;
  return (
    <AuthStatus
      tone="error"
      title={onRetry ? 'We couldn’t check your link' : 'This link can’t be used'}
      headingRef={heading}
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>Try Again</Button>}
          <Button variant={onRetry ? 'secondary' : 'primary'} onClick={() => void navigate(LOGIN_PATH)}>
            Go to Login
          </Button>
          {action && (
            <Button variant="secondary" onClick={() => void navigate(action.to)}>
              {action.label}
            </Button>
          )}
        </>
      }
    >
      <p role="alert">{message}</p>
    </AuthStatus>
  );
}

function PasswordSaved({ config }: { config: PasswordFlowConfig }) {
  const navigate = useNavigate();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const toLogin = useCallback(
    () => void navigate(LOGIN_PATH, { replace: true, state: { message: config.loginMessage } }),
    [navigate, config.loginMessage],
  );
  useEffect(() => {
    const timer = setTimeout(toLogin, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toLogin]);
  return (
    <div role="status">
      <AuthStatus tone="success" title={config.successTitle} headingRef={heading} actions={<Button onClick={toLogin}>Go to Login</Button>}>
        <p>Taking you to the sign-in page…</p>
      </AuthStatus>
    </div>
  );
}

function NewPasswordForm({
  config,
  token,
  email,
  onDone,
}: {
  config: PasswordFlowConfig;
  token: string;
  email: string | null;
  onDone: () => void;
}) {
  const [values, setValues] = useState<PasswordFormValues>({ password: '', confirmation: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const set = (field: keyof PasswordFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitPasswordForm(values, submitting)) return;
    const ruleProblem = passwordFormProblem(values);
    setProblem(ruleProblem ?? null);
    if (ruleProblem) return;
    setSubmitting(true);
    try {
      await submitNewPassword(config, token, values.password);
      onDone();
    } catch (error) {
      setProblem(passwordSubmitError(error, config));
      setSubmitting(false);
      // A refused password goes back to the first field; a dead link keeps the message in view.
      if (isApiError(error) && error.fields?.newPassword) passwordRef.current?.focus();
    }
  }

  const mismatch = problem === PASSWORDS_DO_NOT_MATCH;
  return (
    <>
      <AuthHeading title={config.heading}>
        {config.intro}
        {email && (
          <>
            {' '}
            Account: <span className="font-medium text-slate-800 break-words">{email}</span>
          </>
        )}
      </AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        {/* The account name, for password managers saving the new password. */}
        {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
        <PasswordField
          ref={passwordRef}
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          autoFocus
          hint={PASSWORD_HINT}
          value={values.password}
          onChange={set('password')}
          aria-invalid={problem !== null && !mismatch ? true : undefined}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm-password"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={set('confirmation')}
          aria-invalid={mismatch ? true : undefined}
        />
        <Button
          type="submit"
          className="w-full"
          disabled={!canSubmitPasswordForm(values, submitting)}
          loading={submitting}
          loadingText={config.submittingLabel}
        >
          {config.submitLabel}
        </Button>
      </form>
    </>
  );
}
