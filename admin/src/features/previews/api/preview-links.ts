/** The preview generator's calls (api/routes/preview.ts): the admin's own links, and making one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '#core/api/types.ts';
import type { PreviewPayload } from '#core/preview/payload.ts';
import { api } from '../../../shared/api/client.ts';

export interface PreviewLink {
  id: string;
  payload: PreviewPayload;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  openCount: number;
  lastOpenedAt: string | null;
}

const previewLinkKeys = { all: ['preview-links'] as const };

export function usePreviewLinks() {
  return useQuery({
    queryKey: previewLinkKeys.all,
    queryFn: ({ signal }) => api.get<DataAnswer<PreviewLink[]>>('/api/preview-links', { signal }).then((r) => r.data),
    // A prospect opening a link shows up without a reload.
    refetchInterval: 30_000,
  });
}

/** POST /api/preview-links: the answer carries the link's URL, which only this answer ever has. */
export function useCreatePreviewLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PreviewPayload) =>
      api.post<DataAnswer<PreviewLink & { url: string }>>('/api/preview-links', payload).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: previewLinkKeys.all }),
  });
}
