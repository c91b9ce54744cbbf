import type { SiteBusiness } from '#core/site/types.ts';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Whether the logo's alt text says the business name shown beside it. Then the name is hidden from
 * assistive technology (the alt already names the link) instead of being read twice.
 */
export function logoSaysName(business: SiteBusiness): boolean {
  return !!business.logo && words(business.logo.alt) === words(business.name);
}
