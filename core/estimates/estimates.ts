/**
 * Estimates (issue 16 §3): the rules the API, the admin's composer and the customer's estimate page
 * share. Totals with the optional lines a customer chose, the status a stored estimate shows (a
 * sent one past its last day is expired), which step each status allows, the inputs' schemas and
 * every text the customer reads. Built with zod/mini and without the time-zone polyfill, because the
 * estimate page ships it to phones: "today" in the business's zone is the caller's to give.
 */
import * as z from 'zod/mini';
import { holdRequestSchema, isCalendarDate } from '../booking/schemas.ts';
import { textField } from '../validation/text.ts';
import { unknownKeys } from '../validation/errors.ts';

export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'booked'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
/** What is stored: 'expired' is worked out when read. */
export type StoredEstimateStatus = Exclude<EstimateStatus, 'expired'>;

export interface EstimateItem {
  id: string;
  serviceId: number | null;
  tierId: number | null;
  description: string;
  priceCents: number;
  optional: boolean;
}

export const ESTIMATE_LIMITS = {
  items: 30,
  description: 200,
  priceCents: 10_000_000,
  minDuration: 15,
  maxDuration: 1440,
  validDays: 90,
  message: 2000,
  declineReason: 1000,
} as const;

export const ITEMS_REQUIRED_MESSAGE = 'Add at least one line';
export const TOO_MANY_ITEMS_MESSAGE = `An estimate can have at most ${ESTIMATE_LIMITS.items} lines`;
export const REQUIRED_ITEM_MESSAGE = 'At least one line must not be optional';
export const DESCRIPTION_REQUIRED_MESSAGE = 'Description is required';
export const PRICE_MESSAGE = `Price must be a whole number of cents from 0 to ${ESTIMATE_LIMITS.priceCents}`;
export const DURATION_MESSAGE = `Duration must be ${ESTIMATE_LIMITS.minDuration} to ${ESTIMATE_LIMITS.maxDuration} minutes`;
export const VALID_UNTIL_FORMAT_MESSAGE = 'Valid until must be a date (YYYY-MM-DD)';
export const VALID_UNTIL_RANGE_MESSAGE = `Valid until must be between today and ${ESTIMATE_LIMITS.validDays} days from today`;
export const DECLINE_REASON_REQUIRED = 'Please tell us why you are declining';
export const OPTIONAL_IDS_MESSAGE = 'Optional items must be a list of item ids';
export const unknownOptionalItemMessage = (id: string) => `Unknown optional item: ${id}`;

export const ESTIMATE_NOT_FOUND = 'Estimate not found';
export const QUOTE_NOT_FOUND = 'Quote not found';
export const ACCEPT_FIRST_MESSAGE = 'Please accept the estimate first.';
export const QUOTE_CLOSED_MESSAGE = 'This quote request is closed';
export const ONLY_DRAFT_CHANGES = 'Only a draft estimate can be changed';
export const ALREADY_SENT_MESSAGE = 'This estimate was already sent';
export const ESTIMATE_ALREADY_BOOKED = 'A time was already booked for this estimate.';
/** The API's answer to an unknown or forged link: it names no business, the page adds its own. */
export const ESTIMATE_LINK_INVALID = 'This estimate link is not valid.';
export const estimateLinkInvalidMessage = (business: string) => `This estimate link is not valid. Please contact ${business}.`;

/** What the customer reads for an estimate that can no longer be accepted or declined. */
export function closedEstimateMessage(status: EstimateStatus, business: string, validUntil: string): string | null {
  switch (status) {
    case 'expired':
      return `This estimate expired on ${formatDay(validUntil)}. Please contact ${business} for a new one.`;
    case 'declined':
      return `You declined this estimate. Please contact ${business} if you change your mind.`;
    case 'accepted':
      return 'You accepted this estimate.';
    case 'booked':
      return 'You accepted this estimate and booked a time.';
    case 'draft':
      return ESTIMATE_LINK_INVALID;
    default:
      return null;
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 'YYYY-MM-DD' as 'December 24, 2026' (a calendar day: no time zone involved). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** A calendar day `days` after `date` (both 'YYYY-MM-DD'). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The status the customer and the owner see: a sent estimate after its last day is expired. */
export function effectiveStatus(stored: string, validUntil: string, today: string): EstimateStatus {
  if (stored === 'sent' && validUntil < today) return 'expired';
  return (ESTIMATE_STATUSES as readonly string[]).includes(stored) ? (stored as EstimateStatus) : 'draft';
}

export type EstimateAction = 'edit' | 'send' | 'accept' | 'decline' | 'book';
/** The status each action needs, and the one it leads to. */
const TRANSITIONS: Record<EstimateAction, { from: EstimateStatus; to: StoredEstimateStatus }> = {
  edit: { from: 'draft', to: 'draft' },
  send: { from: 'draft', to: 'sent' },
  accept: { from: 'sent', to: 'accepted' },
  decline: { from: 'sent', to: 'declined' },
  book: { from: 'accepted', to: 'booked' },
};
export const mayDo = (status: EstimateStatus, action: EstimateAction) => TRANSITIONS[action].from === status;
export const statusAfter = (action: EstimateAction): StoredEstimateStatus => TRANSITIONS[action].to;

export interface EstimateTotals {
  requiredCents: number;
  optionalCents: number;
  chosenCents: number;
  totalCents: number;
}
/** The sums of the lines: every required line plus the optional ones chosen. */
/** What the sums read of a line (the customer's page has no service ids). */
export type PricedLine = Pick<EstimateItem, 'id' | 'priceCents' | 'optional'>;
export function estimateTotals(items: readonly PricedLine[], chosenOptionalIds: readonly string[] = []): EstimateTotals {
  const chosen = new Set(chosenOptionalIds);
  let requiredCents = 0;
  let optionalCents = 0;
  let chosenCents = 0;
  for (const item of items) {
    if (!item.optional) requiredCents += item.priceCents;
    else {
      optionalCents += item.priceCents;
      if (chosen.has(item.id)) chosenCents += item.priceCents;
    }
  }
  return { requiredCents, optionalCents, chosenCents, totalCents: requiredCents + chosenCents };
}

/** The lines the customer accepted: the required ones and the optional ones chosen. */
export const acceptedItems = (items: readonly EstimateItem[], chosenOptionalIds: readonly string[]) =>
  items.filter((item) => !item.optional || chosenOptionalIds.includes(item.id));

/** The chosen ids that are not optional lines of the estimate, as the accept call's field messages. */
export function unknownOptionalIds(items: readonly EstimateItem[], chosen: readonly string[]): string[] {
  const optional = new Set(items.filter((item) => item.optional).map((item) => item.id));
  return chosen.filter((id) => !optional.has(id));
}

/**
 * Gives every line an id: one sent back keeps its own (a PUT of the composer's lines), new ones get
 * the next free 'iN'.
 */
export function withItemIds(items: readonly EstimateItemInput[]): EstimateItem[] {
  const used = new Set(items.map((item) => item.id).filter((id): id is string => typeof id === 'string' && id !== ''));
  let next = 1;
  return items.map((item) => {
    let id = item.id;
    if (!id) {
      while (used.has(`i${next}`)) next += 1;
      id = `i${next}`;
      used.add(id);
    }
    return {
      id,
      serviceId: item.serviceId ?? null,
      tierId: item.tierId ?? null,
      description: item.description,
      priceCents: item.priceCents,
      optional: item.optional ?? false,
    };
  });
}

const positiveIdOrNull = z.optional(z.nullable(z.number().check(z.int(), z.positive())));
const itemSchema = z.object({
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,20}$/, 'Item id must be 1 to 20 letters or digits'))),
  serviceId: positiveIdOrNull,
  tierId: positiveIdOrNull,
  description: textField('Description', {
    min: 1,
    max: ESTIMATE_LIMITS.description,
    minMessage: DESCRIPTION_REQUIRED_MESSAGE,
  }),
  priceCents: z
    .number({ error: PRICE_MESSAGE })
    .check(z.int(PRICE_MESSAGE), z.minimum(0, PRICE_MESSAGE), z.maximum(ESTIMATE_LIMITS.priceCents, PRICE_MESSAGE)),
  optional: z.optional(z.boolean({ error: 'Optional must be true or false' })),
});
export type EstimateItemInput = z.infer<typeof itemSchema>;

/** The owner's estimate, checked against the business's today (validUntil from today to 90 days on). */
export function estimateInputSchema(today: string) {
  const last = addCalendarDays(today, ESTIMATE_LIMITS.validDays);
  return z
    .object({
      items: z
        .array(itemSchema, { error: ITEMS_REQUIRED_MESSAGE })
        .check(z.minLength(1, ITEMS_REQUIRED_MESSAGE), z.maxLength(ESTIMATE_LIMITS.items, TOO_MANY_ITEMS_MESSAGE)),
      durationMinutes: z
        .number({ error: DURATION_MESSAGE })
        .check(
          z.int(DURATION_MESSAGE),
          z.minimum(ESTIMATE_LIMITS.minDuration, DURATION_MESSAGE),
          z.maximum(ESTIMATE_LIMITS.maxDuration, DURATION_MESSAGE),
        ),
      validUntil: z.string({ error: VALID_UNTIL_FORMAT_MESSAGE }).check(
        z.refine(isCalendarDate, VALID_UNTIL_FORMAT_MESSAGE),
        z.refine((d) => !isCalendarDate(d) || (d >= today && d <= last), VALID_UNTIL_RANGE_MESSAGE),
      ),
      message: z.optional(z.nullable(textField('Message', { max: ESTIMATE_LIMITS.message }))),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.items.length && value.items.every((item) => item.optional))
          ctx.addIssue({ code: 'custom', path: ['items'], message: REQUIRED_ITEM_MESSAGE });
        value.items.forEach((item, index) => {
          if (item.tierId != null && item.serviceId == null)
            ctx.addIssue({ code: 'custom', path: ['items', index, 'serviceId'], message: 'Choose the service of this tier' });
        });
        const ids = value.items.map((item) => item.id).filter(Boolean);
        if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['items'], message: 'Item ids must be unique' });
      }),
    );
}
export type EstimateInput = z.infer<ReturnType<typeof estimateInputSchema>>;

/** What the GET answers beside the writable fields: a PUT of the object read back ignores them. */
const ESTIMATE_READ_ONLY_KEYS = new Set([
  'id',
  'quoteId',
  'customerId',
  'status',
  'requiredCents',
  'optionalCents',
  'acceptedOptionalIds',
  'totalCents',
  'declineReason',
  'sentAt',
  'acceptedAt',
  'declinedAt',
  'bookedAt',
  'appointmentId',
  'customer',
  'createdAt',
  'updatedAt',
]);
const ESTIMATE_KEYS = new Set([...ESTIMATE_READ_ONLY_KEYS, 'items', 'durationMinutes', 'validUntil', 'message']);
/** The keys of a body that belong to no estimate representation, as field messages. */
export const unknownEstimateKeys = (body: Record<string, unknown>): Record<string, string> => unknownKeys(body, ESTIMATE_KEYS);

export const acceptSchema = z.object({
  optionalItemIds: z._default(
    z
      .array(z.string({ error: OPTIONAL_IDS_MESSAGE }), { error: OPTIONAL_IDS_MESSAGE })
      .check(z.maxLength(ESTIMATE_LIMITS.items, OPTIONAL_IDS_MESSAGE)),
    [],
  ),
});
export const declineSchema = z.object({
  reason: textField('Reason', { min: 1, max: ESTIMATE_LIMITS.declineReason, minMessage: DECLINE_REASON_REQUIRED }),
});

/** The time an accepted estimate's customer picks (the booking hold's date, time and previous hold). */
export const estimateHoldSchema = z.pick(holdRequestSchema, { date: true, time: true, release: true });

/** The accepted estimate's next step where the business takes no online bookings. */
export const willCallMessage = (business: string) => `${business} will contact you to schedule a time.`;

/** The estimate's address on the business's site, and the booking wizard's address for an accepted one. */
export const estimatePageUrl = (siteUrl: string, token: string) => `${siteUrl}/estimate?t=${token}`;
export const estimateBookingUrl = (siteUrl: string, token: string) => `${siteUrl}/booking?estimate=${token}`;
/** An estimate link's token: 32 random bytes, 43 base64url characters (as the booking manage token). */
export const ESTIMATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
