const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 14900 -> "$149"; 14950 -> "$149.50". */
export function formatPriceCents(cents: number): string {
  return usd.format(cents / 100).replace(/\.00$/, '');
}

/** 90 -> "1 hr 30 min"; 45 -> "45 min". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}
