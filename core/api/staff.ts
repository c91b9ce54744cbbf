/** Spec 1 §6: the staff roles of a business's users, and which of them may change the business. */

export const STAFF_ROLES = ['owner', 'manager', 'tech', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Besides platform admins, who may change a business (publish, roll back, save its profile, content and reviews); the others only look. */
export const EDITOR_ROLES: readonly StaffRole[] = ['owner', 'manager'];
