/**
 * The profile tab's three forms (spec 2 §2 Profile tab, §4 Profile forms, §5 Business profile):
 * which fields each holds, the values a form starts from, what changed, and the body of the PUT.
 * Pure: no React, no zod.
 */
import type { TenantRecord } from '#core/api/types.ts';
import { formatPhoneAsTyped } from '#core/format/phone.ts';

export type SectionId = 'personal' | 'business' | 'social';

export type TextFieldName =
  | 'first_name'
  | 'last_name'
  | 'personal_email'
  | 'personal_phone'
  | 'business_name'
  | 'business_email'
  | 'business_phone'
  | 'twilio_phone'
  | 'business_start_date'
  | 'business_street'
  | 'business_city'
  | 'business_state'
  | 'business_zip'
  | 'gbp_url'
  | 'facebook_url'
  | 'instagram_url'
  | 'tiktok_url'
  | 'youtube_url';
export type SwitchFieldName = 'facebook_enabled' | 'instagram_enabled' | 'tiktok_enabled' | 'youtube_enabled';
export type ProfileFieldName = TextFieldName | SwitchFieldName;

export type ProfileValues = Partial<Record<TextFieldName, string> & Record<SwitchFieldName, boolean>>;

export interface FieldSpec {
  name: TextFieldName;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'url';
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** Grid width from `sm` up: full row, half, or a third. */
  width?: 'full' | 'half' | 'third';
  /** Upper-case as typed (state codes). */
  upper?: boolean;
  /** A switch shown with the field (the social links' "show on my site"). */
  toggle?: SwitchFieldName;
  hint?: string;
}

export interface SectionSpec {
  id: SectionId;
  label: string;
  title: string;
  description: string;
  fields: readonly FieldSpec[];
  /** The detail of the 'Failed to save' banner (spec 2 §8). */
  saveErrorDetail: string;
}

export const PHONE_FIELDS: ReadonlySet<TextFieldName> = new Set(['personal_phone', 'business_phone', 'twilio_phone']);

export const SECTIONS: readonly SectionSpec[] = [
  {
    id: 'personal',
    label: 'Personal',
    title: 'Personal information',
    description: 'How we reach you, the owner. This stays private.',
    saveErrorDetail: 'Failed to save personal information',
    fields: [
      { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name', width: 'half', maxLength: 80 },
      { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name', width: 'half', maxLength: 80 },
      { name: 'personal_email', label: 'Personal email', type: 'email', autoComplete: 'email', width: 'half' },
      {
        name: 'personal_phone',
        label: 'Personal phone',
        type: 'tel',
        autoComplete: 'tel-national',
        width: 'half',
        placeholder: '(555) 123-4567',
      },
    ],
  },
  {
    id: 'business',
    label: 'Business',
    title: 'Business information',
    description: 'Your business’s name and contact details, as your website shows them.',
    saveErrorDetail: 'Failed to save business information',
    fields: [
      {
        name: 'business_name',
        label: 'Business name',
        type: 'text',
        required: true,
        autoComplete: 'organization',
        width: 'full',
        maxLength: 120,
      },
      { name: 'business_email', label: 'Business email', type: 'email', required: true, autoComplete: 'email', width: 'half' },
      {
        name: 'business_phone',
        label: 'Business phone',
        type: 'tel',
        required: true,
        autoComplete: 'tel-national',
        width: 'half',
        placeholder: '(555) 123-4567',
      },
      {
        name: 'twilio_phone',
        label: 'Twilio phone',
        type: 'tel',
        width: 'half',
        placeholder: '(555) 123-4567',
        hint: 'The number that sends your text messages.',
      },
      { name: 'business_start_date', label: 'Business start date', type: 'date', width: 'half' },
      { name: 'business_street', label: 'Street address', type: 'text', autoComplete: 'address-line1', width: 'full', maxLength: 200 },
      { name: 'business_city', label: 'City', type: 'text', autoComplete: 'address-level2', width: 'third', maxLength: 100 },
      {
        name: 'business_state',
        label: 'State',
        type: 'text',
        autoComplete: 'address-level1',
        width: 'third',
        maxLength: 2,
        upper: true,
        placeholder: 'AZ',
      },
      { name: 'business_zip', label: 'ZIP code', type: 'text', autoComplete: 'postal-code', width: 'third', maxLength: 10 },
    ],
  },
  {
    id: 'social',
    label: 'Social Media',
    title: 'Social media',
    description: 'Links to your pages. Switch a network on to show its icon on your website.',
    saveErrorDetail: 'Failed to save social media links',
    fields: [
      {
        name: 'facebook_url',
        label: 'Facebook URL',
        type: 'url',
        toggle: 'facebook_enabled',
        width: 'full',
        placeholder: 'https://facebook.com/yourbusiness',
      },
      {
        name: 'instagram_url',
        label: 'Instagram URL',
        type: 'url',
        toggle: 'instagram_enabled',
        width: 'full',
        placeholder: 'https://instagram.com/yourbusiness',
      },
      {
        name: 'tiktok_url',
        label: 'TikTok URL',
        type: 'url',
        toggle: 'tiktok_enabled',
        width: 'full',
        placeholder: 'https://tiktok.com/@yourbusiness',
      },
      {
        name: 'youtube_url',
        label: 'YouTube URL',
        type: 'url',
        toggle: 'youtube_enabled',
        width: 'full',
        placeholder: 'https://youtube.com/@yourbusiness',
      },
      { name: 'gbp_url', label: 'Google Business Profile URL', type: 'url', width: 'full', placeholder: 'https://g.page/yourbusiness' },
    ],
  },
];

export const SAVE_SUCCESS_MESSAGE = 'Changes saved successfully';
export const SAVE_ERROR_TITLE = 'Failed to save';
/** Spec 2 §9: the success banner lasts 3 seconds. */
export const SAVE_SUCCESS_MS = 3000;
export const PROFILE_LOADING = 'Loading business profile...';
export const PROFILE_LOAD_ERROR_TITLE = 'Unable to Load Business Profile';

export function sectionSpec(id: SectionId): SectionSpec {
  return SECTIONS.find((s) => s.id === id)!;
}

/** Every form field of a section: its text fields and their switches. */
export function sectionFieldNames(section: SectionSpec): ProfileFieldName[] {
  return section.fields.flatMap((f) => (f.toggle ? [f.name, f.toggle] : [f.name]));
}

/** A date the server sends ('2019-05-01' or a timestamp) as a date input's value. */
export function dateInputValue(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1]! : '';
}

/**
 * The values a section's form starts from: missing texts are '', phones are shown formatted
 * (the server stores digits), dates fit a date input, switches are true/false.
 */
export function sectionValues(section: SectionSpec, record: Partial<Pick<TenantRecord, ProfileFieldName>>): ProfileValues {
  const values: Record<string, string | boolean> = {};
  for (const field of section.fields) {
    const raw = record[field.name];
    const text = typeof raw === 'string' ? raw : raw === null || raw === undefined ? '' : String(raw);
    values[field.name] = field.type === 'date' ? dateInputValue(raw) : PHONE_FIELDS.has(field.name) ? formatPhoneAsTyped(text) : text;
    if (field.toggle) values[field.toggle] = record[field.toggle] === true;
  }
  return values as ProfileValues;
}

/** The fields whose value differs from the loaded one (what Save sends; spec 2 §7 "only the changed fields"). */
export function changedFields(initial: ProfileValues, current: ProfileValues): ProfileValues {
  const changed: Record<string, string | boolean | undefined> = {};
  for (const key of Object.keys(current) as ProfileFieldName[]) {
    if (current[key] !== initial[key]) changed[key] = current[key];
  }
  return changed as ProfileValues;
}

/**
 * The PUT body for the changed fields: texts as typed (phones too; the server keeps the digits),
 * an empty start date as null.
 */
export function updatePayload(changed: ProfileValues): Record<string, string | boolean | null> {
  const body: Record<string, string | boolean | null> = {};
  for (const [key, value] of Object.entries(changed)) {
    if (value === undefined) continue;
    body[key] = key === 'business_start_date' && value === '' ? null : value;
  }
  return body;
}

/** The server's per-field messages that belong to this section's fields. */
export function sectionFieldErrors(section: SectionSpec, fields: Record<string, string> | undefined): [ProfileFieldName, string][] {
  if (!fields) return [];
  const names = new Set<string>(sectionFieldNames(section));
  return Object.entries(fields).filter(([name]) => names.has(name)) as [ProfileFieldName, string][];
}

/**
 * Where the caret belongs after a phone field reformats: after the same number of digits as before
 * it, so typing or deleting in the middle does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('(') && formatted.length > 0 ? Math.min(1, formatted.length) : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) {
      seen++;
      if (seen === digitsBefore) return i + 1;
    }
  }
  return formatted.length;
}

/** How many digits stand before position `caret` of `value`. */
export function digitsBefore(value: string, caret: number): number {
  return value.slice(0, caret).replace(/\D/g, '').length;
}

/**
 * One edit of a phone field: the new text formatted as typed, and where the caret goes. A
 * backspace that only removed a formatting character ("(602) 5" -> "(602 5") removes the digit
 * before it instead, so the field never looks stuck.
 */
export function editPhone(previous: string, next: string, caret: number, deletingBackward: boolean): { value: string; caret: number } {
  let digits = next.replace(/\D/g, '');
  let before = digitsBefore(next, caret);
  if (deletingBackward && digits === previous.replace(/\D/g, '') && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const value = formatPhoneAsTyped(digits);
  return { value, caret: caretAfterDigits(value, before) };
}
