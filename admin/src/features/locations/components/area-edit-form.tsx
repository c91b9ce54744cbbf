import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { stateInput } from '#core/validation/service-areas.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useSaveAreas } from '../api/service-areas.ts';
import {
  type Area,
  AREA_FIELDS,
  type AreaField,
  areaFieldErrors,
  checkDraft,
  draftOf,
  failureText,
  indexInSave,
  listWithEdit,
  SAVE_FAILED,
} from '../lib/areas.ts';
import { AreaInputs } from './area-inputs.tsx';

/**
 * One location in edit mode (spec 2 §2, §4, §5): its fields with Save and Cancel. It opens with the
 * clicked field focused; a field's message shows under it and goes as soon as that field is edited;
 * Save sends the whole list (PUT) with this area changed. Escape cancels.
 */
export function AreaEditForm({
  slug,
  areas,
  area,
  focus = 'city',
  onDone,
  onSaved,
}: {
  slug: string;
  areas: readonly Area[];
  area: Area;
  focus?: AreaField;
  onDone: () => void;
  /** With "City, ST" of the saved location. */
  onSaved: (name: string) => void;
}) {
  const save = useSaveAreas(slug);
  const [draft, setDraft] = useState(() => draftOf(area));
  const [errors, setErrors] = useState<Partial<Record<AreaField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<AreaField, HTMLInputElement | null>>>({});
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form opens, on the field that was clicked.
  useEffect(() => {
    inputs.current[focus]?.focus();
  }, []);

  const change = (field: AreaField, value: string) => {
    setDraft((d) => ({ ...d, [field]: field === 'state' ? stateInput(value) : value }));
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
    const check = checkDraft(draft);
    if (!check.ok) return showErrors(check.errors);
    try {
      await save.mutateAsync(listWithEdit(areas, area.id, check.value));
      onSaved(`${check.value.city}, ${check.value.state}`);
      onDone();
    } catch (error) {
      const fields = areaFieldErrors(error, indexInSave(areas, area.id));
      showErrors(fields);
      setFailure(failureText(error, SAVE_FAILED, Object.keys(fields).length > 0));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !save.isPending) {
          e.stopPropagation();
          onDone();
        }
      }}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4"
    >
      <h5 id={titleId} className="text-sm font-semibold text-slate-900">
        Edit {area.city}, {area.state}
      </h5>
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset disabled={save.isPending} className="contents">
        <AreaInputs
          values={draft}
          errors={errors}
          onChange={change}
          inputRef={(field, el) => {
            inputs.current[field] = el;
          }}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save
        </Button>
      </div>
    </form>
  );
}
