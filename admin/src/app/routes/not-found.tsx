import { Link } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Logo } from '../../shared/ui/logo.tsx';
import { MessagePanel } from '../../shared/ui/status-screen.tsx';

/** Any admin address that is not a page. */
export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-10 bg-slate-50 px-6 py-12">
      <title>Page Not Found · LocalSite</title>
      <Logo />
      <MessagePanel
        icon={<span className="text-lg font-bold text-slate-700">404</span>}
        title="Page not found"
        actions={
          <>
            <Link to="/admin" className={buttonClass('primary')}>
              Go to Dashboard
            </Link>
            <a href="/" className={buttonClass('secondary')}>
              LocalSite Home
            </a>
          </>
        }
      >
        <p>We couldn’t find the page you were looking for. Check the address, or head back to your dashboard.</p>
      </MessagePanel>
    </main>
  );
}
