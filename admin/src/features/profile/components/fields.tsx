import type { ReactNode } from 'react';
import { type Control, Controller, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../shared/ui/field.tsx';
import { editPhone, type FieldSpec, PHONE_FIELDS, type ProfileValues, type SwitchFieldName } from '../lib/profile-form.ts';

/** "Business name *", with "(required)" for screen readers instead of the star. */
export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <>
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      )}
    </>
  );
}

const INPUT_MODE: Partial<Record<FieldSpec['type'], 'email' | 'tel' | 'url'>> = { email: 'email', tel: 'tel', url: 'url' };

/**
 * One field of a profile form. Phones are formatted as typed ("(602) 555-0142") with the caret kept
 * in place; the state is upper-cased as typed; other fields are plain inputs.
 */
export function ProfileField({
  spec,
  control,
  register,
  error,
  disabled,
}: {
  spec: FieldSpec;
  control: Control<ProfileValues>;
  register: UseFormRegister<ProfileValues>;
  error?: string;
  disabled?: boolean;
}) {
  const common = {
    label: <FieldLabel label={spec.label} required={spec.required} />,
    hint: spec.hint,
    error,
    type: spec.type,
    inputMode: INPUT_MODE[spec.type],
    autoComplete: spec.autoComplete ?? 'off',
    placeholder: spec.placeholder,
    maxLength: spec.maxLength,
    'aria-required': spec.required || undefined,
    disabled,
  };

  if (PHONE_FIELDS.has(spec.name) || spec.upper)
    return (
      <Controller
        name={spec.name}
        control={control}
        render={({ field }) => (
          <TextField
            {...common}
            ref={field.ref}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              const input = event.currentTarget;
              if (spec.upper) return field.onChange(input.value.toUpperCase());
              const deleting = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
              const next = editPhone(
                (field.value as string | undefined) ?? '',
                input.value,
                input.selectionStart ?? input.value.length,
                deleting,
              );
              field.onChange(next.value);
              // After React has written the new value, put the caret back among the same digits.
              requestAnimationFrame(() => {
                if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
              });
            }}
          />
        )}
      />
    );

  return <TextField {...common} {...register(spec.name)} />;
}

/** A switch ("Show on my website") bound to a boolean field: a native checkbox drawn as a switch. */
export function SwitchField({
  name,
  label,
  register,
  disabled,
}: {
  name: SwitchFieldName;
  label: ReactNode;
  register: UseFormRegister<ProfileValues>;
  disabled?: boolean;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 has-disabled:cursor-not-allowed">
      <input type="checkbox" className="peer sr-only" disabled={disabled} {...register(name)} />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      {label}
    </label>
  );
}
