/**
 * The shapes of the API's answers that the admin app reads. The API's answer builders return them
 * and the admin app types its calls with them, so a change on one side that the other does not
 * follow fails the typecheck.
 */
import type { TenantStatus } from '../site/tenant-status.ts';
import type { StaffRole } from './staff.ts';

/** A successful answer that carries data (spec 1 §7 "wrapper {success, data}"). */
export interface DataAnswer<T> {
  success: true;
  data: T;
}

/** The signed-in user of GET /api/auth/me and POST /api/auth/login (spec 1 §3 "Authenticated user"). */
export interface AuthUser {
  id: number;
  email: string;
  /** Null until the person has given a name (a new admin, for one). */
  firstName: string | null;
  lastName: string | null;
  is_admin: boolean;
  tenant_id: number | null;
  tenant_slug: string | null;
  staff_role: StaffRole | null;
}

/** The pair of tokens a signed-in browser keeps. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

/** What POST /api/auth/login and POST /api/auth/refresh hand out. */
export interface IssuedTokens extends AuthTokens {
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** POST /api/auth/login. */
export interface LoginAnswer extends IssuedTokens {
  success: true;
  user: AuthUser;
}

/** GET /api/auth/me. */
export interface SessionAnswer {
  success: true;
  user: AuthUser;
}

/** A service area in the tenant record (spec 2 §3): the primary one first. */
export interface ServiceAreaRecord {
  id: number;
  city: string;
  state: string;
  /** The main ZIP code. */
  zip: string | null;
  /** Every ZIP code the area covers (spec 1 §3 zipCodes). */
  zip_codes: string[];
  minimum: number;
  multiplier: number;
  primary: boolean;
  latitude: number | null;
  longitude: number | null;
  radius_miles: number | null;
  /** The area's city page, relative to the site ("/areas/mesa-az/"). */
  url_path: string;
}

/** GET /api/tenants/{slug} for visitors: the public part of the tenant record (spec 1 §3); personal contact details stay private. */
export interface PublicTenantRecord {
  id: number;
  slug: string;
  business_name: string;
  business_phone: string | null;
  business_email: string | null;
  industry: string;
  status: TenantStatus;
  application_status: TenantStatus;
  business_start_date: string | null;
  /** The site's address (generated, read-only). */
  website: string;
  /** Visitors get a social link only while the owner shows it. */
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  gbp_url: string | null;
  logo_url: string | null;
  service_areas: ServiceAreaRecord[];
  created_at: string;
  updated_at: string;
}

/** GET and PUT /api/tenants/{slug} for the business's own staff and admins: the whole record (spec 2 §3 profile fields). */
export interface TenantRecord extends PublicTenantRecord {
  legal_name: string | null;
  first_name: string | null;
  last_name: string | null;
  personal_email: string | null;
  personal_phone: string | null;
  twilio_phone: string | null;
  business_street: string | null;
  business_city: string | null;
  business_state: string | null;
  business_zip: string | null;
  facebook_enabled: boolean;
  instagram_enabled: boolean;
  tiktok_enabled: boolean;
  youtube_enabled: boolean;
  /** Per-tenant switches (dashboard tab gating among them); may be empty. */
  features: Record<string, boolean>;
  last_activity: string | null;
}
