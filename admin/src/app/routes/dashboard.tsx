import { type ComponentType, lazy } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { isTenantSlug } from '#core/site/slugs.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSignedInUser } from '../../features/auth/hooks/use-session.ts';
import { canEditBusiness } from '../../features/dashboard/lib/access.ts';
import { tabFromAddress } from '../../features/dashboard/lib/tabs.ts';
import { DashboardPage, type TabScreens } from '../../features/dashboard/routes/dashboard.tsx';
import { preloadWebsiteTab, WebsiteTab } from '../../features/website/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../shared/ui/tabs.tsx';
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
const loadCustomers = () => import('../../features/customers/index.ts');
const loadQuotes = () => import('../../features/quotes/index.ts');
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
/** Health scans and domain changes are offered to those the API lets make them (admins, owners, managers). */
function WebsiteScreen({ slug }: { slug: string }) {
  return <WebsiteTab slug={slug} canEdit={canEditBusiness(useSignedInUser())} />;
}
const CustomersView = lazy(() => loadCustomers().then((m) => ({ default: m.CustomersView })));
const QuoteInbox = lazy(() => loadQuotes().then((m) => ({ default: m.QuoteInbox })));

/** The Customers tab's views, the first one shown when the address names none (?view=). */
type CustomerViewProps = { slug: string; canEdit: boolean; markReadOnOpen: boolean };
const CUSTOMER_VIEWS: { id: string; label: string; Component: ComponentType<CustomerViewProps> }[] = [
  { id: 'requests', label: 'Requests', Component: QuoteInbox },
  { id: 'customers', label: 'Customers', Component: CustomersView },
];

/**
 * The Customers tab (issue 16): its views side by side, the one shown named in the address
 * (/{slug}/dashboard/customers?view=requests|customers) so links between them and reloads land right. Owners,
 * managers and admins change records; technicians and viewers read them.
 */
function CustomersScreen({ slug }: { slug: string }) {
  const user = useSignedInUser();
  const canEdit = canEditBusiness(user);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = CUSTOMER_VIEWS.find((v) => v.id === asked) ?? CUSTOMER_VIEWS[0]!;
  return (
    // A view's own parameters (search, page, open record) mean nothing to the other: switching starts it afresh.
    <Tabs value={view.id} onValueChange={(id) => setParams(new URLSearchParams({ view: id }))}>
      <TabsList aria-label="Customers tab" variant="pills">
        {CUSTOMER_VIEWS.map((v) => (
          <TabsTrigger key={v.id} value={v.id}>
            {v.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {CUSTOMER_VIEWS.map((v) => (
        <TabsContent key={v.id} value={v.id}>
          {/* A platform admin looking in leaves the business's new requests unread, as the bell does. */}
          {v.id === view.id && <v.Component slug={slug} canEdit={canEdit} markReadOnOpen={!user.is_admin} />}
        </TabsContent>
      ))}
    </Tabs>
  );
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
  website: { Component: WebsiteScreen, preload: preloadWebsiteTab },
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
  customers: {
    Component: CustomersScreen,
    preload: () => void Promise.all([loadQuotes(), loadCustomers()]).catch(ignore),
    loadingLabel: 'Loading customers...',
  },
};

/**
 * /admin, /dashboard, /{businessSlug}/admin, /{businessSlug}/dashboard[/{tab}], behind ProtectedRoute.
 * Composes the auth feature (user, logout), the dashboard feature (shell, tabs, overview) and the
 * features behind the tabs (website, profile, locations, services, schedule, customers), which know nothing of each other.
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
