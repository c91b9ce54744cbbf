/**
 * PUT /api/tenants/{slug} (spec 2 §3, §5): the profile fields the owner changed. Phones arrive
 * formatted as typed and are stored as digits; the start date is null when empty; the zip is at
 * most 10 characters; the website is generated and read-only.
 */
import { z } from 'zod';
import { phoneDigits } from '../format/phone.ts';
import { isValidStateCode, INVALID_STATE_MESSAGE } from './us-states.ts';

const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

const phone = (label: string, required: boolean) =>
  z
    .string({ error: `${label} must be text` })
    .max(40, `${label} is too long`)
    .transform(phoneDigits)
    .refine((d) => (required ? d.length === 10 : d.length === 0 || d.length === 10), {
      message: required ? `${label} is required` : `${label} must have 10 digits`,
    });

const url = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} is too long`)
    .refine((v) => v === '' || /^(https?:\/\/)?[^\s/$.?#].[^\s]*$/i.test(v), { message: `${label} must be a URL` });

export const businessProfileUpdateSchema = z
  .object({
    first_name: optionalText('First name', 80),
    last_name: optionalText('Last name', 80),
    personal_email: z.union([z.literal(''), z.email('Invalid email address')]),
    personal_phone: phone('Personal phone', false),
    business_name: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(120, 'Business name must be at most 120 characters'),
    business_email: z.email('Business email is required'),
    business_phone: phone('Business phone', true),
    twilio_phone: phone('Twilio phone', false),
    business_start_date: z
      .union([z.literal(''), z.null(), z.iso.date('Start date must be a date')])
      .transform((v) => (v ? v : null)),
    business_street: optionalText('Street', 200),
    business_city: optionalText('City', 100),
    business_state: z
      .string({ error: 'State must be text' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || isValidStateCode(v), { message: INVALID_STATE_MESSAGE }),
    business_zip: z.string({ error: 'ZIP must be text' }).trim().max(10, 'ZIP code must be at most 10 characters'),
    gbp_url: url('Google Business Profile URL'),
    facebook_url: url('Facebook URL'),
    instagram_url: url('Instagram URL'),
    tiktok_url: url('TikTok URL'),
    youtube_url: url('YouTube URL'),
    facebook_enabled: z.boolean({ error: 'Must be true or false' }),
    instagram_enabled: z.boolean({ error: 'Must be true or false' }),
    tiktok_enabled: z.boolean({ error: 'Must be true or false' }),
    youtube_enabled: z.boolean({ error: 'Must be true or false' }),
    website: z.never({ error: 'Contact support to set up a custom domain' }),
  })
  .partial()
  .strict();

export type BusinessProfileUpdate = z.infer<typeof businessProfileUpdateSchema>;
