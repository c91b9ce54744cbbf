/**
 * The live releases in memory (issue 11): per site, the index of the release its live link points
 * at (every file with its size and ETag, and the parsed release metadata), and the bytes of small
 * files in one least-recently-used store bounded by a memory budget. Files outside the budget are
 * streamed from disk.
 *
 * Bytes are held by the identity of the file on disk (device, inode, size, modification time), not
 * by its path in one release: a publish hard-links every unchanged file into the new release
 * (fs-target.ts), so after a save that changes two pages the other pages are still in memory, and
 * only the changed ones are read. Release files are never written in place, so one identity is
 * one content.
 *
 * Every request reads the live link (one readlink: microseconds, no thread pool) and compares its
 * target with the indexed one, so a publish in a worker process or a rollback is seen by the very
 * next request, with no invalidation message between processes and no stale window. A request
 * answers wholly from the one release it resolved: a switch mid-request cannot mix two releases.
 */
import { createReadStream, promises as fs, readlinkSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GONE_FILE, RELEASE_META_FILE, STORED_COMPRESSED, type ReleaseMeta } from '#build/deploy/release-format.ts';
import { candidates, ENCODINGS, etagOf, fileAnswerHeaders, gunzip, type ServeOptions } from './static-files.ts';

interface IndexedFile {
  size: number;
  etag: string;
  /** The key of its bytes in memory: the same file hard-linked into another release has the same one. */
  identity: string;
}

export interface Release {
  dir: string;
  meta: ReleaseMeta | undefined;
  /** Every regular file, by its path inside the release ("areas/mesa-az.html.br"). */
  files: Map<string, IndexedFile>;
  /** Pages the site no longer has, answered 410 (GONE_FILE). */
  gone: ReadonlySet<string>;
}

/** A file's bytes as held in memory, ready to send: the variant chosen for the client's encodings. */
export interface HeldFile {
  body: Buffer<ArrayBuffer>;
  etag: string;
  encoding: string | undefined;
}

export const MIB = 1024 * 1024;

/** Larger files are streamed from disk: a few of them would push every page out of the budget. */
const SMALL_FILE_BYTES = 512 * 1024;

export class ReleaseIndex {
  private readonly sites = new Map<string, { dir: string; release: Promise<Release | undefined>; indexed?: Release }>();
  private readonly bytes = new Map<string, Buffer<ArrayBuffer>>();
  private heldBytes = 0;

  constructor(private readonly budgetBytes: number) {}

  /** Bytes of file contents held now; never more than the budget. */
  get cachedBytes(): number {
    return this.heldBytes;
  }

  /** The release a site's live link points at now, indexed; undefined when the site has none. */
  live(liveLink: string): Promise<Release | undefined> {
    let dir: string;
    try {
      dir = path.resolve(path.dirname(liveLink), readlinkSync(liveLink));
    } catch {
      this.forget(liveLink);
      return Promise.resolve(undefined);
    }
    const known = this.sites.get(liveLink);
    if (known?.dir === dir) return known.release;
    this.forget(liveLink);
    const entry: { dir: string; release: Promise<Release | undefined>; indexed?: Release } = { dir, release: Promise.resolve(undefined) };
    entry.release = indexRelease(dir).then(
      (indexed) => {
        entry.indexed = indexed;
        return indexed;
      },
      () => {
        // A release that could not be read (removed under us) is looked at again by the next request.
        if (this.sites.get(liveLink) === entry) this.sites.delete(liveLink);
        return undefined;
      },
    );
    this.sites.set(liveLink, entry);
    return entry.release;
  }

  /**
   * The release a site's live link points at now, if it is indexed already: the synchronous read of
   * the memory fast path (undefined sends the request the asynchronous way, which indexes it).
   */
  liveIndexed(liveLink: string): Release | undefined {
    const known = this.sites.get(liveLink);
    if (!known?.indexed) return undefined;
    let dir: string;
    try {
      dir = path.resolve(path.dirname(liveLink), readlinkSync(liveLink));
    } catch {
      return undefined;
    }
    return known.dir === dir ? known.indexed : undefined;
  }

  /** The file a site path names in a release (candidates: "a", "a.html", "a/index.html"), as served. */
  find(release: Release, sitePath: string): string | undefined {
    return (candidates(release.dir, sitePath) ?? []).map((file) => path.relative(release.dir, file)).find((file) => served(release, file));
  }

  /** True when a site path names a page the site no longer has. */
  isGone(release: Release, sitePath: string): boolean {
    if (release.gone.size === 0) return false;
    return (candidates(release.dir, sitePath) ?? []).some((file) => release.gone.has(path.relative(release.dir, file)));
  }

  /** True when a release serves this file (itself, or a page's .gz). */
  has(release: Release, file: string): boolean {
    return served(release, file) !== undefined;
  }

  /** Answers with one file of a release, as sendFile does from disk: same headers, encodings and ETag. */
  async send(request: Request, release: Release, file: string, options: ServeOptions): Promise<Response> {
    const stat = served(release, file);
    if (!stat) throw new Error(`${file} is not in release ${release.dir}`);
    const { headers, status, notModified } = fileAnswerHeaders(request, file, stat.etag, options);
    if (notModified) return notModified;
    const { stored, encoding } = variantFor(release, file, request.headers.get('accept-encoding'));
    if (stored === file && !release.files.has(file)) {
      // A page kept compressed only, for a client that takes neither encoding (pages are small):
      // unzipped once, then held like a file of its own.
      const body = await this.read(release, file, async () => gunzip(await fs.readFile(path.join(release.dir, `${file}.gz`))));
      headers.set('Content-Length', String(body.length));
      return new Response(request.method === 'HEAD' ? null : body, { status, headers });
    }
    if (encoding) headers.set('Content-Encoding', encoding);
    const { size } = release.files.get(stored)!;
    headers.set('Content-Length', String(size));
    if (request.method === 'HEAD') return new Response(null, { status, headers });
    if (size > this.smallFileBytes) {
      const stream = createReadStream(path.join(release.dir, stored));
      return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
    }
    return new Response(await this.read(release, stored), { status, headers });
  }

  /**
   * The bytes `send` would answer with, when they are in memory already (the memory fast path);
   * undefined otherwise, and `send` then reads them in and holds them.
   */
  held(release: Release, file: string, acceptEncoding: string | undefined): HeldFile | undefined {
    const stat = served(release, file);
    if (!stat) return undefined;
    const { stored, encoding } = variantFor(release, file, acceptEncoding);
    const key = keyOf(release, stored);
    if (key === undefined) return undefined;
    const body = this.bytes.get(key);
    if (!body) return undefined;
    this.touch(key, body);
    return { body, etag: stat.etag, encoding };
  }

  private get smallFileBytes(): number {
    return Math.min(SMALL_FILE_BYTES, this.budgetBytes);
  }

  private async read(
    release: Release,
    file: string,
    // readFile allocates a buffer of its own (never a slice of a shared pool).
    load = async () => (await fs.readFile(path.join(release.dir, file))) as Buffer<ArrayBuffer>,
  ): Promise<Buffer<ArrayBuffer>> {
    const key = keyOf(release, file);
    const held = key === undefined ? undefined : this.bytes.get(key);
    if (held) {
      this.touch(key!, held);
      return held;
    }
    const data = await load();
    if (key !== undefined && data.length <= this.smallFileBytes && !this.bytes.has(key)) {
      this.bytes.set(key, data);
      this.heldBytes += data.length;
      for (const [oldest, buffer] of this.bytes) {
        if (this.heldBytes <= this.budgetBytes) break;
        this.bytes.delete(oldest);
        this.heldBytes -= buffer.length;
      }
    }
    return data;
  }

  /** Most recently used last: eviction takes from the front. */
  private touch(key: string, body: Buffer<ArrayBuffer>): void {
    this.bytes.delete(key);
    this.bytes.set(key, body);
  }

  /**
   * Drops a site's index: a switched-away release is not served again from here. Its bytes stay
   * until the budget evicts them, as the next release shares most of them.
   */
  private forget(liveLink: string): void {
    this.sites.delete(liveLink);
  }
}

/**
 * The key of a file's bytes: the identity of the stored file, or for the unzipped form of a page
 * kept compressed only, that of its .gz with a suffix. Undefined for a file the release lacks.
 */
function keyOf(release: Release, file: string): string | undefined {
  const stored = release.files.get(file);
  if (stored) return stored.identity;
  const gz = STORED_COMPRESSED.test(file) ? release.files.get(`${file}.gz`) : undefined;
  return gz && `${gz.identity} unzipped`;
}

/**
 * The stored file that answers a client with these encodings: the best precompressed variant it
 * takes, else the file itself (for a page kept compressed only, its unzipped bytes held under its own name).
 */
function variantFor(release: Release, file: string, acceptEncoding: string | null | undefined): { stored: string; encoding?: string } {
  const accept = acceptEncoding ?? '';
  for (const [encoding, suffix] of ENCODINGS) {
    if (accept.includes(encoding) && release.files.has(file + suffix)) return { stored: file + suffix, encoding };
  }
  return { stored: file };
}

/** The stat of a file as served: the file itself, or its .gz for a page a release keeps compressed only. */
function served(release: Release, file: string): IndexedFile | undefined {
  return release.files.get(file) ?? (STORED_COMPRESSED.test(file) ? release.files.get(`${file}.gz`) : undefined);
}

async function indexRelease(dir: string): Promise<Release> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, IndexedFile>();
  await Promise.all(
    entries
      .filter((entry) => !entry.isDirectory())
      .map(async (entry) => {
        const full = path.join(entry.parentPath, entry.name);
        const stat = await fs.stat(full).catch(() => undefined);
        if (stat?.isFile()) {
          const identity = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
          files.set(path.relative(dir, full), { size: stat.size, etag: etagOf(stat), identity });
        }
      }),
  );
  return { dir, meta: await readJson<ReleaseMeta>(dir, RELEASE_META_FILE), files, gone: new Set(await readJson<string[]>(dir, GONE_FILE)) };
}

async function readJson<T>(dir: string, file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}
