/**
 * Confirming a hold (issue 15 §3): in one write transaction the hold's time is checked again (the
 * crew's appointments and the other live holds; the overlap trigger guards the insert too), the
 * customer is found by e-mail, then phone, or created (matchOrCreateCustomer), and the appointment, the booking with the hash
 * of its manage token, the reminder job, the owner's notification and the analytics event are
 * written. The e-mails go out after the commit. A hold that expired is still booked when its time
 * is still free; otherwise the visitor gets the nearest free times.
 */
import { createHash, randomBytes } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { ConfirmRequest } from '#core/booking/schemas.ts';
import type { BookingSettings } from '#core/booking/settings.ts';
import { ESTIMATE_ALREADY_BOOKED } from '#core/estimates/estimates.ts';
import { vehicleThing } from '#core/customers/things.ts';
import { wallClock } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { matchOrCreateCustomer } from '../customers.ts';
import { isTriggerOverlap } from '../schedule.ts';
import type { TenantRow } from '../tenants.ts';
import { markEstimateBooked } from './from-estimate.ts';
import { type Alternative, freeCrew, type HoldRow, nearestAlternatives } from './holds.ts';
import { type BookedJob, jobOf, priceJson } from './job.ts';
import {
  type BookingFacts,
  bookingReference,
  customerConfirmation,
  factsOf,
  ownerEmailOf,
  ownerNotice,
  sendLogged,
  zoneOf,
} from './messages.ts';
import { scheduleReminders } from './reminders.ts';

type AppointmentRow = typeof s.appointments.$inferSelect;
export type BookingRow = typeof s.bookings.$inferSelect;

/** The answers kept with a booking: the confirm request without what the appointment row holds. */
export type Answers = ConfirmRequest;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A manage token: 32 random bytes, 43 base64url characters. */
export const newManageToken = () => randomBytes(32).toString('base64url');
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where the customer manages a booking: the site's manage page, the token in the fragment (never sent in a request line or referrer). */
export const manageUrlOf = (siteUrl: string, token: string) => `${siteUrl}/booking/manage#token=${token}`;

export type BookOutcome =
  | { ok: true; appointment: AppointmentRow; booking: BookingRow; manageUrl: string | null; facts: BookingFacts }
  | { ok: false; status: 409; alternatives: Alternative[]; error?: string };

/** Thrown inside the confirm transaction to undo it: the estimate being booked was booked meanwhile. */
class EstimateNotOpen extends Error {}

export interface BookContext {
  db: Db;
  mailer: Mailer;
  tenant: TenantRow;
  settings: BookingSettings;
  siteUrl: string;
  now: number;
  /** Reminders go by text message too when a sender is configured (none by default). */
  textReminders?: boolean;
}

/** The appointment as the booking API answers it (BookedAppointment of api/routes/booking.ts). */
export function bookedJson(tenant: TenantRow, facts: BookingFacts) {
  const { date, time } = wallClock(facts.start, facts.zone);
  return {
    id: facts.appointmentId,
    reference: bookingReference(facts.appointmentId),
    status: facts.status,
    start: new Date(facts.start).toISOString(),
    end: new Date(facts.end).toISOString(),
    date,
    time,
    time_zone: facts.zone,
    service: facts.job.serviceName,
    service_slug: facts.job.service,
    tier: facts.job.tierName,
    tier_id: facts.job.tier,
    addons: facts.job.addons.map((a) => a.name),
    addon_slugs: facts.job.addons.map((a) => a.slug),
    size: facts.job.size,
    zip: facts.job.zip,
    price: priceJson(facts.job),
    customer: facts.customer,
    address: facts.address,
    vehicle: facts.vehicle,
    business: { name: tenant.businessName, phone: tenant.businessPhone },
  };
}

const descriptionOf = (job: BookedJob, answers: Answers) =>
  [
    `${job.tierName}${job.addons.length ? ` + ${job.addons.map((a) => a.name).join(', ')}` : ''}`,
    `${answers.street}, ${answers.city}, ${answers.state} ${answers.zip}`,
    answers.details,
  ]
    .filter(Boolean)
    .join('\n');

/**
 * Makes the hold's appointment. `paid`: a Stripe deposit came in (the webhook). Answers 409 with
 * alternatives when the time is no longer free.
 */
export async function bookHold(ctx: BookContext, hold: HoldRow, answers: Answers, paid: boolean): Promise<BookOutcome> {
  const { db, tenant, settings, now } = ctx;
  const job = jobOf(hold);
  const zone = zoneOf(tenant);
  const token = newManageToken();
  let outcome: { appointment: AppointmentRow; booking: BookingRow } | 'taken' | 'done';
  try {
    outcome = await db.transaction(async (tx) => {
      const current = await tx.select().from(s.bookingHolds).where(eq(s.bookingHolds.id, hold.id)).get();
      if (!current || current.state === 'booked') return 'done' as const;
      const crews = await tx
        .select({ id: s.crews.id })
        .from(s.crews)
        .where(eq(s.crews.tenantId, tenant.id))
        .orderBy(desc(s.crews.isDefault), asc(s.crews.id));
      // The held crew first; if the hold ran out and its crew got busy, another free crew will do.
      const order = [...new Set([...(hold.crewId ? [hold.crewId] : []), ...crews.map((c) => c.id)])];
      const place = { start: hold.startTime, end: hold.endTime, serviceAreaId: hold.serviceAreaId, place: null };
      const crewId = await freeCrew(tx, tenant, order.length ? order : [0], place, now, { holdId: hold.id });
      if (crewId === undefined) return 'taken' as const;
      const customerId = await matchOrCreateCustomer(tx, tenant.id, {
        name: answers.name,
        email: answers.email,
        phone: answers.phone,
        address: { street: answers.street, city: answers.city, state: answers.state, zip: answers.zip },
        thing: vehicleThing(tenant.industry, answers.vehicle),
      });
      const [appointment] = await tx
        .insert(s.appointments)
        .values({
          tenantId: tenant.id,
          customerId,
          title: `${job.serviceName} – ${answers.name.split(' ').slice(-1)[0]}`,
          description: descriptionOf(job, answers),
          serviceType: job.serviceName,
          serviceDurationMinutes: job.price.durationMinutes,
          startTime: hold.startTime,
          endTime: hold.endTime,
          customerName: answers.name,
          customerPhone: answers.phone,
          customerEmail: answers.email.toLowerCase(),
          priceCents: job.price.totalCents,
          depositCents: paid ? job.price.depositCents : null,
          notes: answers.notes || null,
          status: settings.autoConfirm || paid ? 'confirmed' : 'scheduled',
          crewId,
          serviceAreaId: hold.serviceAreaId,
        })
        .returning();
      const [booking] = await tx
        .insert(s.bookings)
        .values({
          tenantId: tenant.id,
          appointmentId: appointment!.id,
          manageTokenHash: sha256(token),
          job: hold.job,
          vehicle: { ...answers.vehicle, ...(answers.details ? { details: answers.details } : {}) },
          address: { street: answers.street, city: answers.city, state: answers.state, zip: answers.zip },
          payment: paid ? 'paid' : 'on_site',
          stripeSessionId: hold.stripeSessionId,
        })
        .returning();
      await tx.update(s.bookingHolds).set({ state: 'booked', appointmentId: appointment!.id }).where(eq(s.bookingHolds.id, hold.id));
      await scheduleReminders(tx, tenant.id, appointment!, settings, now, ctx.textReminders ? ['email', 'sms'] : ['email']);
      const facts = factsOf(appointment!, booking!, zone);
      const notice = ownerNotice(tenant, facts, 'booked').notification;
      if (!job.estimate) await tx.insert(s.notifications).values(notice);
      else if (
        !(await markEstimateBooked(tx, tenant, job.estimate, appointment!.id, { customerName: answers.name, body: notice.body }, now))
      )
        throw new EstimateNotOpen();
      await tx.insert(s.analyticsEvents).values({
        tenantId: tenant.id,
        name: 'booking_completed',
        path: '/booking',
        props: { service: job.service, tier: job.tier, addons: job.addons.length, total_cents: job.price.totalCents, paid },
      });
      return { appointment: appointment!, booking: booking! };
    });
  } catch (error) {
    if (error instanceof EstimateNotOpen) return { ok: false, status: 409, alternatives: [], error: ESTIMATE_ALREADY_BOOKED };
    if (!isTriggerOverlap(error)) throw error;
    outcome = 'taken';
  }
  if (outcome === 'taken' || outcome === 'done') {
    const booked = outcome === 'done' ? await bookingOfHold(db, hold.id) : undefined;
    if (booked) return { ok: true, ...booked, manageUrl: null, facts: factsOf(booked.appointment, booked.booking, zone) };
    const date = wallClock(hold.startTime, zone).date;
    const alternatives = await nearestAlternatives(
      db,
      tenant,
      { minutes: job.price.durationMinutes, place: null, start: hold.startTime, date },
      now,
    );
    return { ok: false, status: 409, alternatives };
  }
  const manageUrl = manageUrlOf(ctx.siteUrl, token);
  const facts = factsOf(outcome.appointment, outcome.booking, zone, manageUrl);
  await sendLogged(db, ctx.mailer, tenant.id, customerConfirmation(tenant, facts));
  const owner = ownerEmailOf(tenant);
  if (owner) await sendLogged(db, ctx.mailer, tenant.id, ownerNotice(tenant, facts, 'booked').mail(owner));
  return { ok: true, ...outcome, manageUrl, facts };
}

/** The appointment a hold became (a repeated confirm or webhook finds the first one's). */
export async function bookingOfHold(db: Db, holdId: string) {
  const row = await db
    .select({ appointment: s.appointments, booking: s.bookings })
    .from(s.bookingHolds)
    .innerJoin(s.appointments, eq(s.appointments.id, s.bookingHolds.appointmentId))
    .innerJoin(s.bookings, eq(s.bookings.appointmentId, s.appointments.id))
    .where(eq(s.bookingHolds.id, holdId))
    .get();
  return row;
}
