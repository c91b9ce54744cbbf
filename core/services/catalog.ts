/**
 * The two selection axes of the services tab (spec 3 §2, §3): the "vehicle" a service is offered
 * for and its category. Their numeric ids are what calls carry (spec 3 §7) and never change; the
 * keys are what the database stores. Detailing uses the spec's vehicles; every other industry names
 * the axis for itself (home types, lot sizes, pet sizes, clients), with ids of its own.
 * The admin's services tab and the API both read this module, so neither keeps a copy.
 */
import { type Industry, VEHICLE_SIZES, type VehicleSize } from '../content/types.ts';

export interface CatalogEntry {
  id: number;
  key: string;
  label: string;
}

/** Spec 3 §3: the category ids used in calls, shared by every industry. */
export const CATEGORY_IDS = {
  interior: 1,
  exterior: 2,
  'service-packages': 3,
  'ceramic-coating': 4,
  'paint-correction': 5,
  'paint-protection-film': 6,
  addons: 7,
} as const;
export type CategoryKey = keyof typeof CATEGORY_IDS;
export const ADDONS_CATEGORY: CategoryKey = 'addons';

/** Spec 3 §3: detailing's vehicle ids. */
export const DETAILING_VEHICLE_IDS = {
  cars: 1,
  trucks: 2,
  suv: 3,
  rvs: 4,
  boats: 5,
  motorcycles: 6,
  offroad: 7,
  other: 8,
} as const;

export { VEHICLE_SIZES, type VehicleSize };
export const VEHICLE_SIZE_LABELS: Record<VehicleSize, string> = {
  xs: 'Extra small',
  s: 'Small',
  m: 'Medium',
  l: 'Large',
  xl: 'Extra large',
};

/** The quote form's vehicle types (site/islands/lib/quote-submit.ts) that name a catalog vehicle in other words. */
const VEHICLE_WORDS: Record<string, string> = { auto: 'cars' };

/**
 * The key of the vehicle a visitor's words name among `choices` ("SUV", "Trucks", "off-road", the
 * quote form's "auto"), or '' when none does: singular or plural, case and punctuation aside.
 */
export function vehicleChoiceFor(choices: readonly CatalogEntry[] | readonly { key: string; label: string }[], said: string): string {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .replace(/s$/, '');
  const word = plain(VEHICLE_WORDS[said.trim().toLowerCase()] ?? said);
  if (!word) return '';
  return choices.find((v) => plain(v.key) === word || plain(v.label) === word)?.key ?? '';
}

export interface ServiceCatalog {
  /** What the first column is called for this industry ("Vehicle", "Home type", ...). */
  vehicleLabel: string;
  /** In the order the tab lists them; the first is selected first. */
  vehicles: CatalogEntry[];
  /** In the order the tab lists them; the first is the one a vehicle change resets to (spec 3 §4). */
  categories: CatalogEntry[];
  /** Whether tiers carry a price per vehicle size (xs to xl): detailing only. */
  sizePricing: boolean;
}

const category = (key: CategoryKey, label: string): CatalogEntry => ({ id: CATEGORY_IDS[key], key, label });
const ADDONS = category('addons', 'Add-ons');

export const SERVICE_CATALOGS: Record<Industry, ServiceCatalog> = {
  'mobile-detailing': {
    vehicleLabel: 'Vehicle',
    vehicles: [
      { id: 1, key: 'cars', label: 'Cars' },
      { id: 3, key: 'suv', label: 'SUVs' },
      { id: 2, key: 'trucks', label: 'Trucks' },
      { id: 4, key: 'rvs', label: 'RVs' },
      { id: 5, key: 'boats', label: 'Boats' },
      { id: 6, key: 'motorcycles', label: 'Motorcycles' },
      { id: 7, key: 'offroad', label: 'Off-road' },
      { id: 8, key: 'other', label: 'Other' },
    ],
    categories: [
      category('service-packages', 'Service Packages'),
      category('interior', 'Interior'),
      category('exterior', 'Exterior'),
      category('ceramic-coating', 'Ceramic Coating'),
      category('paint-correction', 'Paint Correction'),
      category('paint-protection-film', 'Paint Protection Film'),
      ADDONS,
    ],
    sizePricing: true,
  },
  'house-cleaning': {
    vehicleLabel: 'Property type',
    vehicles: [
      { id: 1, key: 'apartment', label: 'Apartment or condo' },
      { id: 2, key: 'house', label: 'House' },
      { id: 3, key: 'townhome', label: 'Townhome' },
      { id: 4, key: 'office', label: 'Office' },
    ],
    categories: [
      category('service-packages', 'Cleaning Packages'),
      category('interior', 'Deep Cleaning'),
      category('exterior', 'Windows & Exterior'),
      ADDONS,
    ],
    sizePricing: false,
  },
  lawncare: {
    vehicleLabel: 'Lot size',
    vehicles: [
      { id: 1, key: 'small-lot', label: 'Small lot (under 1/4 acre)' },
      { id: 2, key: 'standard-lot', label: 'Standard lot (1/4 to 1/2 acre)' },
      { id: 3, key: 'large-lot', label: 'Large lot (1/2 to 1 acre)' },
      { id: 4, key: 'acreage', label: 'Acreage (over 1 acre)' },
    ],
    categories: [category('service-packages', 'Lawn Care Plans'), category('exterior', 'Yard & Landscape'), ADDONS],
    sizePricing: false,
  },
  'pet-grooming': {
    vehicleLabel: 'Pet size',
    vehicles: [
      { id: 1, key: 'small-dog', label: 'Small dog (up to 25 lb)' },
      { id: 2, key: 'medium-dog', label: 'Medium dog (26 to 50 lb)' },
      { id: 3, key: 'large-dog', label: 'Large dog (51 to 90 lb)' },
      { id: 4, key: 'giant-dog', label: 'Giant dog (over 90 lb)' },
      { id: 5, key: 'cat', label: 'Cat' },
    ],
    categories: [category('service-packages', 'Grooming Packages'), ADDONS],
    sizePricing: false,
  },
  barber: {
    vehicleLabel: 'Client',
    vehicles: [
      { id: 1, key: 'adult', label: 'Adults' },
      { id: 2, key: 'kid', label: 'Kids (12 and under)' },
      { id: 3, key: 'senior', label: 'Seniors (65 and over)' },
    ],
    categories: [category('service-packages', 'Cuts & Shaves'), ADDONS],
    sizePricing: false,
  },
};

/** The catalog of an industry; detailing's for an unknown one (the site falls back to it too). */
export function serviceCatalog(industry: string): ServiceCatalog {
  return Object.hasOwn(SERVICE_CATALOGS, industry) ? SERVICE_CATALOGS[industry as Industry] : SERVICE_CATALOGS['mobile-detailing'];
}

export const vehicleById = (catalog: ServiceCatalog, id: number) => catalog.vehicles.find((v) => v.id === id);
export const categoryById = (catalog: ServiceCatalog, id: number) => catalog.categories.find((c) => c.id === id);
export const categoryByKey = (catalog: ServiceCatalog, key: string) => catalog.categories.find((c) => c.key === key);

/**
 * The vehicle ids a service is offered for. A service stores the keys it is limited to; none
 * stored means every vehicle of the industry (a haircut for every client), and keys the industry
 * no longer has are left out.
 */
export function vehicleIdsOf(catalog: ServiceCatalog, keys: readonly string[]): number[] {
  if (keys.length === 0) return catalog.vehicles.map((v) => v.id);
  return catalog.vehicles.filter((v) => keys.includes(v.key)).map((v) => v.id);
}

/** The keys to store for the chosen vehicle ids: none when every vehicle is chosen (see vehicleIdsOf). */
export function vehicleKeysFor(catalog: ServiceCatalog, ids: readonly number[]): string[] {
  const chosen = catalog.vehicles.filter((v) => ids.includes(v.id));
  return chosen.length === catalog.vehicles.length ? [] : chosen.map((v) => v.key);
}

/**
 * The category a stored service is listed under: its own when the industry has it; otherwise
 * (a category of older data, like detailing's "auto") the industry's first, Service Packages.
 */
export function categoryOf(catalog: ServiceCatalog, key: string): CatalogEntry {
  return categoryByKey(catalog, key) ?? catalog.categories[0]!;
}

/** The price of a tier for a vehicle size: its own price for that size, else the tier's price. */
export function tierPriceForSize(
  tier: { priceCents: number; sizePricesCents: Partial<Record<VehicleSize, number>> },
  size: VehicleSize,
): number {
  return tier.sizePricesCents[size] ?? tier.priceCents;
}
