import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { Logo } from '../../../shared/ui/logo.tsx';
import { LoadingScreen, MessagePanel } from '../../../shared/ui/status-screen.tsx';
import { useSession } from '../hooks/use-session.ts';
import { accessDecision, type Role } from '../lib/roles.ts';
import { LOGIN_PATH, type LoginLocationState, pathOf } from '../lib/redirect.ts';

interface ProtectedRouteProps {
  /** Who may enter: 'admin', 'tenant', 'user' (anyone signed in), or a list (any one matches). */
  roles?: Role | readonly Role[];
  /** Where a signed-in user with the wrong role goes. */
  fallbackPath?: string;
  /** The page; without it the matching child route is rendered. */
  children?: ReactNode;
}

/**
 * Spec 1 §6: "Loading..." while the session check runs; anonymous visitors go to /login with the
 * page they wanted in `from`; a signed-in user whose role does not fit goes to `fallbackPath`.
 */
export function ProtectedRoute({ roles = 'user', fallbackPath = LOGIN_PATH, children }: ProtectedRouteProps) {
  const location = useLocation();
  const { session, retry } = useSession();
  const decision = accessDecision(session, roles);
  switch (decision.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'unavailable':
      return <SessionUnavailable onRetry={retry} />;
    case 'login':
      return <Navigate to={LOGIN_PATH} replace state={{ from: pathOf(location) } satisfies LoginLocationState} />;
    case 'fallback':
      return <Navigate to={fallbackPath} replace />;
    case 'allow':
      return children ?? <Outlet />;
  }
}

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-10 bg-slate-50 px-6 py-12">
      <Logo />
      <MessagePanel
        title="We couldn’t check your sign-in"
        actions={
          <Button onClick={onRetry} className="sm:min-w-40">
            Try Again
          </Button>
        }
      >
        <p role="alert">LocalSite didn’t answer. Check your connection and try again.</p>
      </MessagePanel>
    </main>
  );
}
