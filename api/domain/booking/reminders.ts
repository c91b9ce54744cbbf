/**
 * Reminders (issue 15 §5), and the loop that also deletes old holds: one durable job per booked appointment and channel (booking_reminders),
 * due the owner's reminder lead before the start (default 24 hours). A runner in the server process
 * claims due jobs with a lease, as the publish queue does: a job is marked sent in the same process
 * that sent it, and a job another process holds is left alone until its lease runs out, so a
 * restart or a second server never sends a reminder again once it is marked. (A crash between the
 * send and the mark is the one window in which a reminder can go twice; SMTP offers nothing to close
 * it.) A cancelled appointment's job is skipped. SMS is an interface for later (Twilio), off unless
 * a sender is given.
 */
import { hostname } from 'node:os';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import type { BookingSettings } from '#core/booking/settings.ts';
import { CANCELLED } from '#core/scheduling/availability.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { findTenantById } from '../tenants.ts';
import { pruneHolds } from './holds.ts';
import { customerReminder, factsOf, sendLogged, whenText, zoneOf } from './messages.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AppointmentRow = typeof s.appointments.$inferSelect;

export const REMINDER_LEASE_MS = 2 * 60_000;
const HOUR_MS = 3_600_000;
/** A reminder that failed to send is tried again this many times, a minute apart. */
const MAX_ATTEMPTS = 5;

/** Where text messages would go out; none is configured by default (no Twilio calls). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export type ReminderChannel = 'email' | 'sms';

/** The reminder jobs of a new appointment: none when its reminder time has already passed. */
export async function scheduleReminders(
  tx: Tx,
  tenantId: number,
  appointment: Pick<AppointmentRow, 'id' | 'startTime'>,
  settings: Pick<BookingSettings, 'reminderHours'>,
  now: number,
  channels: readonly ReminderChannel[] = ['email'],
): Promise<void> {
  const runAt = appointment.startTime - settings.reminderHours * HOUR_MS;
  // 0 hours: the owner sends no reminders.
  if (settings.reminderHours === 0 || runAt <= now) return;
  for (const channel of channels) {
    await tx
      .insert(s.bookingReminders)
      .values({ tenantId, appointmentId: appointment.id, channel, runAt })
      .onConflictDoUpdate({
        target: [s.bookingReminders.appointmentId, s.bookingReminders.channel],
        set: { runAt, state: 'queued', attempts: 0, sentAt: null, workerId: null, leaseUntil: null, error: null },
      });
  }
}

/** A moved appointment is reminded of again before its new time; a cancelled one never. */
export async function moveReminders(
  tx: Tx,
  tenantId: number,
  appointment: Pick<AppointmentRow, 'id' | 'startTime' | 'status'>,
  settings: Pick<BookingSettings, 'reminderHours'>,
  now: number,
) {
  if (appointment.status === CANCELLED) {
    await tx
      .update(s.bookingReminders)
      .set({ state: 'skipped', leaseUntil: null })
      .where(and(eq(s.bookingReminders.appointmentId, appointment.id), eq(s.bookingReminders.state, 'queued')));
    return;
  }
  const channels = await tx
    .select({ channel: s.bookingReminders.channel })
    .from(s.bookingReminders)
    .where(eq(s.bookingReminders.appointmentId, appointment.id));
  const kept = channels.map((c) => c.channel as ReminderChannel);
  await tx.delete(s.bookingReminders).where(eq(s.bookingReminders.appointmentId, appointment.id));
  await scheduleReminders(tx, tenantId, appointment, settings, now, kept.length ? kept : ['email']);
}

/** Claims up to `limit` due jobs (queued, or sending under a lease that ran out) for this worker. */
export async function claimDueReminders(db: Db, workerId: string, now: number, limit = 20) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: s.bookingReminders.id })
      .from(s.bookingReminders)
      .where(
        and(
          lte(s.bookingReminders.runAt, now),
          or(eq(s.bookingReminders.state, 'queued'), and(eq(s.bookingReminders.state, 'sending'), lte(s.bookingReminders.leaseUntil, now))),
        ),
      )
      .orderBy(s.bookingReminders.runAt)
      .limit(limit);
    if (due.length === 0) return [];
    return tx
      .update(s.bookingReminders)
      .set({ state: 'sending', workerId, leaseUntil: now + REMINDER_LEASE_MS })
      .where(
        inArray(
          s.bookingReminders.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  sms?: SmsSender;
  now?: () => number;
}

/** Sends what is due now; answers how many reminders went out. */
export async function runDueReminders(deps: ReminderDeps, workerId: string): Promise<number> {
  const now = (deps.now ?? Date.now)();
  const jobs = await claimDueReminders(deps.db, workerId, now);
  let sent = 0;
  for (const job of jobs) {
    const row = await deps.db
      .select({ appointment: s.appointments, booking: s.bookings })
      .from(s.appointments)
      .innerJoin(s.bookings, eq(s.bookings.appointmentId, s.appointments.id))
      .where(eq(s.appointments.id, job.appointmentId))
      .get();
    const tenant = await findTenantById(deps.db, job.tenantId);
    const finish = (set: Partial<typeof s.bookingReminders.$inferInsert>) =>
      deps.db
        .update(s.bookingReminders)
        .set({ leaseUntil: null, ...set })
        .where(and(eq(s.bookingReminders.id, job.id), eq(s.bookingReminders.workerId, workerId)));
    if (!row || !tenant || row.appointment.status === CANCELLED || row.appointment.startTime <= now) {
      await finish({ state: 'skipped' });
      continue;
    }
    const facts = factsOf(row.appointment, row.booking, zoneOf(tenant));
    if (job.channel === 'sms' && !deps.sms) {
      await finish({ state: 'skipped', error: 'No SMS sender configured' });
      continue;
    }
    const ok =
      job.channel === 'sms'
        ? await deps.sms!.send(facts.customer.phone, `Reminder: ${tenant.businessName}, ${whenText(facts.start, facts.zone)}.`).then(
            () => true,
            () => false,
          )
        : await sendLogged(deps.db, deps.mailer, tenant.id, customerReminder(tenant, facts));
    if (ok) {
      await finish({ state: 'sent', sentAt: now });
      sent++;
    } else {
      const attempts = job.attempts + 1;
      await finish(attempts >= MAX_ATTEMPTS ? { state: 'failed', attempts } : { state: 'queued', attempts, runAt: now + 60_000 });
    }
  }
  return sent;
}

/** The id this process claims reminders under. */
export const reminderWorkerId = () => `${process.pid}@${hostname()}/${Date.now().toString(36)}`;

/** Checks every `intervalMs` for due reminders until stopped. */
export function startReminderLoop(deps: ReminderDeps, intervalMs = 30_000): { stop(): Promise<void> } {
  const workerId = reminderWorkerId();
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueReminders(deps, workerId)
      .then(() => pruneHolds(deps.db, (deps.now ?? Date.now)()))
      .catch((error) => console.error('[reminders]', error));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
