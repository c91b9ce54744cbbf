/**
 * What the Domain sub-tab says about domains (spec 3 §2 Domain, §4 status colours, §9 copy
 * confirmation): badge colours, the advice under each domain, and the choices for the primary domain.
 */
import {
  type CustomDomain,
  DOMAIN_STATUS_COLORS,
  DOMAIN_STATUS_LABELS,
  type DomainSettings,
  type DomainStatus,
} from '#core/domains/domains.ts';

/** Spec 3 §9: the copy button shows its check for 2 s. */
export const COPY_CONFIRM_MS = 2000;

const TONE_CLASSES = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
} as const;

/** Spec 3 §4: active (or configured) green, pending yellow, error red. */
export function statusBadge(status: DomainStatus | 'configured'): { label: string; className: string } {
  if (status === 'configured') return { label: 'Configured', className: TONE_CLASSES.green };
  return { label: DOMAIN_STATUS_LABELS[status], className: TONE_CLASSES[DOMAIN_STATUS_COLORS[status]] };
}

/** What the owner should do next about a domain, in plain words. */
export function domainAdvice(domain: Pick<CustomDomain, 'status' | 'hostname' | 'lastCheckedAt' | 'isPrimary'>): string {
  if (domain.status === 'active') {
    return domain.isPrimary
      ? `Your site answers at ${domain.hostname}, and visitors of your other addresses are sent there.`
      : `Your site answers at ${domain.hostname}. Make it primary to send every visitor there.`;
  }
  if (domain.status === 'error') {
    return 'At the company where you manage this domain (your registrar or DNS provider), check that the records below exist exactly as shown. A change can take up to an hour to be seen: then press Verify again.';
  }
  return domain.lastCheckedAt
    ? 'Not found yet. DNS changes can take up to an hour to spread; press Verify again later.'
    : 'Create the records below at the company where you manage this domain (your registrar or DNS provider), then press Verify.';
}

export interface PrimaryChoice {
  /** The domain's id, or 'subdomain'. */
  value: string;
  host: string;
  note: string;
}

/** The addresses that may be primary: the subdomain (always) and every active custom domain. */
export function primaryChoices(settings: Pick<DomainSettings, 'subdomain' | 'domains'>): PrimaryChoice[] {
  return [
    { value: 'subdomain', host: settings.subdomain, note: 'Your free LocalSite address' },
    ...settings.domains
      .filter((d) => d.status === 'active')
      .map((d) => ({ value: String(d.id), host: d.hostname, note: 'Your custom domain' })),
  ];
}

/** The choice that is primary now. */
export function currentPrimary(settings: Pick<DomainSettings, 'domains'>): string {
  const primary = settings.domains.find((d) => d.isPrimary && d.status === 'active');
  return primary ? String(primary.id) : 'subdomain';
}

/** The call a new choice needs: make a domain primary, or end the current one's (back to the subdomain); none when unchanged. */
export function primaryChange(settings: Pick<DomainSettings, 'domains'>, choice: string): { id: number; isPrimary: boolean } | undefined {
  const now = currentPrimary(settings);
  if (choice === now) return undefined;
  if (choice === 'subdomain') return { id: Number(now), isPrimary: false };
  return { id: Number(choice), isPrimary: true };
}

/** The subdomain's URL: served by this platform, so with the protocol the dashboard itself has. */
export function subdomainUrl(subdomain: string, protocol: string): string {
  return `${protocol}//${subdomain}`;
}
