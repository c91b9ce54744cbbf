import { mkdtempSync, promises as fs, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FsDeployTarget, ReleaseNotFoundError } from './fs-target.ts';
import { GONE_FILE, gonePages, MAX_GONE_PAGES } from './release-format.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function target(keep = 10) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  roots.push(root);
  return { root, t: new FsDeployTarget(path.join(root, 'releases'), path.join(root, 'live'), keep) };
}

/** A live page's text, read from its .gz (pages are kept compressed only). */
const live = (root: string, file: string) => gunzipSync(readFileSync(path.join(root, 'live', 'acme', `${file}.gz`))).toString();

describe('FsDeployTarget', () => {
  it('switches the live site to each new release, with precompressed variants', async () => {
    const { root, t } = target();
    await t.deploy('acme', [{ path: 'index.html', content: '<h1>one</h1>' }]);
    expect(live(root, 'index.html')).toBe('<h1>one</h1>');
    await t.deploy('acme', [
      { path: 'index.html', content: '<h1>two</h1>' },
      { path: 'services/ppf.html', content: 'ppf' },
      { path: 'sitemap.xml', content: '<urlset/>' },
      { path: 'icon.png', content: 'png' },
    ]);
    expect(live(root, 'index.html')).toBe('<h1>two</h1>');
    expect(brotliDecompressSync(readFileSync(path.join(root, 'live/acme/services/ppf.html.br'))).toString()).toBe('ppf');
    // Pages are kept as their two compressed variants only; other text files also as they are.
    const files = (await fs.readdir(path.join(root, 'live/acme'), { recursive: true })).filter((f) => !f.startsWith('_')).sort();
    expect(files).toEqual([
      'icon.png',
      'index.html.br',
      'index.html.gz',
      'services',
      'services/ppf.html.br',
      'services/ppf.html.gz',
      'sitemap.xml',
      'sitemap.xml.br',
      'sitemap.xml.gz',
    ]);
  });

  it('carries unchanged files over as hard links instead of rewriting them', async () => {
    const { root, t } = target();
    const first = await t.deploy('acme', [
      { path: 'a.html', content: 'same' },
      { path: 'b.html', content: 'old' },
    ]);
    const second = await t.deploy('acme', [
      { path: 'a.html', content: 'same' },
      { path: 'b.html', content: 'new' },
    ]);
    expect(second).toMatchObject({ written: 1, unchanged: 1 });
    const inode = (id: string, f: string) => statSync(path.join(root, 'releases/acme', id, f)).ino;
    for (const variant of ['a.html.gz', 'a.html.br']) expect(inode(first.releaseId, variant)).toBe(inode(second.releaseId, variant));
    expect(inode(first.releaseId, 'b.html.gz')).not.toBe(inode(second.releaseId, 'b.html.gz'));
    expect(gunzipSync(readFileSync(path.join(root, 'releases/acme', first.releaseId, 'b.html.gz'))).toString()).toBe('old');
  });

  it('rolls back to an older release and lists which one is live', async () => {
    const { root, t } = target();
    const first = await t.deploy('acme', [{ path: 'index.html', content: 'v1' }]);
    await t.deploy('acme', [{ path: 'index.html', content: 'v2' }]);
    await t.rollback('acme', first.releaseId);
    expect(live(root, 'index.html')).toBe('v1');
    const releases = await t.releases('acme');
    expect(releases).toHaveLength(2);
    expect(releases.find((r) => r.live)?.id).toBe(first.releaseId);
    await expect(t.rollback('acme', 'nope')).rejects.toBeInstanceOf(ReleaseNotFoundError);
    await expect(t.rollback('acme', '../../etc')).rejects.toBeInstanceOf(ReleaseNotFoundError);
  });

  it('runs beforeSwitch on the complete release before it goes live, and drops the release when it throws', async () => {
    const { root, t } = target();
    const first = await t.deploy('acme', [{ path: 'index.html', content: 'v1' }]);
    let seen = '';
    await expect(
      t.deploy('acme', [{ path: 'index.html', content: 'v2' }], async (id, dir) => {
        seen = gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString();
        expect(path.basename((await t.liveTarget('acme'))!)).toBe(first.releaseId);
        throw new Error(`upload of ${id} failed`);
      }),
    ).rejects.toThrow(/upload of .* failed/);
    expect(seen).toBe('v2');
    expect(live(root, 'index.html')).toBe('v1');
    expect((await t.releases('acme')).map((r) => r.id)).toEqual([first.releaseId]);
  });

  it('keeps only the newest releases', async () => {
    const { t } = target(3);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await t.deploy('acme', [{ path: 'index.html', content: `v${i}` }]));
    const releases = await t.releases('acme');
    expect(releases).toHaveLength(3);
    expect(releases[0]?.live).toBe(true);
    // The last deploy says how far back a rollback can go: to the oldest kept release.
    expect(results.at(-1)?.oldestKeptAt).toEqual(releases.at(-1)?.createdAt);
  });

  it('refuses file paths that escape the release and bad site keys, leaving the live release alone', async () => {
    const { root, t } = target();
    await t.deploy('acme', [{ path: 'index.html', content: 'safe' }]);
    await expect(t.deploy('acme', [{ path: '../../evil.html', content: 'x' }])).rejects.toThrow(/escapes/);
    await expect(t.deploy('../x', [])).rejects.toThrow(/Invalid site key/);
    // Only slugs and the platform's own folder: no other private-looking or unslug-like folder.
    for (const key of ['_hidden', 'Acme', 'acme--x', '']) await expect(t.deploy(key, []), key).rejects.toThrow(/Invalid site key/);
    await expect(t.deploy('_platform', [{ path: 'index.html', content: 'product' }])).resolves.toMatchObject({});
    expect(live(root, 'index.html')).toBe('safe');
    const leftovers = (await fs.readdir(path.join(root, 'releases/acme'))).filter((n) => n.startsWith('.staging'));
    expect(leftovers).toEqual([]);
  });
});

describe('gone pages', () => {
  const gone = (root: string) => JSON.parse(readFileSync(path.join(root, 'live', 'acme', GONE_FILE), 'utf8')) as string[];

  it('lists the pages a deploy removed, keeps them across deploys and forgets a page that comes back', async () => {
    const { root, t } = target();
    const page = (p: string) => ({ path: p, content: p });
    await t.deploy('acme', [page('index.html'), page('areas/mesa-az.html'), page('services/ppf.html'), page('404.html')]);
    await t.deploy('acme', [page('index.html'), page('services/ppf.html'), page('404.html')]);
    expect(gone(root)).toEqual(['areas/mesa-az.html']);
    await t.deploy('acme', [page('index.html'), page('404.html')]);
    expect(gone(root)).toEqual(['areas/mesa-az.html', 'services/ppf.html']);
    await t.deploy('acme', [page('index.html'), page('areas/mesa-az.html'), page('404.html')]);
    expect(gone(root)).toEqual(['services/ppf.html']);
  });

  it('counts only pages: not error screens nor other files, and keeps the most recently removed', () => {
    expect(gonePages(['index.html', '404.html', '403.html', 'robots.txt', 'a.html'], [], new Set(['index.html']))).toEqual(['a.html']);
    const many = Array.from({ length: MAX_GONE_PAGES + 5 }, (_, i) => `p${i}.html`);
    const kept = gonePages(['last.html'], many, new Set());
    expect(kept).toHaveLength(MAX_GONE_PAGES);
    expect(kept.at(-1)).toBe('last.html');
    expect(kept).not.toContain('p0.html');
  });
});
