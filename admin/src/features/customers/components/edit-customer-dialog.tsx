import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { CUSTOMER_LIMITS } from '#core/customers/schemas.ts';
import { formatPhoneAsTyped } from '#core/format/phone.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { FieldError, inputClass, TextField } from '../../../shared/ui/field.tsx';
import { useUpdateCustomer } from '../api/customers.ts';
import { changedPayload, type EditValues, editValues, formFieldOf, problemsOf } from '../lib/edit-form.ts';
import { answerFields, errorText } from '../lib/errors.ts';
import type { CustomerDetail } from '../lib/types.ts';

type TextKey = Exclude<keyof EditValues, 'things'>;

/**
 * Edit a customer (issue 16 §4): contact, address, their things and notes, checked with the API's
 * own messages before sending; Save and Cancel only once something differs from the record.
 * Mounted for each opening, so it starts from the record as it is then.
 */
export function EditCustomerDialog({
  slug,
  customer,
  thingsLabel,
  thingLabel,
  open,
  onOpenChange,
  onSaved,
}: {
  slug: string;
  customer: CustomerDetail;
  /** What the industry calls them: 'Pets', and one of them: 'Pet'. */
  thingsLabel: string;
  thingLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const loaded = useMemo(() => editValues(customer), [customer]);
  const [values, setValues] = useState(loaded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateCustomer(slug, customer.id);
  const formRef = useRef<HTMLFormElement>(null);
  const notesId = useId();

  const payload = changedPayload(loaded, values);
  const changed = Object.keys(payload).length > 0;
  const set = (key: TextKey, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const setThing = (index: number, key: 'label' | 'details', value: string) =>
    setValues((v) => ({ ...v, things: v.things.map((t, i) => (i === index ? { ...t, [key]: value } : t)) }));

  const showProblems = (problems: Record<string, string>) => {
    const byField = Object.fromEntries(Object.entries(problems).map(([k, m]) => [formFieldOf(k), m]));
    setErrors(byField);
    // The first field in error takes the focus, so its message is read out with it.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setFailure(null);
    const problems = problemsOf(payload);
    if (Object.keys(problems).length) return showProblems(problems);
    try {
      await update.mutateAsync(payload);
      onOpenChange(false);
      onSaved();
    } catch (error) {
      const fields = answerFields(error);
      // A refused field speaks under itself ('Another customer has this e-mail address...').
      if (Object.keys(fields).length) showProblems(fields);
      else setFailure(`Failed to save customer: ${errorText(error)}`);
    }
  };

  const field = (key: TextKey, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={label} name={key} value={values[key]} error={errors[key]} onChange={(e) => set(key, e.target.value)} {...props} />
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent title={`Edit ${customer.name}`} size="lg">
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
          {failure && <Alert tone="error">{failure}</Alert>}
          <fieldset disabled={update.isPending} className="grid grid-cols-1 gap-4 sm:grid-cols-6">
            <legend className="sr-only">Contact and address</legend>
            {field('name', 'Name', { className: 'sm:col-span-6', autoComplete: 'off', maxLength: CUSTOMER_LIMITS.name })}
            {field('email', 'E-mail', { className: 'sm:col-span-3', type: 'email', autoComplete: 'off', maxLength: CUSTOMER_LIMITS.email })}
            {field('phone', 'Phone', {
              className: 'sm:col-span-3',
              type: 'tel',
              autoComplete: 'off',
              onChange: (e) => set('phone', formatPhoneAsTyped(e.target.value)),
            })}
            {field('street', 'Street', { className: 'sm:col-span-6', maxLength: CUSTOMER_LIMITS.street })}
            {field('city', 'City', { className: 'sm:col-span-3', maxLength: CUSTOMER_LIMITS.city })}
            {field('state', 'State', { className: 'sm:col-span-1', maxLength: 2, hint: 'e.g. AZ' })}
            {field('zip', 'ZIP code', { className: 'sm:col-span-2', inputMode: 'numeric', maxLength: 10 })}
          </fieldset>

          <fieldset disabled={update.isPending} className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">{thingsLabel}</legend>
            {values.things.length === 0 && <p className="text-sm text-slate-600">None on record.</p>}
            {values.things.map((thing, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; the position is what the API's messages name ('things.0.label')
                key={index}
                className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              >
                <TextField
                  label={`${thingLabel} ${index + 1}`}
                  value={thing.label}
                  error={errors[`things.${index}.label`]}
                  maxLength={CUSTOMER_LIMITS.label}
                  onChange={(e) => setThing(index, 'label', e.target.value)}
                />
                <TextField
                  label="Details"
                  value={thing.details}
                  error={errors[`things.${index}.details`]}
                  maxLength={CUSTOMER_LIMITS.details}
                  onChange={(e) => setThing(index, 'details', e.target.value)}
                />
                <Button
                  variant="ghost"
                  className="sm:mt-7"
                  aria-label={`Remove ${thing.label || `${thingLabel.toLowerCase()} ${index + 1}`}`}
                  onClick={() => setValues((v) => ({ ...v, things: v.things.filter((_, i) => i !== index) }))}
                >
                  Remove
                </Button>
              </div>
            ))}
            <FieldError>{errors.things}</FieldError>
            {values.things.length < CUSTOMER_LIMITS.things && (
              <Button
                variant="secondary"
                onClick={() => setValues((v) => ({ ...v, things: [...v.things, { type: '', label: '', details: '' }] }))}
              >
                Add {thingLabel.toLowerCase()}
              </Button>
            )}
          </fieldset>

          <div>
            <label htmlFor={notesId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Private notes
            </label>
            <textarea
              id={notesId}
              rows={3}
              className={inputClass}
              value={values.notes}
              maxLength={CUSTOMER_LIMITS.notes}
              disabled={update.isPending}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? `${notesId}-error` : undefined}
              onChange={(e) => set('notes', e.target.value)}
            />
            <FieldError id={`${notesId}-error`}>{errors.notes}</FieldError>
          </div>

          <DialogFooter className="items-center">
            {changed && !update.isPending && <p className="text-sm text-slate-600 sm:mr-auto">You have unsaved changes.</p>}
            <Button variant="secondary" disabled={!changed || update.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!changed} loading={update.isPending} loadingText="Saving...">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
