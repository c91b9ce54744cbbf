/** PUT /api/tenants/:slug with the changed profile fields (spec 2 §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer, TenantRecord } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { tenantPath } from '../../../shared/api/tenant.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { useRefreshPublish } from '../../../shared/lib/use-refresh-publish.ts';

export function useUpdateProfile(slug: string) {
  const queryClient = useQueryClient();
  const refreshPublish = useRefreshPublish(slug);
  return useMutation({
    mutationFn: (changes: Record<string, string | boolean | null>) =>
      api.put<DataAnswer<TenantRecord>>(tenantPath(slug), changes).then((b) => b.data),
    onSuccess: (record) => {
      // The whole dashboard reads this record (name in the header, the other forms).
      queryClient.setQueryData(queryKeys.tenant(slug), record);
      // A saved profile is published: show "Publishing" at once.
      refreshPublish();
      void queryClient.invalidateQueries({ queryKey: queryKeys.overview(slug) });
    },
  });
}
