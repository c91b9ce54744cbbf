import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, parseDraft, saveDraft } from './booking-draft.ts';
import { emptyDraft, type BookingDraft } from './booking-steps.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const now = Date.parse('2026-11-24T10:00:00Z');
const draft: BookingDraft = {
  ...emptyDraft(),
  vehicle: 'suv',
  size: 'l',
  vehicleDetails: { make: 'Toyota', model: 'RAV4', year: '2021', color: 'Blue', length: '' },
  service: 'full-detail',
  serviceTier: 12,
  addons: ['pet-hair'],
  zip: '85281',
  schedule: { date: '2026-11-25', time: '09:00' },
  hold: { id: '41', expiresAt: '2026-11-24T10:08:00Z' },
  contact: { name: 'Dana Reyes', email: 'dana@example.com', phone: '4805550142' },
  address: { street: '12 Mill Ave', city: 'Tempe', state: 'AZ' },
  notes: 'Gate code 1234',
};

describe('the booking draft kept across a reload', () => {
  it('comes back as it was saved, per business', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'acme', draft);
    expect(loadDraft(storage, 'acme', now)).toEqual(draft);
    expect(loadDraft(storage, 'other', now)).toEqual(emptyDraft());
    expect([...storage.items.keys()]).toEqual([draftKey('acme')]);
  });

  it('forgets a hold that has expired, with its time, and keeps every other answer', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'acme', draft);
    const later = loadDraft(storage, 'acme', Date.parse('2026-11-24T10:08:00Z'));
    expect(later.hold).toBeNull();
    expect(later.schedule).toBeNull();
    expect(later.contact).toEqual(draft.contact);
    expect(later.addons).toEqual(['pet-hair']);
  });

  it('is gone once the booking is made', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'acme', draft);
    clearDraft(storage, 'acme');
    expect(loadDraft(storage, 'acme', now)).toEqual(emptyDraft());
  });

  it('starts over from broken, foreign or older stored values', () => {
    const storage = memoryStorage();
    for (const raw of ['{', 'null', '[]', '"x"', JSON.stringify({ version: 0, draft }), JSON.stringify(draft)]) {
      storage.items.set(draftKey('acme'), raw);
      expect(loadDraft(storage, 'acme', now), raw).toEqual(emptyDraft());
    }
  });

  it('keeps each valid field of a hand-edited draft and the defaults for the rest', () => {
    const parsed = parseDraft({
      vehicle: 'cars',
      size: 'huge',
      serviceTier: '12',
      addons: ['a', 'a', 3, 'b'],
      schedule: { date: '2026-11-25' },
      paymentMethod: 'bitcoin',
      contact: { name: 'Dana', email: 7 },
    });
    expect(parsed.vehicle).toBe('cars');
    expect(parsed.size).toBe('');
    expect(parsed.serviceTier).toBeNull();
    expect(parsed.addons).toEqual(['a', 'b']);
    expect(parsed.schedule).toBeNull();
    expect(parsed.paymentMethod).toBe('on_site');
    expect(parsed.contact).toEqual({ name: 'Dana', email: '', phone: '' });
  });

  it('works without storage (blocked or full): nothing is kept, nothing throws', () => {
    const full = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveDraft(full, 'acme', draft)).not.toThrow();
    expect(loadDraft(full, 'acme', now)).toEqual(emptyDraft());
    expect(() => clearDraft(full, 'acme')).not.toThrow();
    expect(loadDraft(undefined, 'acme', now)).toEqual(emptyDraft());
  });
});
