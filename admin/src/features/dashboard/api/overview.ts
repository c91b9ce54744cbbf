/** GET /api/tenants/:slug/overview: the overview tab's figures. */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { tenantPath } from '../../../shared/api/tenant.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import type { Overview } from '../lib/overview.ts';

export function useOverview(slug: string) {
  return useQuery({
    queryKey: queryKeys.overview(slug),
    queryFn: ({ signal }) => api.get<{ success: boolean; data: Overview }>(`${tenantPath(slug)}/overview`, { signal }).then((b) => b.data),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
