import { describe, expect, it } from 'vitest';
import { cityCountLabel, groupAreasByState } from './areas.ts';

const a = (city: string, state: string, stateName: string, primary = false) => ({ city, state, stateName, primary });

describe('groupAreasByState', () => {
  it('groups by state sorted by state name, primary first then alphabetical', () => {
    const groups = groupAreasByState([
      a('Phoenix', 'AZ', 'Arizona', true),
      a('Tempe', 'AZ', 'Arizona'),
      a('Chandler', 'AZ', 'Arizona'),
      a('Las Vegas', 'NV', 'Nevada'),
      a('Albuquerque', 'nm', 'New Mexico'),
      a('Henderson', 'NV', 'Nevada'),
    ]);
    expect(groups.map((g) => [g.state, g.count])).toEqual([
      ['AZ', 3],
      ['NV', 2],
      ['NM', 1],
    ]);
    expect(groups[0]!.cities.map((c) => c.city)).toEqual(['Phoenix', 'Chandler', 'Tempe']);
    expect(groups[1]!.cities.map((c) => c.city)).toEqual(['Henderson', 'Las Vegas']);
  });

  it('keeps the primary first even when it sorts later', () => {
    const groups = groupAreasByState([a('Tempe', 'AZ', 'Arizona'), a('Yuma', 'AZ', 'Arizona', true), a('Avondale', 'AZ', 'Arizona')]);
    expect(groups[0]!.cities.map((c) => c.city)).toEqual(['Yuma', 'Avondale', 'Tempe']);
  });

  it('is empty without areas', () => {
    expect(groupAreasByState([])).toEqual([]);
  });

  it('labels counts', () => {
    expect(cityCountLabel(1)).toBe('1 city');
    expect(cityCountLabel(3)).toBe('3 cities');
  });
});
