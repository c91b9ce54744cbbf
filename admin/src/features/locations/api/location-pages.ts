/**
 * GET and PUT /api/locations/pages/{slug}/{areaId}: a city page's own texts (`fields`, null or
 * empty where the owner wrote nothing) and the generated ones the page uses for those (`generated`).
 * A PUT answers like the GET and republishes the site.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { useRefreshPublish } from '../../../shared/lib/use-refresh-publish.ts';
import type { CityPage, PageFieldsPatch } from '../lib/city-page.ts';
import { locationsKeys } from './keys.ts';

const path = (slug: string, areaId: number) => `/api/locations/pages/${encodeURIComponent(slug)}/${areaId}`;

export function useCityPage(slug: string, areaId: number) {
  return useQuery({
    queryKey: locationsKeys.page(slug, areaId),
    queryFn: async ({ signal }) => (await api.get<DataAnswer<CityPage>>(path(slug, areaId), { signal })).data,
    staleTime: 0,
  });
}

export function useSaveCityPage(slug: string, areaId: number) {
  const queryClient = useQueryClient();
  const refreshPublish = useRefreshPublish(slug);
  return useMutation({
    mutationFn: async (fields: PageFieldsPatch) => (await api.put<DataAnswer<CityPage>>(path(slug, areaId), { fields })).data,
    onSuccess: (page) => {
      queryClient.setQueryData(locationsKeys.page(slug, areaId), page);
      refreshPublish();
    },
  });
}
