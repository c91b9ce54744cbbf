/**
 * A business's scheduling settings (issue 14 §3, §4): its zone, operating hours and the booking
 * rules the availability engine applies. One schema for the settings API and the Schedule tab;
 * `schedulingSettingsFrom` reads what is stored, field by field, so a business that never saved
 * its settings (or saved them before a field existed) gets the defaults.
 */
import { z } from 'zod';
import { leadTimeDays } from '../validation/tenant-config.ts';
import { DEFAULT_OPERATING_HOURS, operatingHoursSchema } from './hours.ts';
import { isTimeZone, timeZoneId } from './time.ts';

export const TIME_ZONE_MESSAGE = 'Choose a valid time zone (e.g., America/Phoenix)';
export const BOOKING_WINDOW_MESSAGE = 'Booking window must be 1 to 365 days';
export const SLOT_INTERVALS = [15, 30, 60] as const;
export const SLOT_INTERVAL_MESSAGE = 'Slot interval must be 15, 30 or 60 minutes';
export const BUFFER_MAX_MINUTES = 240;
export const bufferMessage = (label: string) => `${label} must be 0 to ${BUFFER_MAX_MINUTES} minutes`;
export const WINDOW_AFTER_LEAD_MESSAGE = 'Booking window must be longer than the lead time';

const wholeMinutes = (label: string) =>
  z
    .number({ error: bufferMessage(label) })
    .int(bufferMessage(label))
    .min(0, bufferMessage(label))
    .max(BUFFER_MAX_MINUTES, bufferMessage(label));

const fields = {
  timeZone: z
    .string({ error: TIME_ZONE_MESSAGE })
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    .transform((zone) => timeZoneId(zone) ?? zone),
  operatingHours: operatingHoursSchema,
  /** Minimum notice in whole days: 0 takes bookings for later today, 1 from tomorrow on. */
  leadTimeDays,
  /** How many days ahead the calendar opens: today plus this many days. */
  bookingWindowDays: z
    .number({ error: BOOKING_WINDOW_MESSAGE })
    .int(BOOKING_WINDOW_MESSAGE)
    .min(1, BOOKING_WINDOW_MESSAGE)
    .max(365, BOOKING_WINDOW_MESSAGE),
  /** Bookable start times fall on this step from the opening time. */
  slotIntervalMinutes: z.union(
    SLOT_INTERVALS.map((n) => z.literal(n)),
    { error: SLOT_INTERVAL_MESSAGE },
  ),
  /** Set-up time a crew needs before each job and clean-up time after it. */
  bufferBeforeMinutes: wholeMinutes('Buffer before'),
  bufferAfterMinutes: wholeMinutes('Buffer after'),
};

export const schedulingSettingsSchema = z
  .object(fields)
  .refine((s) => s.bookingWindowDays > s.leadTimeDays, { message: WINDOW_AFTER_LEAD_MESSAGE, path: ['bookingWindowDays'] });

export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;

/** The defaults, for a business in `timeZone`. */
export const defaultSchedulingSettings = (timeZone: string): SchedulingSettings => ({
  timeZone,
  operatingHours: DEFAULT_OPERATING_HOURS,
  leadTimeDays: 1,
  bookingWindowDays: 60,
  slotIntervalMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
});

/**
 * The settings from a stored object: each valid field as stored, every other one its default (a
 * stored booking window that no longer exceeds the lead time is replaced by the default too).
 */
export function schedulingSettingsFrom(stored: unknown, fallbackTimeZone: string): SchedulingSettings {
  const defaults = defaultSchedulingSettings(fallbackTimeZone);
  const out: Record<string, unknown> = { ...defaults };
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const [key, schema] of Object.entries(fields)) {
    const parsed = (schema as z.ZodType).safeParse(source[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  const settings = out as SchedulingSettings;
  // The default window (60 days) reaches past any lead time (at most 30).
  if (settings.bookingWindowDays <= settings.leadTimeDays) settings.bookingWindowDays = defaults.bookingWindowDays;
  return settings;
}
