/**
 * The schedule's rules (spec 2 §3 entities, §4 statuses, §5 appointment form, §9 constants; issue
 * 14): the bodies of the schedule, team and feed calls (api/routes/schedule.ts), which the Schedule
 * tab's forms use too, and the status transitions. Instants travel as ISO 8601 strings and come out
 * of these schemas as epoch milliseconds; days are 'YYYY-MM-DD' in the business's time zone.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../api/staff.ts';
import { daysBetween, isIsoDate } from '../scheduling/time.ts';
import { numberFrom } from './numbers.ts';
import { textField } from './text.ts';

/** Spec 2 §4, in the order the status menu lists them. */
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Spec 2 §5 duration choices and §9 defaults. */
export const DURATION_CHOICES = [30, 60, 90, 120, 180, 240] as const;
export const DEFAULT_DURATION_MINUTES = 60;
export const DEFAULT_START_TIME = '09:00';

export const TIME_BLOCK_TYPES = ['break', 'personal', 'maintenance', 'travel', 'other'] as const;

/**
 * Which status may follow which (the spec shows none; issue 14: a cancelled appointment frees its
 * time, a completed one is final). Work that started cannot be un-cancelled straight into progress:
 * it is booked again (scheduled or confirmed) first.
 */
const TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  scheduled: ['confirmed', 'in_progress', 'completed', 'cancelled'],
  confirmed: ['scheduled', 'in_progress', 'completed', 'cancelled'],
  in_progress: ['scheduled', 'confirmed', 'completed', 'cancelled'],
  completed: [],
  cancelled: ['scheduled', 'confirmed'],
};

export const canTransition = (from: AppointmentStatus, to: AppointmentStatus) => from === to || TRANSITIONS[from].includes(to);
export const transitionMessage = (from: AppointmentStatus, to: AppointmentStatus) =>
  `Cannot change the status from ${STATUS_LABELS[from].toLowerCase()} to ${STATUS_LABELS[to].toLowerCase()}`;
/** The statuses a technician may set on an appointment assigned to them. */
export const TECH_STATUSES: readonly AppointmentStatus[] = ['in_progress', 'completed'];
/** Statuses that hold the crew's time: every one but cancelled. */
export const holdsTime = (status: AppointmentStatus) => status !== 'cancelled';

/** Messages of our own where the spec has none. */
export const APPOINTMENT_NOT_FOUND_MESSAGE = 'Appointment not found';
export const TIME_BLOCK_NOT_FOUND_MESSAGE = 'Time block not found';
export const TEAM_MEMBER_NOT_FOUND_MESSAGE = 'Team member not found';
export const CREW_NOT_FOUND_MESSAGE = 'Crew not found';
export const INVALID_APPOINTMENT_ID_MESSAGE = 'Invalid appointment ID';
export const INVALID_TIME_BLOCK_ID_MESSAGE = 'Invalid time block ID';
export const INVALID_TEAM_MEMBER_ID_MESSAGE = 'Invalid team member ID';
export const COMPLETED_CANNOT_MOVE_MESSAGE = 'A completed appointment cannot be moved';
export const TECH_STATUS_ONLY_MESSAGE = 'Technicians can mark their own appointments in progress or completed only';
export const EMAIL_IN_USE_MESSAGE = 'An account with this email already exists';
export const OWNER_ROLE_FIXED_MESSAGE = "The owner's role cannot be changed and the owner cannot be removed";
export const OVERLAP_CODE = 'OVERLAP';
/** The 409 of an overlap; `detail` names the appointment in the way ("Full detail, Tue Nov 24 9:00–10:00 AM"). */
export const overlapMessage = (detail: string) => `That time overlaps another appointment for this crew: ${detail}.`;
/** The text the database trigger aborts with; the API turns it into the 409 above. */
export const OVERLAP_TRIGGER_TEXT = 'appointment overlaps another appointment of the same crew';

export const SCHEDULE_LIMITS = {
  title: 200,
  description: 2000,
  serviceType: 100,
  customerName: 100,
  customerPhone: 30,
  email: 254,
  notes: 2000,
  reason: 200,
  /** $1,000,000: far above any job, low enough that a slipped key is caught. */
  money: 1_000_000,
  /** The longest range one call reads: a month view spans 42 days; a quarter fits. */
  rangeDays: 100,
  /** An appointment: the longest jobs (a boat's ceramic coating, film on an RV) take days, never weeks. */
  appointmentMinutes: 14 * 24 * 60,
  /** A time block: at most two weeks (a vacation is blocked days). */
  blockMinutes: 14 * 24 * 60,
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** An instant with its zone or offset (never a wall time, which would mean the server's zone): epoch ms. */
export function instantField(label: string) {
  const required = `${label} is required`;
  const invalid = `${label} must be a date and time with a time zone offset`;
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.issues.push({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      const ms = typeof value === 'string' && ISO_INSTANT.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
      if (!Number.isFinite(ms)) {
        ctx.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return ms;
    });
}

export function dateField(label: string) {
  return z.string({ error: `${label} is required` }).refine(isIsoDate, `${label} must be a date (YYYY-MM-DD)`);
}

/** `?startDate&endDate` of the list calls: both days, endDate not before startDate, at most SCHEDULE_LIMITS.rangeDays. */
export const dateRangeSchema = z
  .object({ startDate: dateField('Start date'), endDate: dateField('End date') })
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return;
    const days = daysBetween(range.startDate, range.endDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must not be before start date' });
    else if (days >= SCHEDULE_LIMITS.rangeDays)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `The date range must be at most ${SCHEDULE_LIMITS.rangeDays} days` });
  });

/** Spec 2 §5: price and deposit numeric, at least 0, step 0.01 (dollars); empty means none. */
export function moneyField(label: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const n = numberFrom(value);
      if (n === undefined || n < 0 || n > SCHEDULE_LIMITS.money) {
        ctx.issues.push({ code: 'custom', message: `${label} must be a number of at least 0`, input: value });
        return z.NEVER;
      }
      if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) {
        ctx.issues.push({ code: 'custom', message: `${label} must be in steps of 0.01`, input: value });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });
}

/** Addresses are typed and pasted with stray spaces around them. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emailField = z.email('Invalid email address').max(SCHEDULE_LIMITS.email, 'Invalid email address');

const optionalText = (label: string, max: number) =>
  z
    .union([textField(label, { max }), z.null()])
    .optional()
    .transform((v) => (v ? v : null));
const optionalId = (label: string) =>
  z
    .union([
      z
        .number({ error: `${label} must be a positive whole number` })
        .int()
        .positive(`${label} must be a positive whole number`),
      z.null(),
    ])
    .optional()
    .transform((v) => v ?? null);
const optionalCoordinate = (label: string, limit: number) =>
  z
    .union([
      z
        .number({ error: `${label} must be a number` })
        .min(-limit, `${label} must be between -${limit} and ${limit}`)
        .max(limit, `${label} must be between -${limit} and ${limit}`),
      z.null(),
    ])
    .optional()
    .transform((v) => v ?? null);

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, { error: `Status must be one of ${APPOINTMENT_STATUSES.join(', ')}` });

/** Spec 2 §5: the appointment form, as the API takes it. */
export const appointmentInputSchema = z
  .object({
    title: textField('Title', { min: 1, max: SCHEDULE_LIMITS.title }),
    description: optionalText('Description', SCHEDULE_LIMITS.description),
    service_type: textField('Service type', { min: 1, max: SCHEDULE_LIMITS.serviceType }),
    service_duration: z
      .unknown()
      .optional()
      .transform((value, ctx) => {
        const n = numberFrom(value);
        if (value === undefined || value === null || value === '')
          ctx.issues.push({ code: 'custom', message: 'Duration is required', input: value });
        else if (!DURATION_CHOICES.includes(n as (typeof DURATION_CHOICES)[number]))
          ctx.issues.push({ code: 'custom', message: `Duration must be ${DURATION_CHOICES.join(', ')} minutes`, input: value });
        else return n as number;
        return z.NEVER;
      }),
    start_time: instantField('Start time'),
    end_time: instantField('End time'),
    customer_name: textField('Customer name', { min: 1, max: SCHEDULE_LIMITS.customerName }),
    customer_phone: textField('Customer phone', { min: 1, max: SCHEDULE_LIMITS.customerPhone }),
    customer_email: z.preprocess(
      trimmed,
      z
        .union([z.literal(''), z.null(), emailField])
        .optional()
        .transform((v) => (v ? v.toLowerCase() : null)),
    ),
    price: moneyField('Price'),
    deposit: moneyField('Deposit'),
    notes: optionalText('Notes', SCHEDULE_LIMITS.notes),
    internal_notes: optionalText('Internal notes', SCHEDULE_LIMITS.notes),
    /** Left out: 'scheduled' for a new appointment, the stored status on an edit. */
    status: appointmentStatusSchema.optional(),
    crew_id: optionalId('Crew'),
    assigned_user_id: optionalId('Assigned technician'),
    service_area_id: optionalId('Service area'),
    latitude: optionalCoordinate('Latitude', 90),
    longitude: optionalCoordinate('Longitude', 180),
    /** Left out: false for a new appointment, the stored mark on an edit. */
    overlap_allowed: z.boolean({ error: 'Allow overlap must be true or false' }).optional(),
  })
  .superRefine((a, ctx) => {
    if (a.end_time <= a.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'End time must be after start time' });
    else if (a.end_time - a.start_time > SCHEDULE_LIMITS.appointmentMinutes * 60_000)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'An appointment can last at most 14 days' });
    if (a.price !== null && a.deposit !== null && a.deposit > a.price)
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: 'Deposit cannot be more than the price' });
    if (a.deposit !== null && a.deposit > 0 && a.price === null)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Enter the price before a deposit' });
    if ((a.latitude === null) !== (a.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: [a.latitude === null ? 'latitude' : 'longitude'],
        message: 'Give both latitude and longitude, or neither',
      });
  });
export type AppointmentInput = z.output<typeof appointmentInputSchema>;

export const statusChangeSchema = z.object({ status: appointmentStatusSchema });

export const timeBlockInputSchema = z
  .object({
    title: textField('Title', { min: 1, max: SCHEDULE_LIMITS.title }),
    description: optionalText('Description', SCHEDULE_LIMITS.description),
    block_type: z.enum(TIME_BLOCK_TYPES, { error: `Block type must be one of ${TIME_BLOCK_TYPES.join(', ')}` }),
    start_time: instantField('Start time'),
    end_time: instantField('End time'),
    /** Left out or null: the block keeps the whole business busy; a crew's id: that crew only. */
    crew_id: optionalId('Crew'),
  })
  .superRefine((b, ctx) => {
    if (b.end_time <= b.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'End time must be after start time' });
    else if (b.end_time - b.start_time > SCHEDULE_LIMITS.blockMinutes * 60_000)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'A time block can last at most 14 days; block whole days instead' });
  });
export type TimeBlockInput = z.output<typeof timeBlockInputSchema>;

export const blockedDayToggleSchema = z.object({
  date: dateField('Date'),
  reason: optionalText('Reason', SCHEDULE_LIMITS.reason),
});

/** Roles an owner may give a team member (the owner is the one who signed up). */
export const INVITABLE_ROLES = STAFF_ROLES.filter((r) => r !== 'owner') as readonly ('manager' | 'tech' | 'viewer')[];
const invitableRole = z.enum(INVITABLE_ROLES as ['manager', 'tech', 'viewer'], { error: 'Role must be manager, tech or viewer' });

export const teamInviteSchema = z.object({
  email: z.preprocess(trimmed, emailField),
  role: invitableRole,
  first_name: optionalText('First name', 100),
  last_name: optionalText('Last name', 100),
});
export const teamRoleSchema = z.object({ role: invitableRole });

export const FEED_SCOPES = ['business', 'me'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];
export const feedScopeSchema = z.object({ scope: z.enum(FEED_SCOPES, { error: 'Scope must be business or me' }) });
/** Who may hold which feed: editors the business's, a technician their own jobs'. */
export const FEED_SCOPE_ROLES: Record<FeedScope, readonly string[]> = { business: ['owner', 'manager'], me: ['tech'] };
export const FEED_SCOPE_FORBIDDEN_MESSAGE = 'Owners and managers have the business feed; technicians their own';

/**
 * The settings call speaks the snake_case of the other schedule calls; the rules are the engine's
 * camelCase schema (core/scheduling/settings.ts). API field name -> schema field name.
 */
export const SETTINGS_API_FIELDS = {
  time_zone: 'timeZone',
  operating_hours: 'operatingHours',
  lead_time_days: 'leadTimeDays',
  booking_window_days: 'bookingWindowDays',
  slot_interval_minutes: 'slotIntervalMinutes',
  buffer_before_minutes: 'bufferBeforeMinutes',
  buffer_after_minutes: 'bufferAfterMinutes',
} as const;
export type SettingsApiField = keyof typeof SETTINGS_API_FIELDS;
