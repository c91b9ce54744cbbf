/**
 * CSV as RFC 4180 writes it, for the customer export: a cell with a comma, a quote or a line break
 * is quoted, its quotes doubled; rows end with CRLF. Spreadsheets run a cell that starts with = + - @
 * (or a tab or carriage return, which some strip first) as a formula, so such a cell gets a leading
 * apostrophe: a customer who typed "=HYPERLINK(...)" as their name cannot make the owner's
 * spreadsheet call out.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The whole file: a header row, then the rows. A byte order mark first, so Excel reads it as UTF-8. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  `\uFEFF${csvRow(header)}${rows.map(csvRow).join('')}`;
