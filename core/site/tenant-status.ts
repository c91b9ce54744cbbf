/**
 * Which businesses have a public site (spec 1 §4): only one whose application is approved. Any other
 * status answers 403 TENANT_NOT_APPROVED, so the site is not live, however recently it was published.
 */

/** Spec 1 §3 tenant statuses. */
export const TENANT_STATUSES = ['pending', 'approved', 'active', 'suspended', 'rejected'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const PUBLIC_TENANT_STATUSES: ReadonlySet<TenantStatus> = new Set<TenantStatus>(['approved']);

export function isTenantStatus(value: string): value is TenantStatus {
  return (TENANT_STATUSES as readonly string[]).includes(value);
}

export function isPublicTenantStatus(status: string): boolean {
  return isTenantStatus(status) && PUBLIC_TENANT_STATUSES.has(status);
}
