/**
 * The customer form (issue 16 §4): the record as the form's fields, what changed since it was
 * loaded (Save and Cancel only then; only the changed fields are sent), the merge's outcome before
 * it happens. Checked by the API's own schema (core/customers/schemas.ts), so the form shows the
 * API's messages before sending. Pure: no React.
 */
import '../../../shared/lib/zod.ts';
import { fillEmpty, joinNotes } from '#core/customers/fill.ts';
import { customerUpdateSchema } from '#core/customers/schemas.ts';
import type { Thing } from '#core/customers/things.ts';
import { formatPhone } from '#core/format/phone.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import type { Address, Customer, CustomerUpdate } from './types.ts';

export interface EditValues {
  name: string;
  email: string;
  /** As typed; the API keeps the digits. */
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  things: Thing[];
  notes: string;
}

const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip'] as const;

export function editValues(customer: Customer): EditValues {
  return {
    name: customer.name,
    email: customer.email ?? '',
    phone: formatPhone(customer.phone),
    ...customer.address,
    things: customer.things.map((t) => ({ ...t })),
    notes: customer.notes ?? '',
  };
}

const sameThings = (a: readonly Thing[], b: readonly Thing[]) =>
  a.length === b.length && a.every((t, i) => t.type === b[i]!.type && t.label === b[i]!.label && t.details === b[i]!.details);

/** PUT's body: only what differs from the loaded values (an emptied e-mail, phone or note is cleared). */
export function changedPayload(loaded: EditValues, values: EditValues): CustomerUpdate {
  const out: CustomerUpdate = {};
  if (values.name !== loaded.name) out.name = values.name;
  if (values.email !== loaded.email) out.email = values.email.trim() === '' ? null : values.email;
  if (values.phone !== loaded.phone) out.phone = values.phone.trim() === '' ? null : values.phone;
  const address: Partial<Address> = {};
  for (const field of ADDRESS_FIELDS) if (values[field] !== loaded[field]) address[field] = values[field];
  if (Object.keys(address).length) out.address = address;
  if (!sameThings(values.things, loaded.things)) out.things = values.things;
  if (values.notes !== loaded.notes) out.notes = values.notes.trim() === '' ? null : values.notes;
  return out;
}

export const isChanged = (loaded: EditValues, values: EditValues): boolean => Object.keys(changedPayload(loaded, values)).length > 0;

/** The API's messages for what the form would send, keyed as the API keys them ('email', 'address.state', 'things.0.label'); none when it passes. */
export function problemsOf(update: CustomerUpdate): Record<string, string> {
  const result = customerUpdateSchema.safeParse(update);
  return result.success ? {} : fieldErrors(result.error);
}

/** The form field a message of the API belongs to ('address.zip' -> 'zip'); a thing's stays keyed by its row. */
export function formFieldOf(key: string): string {
  return key.startsWith('address.') ? key.slice('address.'.length) : key;
}

/**
 * What the kept record holds after merging `other` into `keep`, as the API merges: keep's fields
 * stay, its empty ones are filled from the other's, things are joined (each label once), notes too.
 */
export function mergedRecord(keep: Customer, other: Customer): Customer {
  const facts = (c: Customer) => ({ name: c.name, email: c.email, phone: c.phone, ...c.address, things: c.things, notes: null });
  const filled = fillEmpty(facts(keep), facts(other));
  return {
    ...keep,
    name: filled.name ?? keep.name,
    email: filled.email ?? keep.email,
    phone: filled.phone ?? keep.phone,
    address: {
      street: filled.street ?? keep.address.street,
      city: filled.city ?? keep.address.city,
      state: filled.state ?? keep.address.state,
      zip: filled.zip ?? keep.address.zip,
    },
    things: filled.things ?? keep.things,
    notes: joinNotes(keep.notes, other.notes),
  };
}
