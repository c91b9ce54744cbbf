import type { Context } from 'hono';
import { TENANT_NOT_APPROVED_MESSAGE, TENANT_NOT_FOUND } from '#core/api/messages.ts';

/** Spec 1 §8: NO_TENANT_CONTEXT (404) and TENANT_NOT_APPROVED (403). */
export const tenantNotFound = (c: Context) => c.json({ success: false, code: 'NO_TENANT_CONTEXT', error: TENANT_NOT_FOUND }, 404);

export const tenantNotApproved = (c: Context) =>
  c.json({ success: false, code: 'TENANT_NOT_APPROVED', error: TENANT_NOT_APPROVED_MESSAGE }, 403);
