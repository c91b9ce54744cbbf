/**
 * Demo estimates (issue 16 §3), per demo business, on its seeded quote requests: one sent and
 * waiting for the customer (its link valid for two more weeks), one accepted and booked as an
 * appointment in the coming days, one declined with the customer's reason, one expired unanswered.
 * Lines come from the business's own services and tiers, with an optional extra the customer may
 * tick; each answer has the owner's bell notification. Runs after the quote requests are seeded
 * and adds nothing for a business without requests or with estimates already.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { IndustryContent } from '#core/content/types.ts';
import { addCalendarDays, type EstimateItem, estimateTotals } from '#core/estimates/estimates.ts';
import { formatPriceCents } from '#core/format/money.ts';
import { quoteRequestLink } from '#core/quotes/links.ts';
import { addDays, instantAt, localDate, todayIn } from '#core/scheduling/time.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';

const HOUR = 3_600_000;

type Quote = typeof s.quotes.$inferSelect;
type Role = 'sent' | 'booked' | 'declined' | 'expired';

/** Which request each estimate answers: the first status that still has a request left. */
const PREFERS: Record<Role, readonly string[]> = {
  sent: ['in_progress', 'pending'],
  booked: ['completed', 'in_progress', 'pending'],
  declined: ['cancelled', 'in_progress', 'pending'],
  expired: ['in_progress', 'pending', 'completed'],
};
const DECLINE_REASONS = ['Went with a cheaper quote elsewhere.', 'We decided to wait until spring.', 'The dates did not work for us.'];
const MESSAGES: Record<Role, string> = {
  sent: 'Thanks for reaching out! Here is what we recommend. Tick the extra if you want it and pick a time that suits you.',
  booked: 'Great talking with you. This covers everything we discussed.',
  declined: 'Here is our estimate for the work. Happy to adjust if anything changes.',
  expired: 'As promised, the estimate for your request. Let us know if you have questions.',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function seedDemoEstimates(db: Db, industry: IndustryContent, now: number): Promise<void> {
  const tenant = await db.select().from(s.tenants).where(eq(s.tenants.slug, industry.demo.slug)).get();
  if (!tenant || (await db.select({ id: s.estimates.id }).from(s.estimates).where(eq(s.estimates.tenantId, tenant.id)).get())) return;
  const quotes = await db.select().from(s.quotes).where(eq(s.quotes.tenantId, tenant.id)).orderBy(desc(s.quotes.createdAt));
  const tiers = await db
    .select({
      serviceId: s.services.id,
      service: s.services.name,
      category: s.services.category,
      tierId: s.serviceTiers.id,
      tier: s.serviceTiers.name,
      priceCents: s.serviceTiers.priceCents,
      minutes: s.serviceTiers.durationMinutes,
    })
    .from(s.serviceTiers)
    .innerJoin(s.services, eq(s.services.id, s.serviceTiers.serviceId))
    .where(and(eq(s.services.tenantId, tenant.id), eq(s.services.active, true), eq(s.serviceTiers.enabled, true)))
    .orderBy(asc(s.services.sortOrder), asc(s.serviceTiers.sortOrder));
  const main = tiers.filter((t) => t.category !== 'addons');
  const extras = tiers.filter((t) => t.category === 'addons');
  if (!quotes.length || !main.length) return;

  const taken = new Set<number>();
  const pick = (role: Role): Quote | undefined => {
    for (const status of PREFERS[role]) {
      const found = quotes.find((q) => q.status === status && !taken.has(q.id));
      if (found) {
        taken.add(found.id);
        return found;
      }
    }
    return undefined;
  };
  const zone = tenant.timeZone;
  const today = todayIn(zone, now);

  await db.transaction(async (tx) => {
    const crew = await tx
      .select({ id: s.crews.id })
      .from(s.crews)
      .where(and(eq(s.crews.tenantId, tenant.id), eq(s.crews.isDefault, true)))
      .get();
    for (const [index, role] of (['sent', 'booked', 'declined', 'expired'] as const).entries()) {
      const quote = pick(role);
      if (!quote) continue;
      // The request's own service when the business offers it, else one of its first services.
      const lead = main.find((t) => quote.services.includes(t.service)) ?? main[index % main.length]!;
      const upgrade = main.find((t) => t.serviceId === lead.serviceId && t.priceCents > lead.priceCents);
      const extra = extras[index % Math.max(1, extras.length)];
      const items: EstimateItem[] = [
        {
          id: 'i1',
          serviceId: lead.serviceId,
          tierId: lead.tierId,
          description: lead.tier === lead.service ? lead.service : `${lead.service}, ${lead.tier}`,
          priceCents: lead.priceCents,
          optional: false,
        },
        ...(extra
          ? [
              {
                id: 'i2',
                serviceId: extra.serviceId,
                tierId: extra.tierId,
                description: extra.service,
                priceCents: extra.priceCents,
                optional: true,
              },
            ]
          : []),
        ...(upgrade
          ? [
              {
                id: 'i3',
                serviceId: null,
                tierId: null,
                description: `Upgrade to ${upgrade.tier}`,
                priceCents: upgrade.priceCents - lead.priceCents,
                optional: true,
              },
            ]
          : []),
      ];
      const chosen = role === 'booked' && extra ? ['i2'] : [];
      const durationMinutes = lead.minutes + (chosen.length && extra ? extra.minutes : 0);
      const sentAt = Math.min(quote.createdAt + 20 * HOUR, now - 2 * HOUR);
      const sentDay = localDate(sentAt, zone);
      const validUntil = role === 'expired' ? addCalendarDays(today, -5) : addCalendarDays(role === 'sent' ? today : sentDay, 14);
      const answeredAt = Math.min(sentAt + 26 * HOUR, now - HOUR);
      const total = estimateTotals(items, chosen).totalCents;

      const appointment =
        role === 'booked' && crew
          ? await bookDemoAppointment(tx, tenant.id, crew.id, quote, { items, chosen, total, durationMinutes, today, zone })
          : undefined;
      if (role === 'booked' && !appointment) continue;
      const status = role === 'expired' ? 'sent' : role;
      const [estimate] = await tx
        .insert(s.estimates)
        .values({
          tenantId: tenant.id,
          quoteId: quote.id,
          customerId: quote.customerId,
          status,
          items: items as unknown as Record<string, unknown>[],
          acceptedOptionalIds: chosen,
          durationMinutes,
          validUntil,
          message: MESSAGES[role],
          // The link's token is in the customer's e-mail only; a seeded one was never sent anywhere.
          tokenHash: sha256(randomBytes(32).toString('base64url')),
          sentAt,
          acceptedAt: role === 'booked' ? answeredAt : null,
          declinedAt: role === 'declined' ? answeredAt : null,
          declineReason: role === 'declined' ? DECLINE_REASONS[index % DECLINE_REASONS.length]! : null,
          bookedAt: appointment ? answeredAt + HOUR : null,
          appointmentId: appointment?.id ?? null,
          createdAt: sentAt - HOUR,
          updatedAt: appointment ? answeredAt + HOUR : role === 'declined' ? answeredAt : sentAt,
        })
        .returning();
      if (role === 'sent' && quote.status === 'pending')
        await tx.update(s.quotes).set({ status: 'in_progress' }).where(eq(s.quotes.id, quote.id));
      if (appointment) await tx.update(s.quotes).set({ status: 'completed' }).where(eq(s.quotes.id, quote.id));
      const link = quoteRequestLink(tenant.slug, quote.id);
      const bell = (kind: string, title: string, body: string, at: number, to = link) =>
        tx
          .insert(s.notifications)
          .values({ tenantId: tenant.id, kind, title, body, link: to, readAt: at + HOUR < now ? at + HOUR : null, createdAt: at });
      if (role === 'declined')
        await bell('estimate_declined', `${quote.name} declined your estimate`, `Reason: ${estimate!.declineReason}`, answeredAt);
      if (appointment) {
        await bell('estimate_accepted', `${quote.name} accepted your estimate`, `Accepted total: ${formatPriceCents(total)}`, answeredAt);
        await bell(
          'estimate_booked',
          `${quote.name} booked a time for their estimate`,
          `${items[0]!.description}, ${appointment.date}`,
          answeredAt + HOUR,
          `/${tenant.slug}/dashboard?appointment=${appointment.id}`,
        );
      }
    }
  });
}

/** The booked estimate's appointment: the first morning in the coming days the main crew is free. */
async function bookDemoAppointment(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  tenantId: number,
  crewId: number,
  quote: Quote,
  job: { items: EstimateItem[]; chosen: string[]; total: number; durationMinutes: number; today: string; zone: string },
): Promise<{ id: number; date: string } | undefined> {
  for (let day = 2; day <= 12; day++) {
    const date = addDays(job.today, day);
    for (const time of ['09:00', '11:00', '13:00']) {
      const start = instantAt(date, time, job.zone);
      const end = start + job.durationMinutes * 60_000;
      const busy = await tx
        .select({ id: s.appointments.id })
        .from(s.appointments)
        .where(
          and(
            eq(s.appointments.crewId, crewId),
            ne(s.appointments.status, 'cancelled'),
            lt(s.appointments.startTime, end),
            gt(s.appointments.endTime, start),
          ),
        )
        .get();
      if (busy) continue;
      const lines = job.items.filter((i) => !i.optional || job.chosen.includes(i.id));
      const [row] = await tx
        .insert(s.appointments)
        .values({
          tenantId,
          customerId: quote.customerId,
          title: `${lines[0]!.description.split(',')[0]} – ${quote.name.split(' ').slice(-1)[0]}`,
          description: `${lines.map((i) => i.description).join(' + ')}\n${quote.city}, ${quote.state} ${quote.zipCode}`,
          serviceType: lines[0]!.description.split(',')[0]!,
          serviceDurationMinutes: job.durationMinutes,
          startTime: start,
          endTime: end,
          customerName: quote.name,
          customerPhone: quote.phone,
          customerEmail: quote.email,
          priceCents: job.total,
          status: 'confirmed',
          crewId,
        })
        .returning({ id: s.appointments.id });
      return { id: row!.id, date };
    }
  }
  return undefined;
}
