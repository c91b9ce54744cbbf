/**
 * The Schedule tab's online booking form (issue 15): cancellation notice, auto-confirm, reminder
 * lead and deposit, checked by core's booking settings schema (the one PUT /api/booking/settings
 * applies) before they are sent. Owners type the deposit in percent; the API keeps a share 0..1.
 */
import '../../../shared/lib/zod.ts';
import { type BookingSettingsInput, bookingSettingsInputSchema, DEPOSIT_SHARE_MESSAGE } from '#core/booking/settings.ts';
import { fieldErrors } from '#core/validation/errors.ts';

/** GET /api/booking/settings's data. */
export type BookingSettingsAnswer = Required<BookingSettingsInput>;

export interface BookingSettingsDraft {
  auto_confirm: boolean;
  cancellation_notice_hours: string;
  reminder_hours: string;
  deposit_required: boolean;
  /** Percent, as typed. */
  deposit_percent: string;
}

export type BookingSettingsCheck = { ok: true; value: BookingSettingsAnswer } | { ok: false; errors: Record<string, string> };

/** The share's message in the form's unit: the field shows percent. */
export const DEPOSIT_PERCENT_MESSAGE = 'Deposit must be between 0 and 100 %';

// Rounded to a hundredth of a percent so 0.07 shows 7, not 7.000000000000001.
const percentOf = (share: number) => String(Math.round(share * 10_000) / 100);
const shareOf = (percent: number) => Math.round(percent * 100) / 10_000;
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function bookingSettingsDraft(settings: BookingSettingsAnswer): BookingSettingsDraft {
  return {
    auto_confirm: settings.auto_confirm,
    cancellation_notice_hours: String(settings.cancellation_notice_hours),
    reminder_hours: String(settings.reminder_hours),
    deposit_required: settings.deposit_required,
    deposit_percent: percentOf(settings.deposit_percentage),
  };
}

/** The body of PUT /api/booking/settings, or each field's message keyed by its API name. */
export function checkBookingSettings(draft: BookingSettingsDraft): BookingSettingsCheck {
  const percent = numberOf(draft.deposit_percent);
  const result = bookingSettingsInputSchema.safeParse({
    auto_confirm: draft.auto_confirm,
    cancellation_notice_hours: numberOf(draft.cancellation_notice_hours),
    reminder_hours: numberOf(draft.reminder_hours),
    deposit_required: draft.deposit_required,
    deposit_percentage: Number.isFinite(percent) ? shareOf(percent) : percent,
  });
  if (result.success) return { ok: true, value: result.data as BookingSettingsAnswer };
  const errors = fieldErrors(result.error);
  return { ok: false, errors: withPercentMessage(errors) };
}

/** A server's or the schema's messages, with the share's in percent. */
export function withPercentMessage(errors: Record<string, string>): Record<string, string> {
  return errors.deposit_percentage === DEPOSIT_SHARE_MESSAGE ? { ...errors, deposit_percentage: DEPOSIT_PERCENT_MESSAGE } : errors;
}
