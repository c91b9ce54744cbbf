import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './query-keys.ts';

/**
 * For any feature that saves something the site shows (website content, profile): call the returned
 * function after a successful save, and the dashboard's publish status refetches at once (it then
 * polls every second while the new release is queued or rendering).
 *
 *   const refreshPublish = useRefreshPublish(slug);
 *   onSuccess: () => refreshPublish()
 */
export function useRefreshPublish(slug: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.publish(slug) });
  }, [queryClient, slug]);
}
