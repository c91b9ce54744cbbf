import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordFlow } from '../components/password-flow.tsx';
import { SET_PASSWORD_FLOW } from '../lib/password-flow.ts';

/** /set-password?token= (spec 1 §2): the link from the invitation e-mail. */
export function SetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthLayout>
      <title>Set Your Password · LocalSite</title>
      <PasswordFlow key={token} config={SET_PASSWORD_FLOW} token={token} />
    </AuthLayout>
  );
}
