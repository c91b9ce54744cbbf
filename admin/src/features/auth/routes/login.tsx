import { useLocation } from 'react-router';
import { AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useForgetSignedOutData } from '../hooks/use-forget-signed-out-data.ts';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { loginMessage, loginRedirectTarget } from '../lib/redirect.ts';

export const SUPPORT_EMAIL = 'support@localsite.example';

/** /login (spec 1 §2). Router state: `from` (where to return) and `message` (a success banner). */
export function LoginRoute() {
  const location = useLocation();
  useForgetSignedOutData();
  return (
    <AuthLayout
      footer={
        <>
          <p>
            Need help signing in?{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={lineLinkClass}>
              Contact Support
            </a>
          </p>
          <p>
            New to LocalSite?{' '}
            <a href="/" className={lineLinkClass} aria-label="Learn More about LocalSite">
              Learn More
            </a>
          </p>
        </>
      }
    >
      <title>Sign In · LocalSite</title>
      <AuthHeading title="Welcome back">Sign in to manage your business website.</AuthHeading>
      <LoginForm redirectTo={loginRedirectTarget(location.state)} notice={loginMessage(location.state)} />
    </AuthLayout>
  );
}

