import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, searchTabs, tabFromAddress, tabPath } from './tabs.ts';

describe('tabFromAddress', () => {
  it('reads the path segment first, then ?tab=, else the overview', () => {
    expect(tabFromAddress('profile', null)).toBe('profile');
    expect(tabFromAddress('Website', 'profile')).toBe('website');
    expect(tabFromAddress(undefined, 'profile')).toBe('profile');
    expect(tabFromAddress(undefined, null)).toBe('overview');
  });

  it('is null for an unknown path tab (404) and the overview for an unknown ?tab=', () => {
    expect(tabFromAddress('billing', null)).toBeNull();
    expect(tabFromAddress(undefined, 'billing')).toBe('overview');
  });
});

describe('tabPath', () => {
  it('makes the overview the dashboard address and the others a sub-path', () => {
    expect(tabPath('acme', 'overview')).toBe('/acme/dashboard');
    expect(tabPath('acme', 'profile')).toBe('/acme/dashboard/profile');
  });
});

describe('searchTabs', () => {
  it('lists every tab in order for an empty query', () => {
    expect(searchTabs('  ').map((m) => m.tab)).toEqual([...DASHBOARD_TABS]);
  });

  it('ranks names that start with the query, then names that contain it, then keywords', () => {
    expect(searchTabs('pro').map((m) => m.tab)).toEqual(['profile']);
    expect(searchTabs('s')[0]?.tab).toBe('schedule');
    expect(searchTabs('site').map((m) => m.tab)).toEqual(['website']);
    expect(searchTabs('Instagram')).toEqual([{ tab: 'profile', matched: 'instagram' }]);
  });

  it('matches a keyword by any of its words and says which', () => {
    expect(searchTabs('areas')).toEqual([{ tab: 'locations', matched: 'service areas' }]);
    expect(searchTabs('city page')).toEqual([{ tab: 'locations', matched: 'city pages' }]);
    expect(searchTabs('reviews').map((m) => m.tab)).toEqual(['website']);
    expect(searchTabs('estimates')).toEqual([{ tab: 'customers', matched: 'estimates' }]);
    expect(searchTabs('inbox')).toEqual([{ tab: 'customers', matched: 'inbox' }]);
  });

  it('finds nothing for text no tab has', () => {
    expect(searchTabs('zzz')).toEqual([]);
  });
});
