import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tokenStore } from '../../../shared/api/token-storage.ts';

/**
 * On the sign-in page: with no tokens left (after logout or an expired session), nothing cached for
 * the previous user may survive, so Back to a dashboard checks the session again.
 */
export function useForgetSignedOutData() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tokenStore.hasSession()) queryClient.clear();
  }, [queryClient]);
}
