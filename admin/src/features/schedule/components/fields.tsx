/** The Schedule tab's form fields that the shared UI has no twin of: a select, a text area, the required mark. */
import { type ReactNode, useId } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { FieldError, inputClass } from '../../../shared/ui/field.tsx';

/** The shared input look; a select counts as read-only for CSS, so it keeps a white field. */
export const selectClass = cn(inputClass, 'pr-8 read-only:bg-white read-only:text-slate-900');

export function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="text-red-700" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}

export function SelectField({
  label,
  value,
  error,
  disabled,
  onChange,
  children,
  ref,
}: {
  label: ReactNode;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  ref?: (el: HTMLSelectElement | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={selectClass}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function TextArea({
  label,
  hint,
  value,
  error,
  onChange,
  ref,
}: {
  label: ReactNode;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  ref?: (el: HTMLTextAreaElement | null) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={2}
        maxLength={2000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hint && `${id}-hint`, error && `${id}-error`) || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
