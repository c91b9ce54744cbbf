import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** A centred message taking the whole screen ("Loading..." while the session check runs). */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div role="status" className="flex items-center gap-3 text-base font-medium text-slate-700">
        <Spinner className="text-brand" />
        {label}
      </div>
    </div>
  );
}

/** A centred panel with an icon, a heading, a text and actions: error, 404, access denied. */
export function MessagePanel({
  icon,
  title,
  children,
  actions,
  headingLevel = 1,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto w-full max-w-md text-center">
      {icon && <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">{icon}</div>}
      <Heading className="text-2xl font-bold tracking-tight text-slate-900 text-balance">{title}</Heading>
      {children && <div className="mt-3 text-base text-slate-600 text-pretty">{children}</div>}
      {actions && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>}
    </div>
  );
}
