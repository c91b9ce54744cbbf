/**
 * A business's booking rules, kept in its settings (tenants.settings): `payment` as spec 1 §3's
 * tenant config names it (depositRequired, depositPercentage 0 to 1) and `booking` for the rules
 * issue 15 adds (auto-confirm, cancellation notice, reminder lead). Stored values that do not fit
 * fall back to the defaults rather than break booking.
 */
import { z } from 'zod';
import { DEFAULT_CANCELLATION_NOTICE_HOURS, DEFAULT_REMINDER_HOURS } from './schemas.ts';

export interface BookingSettings {
  /** New online bookings are confirmed at once instead of waiting for the owner. */
  autoConfirm: boolean;
  /** Hours before the start after which the customer must call to change or cancel. */
  cancellationNoticeHours: number;
  /** Hours before the start the reminder e-mail goes out. */
  reminderHours: number;
  depositRequired: boolean;
  depositPercentage: number;
}

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const hours = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 24 * 30 ? v : fallback);

export function bookingSettingsFrom(settings: Record<string, unknown> | null | undefined): BookingSettings {
  const booking = record(settings?.booking);
  const payment = record(settings?.payment);
  const share = payment.depositPercentage;
  const depositPercentage = typeof share === 'number' && share >= 0 && share <= 1 ? share : 0;
  return {
    autoConfirm: booking.autoConfirm === true,
    cancellationNoticeHours: hours(booking.cancellationNoticeHours, DEFAULT_CANCELLATION_NOTICE_HOURS),
    reminderHours: hours(booking.reminderHours, DEFAULT_REMINDER_HOURS),
    depositRequired: payment.depositRequired === true && depositPercentage > 0,
    depositPercentage,
  };
}

export const NOTICE_HOURS_MESSAGE = 'Cancellation notice must be whole hours from 0 to 720';
export const REMINDER_HOURS_MESSAGE = 'Reminder must be whole hours from 0 to 720';
export const DEPOSIT_SHARE_MESSAGE = 'Deposit must be between 0 and 1';
const hoursField = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(24 * 30, message);

/**
 * The owner's booking rules as the API takes them (GET/PUT /api/booking/settings): any of the
 * fields, snake_case like the schedule settings; unknown keys are refused. Reminder hours of 0
 * send no reminder.
 */
export const bookingSettingsInputSchema = z.strictObject(
  {
    auto_confirm: z.boolean({ error: 'Auto-confirm must be true or false' }).optional(),
    cancellation_notice_hours: hoursField(NOTICE_HOURS_MESSAGE).optional(),
    reminder_hours: hoursField(REMINDER_HOURS_MESSAGE).optional(),
    deposit_required: z.boolean({ error: 'Deposit required must be true or false' }).optional(),
    deposit_percentage: z.number({ error: DEPOSIT_SHARE_MESSAGE }).min(0, DEPOSIT_SHARE_MESSAGE).max(1, DEPOSIT_SHARE_MESSAGE).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}` : undefined) },
);
export type BookingSettingsInput = z.infer<typeof bookingSettingsInputSchema>;
export const DEPOSIT_SHARE_NEEDED_MESSAGE = 'Enter the deposit share (more than 0) to require a deposit';

export const bookingSettingsJson = (b: BookingSettings) => ({
  auto_confirm: b.autoConfirm,
  cancellation_notice_hours: b.cancellationNoticeHours,
  reminder_hours: b.reminderHours,
  deposit_required: b.depositRequired,
  deposit_percentage: b.depositPercentage,
});

/** The tenant's settings with a change applied, as stored (settings.booking and settings.payment). */
export function withBookingSettings(settings: Record<string, unknown>, change: BookingSettingsInput): Record<string, unknown> {
  const booking = record(settings.booking);
  const payment = record(settings.payment);
  const set = <T>(target: Record<string, unknown>, key: string, value: T | undefined) => {
    if (value !== undefined) target[key] = value;
  };
  const nextBooking = { ...booking };
  set(nextBooking, 'autoConfirm', change.auto_confirm);
  set(nextBooking, 'cancellationNoticeHours', change.cancellation_notice_hours);
  set(nextBooking, 'reminderHours', change.reminder_hours);
  const nextPayment = { ...payment };
  set(nextPayment, 'depositRequired', change.deposit_required);
  set(nextPayment, 'depositPercentage', change.deposit_percentage);
  return { ...settings, booking: nextBooking, payment: nextPayment };
}
