/**
 * How long a booked job takes (issue 14 §4: "tier plus add-ons, by vehicle size where priced so").
 * The services data holds one duration per tier and no duration per vehicle size; where a tier is
 * priced per size (detailing, core/services/catalog.ts), its price is labour, so the time scales by
 * the same ratio as the price: a tier of 120 minutes at $200 takes 180 minutes for an XL priced $300.
 */
import { tierPriceForSize, type VehicleSize } from '../services/catalog.ts';

/** Jobs are booked in whole steps of this many minutes, so a scaled duration never ends at :07. */
export const DURATION_STEP_MINUTES = 5;

export interface TimedTier {
  priceCents: number;
  durationMinutes: number;
  sizePricesCents?: Partial<Record<VehicleSize, number>>;
}

/** A tier's minutes for a vehicle size: scaled by the size's price over the tier's price, up to the next 5 minutes. */
export function tierMinutes(tier: TimedTier, size?: VehicleSize): number {
  const sizePrice =
    size && tier.sizePricesCents
      ? tierPriceForSize({ priceCents: tier.priceCents, sizePricesCents: tier.sizePricesCents }, size)
      : tier.priceCents;
  const factor = tier.priceCents > 0 ? sizePrice / tier.priceCents : 1;
  return Math.ceil((tier.durationMinutes * factor) / DURATION_STEP_MINUTES) * DURATION_STEP_MINUTES;
}

/** The minutes of a job: the chosen tier and each add-on (its booked tier), for the vehicle size when one is given. */
export function jobMinutes(tier: TimedTier, addons: readonly TimedTier[] = [], size?: VehicleSize): number {
  return [tier, ...addons].reduce((sum, t) => sum + tierMinutes(t, size), 0);
}
