import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { FieldError, FieldHint, inputClass } from '../../../shared/ui/field.tsx';

/** A labelled multi-line input; the hint and the error are announced with it (as TextField for one line). */
export function TextAreaField({
  label,
  hint,
  error,
  labelAside,
  className,
  rows = 3,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: ReactNode; hint?: ReactNode; error?: string; labelAside?: ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <textarea
        id={id}
        rows={rows}
        className={cn(inputClass, 'resize-y leading-relaxed')}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, errorId) || undefined}
        {...textarea}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** "42/60" beside a label: red once past the limit. */
export function CharacterCount({ label, over }: { label: string; over: boolean }) {
  return (
    <span className={cn('text-xs font-medium tabular-nums', over ? 'text-red-700' : 'text-slate-600')}>
      {label}
      <span className="sr-only"> characters</span>
    </span>
  );
}
