/**
 * The Reviews card's import of the rating and review count from Google Maps (spec 3 §7
 * POST /api/tenant-reviews/scrape-google-business; decision 037), and whether the server can make it
 * (GET /api/config `features.googleRatingImport`, false until an administrator sets a Google Places API key).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoogleRating } from '#core/reviews/google-rating.ts';
import { api } from '../../../shared/api/client.ts';
import type { WebsiteContent } from './website-content.ts';
import { afterSiteChange, websiteKeys } from './keys.ts';

interface ConfigAnswer {
  config?: { features?: { googleRatingImport?: boolean } };
}

/** True when the server has a Google Places API key; undefined while asked. */
export function useGoogleRatingImportAvailable() {
  return useQuery({
    queryKey: ['config', 'googleRatingImport'],
    queryFn: async ({ signal }) => (await api.get<ConfigAnswer>('/api/config', { signal }))?.config?.features?.googleRatingImport === true,
    // The server's configuration changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

interface ImportAnswer {
  data?: GoogleRating;
  content?: WebsiteContent;
}

export function useImportGoogleRating(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<GoogleRating> => {
      const res = await api.post<ImportAnswer>('/api/tenant-reviews/scrape-google-business', { tenantSlug: slug });
      if (!res?.data) throw new Error('No data received from server');
      const { content } = res;
      if (content) {
        queryClient.setQueryData<WebsiteContent>(websiteKeys.content(slug), (old) =>
          old ? { ...old, reviews_avg_rating: content.reviews_avg_rating, reviews_total_count: content.reviews_total_count } : content,
        );
      }
      return res.data;
    },
    onSuccess: () => afterSiteChange(queryClient, slug),
  });
}
