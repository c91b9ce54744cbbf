/** Spec 1 §5 "Phone display": strip non-digits, drop a leading 1 on 11+ digits, show 10 digits as (xxx) xxx-xxxx. */
export function phoneDigits(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '');
  return digits.length >= 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function formatPhone(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  if (digits.length !== 10) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Formats a phone field while the owner types (spec 2 §5): digits are grouped progressively so the
 * field reads "(602) 555-0" mid-way; what is stored is phoneDigits() of it.
 */
export function formatPhoneAsTyped(input: string): string {
  const digits = phoneDigits(input).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** `tel:` target in E.164 for US numbers; other lengths are dialled as stored. */
export function phoneHref(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}
