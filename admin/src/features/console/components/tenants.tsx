/**
 * Tenants: every business with search and status, suspend and reactivate (its site follows: the
 * 403 page, or its pages again), its feature flags (the dashboard's tabs), and its dashboard.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_TAB_FLAGS, FEATURE_FLAG_LABELS, GATED_TABS, type GatedTab } from '#core/admin/feature-flags.ts';
import { TENANT_STATUSES, type TenantStatus } from '#core/site/tenant-status.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { textLinkClass } from '../../../shared/ui/text-link.ts';
import { type ConsoleTenant, PAGE_SIZE, useSetFlags, useTenantAction, useTenants } from '../api/console.ts';
import { formatDay, tenantStatusLabel } from '../lib/format.ts';
import { EmptyState, FilterChips, Pager, SearchInput, StatusBadge } from './parts.tsx';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the site's latest publish job means for the admin; nothing when it went live (or a full rebuild published it, which leaves no job). */
function publishNote(state: string | null): string | undefined {
  if (state === 'queued' || state === 'rendering') return 'Publishing...';
  if (state === 'failed') return 'The last publish failed';
  return undefined;
}

function FlagsDialog({ tenant, open, onOpenChange }: { tenant: ConsoleTenant; open: boolean; onOpenChange: (open: boolean) => void }) {
  const save = useSetFlags();
  const [flags, setFlags] = useState<Record<GatedTab, boolean>>(tenant.flags);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Feature flags of ${tenant.businessName}`}
        description="Each tab of the business’s dashboard shows its content when on, and the ‘Feature Not Available’ panel when off. The overview is always shown."
      >
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            try {
              await save.mutateAsync({ id: tenant.id, flags });
              onOpenChange(false);
            } catch {
              // Shown below.
            }
          }}
        >
          <fieldset>
            <legend className="sr-only">Dashboard tabs</legend>
            <ul className="divide-y divide-slate-100">
              {GATED_TABS.map((tab) => (
                <li key={tab}>
                  <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-2 text-sm">
                    <span>
                      <span className="font-medium text-slate-900">{FEATURE_FLAG_LABELS[tab]}</span>
                      <span className="block text-xs text-slate-600">Default: {DEFAULT_TAB_FLAGS[tab] ? 'on' : 'off'}</span>
                    </span>
                    <input
                      type="checkbox"
                      className="size-5 accent-brand"
                      checked={flags[tab]}
                      onChange={(e) => setFlags({ ...flags, [tab]: e.target.checked })}
                    />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {save.isError && (
            <Alert tone="error" className="mt-4">
              {errorText(save.error)}
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={save.isPending} loadingText="Saving...">
              Save flags
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TenantRow({ tenant, dashboardPath }: { tenant: ConsoleTenant; dashboardPath: (slug: string) => string }) {
  const change = useTenantAction();
  const [confirm, setConfirm] = useState(false);
  const [flagsOpen, setFlagsOpen] = useState(false);
  const action = tenant.actions[0];
  const off = GATED_TABS.filter((tab) => !tenant.flags[tab]).map((tab) => FEATURE_FLAG_LABELS[tab]);
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-5 lg:grid-cols-[1fr_auto] lg:items-center">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{tenant.businessName}</h3>
          <StatusBadge status={tenant.status} label={tenantStatusLabel(tenant.status)} />
        </div>
        <p className="mt-0.5 text-sm break-words text-slate-600">
          <a href={tenant.url} target="_blank" rel="noopener" className={textLinkClass}>
            /{tenant.slug}
          </a>
          {tenant.city && (
            <>
              {' '}
              · {tenant.city}, {tenant.state}
            </>
          )}
          {tenant.owners.length > 0 && <> · {tenant.owners.join(', ')}</>}
          {tenant.approvedAt && <> · approved {formatDay(tenant.approvedAt)}</>}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          {off.length ? `Tabs off: ${off.join(', ')}` : 'Every tab on'}
          {publishNote(tenant.publishState) && <> · {publishNote(tenant.publishState)}</>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={dashboardPath(tenant.slug)} className={buttonClass('secondary')}>
          Open dashboard<span className="sr-only"> of {tenant.businessName}</span>
        </Link>
        <Button variant="secondary" onClick={() => setFlagsOpen(true)}>
          Feature flags<span className="sr-only"> of {tenant.businessName}</span>
        </Button>
        {action && (
          <Button variant={action === 'suspend' ? 'secondary' : 'primary'} onClick={() => setConfirm(true)}>
            {action === 'suspend' ? 'Suspend' : 'Reactivate'}
            <span className="sr-only"> {tenant.businessName}</span>
          </Button>
        )}
      </div>
      {flagsOpen && <FlagsDialog tenant={tenant} open onOpenChange={setFlagsOpen} />}
      {action && (
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          tone={action === 'suspend' ? 'danger' : 'default'}
          title={action === 'suspend' ? `Suspend ${tenant.businessName}?` : `Reactivate ${tenant.businessName}?`}
          description={
            action === 'suspend'
              ? 'Its site stops showing its pages and answers that the business is not available (403) until it is reactivated. Its data stays.'
              : 'Its site shows its pages again once it is published, within a few seconds.'
          }
          confirmLabel={action === 'suspend' ? 'Suspend site' : 'Reactivate site'}
          pendingLabel={action === 'suspend' ? 'Suspending...' : 'Reactivating...'}
          onConfirm={() => change.mutateAsync({ id: tenant.id, action }).then(() => undefined)}
          error={change.isError ? errorText(change.error) : undefined}
        />
      )}
    </li>
  );
}

export function TenantsList({ dashboardPath }: { dashboardPath: (slug: string) => string }) {
  const [status, setStatus] = useState<TenantStatus | undefined>();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const list = useTenants({ status, q, page });
  const counts = list.data?.counts;
  const onSearch = useCallback((value: string) => {
    setQ(value);
    setPage(0);
  }, []);
  return (
    <section aria-labelledby="console-tenants">
      <h2 id="console-tenants" className="sr-only">
        Tenants
      </h2>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterChips
          label="Filter by status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
          options={[
            { value: undefined, label: 'All', count: counts?.all },
            ...TENANT_STATUSES.filter((value) => value !== 'active').map((value) => ({
              value,
              label: tenantStatusLabel(value),
              count: counts?.[value],
            })),
          ]}
        />
        <SearchInput label="Search businesses" placeholder="Search name, slug, e-mail or city" onSearch={onSearch} />
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading businesses...
          </p>
        ) : list.isError ? (
          <Alert tone="error">{list.error.message}</Alert>
        ) : list.data.data.length === 0 ? (
          <EmptyState>{q ? 'No business matches your search.' : 'No business has this status.'}</EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {list.data.data.map((tenant) => (
                <TenantRow key={tenant.id} tenant={tenant} dashboardPath={dashboardPath} />
              ))}
            </ul>
            <Pager page={page} size={PAGE_SIZE} shown={list.data.data.length} total={list.data.pagination.total} onPage={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
