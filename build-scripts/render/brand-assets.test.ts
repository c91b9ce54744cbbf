import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantSite } from '#core/site/types.ts';
import { buildPreviewSite, planSitePages } from '#site/data/site-data.ts';
import { type BrandAssetDirs, brandAssets, ICON_SIZES, pruneBrandCache, SHARE_HEIGHT, SHARE_WIDTH, wrapText } from './brand-assets.ts';

let root: string;
let dirs: BrandAssetDirs;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'brand-assets-'));
  dirs = { uploadsDir: path.join(root, 'uploads'), publicDir: path.join(root, 'public'), cacheDir: path.join(root, 'cache') };
  await fs.mkdir(path.join(dirs.uploadsDir, 'logos'), { recursive: true });
  await sharp({ create: { width: 400, height: 160, channels: 4, background: '#0a7f3f' } })
    .png()
    .toFile(path.join(dirs.uploadsDir, 'logos', 'logo.png'));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const file = (files: { path: string; content: string | Uint8Array }[], name: string | RegExp) => {
  const found = files.find((f) => (typeof name === 'string' ? f.path === name : name.test(f.path)));
  if (!found) throw new Error(`no ${String(name)} in ${files.map((f) => f.path).join(', ')}`);
  return Buffer.from(found.content);
};

function withLogo(site: TenantSite, src = '/uploads/logos/logo.png'): TenantSite {
  return { ...site, business: { ...site.business, logo: { src, alt: 'Logo', width: 400, height: 160 } } };
}

describe('brand images drawn at publish', () => {
  it('draws square PNG icons of every size, and different ones from the logo than from the industry mark', async () => {
    const site = buildPreviewSite('lawncare', 'http://localhost:3000');
    const plain = await brandAssets(site, dirs);
    const branded = await brandAssets(withLogo(site), dirs);
    expect(plain.icons.map((i) => i.size)).toEqual([...ICON_SIZES]);
    expect(branded.icons.map((i) => i.src)).toContain('/lawncare-preview/apple-touch-icon.png');
    for (const size of ICON_SIZES) {
      const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`;
      const meta = await sharp(file(branded.files, name)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      expect(file(branded.files, name).equals(file(plain.files, name))).toBe(false);
    }
    // The icon's corner is the logo's white margin; without a logo, the industry mark's rounded corner is transparent.
    const corner = async (png: Buffer) => (await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer())[3];
    expect(await corner(file(branded.files, 'icon-512.png'))).toBe(255);
    expect(await corner(file(plain.files, 'icon-512.png'))).toBe(0);
  });

  it('draws a 1200x630 share image for the home page and every service and city page', async () => {
    const site = buildPreviewSite('lawncare', 'http://localhost:3000');
    const { shareImages, files } = await brandAssets(site, dirs);
    const pages = planSitePages(site).filter((p) => ['home', 'service', 'city'].includes(p.page.kind));
    expect(Object.keys(shareImages).sort()).toEqual(pages.map((p) => p.path.slice(site.basePath.length).replace(/\/$/, '') || '/').sort());
    const home = shareImages['/']!;
    expect(home).toMatchObject({ width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: site.business.name });
    expect(home.src).toMatch(/^\/lawncare-preview\/share\/home-[0-9a-f]{10}\.jpg$/);
    const meta = await sharp(file(files, home.src.slice('/lawncare-preview/'.length))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_WIDTH, SHARE_HEIGHT]);
    expect(new Set(Object.values(shareImages).map((i) => i.src)).size).toBe(Object.keys(shareImages).length);
  });

  it('reuses a drawn image while its inputs stay, and draws a new one (new URL) when the name, colours or logo change', async () => {
    const site = buildPreviewSite('barber', 'http://localhost:3000');
    const first = await brandAssets(site, dirs);
    const cached = (await fs.readdir(dirs.cacheDir)).length;
    const again = await brandAssets(site, dirs);
    expect(again.shareImages).toEqual(first.shareImages);
    expect((await fs.readdir(dirs.cacheDir)).length).toBe(cached);

    const renamed = await brandAssets({ ...site, business: { ...site.business, name: 'Sharper Edge' } }, dirs);
    const recoloured = await brandAssets(
      { ...site, business: { ...site.business, theme: { ...site.business.theme, primaryDark: '#112233' } } },
      dirs,
    );
    const logo = await brandAssets(withLogo(site), dirs);
    for (const changed of [renamed, recoloured, logo]) expect(changed.shareImages['/']!.src).not.toBe(first.shareImages['/']!.src);
    expect(file(recoloured.files, 'icon-512.png').equals(file(first.files, 'icon-512.png'))).toBe(true);
  });

  it('reads a logo only inside the uploads folder, and publishes without a logo file that is missing', async () => {
    const site = buildPreviewSite('barber', 'http://localhost:3000');
    const plain = await brandAssets(site, dirs);
    for (const src of ['/uploads/../../../etc/passwd', '/uploads/logos/gone.png', '/etc/passwd']) {
      const out = await brandAssets(withLogo(site, src), dirs);
      expect(file(out.files, 'icon-512.png').equals(file(plain.files, 'icon-512.png'))).toBe(true);
    }
  });
});

describe('pruneBrandCache', () => {
  it('deletes the images no publish used for 30 days and keeps the ones a publish just used', async () => {
    const site = buildPreviewSite('house-cleaning', 'http://localhost:3000');
    await brandAssets(site, dirs);
    const names = await fs.readdir(dirs.cacheDir);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (const name of names) await fs.utimes(path.join(dirs.cacheDir, name), old, old);
    // A publish of the same site marks its images as used again.
    const used = await brandAssets(site, dirs);
    const removed = await pruneBrandCache(dirs.cacheDir);
    const left = await fs.readdir(dirs.cacheDir);
    expect(removed).toBe(names.length - left.length);
    expect(removed).toBeGreaterThan(0);
    expect(left.length).toBe(used.files.length);
    expect(await pruneBrandCache(path.join(root, 'no-such-folder'))).toBe(0);
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries and ends a cut last line with an ellipsis', () => {
    expect(wrapText('Evergreen Lawn Care', 26, 2)).toEqual(['Evergreen Lawn Care']);
    expect(wrapText('Prestige Mobile Detailing and Ceramic Coating of Scottsdale', 26, 2)).toEqual([
      'Prestige Mobile Detailing',
      'and Ceramic Coating of…',
    ]);
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 1)).toEqual(['Supercali…']);
  });
});
