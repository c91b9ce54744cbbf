import { describe, expect, it } from 'vitest';
import { listingFromUrl, searchText } from './google-places.ts';

describe('listingFromUrl', () => {
  it('reads a place id from the links that carry one', () => {
    const id = 'ChIJN1t_tDeuEmsRUsoyG83frY4';
    expect(listingFromUrl(`https://www.google.com/maps/place/?q=place_id:${id}`)).toEqual({ kind: 'place', placeId: id });
    expect(listingFromUrl(`https://www.google.com/maps/search/?api=1&query=Google&query_place_id=${id}`)).toEqual({
      kind: 'place',
      placeId: id,
    });
    expect(listingFromUrl(`https://maps.google.com/?place_id=${id}`)).toEqual({ kind: 'place', placeId: id });
  });

  it('refuses a place id that could change the path of the call', () => {
    expect(listingFromUrl('https://www.google.com/maps/place/?q=place_id:../../v1/x')).toEqual({ kind: 'search' });
  });

  it('reads the customer id of a cid link and of a feature id', () => {
    expect(listingFromUrl('https://maps.google.com/?cid=11450011143116240140')).toEqual({ kind: 'search', cid: '11450011143116240140' });
    const feature = listingFromUrl(
      'https://www.google.com/maps/place/Prestige+Mobile+Detailing/@33.6213,-111.8934,15z/data=!4m6!3m5!1s0x872b0b1a2b3c4d5e:0x9ee6a5c1d2e3f4a5!8m2',
    );
    expect(feature).toEqual({
      kind: 'search',
      cid: BigInt('0x9ee6a5c1d2e3f4a5').toString(10),
      text: 'Prestige Mobile Detailing',
      near: { latitude: 33.6213, longitude: -111.8934 },
    });
  });

  it('reads the name and map position of a place link, and the words of a search link', () => {
    expect(listingFromUrl('https://www.google.com/maps/place/Evergreen+Lawn+Care/@35.1386,-80.8917,15z')).toEqual({
      kind: 'search',
      text: 'Evergreen Lawn Care',
      near: { latitude: 35.1386, longitude: -80.8917 },
    });
    expect(listingFromUrl('https://www.google.com/maps/place/Caf%C3%A9+Sol')).toEqual({ kind: 'search', text: 'Café Sol' });
    expect(listingFromUrl('https://www.google.com/maps/search/sparkle+home+cleaning+austin')).toEqual({
      kind: 'search',
      text: 'sparkle home cleaning austin',
    });
    expect(listingFromUrl('https://maps.google.co.uk/maps?q=Sharp+Edge+Barbers')).toEqual({ kind: 'search', text: 'Sharp Edge Barbers' });
  });

  it('gives no hints for short links, other sites and text that is not a link', () => {
    expect(listingFromUrl('https://g.page/yourbusiness')).toEqual({ kind: 'search' });
    expect(listingFromUrl('https://maps.app.goo.gl/AbC123xyz')).toEqual({ kind: 'search' });
    expect(listingFromUrl('https://example.com/maps/place/Fake/@1,2,3z?cid=42')).toEqual({ kind: 'search' });
    expect(listingFromUrl('https://www.google.com.evil.example/maps?cid=42')).toEqual({ kind: 'search' });
    expect(listingFromUrl('not a link')).toEqual({ kind: 'search' });
  });
});

describe('searchText', () => {
  const business = { name: 'Prestige Mobile Detailing', city: 'Scottsdale', state: 'AZ' };
  it("searches the link's name, else the business's, in the business's city", () => {
    expect(searchText({ kind: 'search' }, business)).toBe('Prestige Mobile Detailing, Scottsdale, AZ');
    expect(searchText({ kind: 'search', text: 'Prestige Detailing LLC' }, business)).toBe('Prestige Detailing LLC, Scottsdale, AZ');
  });
  it('does not repeat a city the search names, and needs no city', () => {
    expect(searchText({ kind: 'search', text: 'prestige detailing scottsdale' }, business)).toBe('prestige detailing scottsdale');
    expect(searchText({ kind: 'search' }, { name: 'Sharp Edge Barbers', city: null, state: null })).toBe('Sharp Edge Barbers');
  });
});
