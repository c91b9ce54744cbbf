/**
 * What a booking sends: the customer's confirmation (with an .ics of the appointment and the manage
 * link), their change and reminder e-mails, and the owner's e-mail and dashboard notification. Times
 * are written in the business's zone and named with it, since that is where the job happens.
 * Sending is best effort: a failed e-mail is logged in email_log and never undoes a booking.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { formatLongDate } from '#core/format/date.ts';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { formatPhone } from '#core/format/phone.ts';
import { schedulingSettingsFrom } from '#core/scheduling/settings.ts';
import { defaultTimeZone } from '#core/scheduling/time-zones.ts';
import { wallClock, weekdayOf, zoned } from '#core/scheduling/time.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { TenantRow } from '../tenants.ts';
import { type BookedJob, jobOf } from './job.ts';

export interface BookingFacts {
  appointmentId: number;
  status: string;
  start: number;
  end: number;
  zone: string;
  customer: { name: string; email: string; phone: string };
  address: { street: string; city: string; state: string; zip: string };
  vehicle: Record<string, unknown>;
  job: BookedJob;
  paid: boolean;
  manageUrl?: string;
}

/** The business's zone as the availability engine reads it (a zone that no longer parses falls back). */
export const zoneOf = (tenant: TenantRow) =>
  schedulingSettingsFrom(tenant, defaultTimeZone(tenant.businessState, tenant.businessCity)).timeZone;

export function factsOf(
  appointment: typeof s.appointments.$inferSelect,
  booking: typeof s.bookings.$inferSelect,
  zone: string,
  manageUrl?: string,
): BookingFacts {
  return {
    appointmentId: appointment.id,
    status: appointment.status,
    start: appointment.startTime,
    end: appointment.endTime,
    zone,
    customer: { name: appointment.customerName, email: appointment.customerEmail ?? '', phone: appointment.customerPhone },
    address: booking.address,
    vehicle: booking.vehicle,
    job: jobOf(booking),
    paid: booking.payment === 'paid',
    manageUrl,
  };
}

export const bookingReference = (appointmentId: number) => `B-${String(appointmentId).padStart(6, '0')}`;

const to12h = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** "Wednesday, November 25, 2026 at 9:30 AM (America/Phoenix)" */
export function whenText(start: number, zone: string): string {
  const { date, time } = wallClock(start, zone);
  const day = weekdayOf(date);
  const weekday = day[0]!.toUpperCase() + day.slice(1);
  return `${weekday}, ${formatLongDate(date)} at ${to12h(time)} (${zone})`;
}

export const vehicleText = (vehicle: Record<string, unknown>) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.color && `(${vehicle.color})`, vehicle.length && `${vehicle.length}`]
    .filter((v) => typeof v === 'string' && v)
    .join(' ') || String(vehicle.type ?? '');

const serviceText = (job: BookedJob) => [`${job.serviceName} – ${job.tierName}`, ...job.addons.map((a) => `+ ${a.name}`)].join('\n');

function detailLines(tenant: TenantRow, f: BookingFacts): string[] {
  const price = f.job.price;
  return [
    `Booking ${bookingReference(f.appointmentId)}`,
    `When: ${whenText(f.start, f.zone)}`,
    `About: ${formatDuration(price.durationMinutes)}`,
    `Service:\n${serviceText(f.job)}`,
    `${f.vehicle.make ? 'Vehicle' : 'Details'}: ${vehicleText(f.vehicle)}`,
    `Address: ${f.address.street}, ${f.address.city}, ${f.address.state} ${f.address.zip}`,
    `Price: ${formatPriceCents(price.totalCents)}${price.depositCents && f.paid ? ` (deposit of ${formatPriceCents(price.depositCents)} paid)` : ''}`,
    `Business: ${tenant.businessName}${tenant.businessPhone ? `, ${formatPhone(tenant.businessPhone)}` : ''}`,
  ];
}

/** The appointment as a calendar file, in the business's zone with its VTIMEZONE. */
export function bookingIcs(tenant: TenantRow, f: BookingFacts): string {
  const calendar = ical({
    prodId: { company: 'LocalSite', product: 'Booking', language: 'EN' },
    timezone: { name: f.zone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `booking-${f.appointmentId}@${tenant.slug}.localsite`,
    start: zoned(f.start, f.zone),
    end: zoned(f.end, f.zone),
    timezone: f.zone,
    summary: `${f.job.serviceName} with ${tenant.businessName}`,
    description: [serviceText(f.job), f.manageUrl && `Change or cancel: ${f.manageUrl}`].filter(Boolean).join('\n'),
    location: `${f.address.street}, ${f.address.city}, ${f.address.state} ${f.address.zip}`,
    status:
      f.status === 'cancelled'
        ? ICalEventStatus.CANCELLED
        : f.status === 'confirmed'
          ? ICalEventStatus.CONFIRMED
          : ICalEventStatus.TENTATIVE,
  });
  return calendar.toString();
}

const icsAttachment = (tenant: TenantRow, f: BookingFacts) => ({
  filename: 'appointment.ics',
  content: bookingIcs(tenant, f),
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

export function customerConfirmation(tenant: TenantRow, f: BookingFacts): MailMessage {
  const confirmed = f.status === 'confirmed';
  return {
    to: f.customer.email,
    subject: `${confirmed ? 'Confirmed' : 'Booked'}: ${f.job.serviceName} with ${tenant.businessName} on ${formatLongDate(wallClock(f.start, f.zone).date)}`,
    text: [
      `Hi ${f.customer.name},`,
      '',
      confirmed
        ? `Your appointment with ${tenant.businessName} is confirmed.`
        : `Thanks for booking with ${tenant.businessName}. Your appointment is scheduled; they will confirm it shortly.`,
      '',
      ...detailLines(tenant, f),
      '',
      `Change or cancel: ${f.manageUrl}`,
      '',
      'The attached calendar file adds the appointment to your calendar.',
    ].join('\n'),
    replyTo: tenant.businessEmail ?? undefined,
    attachments: [icsAttachment(tenant, f)],
  };
}

export type BookingChange = 'booked' | 'rescheduled' | 'cancelled';

export function customerChange(tenant: TenantRow, f: BookingFacts, change: 'rescheduled' | 'cancelled'): MailMessage {
  return {
    to: f.customer.email,
    subject: `${change === 'cancelled' ? 'Cancelled' : 'Rescheduled'}: ${f.job.serviceName} with ${tenant.businessName}`,
    text: [
      `Hi ${f.customer.name},`,
      '',
      change === 'cancelled'
        ? `Your appointment with ${tenant.businessName} on ${whenText(f.start, f.zone)} is cancelled.`
        : `Your appointment with ${tenant.businessName} is moved to ${whenText(f.start, f.zone)}.`,
      '',
      ...detailLines(tenant, f),
      ...(change === 'cancelled' ? [] : ['', `Change or cancel: ${f.manageUrl}`]),
    ].join('\n'),
    replyTo: tenant.businessEmail ?? undefined,
    attachments: [icsAttachment(tenant, f)],
  };
}

export function customerReminder(tenant: TenantRow, f: BookingFacts): MailMessage {
  return {
    to: f.customer.email,
    subject: `Reminder: ${f.job.serviceName} with ${tenant.businessName} ${formatLongDate(wallClock(f.start, f.zone).date)}`,
    text: [
      `Hi ${f.customer.name},`,
      '',
      `This is a reminder of your appointment with ${tenant.businessName} on ${whenText(f.start, f.zone)}.`,
      '',
      ...detailLines(tenant, f),
      ...(f.manageUrl ? ['', `Change or cancel: ${f.manageUrl}`] : []),
    ].join('\n'),
    replyTo: tenant.businessEmail ?? undefined,
  };
}

const OWNER_TITLES: Record<BookingChange, (f: BookingFacts) => string> = {
  booked: (f) => `New booking from ${f.customer.name}`,
  rescheduled: (f) => `${f.customer.name} rescheduled their booking`,
  cancelled: (f) => `${f.customer.name} cancelled their booking`,
};

/** The owner's notification (the dashboard bell) and e-mail of a booking or a customer's change. */
export function ownerNotice(tenant: TenantRow, f: BookingFacts, change: BookingChange) {
  const title = OWNER_TITLES[change](f);
  const body = `${f.job.serviceName} – ${f.job.tierName}, ${whenText(f.start, f.zone)}, ${f.address.city}`;
  return {
    notification: {
      tenantId: tenant.id,
      kind: `booking_${change}`,
      title,
      body,
      link: `/${tenant.slug}/dashboard?appointment=${f.appointmentId}`,
    },
    mail: (to: string): MailMessage => ({
      to,
      subject: title,
      text: [
        `${title}.`,
        '',
        ...detailLines(tenant, f),
        `Customer: ${f.customer.name}, ${f.customer.phone}, ${f.customer.email}`,
        '',
        'It is in your schedule.',
      ].join('\n'),
      replyTo: f.customer.email,
    }),
  };
}

/** Sends one e-mail and logs it; a failure is logged, never thrown. */
export async function sendLogged(db: Db, mailer: Mailer, tenantId: number, message: MailMessage): Promise<boolean> {
  try {
    const sent = await mailer.send(message);
    await db.insert(s.emailLog).values({ tenantId, to: message.to, subject: message.subject, transport: sent.transport });
    return true;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[booking] e-mail to ${message.to} failed: ${text}`);
    await db.insert(s.emailLog).values({ tenantId, to: message.to, subject: message.subject, transport: 'smtp', error: text });
    return false;
  }
}

export const ownerEmailOf = (tenant: TenantRow) => tenant.businessEmail ?? tenant.personalEmail;
