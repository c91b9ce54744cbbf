/** "st", "nd", "rd" or "th" for a day of the month: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinalSuffix(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/**
 * The dashboard header's date (spec 2 §2): weekday, month, day with its ordinal suffix, year,
 * e.g. "Friday, November 21st, 2025". In the browser's time zone unless one is given.
 */
export function formatHeaderDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Number(part('day'));
  return `${part('weekday')}, ${part('month')} ${day}${ordinalSuffix(day)}, ${part('year')}`;
}
