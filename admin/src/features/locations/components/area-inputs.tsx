import type { ReactNode } from 'react';
import { TextField } from '../../../shared/ui/field.tsx';
import type { AreaDraft, AreaField } from '../lib/areas.ts';

const LABELS: Record<AreaField, string> = {
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  minimum: 'Minimum charge ($)',
  multiplier: 'Price multiplier',
};

const HINTS: Partial<Record<AreaField, ReactNode>> = {
  zip: 'Optional. More ZIP codes of the city are added for you.',
  minimum: 'The least a job here costs; 0 for none.',
  multiplier: '1 keeps your prices; 1.2 adds 20% for the longer drive.',
};

const WIDTH: Record<AreaField, string> = {
  city: 'sm:col-span-3',
  state: 'sm:col-span-1',
  zip: 'sm:col-span-2',
  minimum: 'sm:col-span-3',
  multiplier: 'sm:col-span-3',
};

/** The five fields of a location (spec 2 §3), as the edit form and the Add Service Location modal show them. */
export function AreaInputs({
  values,
  errors,
  onChange,
  inputRef,
  required = ['city', 'state'],
}: {
  values: AreaDraft;
  errors: Partial<Record<AreaField, string>>;
  onChange: (field: AreaField, value: string) => void;
  inputRef?: (field: AreaField, el: HTMLInputElement | null) => void;
  required?: readonly AreaField[];
}) {
  const field = (name: AreaField, extra: Partial<Parameters<typeof TextField>[0]>) => (
    <TextField
      key={name}
      className={WIDTH[name]}
      label={
        <>
          {LABELS[name]}
          {required.includes(name) && (
            <>
              <span className="ml-0.5 text-red-700" aria-hidden="true">
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          )}
        </>
      }
      name={name}
      value={values[name]}
      error={errors[name]}
      hint={HINTS[name]}
      aria-required={required.includes(name) || undefined}
      autoComplete="off"
      ref={(el) => inputRef?.(name, el)}
      onChange={(event) => onChange(name, event.currentTarget.value)}
      {...extra}
    />
  );
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-4 sm:grid-cols-6">
      {field('city', { autoComplete: 'address-level2' })}
      {field('state', { maxLength: 2, autoCapitalize: 'characters', autoComplete: 'address-level1', placeholder: 'AZ' })}
      {field('zip', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10, placeholder: '85251' })}
      {field('minimum', { inputMode: 'decimal' })}
      {field('multiplier', { inputMode: 'decimal' })}
    </div>
  );
}
