import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { VEHICLE_SIZE_LABELS, VEHICLE_SIZES } from '#core/services/catalog.ts';
import { SERVICE_LIMITS, acceptsDurationInput, acceptsPriceInput } from '#core/validation/services.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError, inputClass, TextField } from '../../../shared/ui/field.tsx';
import type { EditableTier } from '../lib/editor.ts';

type Patch = Partial<Omit<EditableTier, 'key' | 'id'>>;

/**
 * The tier being edited (spec 3 §4): its fields, then Save (applies the edit) and Cancel (discards
 * it). Price takes only digits with one decimal point, duration only digits (spec 3 §5): other
 * keystrokes leave the field as it was. Enter in a one-line field saves the tier, not the service
 * (and Escape, handled by the dialog, cancels the tier's edit).
 */
export function TierForm({
  tier,
  position,
  errors,
  focusOnOpen,
  sizePricing,
  onChange,
  onSave,
  onCancel,
}: {
  tier: EditableTier;
  /** 1-based, for the labels ("Tier 2"). */
  position: number;
  /** The server's messages for this tier's fields. */
  errors: Record<string, string> | undefined;
  /** Bring the form into view and put the caret in its name (not for the first tier of a new service). */
  focusOnOpen: boolean;
  /** Detailing: a price of its own per vehicle size (spec 1 §3 sizes xs to xl). */
  sizePricing: boolean;
  onChange: (patch: Patch) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLFieldSetElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens.
  useEffect(() => {
    if (!focusOnOpen) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    boxRef.current?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    nameRef.current?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') {
      event.preventDefault();
      onSave();
    }
  };

  return (
    <fieldset ref={boxRef} onKeyDown={onKeyDown} className="scroll-mt-4 rounded-xl border-2 border-brand/40 bg-brand/[0.03] p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Editing tier {position}</legend>
      <div className="grid gap-4 sm:grid-cols-6">
        <TextField
          ref={nameRef}
          className="sm:col-span-6"
          label="Tier name"
          value={tier.name}
          maxLength={SERVICE_LIMITS.tierName}
          autoComplete="off"
          hint={tier.name.trim() ? undefined : 'A tier without a name is left out when you save the service.'}
          error={errors?.name}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
        />
        <TextField
          className="sm:col-span-3"
          label="Price (US dollars)"
          inputMode="decimal"
          autoComplete="off"
          value={tier.price}
          error={errors?.priceCents}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (acceptsPriceInput(value)) onChange({ price: value });
          }}
        />
        <TextField
          className="sm:col-span-3"
          label="Duration (minutes)"
          inputMode="numeric"
          autoComplete="off"
          value={tier.duration}
          error={errors?.durationMinutes}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (acceptsDurationInput(value)) onChange({ duration: value });
          }}
        />
        {sizePricing && (
          <fieldset className="sm:col-span-6" aria-describedby={`${id}-sizes-hint`}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Price by vehicle size (US dollars)</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {VEHICLE_SIZES.map((size) => (
                <TextField
                  key={size}
                  label={VEHICLE_SIZE_LABELS[size]}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={tier.price || '0'}
                  value={tier.sizePrices[size]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    if (acceptsPriceInput(value)) onChange({ sizePrices: { ...tier.sizePrices, [size]: value } });
                  }}
                />
              ))}
            </div>
            <p id={`${id}-sizes-hint`} className="mt-1.5 text-sm text-slate-600">
              Optional. A size left empty costs the tier’s price.
            </p>
            <FieldError>{errors?.sizePricesCents}</FieldError>
          </fieldset>
        )}
        <div className="sm:col-span-6">
          <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            rows={2}
            maxLength={SERVICE_LIMITS.tierDescription}
            className={inputClass}
            value={tier.description}
            aria-invalid={errors?.description ? true : undefined}
            aria-describedby={errors?.description ? `${id}-description-error` : undefined}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
          <FieldError id={`${id}-description-error`}>{errors?.description}</FieldError>
        </div>
        <div className="sm:col-span-6">
          <label htmlFor={`${id}-features`} className="mb-1.5 block text-sm font-medium text-slate-800">
            Features
          </label>
          <textarea
            id={`${id}-features`}
            rows={3}
            className={inputClass}
            value={tier.features}
            aria-describedby={`${id}-features-hint${errors?.features ? ` ${id}-features-error` : ''}`}
            aria-invalid={errors?.features ? true : undefined}
            onChange={(e) => onChange({ features: e.currentTarget.value })}
          />
          <p id={`${id}-features-hint`} className="mt-1.5 text-sm text-slate-600">
            One per line, up to {SERVICE_LIMITS.features}. They are listed under the tier on your site.
          </p>
          <FieldError id={`${id}-features-error`}>{errors?.features}</FieldError>
        </div>
        <div className="flex flex-col gap-1 sm:col-span-6 sm:flex-row sm:gap-6">
          <Check label="Enabled" hint="Shown on your site" checked={tier.enabled} onChange={(enabled) => onChange({ enabled })} />
          <Check label="Popular" hint="Marked as the most chosen" checked={tier.popular} onChange={(popular) => onChange({ popular })} />
        </div>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel<span className="sr-only"> editing tier {position}</span>
        </Button>
        <Button variant="secondary" className="border-brand/50 text-brand" onClick={onSave}>
          Save<span className="sr-only"> tier {position}</span>
        </Button>
      </div>
    </fieldset>
  );
}

function Check({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="text-slate-600"> · {hint}</span>
      </span>
    </label>
  );
}
