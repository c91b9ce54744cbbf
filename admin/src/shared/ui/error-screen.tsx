import { ERROR_SCREEN_TEXTS } from '#core/site/constants.ts';
import { Button } from './button.tsx';
import { Logo } from './logo.tsx';
import { MessagePanel } from './status-screen.tsx';

/**
 * The generic error screen of spec 1 §2. Technical details only in development.
 * Refresh is a full reload: it also fetches chunks that a new deploy replaced.
 */
export function ErrorScreen({ error }: { error?: unknown }) {
  const details = import.meta.env.DEV && error ? (error instanceof Error ? (error.stack ?? error.message) : String(error)) : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-10 bg-slate-50 px-6 py-12">
      <title>{`${ERROR_SCREEN_TEXTS.title} · LocalSite`}</title>
      <Logo />
      <MessagePanel
        icon={
          <svg
            className="size-7 text-red-700"
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
        }
        title={ERROR_SCREEN_TEXTS.title}
        actions={
          <Button onClick={() => window.location.reload()} className="sm:min-w-40">
            {ERROR_SCREEN_TEXTS.action}
          </Button>
        }
      >
        <p>{ERROR_SCREEN_TEXTS.body}</p>
      </MessagePanel>
      {details && (
        <pre className="max-h-64 w-full max-w-2xl overflow-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">
          {details}
        </pre>
      )}
    </main>
  );
}
