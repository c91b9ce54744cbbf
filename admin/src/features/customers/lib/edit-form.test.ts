import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE, NAME_MESSAGE, PHONE_MESSAGE, THING_LABEL_MESSAGE } from '#core/customers/schemas.ts';
import { changedPayload, editValues, formFieldOf, isChanged, mergedRecord, problemsOf } from './edit-form.ts';
import type { Customer } from './types.ts';

const customer = (over: Partial<Customer> = {}): Customer => ({
  id: 1,
  name: 'Maria Garcia',
  email: 'maria@example.com',
  phone: '4805550142',
  address: { street: '12 Palm Ln', city: 'Mesa', state: 'AZ', zip: '85201' },
  things: [{ type: 'suv', label: '2021 Toyota RAV4', details: 'Blue' }],
  notes: null,
  lastActivityAt: null,
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: '2026-10-01T00:00:00Z',
  ...over,
});

describe('the edit form', () => {
  it('shows the record as fields, the phone formatted', () => {
    const values = editValues(customer());
    expect(values).toMatchObject({ name: 'Maria Garcia', phone: '(480) 555-0142', city: 'Mesa', notes: '' });
  });

  it('sends only what changed; an emptied e-mail, phone or note is cleared', () => {
    const loaded = editValues(customer({ notes: 'Gate 4411' }));
    expect(isChanged(loaded, { ...loaded })).toBe(false);
    expect(changedPayload(loaded, { ...loaded, city: 'Tempe', zip: '85281' })).toEqual({ address: { city: 'Tempe', zip: '85281' } });
    expect(changedPayload(loaded, { ...loaded, email: ' ', phone: '', notes: '' })).toEqual({ email: null, phone: null, notes: null });
    const things = [...loaded.things, { type: '', label: '2019 Ford F-150', details: '' }];
    expect(changedPayload(loaded, { ...loaded, things })).toEqual({ things });
    expect(changedPayload(loaded, { ...loaded, things: loaded.things.map((t) => ({ ...t })) })).toEqual({});
  });

  it('gives the API’s messages for what it would refuse, keyed by field', () => {
    expect(problemsOf({ email: 'maria@', name: 'M', phone: '555-01' })).toEqual({
      email: EMAIL_MESSAGE,
      name: NAME_MESSAGE,
      phone: PHONE_MESSAGE,
    });
    expect(problemsOf({ things: [{ type: '', label: ' ', details: '' }] })).toEqual({ 'things.0.label': THING_LABEL_MESSAGE });
    expect(Object.keys(problemsOf({ address: { state: 'ZZ' } }))).toEqual(['address.state']);
    expect(problemsOf({ email: null, phone: '(480) 555-0142', name: 'Maria G.' })).toEqual({});
    expect(formFieldOf('address.state')).toBe('state');
    expect(formFieldOf('things.0.label')).toBe('things.0.label');
  });
});

describe('mergedRecord', () => {
  it('keeps the kept record’s fields, fills its empty ones, joins things and notes', () => {
    const keep = customer({ phone: null, address: { street: '', city: 'Mesa', state: 'AZ', zip: '' }, notes: 'Prefers mornings' });
    const other = customer({
      id: 2,
      name: 'Maria G.',
      email: 'mgarcia@work.example',
      phone: '6025550100',
      address: { street: '9 Elm St', city: 'Tempe', state: 'AZ', zip: '85281' },
      things: [
        { type: 'suv', label: '2021 toyota rav4', details: '' },
        { type: 'truck', label: '2019 Ford F-150', details: 'Black' },
      ],
      notes: 'Gate code 4411',
    });
    const merged = mergedRecord(keep, other);
    expect(merged).toMatchObject({
      id: 1,
      name: 'Maria Garcia',
      email: 'maria@example.com',
      phone: '6025550100',
      address: { street: '9 Elm St', city: 'Mesa', state: 'AZ', zip: '85281' },
      notes: 'Prefers mornings\n\nGate code 4411',
    });
    expect(merged.things.map((t) => t.label)).toEqual(['2021 Toyota RAV4', '2019 Ford F-150']);
  });
});
