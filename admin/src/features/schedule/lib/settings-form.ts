/**
 * The Schedule tab's settings form (issue 14 §3): time zone, lead time and operating hours per
 * weekday, checked by core's scheduling settings schema (the one the settings API applies) before
 * they are sent. The API speaks snake_case, core's schema camelCase: core's SETTINGS_API_FIELDS maps them.
 */
import '../../../shared/lib/zod.ts';
import { schedulingSettingsSchema } from '#core/scheduling/settings.ts';
import { WEEKDAYS } from '#core/scheduling/time.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import { SETTINGS_API_FIELDS } from '#core/validation/schedule.ts';
import type { SettingsInput } from '../api/schedule.ts';
import type { ScheduleSettings } from './types.ts';

export type SettingsDraft = Pick<ScheduleSettings, 'time_zone' | 'operating_hours'> & { lead_time_days: string };

export type SettingsCheck =
  | { ok: true; value: Pick<SettingsInput, 'time_zone' | 'operating_hours' | 'lead_time_days'> }
  | { ok: false; errors: Record<string, string> };

export function settingsDraft(settings: ScheduleSettings): SettingsDraft {
  return { time_zone: settings.time_zone, operating_hours: settings.operating_hours, lead_time_days: String(settings.lead_time_days) };
}

/** Schema field -> API field; the window's message shows at the lead time, the one field of the two on the form. */
const API_OF: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SETTINGS_API_FIELDS).map(([api, own]) => [own, api])),
  bookingWindowDays: 'lead_time_days',
};

/** 'operatingHours.monday.close' -> 'operating_hours.monday.close'. */
function apiPath(path: string): string {
  const [head = '', ...rest] = path.split('.');
  return [API_OF[head] ?? head, ...rest].join('.');
}

/** The body of PUT /api/schedule/settings, or each field's message keyed by its API path. */
export function checkSettings(draft: SettingsDraft, current: ScheduleSettings): SettingsCheck {
  const merged: Record<string, unknown> = {
    ...current,
    time_zone: draft.time_zone,
    operating_hours: draft.operating_hours,
    lead_time_days: draft.lead_time_days.trim() === '' ? Number.NaN : Number(draft.lead_time_days),
  };
  const result = schedulingSettingsSchema.safeParse(
    Object.fromEntries(Object.entries(SETTINGS_API_FIELDS).map(([api, own]) => [own, merged[api]])),
  );
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) errors[apiPath(path)] ??= message;
    return { ok: false, errors };
  }
  const v = result.data;
  return { ok: true, value: { time_zone: v.timeZone, operating_hours: v.operatingHours, lead_time_days: v.leadTimeDays } };
}

/** The zones the picker offers: the runtime's list, with the business's own first if the list lacks it. */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export { WEEKDAYS };
