/**
 * What a booking costs and how long it takes (issue 15 §1 summary: "tier by size, add-ons, the
 * service area's multiplier and minimum; duration"). One pure function for the wizard, which shows
 * the price as the visitor chooses, and the API, whose answer is stored with the booking.
 *
 * Order: the tier and each add-on at the vehicle size's price, summed; the area's multiplier on the
 * sum (rounded to the cent); then the area's minimum charge as a floor. The deposit is a share of
 * that total, rounded to the cent, and never more than it.
 */
import { jobMinutes, type TimedTier } from '../scheduling/duration.ts';
import { tierPriceForSize, type VehicleSize } from '../services/catalog.ts';

export interface PricedTier extends TimedTier {
  sizePricesCents: Partial<Record<VehicleSize, number>>;
}

/** The travel pricing of the service area the job is in (service_areas.minimum is in dollars). */
export interface AreaPricing {
  multiplier: number;
  minimumDollars: number;
}

export interface BookingPriceInput {
  tier: PricedTier;
  addons?: readonly PricedTier[];
  size?: VehicleSize;
  area?: AreaPricing | null;
  /** 0..1; 0 or absent: no deposit. */
  depositPercentage?: number;
}

export interface BookingPrice {
  tierCents: number;
  addonsCents: number;
  subtotalCents: number;
  multiplier: number;
  minimumCents: number;
  totalCents: number;
  depositCents: number;
  durationMinutes: number;
}

const priceOf = (tier: PricedTier, size: VehicleSize | undefined) => (size ? tierPriceForSize(tier, size) : tier.priceCents);

export function bookingPrice(input: BookingPriceInput): BookingPrice {
  const addons = input.addons ?? [];
  const tierCents = priceOf(input.tier, input.size);
  const addonsCents = addons.reduce((sum, a) => sum + priceOf(a, input.size), 0);
  const subtotalCents = tierCents + addonsCents;
  const multiplier = input.area && input.area.multiplier > 0 ? input.area.multiplier : 1;
  const minimumCents = Math.round(Math.max(0, input.area?.minimumDollars ?? 0) * 100);
  const totalCents = Math.max(Math.round(subtotalCents * multiplier), minimumCents);
  const share = Math.min(1, Math.max(0, input.depositPercentage ?? 0));
  return {
    tierCents,
    addonsCents,
    subtotalCents,
    multiplier,
    minimumCents,
    totalCents,
    depositCents: Math.min(totalCents, Math.round(totalCents * share)),
    durationMinutes: jobMinutes(input.tier, addons, input.size),
  };
}
