/**
 * Preview links (issue 17): an admin makes one for a prospect, the prospect's /preview page verifies
 * it, and every verification counts as an open the admin sees. Token rules in core/preview/token.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { PreviewPayload } from '#core/preview/payload.ts';
import { checkPreviewToken, newPreviewToken, PREVIEW_LINK_TTL_MS, previewLinkUrl, type PreviewTokenProblem } from '#core/preview/token.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { sha256 } from '../auth/tokens.ts';
import { recordAudit } from './audit.ts';

/** How many of an admin's links the generator lists (newest first). */
export const PREVIEW_LINKS_LISTED = 50;

export interface PreviewLinkJson {
  id: string;
  payload: PreviewPayload;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  openCount: number;
  lastOpenedAt: string | null;
}

type LinkRow = typeof s.previewLinks.$inferSelect;

function linkJson(row: LinkRow, now: number): PreviewLinkJson {
  return {
    id: row.id,
    payload: row.payload as PreviewPayload,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    expired: row.expiresAt <= now,
    openCount: row.openCount,
    lastOpenedAt: row.lastOpenedAt === null ? null : new Date(row.lastOpenedAt).toISOString(),
  };
}

/** Stores a new link made by `adminId`; the token (and so the URL) is known only now: only its hash is kept. */
export async function createPreviewLink(
  db: Db,
  publicUrl: string,
  admin: { id: number; email: string },
  payload: PreviewPayload,
  now = Date.now(),
): Promise<PreviewLinkJson & { url: string }> {
  const { id, secret, token } = newPreviewToken();
  // The link and its audit entry are written together.
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(s.previewLinks)
      .values({ id, tokenHash: sha256(secret), payload, createdAt: now, expiresAt: now + PREVIEW_LINK_TTL_MS, createdBy: admin.id })
      .returning();
    await recordAudit(tx, {
      actor: admin,
      action: 'preview_link.create',
      target: { type: 'preview_link', id },
      details: { businessName: payload.businessName, city: payload.city, state: payload.state, industry: payload.industry },
    });
    return made;
  });
  return { ...linkJson(row!, now), url: previewLinkUrl(publicUrl, token) };
}

export async function listPreviewLinks(db: Db, adminId: number, now = Date.now()): Promise<PreviewLinkJson[]> {
  const rows = await db
    .select()
    .from(s.previewLinks)
    .where(eq(s.previewLinks.createdBy, adminId))
    .orderBy(desc(s.previewLinks.createdAt), desc(s.previewLinks.id))
    .limit(PREVIEW_LINKS_LISTED);
  return rows.map((row) => linkJson(row, now));
}

/** Checks a prospect's token; a good one is counted as opened and its payload returned. */
export async function openPreviewLink(
  db: Db,
  token: string | undefined,
  now = Date.now(),
): Promise<{ ok: true; payload: PreviewPayload } | { ok: false; problem: PreviewTokenProblem }> {
  const checked = await checkPreviewToken(
    token,
    (id) => db.select().from(s.previewLinks).where(eq(s.previewLinks.id, id)).get(),
    sha256,
    now,
  );
  if (!checked.ok) return checked;
  await db
    .update(s.previewLinks)
    .set({ openCount: sql`${s.previewLinks.openCount} + 1`, lastOpenedAt: now })
    .where(eq(s.previewLinks.id, checked.link.id));
  return { ok: true, payload: checked.link.payload as PreviewPayload };
}
