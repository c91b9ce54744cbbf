import type { ReactNode } from 'react';
import { Spinner } from '../../../shared/ui/spinner.tsx';

/** A loading line centred in the content area ("Loading business dashboard..."). */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-base font-medium text-slate-700">
      <Spinner className="text-brand" />
      {label}
    </div>
  );
}

/** A failure in the content area, with what went wrong and a way forward. */
export function ErrorPanel({ title, children, actions }: { title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg py-12 text-center sm:py-16">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <svg
          className="size-7"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 8v5m0 3h.01M10.3 3.9 2.6 17a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </div>
      <h1 role="alert" className="text-2xl font-bold tracking-tight break-words text-slate-900 text-balance">
        {title}
      </h1>
      {children && <div className="mt-3 text-base text-slate-600 text-pretty">{children}</div>}
      {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
    </div>
  );
}
