import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import type { TabAccess } from '../lib/gating.ts';
import { searchTabs, TAB_META, type TabId } from '../lib/tabs.ts';
import { LockIcon, SearchIcon } from './icons.tsx';

/**
 * The header search (spec 2 §2): type to filter the dashboard's tabs (by name and by what they
 * hold: "instagram" finds Profile), Enter or a click jumps to the tab. A WAI-ARIA combobox with a
 * listbox popup: arrows move the active option, Escape clears and closes.
 */
export function TabSearch({ access, onSelect, className }: { access: TabAccess; onSelect: (tab: TabId) => void; className?: string }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  const matches = searchTabs(query);
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  const choose = (tab: TabId) => {
    setQuery('');
    setOpen(false);
    setActive(0);
    inputRef.current?.blur();
    onSelect(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((activeIndex + 1) % Math.max(matches.length, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((activeIndex - 1 + matches.length) % Math.max(matches.length, 1));
        break;
      case 'Enter': {
        const match = open ? matches[activeIndex] : undefined;
        if (match) {
          event.preventDefault();
          choose(match.tab);
        }
        break;
      }
      case 'Escape':
        if (open || query) {
          event.preventDefault();
          setOpen(false);
          setQuery('');
        }
        break;
    }
  };

  const expanded = open && query.trim() !== '';
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search the dashboard
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && matches.length ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search the dashboard..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 transition-colors hover:bg-white focus:border-brand focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-brand/30 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Dashboard sections"
        hidden={!expanded}
        className="absolute right-0 left-0 z-50 mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ring-1 ring-slate-900/5"
      >
        {matches.length === 0 ? (
          <p className="px-3 py-3 text-sm text-slate-600">No section matches “{query.trim()}”.</p>
        ) : (
          matches.map(({ tab, matched }, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the keyboard through the combobox input (aria-activedescendant).
            <div
              key={tab}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === activeIndex}
              // Keep the input focused: the click must not blur it before it counts.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(tab)}
              onMouseMove={() => i !== activeIndex && setActive(i)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
                i === activeIndex ? 'bg-slate-100 text-slate-900' : 'text-slate-700',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{TAB_META[tab].label}</span>
                <span className="block truncate text-slate-600">{matched ? `Matches “${matched}”` : TAB_META[tab].description}</span>
              </span>
              {!access[tab] && (
                <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  <LockIcon className="size-3.5" />
                  Locked
                </span>
              )}
            </div>
          ))
        )}
      </div>
      <div className="sr-only" aria-live="polite">
        {expanded
          ? matches.length
            ? `${matches.length} ${matches.length === 1 ? 'section' : 'sections'} found`
            : 'No sections found'
          : ''}
      </div>
    </div>
  );
}
