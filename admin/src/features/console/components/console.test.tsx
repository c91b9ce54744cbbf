/** Component tests without a DOM: the console's screens rendered to HTML with react-dom/server from cached answers. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { availableActions } from '#core/admin/applications.ts';
import { resolveFeatureFlags } from '#core/admin/feature-flags.ts';
import type { Application, ConsoleTenant } from '../api/console.ts';
import { ApplicationDetail } from './applications.tsx';
import { TenantsList } from './tenants.tsx';

function render(node: ReactNode, client: QueryClient) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const application = (overrides: Partial<Application> = {}): Application => ({
  id: 7,
  status: 'under_review',
  legal_name: 'Desert Shine LLC',
  business_name: 'Desert Shine Detailing',
  business_phone: '4805550142',
  business_email: 'owner@desertshine.example',
  industry: 'mobile-detailing',
  industry_title: 'Mobile Detailing',
  base_location: { city: 'Mesa', state: 'AZ', zipCode: '85201' },
  service_categories: ['Interior Detailing', 'Ceramic Coating'],
  social_media: {},
  proof_of_work_type: 'file_upload',
  uploaded_files: [
    { id: 'a'.repeat(32), name: 'finished-truck.webp', size: 48_000, type: 'image/webp', url: `/api/onboarding/files/${'a'.repeat(32)}` },
  ],
  has_insurance: true,
  accepts_terms: true,
  accepts_notifications: true,
  referral_source: 'Google search',
  notes: null,
  reviewNotes: null,
  nextSteps: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  tenant: null,
  actions: availableActions(overrides.status ?? 'under_review'),
  ...overrides,
});

const detail = (a: Application) => {
  const client = new QueryClient();
  client.setQueryData(['console', 'applications', 'one', a.id], a);
  return render(<ApplicationDetail id={a.id} onOpenDashboard={(slug) => `/${slug}/dashboard`} />, client);
};

describe('an application in the console', () => {
  it('shows its fields, its files to download and the actions its status allows', () => {
    const html = detail(application());
    expect(html).toContain('Desert Shine Detailing');
    expect(html).toContain('(480) 555-0142');
    expect(html).toContain('Mesa, AZ 85201');
    expect(html).toContain('finished-truck.webp');
    expect(html).toContain('Download<span class="sr-only"> finished-truck.webp</span>');
    expect(html).toContain('Request changes');
    expect(html).toContain('Approve');
    expect(html).not.toContain('Start review');
  });

  it('shows what was asked of the applicant, and no actions once decided', () => {
    const changes = detail(
      application({
        status: 'needs_changes',
        reviewNotes: 'No photos yet.',
        nextSteps: 'Upload two.',
        actions: availableActions('needs_changes'),
      }),
    );
    expect(changes).toContain('Changes asked for');
    expect(changes).toContain('No photos yet.');
    expect(changes).not.toContain('>Approve<');
    const approved = detail(
      application({
        status: 'approved',
        actions: [],
        tenant: { id: 9, slug: 'desert-shine-detailing', status: 'approved', url: 'http://localhost:3000/desert-shine-detailing' },
      }),
    );
    expect(approved).not.toContain('>Review<');
    expect(approved).toContain('http://localhost:3000/desert-shine-detailing');
    expect(approved).toContain('href="/desert-shine-detailing/dashboard"');
  });
});

describe('the tenants list', () => {
  it('offers suspend for a live business and reactivate for a suspended one, and says which tabs are off', () => {
    const tenant = (overrides: Partial<ConsoleTenant>): ConsoleTenant => ({
      id: 1,
      slug: 'desert-shine-detailing',
      businessName: 'Desert Shine Detailing',
      industry: 'mobile-detailing',
      status: 'approved',
      city: 'Mesa',
      state: 'AZ',
      businessEmail: 'owner@desertshine.example',
      owners: ['owner@desertshine.example'],
      url: 'http://localhost:3000/desert-shine-detailing',
      flags: resolveFeatureFlags({}),
      actions: ['suspend'],
      publishState: 'live',
      createdAt: '2026-11-20T10:00:00.000Z',
      approvedAt: '2026-11-20T10:00:00.000Z',
      ...overrides,
    });
    const client = new QueryClient();
    client.setQueryData(['console', 'tenants', { q: '', page: 0 }], {
      data: [
        tenant({}),
        tenant({
          id: 2,
          slug: 'quiet-lawns',
          businessName: 'Quiet Lawns',
          status: 'suspended',
          actions: ['reactivate'],
          flags: resolveFeatureFlags({ schedule: false }),
          publishState: 'failed',
        }),
      ],
      counts: { all: 2, pending: 0, approved: 1, active: 0, suspended: 1, rejected: 0 },
      pagination: { total: 2, limit: 25, offset: 0, hasMore: false },
    });
    const html = render(<TenantsList dashboardPath={(slug) => `/${slug}/dashboard`} />, client);
    expect(html).toContain('Suspend<span class="sr-only"> Desert Shine Detailing</span>');
    expect(html).toContain('Reactivate<span class="sr-only"> Quiet Lawns</span>');
    expect(html).toContain('Tabs off: Schedule');
    expect(html).toContain('The last publish failed');
    expect(html).toContain('href="/quiet-lawns/dashboard"');
    expect(html).toContain('Showing 1-2 of 2');
  });
});
