import { useParams, useSearchParams } from 'react-router';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSignedInUser } from '../../features/auth/hooks/use-session.ts';
import { businessDashboardPath } from '../../features/dashboard/lib/access.ts';
import { DashboardShell } from '../../features/dashboard/components/dashboard-shell.tsx';
import { sectionOf } from '../../features/console/lib/paths.ts';
import { ConsolePage } from '../../features/console/routes/console.tsx';
import { DashboardRoute } from './dashboard.tsx';
import { NotFoundRoute } from './not-found.tsx';

const positiveId = (raw: string | null | undefined) => (raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/**
 * /admin, /admin/:section, /admin/applications/:applicationId and /admin-dashboard: a platform
 * admin's console (the console feature in the dashboard feature's frame, with the auth feature's
 * user and logout). A business's user at /admin goes on to their own dashboard as before.
 * `?application=` (the new-application notification's link) opens that application.
 */
export function ConsoleRoute() {
  const user = useSignedInUser();
  const logout = useLogout();
  const { section: sectionParam, applicationId: applicationParam } = useParams();
  const [params] = useSearchParams();
  if (!user.is_admin) return <DashboardRoute />;
  const applicationId = positiveId(applicationParam) ?? positiveId(params.get('application'));
  const section = applicationParam !== undefined ? 'applications' : sectionOf(sectionParam);
  if (section === undefined || (applicationParam !== undefined && applicationId === undefined)) return <NotFoundRoute />;
  return (
    <DashboardShell user={user} onLogout={logout} homePath="/admin">
      <ConsolePage section={section} applicationId={applicationId} dashboardPath={businessDashboardPath} />
    </DashboardShell>
  );
}
