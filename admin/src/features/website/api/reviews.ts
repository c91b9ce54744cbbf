/**
 * Reviews of the business (spec 3 §7): the list for Remove Review, POST a review, its avatar, DELETE.
 * Errors of these calls carry the server's text in `message` (the client reads `error` or `message`).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { reviewRequestSettingsJson } from '#core/reviews/requests.ts';
import { REVIEW_ADD_FAILED_MESSAGE } from '#core/validation/review.ts';
import { api } from '../../../shared/api/client.ts';
import type { ReviewPayload } from '../lib/review-form.ts';
import { afterSiteChange, websiteKeys } from './keys.ts';

export interface TenantReview {
  id: number | string;
  customer_name: string;
  rating: number;
  comment: string;
  reviewer_url: string | null;
  vehicle_type: string | null;
  paint_correction?: boolean;
  ceramic_coating?: boolean;
  paint_protection_film?: boolean;
  source: string | null;
  created_at: string;
  avatar_url: string | null;
}

type ReviewRequestSettingsJson = ReturnType<typeof reviewRequestSettingsJson>;

export interface ReviewPage {
  data: TenantReview[];
  pagination?: { limit?: number; offset?: number; total?: number; hasMore?: boolean };
}

/** Reviews per page of the Remove Review list. */
export const REVIEWS_PAGE_SIZE = 20;

export async function listReviews(slug: string, offset: number, signal?: AbortSignal): Promise<ReviewPage> {
  const res = await api.get<ReviewPage>(`/api/tenant-reviews/${encodeURIComponent(slug)}`, {
    query: { limit: REVIEWS_PAGE_SIZE, offset },
    signal,
  });
  return { data: Array.isArray(res?.data) ? res.data : [], pagination: res?.pagination };
}

export async function createReview(payload: ReviewPayload): Promise<{ id: number | string; message?: string }> {
  const res = await api.post<{ data?: { id: number | string }; message?: string }>('/api/tenant-reviews', payload);
  if (res?.data?.id === undefined) throw new Error(REVIEW_ADD_FAILED_MESSAGE);
  return { id: res.data.id, message: res.message };
}

/** `tenant_slug` scopes the call to the business: the review must belong to it. */
export async function uploadReviewAvatar(
  slug: string,
  { avatar, customerName, reviewId }: { avatar: File; customerName: string; reviewId: number | string },
) {
  const form = new FormData();
  form.append('avatar', avatar);
  form.append('customerName', customerName);
  form.append('reviewId', String(reviewId));
  return api.upload<unknown>('/api/tenant-reviews/upload-avatar', form, { query: { tenant_slug: slug } });
}

export async function deleteReview(slug: string, id: number | string): Promise<void> {
  await api.delete(`/api/tenant-reviews/${encodeURIComponent(String(id))}`, { query: { tenant_slug: slug } });
}

function hasMore(page: ReviewPage, loaded: number): boolean {
  const p = page.pagination;
  if (typeof p?.hasMore === 'boolean') return p.hasMore;
  if (typeof p?.total === 'number') return loaded < p.total;
  return page.data.length === REVIEWS_PAGE_SIZE;
}

export function useReviewList(slug: string) {
  return useInfiniteQuery({
    queryKey: websiteKeys.reviews(slug),
    queryFn: ({ pageParam, signal }) => listReviews(slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return hasMore(last, loaded) ? loaded : undefined;
    },
    // The list must show what is on the site now, not a copy from before an add elsewhere.
    staleTime: 0,
  });
}

export function useDeleteReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => deleteReview(slug, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: websiteKeys.reviews(slug) });
      afterSiteChange(queryClient, slug, { reviews: true });
    },
  });
}

/** After a review was published (with or without its avatar). */
export function useReviewPublished(slug: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: websiteKeys.reviews(slug) });
    afterSiteChange(queryClient, slug, { reviews: true });
  };
}

/** A review a customer sent through the site's form (issue 16); `verified` when it came with the e-mailed link. */
export interface PendingReview extends TenantReview {
  status: 'pending' | 'published' | 'rejected';
  verified: boolean;
}

/** The reviews waiting for the owner's approval, newest first, and how many wait in all (issue 16). */
export function usePendingReviews(slug: string) {
  return useQuery({
    queryKey: websiteKeys.pendingReviews(slug),
    queryFn: async ({ signal }) => {
      const res = await api.get<{ data?: PendingReview[]; pagination?: { total?: number } }>(
        `/api/tenant-reviews/${encodeURIComponent(slug)}/pending`,
        { query: { limit: REVIEWS_PAGE_SIZE, offset: 0 }, signal },
      );
      const data = Array.isArray(res?.data) ? res.data : [];
      return { data, total: res?.pagination?.total ?? data.length };
    },
    staleTime: 0,
  });
}

/** Approve (published now, the site is republished) or reject (hidden) a pending review. */
export function useDecideReview(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number | string; decision: 'approve' | 'reject' }) =>
      api.post<{ data: PendingReview }>(`/api/tenant-reviews/${encodeURIComponent(String(id))}/${decision}`, undefined, {
        query: { tenant_slug: slug },
      }),
    onSuccess: (_, { id, decision }) => {
      // Off the list at once, with the count; the refetch then confirms it.
      queryClient.setQueryData<{ data: PendingReview[]; total: number }>(
        websiteKeys.pendingReviews(slug),
        (list) => list && { data: list.data.filter((r) => r.id !== id), total: Math.max(0, list.total - 1) },
      );
      void queryClient.invalidateQueries({ queryKey: websiteKeys.pendingReviews(slug) });
      if (decision === 'approve') {
        void queryClient.invalidateQueries({ queryKey: websiteKeys.reviews(slug) });
        afterSiteChange(queryClient, slug, { reviews: true });
      }
    },
  });
}

/** How long after a completed job the customer is asked for a review (GET/PUT /api/tenant-reviews/{slug}/settings). */
export function useReviewRequestSettings(slug: string) {
  return useQuery({
    queryKey: websiteKeys.reviewSettings(slug),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ReviewRequestSettingsJson }>(`/api/tenant-reviews/${encodeURIComponent(slug)}/settings`, { signal })).data,
  });
}

export function useSaveReviewRequestSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReviewRequestSettingsJson) =>
      (await api.put<{ data: ReviewRequestSettingsJson }>(`/api/tenant-reviews/${encodeURIComponent(slug)}/settings`, settings)).data,
    onSuccess: (data) => queryClient.setQueryData(websiteKeys.reviewSettings(slug), data),
  });
}
