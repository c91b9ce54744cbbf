import { describe, expect, it } from 'vitest';
import { milesBetween } from './geo.ts';

describe('milesBetween', () => {
  it('measures great-circle distances in miles', () => {
    const austin = { lat: 30.2672, lng: -97.7431 };
    const dallas = { lat: 32.7767, lng: -96.797 };
    const okc = { lat: 35.4676, lng: -97.5164 };
    expect(milesBetween(austin, dallas)).toBeCloseTo(182, -1);
    expect(milesBetween(austin, okc)).toBeCloseTo(360, -1);
    // A degree of latitude is about 69 miles anywhere.
    expect(milesBetween({ lat: 10, lng: 20 }, { lat: 11, lng: 20 })).toBeCloseTo(69.1, 1);
  });

  it('is symmetric, zero for one place, and stays finite for opposite points', () => {
    const a = { lat: 33.4942, lng: -111.9261 };
    const b = { lat: 36.1699, lng: -115.1398 };
    expect(milesBetween(a, b)).toBe(milesBetween(b, a));
    expect(milesBetween(a, a)).toBe(0);
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3958.8, 3);
  });
});
