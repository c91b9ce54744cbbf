/**
 * Removing uploaded images. An image the owner removes is only retired: a kept release may still
 * show it and can be rolled back to, so its files go when no kept release is that old
 * (purgeRetiredUploads, run by each publish). Kept apart from uploads.ts so the publish workers
 * do not load the image library.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, isNull, like, lt } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as s from './schema.ts';

/** Only names we made are ever deleted: {tenantId}-{16 hex}-{width}.webp, or .svg for a sanitized logo. */
const OUR_FILE = /^\/uploads\/(avatars|gallery|logos)\/(\d+-[0-9a-f]{16}-\d+\.(?:webp|svg))$/;

/** Deletes the files of an upload (only names we made, inside the uploads folder) and its row. */
export async function removeStoredImage(
  db: Db,
  uploadsDir: string,
  upload: { id: number; path: string; srcset: string | null },
): Promise<void> {
  const urls = new Set([upload.path, ...(upload.srcset ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')]);
  await db.delete(s.uploads).where(eq(s.uploads.id, upload.id));
  for (const url of urls) {
    const match = OUR_FILE.exec(url);
    if (match) await fs.rm(path.join(uploadsDir, match[1]!, match[2]!), { force: true });
  }
}

/**
 * Marks an upload its owner removed. Its files stay: a kept release may still show the image and can
 * be rolled back to; purgeRetiredUploads deletes them once no kept release is that old.
 */
export async function retireUpload(db: Db, uploadId: number, now = Date.now()): Promise<void> {
  await db
    .update(s.uploads)
    .set({ retiredAt: now })
    .where(and(eq(s.uploads.id, uploadId), isNull(s.uploads.retiredAt)));
}

/** Retires an uploaded review avatar by the file name the review stores; stock avatars ("stock:...") are left alone. */
export async function retireAvatarFile(db: Db, tenantId: number, fileName: string | null): Promise<void> {
  const match = fileName ? /^(\d+-[0-9a-f]{16})-\d+\.webp$/.exec(fileName) : null;
  if (!match) return;
  const rows = await db
    .select({ id: s.uploads.id })
    .from(s.uploads)
    .where(and(eq(s.uploads.tenantId, tenantId), eq(s.uploads.kind, 'avatar'), like(s.uploads.path, `/uploads/avatars/${match[1]}-%`)));
  for (const row of rows) await retireUpload(db, row.id);
}

/**
 * How long before its release is created a publish may have read the tenant's data: a job renders
 * within its lease (build-scripts/queue/publish-queue.ts), well under this.
 */
const RENDER_BEFORE_RELEASE_MS = 10 * 60_000;

/**
 * Deletes the files and rows of the tenant's uploads retired before its oldest kept release was
 * rendered: no release that can still go live shows them. Returns how many uploads went.
 */
export async function purgeRetiredUploads(db: Db, uploadsDir: string, tenantId: number, oldestKeptRelease: Date): Promise<number> {
  const before = oldestKeptRelease.getTime() - RENDER_BEFORE_RELEASE_MS;
  const rows = await db
    .select()
    .from(s.uploads)
    .where(and(eq(s.uploads.tenantId, tenantId), isNotNull(s.uploads.retiredAt), lt(s.uploads.retiredAt, before)));
  for (const row of rows) await removeStoredImage(db, uploadsDir, row);
  return rows.length;
}
