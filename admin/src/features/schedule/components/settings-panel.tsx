import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { FieldError, inputClass, TextField } from '../../../shared/ui/field.tsx';
import { useSaveSettings } from '../api/schedule.ts';
import { answerFieldErrors, scheduleErrorText } from '../lib/errors.ts';
import { checkSettings, settingsDraft, timeZoneChoices, WEEKDAY_LABELS, WEEKDAYS } from '../lib/settings-form.ts';
import type { ScheduleSettings } from '../lib/types.ts';
import { selectClass } from './fields.tsx';

/**
 * Business hours and booking settings (issue 14 §3): the time zone every time on this tab is in,
 * the minimum notice in days, and per weekday the opening and closing times or closed. Owners and
 * managers edit them; the others see them.
 */
export function SettingsPanel({ slug, settings, canEdit }: { slug: string; settings: ScheduleSettings; canEdit: boolean }) {
  const [draft, setDraft] = useState(() => settingsDraft(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveSettings(slug);
  const zoneId = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(settingsDraft(settings));

  const setDay = (day: (typeof WEEKDAYS)[number], patch: Partial<ScheduleSettings['operating_hours']['monday']>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, operating_hours: { ...d.operating_hours, [day]: { ...d.operating_hours[day], ...patch } } }));
    setErrors(({ [`operating_hours.${day}.open`]: _o, [`operating_hours.${day}.close`]: _c, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const check = checkSettings(draft, settings);
    if (!check.ok) return setErrors(check.errors);
    try {
      const next = await save.mutateAsync(check.value);
      setDraft(settingsDraft(next));
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(answerFieldErrors(error));
      setFailure(scheduleErrorText(error));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
      <fieldset disabled={!canEdit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={zoneId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Time zone
            </label>
            <select
              id={zoneId}
              value={draft.time_zone}
              aria-invalid={errors.time_zone ? true : undefined}
              aria-describedby={errors.time_zone ? `${zoneId}-error` : `${zoneId}-hint`}
              onChange={(e) => {
                setSaved(false);
                setDraft((d) => ({ ...d, time_zone: e.target.value }));
              }}
              className={selectClass}
            >
              {timeZoneChoices(settings.time_zone).map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            <p id={`${zoneId}-hint`} className="mt-1.5 text-sm text-slate-600">
              Every time on this tab, in the booking form and in the calendar feed
            </p>
            <FieldError id={`${zoneId}-error`}>{errors.time_zone}</FieldError>
          </div>
          <TextField
            label="Lead time (days)"
            type="number"
            min={0}
            max={30}
            step={1}
            inputMode="numeric"
            value={draft.lead_time_days}
            error={errors.lead_time_days}
            hint="Minimum notice for online bookings: 0 takes bookings for later today"
            onChange={(e) => {
              setSaved(false);
              setDraft((d) => ({ ...d, lead_time_days: e.target.value }));
              setErrors(({ lead_time_days: _, ...rest }) => rest);
            }}
          />
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Operating hours</legend>
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {WEEKDAYS.map((day) => {
              const hours = draft.operating_hours[day];
              const label = WEEKDAY_LABELS[day];
              const error = errors[`operating_hours.${day}.open`] ?? errors[`operating_hours.${day}.close`];
              return (
                <li key={day} className="grid grid-cols-[6.5rem_1fr] items-center gap-x-3 gap-y-2 px-3 py-2 sm:grid-cols-[7rem_7rem_1fr]">
                  <span className="text-sm font-medium text-slate-800">{label}</span>
                  <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand"
                      checked={hours.closed}
                      onChange={(e) => setDay(day, { closed: e.target.checked })}
                    />
                    Closed
                  </label>
                  <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                    <input
                      type="time"
                      aria-label={`${label} opens`}
                      value={hours.open}
                      disabled={hours.closed}
                      onChange={(e) => setDay(day, { open: e.target.value })}
                      aria-invalid={error ? true : undefined}
                      className={cn(inputClass, 'w-full sm:w-36')}
                    />
                    <span className="text-sm text-slate-600">to</span>
                    <input
                      type="time"
                      aria-label={`${label} closes`}
                      value={hours.close}
                      disabled={hours.closed}
                      onChange={(e) => setDay(day, { close: e.target.value })}
                      aria-invalid={error ? true : undefined}
                      className={cn(inputClass, 'w-full sm:w-36')}
                    />
                  </div>
                  {error && (
                    <div className="col-span-full">
                      <FieldError>{error}</FieldError>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      </fieldset>

      <div aria-live="polite" className="empty:hidden">
        {failure && (
          <Alert tone="error" title="Failed to save settings">
            {failure}
          </Alert>
        )}
        {saved && <Alert tone="success">Settings saved.</Alert>}
      </div>
      {canEdit && (
        <div className="flex gap-3">
          <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={!dirty}>
            Save Settings
          </Button>
          <Button
            variant="secondary"
            disabled={!dirty || save.isPending}
            onClick={() => {
              setDraft(settingsDraft(settings));
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
