/**
 * Component tests without a DOM (as the other tabs'): the inbox rendered to HTML with
 * react-dom/server, the API's answers put in the query cache. The flows run in the browser in
 * tests/e2e/quote-inbox.e2e.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { quoteKeys } from '../api/quotes.ts';
import { inboxStateFrom, listQuery } from '../lib/inbox.ts';
import type { Quote, QuotePage } from '../lib/types.ts';
import { QuoteInbox } from './quote-inbox.tsx';

const quote = (id: number, change: Partial<Quote> = {}): Quote => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.com`,
  phone: '4805550148',
  vehicleType: 'SUV',
  vehicleMake: 'Toyota',
  vehicleModel: '4Runner',
  vehicleYear: '2021',
  services: ['Full Detail', 'Ceramic Coating', 'Pet Hair'],
  message: 'Gate code 4821',
  city: 'Tempe',
  state: 'AZ',
  zipCode: '85281',
  status: 'pending',
  notes: 'Prefers Thursdays',
  estimatedPrice: 24950,
  estimatedDuration: 180,
  cancelReason: null,
  customerId: 5,
  assignedUserId: null,
  read: true,
  readAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  servedArea: { served: true, area: { id: 1, city: 'Tempe', state: 'AZ' } },
  ...change,
});

const page: QuotePage = {
  data: [quote(40, { read: false, readAt: null }), ...Array.from({ length: 9 }, (_, i) => quote(39 - i))],
  pagination: { total: 37, limit: 10, offset: 0, hasMore: true },
  counts: { all: 37, pending: 12, in_progress: 9, completed: 11, cancelled: 5, unread: 3 },
};

function render(search: string, canEdit: boolean, detail?: Quote) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const state = inboxStateFrom(new URLSearchParams(search));
  client.setQueryData(quoteKeys.list('acme', listQuery(state)), { success: true, ...page });
  if (detail) {
    client.setQueryData(quoteKeys.one('acme', detail.id), detail);
    client.setQueryData(quoteKeys.estimates('acme', detail.id), []);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/acme/dashboard/customers${search}`]}>
        <QuoteInbox slug="acme" canEdit={canEdit} markReadOnOpen={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the quote inbox', () => {
  it('lists a page with the filter counts, the paging text and the unread row marked', () => {
    const html = render('', true);
    expect(html).toContain('Showing 1-10 of 37');
    expect(html).toMatch(/All<span[^>]*>37<\/span>/);
    expect(html).toMatch(/Unread<span[^>]*>3<\/span>/);
    expect(html).toContain('<span class="sr-only">New: </span>Visitor 40');
    expect(html.match(/New: /g)).toHaveLength(1);
    expect(html).toContain('Full Detail, Ceramic Coating +1');
    expect(html).toContain('No request open');
  });

  it('links each row to its request in the address, keeping the filter', () => {
    const html = render('?status=pending', true);
    expect(html).toContain('href="/acme/dashboard/customers?status=pending&amp;request=40"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Pending/);
  });

  it('shows the open request with everything sent, its area check and what owners can do', () => {
    const html = render('?request=40', true, quote(40));
    expect(html).toContain('href="mailto:visitor40@example.com"');
    expect(html).toContain('href="tel:+14805550148"');
    expect(html).toContain('(480) 555-0148');
    expect(html).toContain('2021 Toyota 4Runner (SUV)');
    expect(html).toContain('Served by Tempe, AZ');
    expect(html).toContain('Gate code 4821');
    expect(html).toContain('href="/acme/dashboard/customers?view=customers&amp;customer=5"');
    expect(html).toContain('Start work');
    expect(html).toContain('Save notes');
    expect(html).toContain('New estimate');
    expect(html).toContain('Back to requests');
  });

  it('shows technicians and viewers the same request read only', () => {
    const html = render('?request=40', false, quote(40, { status: 'cancelled', cancelReason: 'Booked elsewhere' }));
    expect(html).toContain('Only the owner or a manager can change the status.');
    expect(html).toContain('Cancelled: <span class="font-medium">Booked elsewhere</span>');
    expect(html).toContain('Prefers Thursdays');
    expect(html).toContain('$249.50');
    expect(html).not.toContain('Save notes');
    expect(html).not.toContain('New estimate');
    expect(html).not.toContain('Reopen');
  });

  it('says when a ZIP is outside the service areas', () => {
    const outside = quote(40, {
      servedArea: { served: false, nearest: { area: { id: 2, city: 'Mesa', state: 'AZ' }, distance_miles: 31.6 } },
    });
    expect(render('?request=40', true, outside)).toContain('Outside your service areas. The nearest you serve is Mesa, AZ (32 mi).');
  });
});
