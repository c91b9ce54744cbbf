/**
 * The audit log's vocabulary: every action a platform admin takes is recorded under one of these
 * names (api/domain/audit.ts recordAudit), and the console names them with these labels.
 */
import { z } from 'zod';
import { pagingFields } from '../validation/paging.ts';

export const AUDIT_ACTIONS = [
  'application.start_review',
  'application.request_changes',
  'application.reject',
  'application.approve',
  'tenant.suspend',
  'tenant.reactivate',
  'tenant.flags',
  'preview_link.create',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'application.start_review': 'Started the review of an application',
  'application.request_changes': 'Asked an applicant for changes',
  'application.reject': 'Rejected an application',
  'application.approve': 'Approved an application',
  'tenant.suspend': 'Suspended a business',
  'tenant.reactivate': 'Reactivated a business',
  'tenant.flags': 'Changed feature flags',
  'preview_link.create': 'Made a preview link',
};

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export const AUDIT_ACTION_MESSAGE = `action must be one of ${AUDIT_ACTIONS.join(', ')}`;

/** GET /api/admin/audit?tenant_id&action&limit&offset */
export const auditQuerySchema = z.object({
  tenant_id: z.coerce
    .number({ error: 'tenant_id must be a positive whole number' })
    .int('tenant_id must be a positive whole number')
    .positive('tenant_id must be a positive whole number')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_ACTION_MESSAGE }).optional(),
  ...pagingFields({ max: 100, defaultLimit: 50 }),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
