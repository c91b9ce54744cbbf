import { Navigate } from 'react-router';
import type { AuthUser } from '#core/api/types.ts';
import { BusinessDashboard, type TabScreens } from '../components/business-dashboard.tsx';
import { AccessDenied, AdminHome, TenantHome } from '../components/dashboard-home.tsx';
import { DashboardShell } from '../components/dashboard-shell.tsx';
import { dashboardView } from '../lib/access.ts';
import { type TabId, tabPath } from '../lib/tabs.ts';

/** The query string without `tab` (it becomes part of the path). */
function withoutTab(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('tab');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export type { TabScreen, TabScreens } from '../components/business-dashboard.tsx';

/**
 * /admin, /dashboard, /{slug}/admin, /{slug}/dashboard[/{tab}]. The app layer hands in the user
 * and the logout action (auth feature) and the screens of the tabs (other features).
 *
 * - A tenant user at /admin or /dashboard goes to their own /{slug}/dashboard; at another
 *   business's address they get the access-denied panel.
 * - An admin at /admin (or /dashboard) gets the "open a business by slug" landing; at a business's
 *   address, its dashboard.
 */
export function DashboardPage({
  user,
  slug,
  tab,
  search,
  onLogout,
  screens,
}: {
  user: AuthUser;
  slug: string | undefined;
  tab: TabId;
  search: string;
  onLogout: () => Promise<void>;
  screens: TabScreens;
}) {
  const view = dashboardView(user, slug);
  if (view.kind === 'tenant' && slug === undefined && view.slug)
    return <Navigate to={`${tabPath(view.slug, tab)}${withoutTab(search)}`} replace />;
  if ((view.kind === 'admin' || view.kind === 'tenant') && view.slug)
    return <BusinessDashboard key={view.slug} user={user} slug={view.slug} tab={tab} onLogout={onLogout} screens={screens} />;
  return (
    <DashboardShell user={user} onLogout={onLogout} homePath="/admin">
      <div className="py-4 sm:py-2">
        {view.kind === 'admin' ? (
          <AdminHome user={user} />
        ) : view.kind === 'tenant' ? (
          <TenantHome user={user} slug={null} />
        ) : (
          <AccessDenied user={user} view={view} />
        )}
      </div>
    </DashboardShell>
  );
}
