/**
 * The Locations tab's rules (spec 2 §2 to §5, §8): its texts, which area is the primary one, the
 * values of an area being edited and the list a save sends, and which message a failure shows. The
 * validation rules themselves are core's (#core/validation/service-areas.ts). Pure: no React.
 */
import '../../../shared/lib/zod.ts';
import type { ServiceAreaRecord } from '#core/api/types.ts';
import { formatPriceCents } from '#core/format/money.ts';
import { fieldErrors } from '#core/validation/errors.ts';
import {
  ENTER_CITY_ALERT,
  ENTER_STATE_ALERT,
  INVALID_STATE_MESSAGE,
  type ServiceAreaInput,
  serviceAreaInput,
} from '#core/validation/service-areas.ts';
import { isValidStateCode } from '#core/validation/us-states.ts';
import { isApiError } from '../../../shared/api/client.ts';

/** An area as every answer gives it (api/routes/service-areas.ts), primary first. */
export type Area = ServiceAreaRecord;

/** One item of PUT /api/locations/service-areas/{slug}: with the id of a stored area it keeps that area. */
export interface AreaInput {
  id?: number;
  city: string;
  state: string;
  zip?: string | null;
  zip_codes?: string[];
  minimum?: number;
  multiplier?: number;
  radius_miles?: number | null;
}

/** POST /api/locations/service-areas/{slug}: one area as core's schema gives it. */
export type NewArea = ServiceAreaInput;

export const LOCATIONS_TITLE = 'Service Locations';
export const LOCATIONS_SUBTITLE = 'Manage the areas where you provide services';
export const LOADING_LOCATIONS = 'Loading service locations...';
export const LOAD_ERROR_TITLE = 'Error Loading Locations';
export const EMPTY_TITLE = 'No Service Areas';
export const EMPTY_TEXT = 'Add locations where you provide services to get started.';
export const PRIMARY_TITLE = 'Primary Service Area';
export const OTHERS_TITLE = 'Service Areas';
export const ADD_MODAL_TITLE = 'Add Service Location';
export const DELETE_TITLE = 'Delete Location';
export const DELETE_WARNING = 'This action cannot be undone. Customers in this area will no longer be able to find your services.';

/** Spec 2 §9: a success banner lasts 3 seconds. */
export const NOTICE_MS = 3000;

/** Spec 2 §8. */
export const FETCH_FAILED = 'Failed to fetch business data';
export const SAVE_FAILED = 'Failed to save service areas';
export const ADD_FAILED = 'Failed to add service area';
export const DELETE_FAILED = 'Failed to delete service area';
export const ADD_LOCATION_FAILED = 'Failed to add location';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** What the API says for a body that failed its checks; the fields' own messages say more. */
const VALIDATION_FAILED = 'Validation failed';

/** Spec 2 §3: the primary area, else the first; the others in their stored order. */
export function splitAreas(areas: readonly Area[]): { primary: Area | undefined; others: Area[] } {
  const primary = areas.find((a) => a.primary) ?? areas[0];
  return { primary, others: areas.filter((a) => a !== primary) };
}

/** Spec 2 §5: the inline Add Location form's alert, or null when the city and state may be sent (trimmed). */
export function inlineAddProblem(city: string, state: string): string | null {
  if (!city.trim()) return ENTER_CITY_ALERT;
  if (!state.trim()) return ENTER_STATE_ALERT;
  if (!isValidStateCode(state)) return INVALID_STATE_MESSAGE;
  return null;
}

/** An area's fields as typed in its edit form. */
export interface AreaDraft {
  city: string;
  state: string;
  zip: string;
  minimum: string;
  multiplier: string;
}
export type AreaField = keyof AreaDraft;
export const AREA_FIELDS: readonly AreaField[] = ['city', 'state', 'zip', 'minimum', 'multiplier'];

export function draftOf(area: Area): AreaDraft {
  return {
    city: area.city,
    state: area.state,
    zip: area.zip ?? '',
    minimum: String(area.minimum),
    multiplier: String(area.multiplier),
  };
}

export type DraftCheck = { ok: true; value: ServiceAreaInput } | { ok: false; errors: Partial<Record<AreaField, string>> };

/** An edit form's values through core's rules (spec 2 §5): the area to send, or each field's message. */
export function checkDraft(draft: AreaDraft): DraftCheck {
  const parsed = serviceAreaInput.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<AreaField, string>> = {};
  for (const [key, message] of Object.entries(fieldErrors(parsed.error)))
    if ((AREA_FIELDS as readonly string[]).includes(key)) errors[key as AreaField] = message;
  return { ok: false, errors };
}

/** A stored area as an item of the PUT list: unchanged, so the server keeps it (and its city page) as it is. */
export function inputOf(area: Area): AreaInput {
  return {
    id: area.id,
    city: area.city,
    state: area.state,
    zip: area.zip,
    zip_codes: area.zip_codes,
    minimum: area.minimum,
    multiplier: area.multiplier,
    radius_miles: area.radius_miles,
  };
}

/**
 * The whole list for PUT after one area's edit, primary first. Its ZIP codes go along (the main one
 * first) only while it is still the same city: for another city the server looks them up again.
 */
export function listWithEdit(areas: readonly Area[], id: number, edited: ServiceAreaInput): AreaInput[] {
  const { primary, others } = splitAreas(areas);
  return (primary ? [primary, ...others] : others).map((area) => {
    if (area.id !== id) return inputOf(area);
    const sameCity = edited.city.toLowerCase() === area.city.toLowerCase() && edited.state === area.state.toUpperCase();
    const zipCodes = edited.zip ? [edited.zip, ...area.zip_codes.filter((z) => z !== edited.zip)] : area.zip_codes;
    return {
      id: area.id,
      city: edited.city,
      state: edited.state,
      zip: edited.zip ?? null,
      zip_codes: sameCity ? zipCodes : undefined,
      minimum: edited.minimum,
      multiplier: edited.multiplier,
      radius_miles: area.radius_miles,
    };
  });
}

/** Where an area sits in the list a save sends (the 400 answer names its fields by that place). */
export function indexInSave(areas: readonly Area[], id: number): number {
  const { primary, others } = splitAreas(areas);
  return (primary ? [primary, ...others] : others).findIndex((a) => a.id === id);
}

/** The messages of a 400 answer for one item of the list (`serviceAreas.2.state` -> `state`), or of a one-area body. */
export function areaFieldErrors(error: unknown, index?: number): Partial<Record<AreaField, string>> {
  if (!isApiError(error) || !error.fields) return {};
  const prefix = index === undefined ? '' : `serviceAreas.${index}.`;
  const out: Partial<Record<AreaField, string>> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    if (!key.startsWith(prefix)) continue;
    const first = key.slice(prefix.length).split('.')[0] ?? '';
    // The ZIP codes list is edited through the main ZIP.
    const name = first === 'zip_codes' ? 'zip' : first;
    if ((AREA_FIELDS as readonly string[]).includes(name)) out[name as AreaField] ??= message;
  }
  return out;
}

/**
 * Spec 2 §8: the server's own text, else the call's message. A failed check is not repeated as
 * "Validation failed" when its message shows under its field; when it names no field on screen, its
 * first message is the text.
 */
export function failureText(error: unknown, fallback: string, shownUnderFields = false): string | null {
  if (!isApiError(error)) return fallback;
  if (error.serverMessage === VALIDATION_FAILED) {
    if (shownUnderFields) return null;
    return Object.values(error.fields ?? {})[0] ?? fallback;
  }
  if (error.serverMessage) return error.serverMessage;
  return error.status === 0 ? error.message : fallback;
}

/** Spec 2 §8, the Add Service Location modal's red banner. */
export function addModalFailure(error: unknown, shownUnderFields: boolean): string | null {
  if (!isApiError(error)) return UNEXPECTED_ERROR;
  return failureText(error, ADD_LOCATION_FAILED, shownUnderFields);
}

/** The load failure under 'Error Loading Locations'. */
export function loadFailureText(error: unknown): string {
  return failureText(error, FETCH_FAILED) ?? FETCH_FAILED;
}

/** 75 -> "$75"; 49.5 -> "$49.50"; 0 -> "No minimum". */
export function formatMinimum(minimum: number): string {
  return minimum > 0 ? formatPriceCents(Math.round(minimum * 100)) : 'No minimum';
}

/** 1.25 -> "×1.25"; 1 -> "×1 (standard prices)". */
export function formatMultiplier(multiplier: number): string {
  return multiplier === 1 ? '×1 (standard prices)' : `×${multiplier}`;
}

/** The area's ZIP codes for a line of text: the first few, then how many more. */
export function zipSummary(area: Pick<Area, 'zip' | 'zip_codes'>, shown = 4): string {
  const all = area.zip_codes.length ? area.zip_codes : area.zip ? [area.zip] : [];
  if (all.length === 0) return 'No ZIP codes';
  const rest = all.length - shown;
  return rest > 0 ? `${all.slice(0, shown).join(', ')} and ${rest} more` : all.join(', ');
}

/** The live city page: the site's address and the area's path ("https://…/acme" + "/areas/mesa-az/"). */
export function cityPageUrl(siteUrl: string | null | undefined, urlPath: string): string | null {
  if (!siteUrl) return null;
  return `${siteUrl.replace(/\/+$/, '')}/${urlPath.replace(/^\/+/, '')}`;
}
