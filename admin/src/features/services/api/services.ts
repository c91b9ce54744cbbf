/**
 * The services API (spec 3 §7; shapes in api/routes/services.ts): the services of one vehicle and
 * category, and a service's create, replace (with its tiers) and delete. Calls carry the tenant's
 * numeric id, read from the business record (GET /api/tenants/{slug}, spec 3 §7). Every write
 * republishes the site, so the dashboard's publish status is refreshed after each.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { VehicleSize } from '#core/services/catalog.ts';
import type { DataAnswer } from '#core/api/types.ts';
import { api } from '../../../shared/api/client.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { useRefreshPublish } from '../../../shared/lib/use-refresh-publish.ts';

export interface ServiceTier {
  id: number;
  name: string;
  priceCents: number;
  durationMinutes: number;
  description: string;
  features: string[];
  enabled: boolean;
  popular: boolean;
  sortOrder: number;
  sizePricesCents: Partial<Record<VehicleSize, number>>;
}

export interface Service {
  id: number;
  slug: string;
  name: string;
  description: string;
  categoryId: number;
  vehicleIds: number[];
  pricingUnit: 'flat' | 'hour';
  active: boolean;
  featured: boolean;
  sortOrder: number;
  basePriceCents: number;
  minDurationMinutes: number;
  tiers: ServiceTier[];
}

/** A tier as PUT and POST take it; `id` keeps a stored tier, none adds one. */
export interface TierInput {
  id?: number;
  name: string;
  priceCents: number;
  durationMinutes: number;
  description: string;
  features: string[];
  enabled: boolean;
  popular: boolean;
  sizePricesCents: Partial<Record<VehicleSize, number>>;
}

/** POST (create) and PUT (replace the service and its tiers, in this order). */
export interface ServiceInput {
  name: string;
  categoryId: number;
  vehicleIds: number[];
  active: boolean;
  tiers: TierInput[];
}

export const servicesKeys = {
  all: (tenantId: number) => ['services', tenantId] as const,
  list: (tenantId: number, vehicleId: number, categoryId: number) => ['services', tenantId, vehicleId, categoryId] as const,
};

const base = (tenantId: number) => `/api/services/tenant/${tenantId}`;

export async function fetchServices(tenantId: number, vehicleId: number, categoryId: number, signal?: AbortSignal): Promise<Service[]> {
  const res = await api.get<DataAnswer<Service[]>>(`${base(tenantId)}/vehicle/${vehicleId}/category/${categoryId}`, { signal });
  return Array.isArray(res?.data) ? res.data : [];
}

/** The business the tab edits: its numeric id (for the calls) and its industry (for the catalog). */
export function useBusiness(slug: string) {
  const tenant = useTenant(slug);
  return { ...tenant, data: tenant.data ? { id: tenant.data.id, industry: tenant.data.industry } : undefined };
}

export function useServices(tenantId: number | undefined, vehicleId: number, categoryId: number) {
  return useQuery({
    queryKey: servicesKeys.list(tenantId ?? 0, vehicleId, categoryId),
    queryFn: ({ signal }) => fetchServices(tenantId as number, vehicleId, categoryId, signal),
    enabled: tenantId !== undefined,
    // Another tab or person may have changed the prices: show what the site shows now.
    staleTime: 0,
  });
}

/**
 * The writes. Each resolves once the lists shown again include the change (so the caller can
 * select what it saved), and starts the publish status polling.
 */
export function useServiceWrites(slug: string, tenantId: number) {
  const queryClient = useQueryClient();
  const refreshPublish = useRefreshPublish(slug);
  const changed = useCallback(async () => {
    refreshPublish();
    await queryClient.invalidateQueries({ queryKey: servicesKeys.all(tenantId) });
  }, [queryClient, refreshPublish, tenantId]);

  const create = useCallback(
    async (input: ServiceInput) => {
      const res = await api.post<DataAnswer<Service>>(`${base(tenantId)}/services`, input);
      await changed();
      return res.data;
    },
    [tenantId, changed],
  );
  const replace = useCallback(
    async (id: number, input: ServiceInput) => {
      const res = await api.put<DataAnswer<Service>>(`${base(tenantId)}/services/${id}`, input);
      await changed();
      return res.data;
    },
    [tenantId, changed],
  );
  const remove = useCallback(
    async (id: number) => {
      await api.delete(`${base(tenantId)}/services/${id}`);
      await changed();
    },
    [tenantId, changed],
  );
  return { create, replace, remove };
}
