import { mkdtempSync, promises as fs, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FsDeployTarget, ReleaseNotFoundError } from './fs-target.ts';

function target(keep = 10) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  return { root, t: new FsDeployTarget(path.join(root, 'releases'), path.join(root, 'live'), keep) };
}

const live = (root: string, file: string) => readFileSync(path.join(root, 'live', 'acme', file), 'utf8');

describe('FsDeployTarget', () => {
  it('switches the live site to each new release, with precompressed variants', async () => {
    const { root, t } = target();
    await t.deploy('acme', [{ path: 'index.html', content: '<h1>one</h1>' }]);
    expect(live(root, 'index.html')).toBe('<h1>one</h1>');
    await t.deploy('acme', [{ path: 'index.html', content: '<h1>two</h1>' }, { path: 'services/ppf/index.html', content: 'ppf' }]);
    expect(live(root, 'index.html')).toBe('<h1>two</h1>');
    expect(gunzipSync(readFileSync(path.join(root, 'live/acme/index.html.gz'))).toString()).toBe('<h1>two</h1>');
    expect(brotliDecompressSync(readFileSync(path.join(root, 'live/acme/services/ppf/index.html.br'))).toString()).toBe('ppf');
  });

  it('carries unchanged files over as hard links instead of rewriting them', async () => {
    const { root, t } = target();
    const first = await t.deploy('acme', [{ path: 'a.html', content: 'same' }, { path: 'b.html', content: 'old' }]);
    const second = await t.deploy('acme', [{ path: 'a.html', content: 'same' }, { path: 'b.html', content: 'new' }]);
    expect(second).toMatchObject({ written: 1, unchanged: 1 });
    const inode = (id: string, f: string) => statSync(path.join(root, 'releases/acme', id, f)).ino;
    expect(inode(first.releaseId, 'a.html')).toBe(inode(second.releaseId, 'a.html'));
    expect(inode(first.releaseId, 'b.html')).not.toBe(inode(second.releaseId, 'b.html'));
    expect(readFileSync(path.join(root, 'releases/acme', first.releaseId, 'b.html'), 'utf8')).toBe('old');
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

  it('keeps only the newest releases', async () => {
    const { t } = target(3);
    for (let i = 0; i < 5; i++) await t.deploy('acme', [{ path: 'index.html', content: `v${i}` }]);
    const releases = await t.releases('acme');
    expect(releases).toHaveLength(3);
    expect(releases[0]?.live).toBe(true);
  });

  it('refuses file paths that escape the release and bad site keys, leaving the live release alone', async () => {
    const { root, t } = target();
    await t.deploy('acme', [{ path: 'index.html', content: 'safe' }]);
    await expect(t.deploy('acme', [{ path: '../../evil.html', content: 'x' }])).rejects.toThrow(/escapes/);
    await expect(t.deploy('../x', [])).rejects.toThrow(/Invalid site key/);
    expect(live(root, 'index.html')).toBe('safe');
    const leftovers = (await fs.readdir(path.join(root, 'releases/acme'))).filter((n) => n.startsWith('.staging'));
    expect(leftovers).toEqual([]);
  });
});
