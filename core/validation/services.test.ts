import { describe, expect, it } from 'vitest';
import { SERVICE_CATALOGS } from '../services/catalog.ts';
import { fieldErrors } from './errors.ts';
import {
  acceptsDurationInput,
  acceptsPriceInput,
  BLANK_TIER,
  blankTier,
  canRemoveTier,
  canSaveService,
  dropBlankTiers,
  parseDurationInput,
  parsePriceInput,
  serviceFloor,
  serviceInputSchema,
  servicePatchSchema,
  serviceReplacementSchema,
  tierInputSchema,
  tierOrderSchema,
  tierPatchSchema,
} from './services.ts';

const detailing = SERVICE_CATALOGS['mobile-detailing'];
const errorsOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown) => {
  const parsed = schema.safeParse(input) as { success: boolean; error?: Parameters<typeof fieldErrors>[0] };
  return parsed.success ? {} : fieldErrors(parsed.error!);
};
const tier = { name: 'Full Detail', priceCents: 24900, durationMinutes: 240 };
const service = { name: 'Interior Reset', categoryId: 3, vehicleIds: [1, 3], tiers: [tier] };

describe('the pricing modal inputs (spec 3 §5)', () => {
  it('takes digits with one optional decimal point as a price, empty as 0', () => {
    for (const ok of ['', '0', '129', '129.', '129.5', '129.99', '.5']) expect(acceptsPriceInput(ok), ok).toBe(true);
    for (const bad of ['-1', '1.2.3', '12a', '1,000', ' 12', '$12', '1e3']) expect(acceptsPriceInput(bad), bad).toBe(false);
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('.')).toBe(0);
    expect(parsePriceInput('129')).toBe(12900);
    expect(parsePriceInput('129.5')).toBe(12950);
    expect(parsePriceInput('0.07')).toBe(7);
    expect(parsePriceInput('19.999')).toBe(2000);
    expect(parsePriceInput('12a')).toBe(0);
  });

  it('takes digits only as a duration, empty as 0', () => {
    for (const ok of ['', '0', '60', '240']) expect(acceptsDurationInput(ok), ok).toBe(true);
    for (const bad of ['1.5', '-5', '60m', ' 60']) expect(acceptsDurationInput(bad), bad).toBe(false);
    expect(parseDurationInput('')).toBe(0);
    expect(parseDurationInput('90')).toBe(90);
    expect(parseDurationInput('1.5')).toBe(0);
  });

  it('appends the spec blank tier: price 0, duration 60, enabled, not popular', () => {
    expect(blankTier()).toMatchObject({ name: '', priceCents: 0, durationMinutes: 60, enabled: true, popular: false, features: [] });
    const a = blankTier();
    a.features.push('changed');
    expect(blankTier().features).toEqual([]);
    expect(BLANK_TIER.features).toEqual([]);
  });

  it('drops blank-named tiers on save and enables Save only with a name and a named tier', () => {
    expect(dropBlankTiers([{ name: 'Basic' }, { name: '  ' }, { name: '' }, { name: 'Pro' }])).toEqual([
      { name: 'Basic' },
      { name: 'Pro' },
    ]);
    expect(canSaveService('Wash', [{ name: '' }, { name: 'Basic' }])).toBe(true);
    expect(canSaveService('  ', [{ name: 'Basic' }])).toBe(false);
    expect(canSaveService('Wash', [{ name: ' ' }])).toBe(false);
    expect(canSaveService('Wash', [])).toBe(false);
  });

  it('offers Remove Tier only while more than one tier remains', () => {
    expect(canRemoveTier(1)).toBe(false);
    expect(canRemoveTier(0)).toBe(false);
    expect(canRemoveTier(2)).toBe(true);
  });
});

describe('the services API bodies', () => {
  it('accepts a service with tiers and fills the defaults of a tier only where the server stores them', () => {
    const parsed = serviceInputSchema(detailing).parse({ ...service, vehicleIds: [1, 3, 1] });
    expect(parsed.vehicleIds).toEqual([1, 3]);
    expect(parsed.tiers[0]).toEqual(tier);
  });

  it('refuses a tier price that is not a non-negative whole number of cents and a duration that is not positive (spec 1 §5)', () => {
    expect(errorsOf(tierInputSchema, { ...tier, priceCents: -1 })).toEqual({ priceCents: 'Price must not be negative' });
    expect(errorsOf(tierInputSchema, { ...tier, priceCents: 10.5 })).toEqual({ priceCents: 'Price must be a whole number of cents' });
    expect(errorsOf(tierInputSchema, { ...tier, priceCents: '100' })).toEqual({ priceCents: 'Price must be a whole number of cents' });
    expect(errorsOf(tierInputSchema, { ...tier, durationMinutes: 0 })).toEqual({ durationMinutes: 'Duration must be positive' });
    expect(errorsOf(tierInputSchema, { ...tier, durationMinutes: 1.5 })).toEqual({ durationMinutes: 'Duration must be whole minutes' });
    expect(errorsOf(tierInputSchema, { ...tier, priceCents: 10_000_001 })).toEqual({ priceCents: 'Price must be at most 100000 dollars' });
    expect(errorsOf(tierInputSchema, { ...tier, name: '  ' })).toEqual({ name: 'Tier name is required' });
    expect(errorsOf(tierInputSchema, { ...tier, sizePricesCents: { m: 100, xxl: 5 } })).toHaveProperty('sizePricesCents');
    expect(errorsOf(tierInputSchema, { ...tier, sizePricesCents: { xl: -5 } })).toEqual({
      'sizePricesCents.xl': 'Price must not be negative',
    });
    expect(errorsOf(tierInputSchema, { ...tier, features: ['ok', ''] })).toEqual({ 'features.1': 'Feature is required' });
  });

  it('gives a message per field of a bad service, with the ids of the business’s industry', () => {
    expect(errorsOf(serviceInputSchema(detailing), { name: '', categoryId: 99, vehicleIds: [], tiers: [] })).toEqual({
      name: 'Service name is required',
      categoryId: 'Invalid category ID',
      vehicleIds: 'Choose at least one vehicle',
      tiers: 'At least one tier is required',
    });
    expect(errorsOf(serviceInputSchema(detailing), { ...service, vehicleIds: [9] })).toEqual({ 'vehicleIds.0': 'Invalid vehicle ID' });
    const grooming = SERVICE_CATALOGS['pet-grooming'];
    expect(errorsOf(serviceInputSchema(grooming), { ...service, categoryId: 4, vehicleIds: [] })).toEqual({
      categoryId: 'Invalid category ID',
      vehicleIds: 'Choose at least one pet size',
    });
    expect(errorsOf(serviceInputSchema(detailing), { ...service, tiers: [tier, { ...tier, priceCents: -1 }] })).toEqual({
      'tiers.1.priceCents': 'Price must not be negative',
    });
  });

  it('lets a PUT keep the stored category and vehicles, and a PATCH change any one field but not none', () => {
    expect(serviceReplacementSchema(detailing).safeParse({ name: 'Wash', tiers: [tier] }).success).toBe(true);
    expect(serviceInputSchema(detailing).safeParse({ name: 'Wash', tiers: [tier] }).success).toBe(false);
    expect(servicePatchSchema(detailing).parse({ active: false })).toEqual({ active: false });
    expect(errorsOf(servicePatchSchema(detailing), {})).toEqual({ _: 'Send at least one field to change' });
    expect(errorsOf(servicePatchSchema(detailing), { active: 'no' })).toEqual({ active: 'Active must be true or false' });
    expect(tierPatchSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(errorsOf(tierOrderSchema, { tierIds: [1, 'x'] })).toEqual({ 'tierIds.1': 'List every tier of the service once' });
  });
});

describe('a service’s "from" figures', () => {
  it('are the lowest price and duration of its enabled tiers, of all tiers when none is enabled', () => {
    const tiers = [
      { priceCents: 5000, durationMinutes: 90, enabled: false },
      { priceCents: 9000, durationMinutes: 60, enabled: true },
      { priceCents: 12000, durationMinutes: 120, enabled: true },
    ];
    expect(serviceFloor(tiers)).toEqual({ basePriceCents: 9000, minDurationMinutes: 60 });
    expect(serviceFloor(tiers.map((t) => ({ ...t, enabled: false })))).toEqual({ basePriceCents: 5000, minDurationMinutes: 60 });
    expect(serviceFloor([])).toEqual({ basePriceCents: 0, minDurationMinutes: 60 });
  });
});
