import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatHeaderDate } from '../../../shared/lib/date.ts';
import type { AuthUser } from '../../../shared/types/api.ts';
import { Logo } from '../../../shared/ui/logo.tsx';
import { UserMenu } from './user-menu.tsx';

/** The dashboard frame (spec 2 §2): header with today's date and the user menu, then the page. */
export function DashboardShell({ user, onLogout, homePath, children }: { user: AuthUser; onLogout: () => Promise<void>; homePath: string; children: ReactNode }) {
  const today = new Date();
  const isoDay = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return (
    <div className="min-h-dvh bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-brand focus:shadow-lg">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 px-4 sm:flex-nowrap sm:px-6 lg:px-8">
          <Link to={homePath} className="flex min-h-16 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand" aria-label="LocalSite dashboard home">
            <Logo />
          </Link>
          <p className="order-last -mt-2 w-full pb-3 text-sm text-slate-600 sm:order-none sm:mt-0 sm:w-auto sm:border-l sm:border-slate-200 sm:pb-0 sm:pl-6">
            <time dateTime={isoDay}>{formatHeaderDate(today)}</time>
          </p>
          <div className="ml-auto flex items-center">
            <UserMenu user={user} onLogout={onLogout} />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none sm:px-6 sm:py-10 lg:px-8">
        {children}
      </main>
    </div>
  );
}
