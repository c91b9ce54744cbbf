/**
 * Component tests without a DOM (jsdom is not installed): the forms are rendered to HTML with
 * react-dom/server and their first state checked: fields, required marks, formatted phones,
 * read-only website, Save and Cancel disabled until something changes, loading and error states.
 * (Plain fields are uncontrolled inputs that react-hook-form fills in the browser, so their values
 * are not in the HTML; the phone fields are controlled and are.) The editing rules themselves
 * (changed fields, payload, phone editing) are tested in lib/profile-form.test.ts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TenantRecord } from '#core/api/types.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { sectionSpec } from '../lib/profile-form.ts';
import { ProfileTab } from './profile-tab.tsx';
import { SectionForm } from './section-form.tsx';

const record = {
  id: 1,
  slug: 'acme',
  business_name: 'Acme Detailing',
  business_email: 'hello@acme.example',
  business_phone: '4805550199',
  first_name: 'Marcus',
  last_name: 'Delgado',
  personal_email: 'marcus@example.com',
  personal_phone: '6025550142',
  twilio_phone: null,
  business_start_date: null,
  business_street: '',
  business_city: 'Phoenix',
  business_state: 'AZ',
  business_zip: '85004',
  website: 'https://acme.localsite.example',
  gbp_url: null,
  facebook_url: 'https://facebook.com/acme',
  facebook_enabled: true,
  instagram_url: null,
  instagram_enabled: false,
  tiktok_url: null,
  tiktok_enabled: true,
  youtube_url: null,
  youtube_enabled: true,
  logo_url: null,
  legal_name: null,
  industry: 'mobile-detailing',
  status: 'approved',
  application_status: 'approved',
  service_areas: [],
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  last_activity: null,
  features: {},
} satisfies TenantRecord;

function render(node: ReactNode, client = new QueryClient(), url = '/acme/dashboard/profile') {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const inputTag = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const button = (html: string, label: string) => html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}</button>`))?.[0] ?? '';

describe('Personal form', () => {
  const html = render(<SectionForm slug="acme" section={sectionSpec('personal')} record={record} />);

  it('has the four fields, the phone formatted', () => {
    for (const name of ['first_name', 'last_name', 'personal_email', 'personal_phone']) expect(inputTag(html, name)).not.toBe('');
    expect(html).not.toContain('(required)');
    expect(inputTag(html, 'personal_phone')).toContain('value="(602) 555-0142"');
    expect(inputTag(html, 'personal_phone')).toContain('type="tel"');
  });

  it('starts with Save and Cancel disabled', () => {
    expect(button(html, 'Save')).toContain('disabled');
    expect(button(html, 'Cancel')).toContain('disabled');
  });
});

describe('Business form', () => {
  const html = render(<SectionForm slug="acme" section={sectionSpec('business')} record={record} />);

  it('marks business name, email and phone as required, and nothing else', () => {
    expect(html.match(/\(required\)/g)).toHaveLength(3);
    for (const name of ['business_name', 'business_email', 'business_phone'])
      expect(inputTag(html, name)).toContain('aria-required="true"');
    expect(inputTag(html, 'twilio_phone')).not.toContain('aria-required');
  });

  it('limits the zip to 10 characters and uses a date input for the start date', () => {
    expect(inputTag(html, 'business_zip')).toContain('maxLength="10"');
    expect(inputTag(html, 'business_start_date')).toContain('type="date"');
    expect(inputTag(html, 'business_phone')).toContain('value="(480) 555-0199"');
  });

  it('shows the website read-only with its hint', () => {
    const website = inputTag(html, 'website');
    expect(website).toContain('readOnly');
    expect(website).toContain('value="https://acme.localsite.example"');
    expect(html).toContain('Contact support to set up a custom domain');
  });
});

describe('Social Media form', () => {
  const html = render(<SectionForm slug="acme" section={sectionSpec('social')} record={record} />);

  it('pairs each network with its switch', () => {
    for (const network of ['facebook', 'instagram', 'tiktok', 'youtube'])
      expect(inputTag(html, `${network}_enabled`)).toContain('type="checkbox"');
    expect(inputTag(html, 'gbp_url')).toContain('type="url"');
    expect(html).toContain('Show Facebook on my website');
  });
});

describe('ProfileTab', () => {
  it('says it is loading until the profile arrives', () => {
    expect(render(<ProfileTab slug="acme" />)).toContain('Loading business profile...');
  });

  it('shows the error title and the reason when the profile cannot be loaded', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: queryKeys.tenant('acme') })
      .setState({
        status: 'error',
        error: new ApiError('Tenant not found', { status: 404, code: 'HTTP_ERROR', serverMessage: 'Tenant not found' }),
        fetchStatus: 'idle',
      });
    const html = render(<ProfileTab slug="acme" />, client);
    expect(html).toContain('Unable to Load Business Profile');
    expect(html).toContain('Business not found');
  });

  it('shows the three sub-tabs and opens the one in the address', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.tenant('acme'), record);
    const html = render(<ProfileTab slug="acme" />, client, '/acme/dashboard/profile?section=social');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    for (const label of ['Personal', 'Business', 'Social Media']) expect(html).toContain(`>${label}</button>`);
    expect(html).toMatch(/aria-selected="true"[^>]*>Social Media</);
  });
});
