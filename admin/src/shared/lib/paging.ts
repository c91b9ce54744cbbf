/** Paging of the dashboard's long lists (quote requests, customers): pages are 1-based. */

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** "Showing 1-25 of 37"; "Showing 37 of 37" for a single row; "" for none (the empty state speaks). */
export function showingText(page: number, size: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return '';
  const first = (page - 1) * size + 1;
  const last = first + shown - 1;
  const count = total.toLocaleString('en-US');
  return first === last ? `Showing ${first.toLocaleString('en-US')} of ${count}` : `Showing ${first}-${last} of ${count}`;
}
