/**
 * Calendar feeds (issue 14 §7): a secret address per business, and one per technician of the jobs
 * assigned to them, that Google, Apple and Outlook calendars subscribe to. Only a SHA-256 of the
 * token is stored; a new address replaces the old one of the same scope, and revoking deletes it.
 * Events carry the business's zone as TZID with its VTIMEZONE (DST rules included), so a 09:00 job
 * shows at 09:00 on either side of a clock change, whatever zone the subscriber's device is in.
 */
import { randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { and, asc, eq, gt, ne, type SQL } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { zoned } from '#core/scheduling/time.ts';
import type { FeedScope } from '#core/validation/schedule.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { UserRow } from '../auth/accounts.ts';
import { sha256 } from '../auth/tokens.ts';
import { findTenantById, type TenantRow } from './tenants.ts';

/** The feed shows the last 30 days too: a subscriber sees this month's finished jobs. */
const PAST_DAYS = 30;
const DAY_MS = 86_400_000;
/** A token is 43 base64url characters (256 bits); anything else is not one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const scopeKey = (scope: FeedScope, user: UserRow) => (scope === 'business' ? 'business' : `user:${user.id}`);

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`;

/** A new secret address for the scope; the address before it stops working at once. */
export async function rotateFeed(db: Db, tenant: TenantRow, scope: FeedScope, user: UserRow): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const key = scopeKey(scope, user);
  await db.transaction(async (tx) => {
    await tx.delete(s.calendarFeeds).where(and(eq(s.calendarFeeds.tenantId, tenant.id), eq(s.calendarFeeds.scopeKey, key)));
    await tx.insert(s.calendarFeeds).values({
      tenantId: tenant.id,
      userId: scope === 'business' ? null : user.id,
      scopeKey: key,
      tokenHash: sha256(token),
    });
  });
  return token;
}

/** Turns the scope's feed off; false when there was none. */
export async function revokeFeed(db: Db, tenant: TenantRow, scope: FeedScope, user: UserRow): Promise<boolean> {
  const gone = await db
    .delete(s.calendarFeeds)
    .where(and(eq(s.calendarFeeds.tenantId, tenant.id), eq(s.calendarFeeds.scopeKey, scopeKey(scope, user))))
    .returning({ id: s.calendarFeeds.id });
  return gone.length > 0;
}

const STATUS: Record<string, ICalEventStatus> = {
  scheduled: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  in_progress: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
};

/** The iCalendar text of the feed a token opens, or undefined for a token that is unknown or revoked. */
export async function feedCalendar(db: Db, token: string, now = Date.now()): Promise<string | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const feed = await db
    .select()
    .from(s.calendarFeeds)
    .where(eq(s.calendarFeeds.tokenHash, sha256(token)))
    .get();
  const tenant = feed && (await findTenantById(db, feed.tenantId));
  if (!feed || !tenant) return undefined;
  const where: SQL[] = [
    eq(s.appointments.tenantId, tenant.id),
    ne(s.appointments.status, 'cancelled'),
    gt(s.appointments.endTime, now - PAST_DAYS * DAY_MS),
  ];
  if (feed.userId !== null) where.push(eq(s.appointments.assignedUserId, feed.userId));
  const rows = await db
    .select({ a: s.appointments, city: s.serviceAreas.city, state: s.serviceAreas.state })
    .from(s.appointments)
    .leftJoin(s.serviceAreas, eq(s.serviceAreas.id, s.appointments.serviceAreaId))
    .where(and(...where))
    .orderBy(asc(s.appointments.startTime));
  const zone = tenant.timeZone;
  const calendar = ical({
    name: `${tenant.businessName} schedule`,
    prodId: { company: 'LocalSite', product: 'Schedule', language: 'EN' },
    timezone: { name: zone, generator: getVtimezoneComponent },
    // Subscribers poll; once an hour keeps a moved job from showing at its old time for long.
    ttl: 3600,
  });
  for (const { a, city, state } of rows) {
    const lines = [`Customer: ${a.customerName}, ${a.customerPhone}`, a.description, a.notes && `Notes: ${a.notes}`].filter(Boolean);
    calendar.createEvent({
      id: `appointment-${a.id}@${tenant.slug}.localsite`,
      start: zoned(a.startTime, zone),
      end: zoned(a.endTime, zone),
      timezone: zone,
      summary: a.title,
      description: lines.join('\n'),
      location: city ? `${city}, ${state}` : null,
      status: STATUS[a.status] ?? ICalEventStatus.TENTATIVE,
      lastModified: new Date(a.updatedAt),
      stamp: new Date(a.updatedAt),
    });
  }
  return calendar.toString();
}
