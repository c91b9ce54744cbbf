/**
 * Custom domains (issue 19, decision 036): adding one with its random TXT token, checking its DNS
 * records through the resolvers of DNS_SERVERS, choosing the primary one, and the periodic re-check.
 * Every change refreshes the in-memory registry the sites and the TLS `ask` endpoint read, and a
 * change of the primary active domain queues a publish (canonical URLs, sitemap, Open Graph follow).
 */
import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  type CustomDomain,
  DOMAIN_ALREADY_ADDED_MESSAGE,
  DOMAIN_LIMIT_MESSAGE,
  DOMAIN_TAKEN_MESSAGE,
  type DomainSettings,
  type DomainStatus,
  type DomainTargets,
  dnsRecordsFor,
  isApexDomain,
  MAX_DOMAINS_PER_TENANT,
  overallDnsStatus,
  PRIMARY_NOT_ACTIVE_MESSAGE,
  verifyMessages,
  verifyRecordName,
  verifyRecordValue,
} from '#core/domains/domains.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import type { AppConfig } from '#db/config.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { DomainRegistry } from '../sites/domains.ts';
import { forgetTenant } from './public-cache.ts';
import { siteUrl, type TenantRow } from './tenants.ts';

type DomainRow = typeof s.tenantDomains.$inferSelect;

export interface DomainDeps {
  db: Db;
  config: Pick<AppConfig, 'baseDomain' | 'publicUrl' | 'domains'>;
  publisher: Publisher;
  domains: Pick<DomainRegistry, 'refresh'>;
}

/** A domain that has just been added is checked often while its owner sets the records up; later, a few times a day. */
export const DOMAIN_CHECK_TICK_MS = 10 * 60_000;
export const NEW_DOMAIN_WINDOW_MS = 48 * 60 * 60_000;
export const SETTLED_CHECK_MS = 6 * 60 * 60_000;
/** Domains checked per tick: a bounded amount of DNS work whatever the number of businesses. */
const CHECK_BATCH = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function domainOf(row: DomainRow, targets: DomainTargets): CustomDomain {
  return {
    id: row.id,
    hostname: row.hostname,
    status: row.status,
    isPrimary: row.isPrimary,
    records: dnsRecordsFor(row.hostname, row.verificationToken, targets),
    lastCheckedAt: iso(row.lastCheckedAt),
    lastError: row.lastError,
    verifiedAt: iso(row.verifiedAt),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const rowsOf = (db: Db, tenantId: number) =>
  db
    .select()
    .from(s.tenantDomains)
    .where(eq(s.tenantDomains.tenantId, tenantId))
    .orderBy(desc(s.tenantDomains.isPrimary), asc(s.tenantDomains.createdAt), asc(s.tenantDomains.id));

const activePrimary = (rows: DomainRow[]) => rows.find((r) => r.isPrimary && r.status === 'active');

/** The site's address on the platform: `{slug}.{BASE_DOMAIN}`, or on a localhost platform its path address. */
export function platformAddress(config: Pick<AppConfig, 'baseDomain' | 'publicUrl'>, slug: string): string {
  return config.baseDomain === 'localhost' ? `${new URL(config.publicUrl).host}/${slug}` : `${slug}.${config.baseDomain}`;
}

export async function domainSettings(deps: Pick<DomainDeps, 'db' | 'config'>, tenant: TenantRow): Promise<DomainSettings> {
  const rows = await rowsOf(deps.db, tenant.id);
  const primary = activePrimary(rows);
  const url = siteUrl(deps.config, tenant.slug, primary?.hostname);
  const checked = rows.map((r) => r.lastCheckedAt ?? 0).reduce((a, b) => Math.max(a, b), 0);
  const subdomain = platformAddress(deps.config, tenant.slug);
  return {
    subdomain,
    siteUrl: url,
    primaryDomain: primary?.hostname ?? subdomain,
    sslStatus: url.startsWith('https://') ? 'active' : 'pending',
    dnsStatus: overallDnsStatus(rows.map((r) => r.status)),
    lastChecked: checked ? new Date(checked).toISOString() : null,
    limit: MAX_DOMAINS_PER_TENANT,
    domains: rows.map((r) => domainOf(r, deps.config.domains.targets)),
  };
}

export type DomainResult =
  { ok: true; domain: CustomDomain } | { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> };

const NOT_FOUND = { ok: false, status: 404, error: 'Domain not found' } as const;
const fieldError = (field: string, message: string) =>
  ({ ok: false, status: 400, error: 'Validation failed', fields: { [field]: message } }) as const;

/** Adds a domain, pending, with a fresh token; `hostname` has passed core's rule already. */
export async function addDomain(deps: DomainDeps, tenant: TenantRow, hostname: string): Promise<DomainResult> {
  const { db } = deps;
  const existing = await db.select().from(s.tenantDomains).where(eq(s.tenantDomains.hostname, hostname)).get();
  if (existing) return fieldError('hostname', existing.tenantId === tenant.id ? DOMAIN_ALREADY_ADDED_MESSAGE : DOMAIN_TAKEN_MESSAGE);
  const held = await db.select({ n: count() }).from(s.tenantDomains).where(eq(s.tenantDomains.tenantId, tenant.id)).get();
  if ((held?.n ?? 0) >= MAX_DOMAINS_PER_TENANT) return fieldError('hostname', DOMAIN_LIMIT_MESSAGE);
  const inserted = await db
    .insert(s.tenantDomains)
    .values({ tenantId: tenant.id, hostname, verificationToken: randomBytes(16).toString('hex'), status: 'pending' })
    .onConflictDoNothing()
    .returning();
  // Another business added the same name between the read and the write.
  if (!inserted[0]) return fieldError('hostname', DOMAIN_TAKEN_MESSAGE);
  return { ok: true, domain: domainOf(inserted[0], deps.config.domains.targets) };
}

const rowOf = (db: Db, tenant: TenantRow, id: number) =>
  db
    .select()
    .from(s.tenantDomains)
    .where(and(eq(s.tenantDomains.id, id), eq(s.tenantDomains.tenantId, tenant.id)))
    .get();

/** The site's address moved: its pages are published again, and the kept public answers that name it (the tenant's website) dropped. */
async function primaryChanged(deps: DomainDeps, tenantId: number): Promise<void> {
  forgetTenant(deps.db, tenantId);
  await deps.publisher.enqueue(tenantId, 'primary domain changed');
}

/** Runs `change`, then refreshes the registry and queues a publish when the site's primary active domain moved. */
async function changing<T>(deps: DomainDeps, tenantId: number, change: () => Promise<T>): Promise<T> {
  const before = activePrimary(await rowsOf(deps.db, tenantId))?.hostname;
  const result = await change();
  await deps.domains.refresh();
  const after = activePrimary(await rowsOf(deps.db, tenantId))?.hostname;
  if (before !== after) await primaryChanged(deps, tenantId);
  return result;
}

export async function setPrimary(deps: DomainDeps, tenant: TenantRow, id: number, isPrimary: boolean): Promise<DomainResult> {
  const row = await rowOf(deps.db, tenant, id);
  if (!row) return NOT_FOUND;
  if (isPrimary && row.status !== 'active') return fieldError('isPrimary', PRIMARY_NOT_ACTIVE_MESSAGE);
  await changing(deps, tenant.id, async () => {
    if (!isPrimary) {
      await deps.db.update(s.tenantDomains).set({ isPrimary: false }).where(eq(s.tenantDomains.id, id));
      return;
    }
    await deps.db.batch([
      deps.db
        .update(s.tenantDomains)
        .set({ isPrimary: false })
        .where(and(eq(s.tenantDomains.tenantId, tenant.id), ne(s.tenantDomains.id, id))),
      deps.db.update(s.tenantDomains).set({ isPrimary: true }).where(eq(s.tenantDomains.id, id)),
    ]);
  });
  const updated = await rowOf(deps.db, tenant, id);
  return updated ? { ok: true, domain: domainOf(updated, deps.config.domains.targets) } : NOT_FOUND;
}

export async function removeDomain(deps: DomainDeps, tenant: TenantRow, id: number): Promise<boolean> {
  const row = await rowOf(deps.db, tenant, id);
  if (!row) return false;
  await changing(deps, tenant.id, () => deps.db.delete(s.tenantDomains).where(eq(s.tenantDomains.id, id)));
  return true;
}

/** A resolver asking DNS_SERVERS (host[:port], IP addresses), or the system's servers when none are set. */
export function domainResolver(servers: readonly string[]): Resolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return resolver;
}

/** What a check found: the records are right, wrong (the owner has something to fix), or DNS could not be asked. */
export type CheckOutcome = { kind: 'ok' } | { kind: 'wrong'; message: string } | { kind: 'unreachable'; message: string };

/** Answers that mean "no such record": anything else (timeout, refused, SERVFAIL) says nothing about the records. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA']);
const codeOf = (error: unknown) => String((error as { code?: unknown }).code ?? 'error');
const bareHost = (name: string) => name.toLowerCase().replace(/\.$/, '');

type Lookup<T> = { found: T[] } | { absent: true } | { unreachable: string };

async function lookup<T>(name: string, ask: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    return { found: await ask() };
  } catch (error) {
    const code = codeOf(error);
    return ABSENT.has(code) ? { absent: true } : { unreachable: verifyMessages.lookupFailed(name, code) };
  }
}

/** Checks the TXT token, then the CNAME (subdomain) or A/AAAA records (apex): the first problem is the one told. */
export async function checkDomainRecords(
  resolver: Resolver,
  hostname: string,
  token: string,
  targets: DomainTargets,
): Promise<CheckOutcome> {
  const txtName = verifyRecordName(hostname);
  const expected = verifyRecordValue(token);
  const txt = await lookup(txtName, () => resolver.resolveTxt(txtName));
  if ('unreachable' in txt) return { kind: 'unreachable', message: txt.unreachable };
  if ('absent' in txt || txt.found.length === 0) return { kind: 'wrong', message: verifyMessages.txtMissing(txtName) };
  // A long TXT value arrives in 255-byte chunks; each record is its chunks joined.
  if (!txt.found.some((chunks) => chunks.join('').trim() === expected))
    return { kind: 'wrong', message: verifyMessages.txtWrong(txtName, expected) };

  if (!isApexDomain(hostname)) {
    const cname = await lookup(hostname, () => resolver.resolveCname(hostname));
    if ('unreachable' in cname) return { kind: 'unreachable', message: cname.unreachable };
    const found = 'found' in cname ? cname.found.map(bareHost) : [];
    if (found.length === 0) return { kind: 'wrong', message: verifyMessages.cnameMissing(hostname, targets.cname) };
    if (found[0] !== targets.cname) return { kind: 'wrong', message: verifyMessages.cnameWrong(hostname, found[0] ?? '', targets.cname) };
    return { kind: 'ok' };
  }
  if (targets.a.length === 0) return { kind: 'wrong', message: verifyMessages.apexUnconfigured(hostname) };
  const checks: { type: 'A' | 'AAAA'; want: readonly string[]; ask: () => Promise<string[]> }[] = [
    { type: 'A', want: targets.a, ask: () => resolver.resolve4(hostname) },
  ];
  if (targets.aaaa.length) checks.push({ type: 'AAAA', want: targets.aaaa, ask: () => resolver.resolve6(hostname) });
  for (const { type, want, ask } of checks) {
    const result = await lookup(hostname, ask);
    if ('unreachable' in result) return { kind: 'unreachable', message: result.unreachable };
    const found = 'found' in result ? result.found.map((a) => a.toLowerCase()) : [];
    const expected = want.join(', ');
    if (found.length === 0) return { kind: 'wrong', message: verifyMessages.addressMissing(type, hostname, expected) };
    // Every address must be ours: a stale one sends part of the visitors elsewhere.
    const stray = found.find((address) => !want.includes(address));
    if (stray) return { kind: 'wrong', message: verifyMessages.addressWrong(type, hostname, stray, expected) };
  }
  return { kind: 'ok' };
}

/** What a check's outcome makes of the row: found → active; wrong → error; unreachable leaves an active domain serving. */
export function statusAfterCheck(current: DomainStatus, outcome: CheckOutcome): { status: DomainStatus; lastError: string | null } {
  if (outcome.kind === 'ok') return { status: 'active', lastError: null };
  if (outcome.kind === 'unreachable' && current === 'active') return { status: 'active', lastError: outcome.message };
  return { status: 'error', lastError: outcome.message };
}

async function checkRow(deps: DomainDeps, resolver: Resolver, row: DomainRow, now: number): Promise<void> {
  const outcome = await checkDomainRecords(resolver, row.hostname, row.verificationToken, deps.config.domains.targets);
  const next = statusAfterCheck(row.status, outcome);
  await deps.db
    .update(s.tenantDomains)
    .set({ ...next, lastCheckedAt: now, verifiedAt: next.status === 'active' ? (row.verifiedAt ?? now) : row.verifiedAt })
    .where(eq(s.tenantDomains.id, row.id));
}

/** POST .../verify: checks one domain now and answers it as stored after the check. */
export async function verifyDomain(deps: DomainDeps, tenant: TenantRow, id: number, now = Date.now()): Promise<DomainResult> {
  const row = await rowOf(deps.db, tenant, id);
  if (!row) return NOT_FOUND;
  const resolver = domainResolver(deps.config.domains.dnsServers);
  await changing(deps, tenant.id, () => checkRow(deps, resolver, row, now));
  const checked = await rowOf(deps.db, tenant, id);
  return checked ? { ok: true, domain: domainOf(checked, deps.config.domains.targets) } : NOT_FOUND;
}

/**
 * One pass of the periodic re-check: domains added in the last 48 hours and not active yet every
 * 10 minutes (the owner is setting their records up), the others every 6 hours (an active domain
 * whose records were removed stops serving). Answers how many were checked.
 */
export async function recheckDomains(deps: DomainDeps, now = Date.now()): Promise<number> {
  const { db } = deps;
  const young = and(ne(s.tenantDomains.status, 'active'), gt(s.tenantDomains.createdAt, now - NEW_DOMAIN_WINDOW_MS));
  const due = await db
    .select()
    .from(s.tenantDomains)
    .where(
      or(
        isNull(s.tenantDomains.lastCheckedAt),
        and(young, lt(s.tenantDomains.lastCheckedAt, now - DOMAIN_CHECK_TICK_MS + 30_000)),
        lt(s.tenantDomains.lastCheckedAt, now - SETTLED_CHECK_MS),
      ),
    )
    .orderBy(asc(s.tenantDomains.lastCheckedAt))
    .limit(CHECK_BATCH);
  if (due.length === 0) return 0;
  const resolver = domainResolver(deps.config.domains.dnsServers);
  const tenantIds = [...new Set(due.map((r) => r.tenantId))];
  const before = await db.select().from(s.tenantDomains).where(inArray(s.tenantDomains.tenantId, tenantIds));
  for (const row of due) await checkRow(deps, resolver, row, now);
  await deps.domains.refresh();
  const after = await db.select().from(s.tenantDomains).where(inArray(s.tenantDomains.tenantId, tenantIds));
  for (const tenantId of tenantIds) {
    const was = activePrimary(before.filter((r) => r.tenantId === tenantId))?.hostname;
    const is = activePrimary(after.filter((r) => r.tenantId === tenantId))?.hostname;
    if (was !== is) await primaryChanged(deps, tenantId);
  }
  return due.length;
}

/** The re-check every 10 minutes, from the server process; the timer does not keep the process alive. */
export function startDomainCheckLoop(deps: DomainDeps): { stop: () => void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await recheckDomains(deps);
    } catch (error) {
      console.error('[domains]', error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), DOMAIN_CHECK_TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
