/** Spec 1 §5 / spec 2 §9: ZIP is 5 digits or 5+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ZIP_FORMAT_MESSAGE = 'ZIP code must be 5 digits or 5+4 format';

export function isValidZip(input: string): boolean {
  return ZIP_PATTERN.test(input.trim());
}
