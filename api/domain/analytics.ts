/** First-party events of the public sites (e.g. faq_expanded). No cookies; visitors are told apart by a daily-salted hash. */
import { createHash } from 'node:crypto';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { TenantRow } from './tenants.ts';

export interface SiteEvent {
  name: string;
  path: string;
  props?: Record<string, string | number | boolean | null>;
}

/** The visitor id of a day: a hash of the day, address and agent, so a visitor cannot be followed from one day to the next. */
export function visitorHash(visitor: { ip: string; userAgent: string }, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return createHash('sha256').update(`${day}|${visitor.ip}|${visitor.userAgent}`).digest('hex').slice(0, 32);
}

export async function recordSiteEvent(
  db: Db,
  tenant: TenantRow,
  event: SiteEvent,
  visitor: { ip: string; userAgent: string },
  now = new Date(),
): Promise<void> {
  await db.insert(s.analyticsEvents).values({
    tenantId: tenant.id,
    name: event.name,
    path: event.path,
    visitorHash: visitorHash(visitor, now),
    props: event.props ?? null,
  });
}
