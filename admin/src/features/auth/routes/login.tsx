import { useLocation } from 'react-router';
import { SUPPORT_EMAIL } from '../../../shared/config.ts';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { AuthHeading, AuthLayout } from '../components/auth-layout.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useForgetSignedOutData } from '../hooks/use-forget-signed-out-data.ts';
import { loginMessage, loginRedirectTarget } from '../lib/redirect.ts';

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
            {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's label; its sentence ("New to LocalSite?") gives the purpose (WCAG 2.4.4, in context). */}
            <a href="/" className={lineLinkClass}>
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
