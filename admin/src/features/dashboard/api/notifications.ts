/** The bell's list and "mark read". */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { tenantPath } from '../../../shared/api/tenant.ts';
import { queryKeys } from '../../../shared/lib/query-keys.ts';
import { markAllRead, type NotificationList } from '../lib/notifications.ts';

const NOTIFICATIONS_POLL_MS = 60_000;

export function useNotifications(slug: string) {
  return useQuery({
    queryKey: queryKeys.notifications(slug),
    queryFn: ({ signal }) =>
      api
        .get<NotificationList & { success: boolean }>(`${tenantPath(slug)}/notifications`, { signal })
        .then(({ data, unread }) => ({ data, unread })),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: 30_000,
  });
}

/** Marks every notification read: at once in the cache, then on the server (rolled back if refused). */
export function useMarkNotificationsRead(slug: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications(slug);
  return useMutation({
    mutationFn: () => api.post<{ success: boolean }>(`${tenantPath(slug)}/notifications/read`),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationList>(key);
      if (before) queryClient.setQueryData<NotificationList>(key, markAllRead(before));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
  });
}
