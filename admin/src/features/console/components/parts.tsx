/** Small pieces the console's three lists share: status badges, filter chips, search, pager. */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { pageCount, showingText } from '../../../shared/lib/paging.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { statusTone } from '../lib/format.ts';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', statusTone(status))}>
      {label}
    </span>
  );
}

/** Status filters as toggle buttons with their counts; the chosen one is pressed. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T | undefined; label: string; count?: number }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              pressed ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span className={cn('rounded-full px-2 text-xs', pressed ? 'bg-white/20' : 'bg-slate-100 text-slate-700')}>
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}

/** A search box that reports what was typed after a short pause. */
export function SearchInput({ label, placeholder, onSearch }: { label: string; placeholder: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), 300);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <div className="w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        placeholder={placeholder}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </div>
  );
}

/** "Showing 1-25 of 40" with previous and next; page is 0-based here. */
export function Pager({
  page,
  size,
  shown,
  total,
  onPage,
}: {
  page: number;
  size: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, size);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {showingText(page + 1, size, shown, total)}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-white px-5 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200">{children}</p>;
}
