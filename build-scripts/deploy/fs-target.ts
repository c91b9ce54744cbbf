/**
 * Filesystem deploy: every deploy writes a complete new release directory, then switches the site's
 * `live/{site}` symlink to it with one rename, so a visitor sees either the old or the new release,
 * never a mix. Unchanged files are hard-linked from the live release instead of rewritten. Pages
 * are kept as their .br and .gz variants only (storedVariants in compress.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, promises as fs, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSlug } from '#core/site/slugs.ts';
import type { SiteFile } from '../render/renderer.ts';
import { writeCompressedVariants } from './compress.ts';
import { GONE_FILE, gonePages, HASHES_FILE, PLATFORM_SITE, storedVariants } from './release-format.ts';
import type { DeployResult, DeployTarget, ReleaseInfo } from './target.ts';

export const KEEP_RELEASES = 10;

export class FsDeployTarget implements DeployTarget {
  constructor(
    private readonly releasesRoot: string,
    private readonly liveRoot: string,
    private readonly keep = KEEP_RELEASES,
  ) {}

  liveDir(siteKey: string): string {
    return path.join(this.liveRoot, checkKey(siteKey));
  }

  /** The folder of one release (whether it exists or not). */
  releaseDir(siteKey: string, releaseId: string): string {
    return path.join(this.releasesRoot, checkKey(siteKey), releaseId);
  }

  /**
   * `beforeSwitch` runs once the release is complete on disk and before it goes live (the S3 target
   * uploads it then); if it throws, the release is removed and the live one stays.
   */
  async deploy(
    siteKey: string,
    files: SiteFile[],
    beforeSwitch?: (releaseId: string, dir: string) => Promise<void>,
  ): Promise<DeployResult> {
    const siteReleases = path.join(this.releasesRoot, checkKey(siteKey));
    await fs.mkdir(siteReleases, { recursive: true });
    await fs.mkdir(this.liveRoot, { recursive: true });
    const releaseId = newReleaseId();
    const staging = path.join(siteReleases, `.staging-${releaseId}`);
    const previousDir = await this.liveTarget(siteKey);
    const previous = previousDir ? await readHashes(previousDir) : {};
    const hashes: Record<string, string> = {};
    let written = 0;
    let unchanged = 0;
    let bytes = 0;
    try {
      // Synchronous on purpose: deploys run in publish workers (or before the server listens), where
      // blocking costs nothing, and the async file and zlib APIs cost about twice the CPU per page
      // (thread-pool hops, promises, stream bookkeeping), which a full rebuild pays on every page.
      for (const file of files) {
        const target = safeJoin(staging, file.path);
        mkdirSync(path.dirname(target), { recursive: true });
        const data = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
        const hash = createHash('sha256').update(data).digest('hex');
        hashes[file.path] = hash;
        bytes += data.length;
        const variants = storedVariants(file.path);
        if (previousDir && previous[file.path] === hash && linkAll(previousDir, staging, file.path, variants)) {
          unchanged++;
          continue;
        }
        if (variants.includes('')) writeFileSync(target, data);
        if (variants.includes('.gz')) writeCompressedVariants(target, data);
        written++;
      }
      await fs.writeFile(path.join(staging, HASHES_FILE), JSON.stringify(hashes));
      const gone = gonePages(Object.keys(previous), previousDir ? await readGone(previousDir) : [], new Set(Object.keys(hashes)));
      if (gone.length) await fs.writeFile(path.join(staging, GONE_FILE), JSON.stringify(gone));
      const releaseDir = path.join(siteReleases, releaseId);
      await fs.rename(staging, releaseDir);
      try {
        await beforeSwitch?.(releaseId, releaseDir);
      } catch (error) {
        await fs.rm(releaseDir, { recursive: true, force: true });
        throw error;
      }
      await this.switchLive(siteKey, releaseDir);
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true });
      throw error;
    }
    const kept = await this.prune(siteKey);
    return { releaseId, written, unchanged, bytes, oldestKeptAt: kept.at(-1)?.createdAt ?? releaseDate(releaseId) };
  }

  async rollback(siteKey: string, releaseId: string): Promise<void> {
    if (!/^[0-9a-z-]+$/.test(releaseId)) throw new ReleaseNotFoundError(releaseId);
    const dir = path.join(this.releasesRoot, checkKey(siteKey), releaseId);
    if (!(await isDir(dir))) throw new ReleaseNotFoundError(releaseId);
    await this.switchLive(siteKey, dir);
  }

  async releases(siteKey: string): Promise<ReleaseInfo[]> {
    const dir = path.join(this.releasesRoot, checkKey(siteKey));
    const live = await this.liveTarget(siteKey);
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
    return names
      .sort()
      .reverse()
      .map((id) => ({ id, createdAt: releaseDate(id), live: live === path.join(dir, id) }));
  }

  /** Absolute path of the release the site serves now, if any. */
  async liveTarget(siteKey: string): Promise<string | undefined> {
    try {
      const link = await fs.readlink(this.liveDir(siteKey));
      return path.resolve(this.liveRoot, link);
    } catch {
      return undefined;
    }
  }

  private async switchLive(siteKey: string, releaseDir: string): Promise<void> {
    const link = this.liveDir(siteKey);
    const tmp = `${link}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.symlink(path.relative(this.liveRoot, releaseDir), tmp, 'dir');
    // rename(2) over the old link is atomic: readers resolve either the old or the new release.
    await fs.rename(tmp, link);
  }

  /** Removes all but the newest releases (never the live one); returns the kept ones, newest first. */
  private async prune(siteKey: string): Promise<ReleaseInfo[]> {
    const all = await this.releases(siteKey);
    const stale = all.slice(this.keep).filter((r) => !r.live);
    for (const release of stale) {
      await fs.rm(path.join(this.releasesRoot, siteKey, release.id), { recursive: true, force: true });
    }
    return all.filter((r) => !stale.includes(r));
  }
}

export class ReleaseNotFoundError extends Error {
  constructor(releaseId: string) {
    super(`Release ${releaseId} not found`);
  }
}

export function checkKey(siteKey: string): string {
  // A site is a tenant or preview site (its slug) or the product's own pages; nothing else may name a folder.
  if (siteKey !== PLATFORM_SITE && !isSlug(siteKey)) throw new Error(`Invalid site key "${siteKey}"`);
  return siteKey;
}

function safeJoin(root: string, relative: string): string {
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) throw new Error(`File path escapes the release: ${relative}`);
  return full;
}

/** Sortable by time, unique across processes: 20261121T232800123Z-3fa9c1. */
function newReleaseId(): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').toLowerCase();
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** The creation time in a release id. */
export function releaseDate(id: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})t(\d{2})(\d{2})(\d{2})(\d{3})z/.exec(id);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!)) : new Date(0);
}

async function readHashes(dir: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, HASHES_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

async function readGone(dir: string): Promise<string[]> {
  try {
    const gone: unknown = JSON.parse(await fs.readFile(path.join(dir, GONE_FILE), 'utf8'));
    return Array.isArray(gone) ? gone.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

function linkAll(fromDir: string, toDir: string, file: string, variants: string[]): boolean {
  try {
    for (const suffix of variants) linkSync(path.join(fromDir, file + suffix), path.join(toDir, file + suffix));
    return true;
  } catch {
    // A half-linked file would share its inode with the old release; remove the links before rewriting.
    for (const suffix of variants) rmSync(path.join(toDir, file + suffix), { force: true });
    return false;
  }
}

async function isDir(p: string): Promise<boolean> {
  return fs.stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}
