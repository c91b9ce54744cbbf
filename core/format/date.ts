/** Calendar dates (yyyy-mm-dd) shown on the sites; formatters are built once (constructing them is slow). */
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function atNoonUtc(iso: string): Date | undefined {
  const d = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** "2026-11-10" -> "November 10, 2026"; "" for an invalid date. */
export function formatLongDate(iso: string): string {
  const d = atNoonUtc(iso);
  return d ? longDate.format(d) : '';
}

/** "2026-11-10" -> "November 2026"; "" for an invalid date. */
export function formatMonthYear(iso: string): string {
  const d = atNoonUtc(iso);
  return d ? monthYear.format(d) : '';
}
