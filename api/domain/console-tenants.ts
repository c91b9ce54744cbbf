/**
 * The console's businesses (issue 17 §3): the list with search and status counts, suspend and
 * reactivate (core/admin/tenants.ts transitions; the site follows through a publish), and the
 * feature flags of the dashboard's tabs, each recorded in the audit log.
 */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { resolveFeatureFlags, type FeatureFlagsUpdate, type GatedTab } from '#core/admin/feature-flags.ts';
import { tenantActions, tenantTransition, type TenantAction, type TenantListQuery } from '#core/admin/tenants.ts';
import { TENANT_STATUSES, type TenantStatus } from '#core/site/tenant-status.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Publisher } from '#build/queue/publisher.ts';
import { recordAudit } from './audit.ts';
import { findTenantById, setTenantStatus, siteUrl, type TenantRow } from './tenants.ts';
import { forgetTenant } from './public-cache.ts';

type Actor = { id: number; email: string };
interface SiteConfig {
  baseDomain: string;
  publicUrl: string;
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
  /** The latest publish: queued, rendering, live or failed; null before the first. */
  publishState: string | null;
  createdAt: string;
  approvedAt: string | null;
}

function tenantJson(t: TenantRow, owners: string[], publishState: string | null, config: SiteConfig): ConsoleTenant {
  return {
    id: t.id,
    slug: t.slug,
    businessName: t.businessName,
    industry: t.industry,
    status: t.status,
    city: t.businessCity,
    state: t.businessState,
    businessEmail: t.businessEmail,
    owners,
    url: siteUrl(config, t.slug),
    flags: resolveFeatureFlags(t.features),
    actions: tenantActions(t.status),
    publishState,
    createdAt: new Date(t.createdAt).toISOString(),
    approvedAt: t.approvedAt ? new Date(t.approvedAt).toISOString() : null,
  };
}

async function withOwnersAndPublish(db: Db, rows: TenantRow[], config: SiteConfig): Promise<ConsoleTenant[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [owners, jobs] = await Promise.all([
    db
      .select({ tenantId: s.users.tenantId, email: s.users.email })
      .from(s.users)
      .where(and(inArray(s.users.tenantId, ids), eq(s.users.staffRole, 'owner'))),
    db
      .select({ tenantId: s.publishJobs.tenantId, state: s.publishJobs.state })
      .from(s.publishJobs)
      .where(
        inArray(
          s.publishJobs.id,
          db
            .select({ id: sql<number>`max(${s.publishJobs.id})` })
            .from(s.publishJobs)
            .where(inArray(s.publishJobs.tenantId, ids))
            .groupBy(s.publishJobs.tenantId),
        ),
      ),
  ]);
  return rows.map((t) =>
    tenantJson(
      t,
      owners.filter((o) => o.tenantId === t.id).map((o) => o.email),
      jobs.find((j) => j.tenantId === t.id)?.state ?? null,
      config,
    ),
  );
}

/** Newest first; `counts` count each status for the same search, `total` the filtered list. */
export async function listConsoleTenants(db: Db, config: SiteConfig, query: TenantListQuery) {
  const words = query.q ? `%${query.q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  const search = words
    ? or(
        ...[s.tenants.businessName, s.tenants.slug, s.tenants.businessEmail, s.tenants.businessCity].map(
          (column) => sql`lower(${column}) like ${words} escape '\\'`,
        ),
      )
    : undefined;
  const where = and(search, query.status ? eq(s.tenants.status, query.status) : undefined);
  const [rows, byStatus] = await Promise.all([
    db.select().from(s.tenants).where(where).orderBy(desc(s.tenants.createdAt), desc(s.tenants.id)).limit(query.limit).offset(query.offset),
    db.select({ status: s.tenants.status, n: count() }).from(s.tenants).where(search).groupBy(s.tenants.status),
  ]);
  const counts = Object.fromEntries([['all', 0], ...TENANT_STATUSES.map((st) => [st, 0])]) as Record<TenantStatus | 'all', number>;
  for (const { status, n } of byStatus) {
    counts[status] = n;
    counts.all += n;
  }
  const total = query.status ? counts[query.status] : counts.all;
  return {
    data: await withOwnersAndPublish(db, rows, config),
    counts,
    pagination: { total, limit: query.limit, offset: query.offset, hasMore: query.offset + rows.length < total },
  };
}

export type TenantChange = { ok: true; tenant: ConsoleTenant } | { ok: false; status: 404 | 409; message: string };

const TENANT_NOT_FOUND = { ok: false, status: 404, message: 'Tenant not found' } as const;

async function consoleTenant(db: Db, config: SiteConfig, id: number): Promise<ConsoleTenant | undefined> {
  const row = await findTenantById(db, id);
  return row ? (await withOwnersAndPublish(db, [row], config))[0] : undefined;
}

/** Suspends or reactivates a business; its site is published again to follow (the 403 page, or its pages). */
export async function changeTenantStatus(
  deps: { db: Db; publisher: Publisher; config: SiteConfig },
  actor: Actor,
  id: number,
  action: TenantAction,
): Promise<TenantChange> {
  const tenant = await findTenantById(deps.db, id);
  if (!tenant) return TENANT_NOT_FOUND;
  const move = tenantTransition(tenant.status, action);
  if (!move.ok) return { ok: false, status: 409, message: move.message };
  const moved = await setTenantStatus(deps.db, deps.publisher, id, { from: tenant.status, to: move.to }, (tx) =>
    recordAudit(tx, {
      actor,
      action: `tenant.${action}`,
      tenantId: id,
      target: { type: 'tenant', id },
      details: { businessName: tenant.businessName, from: tenant.status, to: move.to },
    }),
  );
  if (!moved) return { ok: false, status: 409, message: 'The business changed meanwhile. Please reload it.' };
  return { ok: true, tenant: (await consoleTenant(deps.db, deps.config, id))! };
}

/** Stores the flags sent (others in `features`, such as bookingEnabled, are kept); the dashboard reads them on its next load. */
export async function updateFeatureFlags(
  db: Db,
  config: SiteConfig,
  actor: Actor,
  id: number,
  update: FeatureFlagsUpdate,
): Promise<TenantChange> {
  const changed = await db.transaction(async (tx) => {
    const tenant = await tx.select().from(s.tenants).where(eq(s.tenants.id, id)).get();
    if (!tenant) return false;
    const before = resolveFeatureFlags(tenant.features);
    const features = { ...tenant.features, ...update };
    await tx.update(s.tenants).set({ features, updatedAt: Date.now() }).where(eq(s.tenants.id, id));
    await recordAudit(tx, {
      actor,
      action: 'tenant.flags',
      tenantId: id,
      target: { type: 'tenant', id },
      details: { businessName: tenant.businessName, before, after: resolveFeatureFlags(features) },
    });
    return true;
  });
  if (!changed) return TENANT_NOT_FOUND;
  forgetTenant(db, id);
  return { ok: true, tenant: (await consoleTenant(db, config, id))! };
}
