/**
 * The live releases served from memory (issue 11 point 1), against real deploys on a real data
 * directory: a switch of the live link (publish or rollback) is seen by the very next request, a
 * small memory budget evicts without changing any answer, and a request never mixes two releases.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createAdminApp } from '#api/sites/admin-app.ts';
import { ReleaseIndex } from '#api/sites/release-index.ts';
import { createSiteHandler } from '#api/sites/site-handler.ts';
import { findFile, sendFile } from '#api/sites/static-files.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { dataPaths } from '#db/config.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let target: FsDeployTarget;
beforeAll(async () => {
  h = await startHarness();
  const paths = dataPaths(h.config);
  target = new FsDeployTarget(paths.releases, paths.live);
});
afterAll(() => h?.close());

/** A small site whose every file names its release; `pad` makes the releases' sizes (and so ETags) differ. */
const site = (label: string, pad = '') => [
  { path: 'index.html', content: `<!DOCTYPE html><title>${label}</title><p>home of ${label}${pad}</p>` },
  { path: 'services/wash.html', content: `<!DOCTYPE html><title>${label}</title><p>wash by ${label}${pad}</p>` },
  { path: 'robots.txt', content: `User-agent: * # ${label}${pad}\n` },
  { path: '404.html', content: `<!DOCTYPE html><title>${label}</title><p>not found in ${label}${pad}</p>` },
];

const body = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  return (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
};

describe('live releases from memory', () => {
  it("answers 410 with the site's 404 page for a page a publish removed, until a publish brings it back", async () => {
    const slug = 'gone-page-test';
    await target.deploy(slug, site('one'));
    expect((await h.request(`/${slug}/services/wash`)).status).toBe(200);
    await target.deploy(
      slug,
      site('two').filter((file) => file.path !== 'services/wash.html'),
    );
    const gone = await h.request(`/${slug}/services/wash`);
    expect(gone.status).toBe(410);
    expect(await body(gone)).toContain('not found in two');
    // Still gone after a later publish that does not have it either; never-existing pages stay 404.
    await target.deploy(
      slug,
      site('three').filter((file) => file.path !== 'services/wash.html'),
    );
    expect((await h.request(`/${slug}/services/wash/`)).status).toBe(410);
    expect((await h.request(`/${slug}/services/never-was`)).status).toBe(404);
    await target.deploy(slug, site('four'));
    const back = await h.request(`/${slug}/services/wash`);
    expect(back.status).toBe(200);
    expect(await body(back)).toContain('wash by four');
  });

  it('serves a publish to the very next request, and a rollback too', async () => {
    const slug = 'index-switch-test';
    const first = await target.deploy(slug, site('first'));
    // Read once so the index holds the first release before the switch.
    expect(await body(await h.request(`/${slug}`))).toContain('home of first');
    expect(await body(await h.request(`/${slug}/robots.txt`))).toContain('first');

    await target.deploy(slug, site('second'));
    expect(await body(await h.request(`/${slug}`))).toContain('home of second');
    expect(await body(await h.request(`/${slug}/services/wash`))).toContain('wash by second');
    expect(await body(await h.request(`/${slug}/robots.txt`, { headers: { 'Accept-Encoding': 'gzip' } }))).toContain('second');
    const missing = await h.request(`/${slug}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await body(missing)).toContain('not found in second');

    await target.rollback(slug, first.releaseId);
    expect(await body(await h.request(`/${slug}`))).toContain('home of first');
    expect(await body(await h.request(`/${slug}/services/wash/`))).toContain('wash by first');
  });

  it('keeps the bytes of the files a publish did not change, and reads only the changed ones', async () => {
    const releases = new ReleaseIndex(1024 * 1024);
    const handler = handlerWith(releases);
    const slug = 'index-unchanged-test';
    const liveLink = path.join(dataPaths(h.config).live, slug);
    const files = site('one');
    await target.deploy(slug, files);
    for (const page of ['/', '/services/wash', '/robots.txt']) {
      for (const encoding of ['br', 'gzip', '']) await handler.request(`/${slug}${page}`, { headers: { 'Accept-Encoding': encoding } });
    }
    // The home page changes; the service page and robots.txt are hard-linked into the new release.
    await target.deploy(
      slug,
      files.map((file) => (file.path === 'index.html' ? { ...file, content: `${file.content}<p>changed</p>` } : file)),
    );
    const release = (await releases.live(liveLink))!;
    for (const encoding of ['br', 'gzip', undefined]) {
      expect(releases.held(release, 'services/wash.html', encoding), `wash ${encoding}`).toBeDefined();
      expect(releases.held(release, 'index.html', encoding), `home ${encoding}`).toBeUndefined();
    }
    expect(releases.held(release, 'robots.txt', undefined)).toBeDefined();
    expect(await body(await handler.request(`/${slug}`))).toContain('changed');
    expect(releases.held(release, 'index.html', undefined)).toBeDefined();
  });

  // 64 KiB holds a few pages at a time; under 2 KiB nearly every file is streamed from disk.
  it.each([64 * 1024, 2 * 1024])('answers the same under a memory budget of %i bytes, evicting to stay within it', async (budget) => {
    const releases = new ReleaseIndex(budget);
    const small = handlerWith(releases);
    const slug = 'prestige-mobile-detailing';
    const pages = ['/', '/services/ceramic-coating', '/areas/mesa-az/', '/robots.txt', '/sitemap.xml'];
    // What the disk path (static-files.ts, still serving the shared assets) answers for the same file.
    const release = await fs.realpath(path.join(dataPaths(h.config).live, slug));
    const fromDisk = async (page: string, headers: Record<string, string>) => {
      const found = (await findFile(release, page))!;
      return sendFile(new Request('http://localhost:3000/', { headers }), found.file, found.stat, { cache: 'revalidate' });
    };
    const bodies = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const page of pages) {
        for (const encoding of ['br', 'gzip', '']) {
          const headers = { 'Accept-Encoding': encoding };
          const [expected, actual] = await Promise.all([
            fromDisk(page, headers),
            small.request(`http://localhost:3000/${slug}${page}`, { headers }),
          ]);
          expect(actual.status, page).toBe(expected.status);
          expect([...actual.headers]).toEqual([...expected.headers]);
          const bytes = Buffer.from(await actual.arrayBuffer());
          expect(bytes.equals(Buffer.from(await expected.arrayBuffer())), `${page} ${encoding}`).toBe(true);
          bodies.add(`${page} ${encoding}`);
          expect(releases.cachedBytes).toBeLessThanOrEqual(budget);
        }
      }
    }
    expect(bodies.size).toBe(pages.length * 3);
    // The budget was used, not skipped.
    expect(releases.cachedBytes).toBeGreaterThan(0);
  });

  it('never mixes two releases in one answer while the live link switches under reads', async () => {
    const slug = 'index-race-test';
    const a = await target.deploy(slug, site('release-a'));
    const etagOf = new Map<string, string>();
    etagOf.set('release-a', (await h.request(`/${slug}`)).headers.get('etag')!);
    const b = await target.deploy(slug, site('release-b', ' with more words'));
    etagOf.set('release-b', (await h.request(`/${slug}`)).headers.get('etag')!);
    expect(etagOf.get('release-a')).not.toBe(etagOf.get('release-b'));

    const seen = new Set<string>();
    const switches = (async () => {
      for (let i = 0; i < 40; i++) await target.rollback(slug, i % 2 ? b.releaseId : a.releaseId);
    })();
    const reads = Array.from({ length: 300 }, async (_, i) => {
      const res = await h.request(`/${slug}`, { headers: { 'Accept-Encoding': i % 2 ? 'gzip' : '' } });
      const text = await body(res);
      const label = /home of (release-[ab])/.exec(text)?.[1];
      expect(label, text).toBeDefined();
      expect(res.headers.get('etag'), label).toBe(etagOf.get(label!));
      if (!res.headers.get('content-encoding')) expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      seen.add(label!);
    });
    await Promise.all([switches, ...reads]);
    expect(seen.size).toBeGreaterThan(0);
  });
});

function handlerWith(releases: ReleaseIndex) {
  const handler = createSiteHandler({
    liveRoot: dataPaths(h.config).live,
    assets: [],
    baseDomain: h.config.baseDomain,
    customDomain: () => undefined,
    adminApp: {} as ReturnType<typeof createAdminApp>,
    releases,
  });
  return new Hono().all('*', handler.handle);
}
