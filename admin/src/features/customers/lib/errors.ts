import { isApiError } from '../../../shared/api/client.ts';

/** The one line that says why a customer call failed: the server's own words when it gave some. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Per-field messages of a 400 answer, else none. */
export function answerFields(error: unknown): Record<string, string> {
  return isApiError(error) && error.status === 400 && error.fields ? error.fields : {};
}
