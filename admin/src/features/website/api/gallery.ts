/**
 * The business's gallery: the industry's stock images (each chosen or not) and its own uploads.
 *   GET    /api/tenants/{slug}/gallery           { data: { stock: [...], custom: [...] } }
 *   PUT    /api/tenants/{slug}/gallery/stock     { ids }   the chosen stock images
 *   POST   /api/tenants/{slug}/gallery           multipart: image, alt, title, caption
 *   DELETE /api/tenants/{slug}/gallery/{id}
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { afterSiteChange, websiteKeys } from './keys.ts';

export interface StockGalleryImage {
  id: string;
  src: string;
  srcset?: string;
  alt: string;
  title: string;
  width: number;
  height: number;
  selected: boolean;
}

export interface CustomGalleryImage {
  id: string | number;
  src: string;
  srcset?: string;
  alt: string;
  title: string;
  caption: string;
  width: number;
  height: number;
}

export interface Gallery {
  stock: StockGalleryImage[];
  custom: CustomGalleryImage[];
}

const base = (slug: string) => `/api/tenants/${encodeURIComponent(slug)}/gallery`;

export async function getGallery(slug: string, signal?: AbortSignal): Promise<Gallery> {
  const res = await api.get<{ data?: Partial<Gallery> }>(base(slug), { signal });
  return { stock: res?.data?.stock ?? [], custom: res?.data?.custom ?? [] };
}

export async function putStockSelection(slug: string, ids: string[]): Promise<void> {
  await api.put(`${base(slug)}/stock`, { ids });
}

export interface GalleryUpload {
  image: File;
  alt: string;
  title: string;
  caption: string;
}

export async function uploadGalleryImage(slug: string, upload: GalleryUpload): Promise<unknown> {
  const form = new FormData();
  form.append('image', upload.image);
  form.append('alt', upload.alt.trim());
  form.append('title', upload.title.trim());
  form.append('caption', upload.caption.trim());
  return api.upload<unknown>(base(slug), form);
}

export async function deleteGalleryImage(slug: string, id: string | number): Promise<void> {
  await api.delete(`${base(slug)}/${encodeURIComponent(String(id))}`);
}

export function useGallery(slug: string) {
  return useQuery({ queryKey: websiteKeys.gallery(slug), queryFn: ({ signal }) => getGallery(slug, signal) });
}

/** Saves the stock choice; the cache follows at once (the Stock tab shows the owner's clicks). */
export function useSaveStockSelection(slug: string) {
  const queryClient = useQueryClient();
  return async (ids: string[]) => {
    await putStockSelection(slug, ids);
    afterSiteChange(queryClient, slug);
  };
}

export function useSetStockSelectionCache(slug: string) {
  const queryClient = useQueryClient();
  return (ids: readonly string[]) =>
    queryClient.setQueryData<Gallery>(websiteKeys.gallery(slug), (old) =>
      old ? { ...old, stock: old.stock.map((img) => ({ ...img, selected: ids.includes(img.id) })) } : old,
    );
}

export function useUploadGalleryImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: GalleryUpload) => uploadGalleryImage(slug, upload),
    onSuccess: async () => {
      afterSiteChange(queryClient, slug);
      await queryClient.invalidateQueries({ queryKey: websiteKeys.gallery(slug) });
    },
  });
}

export function useDeleteGalleryImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => deleteGalleryImage(slug, id),
    onSuccess: async () => {
      afterSiteChange(queryClient, slug);
      await queryClient.invalidateQueries({ queryKey: websiteKeys.gallery(slug) });
    },
  });
}
