/**
 * GET /api/tenants/:slug: the private tenant record for its staff and admins. Used by more than one
 * feature (the dashboard for its name and tab flags, the profile tab for its forms), under one query
 * key so the record is fetched once.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataAnswer, TenantRecord } from '#core/api/types.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { api } from './client.ts';

export const tenantPath = (slug: string) => `/api/tenants/${encodeURIComponent(slug)}`;

export async function fetchTenant(slug: string, signal?: AbortSignal): Promise<TenantRecord> {
  const body = await api.get<DataAnswer<TenantRecord>>(tenantPath(slug), { signal });
  return body.data;
}

export function useTenant(slug: string) {
  return useQuery({ queryKey: queryKeys.tenant(slug), queryFn: ({ signal }) => fetchTenant(slug, signal), staleTime: 60_000 });
}
