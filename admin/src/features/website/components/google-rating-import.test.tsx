// @vitest-environment jsdom
/**
 * The Reviews card's import from Google Maps (spec 3 §2, §8, §9), driven in a DOM: what the card says
 * when the import cannot work, the button's loading state, the success message gone after 8 s, the
 * fields showing the saved figures, and the server's or the client's error text.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantRecord } from '#core/api/types.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { websiteKeys } from '../api/keys.ts';
import type { WebsiteContent } from '../api/website-content.ts';
import { ReviewsEditor } from './reviews-card.tsx';

const SLUG = 'prestige-mobile-detailing';
const GBP = 'https://www.google.com/maps/place/Prestige+Mobile+Detailing/@33.6213,-111.8934,15z';
const content = {
  hero_title: 'Mobile detailing',
  hero_subtitle: '',
  hero_images: [],
  services_title: '',
  services_subtitle: '',
  reviews_title: 'What customers say',
  reviews_subtitle: '',
  reviews_avg_rating: 4.5,
  reviews_total_count: 80,
  faq_title: '',
  faq_subtitle: '',
  faq_items: [],
} satisfies WebsiteContent;

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
let fetchMock: ReturnType<typeof vi.fn>;
/** What the import's POST gets; the card's other reads (reviews awaiting approval) get an empty page. */
let scrape: () => Promise<Response>;
const scrapeCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('scrape-google-business'));
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function mount({ keyConfigured = true, gbpUrl = GBP as string | null } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['config', 'googleRatingImport'], keyConfigured);
  client.setQueryData(queryKeys.tenant(SLUG), { slug: SLUG, business_name: 'Prestige Mobile Detailing', gbp_url: gbpUrl } as TenantRecord);
  client.setQueryData(websiteKeys.content(SLUG), content);
  client.setQueryData(websiteKeys.pendingReviews(SLUG), { data: [], total: 0 });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ReviewsEditor slug={SLUG} content={content} showVehicleDetails />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  return client;
}

const importButton = () => [...host.querySelectorAll('button')].find((b) => b.textContent?.includes('Import'));
const field = (label: string) => {
  const l = [...host.querySelectorAll('label')].find((x) => x.textContent === label)!;
  return host.querySelector<HTMLInputElement>(`#${CSS.escape(l.htmlFor)}`)!;
};
const flush = () => act(() => vi.advanceTimersByTimeAsync(50));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  scrape = () => Promise.reject(new Error('no import expected'));
  fetchMock = vi.fn((url: string) =>
    url.includes('scrape-google-business') ? scrape() : answer(200, { data: [], pagination: { total: 0 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Import from Google Maps', () => {
  it('saves the listing, shows the fields with its figures and says so for 8 s', async () => {
    let finish!: () => void;
    scrape = () =>
      new Promise<Response>((resolve) => {
        finish = () =>
          void answer(200, {
            success: true,
            data: { averageRating: 4.9, totalReviews: 214, businessName: 'Prestige Mobile Detailing' },
            content: { ...content, reviews_avg_rating: 4.9, reviews_total_count: 214 },
          }).then(resolve);
      });
    mount();
    expect(host.querySelector(`a[href="${GBP}"]`)?.textContent).toBe('your Google Maps listing (opens in a new tab)');
    expect(field('Average rating').value).toBe('4.5');
    act(() => importButton()!.click());
    await flush();
    expect(importButton()!.getAttribute('aria-busy')).toBe('true');
    expect(importButton()!.textContent).toBe('Importing…');
    const [url, init] = scrapeCalls()[0]!;
    expect(url).toBe('/api/tenant-reviews/scrape-google-business');
    expect(JSON.parse(init.body)).toEqual({ tenantSlug: SLUG });
    finish();
    await flush();
    // The fields' save indicators are status regions too.
    const statuses = [...host.querySelectorAll('[role="status"]')].map((e) => e.textContent);
    expect(statuses).toContain('Successfully scraped Prestige Mobile Detailing: Rating: 4.9, Reviews: 214');
    expect(field('Average rating').value).toBe('4.9');
    expect(field('Total number of reviews').value).toBe('214');
    expect(importButton()!.disabled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(7900));
    expect(host.textContent).toContain('Successfully scraped');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(host.textContent).not.toContain('Successfully scraped');
  });

  it("shows the server's message, else the spec's client text, and keeps the fields", async () => {
    scrape = () => answer(502, { success: false, message: 'Failed to scrape Google Maps data. Check server logs for details.' });
    mount();
    act(() => importButton()!.click());
    await flush();
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Failed to scrape Google Maps data. Check server logs for details.');
    expect(field('Average rating').value).toBe('4.5');
    scrape = () => Promise.reject(new TypeError('Failed to fetch'));
    act(() => importButton()!.click());
    await flush();
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('Failed to update business data. Check console for details.');
    expect(console.error).toHaveBeenCalled();
  });

  it('says plainly that a Places API key is needed, with no button, when the server has none', () => {
    mount({ keyConfigured: false });
    expect(importButton()).toBeUndefined();
    expect(host.textContent).toContain(
      'Importing from Google Maps needs a Google Places API key, which the administrator sets on the server (GOOGLE_PLACES_API_KEY).',
    );
    expect(scrapeCalls()).toHaveLength(0);
  });

  it('sends the owner to the profile when the business has no Google Maps URL', () => {
    mount({ gbpUrl: null });
    expect(importButton()).toBeUndefined();
    expect(host.textContent).toContain('No Google Maps URL found for this business. Add your Google Business Profile URL in');
    expect(host.querySelector('a')?.getAttribute('href')).toBe(`/${SLUG}/dashboard/profile?section=social`);
  });
});
