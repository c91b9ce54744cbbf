/**
 * PUT /api/tenants/{slug} (spec 2 §3, §5): the profile fields the owner changed. Phones arrive
 * formatted as typed and are stored as digits; the start date is null when empty; the zip is at
 * most 10 characters; the website is generated and read-only. Optional fields take null (what the
 * GET answers for a field never filled) as empty.
 */
import { z } from 'zod';
import { businessStartDate } from '../branding/brand.ts';
import { phoneDigits } from '../format/phone.ts';
import { acceptingRepresentation } from './representation.ts';
import { noControlCharacters, textField } from './text.ts';
import { isValidStateCode, INVALID_STATE_MESSAGE } from './us-states.ts';

/** null and "" mean "none"; the field's own schema checks anything else. */
const orNone = <T extends z.core.SomeType>(schema: T) => z.preprocess((value) => (value === null ? '' : value), schema);
const optionalText = (label: string, max: number) => orNone(textField(label, { max }));

const phone = (label: string, required: boolean) =>
  z
    .string({ error: `${label} must be text` })
    .max(40, `${label} is too long`)
    .check(noControlCharacters(label))
    .transform(phoneDigits)
    .refine((d) => (required ? d.length === 10 : d.length === 0 || d.length === 10), {
      message: required ? `${label} is required` : `${label} must have 10 digits`,
    });

const url = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} is too long`)
    .check(noControlCharacters(label))
    .refine((v) => v === '' || /^(https?:\/\/)?[^\s/$.?#].[^\s]*$/i.test(v), { message: `${label} must be a URL` });

export const businessProfileUpdateSchema = z
  .object({
    first_name: optionalText('First name', 80),
    last_name: optionalText('Last name', 80),
    personal_email: orNone(z.union([z.literal(''), z.email('Invalid email address')])),
    personal_phone: orNone(phone('Personal phone', false)),
    business_name: textField('Business name', { min: 1, max: 120 }),
    business_email: z.email('Business email is required'),
    business_phone: phone('Business phone', true),
    twilio_phone: orNone(phone('Twilio phone', false)),
    business_start_date: businessStartDate,
    business_street: optionalText('Street', 200),
    business_city: optionalText('City', 100),
    business_state: orNone(
      z
        .string({ error: 'State must be text' })
        .trim()
        .check(noControlCharacters('State'))
        .transform((v) => v.toUpperCase())
        .refine((v) => v === '' || isValidStateCode(v), { message: INVALID_STATE_MESSAGE }),
    ),
    business_zip: orNone(textField('ZIP', { max: 10, maxMessage: 'ZIP code must be at most 10 characters' })),
    gbp_url: orNone(url('Google Business Profile URL')),
    facebook_url: orNone(url('Facebook URL')),
    instagram_url: orNone(url('Instagram URL')),
    tiktok_url: orNone(url('TikTok URL')),
    youtube_url: orNone(url('YouTube URL')),
    facebook_enabled: z.boolean({ error: 'Must be true or false' }),
    instagram_enabled: z.boolean({ error: 'Must be true or false' }),
    tiktok_enabled: z.boolean({ error: 'Must be true or false' }),
    youtube_enabled: z.boolean({ error: 'Must be true or false' }),
  })
  .partial()
  .strict();

export type BusinessProfileUpdate = z.infer<typeof businessProfileUpdateSchema>;

/** Spec 2 §5: the hint under the website field, which is generated and read-only. */
export const WEBSITE_HINT = 'Contact support to set up a custom domain';

/**
 * Keys of the tenant record GET /api/tenants/{slug} answers that a PUT does not write (spec 2 §5:
 * the website is generated, see WEBSITE_HINT): accepted back and ignored.
 */
export const TENANT_READ_ONLY = [
  'id',
  'slug',
  'industry',
  'status',
  'application_status',
  'website',
  'logo_url',
  'service_areas',
  'created_at',
  'updated_at',
  'legal_name',
  'features',
  'last_activity',
] as const;

/** The body of PUT /api/tenants/{slug}: the changed profile fields, or the whole record the GET gave with some changed. */
export const businessProfileInput = acceptingRepresentation(businessProfileUpdateSchema, TENANT_READ_ONLY);
