import { describe, expect, it } from 'vitest';
import { resolveTabAccess } from './gating.ts';

describe('resolveTabAccess', () => {
  it('shows every tab by default', () => {
    expect(resolveTabAccess({})).toEqual({
      overview: true,
      website: true,
      locations: true,
      profile: true,
      schedule: true,
      customers: true,
      services: true,
    });
    expect(resolveTabAccess(null)).toEqual(resolveTabAccess(undefined));
  });

  it('lets the tenant flags override the defaults one by one', () => {
    const access = resolveTabAccess({ locations: true, website: false, customers: false });
    expect(access.locations).toBe(true);
    expect(access.website).toBe(false);
    expect(access.profile).toBe(true);
    expect(access.customers).toBe(false);
  });

  it('always allows the overview and ignores flags that are not true or false', () => {
    const access = resolveTabAccess({ overview: false, schedule: 'no', customers: 1, reviews: false });
    expect(access.overview).toBe(true);
    expect(access.schedule).toBe(true);
    expect(access.customers).toBe(true);
    expect(access.services).toBe(true);
    expect(Object.keys(access)).toHaveLength(7);
  });
});
