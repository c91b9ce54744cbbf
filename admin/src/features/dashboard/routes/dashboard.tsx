import type { AuthUser } from '../../../shared/types/api.ts';
import { DashboardHome } from '../components/dashboard-home.tsx';
import { DashboardShell } from '../components/dashboard-shell.tsx';
import { dashboardView } from '../lib/access.ts';

/**
 * The signed-in landing at /admin, /dashboard and /{slug}/admin, /{slug}/dashboard. The app layer
 * hands in the user and the logout action from the auth feature.
 */
export function DashboardPage({ user, slug, onLogout }: { user: AuthUser; slug: string | undefined; onLogout: () => Promise<void> }) {
  const view = dashboardView(user, slug);
  return (
    <DashboardShell user={user} onLogout={onLogout} homePath="/admin">
      <DashboardHome user={user} view={view} />
    </DashboardShell>
  );
}
