import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import { CLOSE_AFTER_OPEN_MESSAGE, DEFAULT_OPERATING_HOURS, OPENING_TIME_MESSAGE, operatingHoursSchema } from './hours.ts';
import {
  BOOKING_WINDOW_MESSAGE,
  bufferMessage,
  defaultSchedulingSettings,
  SLOT_INTERVAL_MESSAGE,
  schedulingSettingsFrom,
  schedulingSettingsSchema,
  TIME_ZONE_MESSAGE,
  WINDOW_AFTER_LEAD_MESSAGE,
} from './settings.ts';

const errors = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error as Parameters<typeof fieldErrors>[0]);
};

describe('operating hours', () => {
  it('the defaults are valid', () => {
    expect(operatingHoursSchema.safeParse(DEFAULT_OPERATING_HOURS).success).toBe(true);
  });

  it('closing must come after opening, on closed days too', () => {
    const hours = { ...DEFAULT_OPERATING_HOURS, monday: { open: '17:00', close: '08:00', closed: false } };
    expect(errors(operatingHoursSchema, hours)).toEqual({ 'monday.close': CLOSE_AFTER_OPEN_MESSAGE });
    const same = { ...DEFAULT_OPERATING_HOURS, sunday: { open: '09:00', close: '09:00', closed: true } };
    expect(errors(operatingHoursSchema, same)).toEqual({ 'sunday.close': CLOSE_AFTER_OPEN_MESSAGE });
  });

  it('times are 24-hour HH:MM and every weekday is listed', () => {
    const hours = { ...DEFAULT_OPERATING_HOURS, tuesday: { open: '8:00', close: '17:00', closed: false } };
    expect(errors(operatingHoursSchema, hours)).toEqual({ 'tuesday.open': OPENING_TIME_MESSAGE });
    expect(
      errors(operatingHoursSchema, { ...DEFAULT_OPERATING_HOURS, friday: { open: '24:00', close: '25:00', closed: false } }),
    ).toMatchObject({
      'friday.open': OPENING_TIME_MESSAGE,
    });
    const { sunday: _, ...six } = DEFAULT_OPERATING_HOURS;
    expect(Object.keys(errors(operatingHoursSchema, six))).toEqual(['sunday']);
  });
});

describe('scheduling settings', () => {
  it('the defaults are valid', () => {
    expect(schedulingSettingsSchema.safeParse(defaultSchedulingSettings('America/Phoenix')).success).toBe(true);
  });

  it('says what is wrong with each field', () => {
    const bad = {
      ...defaultSchedulingSettings('America/Phoenix'),
      timeZone: 'Mountain Time',
      bookingWindowDays: 0,
      slotIntervalMinutes: 45,
      bufferBeforeMinutes: -5,
      bufferAfterMinutes: 12.5,
      leadTimeDays: 31,
    };
    expect(errors(schedulingSettingsSchema, bad)).toEqual({
      timeZone: TIME_ZONE_MESSAGE,
      bookingWindowDays: BOOKING_WINDOW_MESSAGE,
      slotIntervalMinutes: SLOT_INTERVAL_MESSAGE,
      bufferBeforeMinutes: bufferMessage('Buffer before'),
      bufferAfterMinutes: bufferMessage('Buffer after'),
      leadTimeDays: 'Lead time must be 0 to 30 days',
    });
  });

  it('keeps a zone by its IANA spelling', () => {
    expect(schedulingSettingsSchema.parse({ ...defaultSchedulingSettings('UTC'), timeZone: 'america/los_angeles' }).timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it('the booking window must reach past the lead time', () => {
    const s = { ...defaultSchedulingSettings('UTC'), leadTimeDays: 14, bookingWindowDays: 14 };
    expect(errors(schedulingSettingsSchema, s)).toEqual({ bookingWindowDays: WINDOW_AFTER_LEAD_MESSAGE });
  });

  it('reads stored settings field by field, defaults for the rest', () => {
    expect(schedulingSettingsFrom(undefined, 'America/Denver')).toEqual(defaultSchedulingSettings('America/Denver'));
    const s = schedulingSettingsFrom({ timeZone: 'Nowhere/Else', slotIntervalMinutes: 15, bufferAfterMinutes: 'x' }, 'America/Denver');
    expect(s).toMatchObject({ timeZone: 'America/Denver', slotIntervalMinutes: 15, bufferAfterMinutes: 15 });
    expect(schedulingSettingsFrom({ leadTimeDays: 30, bookingWindowDays: 20 }, 'UTC')).toMatchObject({
      leadTimeDays: 30,
      bookingWindowDays: 60,
    });
  });
});
