/**
 * What the customer calls send (issue 16 §4), with the messages the API answers per field and the
 * dashboard's forms show. The contact rules are the quote form's (spec 2 §5), the address rules the
 * service areas' (spec 2 §5), so a customer reads the same wherever they were typed.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { phoneDigits } from '../format/phone.ts';
import { pagingFields } from '../validation/paging.ts';
import { acceptingRepresentation } from '../validation/representation.ts';
import { textField } from '../validation/text.ts';
import { INVALID_STATE_MESSAGE, isValidStateCode } from '../validation/us-states.ts';
import { isValidZip, ZIP_FORMAT_MESSAGE } from '../validation/zip.ts';

export const CUSTOMER_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  street: 200,
  city: 100,
  label: 200,
  details: 500,
  things: 20,
  notes: 5000,
};
export const CUSTOMER_PAGE = { defaultLimit: 25, max: 100 } as const;
export const CUSTOMER_SORTS = ['recent', 'name', 'spent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const NAME_MESSAGE = 'Name must be at least 2 characters';
export const EMAIL_MESSAGE = 'Invalid email address';
export const PHONE_MESSAGE = 'Phone number must be at least 10 digits';
export const THING_LABEL_MESSAGE = 'Name it, e.g. "2021 Toyota RAV4"';
export const TOO_MANY_THINGS_MESSAGE = `At most ${CUSTOMER_LIMITS.things} can be kept`;
export const SORT_MESSAGE = `sort must be one of ${CUSTOMER_SORTS.join(', ')}`;
export const ORDER_MESSAGE = 'order must be asc or desc';
export const CUSTOMER_SEARCH_MESSAGE = 'q must be at most 200 characters';
export const EMAIL_TAKEN_MESSAGE = 'Another customer has this e-mail address: merge the two instead';
export const SAME_CUSTOMER_MESSAGE = 'Choose two different customers';
export const CUSTOMER_ID_MESSAGE = 'Choose a customer';
export const INVALID_CUSTOMER_ID_MESSAGE = 'Invalid customer ID';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
/** What an erased customer is called on the records that stay (issue 16 §4). */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const emptyAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalText = (label: string, max: number) => zm.optional(textField(label, { max }));

export const customerAddressSchema = z.strictObject({
  street: optionalText('Street', CUSTOMER_LIMITS.street),
  city: optionalText('City', CUSTOMER_LIMITS.city),
  state: zm.optional(
    zm.pipe(
      textField('State', { max: 2, maxMessage: INVALID_STATE_MESSAGE }).check(
        zm.refine((v) => v === '' || isValidStateCode(v), INVALID_STATE_MESSAGE),
      ),
      zm.transform((v: string) => v.toUpperCase()),
    ),
  ),
  zip: zm.optional(
    textField('ZIP code', { max: 10, maxMessage: ZIP_FORMAT_MESSAGE }).check(
      zm.refine((v) => v === '' || isValidZip(v), ZIP_FORMAT_MESSAGE),
    ),
  ),
});
export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;

export const thingSchema = z.strictObject({
  type: zm._default(textField('Type', { max: 50 }), ''),
  label: textField('Name', { min: 1, max: CUSTOMER_LIMITS.label, minMessage: THING_LABEL_MESSAGE }),
  details: zm._default(textField('Details', { max: CUSTOMER_LIMITS.details }), ''),
});

/** PUT /api/customers/:id: each field optional (left out: kept); e-mail, phone and notes may be cleared. */
export const customerUpdateSchema = z.strictObject({
  name: zm.optional(textField('Name', { min: 2, max: CUSTOMER_LIMITS.name, minMessage: NAME_MESSAGE })),
  email: z
    .preprocess(
      emptyAsNull,
      z
        .email(EMAIL_MESSAGE)
        .max(CUSTOMER_LIMITS.email, `Email must be at most ${CUSTOMER_LIMITS.email} characters`)
        .transform((v) => v.toLowerCase())
        .nullable(),
    )
    .optional(),
  phone: z
    .preprocess(
      emptyAsNull,
      zm.nullable(
        zm.pipe(
          textField('Phone number', { max: CUSTOMER_LIMITS.phone, typeMessage: PHONE_MESSAGE }).check(
            zm.refine((v) => phoneDigits(v).length >= 10, PHONE_MESSAGE),
          ),
          zm.transform((v: string) => phoneDigits(v)),
        ),
      ),
    )
    .optional(),
  address: customerAddressSchema.optional(),
  things: z.array(thingSchema, { error: 'Must be a list' }).max(CUSTOMER_LIMITS.things, TOO_MANY_THINGS_MESSAGE).optional(),
  notes: z.preprocess(emptyAsNull, zm.nullable(textField('Notes', { max: CUSTOMER_LIMITS.notes }))).optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** What the server keeps: a PUT of the whole customer as read ignores them. */
export const CUSTOMER_READ_ONLY = ['id', 'lastActivityAt', 'createdAt', 'updatedAt', 'history', 'totals'] as const;
/** PUT /api/customers/:id: the fields to change, or the customer as GET answers it with fields changed. */
export const customerUpdateInput = acceptingRepresentation(customerUpdateSchema, CUSTOMER_READ_ONLY);

const customerId = z.number({ error: CUSTOMER_ID_MESSAGE }).int(CUSTOMER_ID_MESSAGE).positive(CUSTOMER_ID_MESSAGE);

/** POST /api/customers/merge: the record that stays and the one merged into it. */
export const customerMergeSchema = z
  .strictObject({ keepId: customerId, mergeId: customerId })
  .refine((v) => v.keepId !== v.mergeId, { path: ['mergeId'], message: SAME_CUSTOMER_MESSAGE });

/** The list's query string (every value a string; empty means absent). */
export const customerListQuerySchema = z
  .object({
    ...pagingFields(CUSTOMER_PAGE),
    q: z.preprocess(emptyAsAbsent, z.string().trim().max(200, CUSTOMER_SEARCH_MESSAGE).optional()),
    sort: z.preprocess(emptyAsAbsent, z.enum(CUSTOMER_SORTS, { error: SORT_MESSAGE }).default('recent')),
    order: z.preprocess(emptyAsAbsent, z.enum(['asc', 'desc'], { error: ORDER_MESSAGE }).optional()),
  })
  // Names read A to Z; the most recent and the biggest spenders come first.
  .transform((v) => ({ ...v, order: v.order ?? (v.sort === 'name' ? 'asc' : 'desc') }));
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
