import { lazy } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { isTenantSlug } from '#core/site/slugs.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSignedInUser } from '../../features/auth/hooks/use-session.ts';
import { canEditBusiness } from '../../features/dashboard/lib/access.ts';
import { tabFromAddress } from '../../features/dashboard/lib/tabs.ts';
import { DashboardPage, type TabScreens } from '../../features/dashboard/routes/dashboard.tsx';
import { preloadWebsiteTab, WebsiteTab } from '../../features/website/index.ts';
import { NotFoundRoute } from './not-found.tsx';

/*
 * The tabs' screens, each a chunk of its own loaded when the tab is first shown (or on hover/focus
 * of its link). The website feature does its own lazy loading behind `WebsiteTab`.
 */
const loadOverview = () => import('../../features/dashboard/components/overview-tab.tsx');
const loadProfile = () => import('../../features/profile/components/profile-tab.tsx');
const loadServices = () => import('../../features/services/components/services-tab.tsx');
const loadLocations = () => import('../../features/locations/components/locations-tab.tsx');
const loadSchedule = () => import('../../features/schedule/components/schedule-tab.tsx');
const ignore = () => {};
const ScheduleTab = lazy(() => loadSchedule().then((m) => ({ default: m.ScheduleTab })));
/** The schedule shows and offers what the signed-in user's role allows (issue 14 §6). */
function ScheduleScreen({ slug }: { slug: string }) {
  return <ScheduleTab slug={slug} user={useSignedInUser()} />;
}
const LocationsTab = lazy(() => loadLocations().then((m) => ({ default: m.LocationsTab })));
/** The locations tab offers changes only to those the API lets make them (admins, owners, managers). */
function LocationsScreen({ slug }: { slug: string }) {
  return <LocationsTab slug={slug} canEdit={canEditBusiness(useSignedInUser())} />;
}
const ServicesTab = lazy(() => loadServices().then((m) => ({ default: m.ServicesTab })));
/** The services tab offers changes only to those the API lets make them (admins, owners, managers). */
function ServicesScreen({ slug }: { slug: string }) {
  return <ServicesTab slug={slug} canEdit={canEditBusiness(useSignedInUser())} />;
}
// The overview is the first screen of nearly every visit: fetch its code along with this module,
// instead of after the business's record has arrived.
void loadOverview().catch(ignore);

const screens: TabScreens = {
  overview: {
    Component: lazy(() => loadOverview().then((m) => ({ default: m.OverviewTab }))),
    preload: () => void loadOverview().catch(ignore),
    loadingLabel: 'Loading overview...',
  },
  website: { Component: WebsiteTab, preload: preloadWebsiteTab },
  profile: {
    Component: lazy(() => loadProfile().then((m) => ({ default: m.ProfileTab }))),
    preload: () => void loadProfile().catch(ignore),
    loadingLabel: 'Loading business profile...',
  },
  services: {
    Component: ServicesScreen,
    preload: () => void loadServices().catch(ignore),
    loadingLabel: 'Loading services...',
  },
  locations: {
    Component: LocationsScreen,
    preload: () => void loadLocations().catch(ignore),
    loadingLabel: 'Loading service locations...',
  },
  schedule: {
    Component: ScheduleScreen,
    preload: () => void loadSchedule().catch(ignore),
    loadingLabel: 'Loading schedule...',
  },
};

/**
 * /admin, /dashboard, /{businessSlug}/admin, /{businessSlug}/dashboard[/{tab}], behind ProtectedRoute.
 * Composes the auth feature (user, logout), the dashboard feature (shell, tabs, overview) and the
 * features behind the tabs (website, profile, locations, services, schedule), which know nothing of each other.
 */
export function DashboardRoute() {
  const { businessSlug, tab: pathTab } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const user = useSignedInUser();
  const logout = useLogout();
  if (businessSlug !== undefined && !isTenantSlug(businessSlug.toLowerCase())) return <NotFoundRoute />;
  const tab = tabFromAddress(pathTab, params.get('tab'));
  if (tab === null) return <NotFoundRoute />;
  return <DashboardPage user={user} slug={businessSlug} tab={tab} search={search} onLogout={logout} screens={screens} />;
}
