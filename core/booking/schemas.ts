/**
 * The booking wizard's answers as the API takes them (api/routes/booking.ts), one set of rules for
 * the wizard's checks before sending and the API's, which is the authority. Contact and vehicle
 * fields keep spec 2's quote form messages (the same person types the same fields). Built with
 * zod/mini, like the quote form, because the wizard ships them to phones; nothing here imports
 * the time-zone polyfill.
 */
import * as z from 'zod/mini';
import { quoteAsksForVehicle } from '../validation/quote.ts';
import { textField } from '../validation/text.ts';
import { ZIP_FORMAT_MESSAGE, ZIP_PATTERN } from '../validation/zip.ts';
import { serviceCatalog, VEHICLE_SIZES } from '../services/catalog.ts';

/** How long a chosen time is kept for the visitor (issue 15 §2). */
export const HOLD_MINUTES = 10;
/** Spec-free defaults an owner can change in the tenant's settings (settings.booking). */
export const DEFAULT_CANCELLATION_NOTICE_HOURS = 24;
export const DEFAULT_REMINDER_HOURS = 24;
export const MAX_BOOKING_ADDONS = 10;

export const TIME_TAKEN_MESSAGE = 'That time was just taken';
export const TIME_UNAVAILABLE_MESSAGE = 'That time is not available';
export const HOLD_EXPIRED_MESSAGE = 'This hold has expired. Please pick a time again.';
export const MANAGE_LINK_INVALID_MESSAGE = 'This booking link is invalid or has expired';
export const BOOKING_CANCELLED_MESSAGE = 'This booking was cancelled';
export const BOOKING_DISABLED_MESSAGE = 'Online booking is not available for this business';
export const PAYMENT_START_FAILED_MESSAGE = 'The payment could not be started. Please try again.';
export const PAY_ON_SITE_NOTE = 'Payment is collected on site after the service.';
/** Issue 15 §4: inside the owner's cancellation notice the customer is told to call. */
export const callToChangeMessage = (business: string, phone: string | null) =>
  phone ? `Please call ${business} at ${phone} to change this booking.` : `Please call ${business} to change this booking.`;
export const depositNote = (share: string) => `A deposit of ${share} is due now by card; the rest is paid on site.`;

export const DATE_FORMAT_MESSAGE = 'Date must be YYYY-MM-DD';
export const TIME_FORMAT_MESSAGE = 'Time must be HH:MM';
export const SERVICE_REQUIRED = 'Service is required';
export const TIER_REQUIRED = 'Tier is required';
export const ZIP_REQUIRED = 'Zip code must be at least 5 digits';
export const VEHICLE_TYPE_REQUIRED = 'Vehicle type is required';
export const STREET_REQUIRED = 'Street address is required';
export const SIZE_CHOICE_MESSAGE = `Vehicle size must be one of ${VEHICLE_SIZES.join(', ')}`;
export const ADDONS_LIST_MESSAGE = `Choose at most ${MAX_BOOKING_ADDONS} add-ons`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date, 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const dateField = z.string({ error: DATE_FORMAT_MESSAGE }).check(z.refine(isCalendarDate, DATE_FORMAT_MESSAGE));
const timeField = z.string({ error: TIME_FORMAT_MESSAGE }).check(z.regex(WALL_TIME, TIME_FORMAT_MESSAGE));
const zipField = z.string({ error: ZIP_REQUIRED }).check(z.trim(), z.regex(ZIP_PATTERN, ZIP_FORMAT_MESSAGE));
const slugText = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(100, message));

/** The time slot step: what is booked, where, and when. */
export const holdRequestSchema = z.object({
  service: slugText(SERVICE_REQUIRED),
  tier: z.number({ error: TIER_REQUIRED }).check(z.int(TIER_REQUIRED), z.positive(TIER_REQUIRED)),
  addons: z._default(
    z.array(slugText(ADDONS_LIST_MESSAGE), { error: ADDONS_LIST_MESSAGE }).check(z.maxLength(MAX_BOOKING_ADDONS, ADDONS_LIST_MESSAGE)),
    [],
  ),
  size: z.optional(z.enum(VEHICLE_SIZES, { error: SIZE_CHOICE_MESSAGE })),
  zip: zipField,
  date: dateField,
  time: timeField,
  /** The visitor's previous hold, given back in the same step. */
  release: z.optional(z.string().check(z.maxLength(100))),
});
export type HoldRequest = z.infer<typeof holdRequestSchema>;

export const rescheduleSchema = z.object({ date: dateField, time: timeField });
export type RescheduleRequest = z.infer<typeof rescheduleSchema>;

const MAX_SHORT = 200;
const tooLong = (max: number) => `Must be at most ${max} characters`;
const shortText = (label: string, min: number, message: string, max = MAX_SHORT) =>
  textField(label, { min, max, minMessage: message, maxMessage: tooLong(max), typeMessage: message });
const optionalText = (label: string, max: number) => z.optional(textField(label, { max, maxMessage: tooLong(max) }));

/** Boats and RVs are measured by length (spec 1 booking draft vehicleDetails.length). */
export const VEHICLES_WITH_LENGTH = ['boats', 'rvs'] as const;
export const asksLength = (vehicleType: string) => (VEHICLES_WITH_LENGTH as readonly string[]).includes(vehicleType);
export const LENGTH_REQUIRED = 'Length is required for boats and RVs';

function buildConfirmSchema(industry: string) {
  const choices = serviceCatalog(industry).vehicles.map((v) => v.key);
  const detailed = quoteAsksForVehicle(industry);
  const type = z.string({ error: VEHICLE_TYPE_REQUIRED }).check(
    z.trim(),
    z.refine((v) => choices.includes(v), VEHICLE_TYPE_REQUIRED),
  );
  const vehicle = detailed
    ? z
        .object({
          type,
          make: shortText('Vehicle make', 1, 'Vehicle make is required'),
          model: shortText('Vehicle model', 1, 'Vehicle model is required'),
          year: shortText('Vehicle year', 4, 'Vehicle year must be 4 digits', 20),
          color: optionalText('Color', 50),
          length: optionalText('Length', 20),
        })
        .check(
          z.superRefine((v, ctx) => {
            if (asksLength(v.type) && !v.length) ctx.addIssue({ code: 'custom', path: ['length'], message: LENGTH_REQUIRED });
          }),
        )
    : z.object({ type });
  return z.object({
    name: shortText('Name', 2, 'Name must be at least 2 characters'),
    email: z.email({ error: 'Invalid email address' }).check(z.maxLength(254, tooLong(254))),
    phone: shortText('Phone number', 10, 'Phone number must be at least 10 digits', 40),
    street: shortText('Street address', 1, STREET_REQUIRED),
    city: shortText('City', 1, 'City is required'),
    state: shortText('State', 2, 'State is required', 50),
    zip: zipField,
    vehicle,
    /** What the industry needs beyond the type: home size, pet breed, gate code... */
    details: optionalText('Details', 500),
    notes: optionalText('Notes', 2000),
    payment_method: z._default(z.enum(['on_site', 'card']), 'on_site'),
  });
}

const confirmSchemas = new Map<string, ReturnType<typeof buildConfirmSchema>>();
/** The contact, address and vehicle step of a business's industry. */
export function confirmSchemaFor(industry: string) {
  const known = confirmSchemas.get(industry);
  if (known) return known;
  const schema = buildConfirmSchema(industry);
  confirmSchemas.set(industry, schema);
  return schema;
}
export type ConfirmRequest = z.infer<ReturnType<typeof buildConfirmSchema>>;

/** The wizard's steps (spec 1 §4), then the two the issue adds; analytics names the step reached. */
export const BOOKING_STEPS = ['vehicle-selection', 'service-tier', 'addons', 'schedule', 'payment', 'contact', 'summary'] as const;
export const bookingEventSchema = z.object({
  event: z.enum(['started', 'step']),
  step: z.optional(z.enum(BOOKING_STEPS)),
});
