/**
 * A business's booking rules, kept in its settings (tenants.settings): `payment` as spec 1 §3's
 * tenant config names it (depositRequired, depositPercentage 0 to 1) and `booking` for the rules
 * issue 15 adds (auto-confirm, cancellation notice, reminder lead). Stored values that do not fit
 * fall back to the defaults rather than break booking.
 */
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
