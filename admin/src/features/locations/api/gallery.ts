/**
 * GET /api/tenants/{slug}/gallery: the images a city page may show. The city page names them as
 * the page fields do (api/routes/service-areas.ts): a stock image by its id, an uploaded one as
 * `custom:{id}`.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { type GalleryChoice, galleryChoices, type GalleryListing } from '../lib/city-page.ts';
import { locationsKeys } from './keys.ts';

export async function getGalleryChoices(slug: string, signal?: AbortSignal): Promise<GalleryChoice[]> {
  const res = await api.get<{ data?: Partial<GalleryListing> }>(`/api/tenants/${encodeURIComponent(slug)}/gallery`, { signal });
  return galleryChoices({ stock: res?.data?.stock ?? [], custom: res?.data?.custom ?? [] });
}

export function useGalleryChoices(slug: string) {
  return useQuery({ queryKey: locationsKeys.gallery(slug), queryFn: ({ signal }) => getGalleryChoices(slug, signal), staleTime: 60_000 });
}
