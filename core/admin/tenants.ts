/**
 * The console's list of businesses and the status changes an admin makes there (issue 17 §3):
 * suspending takes a live site down (its pages answer the 403 page), reactivating puts it back.
 */
import { z } from 'zod';
import { TENANT_STATUSES, type TenantStatus } from '../site/tenant-status.ts';
import { textField } from '../validation/text.ts';
import { pagingFields } from '../validation/paging.ts';

export const TENANT_STATUS_LABELS: Record<TenantStatus, string> = {
  pending: 'Pending',
  approved: 'Live',
  active: 'Active',
  suspended: 'Suspended',
  rejected: 'Rejected',
};

export const TENANT_STATUS_FILTER_MESSAGE = `status must be one of ${TENANT_STATUSES.join(', ')}`;

/** GET /api/admin/tenants?q&status&limit&offset; q searches name, slug, e-mail and city. */
export const tenantListQuerySchema = z.object({
  q: z.optional(textField('Search', { max: 200 })),
  status: z.enum(TENANT_STATUSES, { error: TENANT_STATUS_FILTER_MESSAGE }).optional(),
  ...pagingFields({ max: 100, defaultLimit: 25 }),
});
export type TenantListQuery = z.infer<typeof tenantListQuerySchema>;

export const TENANT_ACTIONS = ['suspend', 'reactivate'] as const;
export type TenantAction = (typeof TENANT_ACTIONS)[number];

/** Only a live business can be suspended, and only a suspended one reactivated (to live again). */
export const TENANT_TRANSITIONS: Record<TenantAction, { from: TenantStatus; to: TenantStatus }> = {
  suspend: { from: 'approved', to: 'suspended' },
  reactivate: { from: 'suspended', to: 'approved' },
};

export type TenantTransition = { ok: true; to: TenantStatus } | { ok: false; message: string };

export function tenantTransition(status: string, action: TenantAction): TenantTransition {
  const rule = TENANT_TRANSITIONS[action];
  if (status === rule.from) return { ok: true, to: rule.to };
  if (action === 'suspend')
    return { ok: false, message: status === 'suspended' ? 'This business is already suspended' : 'Only a live business can be suspended' };
  return { ok: false, message: status === 'approved' ? 'This business is already live' : 'Only a suspended business can be reactivated' };
}

/** The actions a business in this status offers. */
export function tenantActions(status: string): TenantAction[] {
  return TENANT_ACTIONS.filter((action) => TENANT_TRANSITIONS[action].from === status);
}
