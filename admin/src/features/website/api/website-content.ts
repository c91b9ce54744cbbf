/**
 * GET and PUT /api/website-content/{slug} (spec 3 §7). The GET is public and answers only for an
 * approved business (403 otherwise); the PUT takes any subset of the fields and answers with the
 * whole content, and every successful save starts a publish of the site.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../shared/api/client.ts';
import type { WebsiteContentUpdate } from '#core/validation/website-content.ts';
import { NO_CONTENT_RECEIVED, SAVE_CONTENT_FAILED } from '../lib/errors.ts';
import type { FaqItem } from '../lib/faq.ts';
import { afterSiteChange, websiteKeys } from './keys.ts';

export interface WebsiteContent {
  hero_title: string;
  hero_subtitle: string;
  hero_images: string[];
  services_title: string;
  services_subtitle: string;
  /** The services section's card descriptions (spec 3 §3 `services_auto_description`, ... or the industry's equivalents). */
  [serviceDescription: `services_${string}_description`]: string;
  reviews_title: string;
  reviews_subtitle: string;
  reviews_avg_rating: number;
  reviews_total_count: number;
  faq_title: string;
  faq_subtitle: string;
  faq_items: FaqItem[];
  gallery_stock?: unknown;
  updated_at?: string;
}

/** What a PUT may carry (rating and count as numbers, as they are sent). */
export type ContentPatch = Partial<
  Omit<WebsiteContentUpdate, 'reviews_avg_rating' | 'reviews_total_count'> & {
    reviews_avg_rating: number;
    reviews_total_count: number;
  } & Record<`services_${string}_description`, string>
>;

type ContentAnswer = { success?: boolean; content?: WebsiteContent; error?: string };

const path = (slug: string) => `/api/website-content/${encodeURIComponent(slug)}`;

export async function getWebsiteContent(slug: string, signal?: AbortSignal): Promise<WebsiteContent> {
  const res = await api.get<ContentAnswer>(path(slug), { signal });
  if (!res?.content) throw new Error(res?.error ?? NO_CONTENT_RECEIVED);
  return res.content;
}

export async function putWebsiteContent(slug: string, patch: ContentPatch): Promise<WebsiteContent> {
  const res = await api.put<ContentAnswer>(path(slug), patch);
  if (!res?.content) throw new Error(res?.error ?? SAVE_CONTENT_FAILED);
  return res.content;
}

export function useWebsiteContent(slug: string) {
  return useQuery({
    queryKey: websiteKeys.content(slug),
    queryFn: ({ signal }) => getWebsiteContent(slug, signal),
    enabled: Boolean(slug),
  });
}

/**
 * A save of some fields. Only the fields sent are taken from the answer into the cache: saves of
 * different fields run side by side and may answer out of order, and an older answer must not undo
 * a newer value of another field.
 */
export function useSaveContent(slug: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (patch: ContentPatch): Promise<WebsiteContent> => {
      const content = await putWebsiteContent(slug, patch);
      queryClient.setQueryData<WebsiteContent>(websiteKeys.content(slug), (old) => {
        if (!old) return content;
        const next = { ...old };
        for (const key of Object.keys(patch) as (keyof ContentPatch)[]) (next as Record<string, unknown>)[key] = content[key];
        return next;
      });
      afterSiteChange(queryClient, slug);
      return content;
    },
    [queryClient, slug],
  );
}
