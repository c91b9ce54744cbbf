import type { ReactNode, Ref } from 'react';
import { cn } from '../lib/cn.ts';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: <path d="M12 8v5m0 3h.01M10.3 3.9 2.6 17a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: <path d="m8.5 12.5 2.5 2.5 4.5-5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  },
  info: {
    box: 'border-blue-200 bg-blue-50 text-blue-900',
    icon: <path d="M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  },
};

/**
 * A banner. Errors are `role="alert"` (read out at once), the others `role="status"` (polite), so a
 * screen reader hears the text as soon as it appears.
 */
export function Alert({
  tone,
  title,
  children,
  className,
  ref,
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { box, icon } = tones[tone];
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-3.5 text-sm', box, className)}
    >
      <svg
        className="mt-0.5 size-5 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {icon}
      </svg>
      <div className="min-w-0 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="break-words">{children}</div>}
      </div>
    </div>
  );
}
