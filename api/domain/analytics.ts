/**
 * First-party events of the public sites (decision 033). No cookies and nothing that names a
 * visitor is kept: the address and the agent only go into a hash with a random salt of the UTC day
 * (shared by every process through analytics_salts and deleted once the day is over, so yesterday's
 * hashes cannot be made again), the agent into a device class, the address into a country.
 * Beacons are written in batches: one multi-row insert per 250 ms or 500 events.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { eq, lt } from 'drizzle-orm';
import geoip from 'geoip-country';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import { pagePath, type Beacon } from '#core/analytics/beacon.ts';
import { utcDay } from '#core/analytics/report.ts';
import type { DeviceClass } from '#core/analytics/types.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { TenantRow } from './tenants.ts';

export interface SiteEvent {
  name: string;
  path: string;
  props?: Record<string, string | number | boolean | null>;
}

export interface Visitor {
  ip: string;
  userAgent: string;
}

type EventRow = typeof s.analyticsEvents.$inferInsert;

/** Days: 16 random bytes per UTC day; a promise per database, so concurrent first events of a day make one. */
const salts = new WeakMap<Db, { day: string; salt: Promise<string> }>();

/** The salt of the day `now` falls in; a day's first call makes it (or reads the one another process made) and deletes older ones. */
export function daySalt(db: Db, now = Date.now()): Promise<string> {
  const day = utcDay(now);
  const cached = salts.get(db);
  if (cached?.day === day) return cached.salt;
  const salt = (async () => {
    await db
      .insert(s.analyticsSalts)
      .values({ day, salt: randomBytes(16).toString('hex') })
      .onConflictDoNothing();
    await db.delete(s.analyticsSalts).where(lt(s.analyticsSalts.day, day));
    const row = await db.select({ salt: s.analyticsSalts.salt }).from(s.analyticsSalts).where(eq(s.analyticsSalts.day, day)).get();
    return row!.salt;
  })();
  salts.set(db, { day, salt });
  salt.catch(() => salts.delete(db));
  return salt;
}

/** The visitor id of a day and business: sha256(salt|tenant|ip|agent), 128 bits in hex. */
export function visitorHash(salt: string, tenantId: number, visitor: Visitor): string {
  return createHash('sha256').update(`${salt}|${tenantId}|${visitor.ip}|${visitor.userAgent}`).digest('hex').slice(0, 32);
}

/** Whether a request must not be counted: a bot or crawler by its agent, or a visitor asking not to be tracked (DNT: 1, Sec-GPC: 1). */
export function notCounted(headers: { userAgent: string; dnt?: string; gpc?: string }): boolean {
  return headers.dnt?.trim() === '1' || headers.gpc?.trim() === '1' || isbot(headers.userAgent);
}

// Parsing an agent costs ~20 µs; a site's visitors send a few hundred distinct ones.
const devices = new Map<string, DeviceClass>();
const DEVICE_CACHE = 2000;

/** mobile, tablet or desktop by the User-Agent (ua-parser-js 1); an agent it cannot place is a desktop browser. */
export function deviceOf(userAgent: string): DeviceClass {
  const known = devices.get(userAgent);
  if (known) return known;
  const type = new UAParser(userAgent).getDevice().type;
  const device: DeviceClass = type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
  if (devices.size >= DEVICE_CACHE) devices.delete(devices.keys().next().value!);
  devices.set(userAgent, device);
  return device;
}

const PRIVATE = [/^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^::1$/, /^f[cd]/i, /^fe80:/i];

/** ISO country of a public address (offline GeoLite2 data); null for loopback, private and unknown addresses. */
export function countryOf(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(address) || PRIVATE.some((range) => range.test(address))) return null;
  return geoip.lookup(address)?.country ?? null;
}

/** The row of a site event; no address or agent leaves this function. */
async function rowOf(db: Db, tenant: TenantRow, event: SiteEvent & Partial<Beacon>, visitor: Visitor, now: number): Promise<EventRow> {
  return {
    tenantId: tenant.id,
    name: event.name,
    path: pagePath(event.path, tenant.slug),
    visitorHash: visitorHash(await daySalt(db, now), tenant.id, visitor),
    props: event.props ?? null,
    referrerHost: event.referrer ?? null,
    utmSource: event.utm?.source || null,
    utmMedium: event.utm?.medium || null,
    utmCampaign: event.utm?.campaign || null,
    device: deviceOf(visitor.userAgent),
    screen: event.screen ?? null,
    country: countryOf(visitor.ip),
    createdAt: now,
  };
}

/** Writes one event at once (the booking wizard's steps, which the caller answers after the write). */
export async function recordSiteEvent(db: Db, tenant: TenantRow, event: SiteEvent, visitor: Visitor, now = Date.now()): Promise<void> {
  await db.insert(s.analyticsEvents).values(await rowOf(db, tenant, event, visitor, now));
}

const FLUSH_MS = 250;
const FLUSH_ROWS = 500;

/** Beacons waiting for their batch insert, per database. */
class EventBuffer {
  private rows: EventRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  push(row: EventRow) {
    this.rows.push(row);
    if (this.rows.length >= FLUSH_ROWS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is waiting; resolves once every event pushed before the call is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows;
    this.rows = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db.insert(s.analyticsEvents).values(batch);
      } catch (error) {
        // Beacons have no one to tell; a lost batch must not stop the next ones.
        console.error(`[analytics] ${batch.length} events not stored:`, error);
      }
    });
    return this.writing;
  }
}

const buffers = new WeakMap<Db, EventBuffer>();
const bufferOf = (db: Db) => {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new EventBuffer(db);
    buffers.set(db, buffer);
  }
  return buffer;
};

/** Queues a beacon for the next batch (the route answers 204 before the write). */
export async function queueSiteEvent(db: Db, tenant: TenantRow, beacon: Beacon, visitor: Visitor, now = Date.now()): Promise<void> {
  bufferOf(db).push(await rowOf(db, tenant, beacon, visitor, now));
}

/** Stores the queued beacons now: before reading reports in this process, and at shutdown. */
export function flushSiteEvents(db: Db): Promise<void> {
  return buffers.get(db)?.flush() ?? Promise.resolve();
}
