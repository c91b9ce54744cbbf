/**
 * What the quote inbox sends (spec 2 §3: list filter, update payload, cancel payload), with the
 * messages the API answers per field and the dashboard shows. Money is integer cents and durations
 * integer minutes, as the services API (core/validation/services.ts).
 */
import { z } from 'zod';
import { tierDurationMinutes, tierPriceCents } from '../validation/services.ts';
import { pagingFields } from '../validation/paging.ts';
import { acceptingRepresentation } from '../validation/representation.ts';
import { textField } from '../validation/text.ts';
import { QUOTE_STATUSES } from './status.ts';

/** Spec 2 §9: page size default 10, maximum 100. */
export const QUOTE_PAGE = { defaultLimit: 10, max: 100 } as const;
export const MAX_SEARCH = 200;
export const MAX_NOTES = 5000;
export const MAX_CANCEL_REASON = 500;

export const QUOTE_STATUS_MESSAGE = `status must be one of ${QUOTE_STATUSES.join(', ')}`;
export const USER_ID_MESSAGE = 'user_id must be a positive whole number';
export const SEARCH_TOO_LONG_MESSAGE = `q must be at most ${MAX_SEARCH} characters`;
export const UNREAD_MESSAGE = 'unread must be true or false';
export const REASON_REQUIRED_MESSAGE = 'Reason is required';
export const INVALID_QUOTE_ID_MESSAGE = 'Invalid quote request ID';
export const QUOTE_NOT_FOUND_MESSAGE = 'Quote request not found';
export const TEAM_MEMBER_NOT_FOUND_MESSAGE = 'Team member not found';

const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The list filter, read from the query string (every value a string; empty means absent). */
export const quoteListQuerySchema = z.object({
  ...pagingFields(QUOTE_PAGE),
  status: z.preprocess(emptyAsAbsent, z.enum(QUOTE_STATUSES, { error: QUOTE_STATUS_MESSAGE }).optional()),
  user_id: z.preprocess(
    emptyAsAbsent,
    z
      .string()
      .regex(/^\d{1,15}$/, USER_ID_MESSAGE)
      .transform(Number)
      .refine((n) => n > 0, USER_ID_MESSAGE)
      .optional(),
  ),
  q: z.preprocess(emptyAsAbsent, z.string().trim().max(MAX_SEARCH, SEARCH_TOO_LONG_MESSAGE).optional()),
  /** Only the requests no one has opened yet (the inbox's Unread filter). */
  unread: z.preprocess(
    emptyAsAbsent,
    z
      .enum(['true', 'false'], { error: UNREAD_MESSAGE })
      .transform((v) => v === 'true')
      .optional(),
  ),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

const notes = z.union([textField('Notes', { max: MAX_NOTES }), z.null()], { error: 'Notes must be text' });

/** PUT /api/quotes/:id: each field optional; null clears notes, the estimate or the assignment. */
export const quoteUpdateSchema = z.strictObject({
  status: z.enum(QUOTE_STATUSES, { error: QUOTE_STATUS_MESSAGE }).optional(),
  notes: notes.optional(),
  estimatedPrice: tierPriceCents.nullable().optional(),
  estimatedDuration: tierDurationMinutes.nullable().optional(),
  assignedUserId: z
    .number({ error: TEAM_MEMBER_NOT_FOUND_MESSAGE })
    .int(TEAM_MEMBER_NOT_FOUND_MESSAGE)
    .positive(TEAM_MEMBER_NOT_FOUND_MESSAGE)
    .nullable()
    .optional(),
});
export type QuoteUpdate = z.infer<typeof quoteUpdateSchema>;

/** What the visitor sent and what the server keeps: a PUT of the whole request as read ignores them. */
export const QUOTE_READ_ONLY = [
  'id',
  'name',
  'email',
  'phone',
  'vehicleType',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'services',
  'message',
  'city',
  'state',
  'zipCode',
  'cancelReason',
  'customerId',
  'read',
  'readAt',
  'createdAt',
  'updatedAt',
  'servedArea',
] as const;
/** PUT /api/quotes/:id: the update payload, or the request as GET answers it with fields changed. */
export const quoteUpdateInput = acceptingRepresentation(quoteUpdateSchema, QUOTE_READ_ONLY);

/** POST /api/quotes/:id/cancel (spec 2 §3 cancel payload). */
export const quoteCancelSchema = z.strictObject({
  reason: textField('Reason', { min: 1, max: MAX_CANCEL_REASON, minMessage: REASON_REQUIRED_MESSAGE }),
  notes: notes.optional(),
});
export type QuoteCancel = z.infer<typeof quoteCancelSchema>;
