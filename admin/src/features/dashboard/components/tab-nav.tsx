import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn.ts';
import type { TabAccess } from '../lib/gating.ts';
import { DASHBOARD_TABS, TAB_META, type TabId, tabPath } from '../lib/tabs.ts';
import { LockIcon } from './icons.tsx';

/**
 * The seven tabs as links (each tab has its own address). Locked tabs stay reachable and say so:
 * their page shows the 'Feature Not Available' panel. Scrolls sideways on a phone.
 */
export function TabNav({
  slug,
  current,
  access,
  onIntent,
}: {
  slug: string;
  current: TabId;
  access: TabAccess;
  onIntent?: (tab: TabId) => void;
}) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On a phone the current tab may sit beyond the right edge: bring it into the strip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes.
  useEffect(() => {
    const link = activeRef.current;
    const strip = link?.closest('ul');
    if (!link || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const left = link.offsetLeft - strip.clientWidth / 2 + link.offsetWidth / 2;
    strip.scrollTo({ left: Math.max(0, left) });
  }, [current]);
  return (
    <nav aria-label="Dashboard sections" className="relative -mx-4 border-b border-slate-200 sm:mx-0">
      {/* A fade at the right edge says the strip scrolls (phones only). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-0 z-10 w-8 bg-gradient-to-l from-slate-50 sm:hidden"
      />
      <ul className="flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:px-0">
        {DASHBOARD_TABS.map((tab) => {
          const active = tab === current;
          const locked = !access[tab];
          return (
            <li key={tab} className="shrink-0 last:pr-6 sm:last:pr-0">
              <Link
                ref={active ? activeRef : undefined}
                to={tabPath(slug, tab)}
                aria-current={active ? 'page' : undefined}
                onMouseEnter={() => onIntent?.(tab)}
                onFocus={() => onIntent?.(tab)}
                onTouchStart={() => onIntent?.(tab)}
                className={cn(
                  'relative -mb-px inline-flex min-h-12 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                  active ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {TAB_META[tab].label}
                {locked && (
                  <>
                    <LockIcon className="size-3.5 text-slate-500" />
                    <span className="sr-only">(locked)</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
