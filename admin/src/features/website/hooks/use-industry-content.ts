import { useQuery } from '@tanstack/react-query';
import type { Industry, IndustryContent } from '#core/content/types.ts';

/**
 * The bundled content of one industry (content/industries): service names, default FAQ. Each
 * industry is a chunk of its own, so the tab downloads only the business's own (~15 KB gzip)
 * instead of all five. Same data as content/index.ts `getIndustry(industry)`.
 */
const loaders: Record<Industry, () => Promise<{ default: IndustryContent }>> = {
  'mobile-detailing': () => import('#content/industries/mobile-detailing.ts'),
  'house-cleaning': () => import('#content/industries/house-cleaning.ts'),
  lawncare: () => import('#content/industries/lawncare.ts'),
  'pet-grooming': () => import('#content/industries/pet-grooming.ts'),
  barber: () => import('#content/industries/barber.ts'),
};

/** content/index.ts's aliases ("lawn-care" is lawncare). */
const ALIASES: Record<string, Industry> = { 'lawn-care': 'lawncare' };

export function industryId(industry: string | undefined): Industry | undefined {
  const id = (industry ?? '').trim().toLowerCase();
  const key = ALIASES[id] ?? id;
  return Object.hasOwn(loaders, key) ? (key as Industry) : undefined;
}

export function useIndustryContent(industry: string | undefined) {
  const id = industryId(industry);
  return useQuery({
    queryKey: ['industry-content', id],
    queryFn: async () => (await loaders[id!]()).default,
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
