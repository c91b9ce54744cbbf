/**
 * Finding the customer a request, booking or estimate belongs to (issue 16 §4): per business, by
 * e-mail first, then by phone digits; a found record takes in only what it did not know (fillEmpty),
 * else a new one is made. It lives with the data, not in api/, so the demo seed makes its customers
 * the way the product does; api/domain/customers.ts is where the API reaches it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { fillEmpty } from '#core/customers/fill.ts';
import type { Thing } from '#core/customers/things.ts';
import { phoneDigits } from '#core/format/phone.ts';
import type { Db } from './client.ts';
import * as s from './schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CustomerContact {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: { street?: string | null; city?: string | null; state?: string | null; zip?: string | null };
  thing?: Thing;
  /** When the request, booking or estimate happened (default now): the customer's last activity. */
  at?: number;
}

/** A phone too short to be one person's (a typo, an extension alone) never matches anyone. */
const MIN_MATCH_DIGITS = 10;

/** The customer's id: found by e-mail, then by phone digits, and filled in; or made. */
export async function matchOrCreateCustomer(db: Db | Tx, tenantId: number, contact: CustomerContact): Promise<number> {
  const email = contact.email?.trim().toLowerCase() || null;
  const digits = phoneDigits(contact.phone) || null;
  const at = contact.at ?? Date.now();
  const byEmail = email
    ? await db
        .select()
        .from(s.customers)
        .where(and(eq(s.customers.tenantId, tenantId), eq(s.customers.email, email)))
        .orderBy(asc(s.customers.id))
        .get()
    : undefined;
  const found =
    byEmail ??
    (digits && digits.length >= MIN_MATCH_DIGITS
      ? await db
          .select()
          .from(s.customers)
          .where(and(eq(s.customers.tenantId, tenantId), eq(s.customers.phone, digits)))
          .orderBy(asc(s.customers.id))
          .get()
      : undefined);
  const learned = {
    name: contact.name,
    email,
    phone: digits,
    street: contact.address?.street ?? null,
    city: contact.address?.city ?? null,
    state: contact.address?.state ?? null,
    zip: contact.address?.zip ?? null,
    things: contact.thing ? [contact.thing] : [],
  };
  if (found) {
    const change = fillEmpty(found, learned);
    await db
      .update(s.customers)
      .set({ ...change, lastActivityAt: Math.max(found.lastActivityAt ?? 0, at), updatedAt: Date.now() })
      .where(eq(s.customers.id, found.id));
    return found.id;
  }
  const [made] = await db
    .insert(s.customers)
    .values({ tenantId, ...learned, name: contact.name.trim(), lastActivityAt: at })
    .returning({ id: s.customers.id });
  return made!.id;
}
