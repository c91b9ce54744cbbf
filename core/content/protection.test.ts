import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROTECTION_RATINGS,
  PROTECTION_METRIC_LABELS,
  PROTECTION_METRICS,
  PROTECTION_PRODUCTS,
  protectionRatings,
} from './protection.ts';

describe('protection comparison defaults', () => {
  it('match spec 1 §3 (protection, longevity, ease, chipResistance)', () => {
    const asTuple = (p: keyof typeof DEFAULT_PROTECTION_RATINGS) => PROTECTION_METRICS.map((m) => DEFAULT_PROTECTION_RATINGS[p][m]);
    expect(asTuple('wax')).toEqual([1, 1, 2, 1]);
    expect(asTuple('sealant')).toEqual([2, 2, 2, 1]);
    expect(asTuple('ceramic')).toEqual([4, 4, 4, 1]);
    expect(asTuple('ppf')).toEqual([5, 5, 3, 5]);
  });

  it('lists the products and metric labels of the spec in order', () => {
    expect(PROTECTION_PRODUCTS).toEqual(['wax', 'sealant', 'ceramic', 'ppf']);
    expect(PROTECTION_METRICS.map((m) => PROTECTION_METRIC_LABELS[m])).toEqual([
      'Protection',
      'Longevity',
      'Ease of Wash',
      'Rock-Chip Resistance',
    ]);
  });
});

describe('protectionRatings', () => {
  it('returns the defaults without data', () => {
    expect(protectionRatings()).toEqual(DEFAULT_PROTECTION_RATINGS);
    expect(protectionRatings(null)).toEqual(DEFAULT_PROTECTION_RATINGS);
    expect(protectionRatings({})).toEqual(DEFAULT_PROTECTION_RATINGS);
  });

  it('overrides only the given metrics of the given products', () => {
    const merged = protectionRatings({ ceramic: { chipResistance: 2 }, wax: { ease: 3, longevity: 2 } });
    expect(merged.ceramic).toEqual({ protection: 4, longevity: 4, ease: 4, chipResistance: 2 });
    expect(merged.wax).toEqual({ protection: 1, longevity: 2, ease: 3, chipResistance: 1 });
    expect(merged.sealant).toEqual(DEFAULT_PROTECTION_RATINGS.sealant);
    expect(merged.ppf).toEqual(DEFAULT_PROTECTION_RATINGS.ppf);
  });

  it('clamps to 1..5 stars and rounds fractions', () => {
    const merged = protectionRatings({ ppf: { protection: 9, longevity: 0, ease: 2.6, chipResistance: -3 } });
    expect(merged.ppf).toEqual({ protection: 5, longevity: 1, ease: 3, chipResistance: 1 });
  });

  it('ignores values that are not finite numbers', () => {
    const bad = { sealant: { protection: Number.NaN, longevity: Infinity, ease: '5' as unknown as number, chipResistance: undefined } };
    expect(protectionRatings(bad).sealant).toEqual(DEFAULT_PROTECTION_RATINGS.sealant);
  });

  it('does not mutate the defaults or the input', () => {
    const input = { wax: { protection: 4 } };
    const merged = protectionRatings(input);
    merged.wax.protection = 2;
    expect(DEFAULT_PROTECTION_RATINGS.wax.protection).toBe(1);
    expect(input).toEqual({ wax: { protection: 4 } });
    expect(protectionRatings().wax.protection).toBe(1);
  });
});
