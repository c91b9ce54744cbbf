/** The console's calls (api/routes/admin-console.ts): applications, businesses, audit log. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationCounts, ApplicationStatus, ReviewAction } from '#core/admin/applications.ts';
import type { GatedTab } from '#core/admin/feature-flags.ts';
import type { TenantAction } from '#core/admin/tenants.ts';
import type { TenantStatus } from '#core/site/tenant-status.ts';
import { api } from '../../../shared/api/client.ts';
import { tokenStore } from '../../../shared/api/token-storage.ts';

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

export interface Application {
  id: number;
  status: ApplicationStatus;
  legal_name: string;
  business_name: string;
  business_phone: string;
  business_email: string;
  industry: string;
  industry_title: string;
  base_location: { city: string; state: string; zipCode: string };
  service_categories: string[];
  social_media: Record<string, string>;
  proof_of_work_type: 'social_media' | 'file_upload';
  uploaded_files: UploadedFile[];
  has_insurance: boolean;
  accepts_terms: boolean;
  accepts_notifications: boolean;
  referral_source: string;
  notes: string | null;
  reviewNotes: string | null;
  nextSteps: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  tenant: { id: number; slug: string; status: string; url: string } | null;
  actions: ReviewAction[];
}

export interface Pagination {
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

export interface ConsoleTenant {
  id: number;
  slug: string;
  businessName: string;
  industry: string;
  status: TenantStatus;
  city: string | null;
  state: string | null;
  businessEmail: string | null;
  owners: string[];
  url: string;
  flags: Record<GatedTab, boolean>;
  actions: TenantAction[];
  publishState: string | null;
  createdAt: string;
  approvedAt: string | null;
}

export interface AuditEntry {
  id: number;
  action: string;
  actor: { id: number | null; email: string };
  tenant: { id: number; slug: string; businessName: string } | null;
  target: { type: string; id: string };
  details: Record<string, unknown>;
  createdAt: string;
}

export const PAGE_SIZE = 25;

const keys = {
  applications: ['console', 'applications'] as const,
  tenants: ['console', 'tenants'] as const,
  audit: ['console', 'audit'] as const,
};

export function useApplications(filter: { status?: ApplicationStatus; q: string; page: number }) {
  return useQuery({
    queryKey: [...keys.applications, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<{ data: Application[]; counts: ApplicationCounts; pagination: Pagination }>('/api/admin/applications', {
        query: { status: filter.status, q: filter.q || undefined, limit: PAGE_SIZE, offset: filter.page * PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useApplication(id: number) {
  return useQuery({
    queryKey: [...keys.applications, 'one', id],
    queryFn: ({ signal }) => api.get<{ data: Application }>(`/api/admin/applications/${id}`, { signal }).then((r) => r.data),
  });
}

export interface ApprovalResult {
  application: Application;
  tenant: { id: number; slug: string; url: string };
  ownerEmail: string;
}

const ACTION_PATHS: Record<ReviewAction, string> = {
  start_review: 'start-review',
  request_changes: 'request-changes',
  reject: 'reject',
  approve: 'approve',
};

/** One review action; the lists, the application and the log are read again afterwards. */
export function useReviewAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: ReviewAction; body?: Record<string, string> }) =>
      api
        .post<{ data: Application | ApprovalResult }>(`/api/admin/applications/${id}/${ACTION_PATHS[action]}`, body ?? {})
        .then((r) => r.data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
}

export function useTenants(filter: { status?: TenantStatus; q: string; page: number }) {
  return useQuery({
    queryKey: [...keys.tenants, filter],
    queryFn: ({ signal }) =>
      api.get<{ data: ConsoleTenant[]; counts: Record<TenantStatus | 'all', number>; pagination: Pagination }>('/api/admin/tenants', {
        query: { status: filter.status, q: filter.q || undefined, limit: PAGE_SIZE, offset: filter.page * PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTenantAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TenantAction }) =>
      api.post<{ data: ConsoleTenant }>(`/api/admin/tenants/${id}/${action}`, {}).then((r) => r.data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['console'] });
    },
  });
}

export function useSetFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flags }: { id: number; flags: Partial<Record<GatedTab, boolean>> }) =>
      api.put<{ data: ConsoleTenant }>(`/api/admin/tenants/${id}/flags`, flags).then((r) => r.data),
    onSettled: (tenant) => {
      void queryClient.invalidateQueries({ queryKey: ['console'] });
      // The business's dashboard reads its flags from its record.
      if (tenant) void queryClient.invalidateQueries({ queryKey: ['tenant', tenant.slug] });
    },
  });
}

export function useAudit(filter: { tenantId?: number; action?: string; page: number }) {
  return useQuery({
    queryKey: [...keys.audit, filter],
    queryFn: ({ signal }) =>
      api.get<{ data: AuditEntry[]; pagination: Pagination }>('/api/admin/audit', {
        query: { tenant_id: filter.tenantId, action: filter.action, limit: PAGE_SIZE, offset: filter.page * PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every business, for the audit log's filter (names by id). */
export function useTenantNames() {
  return useQuery({
    queryKey: [...keys.tenants, 'names'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: ConsoleTenant[] }>('/api/admin/tenants', { query: { limit: 100 }, signal })
        .then((r) =>
          r.data.map((t) => ({ id: t.id, businessName: t.businessName })).sort((a, b) => a.businessName.localeCompare(b.businessName)),
        ),
    staleTime: 60_000,
  });
}

/**
 * An applicant's file, which only admins may read: fetched with the session's token and handed to
 * the browser as a download (a plain link would carry no token).
 */
export async function downloadFile(file: UploadedFile): Promise<void> {
  const response = await fetch(file.url, { headers: { Authorization: `Bearer ${tokenStore.getAccessToken() ?? ''}` } });
  if (!response.ok) throw new Error(response.status === 404 ? 'File not found' : `Request failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
