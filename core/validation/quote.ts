/**
 * Built with zod/mini (functional checks, tree-shakable): the public quote form ships this schema to
 * phones, and with classic zod its chunk was ~27 KB gzip instead of ~9 KB. The server parses with
 * the same schema. zod/mini loads no locale, so every issue a visitor can cause carries its own
 * message (a service item's checks fall back to its string's `error`); the one default left, for a
 * body that is not an object, only the server meets, where classic zod's English locale is loaded.
 */
import * as z from 'zod/mini';
import { noControlCharacters, textField } from './text.ts';

/** Longest text we accept in any one quote field; beyond it the request is refused, not truncated. */
const MAX_SHORT = 200;
const MAX_MESSAGE = 5000;
const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Trimmed first, so "  D " is one character. */
const shortText = (label: string, min: number, message: string, max = MAX_SHORT) =>
  textField(label, { min, max, minMessage: message, maxMessage: tooLong(max), typeMessage: message });

const SERVICES_REQUIRED = 'At least one service must be selected';

/**
 * The quote request of spec 2 §5, with its exact messages. Used by the public form (client-side
 * checks before sending) and by POST /api/quotes (the authority).
 */
export const quoteRequestSchema = z.object({
  name: shortText('Name', 2, 'Name must be at least 2 characters'),
  email: z.email({ error: 'Invalid email address' }).check(z.maxLength(254, tooLong(254))),
  phone: shortText('Phone number', 10, 'Phone number must be at least 10 digits', 40),
  vehicleType: shortText('Vehicle type', 1, 'Vehicle type is required'),
  vehicleMake: shortText('Vehicle make', 1, 'Vehicle make is required'),
  vehicleModel: shortText('Vehicle model', 1, 'Vehicle model is required'),
  vehicleYear: shortText('Vehicle year', 4, 'Vehicle year must be 4 digits', 20),
  services: z
    .array(z.string({ error: SERVICES_REQUIRED }).check(z.trim(), z.minLength(1), z.maxLength(MAX_SHORT), noControlCharacters('Service')), {
      error: SERVICES_REQUIRED,
    })
    .check(z.minLength(1, SERVICES_REQUIRED), z.maxLength(30, 'At most 30 services can be selected')),
  message: z.optional(textField('Message', { max: MAX_MESSAGE, maxMessage: tooLong(MAX_MESSAGE) })),
  city: shortText('City', 1, 'City is required'),
  state: shortText('State', 2, 'State is required', 50),
  zipCode: shortText('Zip code', 5, 'Zip code must be at least 5 digits', 10),
  businessSlug: z.optional(textField('Business slug', { max: 100, maxMessage: tooLong(100) })),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const VEHICLE_FIELDS = { vehicleType: true, vehicleMake: true, vehicleModel: true, vehicleYear: true } as const;

const partialVehicle = () => z.partial(quoteRequestSchema, VEHICLE_FIELDS);
/** Built on first use: the detailing sites never need it. */
let withoutVehicle: ReturnType<typeof partialVehicle> | undefined;

/**
 * The vehicle fields only make sense where the customer brings a vehicle (mobile detailing); the
 * other industries quote from the services, the address and the message, so their form leaves
 * the vehicle fields out and the API does not require them.
 */
export function quoteSchemaFor(industry: string) {
  if (industry === 'mobile-detailing') return quoteRequestSchema;
  withoutVehicle ??= partialVehicle();
  return withoutVehicle;
}

export function quoteAsksForVehicle(industry: string): boolean {
  return industry === 'mobile-detailing';
}

/** "Before 1950" closes the list of spec 2 §3: next calendar year down to 1950. */
export function vehicleYearChoices(today: Date = new Date()): string[] {
  const years: string[] = [];
  for (let y = today.getFullYear() + 1; y >= 1950; y--) years.push(String(y));
  years.push('Before 1950');
  return years;
}
