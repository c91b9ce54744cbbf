/**
 * GET /api/tenants/:slug: the private tenant record for its staff and admins. Used by more than one
 * feature (the dashboard for its name and tab flags, the profile tab for its forms), under one query
 * key so the record is fetched once.
 */
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { api } from './client.ts';

export interface TenantRecord {
  id: number;
  slug: string;
  business_name: string | null;
  business_email: string | null;
  business_phone: string | null;
  first_name?: string | null;
  last_name?: string | null;
  personal_email?: string | null;
  personal_phone?: string | null;
  twilio_phone?: string | null;
  business_start_date: string | null;
  business_street?: string | null;
  business_city?: string | null;
  business_state?: string | null;
  business_zip?: string | null;
  /** The site's address (generated, read-only). */
  website: string | null;
  gbp_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  youtube_url: string | null;
  facebook_enabled?: boolean;
  instagram_enabled?: boolean;
  tiktok_enabled?: boolean;
  youtube_enabled?: boolean;
  industry?: string;
  status?: string;
  created_at: string;
  /** Per-tenant switches (dashboard tab gating among them); may be empty. */
  features?: Record<string, unknown> | null;
  [key: string]: unknown;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

export const tenantPath = (slug: string) => `/api/tenants/${encodeURIComponent(slug)}`;

export async function fetchTenant(slug: string, signal?: AbortSignal): Promise<TenantRecord> {
  const body = await api.get<Envelope<TenantRecord>>(tenantPath(slug), { signal });
  return body.data;
}

export function useTenant(slug: string) {
  return useQuery({ queryKey: queryKeys.tenant(slug), queryFn: ({ signal }) => fetchTenant(slug, signal), staleTime: 60_000 });
}
