/**
 * Service areas (spec 2 §3, §5; spec 1 §5): the rules and messages of the Add Service Location
 * modal, the inline forms and the locations API, and the state grouping of the locations tab and
 * the site's service-areas modal. One schema per rule, used by the API and the dashboard's forms.
 */
import { z } from 'zod';
import { numberFrom } from './numbers.ts';
import { textField } from './text.ts';
import { INVALID_STATE_MESSAGE, isValidStateCode } from './us-states.ts';
import { ZIP_FORMAT_MESSAGE, ZIP_PATTERN } from './zip.ts';

export { INVALID_STATE_MESSAGE, ZIP_FORMAT_MESSAGE };
export const CITY_REQUIRED_MESSAGE = 'City is required';
export const STATE_REQUIRED_MESSAGE = 'State is required';
export const MINIMUM_MESSAGE = 'Minimum must be a positive number';
export const MULTIPLIER_MESSAGE = 'Multiplier must be greater than 0';
/** The inline Add Location form's alerts (spec 2 §5). */
export const ENTER_CITY_ALERT = 'Please enter a city';
export const ENTER_STATE_ALERT = 'Please enter a state';
export const RADIUS_MESSAGE = 'Service radius must be between 1 and 100 miles';
export const AT_LEAST_ONE_AREA_MESSAGE = 'At least one service area is required';

/** Spec 2 §9 defaults of a new location. */
export const DEFAULT_MINIMUM = 0;
export const DEFAULT_MULTIPLIER = 1;
/** Spec 1 §5: a service radius is at most 100 miles. */
export const MAX_RADIUS_MILES = 100;
/** Bounds past any real price list, so a typo cannot store an absurd figure. */
export const MAX_MINIMUM = 100_000;
export const MAX_MULTIPLIER = 10;
export const MAX_SERVICE_AREAS = 200;
export const MAX_ZIP_CODES_PER_AREA = 300;

/** The state field as typed: upper-cased, limited to 2 characters (spec 2 §5). */
export function stateInput(typed: string): string {
  return typed.toUpperCase().slice(0, 2);
}

const blankAsMissing = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

export const cityField = textField('City', { min: 1, max: 100, minMessage: CITY_REQUIRED_MESSAGE });

export const stateField = z
  .string({ error: STATE_REQUIRED_MESSAGE })
  .trim()
  .min(1, STATE_REQUIRED_MESSAGE)
  .refine(isValidStateCode, INVALID_STATE_MESSAGE)
  .transform((v) => v.toUpperCase());

export const zipField = z.string({ error: ZIP_FORMAT_MESSAGE }).trim().regex(ZIP_PATTERN, ZIP_FORMAT_MESSAGE);

/** A number field of a form or a JSON body, with one message for anything that is not a number within the rule. */
const numberField = (message: string, accept: (n: number) => boolean) =>
  z.unknown().transform((value, ctx) => {
    const n = numberFrom(value);
    if (n === undefined || !accept(n)) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return n;
  });

export const minimumField = numberField(MINIMUM_MESSAGE, (n) => n >= 0 && n <= MAX_MINIMUM);
export const multiplierField = numberField(MULTIPLIER_MESSAGE, (n) => n > 0 && n <= MAX_MULTIPLIER);
export const radiusField = numberField(RADIUS_MESSAGE, (n) => n >= 1 && n <= MAX_RADIUS_MILES);

/** One area as the Add Service Location modal and POST /api/locations/service-areas/{slug} send it. */
export const serviceAreaInput = z.object({
  city: cityField,
  state: stateField,
  zip: z.preprocess(blankAsMissing, zipField.optional()),
  minimum: z.preprocess(blankAsMissing, minimumField.optional()).transform((v) => v ?? DEFAULT_MINIMUM),
  multiplier: z.preprocess(blankAsMissing, multiplierField.optional()).transform((v) => v ?? DEFAULT_MULTIPLIER),
  radius_miles: z.preprocess(blankAsMissing, radiusField.optional()),
});
export type ServiceAreaInput = z.output<typeof serviceAreaInput>;

/** An item of the full list PUT /api/locations/service-areas/{slug} takes: a stored area keeps its id. */
export const serviceAreaListItem = serviceAreaInput.extend({
  id: z.number({ error: 'Area id must be a number' }).int('Area id must be a number').positive('Area id must be a number').optional(),
  zip_codes: z.array(zipField).max(MAX_ZIP_CODES_PER_AREA, `At most ${MAX_ZIP_CODES_PER_AREA} ZIP codes per area`).optional(),
});
export type ServiceAreaListItem = z.output<typeof serviceAreaListItem>;

/** PUT body: the whole list, primary first (spec 2 §7). Every field the GET answers may come back; unknown ones are dropped. */
export const serviceAreasReplaceInput = z.object({
  serviceAreas: z
    .array(serviceAreaListItem, { error: AT_LEAST_ONE_AREA_MESSAGE })
    .min(1, AT_LEAST_ONE_AREA_MESSAGE)
    .max(MAX_SERVICE_AREAS, `At most ${MAX_SERVICE_AREAS} service areas`),
});

/** Built once: localeCompare with options builds a collator on every call, which is slow in a publish. */
const cityOrder = new Intl.Collator('en', { sensitivity: 'base' });

export interface StateGroup<T> {
  /** Upper-cased two-letter code. */
  state: string;
  areas: T[];
}

/** Spec 2 §3: areas grouped by upper-cased state code, sorted by city; states in alphabetical order. */
export function groupAreasByState<T extends { city: string; state: string }>(areas: readonly T[]): StateGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const area of areas) {
    const state = area.state.trim().toUpperCase();
    groups.set(state, [...(groups.get(state) ?? []), area]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, list]) => ({ state, areas: list.sort((a, b) => cityOrder.compare(a.city, b.city)) }));
}
