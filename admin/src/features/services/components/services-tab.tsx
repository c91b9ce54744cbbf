// First: core's services rules build zod schemas as they load, and the admin's zod setup must have
// turned off zod's eval probe by then (the Content-Security-Policy blocks eval and reports the try).
import '../../../shared/lib/zod.ts';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { formatPriceCents } from '#core/format/money.ts';
import { type ServiceCatalog, serviceCatalog } from '#core/services/catalog.ts';
import {
  ADD_FIRST_SERVICE_LABEL,
  DELETE_SERVICE_CONFIRM_MESSAGE,
  NO_SERVICES_MESSAGE,
  SERVICES_FETCH_FAILED_MESSAGE,
} from '#core/validation/services.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { type Service, type ServiceInput, useBusiness, useServices, useServiceWrites } from '../api/services.ts';
import { DELETE_FAILED_MESSAGE, errorMessage } from '../lib/messages.ts';
import { selectionReducer } from '../lib/selection.ts';
import { type Choice, ChoiceColumn } from './choice-column.tsx';
import { ServiceEditor } from './service-editor.tsx';
import { TiersPanel } from './tiers-panel.tsx';

/**
 * The Services tab (spec 3 §2 "Services tab"; issue 13): the business's services by vehicle (or
 * the industry's own axis) and category, the selected service's tiers, and the pricing editor.
 * `canEdit` false (technicians, viewers: the API refuses them): the same lists, nothing to change.
 */
export function ServicesTab({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const business = useBusiness(slug);
  return (
    <section aria-labelledby="services-tab-title" className="space-y-5">
      <div>
        <h2 id="services-tab-title" className="text-xl font-bold tracking-tight text-slate-900">
          Services
        </h2>
        <p className="mt-1 text-sm text-slate-600 text-pretty">
          {canEdit
            ? 'Your services and what each tier costs. Your site, its service pages and the quote form show them as you save.'
            : 'The services and what each tier costs, as your site shows them. Only the owner or a manager can change them.'}
        </p>
      </div>
      {business.data ? (
        <ServicesBrowser slug={slug} tenantId={business.data.id} catalog={serviceCatalog(business.data.industry)} canEdit={canEdit} />
      ) : business.isError ? (
        <LoadFailed message={errorMessage(business.error, SERVICES_FETCH_FAILED_MESSAGE)} onRetry={() => void business.refetch()} />
      ) : (
        <Loading label="Loading services..." />
      )}
    </section>
  );
}

type EditorTarget = { service: Service | null; opening: number };

function ServicesBrowser({
  slug,
  tenantId,
  catalog,
  canEdit,
}: {
  slug: string;
  tenantId: number;
  catalog: ServiceCatalog;
  canEdit: boolean;
}) {
  const firstCategory = catalog.categories[0]?.id ?? 0;
  const [selection, dispatch] = useReducer(selectionReducer, {
    vehicleId: catalog.vehicles[0]?.id ?? 0,
    categoryId: firstCategory,
    serviceId: null,
  });
  const services = useServices(tenantId, selection.vehicleId, selection.categoryId);
  const writes = useServiceWrites(slug, tenantId);
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  const openings = useRef(0);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const actionsId = useId();

  const list = services.data;
  useEffect(() => {
    if (list) dispatch({ type: 'loaded', serviceIds: list.map((s) => s.id) });
  }, [list]);

  const selected = list?.find((s) => s.id === selection.serviceId) ?? null;
  const vehicleLabel = catalog.vehicles.find((v) => v.id === selection.vehicleId)?.label ?? '';
  const categoryLabel = catalog.categories.find((c) => c.id === selection.categoryId)?.label ?? '';

  const openEditor = (service: Service | null) => {
    openings.current += 1;
    setNotice(null);
    setEditor({ service, opening: openings.current });
  };

  const save = async (input: ServiceInput) => {
    const saved = editor?.service ? await writes.replace(editor.service.id, input) : await writes.create(input);
    // The lists are fresh by now: select the saved service if it is still listed here (the owner
    // may have taken this vehicle off it; then the load has already selected the first).
    if (saved.categoryId === selection.categoryId && saved.vehicleIds.includes(selection.vehicleId))
      dispatch({ type: 'service', serviceId: saved.id });
    setEditor(null);
    setNotice(`“${saved.name}” saved. Your site shows the change within seconds.`);
  };

  const serviceChoices: Choice[] = (list ?? []).map((s) => ({
    id: s.id,
    label: s.name,
    badge: s.active ? undefined : 'Hidden',
    detail: tierSummary(s),
  }));

  const serviceActions = (
    <>
      <Button variant="ghost" className="px-3 text-brand hover:bg-brand/5" onClick={() => openEditor(null)} disabled={!list}>
        Add
        <span className="sr-only">
          {' '}
          a service to {categoryLabel} for {vehicleLabel}
        </span>
      </Button>
      <Button variant="ghost" className="px-3" onClick={() => selected && openEditor(selected)} disabled={!selected}>
        Edit<span className="sr-only">{selected ? ` ${selected.name}` : ' the selected service'}</span>
      </Button>
      <Button
        variant="ghost"
        className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => {
          setDeleteError(null);
          setNotice(null);
          setDeleting(selected);
        }}
        disabled={!selected}
      >
        Delete<span className="sr-only">{selected ? ` ${selected.name}` : ' the selected service'}</span>
      </Button>
    </>
  );

  return (
    <div className="space-y-5">
      {notice && (
        <Alert tone="success" className="items-center">
          {notice}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,13rem)_minmax(0,14rem)_minmax(0,1fr)]">
        <ChoiceColumn
          title={catalog.vehicleLabel}
          name={`${actionsId}-vehicle`}
          compact
          choices={catalog.vehicles}
          selected={selection.vehicleId}
          onSelect={(vehicleId) => dispatch({ type: 'vehicle', vehicleId, firstCategoryId: firstCategory })}
        />
        <ChoiceColumn
          title="Category"
          name={`${actionsId}-category`}
          compact
          choices={catalog.categories}
          selected={selection.categoryId}
          onSelect={(categoryId) => dispatch({ type: 'category', categoryId })}
        />
        <ChoiceColumn
          title="Service"
          name={`${actionsId}-service`}
          choices={serviceChoices}
          selected={selection.serviceId}
          onSelect={(serviceId) => dispatch({ type: 'service', serviceId })}
          actions={canEdit ? serviceActions : undefined}
        >
          {services.isPending ? (
            <Loading label="Loading services..." />
          ) : services.isError ? (
            <LoadFailed
              message={errorMessage(services.error, SERVICES_FETCH_FAILED_MESSAGE)}
              onRetry={() => void services.refetch()}
              retrying={services.isFetching}
            />
          ) : (
            <div className="flex flex-col items-center gap-4 px-4 py-8 text-center">
              <p className="text-sm text-slate-600">{NO_SERVICES_MESSAGE}</p>
              {canEdit && <Button onClick={() => openEditor(null)}>{ADD_FIRST_SERVICE_LABEL}</Button>}
            </div>
          )}
        </ChoiceColumn>
      </div>

      {selected && <TiersPanel service={selected} />}

      <Dialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
      >
        {editor && (
          <ServiceEditor
            key={editor.opening}
            service={editor.service}
            where={selection}
            catalog={catalog}
            onSave={save}
            onClose={() => setEditor(null)}
          />
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete service?"
        description={DELETE_SERVICE_CONFIRM_MESSAGE}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        error={deleteError}
        onConfirm={async () => {
          if (!deleting) return;
          setDeleteError(null);
          try {
            await writes.remove(deleting.id);
          } catch (error) {
            setDeleteError(errorMessage(error, DELETE_FAILED_MESSAGE));
            throw error;
          }
          setNotice(`“${deleting.name}” was deleted, with its tiers.`);
        }}
      >
        {deleting && (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{deleting.name}</span>
            {` · ${deleting.tiers.length} ${deleting.tiers.length === 1 ? 'tier' : 'tiers'}`}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** "3 tiers · from $149" (the enabled tiers' lowest price). */
function tierSummary(service: Service): string {
  const count = service.tiers.length;
  if (count === 0) return 'No tiers';
  return `${count} ${count === 1 ? 'tier' : 'tiers'} · from ${formatPriceCents(service.basePriceCents)}`;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-2.5 px-3 py-6 text-sm text-slate-600">
      <Spinner className="size-4 text-brand" />
      {label}
    </div>
  );
}

/** Spec 3 §8: 'Error: ...' with the reason, and a way to try again. */
function LoadFailed({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="space-y-3 p-2">
      <Alert tone="error">{`Error: ${message}`}</Alert>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Trying again...">
        Try Again
      </Button>
    </div>
  );
}
