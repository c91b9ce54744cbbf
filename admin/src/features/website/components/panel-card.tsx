import type { ReactNode } from 'react';
import { cn } from '../../../shared/lib/cn.ts';

/**
 * A white card with a heading (level 4: under the tab's h2 and the sub-tab's h3), as the Performance,
 * Health and Domain sub-tabs show their parts. The heading takes focus by script: where the focus goes
 * when the element that had it is removed (a removed domain's button).
 */
export function PanelCard({
  id,
  title,
  aside,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h4 id={id} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          {title}
        </h4>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
