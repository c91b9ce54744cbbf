/**
 * The tab's first states, rendered to HTML (no DOM library: see profile-tab.test.tsx): loading,
 * error, empty, and a list with its primary card and state groups. The rules behind the editing
 * are tested in lib/.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { locationsKeys } from '../api/keys.ts';
import type { Area } from '../lib/areas.ts';
import { AddLocationForm } from './add-location-form.tsx';
import { AreaInputs } from './area-inputs.tsx';
import { LocationsTab } from './locations-tab.tsx';

const render = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

const area = (id: number, city: string, state: string, extra: Partial<Area> = {}): Area => ({
  id,
  city,
  state,
  zip: null,
  zip_codes: [],
  minimum: 0,
  multiplier: 1,
  primary: false,
  latitude: null,
  longitude: null,
  radius_miles: null,
  url_path: `/areas/${city.toLowerCase().replace(/ /g, '-')}-${state.toLowerCase()}/`,
  ...extra,
});

function withAreas(areas: Area[]) {
  const client = new QueryClient();
  client.setQueryData(locationsKeys.areas('acme'), areas);
  client.setQueryData(queryKeys.tenant('acme'), { website: 'http://localhost:3000/acme' });
  return client;
}

describe('LocationsTab', () => {
  it('shows the title, the subtitle and the loading state first', () => {
    const html = render(<LocationsTab slug="acme" canEdit />);
    expect(html).toContain('Service Locations');
    expect(html).toContain('Manage the areas where you provide services');
    expect(html).toContain('Loading service locations...');
  });

  it('says "Error Loading Locations" with the reason and a way to try again', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: locationsKeys.areas('acme') })
      .setState({ status: 'error', error: new ApiError('Request failed: 500', { status: 500, code: 'HTTP_ERROR' }), fetchStatus: 'idle' });
    const html = render(<LocationsTab slug="acme" canEdit />, client);
    expect(html).toContain('Error Loading Locations');
    expect(html).toContain('Failed to fetch business data');
    expect(html).toContain('Try Again');
  });

  it('keeps showing the areas when a refresh fails, and says so', () => {
    const client = withAreas([area(1, 'Phoenix', 'AZ', { primary: true })]);
    client
      .getQueryCache()
      .find({ queryKey: locationsKeys.areas('acme') })
      ?.setState({ status: 'error', error: new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' }) });
    const html = render(<LocationsTab slug="acme" canEdit />, client);
    expect(html).toContain('Phoenix, AZ');
    expect(html).toContain('Error Loading Locations');
    expect(html).toContain('Network error. Please try again.');
    expect(html).toContain('The list below may be out of date.');
  });

  it('says "No Service Areas" when there are none, and still offers both ways to add one', () => {
    const html = render(<LocationsTab slug="acme" canEdit />, withAreas([]));
    expect(html).toContain('No Service Areas');
    expect(html).toContain('Add locations where you provide services to get started.');
    expect(html).toContain('Add Service Location');
    expect(html).toMatch(/<h4[^>]*>Add Location<\/h4>/);
  });

  it('shows the primary area, then the others grouped by upper-cased state with counts, sorted by city', () => {
    const html = render(
      <LocationsTab slug="acme" canEdit />,
      withAreas([
        area(1, 'Phoenix', 'AZ', { primary: true, zip: '85004', zip_codes: ['85004', '85003'], minimum: 50 }),
        area(4, 'Tempe', 'az'),
        area(2, 'Mesa', 'AZ', { multiplier: 1.2 }),
        area(3, 'Austin', 'TX'),
      ]),
    );
    expect(html).toContain('Primary Service Area');
    expect(html).toContain('Phoenix, AZ');
    expect(html).toContain('$50');
    expect(html).toContain('Edit Location');
    expect(html).toContain('Expand All');
    expect(html).toContain('Collapse All');
    expect(html).toMatch(/>AZ<\/span><span[^>]*>2 locations</);
    expect(html).toMatch(/>TX<\/span><span[^>]*>1 location</);
    expect(html.indexOf('Mesa')).toBeLessThan(html.indexOf('Tempe'));
    expect(html.indexOf('>AZ<')).toBeLessThan(html.indexOf('>TX<'));
    expect(html).toContain('×1.2');
    expect(html).toContain('aria-label="Delete Mesa, AZ"');
    expect(html).toContain('href="http://localhost:3000/acme/areas/mesa-az/"');
    expect(html).toContain('Edit city page');
  });
});

describe('LocationsTab for someone who may only look', () => {
  it('shows the areas and their live pages, with no way to change them', () => {
    const html = render(
      <LocationsTab slug="acme" canEdit={false} />,
      withAreas([area(1, 'Phoenix', 'AZ', { primary: true }), area(2, 'Mesa', 'AZ')]),
    );
    expect(html).toContain('Phoenix, AZ');
    expect(html).toContain('Mesa');
    expect(html).toContain('href="http://localhost:3000/acme/areas/mesa-az/"');
    for (const action of ['Add Service Location', 'Edit Location', 'Edit city page', 'Delete Mesa', 'Edit city:', '>Add Location<'])
      expect(html).not.toContain(action);
  });
});

describe('forms', () => {
  it('the inline Add Location form has a city, a 2-letter state and its button', () => {
    const html = render(<AddLocationForm slug="acme" onAdded={() => {}} />);
    expect(html).toMatch(/<label[^>]*>City<\/label>/);
    expect(html).toMatch(/name="state"[^>]*maxLength="2"|maxLength="2"[^>]*name="state"/);
    expect(html).toContain('Add Location');
  });

  it('a location’s fields show their messages under them, linked for screen readers', () => {
    const html = render(
      <AreaInputs
        values={{ city: 'Mesa', state: 'ZZ', zip: '', minimum: '0', multiplier: '1' }}
        errors={{ state: 'Please enter a valid 2-letter state code (e.g., CA, NY, TX)' }}
        onChange={() => {}}
      />,
    );
    expect(html).toMatch(/aria-invalid="true" aria-describedby="([^"]+)-error"[^>]*name="state"/);
    expect(html).toContain('Please enter a valid 2-letter state code (e.g., CA, NY, TX)');
    expect(html).toContain('(required)');
  });
});
