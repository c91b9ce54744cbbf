/** Spec 1 §6: the staff roles of a business's users, and which of them may change the business. */

export const STAFF_ROLES = ['owner', 'manager', 'tech', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the dashboard names each role (the user menu, the Schedule tab's team). */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', manager: 'Manager', tech: 'Technician', viewer: 'Viewer' };

/** Besides platform admins, who may change a business (publish, roll back, save its profile, content and reviews); the others only look. */
export const EDITOR_ROLES: readonly StaffRole[] = ['owner', 'manager'];
