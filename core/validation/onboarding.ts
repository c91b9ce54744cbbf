/**
 * The onboarding application of spec 3 (§3 entity, §5 rules and messages), shared by the
 * /tenant-onboarding page (checks before each step and before sending) and by
 * POST /api/onboarding/applications (the authority). Built with zod/mini so the page ships it
 * small; zod/mini loads no locale, so every issue a visitor can cause carries its own message.
 */
import * as z from 'zod/mini';
import { INDUSTRIES } from '../content/types.ts';
import { phoneDigits } from '../format/phone.ts';
import { normalizeSocialUrl } from '../format/social.ts';
import { slugFor } from '../site/slugs.ts';
import { INVALID_STATE_MESSAGE, isValidStateCode } from './us-states.ts';
import { textField } from './text.ts';
import { ZIP_FORMAT_MESSAGE, ZIP_PATTERN } from './zip.ts';

/** Spec 3 §5, word for word. */
export const ONBOARDING_MESSAGES = {
  legalName: 'Legal business name is required',
  businessName: 'Business name is required',
  businessPhone: 'Business phone is required',
  businessEmail: 'Valid business email is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code must be at least 5 digits',
  serviceCategories: 'At least one service category is required',
  hasInsurance: 'Insurance confirmation is required',
  acceptsTerms: 'Terms acceptance is required',
  acceptsNotifications: 'Notification consent is required',
  referralSource: 'Referral source is required',
  filesRequired: 'At least one file is required',
  filesTooMany: 'Maximum 3 files allowed',
  /** Spec 3 §5 preview payload: the same words for the same limits of a business name. */
  nameTooShort: 'Business name must be at least 2 characters',
  nameTooLong: 'Business name must be less than 100 characters',
  industry: 'Invalid industry type',
} as const;

/** Our own messages where the spec states a rule without words. */
export const PROOF_OF_WORK_TYPE_MESSAGE = 'Choose social media links or file uploads as proof of work';
export const SOCIAL_LINK_REQUIRED_MESSAGE = 'Add at least one link to your work';
export const socialLinkMessage = (label: string) => `${label} link must be a URL`;
export const FILE_REFERENCE_MESSAGE = 'This file was not uploaded. Please upload it again.';

export const PROOF_OF_WORK_TYPES = ['social_media', 'file_upload'] as const;
export type ProofOfWorkType = (typeof PROOF_OF_WORK_TYPES)[number];

export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'website', label: 'Website' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];

/** Spec 3 §9: 1 to 3 uploaded files. */
export const ONBOARDING_MIN_FILES = 1;
export const ONBOARDING_MAX_FILES = 3;
/** The same 5 MB as every other upload (spec 3 §9), stated in the message. */
export const ONBOARDING_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const ONBOARDING_FILE_TOO_LARGE_MESSAGE = 'Each file must be less than 5MB';
export const ONBOARDING_FILE_TYPE_MESSAGE = 'File must be an image (JPEG, PNG, WebP, GIF or AVIF) or a PDF';
export const ONBOARDING_FILE_REQUIRED_MESSAGE = 'Choose a file to upload';
/** For the file input's accept attribute; the server checks the bytes, not this list. */
export const ONBOARDING_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf';

/** Where visitors heard of us; the select offers these, the server takes any short text. */
export const REFERRAL_SOURCES = [
  'Google search',
  'Social media',
  'Friend or colleague',
  'Preview link from our team',
  'Another business owner',
  'Other',
] as const;

export const ONBOARDING_LIMITS = {
  legalName: 200,
  businessName: 100,
  city: 100,
  notes: 2000,
  referralSource: 200,
  serviceCategories: 20,
  socialUrl: 500,
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Spec 3 §5: non-digits stripped, a leading 1 dropped on 11+ digits; at least 10 digits remain. */
const businessPhone = z.pipe(
  z.string({ error: ONBOARDING_MESSAGES.businessPhone }).check(z.maxLength(40, tooLong('Business phone', 40))),
  z.pipe(
    z.transform((value: string) => phoneDigits(value)),
    z.string().check(z.minLength(10, ONBOARDING_MESSAGES.businessPhone), z.maxLength(15, 'Business phone must be at most 15 digits')),
  ),
);

/** Spec 3 §5: a URL or empty; a link typed without http(s) gets https:// (stored normalized, '' when empty). */
const socialLink = (label: string) =>
  z.pipe(
    z.optional(textField(label, { max: ONBOARDING_LIMITS.socialUrl, typeMessage: socialLinkMessage(label) })),
    z.pipe(
      z.transform((value: string | undefined) => normalizeSocialUrl(value) ?? ''),
      z.string().check(z.refine((value) => value === '' || isUrl(value), socialLinkMessage(label))),
    ),
  );

function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

const socialMedia = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map(({ key, label }) => [key, socialLink(label)])) as Record<
    SocialNetwork,
    ReturnType<typeof socialLink>
  >,
);

/** An uploaded file is named by the id POST /api/onboarding/files answered; the server fills in the rest. */
export const ONBOARDING_FILE_ID = /^[a-f0-9]{32}$/;
const uploadedFile = z.object({
  id: z.string({ error: FILE_REFERENCE_MESSAGE }).check(z.regex(ONBOARDING_FILE_ID, FILE_REFERENCE_MESSAGE)),
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The cross-field rules run whenever the body is an object, so `{}` gets every message at once. */
const whenObject = { when: (payload: { value: unknown }) => isObject(payload.value) };
const fileCount = (value: { uploaded_files?: unknown }) => (Array.isArray(value.uploaded_files) ? value.uploaded_files.length : 0);
const hasSocialLink = (value: { social_media?: unknown }) =>
  isObject(value.social_media) && Object.values(value.social_media).some((v) => typeof v === 'string' && v.trim() !== '');

export const onboardingApplicationSchema = z
  .object({
    legal_name: textField('Legal business name', { min: 2, max: ONBOARDING_LIMITS.legalName, minMessage: ONBOARDING_MESSAGES.legalName }),
    business_name: textField('Business name', {
      min: 2,
      max: ONBOARDING_LIMITS.businessName,
      minMessage: ONBOARDING_MESSAGES.businessName,
      maxMessage: ONBOARDING_MESSAGES.nameTooLong,
    }),
    business_phone: businessPhone,
    business_email: z.email({ error: ONBOARDING_MESSAGES.businessEmail }).check(z.maxLength(254, tooLong('Business email', 254))),
    industry: z.enum(INDUSTRIES, { error: ONBOARDING_MESSAGES.industry }),
    // Missing as a whole, it is checked as empty, so each of its fields says what it needs.
    base_location: z.prefault(
      z.object(
        {
          city: textField('City', { min: 1, max: ONBOARDING_LIMITS.city, minMessage: ONBOARDING_MESSAGES.city }),
          // Upper-cased as typed, then a real state code: the approved business's profile needs one.
          state: z.pipe(
            textField('State', { min: 2, max: 2, minMessage: ONBOARDING_MESSAGES.state, maxMessage: INVALID_STATE_MESSAGE }),
            z.pipe(
              z.transform((value: string) => value.toUpperCase()),
              z.string().check(z.refine(isValidStateCode, INVALID_STATE_MESSAGE)),
            ),
          ),
          zipCode: textField('ZIP code', {
            min: 5,
            max: 10,
            minMessage: ONBOARDING_MESSAGES.zipCode,
            maxMessage: ZIP_FORMAT_MESSAGE,
          }).check(z.regex(ZIP_PATTERN, ZIP_FORMAT_MESSAGE)),
        },
        { error: ONBOARDING_MESSAGES.city },
      ),
      { city: '', state: '', zipCode: '' },
    ),
    service_categories: z
      .array(textField('Service category', { min: 1, max: 100, minMessage: ONBOARDING_MESSAGES.serviceCategories }), {
        error: ONBOARDING_MESSAGES.serviceCategories,
      })
      .check(
        z.minLength(1, ONBOARDING_MESSAGES.serviceCategories),
        z.maxLength(
          ONBOARDING_LIMITS.serviceCategories,
          `At most ${ONBOARDING_LIMITS.serviceCategories} service categories can be selected`,
        ),
      ),
    social_media: z.optional(socialMedia),
    proof_of_work_type: z.enum(PROOF_OF_WORK_TYPES, { error: PROOF_OF_WORK_TYPE_MESSAGE }),
    uploaded_files: z.optional(z.array(uploadedFile, { error: ONBOARDING_MESSAGES.filesRequired })),
    has_insurance: z.literal(true, { error: ONBOARDING_MESSAGES.hasInsurance }),
    accepts_terms: z.literal(true, { error: ONBOARDING_MESSAGES.acceptsTerms }),
    accepts_notifications: z.literal(true, { error: ONBOARDING_MESSAGES.acceptsNotifications }),
    referral_source: textField('Referral source', {
      min: 1,
      max: ONBOARDING_LIMITS.referralSource,
      minMessage: ONBOARDING_MESSAGES.referralSource,
    }),
    notes: z.optional(textField('Notes', { max: ONBOARDING_LIMITS.notes })),
  })
  .check(
    z.refine((v) => v.proof_of_work_type !== 'file_upload' || fileCount(v) >= ONBOARDING_MIN_FILES, {
      message: ONBOARDING_MESSAGES.filesRequired,
      path: ['uploaded_files'],
      ...whenObject,
    }),
    z.refine((v) => v.proof_of_work_type !== 'file_upload' || fileCount(v) <= ONBOARDING_MAX_FILES, {
      message: ONBOARDING_MESSAGES.filesTooMany,
      path: ['uploaded_files'],
      ...whenObject,
    }),
    z.refine((v) => v.proof_of_work_type !== 'social_media' || hasSocialLink(v), {
      message: SOCIAL_LINK_REQUIRED_MESSAGE,
      path: ['social_media'],
      ...whenObject,
    }),
  );

export type OnboardingApplicationInput = z.input<typeof onboardingApplicationSchema>;
export type OnboardingApplication = z.infer<typeof onboardingApplicationSchema>;

/** The fields in the order the page asks for them: the first one with a message gets the focus. */
export const ONBOARDING_FIELD_ORDER = [
  'legal_name',
  'business_name',
  'business_phone',
  'business_email',
  'industry',
  'base_location.city',
  'base_location.state',
  'base_location.zipCode',
  'service_categories',
  'proof_of_work_type',
  ...SOCIAL_NETWORKS.map(({ key }) => `social_media.${key}`),
  'social_media',
  'uploaded_files',
  'has_insurance',
  'accepts_terms',
  'accepts_notifications',
  'referral_source',
  'notes',
] as const;

// ---- business-name availability -------------------------------------------------------------

/** Spec 3 §5: the availability check needs at least 2 characters. */
export const businessNameQuerySchema = textField('Business name', {
  min: 2,
  max: ONBOARDING_LIMITS.businessName,
  minMessage: ONBOARDING_MESSAGES.nameTooShort,
  maxMessage: ONBOARDING_MESSAGES.nameTooLong,
});

export interface NameAvailability {
  name: string;
  /** The site address the name would get: /{slug} and {slug}.BASE_DOMAIN. */
  slug: string;
  nameAvailable: boolean;
  slugAvailable: boolean;
  available: boolean;
  message: string;
}

/** What the page says about a name; one wording for the API answer and the page. */
export function nameAvailability(name: string, taken: { name: boolean; slug: boolean }): NameAvailability {
  const slug = slugFor(name);
  const slugAvailable = slug !== '' && !taken.slug;
  const nameAvailable = !taken.name;
  let message: string;
  if (slug === '') message = 'Business name must contain letters or digits';
  else if (!nameAvailable) message = `“${name}” is already taken. Please choose another name.`;
  else if (!slugAvailable) message = `“${name}” is free, but its site address /${slug} is taken. Please choose another name.`;
  else message = `“${name}” is available. Your site address will be /${slug}.`;
  return { name, slug, nameAvailable, slugAvailable, available: nameAvailable && slugAvailable, message };
}

/** Prefill from "Get This Site" (spec 3 §2): business name, phone, city, state and industry. */
export const PREFILL_PARAMETERS = ['business_name', 'phone', 'city', 'state', 'industry'] as const;
