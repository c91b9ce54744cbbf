/**
 * The customer calls (api/routes/customers.ts). Every call names the business with `business_slug`,
 * so a platform admin works the business it opened. A write refreshes the lists and puts the
 * answered record in place; the quote inbox shows customers' names, so its lists are refreshed too.
 */
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { type CustomerListState, listQuery } from '../lib/list.ts';
import type { CustomerDetail, CustomerPage, CustomerUpdate } from '../lib/types.ts';

export const customerKeys = {
  all: (slug: string) => ['customers', slug] as const,
  lists: (slug: string) => ['customers', slug, 'list'] as const,
  list: (slug: string, query: Record<string, unknown>) => ['customers', slug, 'list', query] as const,
  one: (slug: string, id: number) => ['customers', slug, 'one', id] as const,
  timeZone: (slug: string) => ['customers', slug, 'time-zone'] as const,
  estimateQuote: (slug: string, estimateId: number) => ['customers', slug, 'estimate-quote', estimateId] as const,
};

const scoped = (slug: string, query: Record<string, string | number | undefined> = {}) => ({ query: { business_slug: slug, ...query } });

export function useCustomerList(slug: string, state: CustomerListState) {
  const query = listQuery(state);
  return useQuery({
    queryKey: customerKeys.list(slug, query),
    queryFn: ({ signal }) => api.get<CustomerPage>('/api/customers', { ...scoped(slug, query), signal }),
    // The rows stay while the next page or search loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A few customers matching what was typed (the merge's search); nothing is asked before a word is typed. */
export function useCustomerSearch(slug: string, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: customerKeys.list(slug, { q, sort: 'name', limit: 8 }),
    queryFn: ({ signal }) => api.get<CustomerPage>('/api/customers', { ...scoped(slug, { q, sort: 'name', limit: 8 }), signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(slug: string, id: number | null) {
  return useQuery({
    queryKey: customerKeys.one(slug, id ?? 0),
    queryFn: ({ signal }) => api.get<DataAnswer<CustomerDetail>>(`/api/customers/${id}`, { ...scoped(slug), signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/**
 * The business's time zone (the schedule's settings, which every staff member reads), so a history
 * entry opens the schedule on the day it shows there; null until known.
 */
export function useBusinessTimeZone(slug: string) {
  return useQuery({
    queryKey: customerKeys.timeZone(slug),
    queryFn: ({ signal }) =>
      api
        .get<DataAnswer<{ time_zone: string }>>('/api/schedule/settings', { query: { tenant_slug: slug }, signal })
        .then((r) => r.data.time_zone),
    staleTime: 5 * 60_000,
  });
}

/**
 * The request each of these estimates answers (GET /api/estimates/:id), so the history can open an
 * estimate where it lives: on its request in the inbox. A customer has a handful of estimates.
 */
export function useEstimateQuotes(slug: string, estimateIds: number[]): Map<number, number> {
  const answers = useQueries({
    queries: estimateIds.map((id) => ({
      queryKey: customerKeys.estimateQuote(slug, id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<DataAnswer<{ quoteId: number }>>(`/api/estimates/${id}`, { ...scoped(slug), signal }).then((r) => r.data.quoteId),
      // An estimate never moves to another request.
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const out = new Map<number, number>();
  answers.forEach((answer, i) => {
    if (answer.data !== undefined) out.set(estimateIds[i]!, answer.data);
  });
  return out;
}

function useCustomerChanged(slug: string) {
  const queryClient = useQueryClient();
  return (customer: CustomerDetail | null, gone: number[] = []) => {
    if (customer) queryClient.setQueryData(customerKeys.one(slug, customer.id), customer);
    for (const id of gone) queryClient.removeQueries({ queryKey: customerKeys.one(slug, id) });
    void queryClient.invalidateQueries({ queryKey: customerKeys.lists(slug) });
    // The inbox's requests carry the customer's name and contact (erased or merged here): its key, ['quotes', slug].
    void queryClient.invalidateQueries({ queryKey: ['quotes', slug] });
  };
}

export function useUpdateCustomer(slug: string, id: number) {
  const changed = useCustomerChanged(slug);
  return useMutation({
    mutationFn: (update: CustomerUpdate) =>
      api.put<DataAnswer<CustomerDetail>>(`/api/customers/${id}`, update, scoped(slug)).then((r) => r.data),
    onSuccess: (customer) => changed(customer),
  });
}

export function useMergeCustomers(slug: string) {
  const changed = useCustomerChanged(slug);
  return useMutation({
    mutationFn: (ids: { keepId: number; mergeId: number }) =>
      api.post<DataAnswer<CustomerDetail>>('/api/customers/merge', ids, scoped(slug)).then((r) => r.data),
    onSuccess: (customer, ids) => changed(customer, [ids.mergeId]),
  });
}

export function useDeleteCustomer(slug: string) {
  const changed = useCustomerChanged(slug);
  return useMutation({
    mutationFn: (id: number) => api.delete<DataAnswer<{ id: number }>>(`/api/customers/${id}`, scoped(slug)).then((r) => r.data),
    onSuccess: (_, id) => changed(null, [id]),
  });
}

/** The name the API gives the export (its Content-Disposition), for the browser's download. */
export const exportFileName = (slug: string) => `customers-${slug}.csv`;

/**
 * The CSV export. It needs the bearer token, so it is fetched here and handed to the browser as a
 * file, instead of a link the browser would open without the token.
 */
export async function downloadCustomersCsv(slug: string): Promise<void> {
  const csv = await api.get<string>('/api/customers/export.csv', { ...scoped(slug), headers: { Accept: 'text/csv' } });
  // Reading the answer as text dropped its byte order mark, which tells Excel the file is UTF-8.
  const url = URL.createObjectURL(new Blob([csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(slug);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address may go once this task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
