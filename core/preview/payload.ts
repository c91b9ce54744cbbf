/**
 * The preview payload of spec 3 (§3 entity, §5 rules and messages, §8 preview errors): the
 * business name, phone, city, state and industry a prospect's preview is made for. One schema serves
 * the admin's preview generator, POST /api/preview-links, GET /api/preview/verify's answer and the
 * plain-parameter form of /preview. Built with zod/mini so the /preview page ships it small.
 */
import * as z from 'zod/mini';
import { INDUSTRIES } from '../content/types.ts';
import { formatPhone, phoneDigits } from '../format/phone.ts';
import type { PREFILL_PARAMETERS } from '../validation/onboarding.ts';
import { industryId } from '../site/routes.ts';
import { textField } from '../validation/text.ts';

/** Spec 3 §5 where it gives words; ours (in the same pattern) where it gives only the limits. */
export const PREVIEW_PAYLOAD_MESSAGES = {
  nameTooShort: 'Business name must be at least 2 characters',
  nameTooLong: 'Business name must be less than 100 characters',
  phoneTooShort: 'Phone must be at least 7 characters',
  phoneTooLong: 'Phone must be less than 20 characters',
  cityTooShort: 'City must be at least 2 characters',
  cityTooLong: 'City must be less than 50 characters',
  stateLength: 'State must be 2 characters (e.g., AZ, CA)',
  stateLetters: 'State must be uppercase letters',
  industry: 'Invalid industry type',
} as const;

/** Spec 3 §8, the preview's error texts word for word. */
export const PREVIEW_ERRORS = {
  missingParameters: 'Missing required parameters. Please use a valid preview link.',
  verifyFailed: 'Failed to verify preview',
  invalidPayload: 'Invalid payload received from server',
  network: 'Unable to connect to server. Please check your network connection...',
  unexpected: 'An unexpected error occurred',
  unknownIndustry: 'Unknown industry',
  templateFailed: (industry: string) => `Failed to load template for industry ${industry}`,
} as const;

/** Spec 3 §9 "Preview limits". */
export const PREVIEW_LIMITS = { name: [2, 100], phone: [7, 20], city: [2, 50] } as const;

const M = PREVIEW_PAYLOAD_MESSAGES;

/** Upper-cased before the check (spec 3 §5), so "az" is AZ; "A1" is not letters. */
const state = z.pipe(
  z.string({ error: M.stateLength }).check(z.trim()),
  z.pipe(
    z.transform((value: string) => value.toUpperCase()),
    z.string().check(z.length(2, M.stateLength), z.regex(/^[A-Z]{2}$/, M.stateLetters)),
  ),
);

/** An industry id, or one of its other spellings ("lawn-care"), as the canonical id. */
const industry = z.pipe(
  z.string({ error: M.industry }),
  z.pipe(
    z.transform((value: string) => industryId(value) ?? value),
    z.enum(INDUSTRIES, { error: M.industry }),
  ),
);

export const previewPayloadSchema = z.object({
  businessName: textField('Business name', { min: 2, max: 100, minMessage: M.nameTooShort, maxMessage: M.nameTooLong }),
  phone: textField('Phone', { min: 7, max: 20, minMessage: M.phoneTooShort, maxMessage: M.phoneTooLong }),
  city: textField('City', { min: 2, max: 50, minMessage: M.cityTooShort, maxMessage: M.cityTooLong }),
  state,
  industry,
});

export type PreviewPayload = z.output<typeof previewPayloadSchema>;
export const PREVIEW_FIELDS = ['businessName', 'phone', 'city', 'state', 'industry'] as const;

/**
 * The plain-parameter form of /preview (spec 3 §2): `businessName` (or `name`, as spec 3 words it),
 * phone, city, state, industry. Undefined when one is missing: the page then says the link is
 * incomplete instead of listing rules.
 */
export function plainPreviewParameters(query: URLSearchParams): Record<(typeof PREVIEW_FIELDS)[number], string> | undefined {
  const businessName = query.get('businessName') ?? query.get('name');
  const [phone, city, stateCode, industryName] = (['phone', 'city', 'state', 'industry'] as const).map((k) => query.get(k));
  if (!businessName || !phone || !city || !stateCode || !industryName) return undefined;
  return { businessName, phone, city, state: stateCode, industry: industryName };
}

/** "Get This Site": the onboarding application, prefilled with the names its form reads (core/validation/onboarding.ts). */
export function getThisSiteHref(payload: PreviewPayload): string {
  const values: Record<(typeof PREFILL_PARAMETERS)[number], string> = {
    business_name: payload.businessName,
    phone: payload.phone,
    city: payload.city,
    state: payload.state,
    industry: payload.industry,
  };
  return `/tenant-onboarding?${new URLSearchParams(values)}`;
}

/** How the prospect's details read on their preview: a US number as (xxx) xxx-xxxx, any other as typed. */
export function previewDisplay(payload: PreviewPayload): { businessName: string; phone: string; location: string } {
  const phone = phoneDigits(payload.phone).length === 10 ? formatPhone(payload.phone) : payload.phone;
  return { businessName: payload.businessName, phone, location: `${payload.city}, ${payload.state}` };
}
