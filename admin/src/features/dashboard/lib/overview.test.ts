import { describe, expect, it } from 'vitest';
import { displayUrl, formatRating, placeLabel, plural, yearOf } from './overview.ts';

describe('overview figures', () => {
  it('rounds the rating to one decimal and has none without reviews', () => {
    expect(formatRating(4.86, 12)).toBe('4.9');
    expect(formatRating(5, 1)).toBe('5.0');
    expect(formatRating(null, 0)).toBeNull();
    expect(formatRating(4.5, 0)).toBeNull();
  });

  it('summarises places, years, counts and addresses', () => {
    expect(placeLabel('Phoenix', 'AZ')).toBe('Phoenix, AZ');
    expect(placeLabel('', 'AZ')).toBe('AZ');
    expect(yearOf('2021-06-01T00:00:00.000Z')).toBe('2021');
    expect(yearOf('nope')).toBeNull();
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(1200, 'review')).toBe('1,200 reviews');
    expect(displayUrl('https://acme.localsite.example/')).toBe('acme.localsite.example');
  });
});
