/**
 * Operating hours per weekday (spec 1 §3: operatingHours per day, open, close, closed): one schema
 * for the settings API, the Schedule tab's form and the availability engine. Times are wall-clock
 * 'HH:MM' in the tenant's zone, so 08:00 stays 08:00 across a daylight-saving change.
 */
import { z } from 'zod';
import { WALL_TIME_PATTERN, WEEKDAYS, type Weekday } from './time.ts';

export const OPENING_TIME_MESSAGE = 'Opening time must be HH:MM (24-hour)';
export const CLOSING_TIME_MESSAGE = 'Closing time must be HH:MM (24-hour)';
export const CLOSE_AFTER_OPEN_MESSAGE = 'Closing time must be after opening time';
export const CLOSED_FLAG_MESSAGE = 'Closed must be true or false';

export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type OperatingHours = Record<Weekday, DayHours>;

/**
 * A day's hours. A closed day keeps its times (the form shows them greyed, and reopening the day
 * brings them back), so they are checked on closed days too.
 */
export const dayHoursSchema = z
  .object({
    open: z.string({ error: OPENING_TIME_MESSAGE }).regex(WALL_TIME_PATTERN, OPENING_TIME_MESSAGE),
    close: z.string({ error: CLOSING_TIME_MESSAGE }).regex(WALL_TIME_PATTERN, CLOSING_TIME_MESSAGE),
    closed: z.boolean({ error: CLOSED_FLAG_MESSAGE }),
  })
  // 'HH:MM' strings compare as their times do; a malformed time already has its own message.
  .refine((d) => !WALL_TIME_PATTERN.test(d.open) || !WALL_TIME_PATTERN.test(d.close) || d.close > d.open, {
    message: CLOSE_AFTER_OPEN_MESSAGE,
    path: ['close'],
  });

export const operatingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
  { error: 'Operating hours must list every weekday' },
);

const weekday: DayHours = { open: '08:00', close: '17:00', closed: false };

/** A new business's hours: weekdays 08:00 to 17:00, Saturday 09:00 to 14:00, closed on Sunday. */
export const DEFAULT_OPERATING_HOURS: OperatingHours = {
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: { open: '09:00', close: '14:00', closed: false },
  sunday: { open: '09:00', close: '14:00', closed: true },
};
