/**
 * GET and PUT /api/tenants/{slug}/brand, and the logo upload and removal (api/routes/brand.ts; issue
 * 18). Every successful write starts a publish of the site.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Brand, BrandColors } from '#core/branding/brand.ts';
import type { LogoVariant } from '#core/branding/logo.ts';
import type { DataAnswer } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { afterSiteChange, websiteKeys } from './keys.ts';

/** What the Brand, SEO and trust cards send: one field (or one colour) at a time; null clears it. */
export interface BrandPatch {
  theme?: Brand['theme'];
  tagline?: string | null;
  colors?: { [K in keyof BrandColors]?: string | null };
  logo?: { alt: string | null };
  mainSiteSEO?: { title?: string | null; description?: string | null };
  businessLicense?: string | null;
  insuranceProvider?: string | null;
  insuranceExpiry?: string | null;
  businessStartDate?: string | null;
}

const path = (slug: string) => `/api/tenants/${encodeURIComponent(slug)}/brand`;

export async function getBrand(slug: string, signal?: AbortSignal): Promise<Brand> {
  return (await api.get<DataAnswer<Brand>>(path(slug), { signal })).data;
}

export function useBrand(slug: string) {
  return useQuery({ queryKey: websiteKeys.brand(slug), queryFn: ({ signal }) => getBrand(slug, signal), enabled: Boolean(slug) });
}

/**
 * A save of some fields. The answer is the whole brand, but saves of different fields run side by
 * side and may answer out of order: only what this one sent is taken into the cache (with the
 * values the server derives from it), so an older answer never undoes a newer value of another field.
 */
export function useSaveBrand(slug: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (patch: BrandPatch): Promise<Brand> => {
      const brand = (await api.put<DataAnswer<Brand>>(path(slug), patch)).data;
      queryClient.setQueryData<Brand>(websiteKeys.brand(slug), (old) => {
        if (!old) return brand;
        const next: Brand = {
          ...old,
          contrast: brand.contrast,
          defaults: brand.defaults,
          insured: brand.insured,
          updatedAt: brand.updatedAt,
        };
        if (patch.theme !== undefined) next.theme = brand.theme;
        if (patch.tagline !== undefined) next.tagline = brand.tagline;
        if (patch.colors) next.colors = { ...old.colors, ...pick(brand.colors, Object.keys(patch.colors)) };
        if (patch.logo) next.logo = brand.logo;
        if (patch.mainSiteSEO) next.mainSiteSEO = { ...old.mainSiteSEO, ...pick(brand.mainSiteSEO, Object.keys(patch.mainSiteSEO)) };
        if (patch.businessLicense !== undefined) next.businessLicense = brand.businessLicense;
        if (patch.insuranceProvider !== undefined) next.insuranceProvider = brand.insuranceProvider;
        if (patch.insuranceExpiry !== undefined) next.insuranceExpiry = brand.insuranceExpiry;
        if (patch.businessStartDate !== undefined) {
          next.businessStartDate = brand.businessStartDate;
          next.yearsInBusiness = brand.yearsInBusiness;
        }
        return next;
      });
      afterSiteChange(queryClient, slug);
      return brand;
    },
    [queryClient, slug],
  );
}

function pick<T extends object>(from: T, keys: string[]): Partial<T> {
  return Object.fromEntries(keys.map((key) => [key, from[key as keyof T]])) as Partial<T>;
}

/** Uploads the main logo or a variant; the answer (the whole brand) replaces the cached one's logo. */
export function useUploadLogo(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, variant }: { file: File; variant: LogoVariant }) => {
      const form = new FormData();
      form.append('logo', file);
      form.append('variant', variant);
      return (await api.upload<DataAnswer<Brand>>(`${path(slug)}/logo`, form)).data;
    },
    onSuccess: (brand) => {
      queryClient.setQueryData<Brand>(websiteKeys.brand(slug), (old) =>
        old ? { ...old, logo: brand.logo, favicon: brand.favicon } : brand,
      );
      afterSiteChange(queryClient, slug);
    },
  });
}

export function useRemoveLogo(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variant: LogoVariant) =>
      (await api.delete<DataAnswer<Brand>>(`${path(slug)}/logo?variant=${encodeURIComponent(variant)}`)).data,
    onSuccess: (brand) => {
      queryClient.setQueryData<Brand>(websiteKeys.brand(slug), (old) =>
        old ? { ...old, logo: brand.logo, favicon: brand.favicon } : brand,
      );
      afterSiteChange(queryClient, slug);
    },
  });
}
