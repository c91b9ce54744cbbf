import { describe, expect, it } from 'vitest';
import { DEFAULT_OPERATING_HOURS } from '#core/scheduling/hours.ts';
import { checkSettings, settingsDraft } from './settings-form.ts';
import type { ScheduleSettings } from './types.ts';

const current: ScheduleSettings = {
  time_zone: 'America/Phoenix',
  operating_hours: DEFAULT_OPERATING_HOURS,
  lead_time_days: 1,
  booking_window_days: 60,
  slot_interval_minutes: 30,
  buffer_before_minutes: 0,
  buffer_after_minutes: 15,
  crews: [],
};

describe('schedule settings form', () => {
  it('sends the zone, the lead time and the hours it checked with core’s rules', () => {
    const draft = { ...settingsDraft(current), time_zone: 'America/Los_Angeles', lead_time_days: '0' };
    expect(checkSettings(draft, current)).toEqual({
      ok: true,
      value: { time_zone: 'America/Los_Angeles', operating_hours: DEFAULT_OPERATING_HOURS, lead_time_days: 0 },
    });
  });

  it('puts each message on the field it belongs to, in the API’s names', () => {
    const hours = { ...DEFAULT_OPERATING_HOURS, tuesday: { open: '17:00', close: '08:00', closed: false } };
    const check = checkSettings({ time_zone: 'Mars/Olympus', operating_hours: hours, lead_time_days: '31' }, current);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors['operating_hours.tuesday.close']).toBe('Closing time must be after opening time');
    expect(check.errors.time_zone).toBe('Choose a valid time zone (e.g., America/Phoenix)');
    expect(check.errors.lead_time_days).toBeDefined();
  });

  it('refuses a lead time that reaches the booking window, at the lead time', () => {
    const check = checkSettings(
      { ...settingsDraft({ ...current, booking_window_days: 10 }), lead_time_days: '10' },
      { ...current, booking_window_days: 10 },
    );
    expect(check.ok ? null : check.errors.lead_time_days).toBe('Booking window must be longer than the lead time');
  });
});
