import { type ComponentType, type ReactNode, Suspense, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { TENANT_NOT_FOUND } from '#core/api/messages.ts';
import type { AuthUser } from '#core/api/types.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { hitAreaClass, textLinkClass } from '../../../shared/ui/text-link.ts';
import { canEditBusiness } from '../lib/access.ts';
import { resolveTabAccess } from '../lib/gating.ts';
import { TAB_META, type TabId, tabPath } from '../lib/tabs.ts';
import { DashboardShell } from './dashboard-shell.tsx';
import { ComingSoonPanel, LockedPanel } from './locked-panel.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import { ErrorPanel, LoadingPanel } from './panels.tsx';
import { PublishBar } from './publish-bar.tsx';
import { TabErrorBoundary } from './tab-error-boundary.tsx';
import { TabNav } from './tab-nav.tsx';
import { TabSearch } from './tab-search.tsx';

/** What the app layer plugs into a tab: its screen (usually lazy) and a way to fetch its code early. */
export interface TabScreen {
  Component: ComponentType<{ slug: string }>;
  preload?: () => void;
  /** Shown while the tab's code loads. */
  loadingLabel?: string;
}
export type TabScreens = Partial<Record<TabId, TabScreen>>;

const reason = (error: unknown) =>
  isApiError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error);

/**
 * The business dashboard of spec 3 §2 at /{slug}/dashboard[/{tab}]: 'Loading business
 * dashboard...', 'Error: ...' (or 'Tenant not found'), then the business's name, the publishing
 * status, the seven tabs and the current tab (or the locked panel when its feature is off).
 */
export function BusinessDashboard({
  user,
  slug,
  tab,
  onLogout,
  screens,
}: {
  user: AuthUser;
  slug: string;
  tab: TabId;
  onLogout: () => Promise<void>;
  screens: TabScreens;
}) {
  const navigate = useNavigate();
  const tenant = useTenant(slug);
  const access = resolveTabAccess(tenant.data?.features);
  const goTo = (next: TabId) => void navigate(tabPath(slug, next));
  const headingId = useId();
  const label = TAB_META[tab].label;
  const name = tenant.data?.business_name?.trim() || slug;

  let body: ReactNode;
  if (tenant.isPending) {
    body = (
      <>
        <title>Loading · LocalSite</title>
        <LoadingPanel label="Loading business dashboard..." />
      </>
    );
  } else if (tenant.isError) {
    const notFound = isApiError(tenant.error) && tenant.error.status === 404;
    body = (
      <>
        <title>{notFound ? `${TENANT_NOT_FOUND} · LocalSite` : 'Error · LocalSite'}</title>
        <ErrorPanel
          title={notFound ? TENANT_NOT_FOUND : `Error: ${reason(tenant.error)}`}
          actions={
            notFound ? (
              user.is_admin ? (
                <Link to="/admin" className={buttonClass('primary')}>
                  Open another business
                </Link>
              ) : undefined
            ) : (
              <Button onClick={() => void tenant.refetch()} loading={tenant.isRefetching} loadingText="Trying again...">
                Try Again
              </Button>
            )
          }
        >
          {notFound ? (
            <p>No business uses the address “{slug}”. Check the link and try again.</p>
          ) : (
            <p>The business dashboard couldn’t be loaded.</p>
          )}
        </ErrorPanel>
      </>
    );
  } else {
    const screen = screens[tab];
    body = (
      <>
        <title>{`${label} · ${name} · LocalSite`}</title>
        <div className="flex flex-col gap-5">
          <div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="text-sm font-semibold text-brand">Business dashboard</p>
              {user.is_admin && (
                <>
                  <p className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-900 ring-1 ring-blue-200 ring-inset">
                    Viewing as platform admin
                  </p>
                  <Link to="/admin" className={cn(textLinkClass, hitAreaClass, 'text-sm')}>
                    Open another business
                  </Link>
                </>
              )}
            </div>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{name}</h1>
          </div>
          <PublishBar slug={slug} siteUrl={tenant.data.website} canEdit={canEditBusiness(user)} tenantStatus={tenant.data.status} />
          <TabNav slug={slug} current={tab} access={access} onIntent={(t) => access[t] && screens[t]?.preload?.()} />
        </div>
        <section aria-labelledby={headingId} className="pt-6">
          <h2 id={headingId} className="sr-only">
            {label}
          </h2>
          {!access[tab] ? (
            <LockedPanel tabLabel={label} />
          ) : screen ? (
            <TabErrorBoundary key={tab} label={label}>
              <Suspense fallback={<LoadingPanel label={screen.loadingLabel ?? `Loading ${label.toLowerCase()}...`} />}>
                <screen.Component slug={slug} />
              </Suspense>
            </TabErrorBoundary>
          ) : (
            <ComingSoonPanel tabLabel={label} />
          )}
        </section>
      </>
    );
  }

  return (
    <DashboardShell
      user={user}
      onLogout={onLogout}
      onProfile={() => goTo('profile')}
      homePath={tabPath(slug, 'overview')}
      search={<TabSearch access={access} onSelect={goTo} />}
      bell={
        tenant.isSuccess ? (
          <NotificationsBell slug={slug} markReadOnOpen={!user.is_admin} />
        ) : tenant.isPending ? (
          <span className="size-11 shrink-0" aria-hidden="true" />
        ) : undefined
      }
    >
      {body}
    </DashboardShell>
  );
}
