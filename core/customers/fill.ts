/**
 * How a customer record takes in what it learns from a new request, booking or estimate, or from a
 * record merged into it: it fills what it does not know and never overwrites what it knows, so an
 * owner's corrections survive the customer's next request. One rule for matching and merging.
 */
import { joinThings, type Thing } from './things.ts';

export interface CustomerFacts {
  name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  things: Thing[];
  notes: string | null;
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** The fields of `known` to change, taking `learned`'s where `known` has none; things are joined. */
export function fillEmpty(known: CustomerFacts, learned: Partial<CustomerFacts>): Partial<CustomerFacts> {
  const change: Partial<CustomerFacts> = {};
  for (const field of ['name', 'email', 'phone', 'street', 'city', 'state', 'zip', 'notes'] as const) {
    const value = learned[field];
    if (blank(known[field]) && !blank(value)) change[field] = value!.trim();
  }
  const things = joinThings(known.things, learned.things ?? []);
  if (things.length !== known.things.length) change.things = things;
  return change;
}

/** Two records' notes as one, each kept once. */
export function joinNotes(a: string | null, b: string | null): string | null {
  if (blank(b) || a?.includes(b!.trim())) return a;
  if (blank(a)) return b;
  return `${a!.trim()}\n\n${b!.trim()}`;
}
