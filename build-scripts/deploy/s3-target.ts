/**
 * Releases on object storage (decision 038). Every release is written to disk first by the
 * filesystem target (the embedded server serves from there, and its compressed variants are
 * uploaded as they are), then to the bucket, and only then switched live on disk:
 *
 *   {prefix}sites/{site}/releases/{id}/{file}   the files of a release, as the fs target stores them
 *   {prefix}sites/{site}/live.json              {"release": id}: which release the site serves
 *
 * The pointer is written only after every object of the new release is in place, and old releases
 * stay until pruned (never the live one), so a CDN or edge worker that reads the pointer and then
 * the release it names never mixes two releases. Files unchanged since the previous release are
 * copied inside the bucket (CopyObject) instead of uploaded again.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3DeployConfig } from '#db/config.ts';
import type { SiteFile } from '../render/renderer.ts';
import { CACHE_CONTROL, contentType, releaseCachePolicy } from './file-headers.ts';
import { checkKey, type FsDeployTarget, KEEP_RELEASES, ReleaseNotFoundError, releaseDate } from './fs-target.ts';
import { GONE_FILE, HASHES_FILE, storedVariants } from './release-format.ts';
import type { DeployResult, DeployTarget, ReleaseInfo } from './target.ts';

/** The object naming a site's live release. */
export const POINTER_FILE = 'live.json';

export interface LivePointer {
  release: string;
  switchedAt: string;
}

/** Requests in flight at once during a deploy: enough to hide a bucket's latency, few enough for a small machine. */
const PARALLEL = 8;
const ENCODING_OF: Record<string, string> = { '.br': 'br', '.gz': 'gzip' };

export function s3Client(config: S3DeployConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default checksums (CRC32 trailers) are refused by several S3-compatible servers; S3 needs them only where it requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3DeployTarget implements DeployTarget {
  constructor(
    private readonly disk: FsDeployTarget,
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = '',
    private readonly keep = KEEP_RELEASES,
  ) {}

  async deploy(siteKey: string, files: SiteFile[]): Promise<DeployResult> {
    // Uploaded between the release's completion on disk and its switch there, so disk and bucket
    // go live together, and a failed upload leaves both on the release they served.
    const result = await this.disk.deploy(siteKey, files, async (releaseId, dir) => {
      try {
        await this.upload(siteKey, releaseId, dir);
        await this.writePointer(siteKey, releaseId);
      } catch (error) {
        await this.deletePrefix(this.releasePrefix(siteKey, releaseId)).catch(() => {});
        throw error;
      }
    });
    const kept = await this.prune(siteKey);
    return { ...result, oldestKeptAt: kept.at(-1)?.createdAt ?? result.oldestKeptAt };
  }

  async rollback(siteKey: string, releaseId: string): Promise<void> {
    if (!/^[0-9a-z-]+$/.test(releaseId) || !(await this.exists(`${this.releasePrefix(siteKey, releaseId)}${HASHES_FILE}`))) {
      throw new ReleaseNotFoundError(releaseId);
    }
    await this.disk.rollback(siteKey, releaseId);
    await this.writePointer(siteKey, releaseId);
  }

  /** The complete releases in the bucket (a release's hashes are its last object), newest first. */
  async releases(siteKey: string): Promise<ReleaseInfo[]> {
    const root = this.releasesPrefix(siteKey);
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: root, Delimiter: '/', ContinuationToken: token }),
      );
      for (const p of page.CommonPrefixes ?? []) if (p.Prefix) ids.push(p.Prefix.slice(root.length, -1));
      token = page.NextContinuationToken;
    } while (token);
    const complete = await mapLimit(ids, PARALLEL, (id) => this.exists(`${root}${id}/${HASHES_FILE}`));
    const live = (await this.pointer(siteKey))?.release;
    return ids
      .filter((_, i) => complete[i])
      .sort()
      .reverse()
      .map((id) => ({ id, createdAt: releaseDate(id), live: id === live }));
  }

  /** The release a CDN reading the bucket serves now, if any. */
  async pointer(siteKey: string): Promise<LivePointer | undefined> {
    const text = await this.read(this.pointerKey(siteKey));
    return text === undefined ? undefined : (JSON.parse(text) as LivePointer);
  }

  releasePrefix(siteKey: string, releaseId: string): string {
    return `${this.releasesPrefix(siteKey)}${releaseId}/`;
  }

  private releasesPrefix(siteKey: string): string {
    return `${this.prefix}sites/${checkKey(siteKey)}/releases/`;
  }

  private pointerKey(siteKey: string): string {
    return `${this.prefix}sites/${checkKey(siteKey)}/${POINTER_FILE}`;
  }

  /**
   * Uploads a release from its folder: a file whose hash matches the live release's is copied from
   * there inside the bucket, the rest uploaded; the hashes last, as the mark of a complete release.
   */
  private async upload(siteKey: string, releaseId: string, dir: string): Promise<void> {
    const hashes = JSON.parse(await fs.readFile(path.join(dir, HASHES_FILE), 'utf8')) as Record<string, string>;
    const previousId = (await this.pointer(siteKey))?.release;
    const previousText = previousId ? await this.read(`${this.releasePrefix(siteKey, previousId)}${HASHES_FILE}`) : undefined;
    const previous = previousText ? (JSON.parse(previousText) as Record<string, string>) : {};
    const to = this.releasePrefix(siteKey, releaseId);
    const objects = Object.entries(hashes).flatMap(([file, hash]) =>
      storedVariants(file).map((suffix) => ({ file, suffix, same: previousId !== undefined && previous[file] === hash })),
    );
    await mapLimit(objects, PARALLEL, async ({ file, suffix, same }) => {
      const key = `${to}${file}${suffix}`;
      if (same) {
        // The metadata (type, encoding, caching) is copied with the bytes: the same name gets the same headers.
        const from = `${this.bucket}/${this.releasePrefix(siteKey, previousId ?? '')}${file}${suffix}`;
        await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: encodeURI(from) }));
      } else {
        await this.put(key, await fs.readFile(path.join(dir, file + suffix)), file, ENCODING_OF[suffix]);
      }
    });
    const gone = await fs.readFile(path.join(dir, GONE_FILE)).catch(() => undefined);
    if (gone) await this.put(`${to}${GONE_FILE}`, gone, GONE_FILE);
    await this.put(`${to}${HASHES_FILE}`, JSON.stringify(hashes), HASHES_FILE);
  }

  private async put(key: string, body: Buffer | string, file: string, encoding?: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType(file),
        ContentEncoding: encoding,
        CacheControl: CACHE_CONTROL[releaseCachePolicy(file)],
      }),
    );
  }

  private async writePointer(siteKey: string, releaseId: string): Promise<void> {
    const pointer: LivePointer = { release: releaseId, switchedAt: new Date().toISOString() };
    // A single PUT replaces an object whole: readers get the old pointer or the new one. Revalidated, so a CDN picks up a switch at once.
    await this.put(this.pointerKey(siteKey), JSON.stringify(pointer), POINTER_FILE);
  }

  /** Removes all but the newest releases (never the live one) and any incomplete prefix older than them; returns the kept ones. */
  private async prune(siteKey: string): Promise<ReleaseInfo[]> {
    const all = await this.releases(siteKey);
    const stale = all.slice(this.keep).filter((r) => !r.live);
    for (const release of stale) await this.deletePrefix(this.releasePrefix(siteKey, release.id));
    return all.filter((r) => !stale.includes(r));
  }

  private async deletePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      // A listing page holds at most 1,000 keys, the most one DeleteObjects takes.
      if (keys.length) await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
      token = page.NextContinuationToken;
    } while (token);
  }

  private async read(key: string): Promise<string | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return await object.Body?.transformToString();
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
