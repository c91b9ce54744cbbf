/**
 * Component tests without a DOM (as the other tabs'): the Customers view rendered to HTML with
 * react-dom/server, the API's answers put in the query cache. The flows run in the browser in
 * tests/e2e/customers.e2e.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { customerKeys } from '../api/customers.ts';
import { listQuery, listStateFrom } from '../lib/list.ts';
import type { CustomerDetail, CustomerSummary } from '../lib/types.ts';
import { CustomersView } from './customers-view.tsx';

const summary = (id: number, change: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id,
  name: `Customer ${id}`,
  email: `customer${id}@example.com`,
  phone: '4805550148',
  address: { street: '12 Palm Ln', city: 'Tempe', state: 'AZ', zip: '85281' },
  things: [],
  notes: null,
  lastActivityAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  requests: 2,
  appointments: 3,
  spentCents: 34900,
  upcoming: 1,
  ...change,
});

const detail: CustomerDetail = {
  ...summary(5, { name: 'Maria Garcia', notes: 'Gate code 4821' }),
  things: [{ type: 'medium-dog', label: 'Bella, goldendoodle', details: 'Nervous with dryers' }],
  history: {
    requests: [{ kind: 'request', id: 31, date: '2026-11-01T16:00:00.000Z', status: 'completed', amountCents: 9500, title: 'Full Groom' }],
    estimates: [],
    appointments: [
      { kind: 'appointment', id: 77, date: '2026-11-05T03:30:00.000Z', status: 'completed', amountCents: 9500, title: 'Full Groom' },
    ],
  },
  totals: { requests: 1, estimates: 0, appointments: 1, completed: 1, spentCents: 9500, upcoming: 0, upcomingCents: 0 },
};

function render(search: string, canEdit: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const state = listStateFrom(new URLSearchParams(search));
  client.setQueryData(customerKeys.list('acme', listQuery(state)), {
    success: true,
    data: Array.from({ length: 25 }, (_, i) => summary(40 - i)),
    pagination: { total: 37, limit: 25, offset: 0, hasMore: true },
  });
  client.setQueryData(customerKeys.one('acme', 5), detail);
  client.setQueryData(customerKeys.timeZone('acme'), 'America/Phoenix');
  client.setQueryData(queryKeys.tenant('acme'), { industry: 'pet-grooming' });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/acme/dashboard/customers${search}`]}>
        <CustomersView slug="acme" canEdit={canEdit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the customer list', () => {
  it('shows a page of customers with their counts and spend, each linking to the customer', () => {
    const html = render('?view=customers', true);
    expect(html).toContain('Showing 1-25 of 37');
    expect(html).toContain('Page 1 of 2');
    expect(html).toContain('$349');
    expect(html).toContain('(480) 555-0148');
    expect(html).toContain('href="/acme/dashboard/customers?view=customers&amp;customer=40"');
    expect(html).toContain('Export CSV');
    // The search reaches their pets and the notes too, and says so in the industry's word.
    expect(html).toContain('placeholder="Name, e-mail, phone, city, pets or notes"');
  });

  it('offers no export to those who only read', () => {
    expect(render('?view=customers', false)).not.toContain('Export CSV');
  });
});

describe('a customer', () => {
  it('shows contact links, their pets, notes, totals and a history that links where each entry lives', () => {
    const html = render('?view=customers&customer=5', true);
    expect(html).toContain('href="mailto:customer5@example.com"');
    expect(html).toContain('href="tel:+14805550148"');
    expect(html).toContain('>Pets<');
    expect(html).toContain('Bella, goldendoodle');
    expect(html).toContain('Gate code 4821');
    expect(html).toContain('href="/acme/dashboard/customers?view=requests&amp;request=31"');
    // The appointment at 03:30 UTC on Nov 5 was on Nov 4 in Phoenix: the schedule opens on that day.
    expect(html).toContain('href="/acme/dashboard/schedule?view=day&amp;date=2026-11-04"');
    for (const action of ['Edit', 'Merge with...', 'Delete', 'Save notes']) expect(html).toContain(`>${action}<`);
  });

  it('is read only for technicians and viewers', () => {
    const html = render('?view=customers&customer=5', false);
    expect(html).toContain('Gate code 4821');
    expect(html).toContain('href="/acme/dashboard/schedule?view=day&amp;date=2026-11-04"');
    for (const action of ['Edit', 'Merge with...', 'Delete', 'Save notes']) expect(html).not.toContain(`>${action}<`);
  });
});
