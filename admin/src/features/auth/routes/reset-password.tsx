import { Link, useSearchParams } from 'react-router';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordFlow } from '../components/password-flow.tsx';
import { RequestResetForm } from '../components/request-reset-form.tsx';
import { RESET_PASSWORD_FLOW } from '../lib/password-flow.ts';
import { LOGIN_PATH } from '../lib/redirect.ts';

/**
 * /reset-password: without a token, the "send me a link" form; with ?token= (the e-mailed link),
 * the same new-password flow as /set-password in its reset configuration.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const withToken = params.has('token');
  return (
    <AuthLayout
      footer={
        withToken ? undefined : (
          <p>
            Remembered it?{' '}
            <Link to={LOGIN_PATH} className={lineLinkClass}>
              Back to Sign In
            </Link>
          </p>
        )
      }
    >
      <title>Reset Your Password · LocalSite</title>
      {withToken ? <PasswordFlow key={token} config={RESET_PASSWORD_FLOW} token={token} /> : <RequestResetForm />}
    </AuthLayout>
  );
}

export { ResetPasswordRoute as Component };
