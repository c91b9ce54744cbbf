import { useEffect, useRef, useState } from 'react';
import { groupAreasByState } from '#core/validation/service-areas.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { cn } from '../../../shared/lib/cn.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { lineLinkClass } from '../../../shared/ui/text-link.ts';
import { useDeleteArea, useServiceAreas } from '../api/service-areas.ts';
import {
  type Area,
  type AreaField,
  cityPageUrl,
  DELETE_FAILED,
  DELETE_TITLE,
  DELETE_WARNING,
  EMPTY_TEXT,
  EMPTY_TITLE,
  failureText,
  LOAD_ERROR_TITLE,
  LOADING_LOCATIONS,
  loadFailureText,
  LOCATIONS_SUBTITLE,
  LOCATIONS_TITLE,
  NOTICE_MS,
  OTHERS_TITLE,
  splitAreas,
} from '../lib/areas.ts';
import { AddLocationDialog } from './add-location-dialog.tsx';
import { AddLocationForm } from './add-location-form.tsx';
import { AreaEditForm } from './area-edit-form.tsx';
import { AreaGroups } from './area-groups.tsx';
import { CityPageDialog } from './city-page-editor.tsx';
import { ExternalIcon, PageIcon, PinIcon, PlusIcon } from './icons.tsx';
import { PrimaryAreaCard } from './primary-area-card.tsx';

/**
 * The Locations tab (spec 2 §2, issue 12): 'Service Locations', the Primary Service Area card, the
 * other areas grouped by state with Expand All and Collapse All, inline editing (one location at a
 * time), deletion after the 'Delete Location' confirmation, the inline Add Location form and the
 * 'Add Service Location' modal, and per area its live city page and the city-page editor. Someone
 * the API would refuse changes to (a technician, a viewer) sees the areas and their pages only.
 */
export function LocationsTab({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const areas = useServiceAreas(slug);
  const tenant = useTenant(slug);
  const remove = useDeleteArea(slug);
  const [editing, setEditing] = useState<{ id: number; focus: AreaField } | null>(null);
  /** The area whose edit form just closed: its view takes the focus back (the form's inputs are gone). */
  const [refocus, setRefocus] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Area | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [pageOf, setPageOf] = useState<Area | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Set by a deletion: its row (and the button that opened the confirmation) is gone. */
  const deleted = useRef(false);
  const othersHeading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const siteUrl = tenant.data?.website ?? null;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const header = (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h3 className="text-xl font-bold tracking-tight text-slate-900">{LOCATIONS_TITLE}</h3>
        <p className="mt-1 text-sm text-slate-600">{LOCATIONS_SUBTITLE}</p>
      </div>
      {areas.data && canEdit && (
        <Button ref={addButton} onClick={() => setAdding(true)}>
          <PlusIcon className="size-4" />
          Add Service Location
        </Button>
      )}
    </div>
  );

  if (areas.data === undefined && !areas.isError)
    return (
      <div className="space-y-6">
        {header}
        <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-base font-medium text-slate-700">
          <Spinner className="text-brand" />
          {LOADING_LOCATIONS}
        </div>
      </div>
    );

  if (areas.data === undefined)
    return (
      <div className="space-y-6">
        {header}
        <div role="alert" className="rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
          <h4 className="text-lg font-semibold text-slate-900">{LOAD_ERROR_TITLE}</h4>
          <p className="mt-2 text-sm text-slate-600">{loadFailureText(areas.error)}</p>
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => void areas.refetch()}
            loading={areas.isRefetching}
            loadingText="Trying again..."
          >
            Try Again
          </Button>
        </div>
      </div>
    );

  const list = areas.data;
  const { primary, others } = splitAreas(list);
  const groups = groupAreasByState(others);

  const editorFor = (area: Area) => (
    <AreaEditForm
      key={area.id}
      slug={slug}
      areas={list}
      area={area}
      focus={editing?.id === area.id ? editing.focus : 'city'}
      onDone={() => {
        setEditing(null);
        setRefocus(area.id);
      }}
      onSaved={(name) => setNotice(`${name} saved.`)}
    />
  );

  const pageLinks = (area: Area) => {
    const url = cityPageUrl(siteUrl, area.url_path);
    return (
      <div className="flex flex-wrap items-center gap-x-5 text-sm">
        {canEdit && (
          <button type="button" className={cn(lineLinkClass, 'gap-1.5')} onClick={() => setPageOf(area)}>
            <PageIcon className="size-4" />
            Edit city page<span className="sr-only"> of {area.city}</span>
          </button>
        )}
        {url && (
          <a href={url} target="_blank" rel="noopener noreferrer" className={cn(lineLinkClass, 'gap-1.5')}>
            <ExternalIcon className="size-4" />
            View live page<span className="sr-only"> of {area.city} (opens in a new tab)</span>
          </a>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-6">
      {header}
      <div aria-live="polite" className="empty:hidden">
        {notice && <Alert tone="success">{notice} Your site is being republished.</Alert>}
      </div>
      {areas.isError && (
        <Alert tone="error" title={LOAD_ERROR_TITLE}>
          <p>{loadFailureText(areas.error)}</p>
          <p className="mt-1">
            The list below may be out of date.{' '}
            <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void areas.refetch()}>
              Try again
            </button>
          </p>
        </Alert>
      )}

      {primary ? (
        <PrimaryAreaCard
          area={primary}
          editing={editing?.id === primary.id}
          onEdit={canEdit ? () => setEditing({ id: primary.id, focus: 'city' }) : null}
          refocus={refocus === primary.id}
          onRefocused={() => setRefocus(null)}
          editor={editorFor(primary)}
          pageLinks={pageLinks(primary)}
        />
      ) : (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand/10 text-brand" aria-hidden="true">
            <PinIcon />
          </div>
          <h4 className="mt-4 text-lg font-semibold text-slate-900">{EMPTY_TITLE}</h4>
          <p className="mt-1 text-sm text-slate-600">{EMPTY_TEXT}</p>
        </div>
      )}

      {others.length > 0 && (
        <section aria-labelledby="locations-others-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4
              ref={othersHeading}
              id="locations-others-title"
              tabIndex={-1}
              className="text-base font-semibold text-slate-900 focus:outline-none"
            >
              {OTHERS_TITLE} <span className="font-normal text-slate-600">({others.length})</span>
            </h4>
            <div className="flex gap-1">
              <Button variant="ghost" onClick={() => setCollapsed(new Set())}>
                Expand All
              </Button>
              <Button variant="ghost" onClick={() => setCollapsed(new Set(groups.map((g) => g.state)))}>
                Collapse All
              </Button>
            </div>
          </div>
          <AreaGroups
            groups={groups}
            collapsed={collapsed}
            onToggle={(state) =>
              setCollapsed((prev) => {
                const next = new Set(prev);
                if (!next.delete(state)) next.add(state);
                return next;
              })
            }
            actions={{
              editingId: editing?.id ?? null,
              refocusId: refocus,
              onRefocused: () => setRefocus(null),
              onEdit: canEdit ? (area, focus) => setEditing({ id: area.id, focus }) : null,
              onDelete: canEdit
                ? (area) => {
                    setDeleteError(null);
                    setDeleting(area);
                  }
                : null,
              renderEditor: editorFor,
              renderPageLinks: pageLinks,
            }}
          />
        </section>
      )}

      {canEdit && <AddLocationForm slug={slug} onAdded={(name) => setNotice(`${name} added.`)} />}

      <AddLocationDialog slug={slug} open={adding} onOpenChange={setAdding} onAdded={(name) => setNotice(`${name} added.`)} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={DELETE_TITLE}
        description={DELETE_WARNING}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        tone="danger"
        error={deleteError}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          (othersHeading.current ?? addButton.current)?.focus();
        }}
        onConfirm={async () => {
          if (!deleting) return;
          setDeleteError(null);
          try {
            await remove.mutateAsync(deleting.id);
            deleted.current = true;
            if (editing?.id === deleting.id) setEditing(null);
            setNotice(`${deleting.city}, ${deleting.state} deleted.`);
          } catch (error) {
            setDeleteError(failureText(error, DELETE_FAILED));
            throw error;
          }
        }}
      >
        {deleting && (
          <p className="text-sm font-semibold text-slate-900">
            {deleting.city}, {deleting.state}
          </p>
        )}
      </ConfirmDialog>

      <CityPageDialog slug={slug} area={pageOf} siteUrl={siteUrl} onOpenChange={(open) => !open && setPageOf(null)} />
    </div>
  );
}
