import { NETWORK_ERROR_MESSAGE } from '#core/api/messages.ts';
import { isApiError } from '../../../shared/api/client.ts';

export const LOGIN_FAILED = 'Login failed';
export const LOGIN_ERROR_TITLE = 'Authentication Error';

/** A banner's text: the message, and for a rate limit when to try again. */
export interface BannerError {
  message: string;
  retry?: string;
}

/**
 * "You can try again at 10:15 AM." from a 429's retryAfterSeconds (or resetTime). The server's
 * message already says how long to wait; the clock time tells when that is.
 */
export function retryAtText(
  retryAfterSeconds: number | undefined,
  resetTime: string | undefined,
  now: Date = new Date(),
  timeZone?: string,
): string | undefined {
  let at: number | undefined;
  if (retryAfterSeconds !== undefined && retryAfterSeconds > 0) at = now.getTime() + retryAfterSeconds * 1000;
  else if (resetTime) {
    const parsed = Date.parse(resetTime);
    if (!Number.isNaN(parsed) && parsed > now.getTime()) at = parsed;
  }
  if (at === undefined) return undefined;
  const seconds = Math.ceil((at - now.getTime()) / 1000);
  if (seconds < 60) return `You can try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  return `You can try again at ${time}.`;
}

/**
 * The login banner (spec 1 §8): the server's error text, else "Login failed"; no answer at all:
 * "Network error. Please try again."; a rate limit: its message and when to retry.
 */
export function loginError(error: unknown, now?: Date): BannerError {
  if (!isApiError(error)) return { message: LOGIN_FAILED };
  if (error.code === 'NETWORK_ERROR') return { message: NETWORK_ERROR_MESSAGE };
  if (error.code === 'RATE_LIMITED') return { message: error.message, retry: retryAtText(error.retryAfterSeconds, error.resetTime, now) };
  return { message: error.serverMessage ?? LOGIN_FAILED };
}

export const RESET_REQUEST_FAILED = 'Could not send the reset link. Please try again.';

/** The banner of the "forgot password" form. */
export function resetRequestError(error: unknown, now?: Date): BannerError {
  if (!isApiError(error)) return { message: RESET_REQUEST_FAILED };
  if (error.code === 'NETWORK_ERROR') return { message: NETWORK_ERROR_MESSAGE };
  if (error.code === 'RATE_LIMITED') return { message: error.message, retry: retryAtText(error.retryAfterSeconds, error.resetTime, now) };
  return { message: error.fields?.email ?? error.serverMessage ?? RESET_REQUEST_FAILED };
}
