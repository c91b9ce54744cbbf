/**
 * The Health sub-tab's calls (api/routes/health-monitoring.ts; spec 3 §7; issue 19): the health data
 * with the scan under way, field data and history; queuing a scan; following one scan to its end.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataAnswer } from '#core/api/types.ts';
import type { HealthMonitoring, ScanInfo } from '#core/health/types.ts';
import { api } from '../../../shared/api/client.ts';
import { websiteKeys } from './keys.ts';

export const LOAD_HEALTH_FAILED = 'Failed to load health data';
export const RUN_SCAN_FAILED = 'Failed to run health scan';
/** How often a scan's state is asked while it waits or runs. */
const SCAN_POLL_MS = 2000;

const base = (slug: string) => `/api/health-monitoring/${encodeURIComponent(slug)}`;
export const healthKey = (slug: string) => [...websiteKeys.all(slug), 'health'] as const;
const scanKey = (slug: string, id: number) => [...websiteKeys.all(slug), 'health', 'scan', id] as const;

export function useHealth(slug: string) {
  return useQuery({
    queryKey: healthKey(slug),
    queryFn: async ({ signal }) => (await api.get<DataAnswer<HealthMonitoring>>(base(slug), { signal })).data,
    enabled: Boolean(slug),
  });
}

export function useRunScan(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<DataAnswer<ScanInfo>>(`${base(slug)}/scan`)).data,
    onSuccess: (scan) => queryClient.setQueryData(scanKey(slug, scan.id), scan),
  });
}

/** One scan, asked again every 2 s until it is done or failed. */
export function useScan(slug: string, id: number | undefined) {
  return useQuery({
    queryKey: scanKey(slug, id ?? 0),
    queryFn: async ({ signal }) => (await api.get<DataAnswer<ScanInfo>>(`${base(slug)}/scans/${id}`, { signal })).data,
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : SCAN_POLL_MS),
  });
}
