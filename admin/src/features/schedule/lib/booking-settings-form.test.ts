import { describe, expect, it } from 'vitest';
import { NOTICE_HOURS_MESSAGE, REMINDER_HOURS_MESSAGE } from '#core/booking/settings.ts';
import { bookingSettingsDraft, checkBookingSettings, DEPOSIT_PERCENT_MESSAGE, withPercentMessage } from './booking-settings-form.ts';

const current = {
  auto_confirm: false,
  cancellation_notice_hours: 24,
  reminder_hours: 24,
  deposit_required: true,
  deposit_percentage: 0.07,
};

describe('online booking settings form', () => {
  it('shows the deposit share in percent and sends it back as the same share', () => {
    const draft = bookingSettingsDraft(current);
    expect(draft.deposit_percent).toBe('7');
    expect(checkBookingSettings(draft)).toEqual({ ok: true, value: current });
  });

  it('sends the owner’s changes as the API takes them', () => {
    const draft = {
      ...bookingSettingsDraft(current),
      cancellation_notice_hours: '48',
      reminder_hours: '0',
      auto_confirm: true,
      deposit_percent: '25',
    };
    expect(checkBookingSettings(draft)).toEqual({
      ok: true,
      value: { auto_confirm: true, cancellation_notice_hours: 48, reminder_hours: 0, deposit_required: true, deposit_percentage: 0.25 },
    });
  });

  it('puts core’s message on each field it refuses, the deposit’s in percent', () => {
    const check = checkBookingSettings({
      ...bookingSettingsDraft(current),
      cancellation_notice_hours: '',
      reminder_hours: '1.5',
      deposit_percent: '120',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        cancellation_notice_hours: NOTICE_HOURS_MESSAGE,
        reminder_hours: REMINDER_HOURS_MESSAGE,
        deposit_percentage: DEPOSIT_PERCENT_MESSAGE,
      },
    });
    expect(checkBookingSettings({ ...bookingSettingsDraft(current), cancellation_notice_hours: '721' }).ok).toBe(false);
  });

  it('keeps the server’s other messages as they are', () => {
    const needed = { deposit_percentage: 'Enter the deposit share (more than 0) to require a deposit' };
    expect(withPercentMessage(needed)).toEqual(needed);
  });
});
