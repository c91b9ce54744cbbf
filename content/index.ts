/**
 * The bundled per-industry content (core/content/types.ts): default copy, services and prices,
 * service pages, FAQ, gallery, city-page text and the demo business of each industry.
 */
import type { CatalogAddon, CatalogService, ImageRef, Industry, IndustryContent, ServicePageContent } from '#core/content/types.ts';
import { ADDONS_CATEGORY } from '#core/services/catalog.ts';
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

/**
 * The page of a service the bundled content has no copy for (one the owner added): its name and
 * description over the service's image, then its packages and the closing call to action, with
 * the industry's own button labels.
 */
export function ownServicePage(
  industry: IndustryContent,
  service: { slug: string; name: string; description: string; image: ImageRef },
  businessName: string,
): ServicePageContent {
  const ctas = Object.values(industry.servicePages)[0]?.hero.ctas ?? [{ label: 'Book Now' }, { label: 'Get a Quote' }];
  return {
    slug: service.slug,
    title: service.name,
    shortDescription: service.description,
    hero: { headline: `${service.name} by ${businessName}`, subheadline: service.description, image: service.image, ctas },
    whatItIs: { description: '', benefits: [] },
    process: { title: '', steps: [] },
    results: { bullets: [] },
    cta: { title: `Ready for ${service.name}?` },
  };
}

/** An add-on as the services tab keeps it: a service of category addons with one tier, its price and duration. */
export function addonService(addon: CatalogAddon): Omit<CatalogService, 'image'> {
  return {
    slug: addon.slug,
    name: addon.name,
    category: ADDONS_CATEGORY,
    vehicles: addon.vehicles,
    description: addon.description,
    pricingUnit: 'flat',
    tiers: [
      {
        name: addon.name,
        priceCents: addon.priceCents,
        durationMinutes: addon.durationMinutes,
        description: addon.description,
        features: [],
      },
    ],
  };
}
