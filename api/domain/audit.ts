/**
 * The audit log of platform admins' actions (issue 17 §3): who, what, when, on which business.
 * Every admin action records itself here through recordAudit, in the same transaction as the
 * change when there is one (pass the transaction as `db`), so the log never claims a change that
 * did not happen nor misses one that did.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditQuery } from '#core/admin/audit.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface AuditEntryInput {
  /** The signed-in admin (the users row). */
  actor: { id: number; email: string };
  action: AuditAction;
  /** The business the action concerns, when there is one. */
  tenantId?: number | null;
  target: { type: 'application' | 'tenant' | 'preview_link'; id: string | number };
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db | Tx, entry: AuditEntryInput): Promise<void> {
  await db.insert(s.auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    tenantId: entry.tenantId ?? null,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    details: entry.details ?? {},
  });
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

/** Entries newest first, filtered by business and action, with the total for paging. */
export async function listAudit(db: Db, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    query.tenant_id !== undefined ? eq(s.auditLog.tenantId, query.tenant_id) : undefined,
    query.action ? eq(s.auditLog.action, query.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: s.auditLog, slug: s.tenants.slug, businessName: s.tenants.businessName })
      .from(s.auditLog)
      .leftJoin(s.tenants, eq(s.tenants.id, s.auditLog.tenantId))
      .where(where)
      .orderBy(desc(s.auditLog.createdAt), desc(s.auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(s.auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ entry, slug, businessName }) => ({
      id: entry.id,
      action: entry.action,
      actor: { id: entry.actorId, email: entry.actorEmail },
      tenant: entry.tenantId !== null && slug !== null && businessName !== null ? { id: entry.tenantId, slug, businessName } : null,
      target: { type: entry.targetType, id: entry.targetId },
      details: entry.details,
      createdAt: new Date(entry.createdAt).toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
