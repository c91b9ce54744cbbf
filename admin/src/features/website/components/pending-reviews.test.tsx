/** Server-rendered markup of Awaiting approval (issue 16) from answers already in the cache. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PendingReview } from '../api/reviews.ts';
import { websiteKeys } from '../api/keys.ts';
import { PendingReviews } from './pending-reviews.tsx';

const SLUG = 'prestige-mobile-detailing';
const review = (over: Partial<PendingReview>): PendingReview => ({
  id: 1,
  customer_name: 'Dana Reyes',
  rating: 5,
  comment: 'Spotless.',
  reviewer_url: null,
  vehicle_type: null,
  source: 'website',
  created_at: '2026-11-20T18:00:00.000Z',
  avatar_url: null,
  status: 'pending',
  verified: true,
  ...over,
});

function render(reviews: PendingReview[], delay: number) {
  const client = new QueryClient();
  client.setQueryData(websiteKeys.pendingReviews(SLUG), { data: reviews, total: reviews.length });
  client.setQueryData(websiteKeys.reviewSettings(SLUG), { request_delay_hours: delay });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <PendingReviews slug={SLUG} />
    </QueryClientProvider>,
  );
}

describe('Awaiting approval', () => {
  it('lists each waiting review with whether it came from a review link, and Approve and Reject named for it', () => {
    const html = render([review({}), review({ id: 2, customer_name: 'Marcus T.', rating: 4, verified: false })], 2);
    expect(html).toContain('2 reviews are waiting for your approval.');
    expect(html).toContain('Verified customer');
    expect(html).toContain('Not from a review link');
    expect(html).toContain('aria-label="4 out of 5 stars"');
    expect(html).toMatch(/Approve<span class="sr-only"> the review by Dana Reyes<\/span>/);
    expect(html).toMatch(/Reject<span class="sr-only"> the review by Marcus T\.<\/span>/);
  });

  it('says when nothing waits, and when customers are asked', () => {
    const html = render([], 26);
    expect(html).toContain('No reviews are waiting.');
    expect(html).toContain('1 day and 2 hours after the job is completed');
    expect(render([], 0)).toContain('as soon as the job is completed');
  });
});
