import { cn } from '../lib/cn.ts';

/** The product mark and name. `inverted` for use on the brand colour. */
export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2.5 text-lg font-bold tracking-tight',
        inverted ? 'text-white' : 'text-slate-900',
        className,
      )}
    >
      <svg className="size-8 shrink-0" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#1d4ed8'} />
        <path d="M9 22V10h3v9.5h6V22z" fill={inverted ? '#1d4ed8' : '#fff'} />
        <circle cx="22" cy="12" r="3" fill={inverted ? '#1d4ed8' : '#93c5fd'} />
      </svg>
      LocalSite
    </span>
  );
}
