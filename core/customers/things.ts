/**
 * What a customer brings to the job, in the words of the business's industry: a detailer keeps
 * vehicles, a cleaner homes, a lawn service properties, a groomer pets, a barber the client's usual
 * cuts. The type is a key of the industry's catalog (core/services/catalog.ts: its "vehicle" axis).
 */
import type { Industry } from '../content/types.ts';
import { serviceCatalog } from '../services/catalog.ts';

export interface Thing {
  /** A key of serviceCatalog(industry).vehicles ('suv', 'house', 'medium-dog'), or ''. */
  type: string;
  /** What the owner recognises it by: '2021 Toyota RAV4', '3-bedroom house', 'Bella, goldendoodle'. */
  label: string;
  details: string;
}

const LABELS: Record<Industry, { plural: string; singular: string }> = {
  'mobile-detailing': { plural: 'Vehicles', singular: 'Vehicle' },
  'house-cleaning': { plural: 'Homes', singular: 'Home' },
  lawncare: { plural: 'Properties', singular: 'Property' },
  'pet-grooming': { plural: 'Pets', singular: 'Pet' },
  barber: { plural: 'Usual cuts', singular: 'Usual cut' },
};

/** 'Vehicles', 'Homes', ... (the column of the export, the heading of the customer's card). */
export const thingsLabel = (industry: string): string => (LABELS[industry as Industry] ?? LABELS['mobile-detailing']).plural;
export const thingLabel = (industry: string): string => (LABELS[industry as Industry] ?? LABELS['mobile-detailing']).singular;

export interface VehicleAnswers {
  type?: string | null;
  make?: string | null;
  model?: string | null;
  year?: string | null;
  color?: string | null;
}

/**
 * A vehicle (or home, lot, pet) as the quote form and the booking wizard ask it: '2021 Toyota RAV4',
 * or the catalog's name of its type ('House') where only the type is asked.
 */
export function vehicleThing(industry: string, v: VehicleAnswers): Thing | undefined {
  const label = [v.year, v.make, v.model]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const type = v.type?.trim() ?? '';
  if (!label && !type) return undefined;
  const typeName = serviceCatalog(industry).vehicles.find((entry) => entry.key === type)?.label ?? type;
  return { type, label: label || typeName, details: v.color?.trim() ?? '' };
}

const key = (thing: Thing) => thing.label.trim().toLowerCase();

/** `things` with `more` added, each label once (the first one kept: the owner's edits come first). */
export function joinThings(things: readonly Thing[], more: readonly Thing[]): Thing[] {
  const seen = new Set(things.map(key));
  const out = [...things];
  for (const thing of more) {
    if (seen.has(key(thing))) continue;
    seen.add(key(thing));
    out.push(thing);
  }
  return out;
}
