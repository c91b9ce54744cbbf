/**
 * The business's custom domains (issue 19; contract at the top of api/routes/domains.ts): the
 * settings the Domain sub-tab shows, adding, verifying, choosing the primary and removing a domain.
 * Every change answers the changed domain (or, for a removal, the settings); the settings are read
 * again after each, since one change moves others (a new primary ends the old one).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomDomain, DomainSettings } from '#core/domains/domains.ts';
import { api } from '../../../shared/api/client.ts';
import { afterSiteChange, websiteKeys } from './keys.ts';

export type { CustomDomain, DnsRecord, DomainSettings, DomainStatus } from '#core/domains/domains.ts';

export const domainsKey = (slug: string) => [...websiteKeys.all(slug), 'domains'] as const;
const base = (slug: string) => `/api/tenants/${encodeURIComponent(slug)}/domains`;

export function useDomainSettings(slug: string) {
  return useQuery({
    queryKey: domainsKey(slug),
    queryFn: async ({ signal }) => (await api.get<{ data: DomainSettings }>(base(slug), { signal })).data,
  });
}

/** One change of the domains: the settings are read again afterwards, and a change of the site's address refreshes the publish state. */
function useDomainChange<Input, Output>(slug: string, call: (input: Input) => Promise<Output>, options: { publishes?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainsKey(slug) }),
    onSuccess: () => {
      if (options.publishes) afterSiteChange(queryClient, slug);
    },
  });
}

export function useAddDomain(slug: string) {
  return useDomainChange(slug, async (hostname: string) => (await api.post<{ data: CustomDomain }>(base(slug), { hostname })).data);
}

/** Checks the domain's records in DNS now; answers it with its new status (200 whatever the outcome). */
export function useVerifyDomain(slug: string) {
  return useDomainChange(
    slug,
    async (id: number) => (await api.post<{ data: CustomDomain }>(`${base(slug)}/${id}/verify`)).data,
    // A domain that becomes active serves the site: the dashboard's publish state follows.
    { publishes: true },
  );
}

/** `isPrimary: false` on the primary domain goes back to the subdomain. */
export function useSetPrimaryDomain(slug: string) {
  return useDomainChange(
    slug,
    async ({ id, isPrimary }: { id: number; isPrimary: boolean }) =>
      (await api.put<{ data: CustomDomain }>(`${base(slug)}/${id}`, { isPrimary })).data,
    { publishes: true },
  );
}

export function useRemoveDomain(slug: string) {
  return useDomainChange(slug, (id: number) => api.delete(`${base(slug)}/${id}`), { publishes: true });
}
