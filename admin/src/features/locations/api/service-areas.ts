/**
 * The business's service areas (spec 2 §7; shapes in api/routes/service-areas.ts):
 *   GET    /api/tenants/{slug}                        data.service_areas, primary first
 *   PUT    /api/locations/service-areas/{slug}        { serviceAreas }  the whole list, primary first
 *   POST   /api/locations/service-areas/{slug}        one area          ZIPs and coordinates filled in
 *   DELETE /api/locations/service-areas/{slug}/{id}
 * Every write answers with the whole list, which replaces the cached one, and republishes the site.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer, TenantRecord } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { fetchTenant } from '../../../shared/api/tenant.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { useRefreshPublish } from '../../../shared/lib/use-refresh-publish.ts';
import type { Area, AreaInput, NewArea } from '../lib/areas.ts';
import { locationsKeys } from './keys.ts';

const base = (slug: string) => `/api/locations/service-areas/${encodeURIComponent(slug)}`;

/**
 * The areas as the tab shows them: fetched afresh each time the tab opens (another device may have
 * changed them, and a save sends the whole list). Meanwhile the dashboard's copy of the tenant record
 * shows them at once.
 */
export function useServiceAreas(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: locationsKeys.areas(slug),
    queryFn: async ({ signal }) => (await fetchTenant(slug, signal)).service_areas,
    initialData: () => queryClient.getQueryData<TenantRecord>(queryKeys.tenant(slug))?.service_areas,
    initialDataUpdatedAt: () => queryClient.getQueryState(queryKeys.tenant(slug))?.dataUpdatedAt,
    staleTime: 0,
  });
}

/** The list a write answered with becomes the tab's list and the tenant record's. */
function keep(queryClient: QueryClient, slug: string, areas: Area[]) {
  queryClient.setQueryData(locationsKeys.areas(slug), areas);
  queryClient.setQueryData<TenantRecord>(queryKeys.tenant(slug), (old) => (old ? { ...old, service_areas: areas } : old));
}

function useAreaWrite<T>(slug: string, send: (input: T) => Promise<DataAnswer<Area[]>>) {
  const queryClient = useQueryClient();
  const refreshPublish = useRefreshPublish(slug);
  return useMutation({
    mutationFn: async (input: T) => (await send(input)).data,
    onSuccess: (areas) => {
      keep(queryClient, slug, areas);
      refreshPublish();
    },
  });
}

/** PUT: the whole list, primary first. */
export function useSaveAreas(slug: string) {
  return useAreaWrite(slug, (serviceAreas: AreaInput[]) => api.put<DataAnswer<Area[]>>(base(slug), { serviceAreas }));
}

/** POST: one new area. */
export function useAddArea(slug: string) {
  return useAreaWrite(slug, (area: NewArea) => api.post<DataAnswer<Area[]>>(base(slug), area));
}

/** DELETE: one area (its city page goes with it). */
export function useDeleteArea(slug: string) {
  return useAreaWrite(slug, (id: number) => api.delete<DataAnswer<Area[]>>(`${base(slug)}/${id}`));
}
