/**
 * What a visitor books, as the business offers it now: the service, tier and add-ons (the
 * availability read's rules: an add-on at its shortest enabled tier), the served area of their ZIP
 * and the price and minutes of core/booking/pricing.ts. The answer is stored with a hold, so the
 * appointment is made at the price the visitor saw.
 */
import { bookingPrice, type BookingPrice } from '#core/booking/pricing.ts';
import type { BookingSettings } from '#core/booking/settings.ts';
import type { LatLng } from '#core/content/geo.ts';
import type { VehicleSize } from '#core/services/catalog.ts';
import type { Db } from '#db/client.ts';
import { jobLength, jobPlace } from '../availability.ts';
import type { TenantRow } from '../tenants.ts';

export interface JobRequest {
  service: string;
  tier: number;
  addons: string[];
  size?: VehicleSize;
  zip: string;
}

/** Stored in booking_holds.job and bookings.job. */
export interface BookedJob {
  service: string;
  serviceName: string;
  tier: number;
  tierName: string;
  addons: { slug: string; name: string }[];
  size: VehicleSize | null;
  zip: string;
  /** Null only for an estimate's job at a ZIP outside the areas (the owner chose to quote it). */
  area: { id: number; city: string; state: string } | null;
  price: BookingPrice;
  /** Booked from an accepted estimate: the appointment is linked to it and its quote request. */
  estimate?: { id: number; quoteId: number };
}

export type JobOutcome =
  | { ok: true; job: BookedJob; place: LatLng | null }
  /** `notServed`: the ZIP is real but outside the areas; the wizard offers the quote form. */
  | { ok: false; fields: Record<string, string>; notServed: boolean };

export async function resolveJob(db: Db, tenant: TenantRow, request: JobRequest, settings: BookingSettings): Promise<JobOutcome> {
  const [length, where] = await Promise.all([jobLength(db, tenant, request), jobPlace(db, tenant, request.zip)]);
  const fields = { ...('fields' in length ? length.fields : {}), ...('message' in where ? { zip: where.message } : {}) };
  if ('fields' in length || 'message' in where || !where.served) {
    return { ok: false, fields, notServed: 'notServed' in where && where.notServed };
  }
  const served = where.served;
  const price = bookingPrice({
    tier: length.tier,
    addons: length.addons.map((a) => a.tier),
    size: request.size,
    area: { multiplier: served.multiplier, minimumDollars: served.minimum },
    depositPercentage: settings.depositRequired ? settings.depositPercentage : 0,
  });
  return {
    ok: true,
    place: where.place,
    job: {
      service: length.service.slug,
      serviceName: length.service.name,
      tier: length.tier.id,
      tierName: length.tier.name,
      addons: length.addons.map((a) => ({ slug: a.service.slug, name: a.service.name })),
      size: request.size ?? null,
      zip: served.zip,
      area: served.area,
      price,
    },
  };
}

/** The job stored with a hold or booking (a JSON column the database types loosely). */
export const jobOf = (row: { job: Record<string, unknown> }) => row.job as unknown as BookedJob;

/** The price as the API answers it (api/routes/booking.ts Price). */
export function priceJson(job: BookedJob) {
  const p = job.price;
  return {
    tier_cents: p.tierCents,
    addons_cents: p.addonsCents,
    subtotal_cents: p.subtotalCents,
    multiplier: p.multiplier,
    minimum_cents: p.minimumCents,
    total_cents: p.totalCents,
    deposit_cents: p.depositCents,
    duration_minutes: p.durationMinutes,
    area: job.area,
  };
}
