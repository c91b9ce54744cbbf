/**
 * Backups in a bucket (BACKUP_S3_BUCKET, decision 039): each backup folder is uploaded as it is,
 *
 *   {S3_PREFIX}backups/{localsite-…}/{file}   the files, manifest.json last
 *
 * so a backup whose manifest is there is complete, retention deletes whole prefixes, and a restore
 * downloads one into a folder and checks it against its manifest like any other.
 */
import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { BackupError, type BackupManifest, isBackupName, MANIFEST_FILE } from '#db/backup.ts';
import type { S3DeployConfig } from '#db/config.ts';

/** Uploads at once: enough to hide a bucket's latency, few enough for a small machine. */
const PARALLEL = 4;

export class BackupBucket {
  constructor(
    private readonly client: S3Client,
    private readonly config: Pick<S3DeployConfig, 'bucket' | 'prefix'>,
  ) {}

  /** Where a backup of this name goes, as an s3:// address that `npm run restore` takes. */
  address(name: string): string {
    return `s3://${this.config.bucket}/${this.key(name)}`;
  }

  async upload(dir: string, manifest: BackupManifest): Promise<void> {
    const name = path.basename(dir);
    const queue = [...manifest.files];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift())
        await this.put(`${this.key(name)}/${file.path}`, path.join(dir, file.path));
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    await this.put(`${this.key(name)}/${MANIFEST_FILE}`, path.join(dir, MANIFEST_FILE));
  }

  /** Backup names in the bucket with their manifest (complete), oldest first. */
  async list(): Promise<string[]> {
    const names = new Set<string>();
    for (const key of await this.keys(this.key(''))) {
      const [name, file] = key.slice(this.key('').length).split('/');
      if (name && file === MANIFEST_FILE && isBackupName(name)) names.add(name);
    }
    return [...names].sort();
  }

  /** Deletes all but the newest `keep` backups of the bucket; returns the names deleted. */
  async prune(keep: number): Promise<string[]> {
    const names = await this.list();
    const old = names.slice(0, Math.max(0, names.length - keep));
    for (const name of old) {
      const keys = await this.keys(`${this.key(name)}/`);
      // DeleteObjects takes 1,000 keys at most.
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects, Quiet: true } }));
      }
    }
    return old;
  }

  /** Copies a backup of the bucket into a local folder (which a restore then checks against its manifest). */
  async download(name: string, to: string): Promise<void> {
    const prefix = `${this.key(name)}/`;
    const keys = await this.keys(prefix);
    if (!keys.includes(`${prefix}${MANIFEST_FILE}`)) {
      throw new BackupError(`${this.address(name)} is not a complete backup: it has no ${MANIFEST_FILE}. Nothing was restored.`);
    }
    for (const key of keys) {
      const file = path.join(to, key.slice(prefix.length));
      if (path.relative(to, file).startsWith('..')) continue;
      await fs.mkdir(path.dirname(file), { recursive: true });
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
    }
  }

  private key(name: string): string {
    return `${this.config.prefix}backups/${name}`;
  }

  private async put(key: string, file: string): Promise<void> {
    const { size } = await fs.stat(file);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: createReadStream(file), ContentLength: size }),
    );
  }

  private async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }
}

/** `s3://bucket/{prefix}backups/{name}`: the bucket, the key prefix and the backup's name. */
export function parseBackupAddress(address: string): { bucket: string; prefix: string; name: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/(.*?)backups\/([^/]+)\/?$/.exec(address);
  return match ? { bucket: match[1]!, prefix: match[2]!, name: match[3]! } : undefined;
}
