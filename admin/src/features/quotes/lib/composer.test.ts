import { describe, expect, it } from 'vitest';
import {
  type ComposerDraft,
  defaultDuration,
  draftErrors,
  draftOf,
  draftTotals,
  durationOf,
  estimateInput,
  freeLine,
  newDraft,
  priceText,
  tierChoices,
  tierGroups,
  tierLine,
  totalsView,
} from './composer.ts';
import type { Estimate } from './types.ts';

const services = [
  {
    id: 1,
    name: 'Full Detail',
    active: true,
    tiers: [
      { id: 11, name: 'Basic', priceCents: 14900, durationMinutes: 120, enabled: true },
      { id: 12, name: 'Premium', priceCents: 24950, durationMinutes: 180, enabled: true },
      { id: 13, name: 'Retired', priceCents: 9900, durationMinutes: 60, enabled: false },
    ],
  },
  {
    id: 2,
    name: 'Ceramic Coating',
    active: true,
    tiers: [{ id: 21, name: 'Ceramic Coating', priceCents: 89900, durationMinutes: 300, enabled: true }],
  },
  { id: 3, name: 'Old Service', active: false, tiers: [{ id: 31, name: 'Only', priceCents: 100, durationMinutes: 30, enabled: true }] },
];
const tiers = tierChoices(services);

describe('the composer’s service picker', () => {
  it('offers the enabled tiers of active services, grouped by service', () => {
    expect(tiers.map((t) => t.tierId)).toEqual([11, 12, 21]);
    expect(tierGroups(tiers).map((g) => [g.serviceName, g.tiers.length])).toEqual([
      ['Full Detail', 2],
      ['Ceramic Coating', 1],
    ]);
  });

  it('adds a tier at its price and duration, named by service and tier', () => {
    expect(tierLine(tiers[1]!, 'a1')).toEqual({
      key: 'a1',
      id: null,
      serviceId: 1,
      tierId: 12,
      durationMinutes: 180,
      description: 'Full Detail: Premium',
      price: '249.50',
      optional: false,
    });
    expect(tierLine(tiers[2]!, 'a2').description).toBe('Ceramic Coating');
    expect(priceText(14900)).toBe('149');
  });
});

describe('a new estimate', () => {
  it('starts with the requested services the business offers, valid for 14 days', () => {
    const draft = newDraft('2026-11-24', ['full detail', 'Pet Hair Removal', 'Ceramic Coating'], tiers);
    expect(draft.lines.map((l) => l.tierId)).toEqual([11, 21]);
    expect(draft.validUntil).toBe('2026-12-08');
    expect(draft.duration).toBe('');
  });

  it('defaults the duration to the tiers’ durations added up, unless the owner sets one', () => {
    const draft = newDraft('2026-11-24', ['Full Detail', 'Ceramic Coating'], tiers);
    expect(defaultDuration(draft.lines)).toBe(420);
    expect(durationOf(draft)).toBe(420);
    expect(durationOf({ ...draft, duration: '240' })).toBe(240);
    expect(defaultDuration([...draft.lines, freeLine('x')])).toBe(420);
  });
});

describe('what the composer sends', () => {
  const draft: ComposerDraft = {
    lines: [
      { ...tierLine(tiers[0]!, 'a1'), id: 'i1' },
      { ...freeLine('a2'), description: '  Pet hair removal ', price: '45.5', optional: true },
    ],
    duration: '',
    validUntil: '2026-12-08',
    message: '  See you soon ',
  };

  it('sends cents, the stored lines’ ids, the duration and the trimmed message', () => {
    expect(estimateInput(draft)).toEqual({
      items: [
        { id: 'i1', serviceId: 1, tierId: 11, description: 'Full Detail: Basic', priceCents: 14900, optional: false },
        { serviceId: null, tierId: null, description: 'Pet hair removal', priceCents: 4550, optional: true },
      ],
      durationMinutes: 120,
      validUntil: '2026-12-08',
      message: 'See you soon',
    });
    expect(estimateInput({ ...draft, message: '   ' })).not.toHaveProperty('message');
  });

  it('shows the total without and with the optional lines', () => {
    expect(draftTotals(draft)).toEqual({ required: '$149', withOptional: '$194.50' });
    expect(draftTotals({ ...draft, lines: [draft.lines[0]!] })).toEqual({ required: '$149', withOptional: null });
  });

  it('is checked by core’s rules with their messages, keyed as the API keys them', () => {
    expect(draftErrors(draft, '2026-11-24')).toEqual({});
    expect(draftErrors({ ...draft, lines: [] }, '2026-11-24')).toEqual({
      items: 'Add at least one line',
      durationMinutes: expect.any(String),
    });
    const allOptional = { ...draft, lines: draft.lines.map((l) => ({ ...l, optional: true })) };
    expect(draftErrors(allOptional, '2026-11-24').items).toBe('At least one line must not be optional');
    const blank = { ...draft, lines: [draft.lines[0]!, { ...draft.lines[1]!, description: ' ' }] };
    expect(draftErrors(blank, '2026-11-24')['items.1.description']).toBe('Description is required');
    expect(draftErrors({ ...draft, validUntil: '2027-06-01' }, '2026-11-24').validUntil).toBe(
      'Valid until must be between today and 90 days from today',
    );
    expect(draftErrors({ ...draft, duration: '5' }, '2026-11-24').durationMinutes).toBe('Duration must be 15 to 1440 minutes');
  });
});

describe('a stored estimate', () => {
  const estimate = {
    id: 9,
    items: [
      { id: 'i1', serviceId: 1, tierId: 12, description: 'Full Detail: Premium', priceCents: 24950, optional: false },
      { id: 'i2', serviceId: null, tierId: null, description: 'Headlight restoration', priceCents: 6000, optional: true },
    ],
    durationMinutes: 200,
    validUntil: '2026-12-01',
    message: null,
  } as unknown as Estimate;

  it('opens again as a draft with its own figures', () => {
    const draft = draftOf(estimate, tiers);
    expect(draft.lines.map((l) => [l.id, l.price, l.optional, l.durationMinutes])).toEqual([
      ['i1', '249.50', false, 180],
      ['i2', '60', true, 0],
    ]);
    expect(draft).toMatchObject({ duration: '200', validUntil: '2026-12-01', message: '' });
  });

  it('shows its totals', () => {
    expect(totalsView(estimate.items)).toEqual({ required: '$249.50', withOptional: '$309.50' });
  });
});
