import { describe, expect, it } from 'vitest';
import {
  CITY_REQUIRED_MESSAGE,
  INVALID_STATE_MESSAGE,
  MINIMUM_MESSAGE,
  MULTIPLIER_MESSAGE,
  ZIP_FORMAT_MESSAGE,
} from '#core/validation/service-areas.ts';
import { ApiError } from '../../../shared/api/client.ts';
import {
  ADD_FAILED,
  ADD_LOCATION_FAILED,
  type Area,
  addModalFailure,
  areaFieldErrors,
  checkDraft,
  cityPageUrl,
  DELETE_FAILED,
  draftOf,
  FETCH_FAILED,
  failureText,
  formatMinimum,
  formatMultiplier,
  indexInSave,
  inlineAddProblem,
  listWithEdit,
  loadFailureText,
  SAVE_FAILED,
  splitAreas,
  UNEXPECTED_ERROR,
  zipSummary,
} from './areas.ts';

const area = (id: number, city: string, state: string, extra: Partial<Area> = {}): Area => ({
  id,
  city,
  state,
  zip: null,
  zip_codes: [],
  minimum: 0,
  multiplier: 1,
  primary: false,
  latitude: null,
  longitude: null,
  radius_miles: null,
  url_path: `/areas/${city.toLowerCase()}-${state.toLowerCase()}/`,
  ...extra,
});

const phoenix = area(1, 'Phoenix', 'AZ', { primary: true, zip: '85004', zip_codes: ['85004', '85003', '85006'] });
const mesa = area(2, 'Mesa', 'AZ', { zip: '85201', zip_codes: ['85201', '85202'], minimum: 75, multiplier: 1.2, radius_miles: 15 });
const austin = area(3, 'Austin', 'TX');

const validationFailed = (fields: Record<string, string>) =>
  new ApiError('Validation failed', { status: 400, code: 'HTTP_ERROR', serverMessage: 'Validation failed', fields });

describe('splitAreas', () => {
  it('takes the area flagged primary, else the first, and keeps the others in order', () => {
    expect(splitAreas([mesa, phoenix, austin])).toEqual({ primary: phoenix, others: [mesa, austin] });
    const unflagged = [{ ...phoenix, primary: false }, mesa];
    expect(splitAreas(unflagged).primary).toBe(unflagged[0]);
    expect(splitAreas([])).toEqual({ primary: undefined, others: [] });
  });
});

describe('inlineAddProblem (spec 2 §5, the inline Add Location form)', () => {
  it('asks for a city, then a state, then a valid state code', () => {
    expect(inlineAddProblem('  ', 'AZ')).toBe('Please enter a city');
    expect(inlineAddProblem('Mesa', ' ')).toBe('Please enter a state');
    expect(inlineAddProblem('Mesa', 'ZZ')).toBe(INVALID_STATE_MESSAGE);
    expect(inlineAddProblem(' Mesa ', 'az')).toBeNull();
  });
});

describe('checkDraft', () => {
  it('gives the area to send: trimmed, state upper-cased, numbers parsed, blank ZIP left out', () => {
    expect(checkDraft({ city: ' Tempe ', state: 'az', zip: '', minimum: '50', multiplier: '1.1' })).toEqual({
      ok: true,
      value: { city: 'Tempe', state: 'AZ', minimum: 50, multiplier: 1.1 },
    });
  });

  it('gives each field its spec message', () => {
    expect(checkDraft({ city: '', state: 'QQ', zip: '1234', minimum: '-1', multiplier: '0' })).toEqual({
      ok: false,
      errors: {
        city: CITY_REQUIRED_MESSAGE,
        state: INVALID_STATE_MESSAGE,
        zip: ZIP_FORMAT_MESSAGE,
        minimum: MINIMUM_MESSAGE,
        multiplier: MULTIPLIER_MESSAGE,
      },
    });
  });

  it('round-trips a stored area unchanged', () => {
    expect(checkDraft(draftOf(mesa))).toEqual({
      ok: true,
      value: { city: 'Mesa', state: 'AZ', zip: '85201', minimum: 75, multiplier: 1.2 },
    });
  });
});

describe('listWithEdit', () => {
  const areas = [mesa, phoenix, austin];

  it('sends the whole list primary first, the other areas as stored', () => {
    const list = listWithEdit(areas, austin.id, { city: 'Austin', state: 'TX', minimum: 40, multiplier: 1 });
    expect(list.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(list[1]).toEqual({
      id: 2,
      city: 'Mesa',
      state: 'AZ',
      zip: '85201',
      zip_codes: ['85201', '85202'],
      minimum: 75,
      multiplier: 1.2,
      radius_miles: 15,
    });
    expect(list[2]).toMatchObject({ id: 3, minimum: 40, zip: null });
  });

  it('keeps the ZIP codes of the same city, the new main ZIP first', () => {
    const [, edited] = listWithEdit(areas, mesa.id, { city: 'mesa', state: 'AZ', zip: '85202', minimum: 75, multiplier: 1.2 });
    expect(edited).toMatchObject({ id: 2, city: 'mesa', zip: '85202', zip_codes: ['85202', '85201'], radius_miles: 15 });
  });

  it('leaves the ZIP codes to the server when the area becomes another city', () => {
    const [, edited] = listWithEdit(areas, mesa.id, { city: 'Gilbert', state: 'AZ', minimum: 75, multiplier: 1.2 });
    expect(edited).toMatchObject({ id: 2, city: 'Gilbert', zip: null });
    expect(edited?.zip_codes).toBeUndefined();
  });

  it('knows where an area sits in that list', () => {
    expect(indexInSave(areas, phoenix.id)).toBe(0);
    expect(indexInSave(areas, austin.id)).toBe(2);
  });
});

describe('areaFieldErrors', () => {
  it('reads one item of a list answer, or a one-area answer', () => {
    const list = validationFailed({
      'serviceAreas.2.state': INVALID_STATE_MESSAGE,
      'serviceAreas.1.city': 'x',
      'serviceAreas.2.zip_codes.0': 'z',
    });
    expect(areaFieldErrors(list, 2)).toEqual({ state: INVALID_STATE_MESSAGE, zip: 'z' });
    expect(areaFieldErrors(validationFailed({ zip: 'We could not find ZIP code 00000', other: 'ignored' }))).toEqual({
      zip: 'We could not find ZIP code 00000',
    });
    expect(areaFieldErrors(new Error('x'))).toEqual({});
  });
});

describe('failure texts (spec 2 §8)', () => {
  const server = new ApiError('Forbidden', { status: 403, code: 'FORBIDDEN', serverMessage: 'Forbidden' });
  const bare = new ApiError('Request failed: 500', { status: 500, code: 'HTTP_ERROR' });
  const offline = new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' });

  it('says the server’s text first, else the call’s message', () => {
    expect(failureText(server, SAVE_FAILED)).toBe('Forbidden');
    expect(failureText(bare, SAVE_FAILED)).toBe(SAVE_FAILED);
    expect(failureText(bare, ADD_FAILED)).toBe(ADD_FAILED);
    expect(failureText(bare, DELETE_FAILED)).toBe(DELETE_FAILED);
    expect(failureText(offline, DELETE_FAILED)).toBe('Network error. Please try again.');
    expect(failureText(new TypeError('boom'), SAVE_FAILED)).toBe(SAVE_FAILED);
  });

  it('does not repeat "Validation failed" over messages shown under their fields, and names the first otherwise', () => {
    const invalid = validationFailed({ 'serviceAreas.0.state': INVALID_STATE_MESSAGE });
    expect(failureText(invalid, SAVE_FAILED, true)).toBeNull();
    expect(failureText(invalid, SAVE_FAILED, false)).toBe(INVALID_STATE_MESSAGE);
  });

  it('the add modal: the server’s text, else "Failed to add location", and "An unexpected error occurred" for anything else', () => {
    expect(addModalFailure(server, false)).toBe('Forbidden');
    expect(addModalFailure(bare, false)).toBe(ADD_LOCATION_FAILED);
    expect(addModalFailure(new TypeError('x'), false)).toBe(UNEXPECTED_ERROR);
  });

  it('a failed load says why, or that the business data could not be fetched', () => {
    expect(loadFailureText(bare)).toBe(FETCH_FAILED);
    expect(loadFailureText(server)).toBe('Forbidden');
  });
});

describe('display', () => {
  it('formats minimum, multiplier and ZIP codes', () => {
    expect(formatMinimum(75)).toBe('$75');
    expect(formatMinimum(49.5)).toBe('$49.50');
    expect(formatMinimum(0)).toBe('No minimum');
    expect(formatMultiplier(1)).toBe('×1 (standard prices)');
    expect(formatMultiplier(1.15)).toBe('×1.15');
    expect(zipSummary(phoenix)).toBe('85004, 85003, 85006');
    expect(zipSummary({ zip: '1', zip_codes: ['1', '2', '3', '4', '5', '6'] })).toBe('1, 2, 3, 4 and 2 more');
    expect(zipSummary({ zip: '85201', zip_codes: [] })).toBe('85201');
    expect(zipSummary({ zip: null, zip_codes: [] })).toBe('No ZIP codes');
  });

  it('joins the site address and the city page path', () => {
    expect(cityPageUrl('http://localhost:3000/acme/', '/areas/mesa-az/')).toBe('http://localhost:3000/acme/areas/mesa-az/');
    expect(cityPageUrl('https://acme.example', '/areas/mesa-az/')).toBe('https://acme.example/areas/mesa-az/');
    expect(cityPageUrl(null, '/areas/mesa-az/')).toBeNull();
  });
});
