import type { Context } from 'hono';

/** Spec 1 §8: NO_TENANT_CONTEXT (404) and TENANT_NOT_APPROVED (403). */
export const tenantNotFound = (c: Context) => c.json({ success: false, code: 'NO_TENANT_CONTEXT', error: 'Tenant not found' }, 404);

export const tenantNotApproved = (c: Context) =>
  c.json({ success: false, code: 'TENANT_NOT_APPROVED', error: 'This business is not approved yet' }, 403);
