/**
 * The booking wizard's answers as the API takes them, checked with the API's own schema
 * (core/booking/schemas.ts) so the visitor sees the same messages before sending as after, and
 * the date and time texts the wizard shows. Pure and framework-free, for unit tests.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import './zod-jitless.ts';
import { confirmSchemaFor } from '#core/booking/schemas.ts';
import type { BookingDraft } from './booking-steps.ts';

/** The confirm call's body (POST /api/booking/holds/{id}/confirm) from the draft. */
export function confirmBody(draft: BookingDraft, asksDetails: boolean): Record<string, unknown> {
  const d = draft.vehicleDetails;
  const vehicle = asksDetails
    ? { type: draft.vehicle, make: d.make, model: d.model, year: d.year, color: d.color || undefined, length: d.length || undefined }
    : { type: draft.vehicle };
  return {
    name: draft.contact.name,
    email: draft.contact.email,
    phone: draft.contact.phone,
    street: draft.address.street,
    city: draft.address.city,
    state: draft.address.state,
    zip: draft.zip,
    vehicle,
    details: draft.details.trim() || undefined,
    notes: draft.notes.trim() || undefined,
    payment_method: draft.paymentMethod,
  };
}

/** Every message of the confirm schema by field path ('email', 'vehicle.make'), the first per field. */
export function answerErrors(industry: string, draft: BookingDraft, asksDetails: boolean): Record<string, string> {
  const result = confirmSchemaFor(industry).safeParse(confirmBody(draft, asksDetails));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The fields the vehicle step asks, and those the contact step asks: a step shows its own messages only. */
export const VEHICLE_FIELDS = [
  'vehicle.type',
  'vehicle.make',
  'vehicle.model',
  'vehicle.year',
  'vehicle.color',
  'vehicle.length',
  'details',
];
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'street', 'city', 'state', 'zip', 'notes'];

export function errorsOf(errors: Record<string, string>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => fields.includes(k)));
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1));
}

/** '2026-11-25' -> 'Wed, Nov 25' (the date is the business's calendar day, never shifted by a zone). */
export const formatDay = (date: string) => DAY.format(utcDate(date));
/** '2026-11-25' -> 'Wednesday, November 25, 2026'. */
export const formatLongDay = (date: string) => LONG_DAY.format(utcDate(date));

/** '14:30' -> '2:30 PM'. */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An instant (ISO 8601) as the wall time in a zone: '2026-11-24T20:10:00Z', 'America/Phoenix' -> '1:10 PM'. */
export function formatInstant(iso: string, zone: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(d);
}

/** 'America/New_York' -> 'New York'. */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/**
 * The line above the times: they are the business's wall times; a visitor whose device is in
 * another zone is told so, with both zones named.
 */
export function zoneNote(businessZone: string, visitorZone: string | undefined): string {
  const own = `Times are in ${zoneCity(businessZone)} time (${businessZone}).`;
  if (!visitorZone || visitorZone === businessZone) return own;
  return `${own} Your device is set to ${zoneCity(visitorZone)} time (${visitorZone}).`;
}
