/**
 * Where a quote request is worked: open in the inbox, the Customers tab's Requests view. Its bell
 * notification links here (written by the quote submission and by the demo seed alike), and the
 * inbox reads `request` from the address.
 */
export const quoteRequestLink = (slug: string, quoteId: number) => `/${slug}/dashboard/customers?view=requests&request=${quoteId}`;
