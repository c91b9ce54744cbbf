import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { canTransition, TECH_STATUSES } from '#core/validation/schedule.ts';
import { formatPriceCents } from '#core/format/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { useSaveAppointment, useSetAppointmentStatus } from '../api/schedule.ts';
import {
  type AppointmentDraft,
  checkDraft,
  DRAFT_FIELDS,
  type DraftField,
  DURATION_CHOICES,
  draftErrors,
  draftOf,
  endOf,
  isDirty,
  newDraft,
  statusChoices,
} from '../lib/appointment-form.ts';
import { formatDate, formatTime, wallTime } from '../lib/calendar.ts';
import { answerFieldErrors, type OverlapConflict, overlapOf, SAVE_FAILED, scheduleErrorText } from '../lib/errors.ts';
import { statusLabel } from '../lib/status.ts';
import type { Appointment, Crew } from '../lib/types.ts';
import { timeSpan } from './appointment-chip.tsx';
import { Required, SelectField, TextArea } from './fields.tsx';

/** What opened the modal: a new appointment on a date (and hour), or one that exists. */
export type AppointmentTarget = { mode: 'create'; date: string; time?: string } | { mode: 'edit'; appointment: Appointment };

export interface AppointmentPermissions {
  /** Owners, managers and admins book, edit and cancel. */
  canEdit: boolean;
  /** Owners and admins may book over another appointment on purpose (issue 14 §5). */
  canOverlap: boolean;
  /** A tech's own user id: they start and finish the jobs assigned to them. */
  techUserId: number | null;
}

/**
 * The appointment modal (spec 2 §2, §4, §5, §8): create mode ('New Appointment', 09:00 for one
 * hour on the chosen date) or edit mode; required title, service type, date, start, duration,
 * customer name and phone; price and deposit at least 0 in steps of 0.01; the end time follows the
 * duration. 'Failed to save appointment' in a red box with the reason; a time taken by another
 * appointment says which one, and lets an owner book it anyway. Techs and viewers see the
 * appointment without the form; a tech marks their own job in progress or completed.
 */
export function AppointmentDialog({
  slug,
  timeZone,
  target,
  crews,
  permissions,
  onClose,
  onSaved,
}: {
  slug: string;
  timeZone: string;
  target: AppointmentTarget | null;
  crews: readonly Crew[];
  permissions: AppointmentPermissions;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const key =
    target === null ? 'closed' : target.mode === 'create' ? `new-${target.date}-${target.time ?? ''}` : `edit-${target.appointment.id}`;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          key={key}
          size="lg"
          title={target.mode === 'create' ? 'New Appointment' : permissions.canEdit ? 'Edit Appointment' : 'Appointment'}
          description={`Times are in ${timeZone}.`}
        >
          {permissions.canEdit ? (
            <AppointmentForm
              slug={slug}
              timeZone={timeZone}
              target={target}
              crews={crews}
              permissions={permissions}
              onClose={onClose}
              onSaved={onSaved}
            />
          ) : (
            target.mode === 'edit' && (
              <AppointmentDetails
                slug={slug}
                timeZone={timeZone}
                appointment={target.appointment}
                techUserId={permissions.techUserId}
                onSaved={onSaved}
                onClose={onClose}
              />
            )
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function AppointmentForm({
  slug,
  timeZone,
  target,
  crews,
  permissions,
  onClose,
  onSaved,
}: {
  slug: string;
  timeZone: string;
  target: AppointmentTarget;
  crews: readonly Crew[];
  permissions: AppointmentPermissions;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const existing = target.mode === 'edit' ? target.appointment : null;
  const [initial] = useState<AppointmentDraft>(() =>
    existing
      ? draftOf(existing, timeZone)
      : newDraft(target.mode === 'create' ? target.date : '', target.mode === 'create' ? target.time : undefined),
  );
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<OverlapConflict[] | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const save = useSaveAppointment(slug);
  const setStatus = useSetAppointmentStatus(slug);
  const fields = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
  const end = endOf(draft, timeZone);
  const final = existing?.status === 'completed';
  const techs = crews.filter((c) => c.user_id !== null);

  const change = <F extends keyof AppointmentDraft>(field: F, value: AppointmentDraft[F]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // The end follows the date, start and duration, so its message goes with theirs.
    const cleared: DraftField[] = field === 'duration' || field === 'start' || field === 'date' ? [field, 'end'] : [field];
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !cleared.includes(f as DraftField))));
  };

  const showErrors = (next: Partial<Record<DraftField, string>>) => {
    setErrors(next);
    const first = DRAFT_FIELDS.find((f) => next[f]);
    if (first) fields.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkDraft(draft, timeZone);
    if (!check.ok) return showErrors(check.errors);
    try {
      await save.mutateAsync({ id: existing?.id ?? null, input: check.value });
      onSaved(
        `${check.value.title} ${existing ? 'saved' : 'booked'} for ${formatDate(draft.date, { weekday: 'short', month: 'short', day: 'numeric' })} at ${formatTime(draft.start)}.`,
      );
      onClose();
    } catch (error) {
      const overlap = overlapOf(error);
      setConflicts(overlap ? overlap.conflicts : null);
      showErrors(draftErrors(answerFieldErrors(error)));
      setFailure(scheduleErrorText(error));
    }
  };

  const ref = (field: DraftField) => (el: HTMLElement | null) => {
    fields.current[field] = el;
  };
  const text = (field: keyof AppointmentDraft & DraftField, label: ReactNode, props: Record<string, unknown> = {}) => (
    <TextField
      ref={ref(field)}
      label={label}
      value={draft[field] as string}
      error={errors[field]}
      onChange={(e) => change(field, e.target.value as never)}
      {...props}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {final && (
        <Alert tone="info">This appointment is completed: its time and status are final; its price and notes can still change.</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('title', <Required>Title</Required>, { required: true, maxLength: 200, autoComplete: 'off' })}
        {text('service_type', <Required>Service type</Required>, { required: true, maxLength: 100, autoComplete: 'off' })}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {text('date', <Required>Date</Required>, { type: 'date', required: true, disabled: final, className: 'col-span-2 sm:col-span-1' })}
        {text('start', <Required>Start time</Required>, { type: 'time', required: true, step: 300, disabled: final })}
        <SelectField
          ref={ref('duration')}
          label={<Required>Duration</Required>}
          value={draft.duration}
          error={errors.duration}
          disabled={final}
          onChange={(value) => change('duration', value)}
        >
          {DURATION_CHOICES.map((m) => (
            <option key={m} value={m}>
              {m} min
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 sm:col-span-1">
          <TextField
            ref={ref('end')}
            label={<Required>End time</Required>}
            readOnly
            value={end ? `${formatTime(end.time)}${end.date !== draft.date ? ' (next day)' : ''}` : ''}
            error={errors.end}
            hint="From the start and duration"
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('customer_name', <Required>Customer name</Required>, { required: true, autoComplete: 'off' })}
        {text('customer_phone', <Required>Customer phone</Required>, { type: 'tel', required: true, autoComplete: 'off' })}
        {text('customer_email', 'Customer email', { type: 'email', autoComplete: 'off' })}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {text('price', 'Price ($)', { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' })}
        {text('deposit', 'Deposit ($)', { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' })}
        <SelectField
          ref={ref('status')}
          label="Status"
          value={draft.status}
          error={errors.status}
          onChange={(value) => change('status', value)}
        >
          {statusChoices(existing?.status ?? null).map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField
          ref={ref('assigned_user_id')}
          label="Technician"
          value={draft.assigned_user_id}
          error={errors.assigned_user_id}
          onChange={(value) => change('assigned_user_id', value)}
        >
          <option value="">Unassigned</option>
          {techs.map((c) => (
            <option key={c.id} value={String(c.user_id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea
        ref={ref('description')}
        label="Description"
        value={draft.description}
        error={errors.description}
        onChange={(v) => change('description', v)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextArea ref={ref('notes')} label="Customer notes" value={draft.notes} error={errors.notes} onChange={(v) => change('notes', v)} />
        <TextArea
          ref={ref('internal_notes')}
          label="Internal notes"
          hint="Only your team sees these"
          value={draft.internal_notes}
          error={errors.internal_notes}
          onChange={(v) => change('internal_notes', v)}
        />
      </div>

      {failure && (
        <Alert tone="error" title={SAVE_FAILED}>
          <p>{failure}</p>
          {conflicts && conflicts.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {conflicts.map((c) => (
                <li key={c.id}>
                  {c.title}, {timeSpan(c, timeZone)}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {conflicts && permissions.canOverlap && (
        <label className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <input
            type="checkbox"
            className="mt-0.5 size-5 accent-amber-700"
            checked={draft.overlap_allowed}
            onChange={(e) => change('overlap_allowed', e.target.checked)}
          />
          <span>
            <span className="font-semibold">Book anyway.</span> Allow this appointment to overlap the one above; it is recorded as a
            deliberate double booking.
          </span>
        </label>
      )}

      <DialogFooter className="sm:justify-between">
        {existing && existing.status !== 'cancelled' && canTransition(existing.status as 'scheduled', 'cancelled') ? (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirmCancel(true)}>
            Cancel appointment
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={existing !== null && !isDirty(draft, initial)}>
            {existing ? 'Save Changes' : 'Create Appointment'}
          </Button>
        </div>
      </DialogFooter>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this appointment?"
        description="The customer's time is freed for other bookings. The appointment stays on the calendar, marked cancelled."
        confirmLabel="Cancel appointment"
        cancelLabel="Keep it"
        pendingLabel="Cancelling..."
        tone="danger"
        error={cancelError}
        onConfirm={async () => {
          if (!existing) return;
          setCancelError(null);
          try {
            await setStatus.mutateAsync({ id: existing.id, status: 'cancelled' });
            onSaved(`${existing.title} cancelled.`);
            onClose();
          } catch (error) {
            setCancelError(scheduleErrorText(error));
            throw error;
          }
        }}
      />
    </form>
  );
}

/** What a tech or viewer sees; a tech's own job can be started and finished here. */
function AppointmentDetails({
  slug,
  timeZone,
  appointment: a,
  techUserId,
  onSaved,
  onClose,
}: {
  slug: string;
  timeZone: string;
  appointment: Appointment;
  techUserId: number | null;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const setStatus = useSetAppointmentStatus(slug);
  const [failure, setFailure] = useState<string | null>(null);
  const mine = techUserId !== null && a.assigned_user_id === techUserId;
  const steps = mine ? TECH_STATUSES.filter((to) => to !== a.status && canTransition(a.status as 'scheduled', to)) : [];
  const money = (dollars: number | null) => (dollars === null ? '—' : formatPriceCents(Math.round(dollars * 100)));
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label="Title">{a.title}</Detail>
        <Detail label="Service type">{a.service_type}</Detail>
        <Detail label="When">
          {formatDate(wallTime(a.start_time, timeZone).date, { weekday: 'short', month: 'short', day: 'numeric' })}, {timeSpan(a, timeZone)}
        </Detail>
        <Detail label="Status">{statusLabel(a.status)}</Detail>
        <Detail label="Customer">{a.customer_name}</Detail>
        <Detail label="Phone">
          <a className="font-medium text-brand underline" href={`tel:${a.customer_phone}`}>
            {a.customer_phone}
          </a>
        </Detail>
        {a.customer_email && <Detail label="Email">{a.customer_email}</Detail>}
        <Detail label="Price">{money(a.price)}</Detail>
        <Detail label="Deposit">{money(a.deposit)}</Detail>
        {a.description && <Detail label="Description">{a.description}</Detail>}
        {a.notes && <Detail label="Customer notes">{a.notes}</Detail>}
        {a.internal_notes && <Detail label="Internal notes">{a.internal_notes}</Detail>}
      </dl>
      {failure && (
        <Alert tone="error" title={SAVE_FAILED}>
          {failure}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        {steps.map((to) => (
          <Button
            key={to}
            loading={setStatus.isPending && setStatus.variables?.status === to}
            loadingText="Saving..."
            onClick={async () => {
              setFailure(null);
              try {
                await setStatus.mutateAsync({ id: a.id, status: to });
                onSaved(`${a.title} marked ${statusLabel(to).toLowerCase()}.`);
                onClose();
              } catch (error) {
                setFailure(scheduleErrorText(error));
              }
            }}
          >
            {to === 'in_progress' ? 'Start job' : 'Mark completed'}
          </Button>
        ))}
      </DialogFooter>
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
