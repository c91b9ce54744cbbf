import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  acceptedItems,
  acceptSchema,
  addCalendarDays,
  closedEstimateMessage,
  DECLINE_REASON_REQUIRED,
  declineSchema,
  DESCRIPTION_REQUIRED_MESSAGE,
  DURATION_MESSAGE,
  effectiveStatus,
  type EstimateItem,
  estimateInputSchema,
  estimateLinkInvalidMessage,
  estimateTotals,
  formatDay,
  ITEMS_REQUIRED_MESSAGE,
  mayDo,
  PRICE_MESSAGE,
  REQUIRED_ITEM_MESSAGE,
  statusAfter,
  unknownOptionalIds,
  VALID_UNTIL_FORMAT_MESSAGE,
  VALID_UNTIL_RANGE_MESSAGE,
  withItemIds,
} from './estimates.ts';

const item = (id: string, priceCents: number, optional = false): EstimateItem => ({
  id,
  serviceId: null,
  tierId: null,
  description: id,
  priceCents,
  optional,
});
const lines = [item('i1', 25000), item('i2', 4000, true), item('i3', 6000, true), item('i4', 1500)];

describe('estimateTotals', () => {
  it('sums the required lines, and adds only the optional lines chosen', () => {
    expect(estimateTotals(lines)).toEqual({ requiredCents: 26500, optionalCents: 10000, chosenCents: 0, totalCents: 26500 });
    expect(estimateTotals(lines, ['i3'])).toMatchObject({ chosenCents: 6000, totalCents: 32500 });
    expect(estimateTotals(lines, ['i2', 'i3']).totalCents).toBe(36500);
  });

  it('ignores a chosen id that is a required line (it is counted once)', () => {
    expect(estimateTotals(lines, ['i1']).totalCents).toBe(26500);
  });

  it('lists the accepted lines and tells ids that are not optional lines', () => {
    expect(acceptedItems(lines, ['i2']).map((i) => i.id)).toEqual(['i1', 'i2', 'i4']);
    expect(unknownOptionalIds(lines, ['i2', 'i1', 'nope'])).toEqual(['i1', 'nope']);
  });
});

describe('effectiveStatus and transitions', () => {
  it('shows a sent estimate as expired only after its last day', () => {
    expect(effectiveStatus('sent', '2026-11-24', '2026-11-24')).toBe('sent');
    expect(effectiveStatus('sent', '2026-11-23', '2026-11-24')).toBe('expired');
    expect(effectiveStatus('accepted', '2026-11-01', '2026-11-24')).toBe('accepted');
    expect(effectiveStatus('draft', '2026-11-01', '2026-11-24')).toBe('draft');
  });

  it('lets each action run from one status only', () => {
    expect(mayDo('draft', 'edit')).toBe(true);
    expect(mayDo('sent', 'edit')).toBe(false);
    expect(mayDo('draft', 'send')).toBe(true);
    expect(mayDo('sent', 'send')).toBe(false);
    expect(mayDo('sent', 'accept')).toBe(true);
    expect(mayDo('expired', 'accept')).toBe(false);
    expect(mayDo('declined', 'accept')).toBe(false);
    expect(mayDo('accepted', 'decline')).toBe(false);
    expect(mayDo('accepted', 'book')).toBe(true);
    expect(mayDo('booked', 'book')).toBe(false);
    expect(statusAfter('accept')).toBe('accepted');
    expect(statusAfter('book')).toBe('booked');
  });

  it('words each closed state for the customer, naming the business', () => {
    expect(closedEstimateMessage('expired', 'Prestige', '2026-12-05')).toBe(
      'This estimate expired on December 5, 2026. Please contact Prestige for a new one.',
    );
    expect(closedEstimateMessage('declined', 'Prestige', '2026-12-05')).toContain('Prestige');
    expect(closedEstimateMessage('sent', 'Prestige', '2026-12-05')).toBeNull();
    expect(estimateLinkInvalidMessage('Prestige')).toBe('This estimate link is not valid. Please contact Prestige.');
  });
});

describe('dates', () => {
  it('adds calendar days across months and leap years', () => {
    expect(addCalendarDays('2026-11-24', 90)).toBe('2027-02-22');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(formatDay('2027-01-09')).toBe('January 9, 2027');
  });
});

describe('estimateInputSchema', () => {
  const schema = estimateInputSchema('2026-11-24');
  const valid = {
    items: [
      { serviceId: 3, tierId: 7, description: 'Full detail', priceCents: 25000 },
      { description: 'Pet hair removal', priceCents: 4000, optional: true },
    ],
    durationMinutes: 180,
    validUntil: '2026-12-24',
  };

  it('takes a valid estimate and gives new lines ids, keeping the ids sent back', () => {
    const parsed = schema.parse(valid);
    expect(withItemIds(parsed.items).map((i) => [i.id, i.optional, i.serviceId])).toEqual([
      ['i1', false, 3],
      ['i2', true, null],
    ]);
    expect(
      withItemIds([
        { id: 'i1', description: 'a', priceCents: 1 },
        { description: 'b', priceCents: 2 },
      ]).map((i) => i.id),
    ).toEqual(['i1', 'i2']);
  });

  it('accepts validUntil from today to 90 days on, and refuses other days and non-dates', () => {
    expect(schema.safeParse({ ...valid, validUntil: '2026-11-24' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, validUntil: '2027-02-22' }).success).toBe(true);
    const errors = (validUntil: unknown) => fieldErrors(schema.safeParse({ ...valid, validUntil }).error!);
    expect(errors('2027-02-23').validUntil).toBe(VALID_UNTIL_RANGE_MESSAGE);
    expect(errors('2026-11-23').validUntil).toBe(VALID_UNTIL_RANGE_MESSAGE);
    expect(errors('2026-02-30').validUntil).toBe(VALID_UNTIL_FORMAT_MESSAGE);
    expect(errors(5).validUntil).toBe(VALID_UNTIL_FORMAT_MESSAGE);
  });

  it('tells each bad field with its message', () => {
    const result = schema.safeParse({
      items: [{ description: ' ', priceCents: 10.5 }],
      durationMinutes: 5,
      validUntil: '2026-12-01',
    });
    const errors = fieldErrors(result.error!);
    expect(errors['items.0.description']).toBe(DESCRIPTION_REQUIRED_MESSAGE);
    expect(errors['items.0.priceCents']).toBe(PRICE_MESSAGE);
    expect(errors.durationMinutes).toBe(DURATION_MESSAGE);
    expect(fieldErrors(schema.safeParse({ ...valid, items: [] }).error!).items).toBe(ITEMS_REQUIRED_MESSAGE);
  });

  it('needs at least one line that is not optional', () => {
    const allOptional = { ...valid, items: [{ description: 'Wax', priceCents: 100, optional: true }] };
    expect(fieldErrors(schema.safeParse(allOptional).error!).items).toBe(REQUIRED_ITEM_MESSAGE);
  });
});

describe('accept and decline', () => {
  it('defaults the chosen optional lines to none', () => {
    expect(acceptSchema.parse({})).toEqual({ optionalItemIds: [] });
  });

  it('requires a reason to decline', () => {
    expect(fieldErrors(declineSchema.safeParse({ reason: '  ' }).error!).reason).toBe(DECLINE_REASON_REQUIRED);
    expect(fieldErrors(declineSchema.safeParse({}).error!).reason).toBe(DECLINE_REASON_REQUIRED);
    expect(declineSchema.parse({ reason: ' Too expensive ' }).reason).toBe('Too expensive');
  });
});
