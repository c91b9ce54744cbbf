/** The one line that says why an inbox call failed, and the per-field messages of a 400 answer. */
import { isApiError } from '../../../shared/api/client.ts';

export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message.endsWith('.') ? error.message : `${error.message}.`;
  return 'Something went wrong.';
}

export function answerFields(error: unknown): Record<string, string> {
  return isApiError(error) && error.status === 400 && error.fields ? error.fields : {};
}
