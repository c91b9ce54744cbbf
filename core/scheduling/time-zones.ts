/**
 * A tenant's default time zone, from the state (and city, where a state spans two zones) of its
 * base location (issue 14 §3: "from its base location; editable"). Best effort: the owner can
 * change it, so a city missing from the split-state lists only starts with its state's main zone.
 */
import type { VALID_STATE_CODES } from '../validation/us-states.ts';

type StateCode = (typeof VALID_STATE_CODES)[number];

/** The zone most of each state's people live in. The military codes (AA, AE, AP) name no place. */
const STATE_ZONES: Partial<Record<StateCode, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  AS: 'Pacific/Pago_Pago',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
};

/** Larger cities on the other side of a state's zone line (lower-case names). */
const CITY_ZONES: Partial<Record<StateCode, Record<string, string>>> = {
  FL: Object.fromEntries(
    ['pensacola', 'panama city', 'panama city beach', 'fort walton beach', 'destin', 'navarre', 'crestview', 'niceville', 'milton'].map(
      (c) => [c, 'America/Chicago'],
    ),
  ),
  TX: Object.fromEntries(['el paso', 'horizon city', 'socorro', 'anthony'].map((c) => [c, 'America/Denver'])),
  TN: Object.fromEntries(
    ['knoxville', 'chattanooga', 'johnson city', 'kingsport', 'bristol', 'maryville', 'morristown', 'cleveland', 'oak ridge'].map((c) => [
      c,
      'America/New_York',
    ]),
  ),
  KY: Object.fromEntries(
    ['bowling green', 'owensboro', 'paducah', 'hopkinsville', 'henderson', 'madisonville', 'murray', 'glasgow'].map((c) => [
      c,
      'America/Chicago',
    ]),
  ),
  IN: Object.fromEntries(
    [
      'gary',
      'hammond',
      'east chicago',
      'merrillville',
      'valparaiso',
      'crown point',
      'michigan city',
      'evansville',
      'schererville',
      'portage',
    ].map((c) => [c, 'America/Chicago']),
  ),
  MI: Object.fromEntries(['menominee', 'iron mountain', 'ironwood', 'iron river'].map((c) => [c, 'America/Menominee'])),
  ID: Object.fromEntries(
    ["coeur d'alene", 'coeur dalene', 'post falls', 'moscow', 'lewiston', 'sandpoint', 'hayden', 'rathdrum'].map((c) => [
      c,
      'America/Los_Angeles',
    ]),
  ),
  OR: Object.fromEntries(['ontario', 'nyssa', 'vale'].map((c) => [c, 'America/Boise'])),
  NE: Object.fromEntries(['scottsbluff', 'gering', 'alliance', 'sidney', 'chadron', 'kimball'].map((c) => [c, 'America/Denver'])),
  KS: Object.fromEntries(['goodland', 'sharon springs', 'tribune', 'st. francis'].map((c) => [c, 'America/Denver'])),
  SD: Object.fromEntries(
    ['rapid city', 'spearfish', 'sturgis', 'box elder', 'belle fourche', 'hot springs', 'lead', 'deadwood'].map((c) => [
      c,
      'America/Denver',
    ]),
  ),
  ND: Object.fromEntries(['dickinson', 'bowman', 'beach', 'mott', 'hettinger'].map((c) => [c, 'America/Denver'])),
  AK: Object.fromEntries(['adak', 'atka'].map((c) => [c, 'America/Adak'])),
};

/** Where a business with no known state starts: the zone most of the US lives in. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/** The zone a business in this state (and city) most likely keeps; FALLBACK_TIME_ZONE for an unknown state. */
export function defaultTimeZone(state: string | null | undefined, city?: string | null): string {
  const code = (state ?? '').trim().toUpperCase() as StateCode;
  const byCity = city ? CITY_ZONES[code]?.[city.trim().toLowerCase()] : undefined;
  return byCity ?? STATE_ZONES[code] ?? FALLBACK_TIME_ZONE;
}
