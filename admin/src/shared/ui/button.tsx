import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed';

export const buttonVariants: Record<Variant, string> = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-hover disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-500',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none',
};

export function buttonClass(variant: Variant = 'primary', className?: string) {
  return cn(base, buttonVariants[variant], className);
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  /** Shows a spinner and `loadingText`, and keeps the button from being pressed again. */
  loading?: boolean;
  loadingText?: ReactNode;
};

export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
