/** Component tests without a DOM: the dashboard's states rendered to HTML with react-dom/server. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '#core/api/types.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { BusinessDashboard } from './business-dashboard.tsx';
import { LockedPanel } from './locked-panel.tsx';

const owner: AuthUser = {
  id: 5,
  email: 'marcus@example.com',
  firstName: 'Marcus',
  lastName: 'Delgado',
  is_admin: false,
  tenant_id: 1,
  tenant_slug: 'acme',
  staff_role: 'owner',
};
const logout = async () => {};
const Overview = () => <p>OVERVIEW CONTENT</p>;

function render(node: ReactNode, client: QueryClient) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/acme/dashboard']}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const tenant = {
  id: 1,
  slug: 'acme',
  business_name: 'Acme Detailing',
  business_email: null,
  business_phone: null,
  business_start_date: null,
  website: 'https://acme.example',
  gbp_url: null,
  facebook_url: null,
  instagram_url: null,
  tiktok_url: null,
  youtube_url: null,
  created_at: '2024-01-01T00:00:00Z',
};

describe('BusinessDashboard', () => {
  it('says it is loading the business dashboard', () => {
    const html = render(<BusinessDashboard user={owner} slug="acme" tab="overview" onLogout={logout} screens={{}} />, new QueryClient());
    expect(html).toContain('Loading business dashboard...');
  });

  it('says "Tenant not found" for an unknown business and "Error: ..." for other failures', () => {
    const failing = (error: ApiError) => {
      const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
      client
        .getQueryCache()
        .build(client, { queryKey: queryKeys.tenant('acme') })
        .setState({ status: 'error', error, fetchStatus: 'idle' });
      return render(<BusinessDashboard user={owner} slug="acme" tab="overview" onLogout={logout} screens={{}} />, client);
    };
    expect(failing(new ApiError('Tenant not found', { status: 404, code: 'HTTP_ERROR', serverMessage: 'Tenant not found' }))).toContain(
      'Tenant not found',
    );
    expect(failing(new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' }))).toContain(
      'Error: Network error. Please try again.',
    );
  });

  it('shows the business, the seven tabs with the locked ones marked, and the locked panel for a tab that is off', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.tenant('acme'), { ...tenant, features: { customers: false } });
    const html = render(
      <BusinessDashboard user={owner} slug="acme" tab="customers" onLogout={logout} screens={{ overview: { Component: Overview } }} />,
      client,
    );
    expect(html).toContain('Acme Detailing');
    expect(html.match(/\(locked\)/g)).toHaveLength(1); // customers, switched off; every other tab is on by default
    expect(html).toContain('Feature Not Available');
    expect(html).toContain('href="/acme/dashboard/profile"');
    expect(html).toMatch(/aria-current="page"[^>]*>Customers/);
  });

  it('shows the tab’s own screen when its feature is on', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.tenant('acme'), tenant);
    const html = render(
      <BusinessDashboard user={owner} slug="acme" tab="overview" onLogout={logout} screens={{ overview: { Component: Overview } }} />,
      client,
    );
    expect(html).toContain('OVERVIEW CONTENT');
    expect(html).not.toContain('Feature Not Available');
  });

  it('says a published site of a business waiting for approval is not live yet, and why, with no live-site link', () => {
    const published = {
      jobId: 3,
      state: 'live',
      releaseId: 'r1',
      startedAt: '2026-03-10T10:00:00.000Z',
      finishedAt: '2026-03-10T10:00:02.000Z',
      durationMs: 2000,
      error: null,
    };
    const page = (status: string) => {
      const client = new QueryClient();
      client.setQueryData(queryKeys.tenant('acme'), { ...tenant, status });
      client.setQueryData(queryKeys.publish('acme'), published);
      client.setQueryData(queryKeys.releases('acme'), [{ id: 'r1', createdAt: '2026-03-10T10:00:02.000Z', live: true, pages: 1 }]);
      return render(
        <BusinessDashboard user={owner} slug="acme" tab="overview" onLogout={logout} screens={{ overview: { Component: Overview } }} />,
        client,
      );
    };
    const pending = page('pending');
    expect(pending).toContain('Not live yet');
    expect(pending).toContain('Waiting for approval.');
    expect(pending).not.toContain('View live site');
    expect(pending).not.toContain('Published');
    expect(pending).not.toContain('Publish now');
    const approved = page('approved');
    expect(approved).toContain('>Live<');
    expect(approved).toContain('View live site');
    expect(approved).not.toContain('Not live yet');
  });
});

describe('LockedPanel', () => {
  it('has the spec’s texts', () => {
    const html = renderToStaticMarkup(<LockedPanel tabLabel="Schedule" />);
    expect(html).toContain('Feature Not Available');
    expect(html).toContain('This feature is not currently enabled for your account.');
    expect(html).toContain('Contact support to upgrade your plan and unlock this feature.');
  });
});
