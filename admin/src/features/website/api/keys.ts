/** Query keys of the website feature; the publish key is shared (shared/lib/query-keys.ts). */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys.ts';

export const websiteKeys = {
  all: (slug: string) => ['website', slug] as const,
  content: (slug: string) => ['website', slug, 'content'] as const,
  reviews: (slug: string) => ['website', slug, 'reviews'] as const,
  pendingReviews: (slug: string) => ['website', slug, 'reviews', 'pending'] as const,
  reviewSettings: (slug: string) => ['website', slug, 'review-settings'] as const,
  gallery: (slug: string) => ['website', slug, 'gallery'] as const,
  brand: (slug: string) => ['website', slug, 'brand'] as const,
};

/**
 * After every change that reaches the site: the dashboard's publish state (it shows "Publishing" at
 * once) and, when reviews changed, the overview's review figures and the notifications.
 */
export function afterSiteChange(queryClient: QueryClient, slug: string, options: { reviews?: boolean } = {}) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.publish(slug) });
  if (options.reviews) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.overview(slug) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(slug) });
  }
}
