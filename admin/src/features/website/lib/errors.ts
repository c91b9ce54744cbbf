/**
 * Messages of failed calls (spec 3 §8): the server's own text when it sent one, else
 * "HTTP error! status: {code}", else (no answer at all) the client's network message.
 */
import { isApiError } from '../../../shared/api/client.ts';

export const SAVE_CONTENT_FAILED = 'Failed to save website content';
export const FETCH_CONTENT_FAILED = 'Failed to fetch website content';
export const NO_CONTENT_RECEIVED = 'No content data received from server';
export const FETCH_BRAND_FAILED = 'Failed to load your brand settings';

export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status > 0) return `HTTP error! status: ${error.status}`;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** For a field's save: its own message of a 400 answer first (`fields`), then as above. */
export function fieldErrorMessage(error: unknown, field: string, fallback: string = SAVE_CONTENT_FAILED): string {
  if (isApiError(error) && error.fields) {
    const own = error.fields[field];
    if (own) return own;
  }
  return errorMessage(error, fallback);
}
