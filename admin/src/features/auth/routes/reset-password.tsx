import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordFlow } from '../components/password-flow.tsx';
import { RequestResetForm } from '../components/request-reset-form.tsx';
import { RESET_PASSWORD_FLOW } from '../lib/password-flow.ts';

/**
 * /reset-password: without a token, the "send me a link" form; with ?token= (the e-mailed link),
 * the same new-password flow as /set-password in its reset configuration.
 */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const withToken = params.has('token');
  return (
    <AuthLayout>
      <title>Reset Your Password · LocalSite</title>
      {withToken ? <PasswordFlow key={token} config={RESET_PASSWORD_FLOW} token={token} /> : <RequestResetForm />}
    </AuthLayout>
  );
}
