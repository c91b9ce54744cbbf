/**
 * Server-rendered markup of the tab's pieces (no DOM library needed): the states a screen starts in.
 * The interactive rules behind them are tested in lib/.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AutosaveInput } from './autosave-field.tsx';
import { ContentCard } from './content-card.tsx';
import { AddReviewForm } from './review-form.tsx';
import { SaveStatus } from './save-status.tsx';

const render = (node: ReactNode) => renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe('content card', () => {
  const html = render(
    <ContentCard section="faq" title="FAQ" description="Questions" icon={null} siteUrl="http://localhost:3500/prestige-mobile-detailing">
      <p>secret body</p>
    </ContentCard>,
  );

  it('starts collapsed: Expand, aria-expanded false, the body hidden and not rendered', () => {
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/>Expand</);
    expect(html).toMatch(/<section[^>]*hidden=""/);
    expect(html).not.toContain('secret body');
  });

  it('has a Preview link to the section of the live site, in a new tab', () => {
    expect(html).toContain('href="http://localhost:3500/prestige-mobile-detailing#faq"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toMatch(/Preview<span class="sr-only">the FAQ section of your live site \(opens in a new tab\)/);
  });

  it('without a site address Preview is disabled', () => {
    const none = render(
      <ContentCard section="hero" title="Hero" description="" icon={null} siteUrl={undefined}>
        x
      </ContentCard>,
    );
    expect(none).toMatch(/<button type="button" disabled=""[^>]*>Preview<\/button>/);
  });
});

describe('save state', () => {
  it('shows a spinner while saving, a check once saved, a red icon on error, nothing while idle', () => {
    expect(render(<SaveStatus state={{ status: 'saving' }} />)).toContain('Saving...');
    expect(render(<SaveStatus state={{ status: 'saved' }} />)).toContain('text-emerald-600');
    expect(render(<SaveStatus state={{ status: 'error', error: 'x' }} />)).toContain('text-red-600');
    expect(render(<SaveStatus state={{ status: 'idle' }} />)).toBe(
      '<span role="status" class="inline-flex min-h-5 shrink-0 items-center gap-1.5 text-xs font-medium"></span>',
    );
  });

  it('an autosave field is labelled, shows its value and its character count', () => {
    const html = render(<AutosaveInput label="Hero title" initial="Showroom shine" maxChars={120} save={async () => {}} />);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Hero title<\/label>.*<input id="\1"[^>]*value="Showroom shine"/);
    expect(html).toContain('14/120');
  });
});

describe('Add Review form', () => {
  const html = render(<AddReviewForm slug="prestige-mobile-detailing" showVehicleDetails />);

  it('starts empty, with vehicle type car and source website (spec 3 §4)', () => {
    // The form is uncontrolled (react-hook-form sets the defaults once mounted); before that, each
    // select shows its first option, which is the default, and nothing is filled in.
    expect(html).toMatch(/name="source"><option value="website">Website<\/option>/);
    expect(html).toMatch(/name="vehicle_type"><option value="car">Car<\/option>/);
    expect(html).not.toMatch(/type="radio"[^>]*checked/);
    expect(html).not.toMatch(/name="customer_name"[^>]*value=/);
  });

  it('Add Review is disabled until name, rating and comment are filled (spec 3 §5)', () => {
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Add Review<\/button>/);
    expect(html).toContain('Fill in the customer name, rating and review to publish.');
  });

  it('marks the required fields and offers five labelled stars', () => {
    expect(html.match(/aria-required="true"/g)?.length).toBe(2);
    for (const n of ['1 star', '2 stars', '5 stars'])
      expect(html).toContain(`<span class="sr-only">${n.split(' ')[0]} ${n.split(' ')[1]}</span>`);
  });

  it('checks the avatar file type in the picker and hides vehicle details for other industries', () => {
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/gif,image/avif"');
    const other = render(<AddReviewForm slug="sparkle-home-cleaning" showVehicleDetails={false} />);
    expect(other).not.toContain('Vehicle type');
    expect(other).not.toContain('Paint correction');
  });
});
