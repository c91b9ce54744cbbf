/** Query keys of the locations feature; the tenant and publish keys are shared (shared/lib/query-keys.ts). */
export const locationsKeys = {
  areas: (slug: string) => ['locations', slug, 'areas'] as const,
  page: (slug: string, areaId: number) => ['locations', slug, 'page', areaId] as const,
  gallery: (slug: string) => ['locations', slug, 'gallery'] as const,
};
