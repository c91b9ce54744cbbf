/**
 * The contract every deploy target keeps, run against the filesystem target and the S3 target
 * (against s3rver, an S3-compatible server, on a loopback port), plus what only the bucket has.
 */
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteFile } from '../render/renderer.ts';
import { FsDeployTarget, ReleaseNotFoundError } from './fs-target.ts';
import { HASHES_FILE, GONE_FILE } from './release-format.ts';
import { S3DeployTarget, s3Client } from './s3-target.ts';
import type { DeployTarget } from './target.ts';

const BUCKET = 'sites';
const BOOKKEEPING = new Set([HASHES_FILE, GONE_FILE]);
const roots: string[] = [];
let server: S3rver | undefined;
let endpoint: string;

beforeAll(async () => {
  // s3rver's fixed keys, found by the SDK's usual credential chain as a real deployment's are.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  // DEPLOY_TEST_S3_ENDPOINT runs the suite against another S3-compatible server (moto_server, MinIO) instead.
  if (process.env.DEPLOY_TEST_S3_ENDPOINT) {
    endpoint = process.env.DEPLOY_TEST_S3_ENDPOINT;
  } else {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir() });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  }
  await client()
    .send(new CreateBucketCommand({ Bucket: BUCKET }))
    .catch((error: unknown) => {
      if ((error as Error).name !== 'BucketAlreadyOwnedByYou') throw error;
    });
});

afterAll(async () => {
  await server?.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function tempDir(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'deploy-targets-'));
  roots.push(root);
  return root;
}

function client(): S3Client {
  return s3Client({ bucket: BUCKET, region: 'us-east-1', endpoint, prefix: '', forcePathStyle: true });
}

/** A deploy target and a reader that, like a visitor's server or a CDN, follows the live pointer. */
interface Harness {
  target: DeployTarget;
  /** The release a reader following the live pointer gets now. */
  liveRelease(site: string): Promise<string | undefined>;
  /** A stored file of a release as it is kept (a page's .gz), or undefined when the release no longer has it. */
  read(site: string, releaseId: string, stored: string): Promise<Buffer | undefined>;
  /** How many stored files of a release were written with their bytes, not carried over from the previous release. */
  freshWrites(site: string, releaseId: string): Promise<number>;
}

let prefixes = 0;
/** Keys of this run, apart from earlier runs' in a server the suite did not start. */
const RUN = `run-${Date.now().toString(36)}/`;

const HARNESSES: Record<string, (keep?: number) => Harness> = {
  fs(keep = 10) {
    const root = tempDir();
    const target = new FsDeployTarget(path.join(root, 'releases'), path.join(root, 'live'), keep);
    return {
      target,
      liveRelease: async (site) => {
        const dir = await target.liveTarget(site);
        return dir && path.basename(dir);
      },
      read: (site, id, stored) => fs.readFile(path.join(target.releaseDir(site, id), stored)).catch(() => undefined),
      async freshWrites(site, id) {
        // A file carried over is a hard link to the previous release's: more than one link.
        const dir = target.releaseDir(site, id);
        const names = (await fs.readdir(dir, { recursive: true })).filter((n) => !BOOKKEEPING.has(n));
        const stats = await Promise.all(names.map((n) => fs.stat(path.join(dir, n))));
        return stats.filter((s) => s.isFile() && s.nlink === 1).length;
      },
    };
  },
  s3(keep = 10) {
    const prefix = `${RUN}t${++prefixes}/`;
    const s3 = client();
    const puts: string[] = [];
    s3.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as { Key?: string };
        if (context.commandName === 'PutObjectCommand' && input.Key) puts.push(input.Key);
        return next(args);
      },
      { step: 'initialize' },
    );
    const disk = HARNESSES.fs!(keep);
    const target = new S3DeployTarget(disk.target as FsDeployTarget, s3, BUCKET, prefix, keep);
    return {
      target,
      async liveRelease(site) {
        // s3rver rewrites an object in place, so a read racing the pointer's PUT can get it torn (empty,
        // cut short); S3 replaces an object whole. Only the pointer is ever overwritten: a release's
        // objects are new keys. A torn read is read again, as it would never happen on S3.
        for (;;) {
          try {
            return (await target.pointer(site))?.release;
          } catch {
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
      },
      async read(site, id, stored) {
        try {
          const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `${target.releasePrefix(site, id)}${stored}` }));
          return Buffer.from(await object.Body!.transformToByteArray());
        } catch {
          return undefined;
        }
      },
      freshWrites: async (site, id) =>
        puts.filter((key) => key.startsWith(target.releasePrefix(site, id)) && !BOOKKEEPING.has(path.basename(key))).length,
    };
  },
};

const page = (p: string, content: string): SiteFile => ({ path: p, content });
const text = async (h: Harness, id: string, stored: string) => {
  const data = await h.read('acme', id, stored);
  return data && (stored.endsWith('.gz') ? gunzipSync(data).toString() : data.toString());
};

describe.each(Object.keys(HARNESSES))('deploy target contract: %s', (name) => {
  const harness = (keep?: number) => HARNESSES[name]!(keep);

  it('deploys a release that the live pointer names, with the stored variants of each file', async () => {
    const h = harness();
    const { releaseId } = await h.target.deploy('acme', [
      page('index.html', '<h1>Acme</h1>'),
      page('sitemap.xml', '<urlset/>'),
      { path: 'icon-192.png', content: Buffer.from([137, 80, 78, 71]) },
    ]);
    expect(await h.liveRelease('acme')).toBe(releaseId);
    expect(await text(h, releaseId, 'index.html.gz')).toBe('<h1>Acme</h1>');
    expect(await h.read('acme', releaseId, 'index.html.br')).toBeDefined();
    // Pages are kept compressed only; other text files also as they are; images as they are.
    expect(await h.read('acme', releaseId, 'index.html')).toBeUndefined();
    expect(await text(h, releaseId, 'sitemap.xml')).toBe('<urlset/>');
    expect(await text(h, releaseId, 'sitemap.xml.gz')).toBe('<urlset/>');
    expect(await h.read('acme', releaseId, 'icon-192.png')).toEqual(Buffer.from([137, 80, 78, 71]));
    expect(await h.target.releases('acme')).toEqual([{ id: releaseId, createdAt: expect.any(Date), live: true }]);
  });

  it('writes only the files that changed; the others are carried over', async () => {
    const h = harness();
    const files = [page('index.html', 'home'), page('about.html', 'old'), page('robots.txt', 'User-agent: *')];
    const first = await h.target.deploy('acme', files);
    expect(await h.freshWrites('acme', first.releaseId)).toBe(2 + 2 + 3);
    const second = await h.target.deploy('acme', [files[0]!, page('about.html', 'new'), files[2]!]);
    expect(second).toMatchObject({ written: 1, unchanged: 2 });
    // about.html's two variants only; the carried-over files read the same in the new release.
    expect(await h.freshWrites('acme', second.releaseId)).toBe(2);
    expect(await text(h, second.releaseId, 'index.html.gz')).toBe('home');
    expect(await text(h, second.releaseId, 'robots.txt')).toBe('User-agent: *');
    expect(await text(h, second.releaseId, 'about.html.gz')).toBe('new');
    expect(await text(h, first.releaseId, 'about.html.gz')).toBe('old');
  });

  it('switches atomically: a reader following the pointer during deploys sees whole releases only', async () => {
    const h = harness();
    const version = (v: number) => [page('index.html', `v${v}`), page('about.html', `v${v}`), page('contact.html', `v${v}`)];
    await h.target.deploy('acme', version(0));
    let deploying = true;
    const seen = new Set<string>();
    const reader = (async () => {
      while (deploying) {
        const id = await h.liveRelease('acme');
        if (!id) throw new Error('no live release during a deploy');
        const texts = await Promise.all(['index', 'about', 'contact'].map((p) => text(h, id, `${p}.html.gz`)));
        expect(new Set(texts).size, `release ${id}: ${texts.join(', ')}`).toBe(1);
        expect(texts[0]).toMatch(/^v\d$/);
        seen.add(texts[0]!);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let v = 1; v <= 4; v++) await h.target.deploy('acme', version(v));
    deploying = false;
    await reader;
    expect(seen.size).toBeGreaterThan(1);
    expect(await text(h, (await h.liveRelease('acme'))!, 'about.html.gz')).toBe('v4');
  });

  it('rolls back to a kept release by moving the pointer, and refuses a release it does not have', async () => {
    const h = harness();
    const first = await h.target.deploy('acme', [page('index.html', 'v1')]);
    const second = await h.target.deploy('acme', [page('index.html', 'v2')]);
    await h.target.rollback('acme', first.releaseId);
    expect(await h.liveRelease('acme')).toBe(first.releaseId);
    expect((await h.target.releases('acme')).map((r) => [r.id, r.live])).toEqual([
      [second.releaseId, false],
      [first.releaseId, true],
    ]);
    await expect(h.target.rollback('acme', '20200101t000000000z-abcdef')).rejects.toBeInstanceOf(ReleaseNotFoundError);
    await expect(h.target.rollback('acme', '../../etc')).rejects.toBeInstanceOf(ReleaseNotFoundError);
    // The next deploy carries over from the live release, the rolled-back one.
    const third = await h.target.deploy('acme', [page('index.html', 'v1')]);
    expect(third).toMatchObject({ written: 0, unchanged: 1 });
  });

  it('keeps the newest releases and deletes the older ones', async () => {
    const h = harness(3);
    const results = [];
    for (let v = 0; v < 5; v++) results.push(await h.target.deploy('acme', [page('index.html', `v${v}`)]));
    const releases = await h.target.releases('acme');
    expect(releases.map((r) => r.id)).toEqual(
      results
        .slice(2)
        .map((r) => r.releaseId)
        .reverse(),
    );
    expect(releases[0]?.live).toBe(true);
    expect(results.at(-1)?.oldestKeptAt).toEqual(releases.at(-1)?.createdAt);
    expect(await h.read('acme', results[0]!.releaseId, 'index.html.gz')).toBeUndefined();
    expect(await h.read('acme', results[1]!.releaseId, HASHES_FILE)).toBeUndefined();
  });
});

describe('S3 target', () => {
  it('stores each object with its Content-Type, Content-Encoding and caching, also when copied', async () => {
    const s3 = client();
    const root = tempDir();
    const disk = new FsDeployTarget(path.join(root, 'releases'), path.join(root, 'live'));
    const target = new S3DeployTarget(disk, s3, BUCKET, `${RUN}headers/`);
    const files = [
      page('index.html', '<h1>Acme</h1>'),
      page('sitemap.xml', '<urlset/>'),
      { path: 'home-3fa9c1d2e4.jpg', content: Buffer.from('jpg') },
    ];
    await target.deploy('acme', files);
    const { releaseId } = await target.deploy('acme', [...files, page('about.html', 'about')]);
    const head = async (key: string) => {
      const h = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
      return [h.ContentType, h.ContentEncoding, h.CacheControl];
    };
    const at = (stored: string) => `${target.releasePrefix('acme', releaseId)}${stored}`;
    const revalidate = 'public, max-age=0, must-revalidate';
    // index.html's variants were copied from the first release, about.html's uploaded.
    expect(await head(at('index.html.br'))).toEqual(['text/html; charset=utf-8', 'br', revalidate]);
    expect(await head(at('index.html.gz'))).toEqual(['text/html; charset=utf-8', 'gzip', revalidate]);
    expect(await head(at('about.html.br'))).toEqual(['text/html; charset=utf-8', 'br', revalidate]);
    expect(await head(at('sitemap.xml'))).toEqual(['application/xml; charset=utf-8', undefined, revalidate]);
    expect(await head(at('sitemap.xml.gz'))).toEqual(['application/xml; charset=utf-8', 'gzip', revalidate]);
    expect(await head(at('home-3fa9c1d2e4.jpg'))).toEqual(['image/jpeg', undefined, 'public, max-age=31536000, immutable']);
    expect(await head(`${RUN}headers/sites/acme/live.json`)).toEqual(['application/json; charset=utf-8', undefined, revalidate]);
  });

  it('serves the same release from disk and bucket, and keeps both on the old one (no new release) when an upload fails', async () => {
    const s3 = client();
    s3.middlewareStack.add(
      (next) => async (args) => {
        if ((args.input as { Key?: string }).Key?.endsWith('broken.html.br')) throw new Error('upload failed');
        return next(args);
      },
      { step: 'initialize' },
    );
    const root = tempDir();
    const disk = new FsDeployTarget(path.join(root, 'releases'), path.join(root, 'live'));
    const target = new S3DeployTarget(disk, s3, BUCKET, `${RUN}failing/`);
    const good = await target.deploy('acme', [page('index.html', 'v1')]);
    expect(path.basename((await disk.liveTarget('acme'))!)).toBe(good.releaseId);
    await expect(target.deploy('acme', [page('index.html', 'v2'), page('broken.html', 'x')])).rejects.toThrow('upload failed');
    expect((await target.pointer('acme'))?.release).toBe(good.releaseId);
    expect(path.basename((await disk.liveTarget('acme'))!)).toBe(good.releaseId);
    expect((await target.releases('acme')).map((r) => r.id)).toEqual([good.releaseId]);
    expect((await disk.releases('acme')).map((r) => r.id)).toEqual([good.releaseId]);
  });

  it('lists only complete releases: a prefix without its hashes (an upload cut short) is not one', async () => {
    const s3 = client();
    const root = tempDir();
    const target = new S3DeployTarget(
      new FsDeployTarget(path.join(root, 'releases'), path.join(root, 'live')),
      s3,
      BUCKET,
      `${RUN}partial/`,
    );
    const { releaseId } = await target.deploy('acme', [page('index.html', 'v1')]);
    const cut = '20991231t000000000z-abcdef';
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${target.releasePrefix('acme', cut)}index.html.gz`, Body: 'x' }));
    expect((await target.releases('acme')).map((r) => r.id)).toEqual([releaseId]);
    await expect(target.rollback('acme', cut)).rejects.toBeInstanceOf(ReleaseNotFoundError);
  });
});
