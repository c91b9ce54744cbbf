import type { Context } from 'hono';
import { TENANT_NOT_APPROVED_MESSAGE, TENANT_NOT_FOUND } from '#core/api/messages.ts';

/**
 * Spec 1 §8: NO_TENANT_CONTEXT (404) and TENANT_NOT_APPROVED (403). The text is in `error` and in
 * `message`, since the dashboard shows `message` for review calls (spec 3 §8) and `error` for others.
 */
export const tenantNotFound = (c: Context) =>
  c.json({ success: false, code: 'NO_TENANT_CONTEXT', error: TENANT_NOT_FOUND, message: TENANT_NOT_FOUND }, 404);

export const tenantNotApproved = (c: Context) =>
  c.json({ success: false, code: 'TENANT_NOT_APPROVED', error: TENANT_NOT_APPROVED_MESSAGE, message: TENANT_NOT_APPROVED_MESSAGE }, 403);
