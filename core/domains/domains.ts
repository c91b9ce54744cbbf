/**
 * A business's custom domains (issue 19; spec 3 §2 Domain, §3 Domain sample, §4 status colours):
 * the hostname rule, the DNS records a domain needs, the statuses and the representation
 * GET/POST/PUT /api/tenants/{slug}/domains answer (api/routes/domains.ts). The API, the
 * dashboard's Domain sub-tab and the server's verification share this file.
 */
import { getDomain, parse } from 'tldts';
import { z } from 'zod';
import { acceptingRepresentation } from '../validation/representation.ts';

/** pending: added, never checked; active: TXT token and CNAME/A found, the site answers there; error: the last check failed. */
export const DOMAIN_STATUSES = ['pending', 'active', 'error'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
/** Spec 3 §4: active or configured green, pending yellow, error red. */
export const DOMAIN_STATUS_COLORS: Record<DomainStatus, 'green' | 'yellow' | 'red'> = { active: 'green', pending: 'yellow', error: 'red' };
export const DOMAIN_STATUS_LABELS: Record<DomainStatus, string> = { active: 'Active', pending: 'Pending', error: 'Error' };

/** Custom domains one business may connect: a main domain, its www twin and a few old names is plenty. */
export const MAX_DOMAINS_PER_TENANT = 5;
/** The TTL the records are shown with: an hour, so a mistake the owner corrects is seen again within the hour. */
export const DNS_RECORD_TTL = 3600;
/** The TXT record's name is this label in front of the domain (`_localsite-verify.www.example.com`). */
export const VERIFY_LABEL = '_localsite-verify';
export const VERIFY_VALUE_PREFIX = 'localsite-verify=';

export const HOSTNAME_REQUIRED_MESSAGE = 'Domain is required';
export const HOSTNAME_INVALID_MESSAGE = 'Enter a valid domain, e.g. www.example.com';
export const HOSTNAME_ONLY_MESSAGE = 'Enter the domain only, without http://, a path or a port';
export const HOSTNAME_TOO_LONG_MESSAGE = 'Domain must be 253 characters or fewer';
export const HOSTNAME_LABEL_TOO_LONG_MESSAGE = 'Each part of the domain must be 63 characters or fewer';
export const HOSTNAME_IP_MESSAGE = 'Use a domain name, not an IP address';
export const HOSTNAME_NOT_REGISTRABLE_MESSAGE = 'Enter a domain you own, e.g. www.example.com';
export const hostnamePlatformMessage = (baseDomain: string) =>
  `Addresses under ${baseDomain} are provided by LocalSite; enter a domain you own`;
export const DOMAIN_TAKEN_MESSAGE = 'This domain is already connected to another business';
export const DOMAIN_ALREADY_ADDED_MESSAGE = 'This domain is already connected to this business';
export const DOMAIN_LIMIT_MESSAGE = `A business can connect up to ${MAX_DOMAINS_PER_TENANT} domains`;
export const PRIMARY_NOT_ACTIVE_MESSAGE = 'Only a verified (active) domain can be the primary domain';
export const IS_PRIMARY_MESSAGE = 'isPrimary must be true or false';
/** Shown for an apex domain's A record while the operator has not set DOMAIN_A_TARGET. */
export const APEX_ADDRESS_MISSING_MESSAGE =
  'This server has no address for domains without www yet: use a www domain, or ask support for the A record’s value';

/** Verification failures, stored as the domain's lastError (api/domain/domains.ts). */
export const verifyMessages = {
  txtMissing: (name: string) => `TXT record not found at ${name}`,
  txtWrong: (name: string, expected: string) => `TXT record at ${name} does not contain ${expected}`,
  cnameMissing: (host: string, expected: string) => `CNAME record not found at ${host}, expected ${expected}`,
  cnameWrong: (host: string, found: string, expected: string) => `CNAME at ${host} points to ${found}, expected ${expected}`,
  addressMissing: (type: 'A' | 'AAAA', host: string, expected: string) => `${type} record not found at ${host}, expected ${expected}`,
  addressWrong: (type: 'A' | 'AAAA', host: string, found: string, expected: string) =>
    `${type} record at ${host} points to ${found}, expected ${expected}`,
  apexUnconfigured: (host: string) => `${host} needs an A record, and this server has no address configured for it (DOMAIN_A_TARGET)`,
  lookupFailed: (name: string, code: string) => `DNS lookup of ${name} failed (${code}); try again in a few minutes`,
};

/** One DNS record the owner creates at their DNS provider. `name` is the full name; `value` null: see APEX_ADDRESS_MISSING_MESSAGE. */
export interface DnsRecord {
  type: 'CNAME' | 'A' | 'AAAA' | 'TXT';
  name: string;
  value: string | null;
  ttl: number;
}

/** Where custom domains must point (api: DOMAIN_CNAME_TARGET, DOMAIN_A_TARGET, DOMAIN_AAAA_TARGET). */
export interface DomainTargets {
  /** The host a www-style domain's CNAME names. */
  cname: string;
  /** IPv4 addresses an apex domain's A records hold; empty: not configured. */
  a: readonly string[];
  /** IPv6 addresses for AAAA records; empty: none asked for. */
  aaaa: readonly string[];
}

/** One custom domain as the API answers it. Instants are ISO strings. */
export interface CustomDomain {
  id: number;
  hostname: string;
  status: DomainStatus;
  isPrimary: boolean;
  /** What the owner sets at their DNS provider: CNAME (or A/AAAA for an apex domain) and the TXT token. */
  records: DnsRecord[];
  lastCheckedAt: string | null;
  /** What the last check found missing or wrong (verifyMessages), null when active or never checked. */
  lastError: string | null;
  verifiedAt: string | null;
  createdAt: string;
}

/** GET /api/tenants/{slug}/domains: spec 3 §3 Domain sample, real. */
export interface DomainSettings {
  /** `{slug}.{BASE_DOMAIN}`, or on a localhost platform the path address (`localhost:3000/{slug}`). */
  subdomain: string;
  /** The site's address visitors are sent to: https://{primary custom domain}, else the subdomain's URL. */
  siteUrl: string;
  /** The primary active custom domain's host, else `subdomain`. */
  primaryDomain: string;
  /** 'active' when the site's address is served over https (an active custom domain gets its certificate on demand), else 'pending'. */
  sslStatus: 'active' | 'pending';
  /** error if a custom domain's last check failed, pending if one is unchecked, else active (the subdomain needs no records). */
  dnsStatus: DomainStatus;
  /** The latest check of any custom domain (ISO), null if none was checked. */
  lastChecked: string | null;
  /** Most domains this business may add (MAX_DOMAINS_PER_TENANT). */
  limit: number;
  domains: CustomDomain[];
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The hostname rule, as one message or null. The value is expected trimmed and lower-cased
 * (`normalizeHostname`): a domain the owner owns, written alone, under a public suffix, not an IP
 * address and not the product's own base domain or one of its subdomains.
 */
export function hostnameProblem(host: string, baseDomain: string): string | null {
  if (!host) return HOSTNAME_REQUIRED_MESSAGE;
  if (/^\[?[0-9a-f:.]+\]?$/.test(host) && host.includes(':')) return HOSTNAME_IP_MESSAGE;
  if (/[/:?#@\s]/.test(host)) return HOSTNAME_ONLY_MESSAGE;
  if (host.length > 253) return HOSTNAME_TOO_LONG_MESSAGE;
  if (IPV4.test(host)) return HOSTNAME_IP_MESSAGE;
  const labels = host.split('.');
  if (labels.some((label) => label.length > 63)) return HOSTNAME_LABEL_TOO_LONG_MESSAGE;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return HOSTNAME_INVALID_MESSAGE;
  const base = baseDomain.toLowerCase();
  if (host === base || host.endsWith(`.${base}`)) return hostnamePlatformMessage(base);
  const info = parse(host, { allowPrivateDomains: false });
  if (!info.isIcann || !info.domain || /^\d+$/.test(labels.at(-1) ?? '')) return HOSTNAME_NOT_REGISTRABLE_MESSAGE;
  return null;
}

/**
 * What an owner typed, as a hostname: trimmed, lower-cased, without the trailing dot of a fully
 * qualified name; a name in Unicode becomes its ASCII (punycode) form, the one DNS and the Host
 * header carry.
 */
export function normalizeHostname(raw: string): string {
  const host = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!host || /^[\x21-\x7e]*$/.test(host)) return host;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return host;
  }
}

/** Body of POST /api/tenants/{slug}/domains; the hostname's rule needs the platform's base domain. */
export const domainCreateSchema = (baseDomain: string) =>
  z
    .object({
      hostname: z
        .string(HOSTNAME_REQUIRED_MESSAGE)
        .transform(normalizeHostname)
        .superRefine((host, ctx) => {
          const problem = hostnameProblem(host, baseDomain);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    })
    .strict();

/** Body of PUT /api/tenants/{slug}/domains/{id}: the primary flag is the one thing an owner changes. */
export const domainUpdateSchema = z.object({ isPrimary: z.boolean(IS_PRIMARY_MESSAGE) });
/** Keys of CustomDomain a PUT of the whole object may carry back; ignored. */
export const DOMAIN_READ_ONLY = ['id', 'hostname', 'status', 'records', 'lastCheckedAt', 'lastError', 'verifiedAt', 'createdAt'] as const;
/** What PUT /api/tenants/{slug}/domains/{id} takes: the primary flag, alone or in the whole CustomDomain it read. */
export const domainPutSchema = acceptingRepresentation(domainUpdateSchema, DOMAIN_READ_ONLY);

/** Whether a host is a registrable domain itself (example.com, example.co.uk): it cannot carry a CNAME, so it needs A records. */
export function isApexDomain(host: string): boolean {
  return getDomain(host, { allowPrivateDomains: false }) === host;
}

export const verifyRecordName = (host: string) => `${VERIFY_LABEL}.${host}`;
export const verifyRecordValue = (token: string) => `${VERIFY_VALUE_PREFIX}${token}`;

/**
 * The records a domain needs: a CNAME to the product's target host for a subdomain (www.example.com),
 * A (and AAAA when configured) records for an apex domain, and the TXT record proving the owner
 * controls the domain's DNS.
 */
export function dnsRecordsFor(host: string, token: string, targets: DomainTargets): DnsRecord[] {
  const pointing: DnsRecord[] = isApexDomain(host)
    ? [
        ...(targets.a.length
          ? targets.a.map((value) => ({ type: 'A' as const, name: host, value, ttl: DNS_RECORD_TTL }))
          : [{ type: 'A' as const, name: host, value: null, ttl: DNS_RECORD_TTL }]),
        ...targets.aaaa.map((value) => ({ type: 'AAAA' as const, name: host, value, ttl: DNS_RECORD_TTL })),
      ]
    : [{ type: 'CNAME', name: host, value: targets.cname, ttl: DNS_RECORD_TTL }];
  return [...pointing, { type: 'TXT', name: verifyRecordName(host), value: verifyRecordValue(token), ttl: DNS_RECORD_TTL }];
}

/** The summary status of a business's domains (DomainSettings.dnsStatus). */
export function overallDnsStatus(statuses: readonly DomainStatus[]): DomainStatus {
  if (statuses.includes('error')) return 'error';
  if (statuses.includes('pending')) return 'pending';
  return 'active';
}
