import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { type Area, formatMinimum, formatMultiplier, PRIMARY_TITLE, zipSummary } from '../lib/areas.ts';
import { PinIcon } from './icons.tsx';

/**
 * The Primary Service Area card (spec 2 §2): the main city in view mode with Edit Location, or its
 * edit form (Save and Cancel) while it is the location in edit mode.
 */
export function PrimaryAreaCard({
  area,
  editing,
  onEdit,
  editor,
  pageLinks,
  refocus,
  onRefocused,
}: {
  area: Area;
  editing: boolean;
  /** null for someone who may only look. */
  onEdit: (() => void) | null;
  /** Its edit form just closed: Edit Location takes the focus back. */
  refocus: boolean;
  onRefocused: () => void;
  editor: ReactNode;
  pageLinks: ReactNode;
}) {
  const titleId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!refocus || editing) return;
    editButton.current?.focus();
    onRefocused();
  }, [refocus, editing, onRefocused]);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-brand/25 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="flex items-center gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand" aria-hidden="true">
            <PinIcon />
          </div>
          <div>
            <h4 id={titleId} className="text-base font-semibold text-slate-900">
              {PRIMARY_TITLE}
            </h4>
            <p className="text-sm text-slate-600">Your home base: listed first on your site.</p>
          </div>
        </div>
        {!editing && onEdit && (
          <Button ref={editButton} variant="secondary" onClick={onEdit}>
            Edit Location
          </Button>
        )}
      </div>
      <div className="px-4 py-4 sm:px-5">
        {editing ? (
          editor
        ) : (
          <>
            <p className="text-xl font-bold tracking-tight text-slate-900">
              {area.city}, {area.state}
            </p>
            <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-500">ZIP code</dt>
                <dd className="font-medium text-slate-900">{area.zip ?? 'None'}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Minimum charge</dt>
                <dd className="font-medium text-slate-900">{formatMinimum(area.minimum)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Price multiplier</dt>
                <dd className="font-medium text-slate-900">{formatMultiplier(area.multiplier)}</dd>
              </div>
              <div className="sm:col-span-3">
                <dt className="text-slate-500">ZIP codes served</dt>
                <dd className="text-slate-800">{zipSummary(area, 8)}</dd>
              </div>
            </dl>
            <div className="mt-3">{pageLinks}</div>
          </>
        )}
      </div>
    </section>
  );
}
