import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '#core/api/types.ts';
import { formatHeaderDate } from '../../../shared/lib/date.ts';
import { useNow } from '../../../shared/lib/use-now.ts';
import { Logo } from '../../../shared/ui/logo.tsx';
import { UserMenu } from './user-menu.tsx';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The dashboard frame (spec 2 §2): a header with today's date, the search box, the notifications
 * bell and the user menu, then the page. On a phone the header has three rows (logo and buttons,
 * search, date) and scrolls away; from `sm` up it is one sticky row.
 */
export function DashboardShell({
  user,
  onLogout,
  onProfile,
  homePath,
  search,
  bell,
  children,
}: {
  user: AuthUser;
  onLogout: () => Promise<void>;
  onProfile?: () => void;
  homePath: string;
  search?: ReactNode;
  bell?: ReactNode;
  children: ReactNode;
}) {
  const today = useNow(60_000);
  const date = (
    <time dateTime={isoDay(today)} className="whitespace-nowrap">
      {formatHeaderDate(today)}
    </time>
  );
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-brand focus:shadow-lg"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white sm:sticky sm:top-0 sm:z-30 sm:bg-white/95 sm:backdrop-blur sm:supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:flex-nowrap sm:px-6 lg:gap-x-6 lg:px-8">
          <Link
            to={homePath}
            className="flex min-h-16 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            aria-label="LocalSite dashboard home"
          >
            <Logo />
          </Link>
          <p className="hidden border-l border-slate-200 pl-6 text-sm text-slate-600 lg:block">{date}</p>
          {search && <div className="order-last w-full pb-3 sm:order-none sm:ml-auto sm:w-64 sm:pb-0 lg:w-72">{search}</div>}
          <div className={search ? 'ml-auto flex items-center gap-1 sm:ml-0' : 'ml-auto flex items-center gap-1'}>
            {bell}
            <UserMenu user={user} onLogout={onLogout} onProfile={onProfile} />
          </div>
        </div>
      </header>
      <p className="mx-auto max-w-7xl px-4 pt-4 text-sm text-slate-600 sm:px-6 lg:hidden">{date}</p>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 pt-4 pb-12 outline-none sm:px-6 sm:pt-6 lg:px-8 lg:pt-8">
        {children}
      </main>
    </div>
  );
}
