import { type FormEvent, useId, useRef, useState } from 'react';
import { DEFAULT_MINIMUM, DEFAULT_MULTIPLIER, stateInput } from '#core/validation/service-areas.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { useAddArea } from '../api/service-areas.ts';
import { ADD_FAILED, failureText, inlineAddProblem } from '../lib/areas.ts';
import { PlusIcon } from './icons.tsx';

/**
 * The inline Add Location form (spec 2 §5): a city and a state, trimmed, sent with minimum 0 and
 * multiplier 1. A missing or invalid value is said in an alert ('Please enter a city', 'Please enter
 * a state', the invalid state message); a failed call in 'Failed to add service area' or the
 * server's text. Empty again after each added location.
 */
export function AddLocationForm({ slug, onAdded }: { slug: string; onAdded: (name: string) => void }) {
  const add = useAddArea(slug);
  const [city, setCity] = useState('');
  const [state, setState] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cityInput = useRef<HTMLInputElement>(null);
  const stateRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const alert = inlineAddProblem(city, state);
    setProblem(alert);
    if (alert) {
      (city.trim() ? stateRef : cityInput).current?.focus();
      return;
    }
    const area = { city: city.trim(), state: state.trim().toUpperCase(), minimum: DEFAULT_MINIMUM, multiplier: DEFAULT_MULTIPLIER };
    try {
      await add.mutateAsync(area);
      setCity('');
      setState('');
      onAdded(`${area.city}, ${area.state}`);
      cityInput.current?.focus();
    } catch (error) {
      setProblem(failureText(error, ADD_FAILED));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={titleId}
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-4 sm:p-5"
    >
      <h4 id={titleId} className="text-sm font-semibold text-slate-900">
        Add Location
      </h4>
      <p className="mt-0.5 text-sm text-slate-600">Type a city and its state; you can set its ZIP code and prices after.</p>
      {problem && (
        <Alert tone="error" className="mt-3">
          {problem}
        </Alert>
      )}
      <fieldset disabled={add.isPending} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          ref={cityInput}
          className="sm:flex-1"
          label="City"
          name="city"
          autoComplete="address-level2"
          value={city}
          onChange={(e) => setCity(e.currentTarget.value)}
        />
        <TextField
          ref={stateRef}
          className="sm:w-28"
          label="State"
          name="state"
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="address-level1"
          placeholder="AZ"
          value={state}
          onChange={(e) => setState(stateInput(e.currentTarget.value))}
        />
        <Button type="submit" variant="secondary" loading={add.isPending} loadingText="Adding...">
          <PlusIcon className="size-4" />
          Add Location
        </Button>
      </fieldset>
    </form>
  );
}
