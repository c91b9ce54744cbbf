/**
 * The Schedule tab's error texts (spec 2 §8, §9): a call gives up after 10 seconds with 'Request
 * timeout'; a refused call shows the server's `error`, else 'HTTP {status}: {status text}'; no
 * answer at all is 'Request failed'. The screens put them under 'Failed to fetch schedule data' or
 * 'Failed to save appointment'.
 */
import { isApiError } from '../../../shared/api/client.ts';

export const SCHEDULE_TIMEOUT_MS = 10_000;

export const REQUEST_FAILED = 'Request failed';
export const REQUEST_TIMEOUT = 'Request timeout';
export const FETCH_FAILED = 'Failed to fetch schedule data';
export const SAVE_FAILED = 'Failed to save appointment';
export const BLOCK_FAILED = 'The day could not be changed, so it is back as it was.';

export function httpErrorText(status: number, statusText: string): string {
  return `HTTP ${status}: ${statusText}`.trimEnd();
}

export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/** The one line that says why a schedule call failed. */
export function scheduleErrorText(error: unknown): string {
  if (isTimeout(error)) return REQUEST_TIMEOUT;
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status > 0) return httpErrorText(error.status, error.statusText);
  }
  return REQUEST_FAILED;
}

/** Per-field messages of a 400 answer, else none. */
export function answerFieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.status === 400 && error.fields ? error.fields : {};
}

export interface OverlapConflict {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
}

/** A 409 OVERLAP answer: its message and the appointments in the way; null for any other error. */
export function overlapOf(error: unknown): { message: string; conflicts: OverlapConflict[] } | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { code?: unknown; conflicts?: unknown } | undefined;
  if (body?.code !== 'OVERLAP') return null;
  return { message: scheduleErrorText(error), conflicts: Array.isArray(body.conflicts) ? (body.conflicts as OverlapConflict[]) : [] };
}
