/**
 * Booking an accepted estimate (issue 16 §3): the wizard's estimate mode. The job is not chosen
 * from the services but fixed by the estimate: its accepted lines, its total and its duration, at
 * the quote request's ZIP. From there it is any booking: the same free times, the same hold and the
 * same confirm transaction, which also marks the estimate booked and its quote request completed.
 */
import { and, eq } from 'drizzle-orm';
import { bookingPrice } from '#core/booking/pricing.ts';
import type { BookingSettings } from '#core/booking/settings.ts';
import type { EstimateItem } from '#core/estimates/estimates.ts';
import { slotTimesByDate } from '#core/scheduling/availability.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { jobPlace, openSlots } from '../availability.ts';
import type { TenantRow } from '../tenants.ts';
import { holdJob, type HoldOutcome } from './holds.ts';
import type { BookedJob } from './job.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AcceptedEstimate {
  id: number;
  quoteId: number;
  /** The required lines and the optional ones the customer chose. */
  items: readonly EstimateItem[];
  totalCents: number;
  durationMinutes: number;
  zip: string;
}

/**
 * The accepted estimate as the booking domain stores a job: named by its first line (the service
 * of it when it has one) in the schedule, the e-mails and the manage page, the other lines listed
 * as add-ons; priced at its total (the deposit by the business's rule), timed by its duration.
 */
async function jobOfEstimate(db: Db, tenant: TenantRow, estimate: AcceptedEstimate, settings: BookingSettings) {
  const where = await jobPlace(db, tenant, estimate.zip);
  const served = 'served' in where ? where.served : undefined;
  const first = estimate.items[0];
  const service = first?.serviceId
    ? await db.select({ slug: s.services.slug, name: s.services.name }).from(s.services).where(eq(s.services.id, first.serviceId)).get()
    : undefined;
  const [lead, ...rest] = estimate.items.map((item) => item.description);
  const price = bookingPrice({
    tier: { priceCents: estimate.totalCents, durationMinutes: estimate.durationMinutes, sizePricesCents: {} },
    depositPercentage: settings.depositRequired ? settings.depositPercentage : 0,
  });
  const job: BookedJob = {
    service: service?.slug ?? 'estimate',
    serviceName: service?.name ?? lead ?? 'Estimate',
    tier: first?.tierId ?? 0,
    tierName: lead ?? '',
    addons: rest.map((name, index) => ({ slug: `line-${index + 2}`, name })),
    size: null,
    zip: estimate.zip,
    area: served?.area ?? null,
    price,
    estimate: { id: estimate.id, quoteId: estimate.quoteId },
  };
  return { job, place: 'place' in where ? where.place : null };
}

/** The free start times for the estimate's duration at its place (the availability route's answer). */
export async function estimateAvailability(
  db: Db,
  tenant: TenantRow,
  estimate: AcceptedEstimate,
  range: { from?: string; to?: string },
  now: number,
) {
  const place = await jobPlace(db, tenant, estimate.zip);
  const open = await openSlots(
    db,
    tenant,
    { minutes: estimate.durationMinutes, place: 'place' in place ? place.place : null, ...range },
    now,
  );
  return { time_zone: open.zone, duration_minutes: estimate.durationMinutes, days: slotTimesByDate(open.slots) };
}

export async function placeEstimateHold(
  db: Db,
  tenant: TenantRow,
  estimate: AcceptedEstimate,
  request: { date: string; time: string; release?: string },
  settings: BookingSettings,
  now: number,
): Promise<HoldOutcome> {
  return holdJob(db, tenant, await jobOfEstimate(db, tenant, estimate, settings), request, now);
}

/**
 * In the confirm transaction: the estimate is booked as this appointment, its quote request is
 * completed, and the owner's bell says the estimate was booked. False when the estimate is no
 * longer accepted (booked by another tab meanwhile), so the caller rolls back.
 */
export async function markEstimateBooked(
  tx: Tx,
  tenant: TenantRow,
  link: { id: number; quoteId: number },
  appointmentId: number,
  notice: { customerName: string; body: string },
  now: number,
): Promise<boolean> {
  const booked = await tx
    .update(s.estimates)
    .set({ status: 'booked', appointmentId, bookedAt: now, updatedAt: now })
    .where(and(eq(s.estimates.id, link.id), eq(s.estimates.status, 'accepted')))
    .returning({ status: s.estimates.status });
  if (!booked.length) return false;
  await tx.update(s.quotes).set({ status: 'completed', updatedAt: now }).where(eq(s.quotes.id, link.quoteId));
  await tx.insert(s.notifications).values({
    tenantId: tenant.id,
    kind: 'estimate_booked',
    title: `${notice.customerName} booked a time for their estimate`,
    body: notice.body,
    link: `/${tenant.slug}/dashboard?appointment=${appointmentId}`,
  });
  return true;
}
