const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 14900 -> "$149"; 14950 -> "$149.50". */
export function formatPriceCents(amount: number): string {
  return (amount % 100 === 0 ? whole : cents).format(amount / 100);
}

/** 90 -> "1 hr 30 min"; 45 -> "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}

const counts = new Intl.NumberFormat('en-US');

/** 1234 -> "1,234" (a formatter built once: toLocaleString builds one per call). */
export function formatCount(n: number): string {
  return counts.format(n);
}
