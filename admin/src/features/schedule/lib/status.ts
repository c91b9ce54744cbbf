/**
 * Appointment statuses and their colours (spec 2 §4): confirmed green, scheduled blue, in_progress
 * orange, completed grey, cancelled red; any other value (pending, or one this app does not know
 * yet) the default yellow.
 */
import { APPOINTMENT_STATUSES, type AppointmentStatus, STATUS_LABELS } from '#core/validation/schedule.ts';

export type StatusTone = 'green' | 'blue' | 'orange' | 'grey' | 'red' | 'yellow';

const TONES: Record<AppointmentStatus, StatusTone> = {
  confirmed: 'green',
  scheduled: 'blue',
  in_progress: 'orange',
  completed: 'grey',
  cancelled: 'red',
};

const isKnown = (status: string): status is AppointmentStatus => (APPOINTMENT_STATUSES as readonly string[]).includes(status);

export function statusTone(status: string): StatusTone {
  return isKnown(status) ? TONES[status] : 'yellow';
}

/** "In progress"; an unknown status as sent, first letter capitalised ("Pending"). */
export function statusLabel(status: string): string {
  if (isKnown(status)) return STATUS_LABELS[status];
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

/** The chip of each tone: text dark enough on its tint for WCAG AA contrast. */
export const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  blue: 'border-blue-300 bg-blue-50 text-blue-900',
  orange: 'border-orange-300 bg-orange-50 text-orange-900',
  grey: 'border-slate-300 bg-slate-100 text-slate-800',
  red: 'border-red-300 bg-red-50 text-red-900 line-through decoration-red-700/60',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
};

/** The dot beside a status label. */
export const TONE_DOTS: Record<StatusTone, string> = {
  green: 'bg-emerald-600',
  blue: 'bg-blue-600',
  orange: 'bg-orange-500',
  grey: 'bg-slate-500',
  red: 'bg-red-600',
  yellow: 'bg-yellow-400',
};
