/**
 * The Performance sub-tab's calls (spec 3 §7, answered by the first-party analytics API, not Google):
 * status, summary, realtime and the full report, keyed by the business's numeric id. Polling follows
 * spec 3 §9: status and realtime every 30 s, the summary every 5 minutes.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { DataAnswer } from '#core/api/types.ts';
import type { AnalyticsRange, AnalyticsRealtime, AnalyticsReport, AnalyticsStatus, AnalyticsSummary } from '#core/analytics/types.ts';
import { api } from '../../../shared/api/client.ts';
import { websiteKeys } from './keys.ts';

export const STATUS_POLL_MS = 30_000;
export const SUMMARY_POLL_MS = 5 * 60_000;
export const REALTIME_POLL_MS = 30_000;

const BASE = '/api/google/analytics';

/** The popup of the connection card (spec 3 §7: a 600 by 700 window). */
export const connectUrl = (tenantId: number) => `${BASE}/auth?tenant_id=${tenantId}`;

// Under the website feature's key, so whatever refreshes the business's website data refreshes these too.
export const analyticsKeys = {
  all: (slug: string) => [...websiteKeys.all(slug), 'analytics'] as const,
  status: (slug: string) => [...analyticsKeys.all(slug), 'status'] as const,
  summary: (slug: string, days: AnalyticsRange) => [...analyticsKeys.all(slug), 'summary', days] as const,
  realtime: (slug: string) => [...analyticsKeys.all(slug), 'realtime'] as const,
  report: (slug: string, days: AnalyticsRange) => [...analyticsKeys.all(slug), 'report', days] as const,
};

async function read<T>(call: string, query: Record<string, number>, signal: AbortSignal): Promise<T> {
  return (await api.get<DataAnswer<T>>(`${BASE}/${call}`, { query, signal })).data;
}

// Off until the business's record (and so its id) has arrived.
const enabled = (tenantId: number | undefined): tenantId is number => tenantId !== undefined;

export function useAnalyticsStatus(slug: string, tenantId: number | undefined) {
  return useQuery({
    queryKey: analyticsKeys.status(slug),
    queryFn: ({ signal }) => read<AnalyticsStatus>('status', { tenant_id: tenantId! }, signal),
    enabled: enabled(tenantId),
    refetchInterval: STATUS_POLL_MS,
  });
}

export function useAnalyticsSummary(slug: string, tenantId: number | undefined, days: AnalyticsRange) {
  return useQuery({
    queryKey: analyticsKeys.summary(slug, days),
    queryFn: ({ signal }) => read<AnalyticsSummary>('summary', { tenant_id: tenantId!, days }, signal),
    enabled: enabled(tenantId),
    refetchInterval: SUMMARY_POLL_MS,
  });
}

export function useAnalyticsRealtime(slug: string, tenantId: number | undefined) {
  return useQuery({
    queryKey: analyticsKeys.realtime(slug),
    queryFn: ({ signal }) => read<AnalyticsRealtime>('realtime', { tenant_id: tenantId! }, signal),
    enabled: enabled(tenantId),
    refetchInterval: REALTIME_POLL_MS,
  });
}

/** The full view's report: as fresh as the summary it repeats. */
export function useAnalyticsReport(slug: string, tenantId: number | undefined, days: AnalyticsRange) {
  return useQuery({
    queryKey: analyticsKeys.report(slug, days),
    queryFn: ({ signal }) => read<AnalyticsReport>('report', { tenant_id: tenantId!, days }, signal),
    enabled: enabled(tenantId),
    refetchInterval: SUMMARY_POLL_MS,
  });
}

/**
 * Refresh Data: every analytics figure of the business asked again at once. `refreshing` is this
 * button's own wait, not the polls': a background refresh every 30 s must not flash the button.
 */
export function useRefreshAnalytics(slug: string) {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: analyticsKeys.all(slug), type: 'active' });
    } finally {
      setRefreshing(false);
    }
  }, [queryClient, slug]);
  return { refresh, refreshing };
}
