/**
 * The appointment modal's rules (spec 2 §4, §5, §9): create mode without an appointment, edit mode
 * with one; a new appointment starts at 09:00 on the chosen date (or the chosen hour) and lasts an
 * hour; the end time follows from the start and the duration. The date and times are wall times of
 * the business's zone; what is sent are instants, checked by core's appointment schema (the one the
 * API checks with), so the form shows the API's own messages before anything is sent.
 */
import '../../../shared/lib/zod.ts';
import { instantAt, minutes, wallClock } from '#core/scheduling/time.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import {
  appointmentInputSchema,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_START_TIME,
  DURATION_CHOICES,
  canTransition,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
} from '#core/validation/schedule.ts';
import type { AppointmentInput } from '../api/schedule.ts';
import type { Appointment } from './types.ts';

export { DURATION_CHOICES };

export interface AppointmentDraft {
  title: string;
  service_type: string;
  date: string;
  start: string;
  duration: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  price: string;
  deposit: string;
  description: string;
  notes: string;
  internal_notes: string;
  status: string;
  assigned_user_id: string;
  overlap_allowed: boolean;
}

export type DraftField = keyof AppointmentDraft | 'end';

/** The form's fields in the order they appear, to focus the first one with a message. */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'title',
  'service_type',
  'date',
  'start',
  'duration',
  'end',
  'customer_name',
  'customer_phone',
  'customer_email',
  'price',
  'deposit',
  'status',
  'assigned_user_id',
  'description',
  'notes',
  'internal_notes',
];

/** A new appointment's values: the date shown (or clicked), 09:00 unless an hour was chosen, one hour. */
export function newDraft(date: string, time: string = DEFAULT_START_TIME): AppointmentDraft {
  return {
    title: '',
    service_type: '',
    date,
    start: time,
    duration: String(DEFAULT_DURATION_MINUTES),
    customer_name: '',
    customer_phone: '',
    customer_email: '',
    price: '',
    deposit: '',
    description: '',
    notes: '',
    internal_notes: '',
    status: 'scheduled',
    assigned_user_id: '',
    overlap_allowed: false,
  };
}

const text = (value: string | null) => value ?? '';
const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** An appointment's values on the business's clocks. */
export function draftOf(appointment: Appointment, timeZone: string): AppointmentDraft {
  const { date, time } = wallClock(Date.parse(appointment.start_time), timeZone);
  return {
    title: appointment.title,
    service_type: appointment.service_type,
    date,
    start: time,
    duration: String(appointment.service_duration),
    customer_name: appointment.customer_name,
    customer_phone: appointment.customer_phone,
    customer_email: text(appointment.customer_email),
    price: money(appointment.price),
    deposit: money(appointment.deposit),
    description: text(appointment.description),
    notes: text(appointment.notes),
    internal_notes: text(appointment.internal_notes),
    status: appointment.status,
    assigned_user_id: appointment.assigned_user_id === null ? '' : String(appointment.assigned_user_id),
    overlap_allowed: appointment.overlap_allowed,
  };
}

/**
 * Spec 2 §4: the end is the start plus the duration, as time passes (a two-hour job that starts at
 * 01:00 on the night the clocks fall back ends at 02:00 on the clocks). Null while the date, the
 * start or the duration is not usable yet.
 */
export function endOf(
  draft: Pick<AppointmentDraft, 'date' | 'start' | 'duration'>,
  timeZone: string,
): { instant: number; date: string; time: string } | null {
  const duration = Number(draft.duration);
  if (!draft.date || !/^\d{2}:\d{2}$/.test(draft.start) || !Number.isInteger(duration) || duration <= 0) return null;
  let start: number;
  try {
    start = instantAt(draft.date, draft.start, timeZone);
  } catch {
    return null;
  }
  const instant = start + minutes(duration);
  return { instant, ...wallClock(instant, timeZone) };
}

/** The statuses the menu offers from an appointment's current one (all of them for a new appointment). */
export function statusChoices(current: string | null): AppointmentStatus[] {
  const from = APPOINTMENT_STATUSES.find((s) => s === current);
  return from ? APPOINTMENT_STATUSES.filter((to) => canTransition(from, to)) : [...APPOINTMENT_STATUSES];
}

/** API field -> form field, for messages of core's schema and of a 400 answer. */
const FIELD_OF: Record<string, DraftField> = {
  start_time: 'start',
  end_time: 'end',
  service_duration: 'duration',
};

export function draftErrors(fields: Record<string, string>): Partial<Record<DraftField, string>> {
  const out: Partial<Record<DraftField, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = FIELD_OF[key] ?? (key as DraftField);
    if ((DRAFT_FIELDS as readonly string[]).includes(field)) out[field] ??= message;
  }
  return out;
}

export type DraftCheck = { ok: true; value: AppointmentInput } | { ok: false; errors: Partial<Record<DraftField, string>> };

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The body of the create or update call, or the fields' messages (spec 2 §5 via core's schema). */
export function checkDraft(draft: AppointmentDraft, timeZone: string): DraftCheck {
  const errors: Partial<Record<DraftField, string>> = {};
  if (!draft.date) errors.date = 'Date is required';
  if (!draft.start) errors.start = 'Start time is required';
  const end = endOf(draft, timeZone);
  const start = end ? end.instant - minutes(Number(draft.duration)) : null;
  const body = {
    title: draft.title,
    service_type: draft.service_type,
    service_duration: draft.duration,
    start_time: start === null ? '' : new Date(start).toISOString(),
    end_time: end === null ? '' : new Date(end.instant).toISOString(),
    customer_name: draft.customer_name,
    customer_phone: draft.customer_phone,
    customer_email: draft.customer_email.trim(),
    price: draft.price.trim(),
    deposit: draft.deposit.trim(),
    description: orNull(draft.description),
    notes: orNull(draft.notes),
    internal_notes: orNull(draft.internal_notes),
    status: draft.status,
    assigned_user_id: draft.assigned_user_id === '' ? null : Number(draft.assigned_user_id),
    overlap_allowed: draft.overlap_allowed,
  };
  const result = appointmentInputSchema.safeParse(body);
  if (!result.success) Object.assign(errors, { ...draftErrors(fieldErrors(result.error)), ...errors });
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const v = result.data;
  return {
    ok: true,
    value: {
      title: v.title,
      service_type: v.service_type,
      service_duration: v.service_duration,
      start_time: new Date(v.start_time).toISOString(),
      end_time: new Date(v.end_time).toISOString(),
      customer_name: v.customer_name,
      customer_phone: v.customer_phone,
      customer_email: v.customer_email,
      price: v.price,
      deposit: v.deposit,
      description: v.description,
      notes: v.notes,
      internal_notes: v.internal_notes,
      status: v.status ?? 'scheduled',
      assigned_user_id: v.assigned_user_id,
      overlap_allowed: v.overlap_allowed ?? false,
    },
  };
}

/** Whether the form differs from what it opened with (Save is pointless otherwise in edit mode). */
export function isDirty(draft: AppointmentDraft, initial: AppointmentDraft): boolean {
  return (Object.keys(draft) as (keyof AppointmentDraft)[]).some((key) => draft[key] !== initial[key]);
}
