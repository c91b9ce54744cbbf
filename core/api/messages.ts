/**
 * Texts of the API's error answers that its clients know too (spec 1 §8, spec 2 §8, spec 3 §8): the
 * API answers with them, and the admin app and the site's scripts show them or fall back on them
 * when an answer carries no text of its own.
 */

/** Spec 1 §8: 401 UNAUTHORIZED and 403 FORBIDDEN, when the answer says nothing more. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const FORBIDDEN_MESSAGE = 'Forbidden';

/** Spec 1 §8: 429 RATE_LIMITED without a message. */
export const RATE_LIMITED_MESSAGE = 'Rate limited';

/** Spec 1 §8: no answer arrived at all. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** Spec 1 §8: any other failure without a text of its own. */
export function requestFailedMessage(status: number): string {
  return `Request failed: ${status}`;
}

/** Spec 1 §8 NO_TENANT_CONTEXT (404), spec 3 §8 "Tenant not found"; also a tenant record without a business name (spec 1 §5). */
export const TENANT_NOT_FOUND = 'Tenant not found';

/** Spec 1 §8 TENANT_NOT_APPROVED (403): the business exists but is not public. */
export const TENANT_NOT_APPROVED_MESSAGE = 'This business is not approved yet';

/** Spec 2 §8 profile: "Business not found" (404); also a quote request naming a business that does not exist. */
export const BUSINESS_NOT_FOUND = 'Business not found';
