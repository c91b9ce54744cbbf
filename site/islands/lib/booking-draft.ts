/**
 * Keeps the booking draft across a reload (issue 15 §1): in sessionStorage, per business, so a
 * visitor's name and address stay in the tab they typed them in and go when it closes. What is
 * read back is checked field by field: a stored draft from an older page, or one edited by hand,
 * gives its valid answers and the defaults for the rest, never a broken wizard.
 */
import { VEHICLE_SIZES, type VehicleSize } from '#core/services/catalog.ts';
import { emptyDraft, type BookingDraft } from './booking-steps.ts';

/** Bumped when the draft's shape changes so that an old one is not misread. */
const VERSION = 1;

export const draftKey = (slug: string) => `localsite:booking:${slug}`;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown, max = 2000) => (typeof value === 'string' ? value.slice(0, max) : '');

function texts<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> {
  const source = record(value);
  return Object.fromEntries(keys.map((k) => [k, text(source[k], 500)])) as Record<K, string>;
}

/** A stored value as a draft: each valid field kept, the rest the empty draft's. */
export function parseDraft(value: unknown): BookingDraft {
  const d = record(value);
  const empty = emptyDraft();
  const schedule = record(d.schedule);
  const hold = record(d.hold);
  const size = d.size;
  return {
    vehicle: text(d.vehicle, 100),
    size: typeof size === 'string' && (VEHICLE_SIZES as readonly string[]).includes(size) ? (size as VehicleSize) : '',
    vehicleDetails: texts(d.vehicleDetails, ['make', 'model', 'year', 'color', 'length']),
    details: text(d.details, 500),
    service: text(d.service, 100),
    serviceTier: typeof d.serviceTier === 'number' && Number.isInteger(d.serviceTier) && d.serviceTier > 0 ? d.serviceTier : null,
    addons: Array.isArray(d.addons) ? [...new Set(d.addons.filter((a): a is string => typeof a === 'string'))].slice(0, 10) : [],
    zip: text(d.zip, 10),
    schedule: typeof schedule.date === 'string' && typeof schedule.time === 'string' ? { date: schedule.date, time: schedule.time } : null,
    hold: typeof hold.id === 'string' && typeof hold.expiresAt === 'string' ? { id: hold.id, expiresAt: hold.expiresAt } : null,
    paymentMethod: d.paymentMethod === 'card' ? 'card' : empty.paymentMethod,
    contact: texts(d.contact, ['name', 'email', 'phone']),
    address: texts(d.address, ['street', 'city', 'state']),
    notes: text(d.notes),
  };
}

/**
 * The stored draft of a business, or a new one. A hold past its expiry is dropped with its time:
 * the time may be someone else's by now, and the schedule step asks again.
 */
export function loadDraft(storage: StorageLike | undefined, slug: string, now = Date.now()): BookingDraft {
  let stored: unknown;
  try {
    const raw = storage?.getItem(draftKey(slug));
    stored = raw ? JSON.parse(raw) : undefined;
  } catch {
    stored = undefined;
  }
  const box = record(stored);
  if (box.version !== VERSION) return emptyDraft();
  const draft = parseDraft(box.draft);
  if (draft.hold && !(Date.parse(draft.hold.expiresAt) > now)) return { ...draft, hold: null, schedule: null };
  return draft;
}

/** Stores the draft; a full or blocked storage (private mode) only loses the reload, not the booking. */
export function saveDraft(storage: StorageLike | undefined, slug: string, draft: BookingDraft): void {
  try {
    storage?.setItem(draftKey(slug), JSON.stringify({ version: VERSION, draft }));
  } catch {
    // Nothing to do: the wizard works from memory.
  }
}

export function clearDraft(storage: StorageLike | undefined, slug: string): void {
  try {
    storage?.removeItem(draftKey(slug));
  } catch {
    // As above.
  }
}
