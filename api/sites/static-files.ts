/**
 * Serves files from a release or asset directory with the caching a CDN would apply: hashed
 * assets immutable for a year, HTML and the rest revalidated with an ETag; precompressed
 * .br/.gz variants sent when the client accepts them. Releases keep pages only as their .br and .gz
 * variants (build-scripts/deploy/compress.ts): a client that takes neither gets the .gz unzipped.
 */
import { promises as fs, type Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CACHE_CONTROL, contentType, type CachePolicy } from '#build/deploy/file-headers.ts';
import { STORED_COMPRESSED } from '#build/deploy/release-format.ts';

export const gunzip = promisify(zlib.gunzip);

/** The precompressed variants a client may take, in order of preference: Content-Encoding and file suffix. */
export const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

export type { CachePolicy };

export interface ServeOptions {
  cache: CachePolicy;
  status?: number;
  /** Extra headers (security headers are added by the caller's middleware). */
  headers?: Record<string, string>;
}

/**
 * What a request's path names, decided once: percent-decoded exactly once, or undefined when the
 * decoded form could name something the encoded one does not seem to (a malformed escape, an
 * encoded "/" or "\", a backslash, NUL, or a "." or ".." segment). Every rule about paths (which
 * files are private, which site, which asset) reads this form, so no spelling of a path gets past
 * one of them and reaches a file as another.
 */
export function decodeRequestPath(rawPath: string): string | undefined {
  if (/%(2f|5c)/i.test(rawPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\\\0]/.test(decoded)) return undefined;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  return decoded;
}

/**
 * Maps a decoded path (decodeRequestPath) inside a site to candidate files: "/a" -> a, a.html,
 * a/index.html ("/a/" -> a/index.html, a.html). Releases keep a page as "a.html"
 * (build-scripts/render/renderer.ts pageFile). Returns undefined for a path outside `root`.
 */
export function candidates(root: string, sitePath: string): string[] | undefined {
  const full = path.resolve(root, `.${path.posix.normalize(`/${sitePath}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return undefined;
  const page = full === root ? [] : [`${full}.html`];
  if (sitePath.endsWith('/')) return [path.join(full, 'index.html'), ...page];
  return [full, ...page, path.join(full, 'index.html')];
}

export async function findFile(root: string, sitePath: string): Promise<{ file: string; stat: Stats } | undefined> {
  for (const file of candidates(root, sitePath) ?? []) {
    const stat = await statServed(file);
    if (stat) return { file, stat };
  }
  return undefined;
}

/** The stat of a file as served: the file itself, or its .gz for a page a release keeps compressed only. */
export async function statServed(file: string): Promise<Stats | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (stat?.isFile()) return stat;
  if (!STORED_COMPRESSED.test(file)) return undefined;
  const gz = await fs.stat(`${file}.gz`).catch(() => undefined);
  return gz?.isFile() ? gz : undefined;
}

/** The validator of a file as served: its size and modification time (unchanged files keep both across releases: hard links). */
export const etagOf = (stat: Pick<Stats, 'size' | 'mtimeMs'>): string =>
  `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;

/**
 * The headers every answer with a file carries, whichever encoding follows; shared by the disk path
 * below, the in-memory releases (release-index.ts) and the server's memory fast path (site-handler.ts).
 */
export function fileHeaders(file: string, etag: string, options: ServeOptions): Record<string, string> {
  return {
    ...options.headers,
    'Content-Type': contentType(file),
    'Cache-Control': CACHE_CONTROL[options.cache],
    Vary: 'Accept-Encoding',
    ETag: etag,
  };
}

/** True when the client's copy (its If-None-Match) is current: answered 304. Only plain 200 answers revalidate. */
export const isNotModified = (ifNoneMatch: string | null | undefined, etag: string, status: number): boolean =>
  status === 200 && ifNoneMatch === etag;

/** The headers of a file answer and its status, or the 304 when the client's copy is current. */
export function fileAnswerHeaders(
  request: Request,
  file: string,
  etag: string,
  options: ServeOptions,
): { headers: Headers; status: number; notModified?: Response } {
  const headers = new Headers(fileHeaders(file, etag, options));
  const status = options.status ?? 200;
  if (isNotModified(request.headers.get('if-none-match'), etag, status)) {
    return { headers, status, notModified: new Response(null, { status: 304, headers }) };
  }
  return { headers, status };
}

export async function sendFile(request: Request, file: string, stat: Stats, options: ServeOptions): Promise<Response> {
  const { headers, status, notModified } = fileAnswerHeaders(request, file, etagOf(stat), options);
  if (notModified) return notModified;

  // Open first, then measure the open file: a release may be switched live between a stat of the
  // path and its read, and the length sent must be the length of the bytes that are streamed.
  const accept = request.headers.get('accept-encoding') ?? '';
  let handle: FileHandle | undefined;
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accept.includes(encoding)) continue;
    handle = await fs.open(file + suffix).catch(() => undefined);
    if (handle) {
      headers.set('Content-Encoding', encoding);
      break;
    }
  }
  handle ??= await fs.open(file).catch((error: unknown) => {
    if (STORED_COMPRESSED.test(file)) return undefined;
    throw error;
  });
  if (!handle) {
    // A page kept compressed only, for a client that takes neither encoding (pages are small).
    const body = await gunzip(await fs.readFile(`${file}.gz`));
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : body, { status, headers });
  }
  const opened = await handle.stat();
  headers.set('Content-Length', String(opened.size));
  if (request.method === 'HEAD') {
    await handle.close();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream, { status, headers });
}
