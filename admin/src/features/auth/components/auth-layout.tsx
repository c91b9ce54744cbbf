import type { ReactNode, Ref } from 'react';
import { Logo } from '../../../shared/ui/logo.tsx';

const POINTS = [
  { title: 'Your website, always current', text: 'Edit your services, areas and photos and publish in moments.' },
  { title: 'Quote requests in one place', text: 'Every request from your site lands in your dashboard.' },
  { title: 'Built for local search', text: 'Fast pages for every service and city you cover.' },
];

/**
 * The frame of the sign-in pages: a brand panel beside the form on wide screens, the form alone
 * on phones. `children` is the card's content.
 */
export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        className="relative hidden overflow-hidden bg-brand-dark lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16"
        aria-label="About LocalSite"
      >
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--color-brand)_0%,transparent_65%)]"
          aria-hidden="true"
        />
        <div className="relative">
          <Logo inverted />
        </div>
        <div className="relative max-w-md">
          <p className="text-3xl font-bold leading-tight tracking-tight text-white text-balance">
            Websites, quotes and bookings for local service businesses.
          </p>
          <ul className="mt-10 space-y-6">
            {POINTS.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span
                  className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-white/15 text-white"
                  aria-hidden="true"
                >
                  <svg
                    className="size-3.5"
                    viewBox="0 0 16 16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="m3.5 8.5 3 3 6-7" />
                  </svg>
                </span>
                <span>
                  <span className="block font-semibold text-white">{point.title}</span>
                  <span className="mt-1 block text-sm text-blue-100">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-blue-100">© {new Date().getFullYear()} LocalSite</p>
      </aside>

      <main className="flex min-h-dvh flex-col px-4 py-8 sm:px-6 lg:min-h-0 lg:justify-center lg:py-12">
        <div className="mx-auto w-full max-w-md">
          <div className="mb-8 flex justify-center lg:hidden">
            <Logo />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
          {footer && <div className="mt-4 text-center text-sm text-slate-600">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

/** The card's heading and intro. */
export function AuthHeading({
  title,
  children,
  headingRef,
}: {
  title: ReactNode;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-6">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
        {title}
      </h1>
      {children && <p className="mt-2 text-sm text-slate-600">{children}</p>}
    </div>
  );
}

/** A state of the card with an icon in a circle: validating, invalid link, success. */
export function AuthStatus({
  tone,
  title,
  children,
  actions,
  headingRef,
}: {
  tone: 'progress' | 'error' | 'success';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const circle = { progress: 'bg-blue-50 text-brand', error: 'bg-red-50 text-red-700', success: 'bg-emerald-50 text-emerald-700' }[tone];
  return (
    <div className="py-2 text-center">
      <div className={`mx-auto mb-5 flex size-14 items-center justify-center rounded-full ${circle}`} aria-hidden="true">
        {tone === 'progress' ? (
          <svg className="size-7 animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : (
          <svg
            className="size-7"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {tone === 'success' ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M12 8v5m0 3h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />}
          </svg>
        )}
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-900 outline-none text-balance">
        {title}
      </h1>
      {children && <div className="mt-3 text-sm text-slate-600 text-pretty">{children}</div>}
      {actions && <div className="mt-7 flex flex-col gap-3">{actions}</div>}
    </div>
  );
}
