import { useParams } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSignedInUser } from '../../features/auth/hooks/use-session.ts';
import { isBusinessSlug } from '../../features/dashboard/lib/access.ts';
import { DashboardPage } from '../../features/dashboard/routes/dashboard.tsx';
import { NotFoundRoute } from './not-found.tsx';

/**
 * /admin, /dashboard, /{businessSlug}/admin, /{businessSlug}/dashboard, behind ProtectedRoute.
 * Composes the auth feature (user, logout) with the dashboard feature, which know nothing of each other.
 */
export function DashboardRoute() {
  const { businessSlug } = useParams();
  const user = useSignedInUser();
  const logout = useLogout();
  if (businessSlug !== undefined && !isBusinessSlug(businessSlug.toLowerCase())) return <NotFoundRoute />;
  return <DashboardPage user={user} slug={businessSlug} onLogout={logout} />;
}

