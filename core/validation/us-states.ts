/** Spec 2 §5 "Valid state codes": the 50 states, DC, the territories and the military codes. */
export const VALID_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP',
] as const;

const codes: ReadonlySet<string> = new Set(VALID_STATE_CODES);

export const INVALID_STATE_MESSAGE = 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)';

/** Case-insensitive, as the inputs upper-case what is typed. */
export function isValidStateCode(input: string): boolean {
  return codes.has(input.trim().toUpperCase());
}
