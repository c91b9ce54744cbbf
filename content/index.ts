/**
 * The bundled per-industry content (core/content/types.ts): default copy, services and prices,
 * service pages, FAQ, gallery, city-page text and the demo business of each industry.
 */
import type { Industry, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { industryId } from '#core/site/routes.ts';
import barber from './industries/barber.ts';
import houseCleaning from './industries/house-cleaning.ts';
import lawncare from './industries/lawncare.ts';
import mobileDetailing from './industries/mobile-detailing.ts';
import petGrooming from './industries/pet-grooming.ts';

export { US_STATE_NAMES } from './industries/shared.ts';

export const industries: Record<Industry, IndustryContent> = {
  'mobile-detailing': mobileDetailing,
  'house-cleaning': houseCleaning,
  lawncare,
  'pet-grooming': petGrooming,
  barber,
};

/** Content of an industry by id or alias (case-insensitive, core/site/routes.ts); undefined for an unknown industry. */
export function getIndustry(industry: string): IndustryContent | undefined {
  const id = industryId(industry);
  return id ? industries[id] : undefined;
}

/** The service page of a slug or one of its aliases (e.g. mobile-detailing `paint-protection-film` -> `ppf`). */
export function resolveServicePage(industry: string, slug: string): ServicePageContent | undefined {
  const content = getIndustry(industry);
  if (!content) return undefined;
  const requested = slug.trim().toLowerCase();
  const resolved = Object.hasOwn(content.serviceSlugAliases, requested) ? content.serviceSlugAliases[requested] : requested;
  return resolved !== undefined && Object.hasOwn(content.servicePages, resolved) ? content.servicePages[resolved] : undefined;
}
