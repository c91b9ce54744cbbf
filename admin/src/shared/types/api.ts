/** Shapes the API answers with, shared by every feature (spec 1 §3 and the auth contract). */

export type StaffRole = 'owner' | 'manager' | 'tech' | 'viewer';

/** The signed-in user of GET /api/auth/me and POST /api/auth/login. */
export interface AuthUser {
  id: number | string;
  email: string;
  /** Null until the person has given a name (a new admin, for one). */
  firstName: string | null;
  lastName: string | null;
  is_admin: boolean;
  tenant_id: number | null;
  tenant_slug: string | null;
  staff_role: StaffRole | null;
}

/** The pair POST /api/auth/login and POST /api/auth/refresh hand out. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}
