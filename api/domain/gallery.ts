import { getIndustry } from '#content/index.ts';

/** The first id that is not one of the industry's stock gallery images, if any (null picks them all). */
export function unknownStockImage(industry: string, ids: readonly string[] | null): string | undefined {
  if (ids === null) return undefined;
  const known = new Set((getIndustry(industry)?.gallery ?? []).map((g) => g.id));
  return ids.find((id) => !known.has(id));
}

export const unknownStockImageMessage = (id: string) => `Unknown stock image: ${id.slice(0, 64)}`;
