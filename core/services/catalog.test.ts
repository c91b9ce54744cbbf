import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../content/types.ts';
import {
  CATEGORY_IDS,
  categoryOf,
  DETAILING_VEHICLE_IDS,
  SERVICE_CATALOGS,
  serviceCatalog,
  tierPriceForSize,
  vehicleIdsOf,
  vehicleChoiceFor,
  vehicleKeysFor,
} from './catalog.ts';

describe('the services tab’s vehicles and categories', () => {
  it('uses the spec’s category and detailing vehicle ids (spec 3 §3)', () => {
    expect(CATEGORY_IDS).toEqual({
      interior: 1,
      exterior: 2,
      'service-packages': 3,
      'ceramic-coating': 4,
      'paint-correction': 5,
      'paint-protection-film': 6,
      addons: 7,
    });
    expect(DETAILING_VEHICLE_IDS).toEqual({ cars: 1, trucks: 2, suv: 3, rvs: 4, boats: 5, motorcycles: 6, offroad: 7, other: 8 });
    const detailing = SERVICE_CATALOGS['mobile-detailing'];
    for (const v of detailing.vehicles) expect(DETAILING_VEHICLE_IDS[v.key as keyof typeof DETAILING_VEHICLE_IDS]).toBe(v.id);
  });

  it('gives every industry service packages first and add-ons, its own vehicle axis, and unique ids and keys', () => {
    for (const industry of INDUSTRIES) {
      const catalog = SERVICE_CATALOGS[industry];
      expect(catalog.categories[0]?.key, industry).toBe('service-packages');
      expect(catalog.categories.map((c) => c.key)).toContain('addons');
      for (const c of catalog.categories) expect(CATEGORY_IDS[c.key as keyof typeof CATEGORY_IDS]).toBe(c.id);
      for (const list of [catalog.vehicles, catalog.categories]) {
        expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
        expect(new Set(list.map((e) => e.key)).size).toBe(list.length);
      }
    }
    expect(SERVICE_CATALOGS['pet-grooming'].vehicleLabel).toBe('Pet size');
    expect(SERVICE_CATALOGS['mobile-detailing'].sizePricing).toBe(true);
    expect(SERVICE_CATALOGS.barber.sizePricing).toBe(false);
    expect(serviceCatalog('unknown')).toBe(SERVICE_CATALOGS['mobile-detailing']);
  });

  it('stores no vehicle keys for a service offered for every vehicle, and reads none as all', () => {
    const catalog = SERVICE_CATALOGS.barber;
    expect(vehicleKeysFor(catalog, [1, 2, 3])).toEqual([]);
    expect(vehicleIdsOf(catalog, [])).toEqual([1, 2, 3]);
    expect(vehicleKeysFor(catalog, [2])).toEqual(['kid']);
    expect(vehicleIdsOf(catalog, ['kid', 'gone'])).toEqual([2]);
  });

  it('lists a service of a category the industry does not have under its first category', () => {
    const catalog = SERVICE_CATALOGS['mobile-detailing'];
    expect(categoryOf(catalog, 'addons').id).toBe(7);
    expect(categoryOf(catalog, 'auto').key).toBe('service-packages');
  });

  it('prices a tier for a vehicle size by its own price for that size, else the tier price', () => {
    const t = { priceCents: 24900, sizePricesCents: { l: 27900, xl: 29900 } };
    expect(tierPriceForSize(t, 'm')).toBe(24900);
    expect(tierPriceForSize(t, 'xl')).toBe(29900);
  });
});

describe('vehicleChoiceFor', () => {
  const detailing = SERVICE_CATALOGS['mobile-detailing'].vehicles;
  it.each([
    ['auto', 'cars'],
    ['SUV', 'suv'],
    ['truck', 'trucks'],
    ['Trucks', 'trucks'],
    ['rv', 'rvs'],
    ['off-road', 'offroad'],
    ['Motorcycle', 'motorcycles'],
    [' boats ', 'boats'],
  ])('names the catalog vehicle the quote form or a visitor calls %s', (said, key) => {
    expect(vehicleChoiceFor(detailing, said)).toBe(key);
  });

  it('names none for words it does not know, or nothing said', () => {
    expect(vehicleChoiceFor(detailing, 'Sedan')).toBe('');
    expect(vehicleChoiceFor(detailing, '')).toBe('');
  });
});
