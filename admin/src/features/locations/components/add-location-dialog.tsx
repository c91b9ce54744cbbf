import { type FormEvent, useRef, useState } from 'react';
import { DEFAULT_MINIMUM, DEFAULT_MULTIPLIER, stateInput } from '#core/validation/service-areas.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { useAddArea } from '../api/service-areas.ts';
import {
  ADD_MODAL_TITLE,
  addModalFailure,
  AREA_FIELDS,
  type AreaDraft,
  type AreaField,
  areaFieldErrors,
  checkDraft,
} from '../lib/areas.ts';
import { AreaInputs } from './area-inputs.tsx';

const EMPTY: AreaDraft = { city: '', state: '', zip: '', minimum: String(DEFAULT_MINIMUM), multiplier: String(DEFAULT_MULTIPLIER) };

/**
 * The 'Add Service Location' modal (spec 2 §2, §5, §8): city and state required, the state
 * upper-cased and at most 2 letters, an optional ZIP, minimum and multiplier; each field's message
 * under it until that field is edited; 'Failed to add location' or 'An unexpected error occurred'
 * (or the server's own text) in a red banner. Empty again after each added location.
 */
export function AddLocationDialog({
  slug,
  open,
  onOpenChange,
  onAdded,
}: {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** With "City, ST" of the added location. */
  onAdded: (name: string) => void;
}) {
  const add = useAddArea(slug);
  const [values, setValues] = useState<AreaDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AreaField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<AreaField, HTMLInputElement | null>>>({});

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
  };

  const change = (field: AreaField, value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'state' ? stateInput(value) : value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const showErrors = (next: Partial<Record<AreaField, string>>) => {
    setErrors(next);
    const first = AREA_FIELDS.find((f) => next[f]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkDraft(values);
    if (!check.ok) return showErrors(check.errors);
    try {
      await add.mutateAsync(check.value);
      reset();
      onOpenChange(false);
      onAdded(`${check.value.city}, ${check.value.state}`);
    } catch (error) {
      const fields = areaFieldErrors(error);
      showErrors(fields);
      setFailure(addModalFailure(error, Object.keys(fields).length > 0));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (add.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title={ADD_MODAL_TITLE} description="A city where you take jobs. It gets its own page on your site." size="lg">
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          {failure && <Alert tone="error">{failure}</Alert>}
          <fieldset disabled={add.isPending} className="contents">
            <AreaInputs
              values={values}
              errors={errors}
              onChange={change}
              inputRef={(field, el) => {
                inputs.current[field] = el;
              }}
            />
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={add.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={add.isPending} loadingText="Adding...">
              Add Location
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
