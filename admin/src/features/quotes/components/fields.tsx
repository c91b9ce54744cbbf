import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { FieldError, FieldHint, inputClass } from '../../../shared/ui/field.tsx';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: ReactNode; hint?: ReactNode; error?: string };

/** A labelled textarea with its hint and error announced with it. */
export function TextAreaField({ label, hint, error, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        className={cn(inputClass, 'min-h-24 resize-y')}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, errorId) || undefined}
        {...rest}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A term and its value in the request's details. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}
