import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError, TextField } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useBookingSettings, useSaveBookingSettings } from '../api/schedule.ts';
import {
  type BookingSettingsAnswer,
  type BookingSettingsDraft,
  bookingSettingsDraft,
  checkBookingSettings,
  withPercentMessage,
} from '../lib/booking-settings-form.ts';
import { answerFieldErrors, FETCH_FAILED, scheduleErrorText } from '../lib/errors.ts';

/**
 * The online booking rules (issue 15): how long before a booking the customer may still cancel or
 * move it online, whether new bookings are confirmed at once, when the reminder goes, and the
 * deposit. Owners and managers edit them; the others see them (the API refuses their writes).
 */
export function BookingSettingsPanel({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const settings = useBookingSettings(slug);
  if (settings.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 text-brand" /> Loading booking settings...
      </p>
    );
  if (settings.isError)
    return (
      <Alert tone="error" title={FETCH_FAILED}>
        {scheduleErrorText(settings.error)}
        <Button variant="secondary" className="mt-2 min-h-9" onClick={() => void settings.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  return <BookingSettingsForm slug={slug} settings={settings.data} canEdit={canEdit} />;
}

function BookingSettingsForm({ slug, settings, canEdit }: { slug: string; settings: BookingSettingsAnswer; canEdit: boolean }) {
  const [draft, setDraft] = useState(() => bookingSettingsDraft(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveBookingSettings(slug);
  const dirty = JSON.stringify(draft) !== JSON.stringify(bookingSettingsDraft(settings));

  const change = (patch: Partial<BookingSettingsDraft>, field: string) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const check = checkBookingSettings(draft);
    if (!check.ok) return setErrors(check.errors);
    try {
      const next = await save.mutateAsync(check.value);
      setDraft(bookingSettingsDraft(next));
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(withPercentMessage(answerFieldErrors(error)));
      setFailure(scheduleErrorText(error));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
      <fieldset disabled={!canEdit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Cancellation notice (hours)"
            type="number"
            min={0}
            max={720}
            step={1}
            inputMode="numeric"
            value={draft.cancellation_notice_hours}
            error={errors.cancellation_notice_hours}
            hint="Closer to the start than this, customers call you to cancel or reschedule"
            onChange={(e) => change({ cancellation_notice_hours: e.target.value }, 'cancellation_notice_hours')}
          />
          <TextField
            label="Reminder (hours before)"
            type="number"
            min={0}
            max={720}
            step={1}
            inputMode="numeric"
            value={draft.reminder_hours}
            error={errors.reminder_hours}
            hint="0 sends no reminder"
            onChange={(e) => change({ reminder_hours: e.target.value }, 'reminder_hours')}
          />
        </div>
        <Check
          checked={draft.auto_confirm}
          error={errors.auto_confirm}
          onChange={(checked) => change({ auto_confirm: checked }, 'auto_confirm')}
        >
          Confirm online bookings automatically
        </Check>
        <div className="grid gap-4 sm:grid-cols-2">
          <Check
            checked={draft.deposit_required}
            error={errors.deposit_required}
            onChange={(checked) => change({ deposit_required: checked }, 'deposit_required')}
          >
            Require a deposit
          </Check>
          <TextField
            label="Deposit (%)"
            type="number"
            min={0}
            max={100}
            step="any"
            inputMode="decimal"
            value={draft.deposit_percent}
            error={errors.deposit_percentage}
            hint="Share of the booking's total paid when booking"
            onChange={(e) => change({ deposit_percent: e.target.value }, 'deposit_percentage')}
          />
        </div>
      </fieldset>

      <div aria-live="polite" className="empty:hidden">
        {failure && (
          <Alert tone="error" title="Failed to save booking settings">
            {failure}
          </Alert>
        )}
        {saved && <Alert tone="success">Booking settings saved.</Alert>}
      </div>
      {canEdit && (
        <div className="flex gap-3">
          <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={!dirty}>
            Save Booking Settings
          </Button>
          <Button
            variant="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setDraft(bookingSettingsDraft(settings));
              setErrors({});
              setFailure(null);
            }}
          >
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}

function Check({
  checked,
  error,
  onChange,
  children,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {children}
      </label>
      <FieldError>{error}</FieldError>
    </div>
  );
}
