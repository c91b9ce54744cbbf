/** The publish pipeline's calls (GET/POST publish, releases, rollback) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { tenantPath } from '../../../shared/api/tenant.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { type PublishStatus, publishPollInterval, type Release } from '../lib/publish.ts';

interface Envelope<T> {
  success: boolean;
  data: T;
}

/** State of the last publish; every second while it runs, every 15 s otherwise (and on focus). */
export function usePublishStatus(slug: string) {
  return useQuery({
    queryKey: queryKeys.publish(slug),
    queryFn: ({ signal }) => api.get<Envelope<PublishStatus>>(`${tenantPath(slug)}/publish`, { signal }).then((b) => b.data),
    refetchInterval: (query) => publishPollInterval(query.state.data),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useReleases(slug: string) {
  return useQuery({
    queryKey: queryKeys.releases(slug),
    queryFn: ({ signal }) => api.get<Envelope<Release[]>>(`${tenantPath(slug)}/releases`, { signal }).then((b) => b.data),
    staleTime: 30_000,
  });
}

function useRefreshPublishing(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.publish(slug) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.releases(slug) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.overview(slug) }),
    ]);
}

/** "Publish now": queues a publish (202), then the status polls every second until it settles. */
export function usePublishNow(slug: string) {
  const refresh = useRefreshPublishing(slug);
  return useMutation({
    mutationFn: () => api.post<Envelope<{ jobId: number; state: 'queued' }>>(`${tenantPath(slug)}/publish`),
    onSettled: refresh,
  });
}

/** "Roll back": puts an earlier release live again. */
export function useRollback(slug: string) {
  const refresh = useRefreshPublishing(slug);
  return useMutation({
    mutationFn: (releaseId: string) =>
      api.post<Envelope<{ releaseId: string; state: 'live' }>>(`${tenantPath(slug)}/rollback`, { releaseId }),
    onSettled: refresh,
  });
}
