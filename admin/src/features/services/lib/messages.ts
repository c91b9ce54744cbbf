/**
 * What a failed call shows (spec 3 §8): the server's own message when it sent one, else the
 * call's fallback ('Failed to fetch services' for the list, shown as 'Error: ...').
 */
import { isApiError } from '../../../shared/api/client.ts';

export const SAVE_FAILED_MESSAGE = 'Failed to save the service';
export const DELETE_FAILED_MESSAGE = 'Failed to delete the service';

export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
