/**
 * US ZIP codes with their city, state and centre, from the `zipcodes` package's bundled data
 * (decision 018): no network at run time. The 5 MB table is read on first use, so only the
 * processes that look ZIP codes up (the API, the seed) pay for it, and the site bundle never does.
 */
import { createRequire } from 'node:module';
import type * as ZipCodes from 'zipcodes';
import type { LatLng } from '#core/content/geo.ts';
import { ZIP_PATTERN } from '#core/validation/zip.ts';

export interface ZipPlace extends LatLng {
  /** Five digits. */
  zip: string;
  city: string;
  /** Two-letter code, upper case. */
  state: string;
}

let table: typeof ZipCodes | undefined;
function data(): typeof ZipCodes {
  table ??= createRequire(import.meta.url)('zipcodes') as typeof ZipCodes;
  return table;
}

const place = (z: ZipCodes.ZipCode): ZipPlace => ({
  zip: z.zip,
  city: z.city,
  state: z.state,
  lat: z.latitude,
  lng: z.longitude,
});

/** The place of a US ZIP code (5 digits or ZIP+4), or undefined when the format is wrong or no such ZIP exists. */
export function lookupZip(input: string): ZipPlace | undefined {
  const zip = input.trim();
  if (!ZIP_PATTERN.test(zip)) return undefined;
  const found = data().lookup(zip.slice(0, 5));
  return found && found.country === 'US' ? place(found) : undefined;
}

/** Every ZIP code of a city (case-insensitive name, two-letter state), in order; empty for a city the data does not know. */
export function zipsOf(city: string, state: string): ZipPlace[] {
  return data()
    .lookupByName(city.trim(), state.trim().toUpperCase())
    .filter((z) => z.country === 'US')
    .map(place)
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

/** The centre of a city: the mean of its ZIP codes' centres. */
export function cityCenter(city: string, state: string): LatLng | undefined {
  const zips = zipsOf(city, state);
  if (zips.length === 0) return undefined;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    lat: round(zips.reduce((sum, z) => sum + z.lat, 0) / zips.length),
    lng: round(zips.reduce((sum, z) => sum + z.lng, 0) / zips.length),
  };
}
