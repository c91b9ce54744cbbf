import { useEffect, useRef, useState } from 'react';
import type { DomainStatus } from '#core/domains/domains.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { COPY_CONFIRM_MS, statusBadge } from '../lib/domain-status.ts';

/** A host or address that may wrap after its dots and slashes rather than inside a word. */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[./])/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <span key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </span>
      ))}
    </>
  );
}

/** Spec 3 §4 colours, with the word so colour is never the only sign. */
export function StatusBadge({ status, className }: { status: DomainStatus | 'configured'; className?: string }) {
  const badge = statusBadge(status);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        badge.className,
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {badge.label}
    </span>
  );
}

/**
 * Copies a value; the button shows a check and "Copied" for 2 s (spec 3 §9). `label` is the button's
 * name, saying what is copied ("Copy the value of the CNAME record"); the outcome is announced politely.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRM_MS);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        className={cn(
          'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border px-2.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          state === 'copied'
            ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
            : state === 'failed'
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          className,
        )}
      >
        {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        <span className={state === 'idle' ? 'max-sm:hidden' : undefined}>
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : 'Copy'}
        </span>
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copying is blocked here: select the text and copy it.' : ''}
      </span>
    </>
  );
}

const iconProps = {
  className: 'size-4 shrink-0',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function CopyIcon() {
  return (
    <svg {...iconProps}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...iconProps} data-icon="check">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg {...iconProps}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
