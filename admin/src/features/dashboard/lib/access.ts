import { EDITOR_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '#core/api/staff.ts';
import type { AuthUser } from '#core/api/types.ts';
import { isTenantSlug } from '#core/site/slugs.ts';

export type DashboardView =
  /** A platform admin, at /admin, /dashboard (slug null) or at a business's dashboard. */
  | { kind: 'admin'; slug: string | null }
  /** A tenant user at their own business (slug null when the account has no business yet). */
  | { kind: 'tenant'; slug: string | null }
  /** A tenant user at another business's dashboard. The server refuses its data anyway. */
  | { kind: 'denied'; slug: string; ownSlug: string | null };

/** What the signed-in landing shows for this user at this address. */
export function dashboardView(user: Pick<AuthUser, 'is_admin' | 'tenant_slug'>, slugParam: string | undefined): DashboardView {
  const slug = slugParam ? slugParam.toLowerCase() : null;
  if (user.is_admin) return { kind: 'admin', slug };
  const own = user.tenant_slug;
  if (slug === null || slug === own) return { kind: 'tenant', slug: own };
  return { kind: 'denied', slug, ownSlug: own };
}

/** The dashboard address of a business. */
export function businessDashboardPath(slug: string): string {
  return `/${slug}/dashboard`;
}

/**
 * What an admin typed into "Open a business dashboard", as a slug: trimmed, lowercased, and
 * forgiving a pasted address ("https://host/acme-detailing/" or "/acme-detailing/dashboard").
 */
export function normalizeSlugInput(raw: string): string {
  let value = raw.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/, '');
  const segments = value.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  return segments[0] ?? '';
}

export function slugInputProblem(slug: string): string | undefined {
  if (!slug) return 'Enter the business slug';
  if (!isTenantSlug(slug)) return 'Use lowercase letters, numbers and hyphens only';
  return undefined;
}

/** "Owner", "Manager", "Technician", "Viewer"; null when the account has no staff role. */
export function staffRoleLabel(role: StaffRole | null): string | null {
  return role ? STAFF_ROLE_LABELS[role] : null;
}

/** Who may change the business (publish, roll back, save the profile): admins and the editor roles, as the API decides. */
export function canEditBusiness(user: Pick<AuthUser, 'is_admin' | 'staff_role'>): boolean {
  return user.is_admin || (user.staff_role !== null && EDITOR_ROLES.includes(user.staff_role));
}
