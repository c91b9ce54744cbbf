/**
 * The quote inbox's calls (api/routes/quotes.ts, api/routes/estimates.ts, the services list of
 * api/routes/services.ts). Every call names the business with `business_slug`, so a platform admin
 * works the business it opened. Opening a request marks it read on the server, which also marks its
 * bell notification read; the bell's list is refreshed after it.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { type InboxState, listQuery } from '../lib/inbox.ts';
import type { EstimateInput } from '#core/estimates/estimates.ts';
import type { Estimate, Quote, QuotePage } from '../lib/types.ts';

export const quoteKeys = {
  all: (slug: string) => ['quotes', slug] as const,
  lists: (slug: string) => ['quotes', slug, 'list'] as const,
  list: (slug: string, query: ReturnType<typeof listQuery>) => ['quotes', slug, 'list', query] as const,
  one: (slug: string, id: number) => ['quotes', slug, 'one', id] as const,
  estimates: (slug: string, quoteId: number) => ['quotes', slug, 'estimates', quoteId] as const,
  services: (slug: string) => ['quotes', slug, 'services'] as const,
};

const scoped = (slug: string, query: Record<string, string | number | boolean | undefined> = {}) => ({
  query: { business_slug: slug, ...query },
});

export function useQuoteList(slug: string, state: InboxState) {
  const query = listQuery(state);
  return useQuery({
    queryKey: quoteKeys.list(slug, query),
    queryFn: ({ signal }) => api.get<QuotePage & { success: true }>('/api/quotes', { ...scoped(slug, query), signal }),
    // The rows stay while the next page or filter loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useQuote(slug: string, id: number | null) {
  return useQuery({
    queryKey: quoteKeys.one(slug, id ?? 0),
    queryFn: ({ signal }) => api.get<DataAnswer<Quote>>(`/api/quotes/${id}`, { ...scoped(slug), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/** After any change to a request: its own record, the lists (counts, rows) and the bell. */
function useQuoteChanged(slug: string) {
  const queryClient = useQueryClient();
  return (quote: Quote) => {
    queryClient.setQueryData(quoteKeys.one(slug, quote.id), quote);
    void queryClient.invalidateQueries({ queryKey: quoteKeys.lists(slug) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(slug) });
  };
}

/** POST /api/quotes/{id}/read: the request and its notification stop counting as new. */
export function useMarkQuoteRead(slug: string) {
  const changed = useQuoteChanged(slug);
  return useMutation({
    mutationFn: (id: number) => api.post<DataAnswer<Quote>>(`/api/quotes/${id}/read`, undefined, scoped(slug)).then((r) => r.data),
    onSuccess: changed,
  });
}

export interface QuoteUpdate {
  status?: Quote['status'];
  notes?: string | null;
  estimatedPrice?: number | null;
  estimatedDuration?: number | null;
}

export function useUpdateQuote(slug: string, id: number) {
  const changed = useQuoteChanged(slug);
  return useMutation({
    mutationFn: (update: QuoteUpdate) => api.put<DataAnswer<Quote>>(`/api/quotes/${id}`, update, scoped(slug)).then((r) => r.data),
    onSuccess: changed,
  });
}

export function useCancelQuote(slug: string, id: number) {
  const changed = useQuoteChanged(slug);
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      api.post<DataAnswer<Quote>>(`/api/quotes/${id}/cancel`, body, scoped(slug)).then((r) => r.data),
    onSuccess: changed,
  });
}

export function useEstimates(slug: string, quoteId: number) {
  return useQuery({
    queryKey: quoteKeys.estimates(slug, quoteId),
    queryFn: ({ signal }) =>
      api.get<DataAnswer<Estimate[]>>('/api/estimates', { ...scoped(slug, { quote_id: quoteId, limit: 100 }), signal }).then((r) => r.data),
  });
}

/**
 * Saving a draft (new or changed) and sending it. Sending moves a pending request to in progress,
 * so the request and the lists are read again too.
 */
export function useEstimateWrites(slug: string, quoteId: number) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: quoteKeys.estimates(slug, quoteId) });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.one(slug, quoteId) });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.lists(slug) });
  };
  const save = async (input: EstimateInput, id: number | null): Promise<Estimate> => {
    const res =
      id === null
        ? await api.post<DataAnswer<Estimate>>(`/api/quotes/${quoteId}/estimates`, input, scoped(slug))
        : await api.put<DataAnswer<Estimate>>(`/api/estimates/${id}`, input, scoped(slug));
    await refresh();
    return res.data;
  };
  const send = async (id: number): Promise<Estimate> => {
    const res = await api.post<DataAnswer<Estimate>>(`/api/estimates/${id}/send`, undefined, scoped(slug));
    await refresh();
    return res.data;
  };
  return { save, send };
}

/** The business's services and tiers, as the Services tab edits them (the composer's lines). */
export function useServiceChoices(slug: string) {
  return useQuery({
    queryKey: quoteKeys.services(slug),
    queryFn: ({ signal }) =>
      api.get<DataAnswer<ServiceChoice[]>>(`/api/services/tenant/${encodeURIComponent(slug)}/services`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

export interface ServiceChoice {
  id: number;
  name: string;
  active: boolean;
  tiers: { id: number; name: string; priceCents: number; durationMinutes: number; enabled: boolean }[];
}
