import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { FieldHint, inputClass } from '../../../shared/ui/field.tsx';
import { useSaveContent } from '../api/website-content.ts';
import { MAX_SERVICE_DESCRIPTION } from '#core/validation/website-content.ts';
import { type ContentTextField, contentPatchProblem, type ServiceDescriptionField } from '../lib/content-fields.ts';
import { fieldErrorMessage } from '../lib/errors.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { SaveError, SaveStatus } from './save-status.tsx';

type AutosaveInputProps = {
  label: ReactNode;
  initial: string;
  /** May resolve with the text of the value as the server stored it, when that can differ from what was typed ("12.7" saved as 12). */
  save: (value: string) => Promise<unknown>;
  validate?: (value: string) => string | undefined;
  describeError?: (error: unknown) => string;
  isEqual?: (a: string, b: string) => boolean;
  /** What the field shows once the owner leaves it (e.g. the number as it was saved). */
  normalizeOnBlur?: (value: string) => string;
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  /** Shown as a counter; the limit itself is checked by `validate`. */
  maxChars?: number;
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** A date box saves 'YYYY-MM-DD', or '' when cleared. */
  type?: 'text' | 'date';
  placeholder?: string;
  className?: string;
  /** Every edit, as typed: for what shows it before it is saved (the Brand card's preview, the SEO card's search result). */
  onValueChange?: (value: string) => void;
};

const sameTrimmed = (a: string, b: string) => a.trim() === b.trim();

/** A text field that saves itself 1000 ms after the owner stops typing (spec 3 §4, §9). */
export function AutosaveInput({
  label,
  initial,
  save,
  validate,
  describeError,
  isEqual = sameTrimmed,
  normalizeOnBlur,
  hint,
  multiline = false,
  rows = 3,
  maxChars,
  inputMode,
  type = 'text',
  placeholder,
  className,
  onValueChange,
}: AutosaveInputProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const shown = useRef(value);
  useLayoutEffect(() => {
    shown.current = value;
  });
  const { state, change, retry } = useAutosave<string>({
    initial,
    // The field shows what was saved, unless the owner has typed on since it was sent.
    save: async (sent) => {
      const stored = await save(sent);
      if (typeof stored === 'string' && isEqual(shown.current, sent)) setValue(stored);
    },
    validate,
    describeError,
    isEqual,
  });
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const counterId = maxChars ? `${id}-count` : undefined;
  const over = maxChars !== undefined && value.trim().length > maxChars;
  const invalid = state.status === 'error';

  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': cn(hintId, invalid && errorId, counterId) || undefined,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      change(event.target.value);
      onValueChange?.(event.target.value);
    },
    onBlur: () => {
      if (normalizeOnBlur) setValue(normalizeOnBlur(value));
    },
  };

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <SaveStatus state={state} />
      </div>
      {multiline ? (
        <textarea {...common} rows={rows} className={cn(inputClass, 'resize-y leading-relaxed')} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} autoComplete="off" className={inputClass} />
      )}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <FieldHint id={hintId}>{hint}</FieldHint>
          <SaveError id={errorId} state={state} onRetry={() => void retry()} />
        </div>
        {maxChars !== undefined && (
          <p id={counterId} className={cn('mt-1.5 shrink-0 text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-500')}>
            <span className="sr-only">Characters used: </span>
            {value.trim().length}/{maxChars}
          </p>
        )}
      </div>
    </div>
  );
}

/** Character limits of the text fields (core/validation/website-content.ts). */
const LIMITS: Record<ContentTextField, number> = {
  hero_title: 120,
  hero_subtitle: 300,
  services_title: 120,
  services_subtitle: 300,
  reviews_title: 120,
  reviews_subtitle: 300,
  faq_title: 120,
  faq_subtitle: 300,
};

/**
 * One website-content text field (hero_title, faq_subtitle, ...) with autosave. A service
 * description field (`services_auto_description`) needs the business's industry, which names them.
 */
export function ContentField({
  slug,
  field,
  industry,
  label,
  initial,
  hint,
  multiline,
  placeholder,
}: {
  slug: string;
  label: ReactNode;
  initial: string;
  hint?: ReactNode;
  multiline?: boolean;
  placeholder?: string;
} & ({ field: ContentTextField; industry?: undefined } | { field: ServiceDescriptionField; industry: string })) {
  const saveContent = useSaveContent(slug);
  return (
    <AutosaveInput
      label={label}
      initial={initial}
      hint={hint}
      multiline={multiline}
      rows={multiline ? 3 : undefined}
      maxChars={industry ? MAX_SERVICE_DESCRIPTION : LIMITS[field as ContentTextField]}
      placeholder={placeholder}
      validate={(value) => contentPatchProblem({ [field]: value }, industry)}
      describeError={(error) => fieldErrorMessage(error, field)}
      save={async (value) => {
        await saveContent({ [field]: value.trim() });
      }}
    />
  );
}
