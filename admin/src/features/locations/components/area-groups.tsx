import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import type { StateGroup } from '#core/validation/service-areas.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { type Area, type AreaField, formatMinimum, formatMultiplier, zipSummary } from '../lib/areas.ts';
import { ChevronIcon, TrashIcon } from './icons.tsx';

const countLabel = (n: number) => `${n} ${n === 1 ? 'location' : 'locations'}`;

/** What a row needs from the tab: which area is in edit mode and the actions on an area (null: only looking). */
export interface AreaActions {
  editingId: number | null;
  /** The area whose edit form just closed, to take the focus back. */
  refocusId: number | null;
  onRefocused: () => void;
  onEdit: ((area: Area, field: AreaField) => void) | null;
  onDelete: ((area: Area) => void) | null;
  /** The edit form of the area in edit mode. */
  renderEditor: (area: Area) => ReactNode;
  /** The city page's links and editor button. */
  renderPageLinks: (area: Area) => ReactNode;
}

/**
 * The other areas grouped by upper-cased state, each group with its count and a toggle
 * (spec 2 §2). The groups come from core (`groupAreasByState`: states A to Z, cities sorted).
 */
export function AreaGroups({
  groups,
  collapsed,
  onToggle,
  actions,
}: {
  groups: StateGroup<Area>[];
  collapsed: ReadonlySet<string>;
  onToggle: (state: string) => void;
  actions: AreaActions;
}) {
  return (
    <div className="space-y-3">
      {groups.map(({ state, areas }) => {
        const open = !collapsed.has(state);
        const listId = `locations-state-${state}`;
        return (
          <div key={state} className="rounded-xl border border-slate-200 bg-white">
            <h5>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => onToggle(state)}
                className="flex min-h-12 w-full items-center gap-3 rounded-xl px-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
              >
                <ChevronIcon className={cn('size-4 text-slate-500 transition-transform', !open && '-rotate-90')} />
                <span className="text-sm font-bold tracking-wide text-slate-900">{state}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
                  {countLabel(areas.length)}
                </span>
              </button>
            </h5>
            <ul id={listId} hidden={!open} className="divide-y divide-slate-100 border-t border-slate-100">
              {areas.map((area) => (
                <li key={area.id} className="px-4 py-3.5">
                  {actions.editingId === area.id ? actions.renderEditor(area) : <AreaRow area={area} actions={actions} />}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A value that opens the location's edit form on that field (spec 2 §2: inline editing by clicking a
 * field); plain text for someone who may not change it.
 */
function FieldButton({
  label,
  onClick,
  children,
  ref,
}: {
  label: string;
  onClick: (() => void) | null;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  if (!onClick) return <span>{children}</span>;
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      title={`Edit ${label.toLowerCase()}`}
      className="-mx-1 inline-flex min-h-8 items-center rounded-md px-1 text-left underline decoration-slate-300 decoration-dotted underline-offset-4 hover:bg-slate-100 hover:decoration-slate-500 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="sr-only">Edit {label.toLowerCase()}: </span>
      {children}
    </button>
  );
}

function AreaRow({ area, actions }: { area: Area; actions: AreaActions }) {
  const { onEdit, onDelete } = actions;
  const edit = (field: AreaField) => (onEdit ? () => onEdit(area, field) : null);
  const city = useRef<HTMLButtonElement>(null);
  const refocus = actions.refocusId === area.id;
  const { onRefocused } = actions;
  useEffect(() => {
    if (!refocus) return;
    city.current?.focus();
    onRefocused();
  }, [refocus, onRefocused]);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold text-slate-900">
          <FieldButton ref={city} label="City" onClick={edit('city')}>
            {area.city}
          </FieldButton>
          <span aria-hidden="true">, </span>
          <FieldButton label="State" onClick={edit('state')}>
            {area.state}
          </FieldButton>
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <div className="flex items-center gap-1.5">
            <dt className="text-slate-500">ZIP</dt>
            <dd>
              <FieldButton label="ZIP code" onClick={edit('zip')}>
                {area.zip ?? 'None'}
              </FieldButton>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-slate-500">Minimum</dt>
            <dd>
              <FieldButton label="Minimum charge" onClick={edit('minimum')}>
                {formatMinimum(area.minimum)}
              </FieldButton>
            </dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-slate-500">Multiplier</dt>
            <dd>
              <FieldButton label="Price multiplier" onClick={edit('multiplier')}>
                {formatMultiplier(area.multiplier)}
              </FieldButton>
            </dd>
          </div>
        </dl>
        <p className="mt-1 text-xs text-slate-600">
          <span className="font-medium">ZIP codes served:</span> {zipSummary(area)}
        </p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-2">
        <div className="min-w-0 flex-1">{actions.renderPageLinks(area)}</div>
        {onDelete && (
          <button
            type="button"
            onClick={() => onDelete(area)}
            aria-label={`Delete ${area.city}, ${area.state}`}
            title="Delete location"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <TrashIcon />
          </button>
        )}
      </div>
    </div>
  );
}
