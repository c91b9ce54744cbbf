import { type ReactNode, useId } from 'react';
import { cn } from '../../../shared/lib/cn.ts';

export interface Choice {
  id: number;
  label: string;
  /** A second line under the label (a service's tiers and price). */
  detail?: ReactNode;
  /** A badge after the label ("Hidden"). */
  badge?: string;
}

/** A column of the Services tab: a titled card, its actions, and its body. */
export function Column({
  title,
  titleId,
  actions,
  className,
  children,
}: {
  title: string;
  titleId: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex min-h-14 flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <h3 id={titleId} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          {title}
        </h3>
        {actions && <div className="flex flex-wrap gap-1">{actions}</div>}
      </div>
      <div className="flex-1 p-2">{children}</div>
    </div>
  );
}

/**
 * One selection column (Vehicle, Category or Service): native radio buttons, so the arrow keys move
 * the selection and a screen reader announces "3 of 8". On a phone the short lists (`compact`) wrap
 * as chips to keep the columns above the fold; on a wide screen every list is a column of rows.
 */
export function ChoiceColumn({
  title,
  name,
  choices,
  selected,
  onSelect,
  compact = false,
  actions,
  className,
  children,
}: {
  title: string;
  /** The radio group's name (unique on the page). */
  name: string;
  choices: readonly Choice[];
  selected: number | null;
  onSelect: (id: number) => void;
  compact?: boolean;
  actions?: ReactNode;
  className?: string;
  /** Shown instead of the list when there are no choices (the empty state, loading, an error). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Column title={title} titleId={titleId} actions={actions} className={className}>
      {choices.length === 0 ? (
        children
      ) : (
        <div role="radiogroup" aria-labelledby={titleId} className={cn('flex gap-1', compact ? 'flex-wrap lg:flex-col' : 'flex-col')}>
          {choices.map((choice) => (
            <label
              key={choice.id}
              className={cn(
                'relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-slate-50',
                'has-checked:bg-brand/10 has-checked:font-semibold has-checked:text-brand-dark',
                'has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-brand',
                compact && 'max-lg:border max-lg:border-slate-200 max-lg:has-checked:border-brand/40',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.id}
                checked={selected === choice.id}
                onChange={() => onSelect(choice.id)}
                className="sr-only"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="break-words">{choice.label}</span>
                  {choice.badge && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{choice.badge}</span>
                  )}
                </span>
                {choice.detail && <span className="mt-0.5 block text-xs font-normal text-slate-600">{choice.detail}</span>}
              </span>
            </label>
          ))}
        </div>
      )}
    </Column>
  );
}
