/**
 * Component tests without a DOM (jsdom is not installed): the tab rendered to HTML with
 * react-dom/server in each of its states, the answers put in the query cache. The selection and
 * editor rules are tested in lib/; the flows in the browser in tests/e2e/services.e2e.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { type Service, servicesKeys } from '../api/services.ts';
import { ServicesTab } from './services-tab.tsx';
import { TiersPanel } from './tiers-panel.tsx';

const render = (node: ReactNode, client: QueryClient) =>
  renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

function clientFor(industry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(queryKeys.tenant('acme'), { id: 7, slug: 'acme', industry, features: {} });
  return client;
}

const service: Service = {
  id: 40,
  slug: 'gloss-boost',
  name: 'Gloss Boost',
  description: '',
  categoryId: 3,
  vehicleIds: [1],
  pricingUnit: 'flat',
  active: false,
  featured: false,
  sortOrder: 0,
  basePriceCents: 4900,
  minDurationMinutes: 30,
  tiers: [
    {
      id: 2,
      name: 'Deluxe',
      priceCents: 8950,
      durationMinutes: 90,
      description: 'Clay and sealant',
      features: ['Clay bar', 'Sealant'],
      enabled: false,
      popular: true,
      sortOrder: 1,
      sizePricesCents: {},
    },
    {
      id: 1,
      name: 'Quick',
      priceCents: 4900,
      durationMinutes: 30,
      description: '',
      features: [],
      enabled: true,
      popular: false,
      sortOrder: 0,
      sizePricesCents: {},
    },
  ],
};

describe('ServicesTab', () => {
  it('names the first column for the industry and lists its choices, the first of each selected', () => {
    const detailing = render(<ServicesTab slug="acme" canEdit />, clientFor('mobile-detailing'));
    expect(detailing).toContain('>Vehicle</h3>');
    for (const label of ['Cars', 'SUVs', 'Trucks', 'RVs', 'Boats', 'Motorcycles', 'Off-road', 'Other', 'Service Packages', 'Add-ons'])
      expect(detailing).toContain(`>${label}</span>`);
    expect(detailing.match(/<input type="radio"[^>]*-vehicle" checked="" value="(\d+)"/)?.[1]).toBe('1');
    expect(detailing.match(/<input type="radio"[^>]*-category" checked="" value="(\d+)"/)?.[1]).toBe('3');
    const grooming = render(<ServicesTab slug="acme" canEdit />, clientFor('pet-grooming'));
    expect(grooming).toContain('>Pet size</h3>');
    expect(grooming).toContain('Small dog (up to 25 lb)');
    expect(grooming).toContain('Grooming Packages');
  });

  it('says it is loading the services until they arrive', () => {
    expect(render(<ServicesTab slug="acme" canEdit />, clientFor('mobile-detailing'))).toContain('Loading services...');
  });

  it('shows the spec’s empty state with Add Your First Service', () => {
    const client = clientFor('house-cleaning');
    client.setQueryData(servicesKeys.list(7, 1, 3), []);
    const html = render(<ServicesTab slug="acme" canEdit />, client);
    expect(html).toContain('No services configured for this category yet.');
    expect(html).toContain('Add Your First Service');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Edit/);
  });

  it('offers nothing to change to those who may only look (technicians, viewers)', () => {
    const client = clientFor('mobile-detailing');
    client.setQueryData(servicesKeys.list(7, 1, 3), [service]);
    const html = render(<ServicesTab slug="acme" canEdit={false} />, client);
    expect(html).toContain('Gloss Boost');
    expect(html).toContain('Only the owner or a manager can change them.');
    for (const label of ['Add', 'Edit', 'Delete']) expect(html).not.toMatch(new RegExp(`<button[^>]*>${label}`));
    const empty = clientFor('mobile-detailing');
    empty.setQueryData(servicesKeys.list(7, 1, 3), []);
    const none = render(<ServicesTab slug="acme" canEdit={false} />, empty);
    expect(none).toContain('No services configured for this category yet.');
    expect(none).not.toContain('Add Your First Service');
  });

  it('lists the services with their tiers and starting price, an inactive one marked Hidden', () => {
    const client = clientFor('mobile-detailing');
    client.setQueryData(servicesKeys.list(7, 1, 3), [service]);
    const html = render(<ServicesTab slug="acme" canEdit />, client);
    expect(html).toContain('Gloss Boost');
    expect(html).toContain('2 tiers · from $49');
    expect(html).toContain('Hidden');
  });

  it('shows a failed load as “Error: …”, the server’s reason or the spec’s fallback, with Try Again', () => {
    const failing = (error: Error) => {
      const client = clientFor('mobile-detailing');
      client
        .getQueryCache()
        .build(client, { queryKey: servicesKeys.list(7, 1, 3) })
        .setState({ status: 'error', error, fetchStatus: 'idle' });
      return render(<ServicesTab slug="acme" canEdit />, client);
    };
    const bad = failing(
      new ApiError('Invalid vehicle or category ID', { status: 400, code: 'HTTP_ERROR', serverMessage: 'Invalid vehicle or category ID' }),
    );
    expect(bad).toContain('Error: Invalid vehicle or category ID');
    const down = failing(new ApiError('Request failed: 502', { status: 502, code: 'HTTP_ERROR' }));
    expect(down).toContain('Error: Failed to fetch services');
    expect(down).toContain('Try Again');
  });
});

describe('TiersPanel', () => {
  const html = renderToStaticMarkup(<TiersPanel service={service} />);

  it('lists the tiers in their order with price, duration and features', () => {
    expect(html.indexOf('Quick')).toBeLessThan(html.indexOf('Deluxe'));
    expect(html).toContain('$89.50');
    expect(html).toContain('1 hr 30 min');
    expect(html).toContain('Clay bar');
  });

  it('marks the popular and the disabled tiers, and a service hidden from the site', () => {
    expect(html).toContain('Popular');
    expect(html).toContain('Disabled');
    expect(html).toContain('Hidden from your site');
  });

  it('says so when the service has no tiers', () => {
    expect(renderToStaticMarkup(<TiersPanel service={{ ...service, tiers: [] }} />)).toContain('No tiers configured for this service.');
  });
});
