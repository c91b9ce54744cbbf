import { cn } from '../../../shared/lib/cn.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { AutosaveState } from '../lib/autosave.ts';

/**
 * The save state of a field (spec 3 §4): a spinner while saving, a red icon on error, a green check
 * once saved; nothing while idle or waiting for the pause. Read out politely by screen readers.
 */
export function SaveStatus({ state, className }: { state: AutosaveState; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex min-h-5 shrink-0 items-center gap-1.5 text-xs font-medium', className)}>
      {state.status === 'saving' && (
        <>
          <Spinner className="size-4 text-slate-500" />
          <span className="text-slate-600">Saving...</span>
        </>
      )}
      {state.status === 'saved' && (
        <>
          <svg className="size-4 text-emerald-600" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.84a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.2Z"
              clipRule="evenodd"
            />
          </svg>
          <span className="text-emerald-700">Saved</span>
        </>
      )}
      {state.status === 'error' && (
        <>
          <svg className="size-4 text-red-600" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <span className="text-red-700">Not saved</span>
        </>
      )}
    </span>
  );
}

/** The reason of a failed save under the field, with a way to try again. */
export function SaveError({ id, state, onRetry }: { id: string; state: AutosaveState; onRetry?: () => void }) {
  if (state.status !== 'error') return null;
  return (
    <p id={id} className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm font-medium text-red-700">
      <span>{state.error}</span>
      {onRetry && state.retryable && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-sm font-semibold underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Try again
        </button>
      )}
    </p>
  );
}
