import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { cn } from '../lib/cn.ts';

export const inputClass =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand/30 aria-invalid:border-red-600 aria-invalid:focus:outline-red-600/25 disabled:bg-slate-100 read-only:bg-slate-50 read-only:text-slate-700 sm:text-sm';

type FieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  /** Shown under the input and linked with aria-describedby. */
  hint?: ReactNode;
  error?: string;
  /** Something on the label's line, right-aligned (the "Forgot?" link). */
  labelAside?: ReactNode;
  id?: string;
};

/** A labelled text input; the hint and the error are announced with it. */
export function TextField({ label, hint, error, labelAside, id, className, ...input }: FieldProps) {
  const { inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, errorId) || undefined}
        {...input}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type PasswordFieldProps = Omit<FieldProps, 'type' | 'labelAside'>;

/** A password input with a show/hide toggle ("Show password" / "Hide password"). */
export function PasswordField({ label, hint, error, id, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { inputId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cn(inputClass, 'pr-12')}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(hintId, errorId) || undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
        >
          <svg
            className="size-5"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {visible ? (
              <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 8.5 4.5 9.5 7a12.7 12.7 0 0 1-2.8 3.9M6.3 6.3C4.4 7.6 3 9.6 2.5 12c1 2.5 4.5 7 9.5 7a9.7 9.7 0 0 0 5.2-1.5" />
            ) : (
              <>
                <path d="M2.5 12C3.5 9.5 7 5 12 5s8.5 4.5 9.5 7c-1 2.5-4.5 7-9.5 7s-8.5-4.5-9.5-7Z" />
                <circle cx="12" cy="12" r="3" />
              </>
            )}
          </svg>
        </button>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** The ids that tie an input to its hint and error (aria-describedby). */
function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return { inputId, hintId: hint ? `${inputId}-hint` : undefined, errorId: error ? `${inputId}-error` : undefined };
}

/** The help text under a field; nothing when there is none. */
export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A field's error message under it (give the field aria-describedby={id}); nothing when there is none. */
export function FieldError({ id, children, role }: { id?: string; children?: ReactNode; role?: 'alert' }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700" role={role}>
      {children}
    </p>
  );
}
