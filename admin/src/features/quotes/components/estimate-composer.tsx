import { type FormEvent, useMemo, useState } from 'react';
import { addCalendarDays, ESTIMATE_LIMITS } from '#core/estimates/estimates.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { FieldError, inputClass, TextField } from '../../../shared/ui/field.tsx';
import { useEstimateWrites, useServiceChoices } from '../api/quotes.ts';
import {
  type ComposerDraft,
  defaultDuration,
  draftErrors,
  draftOf,
  draftTotals,
  estimateInput,
  freeLine,
  localToday,
  newDraft,
  takesDuration,
  takesPrice,
  type TierChoice,
  tierChoices,
  tierGroups,
  tierLine,
} from '../lib/composer.ts';
import { answerFields, errorText } from '../lib/errors.ts';
import type { Estimate, Quote } from '../lib/types.ts';
import { TextAreaField } from './fields.tsx';

interface ComposerProps {
  slug: string;
  quote: Quote;
  /** A draft to finish; null writes a new estimate. */
  estimate: Estimate | null;
  onClose: () => void;
  /** Saved or sent: what to tell the owner. */
  onDone: (message: string) => void;
}

/**
 * The estimate composer (issue 16 §3): lines from the business's services and tiers (the tier's
 * price by default, editable) or typed freely, each optional or not; the duration (the tiers'
 * durations summed unless set), the last valid day (14 days on by default) and a message; the
 * totals as they stand. Save draft keeps it; Send e-mails the customer a link to accept it online.
 */
export function EstimateComposer(props: ComposerProps) {
  const services = useServiceChoices(props.slug);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        title={props.estimate ? `Estimate #${props.estimate.id}` : 'New estimate'}
        description={`For ${props.quote.name} (${props.quote.email})`}
        size="lg"
      >
        {services.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your services...
          </p>
        ) : services.isError ? (
          <Alert tone="error">Couldn’t load your services. {errorText(services.error)}</Alert>
        ) : (
          <ComposerForm {...props} tiers={tierChoices(services.data)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ComposerForm({ slug, quote, estimate, onDone, tiers }: ComposerProps & { tiers: TierChoice[] }) {
  const today = useMemo(() => localToday(), []);
  const [draft, setDraft] = useState<ComposerDraft>(() => (estimate ? draftOf(estimate, tiers) : newDraft(today, quote.services, tiers)));
  const [savedId, setSavedId] = useState<number | null>(estimate?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [nextKey, setNextKey] = useState(1);
  const writes = useEstimateWrites(slug, quote.id);
  const totals = draftTotals(draft);
  const groups = useMemo(() => tierGroups(tiers), [tiers]);

  const key = () => {
    setNextKey((n) => n + 1);
    return `a${nextKey}`;
  };
  const setLine = (index: number, change: Partial<ComposerDraft['lines'][number]>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((line, i) => (i === index ? { ...line, ...change } : line)) }));

  /** core's checks first; then the API's answer, field by field. */
  const check = () => {
    const found = draftErrors(draft, today);
    setErrors(found);
    setFailure(null);
    return Object.keys(found).length === 0;
  };
  const save = async () => {
    const saved = await writes.save(estimateInput(draft), savedId);
    setSavedId(saved.id);
    return saved;
  };
  const failed = (error: unknown) => {
    const fields = answerFields(error);
    setErrors(fields);
    setFailure(Object.keys(fields).length ? 'Check the fields marked below.' : errorText(error));
  };

  const saveDraft = async (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    setBusy('save');
    try {
      const saved = await save();
      onDone(`Estimate #${saved.id} saved as a draft.`);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const send = async () => {
    setBusy('send');
    try {
      const saved = await save();
      await writes.send(saved.id);
      onDone(`Estimate #${saved.id} sent to ${quote.email}.`);
    } catch (error) {
      failed(error);
      throw error;
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={(e) => void saveDraft(e)} noValidate className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Lines</legend>
        {draft.lines.length === 0 && <p className="mt-1 text-sm text-slate-600">Add a service or a line of your own.</p>}
        <ol className="mt-2 space-y-3">
          {draft.lines.map((line, index) => (
            <li key={line.key}>
              <fieldset aria-label={`Line ${index + 1}`} className="rounded-lg border border-slate-200 p-3">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
                  <TextField
                    label="Description"
                    value={line.description}
                    maxLength={ESTIMATE_LIMITS.description}
                    onChange={(e) => setLine(index, { description: e.target.value })}
                    error={errors[`items.${index}.description`] ?? errors[`items.${index}.serviceId`] ?? errors[`items.${index}.tierId`]}
                  />
                  <TextField
                    label="Price ($)"
                    inputMode="decimal"
                    value={line.price}
                    onChange={(e) => takesPrice(e.target.value) && setLine(index, { price: e.target.value })}
                    error={errors[`items.${index}.priceCents`]}
                  />
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand"
                      checked={line.optional}
                      onChange={(e) => setLine(index, { optional: e.target.checked })}
                    />
                    Optional (the customer may tick it)
                  </label>
                  <Button
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_, i) => i !== index) }))}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <FieldError id="estimate-items-error">{errors.items}</FieldError>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="estimate-add-service" className="mb-1.5 block text-sm font-medium text-slate-800">
              Add a service
            </label>
            <select
              id="estimate-add-service"
              className={inputClass}
              value=""
              disabled={draft.lines.length >= ESTIMATE_LIMITS.items}
              onChange={(e) => {
                const tier = tiers.find((t) => String(t.tierId) === e.target.value);
                if (tier) setDraft((d) => ({ ...d, lines: [...d.lines, tierLine(tier, key())] }));
              }}
            >
              <option value="">{tiers.length ? 'Choose a service and tier...' : 'No active services yet'}</option>
              {groups.map((group) => (
                <optgroup key={group.serviceId} label={group.serviceName}>
                  {group.tiers.map((tier) => (
                    <option key={tier.tierId} value={tier.tierId}>
                      {tier.tierName}: {formatPriceCents(tier.priceCents)}, {formatDuration(tier.durationMinutes)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={draft.lines.length >= ESTIMATE_LIMITS.items}
            onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, freeLine(key())] }))}
          >
            Add a line of your own
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Duration (minutes)"
          inputMode="numeric"
          value={draft.duration}
          placeholder={String(defaultDuration(draft.lines))}
          hint={
            draft.duration.trim() === '' ? `The services’ durations added up: ${formatDuration(defaultDuration(draft.lines))}.` : undefined
          }
          onChange={(e) => takesDuration(e.target.value) && setDraft((d) => ({ ...d, duration: e.target.value }))}
          error={errors.durationMinutes}
        />
        <TextField
          label="Valid until"
          type="date"
          value={draft.validUntil}
          min={today}
          max={addCalendarDays(today, ESTIMATE_LIMITS.validDays)}
          onChange={(e) => setDraft((d) => ({ ...d, validUntil: e.target.value }))}
          error={errors.validUntil}
        />
      </div>
      <TextAreaField
        label="Message to the customer (optional)"
        value={draft.message}
        maxLength={ESTIMATE_LIMITS.message}
        onChange={(e) => setDraft((d) => ({ ...d, message: e.target.value }))}
        error={errors.message}
        rows={3}
      />

      <dl className="rounded-lg bg-slate-50 p-3 text-sm" aria-live="polite">
        <div className="flex justify-between gap-3 font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums">{totals.required}</dd>
        </div>
        {totals.withOptional && (
          <div className="mt-1 flex justify-between gap-3 text-slate-700">
            <dt>With all optional items</dt>
            <dd className="tabular-nums">{totals.withOptional}</dd>
          </div>
        )}
      </dl>

      {failure && <Alert tone="error">{failure}</Alert>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button type="submit" variant="secondary" loading={busy === 'save'} loadingText="Saving..." disabled={busy !== null}>
          Save draft
        </Button>
        <Button disabled={busy !== null} onClick={() => check() && setConfirming(true)}>
          Send estimate
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this estimate?"
        description={`${quote.name} gets an e-mail at ${quote.email} with a link to accept or decline it online.`}
        confirmLabel="Send estimate"
        pendingLabel="Sending..."
        onConfirm={send}
        error={confirming ? failure : null}
      />
    </form>
  );
}
