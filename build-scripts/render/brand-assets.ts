/**
 * The images a publish makes from a business's brand (issue 18): PNG icons (favicon, Apple touch
 * icon, the manifest's 192 and 512) from the owner's logo, or from the industry mark on the brand
 * colour without one, and a 1200x630 share image (Open Graph, Twitter) for the home page and each
 * service and city page, from the business name, the logo and the hero picture.
 *
 * Rendering a share image takes sharp a few hundred milliseconds, far more than a page, so every
 * image is kept in a cache folder under the hash of everything it is drawn from: a publish that
 * changed none of a picture's inputs copies it instead of drawing it again.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { AAA_TEXT_CONTRAST, inkFor } from '#core/branding/colors.ts';
import type { ImageRef } from '#core/content/types.ts';
import { type AppConfig, dataPaths } from '#db/config.ts';
import type { SiteIcon, TenantSite } from '#core/site/types.ts';
import { planSitePages } from '#site/data/site-data.ts';
import type { SiteFile } from './renderer.ts';
import { iconSvg } from './site-files.ts';

export interface BrandAssetDirs {
  /** DATA_DIR/uploads: where the logo's /uploads/... file lies. */
  uploadsDir: string;
  /** The stock pictures' public folder (.generated/public): where the hero's /industries/... file lies. */
  publicDir: string;
  /** Where drawn images are kept by input hash, shared by every tenant and publish. */
  cacheDir: string;
}

/** The folders of a configured installation (server, publish workers, rebuild). */
export function brandAssetDirs(config: Pick<AppConfig, 'dataDir' | 'generatedPublicDir'>): BrandAssetDirs {
  const paths = dataPaths(config);
  return { uploadsDir: paths.uploads, publicDir: config.generatedPublicDir, cacheDir: paths.brandCache };
}

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** Sizes of the PNG icons: favicon, Apple touch icon, the manifest's two. */
export const ICON_SIZES = [32, 180, 192, 512] as const;
/** Bumped when the drawing changes, so cached images of the old drawing are not reused. */
const DRAWING_VERSION = '1';

export interface BrandAssets {
  files: SiteFile[];
  icons: SiteIcon[];
  /** Share image by page path relative to the site ('/', '/services/ppf', '/areas/mesa-az'). */
  shareImages: Record<string, ImageRef>;
}

/** A file an image is drawn from: its bytes, read once per publish. */
async function readSource(file: string | undefined): Promise<Buffer | undefined> {
  if (!file) return undefined;
  try {
    return await fs.readFile(file);
  } catch {
    // A logo or picture missing on disk must not stop the site from publishing: the drawing goes without it.
    return undefined;
  }
}

/** Only paths under the folder they claim to be in are read, whatever the database says. */
function fileUnder(root: string, prefix: string, src: string | undefined): string | undefined {
  if (!src?.startsWith(prefix)) return undefined;
  const file = path.resolve(root, decodeURIComponent(src.slice(prefix.length)));
  return file.startsWith(path.resolve(root) + path.sep) ? file : undefined;
}

function hash(...parts: (string | Buffer | undefined)[]): string {
  const h = createHash('sha256').update(DRAWING_VERSION);
  for (const part of parts) h.update('\0').update(part ?? '');
  return h.digest('hex').slice(0, 20);
}

async function cached(cacheDir: string, key: string, ext: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir, `${key}.${ext}`);
  try {
    const bytes = await fs.readFile(file);
    // Its time says when a publish last used it: pruneBrandCache keeps what is in use.
    const now = new Date();
    await fs.utimes(file, now, now);
    return bytes;
  } catch {
    const bytes = await draw();
    await fs.mkdir(cacheDir, { recursive: true });
    // Written aside then renamed: two workers drawing the same image never leave a half-written file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
    return bytes;
  }
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap by an average glyph width; text that does not fit in `maxLines` ends with an ellipsis. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  const fitted = lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  if (fitted.length <= maxLines) return fitted;
  const kept = fitted.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = last.length < maxChars ? `${last}…` : `${last.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** The PNG icons: the logo centred on white with a margin, or the industry's rounded brand-colour square. */
async function drawIcons(site: TenantSite, logo: Buffer | undefined, cacheDir: string): Promise<{ size: number; png: Buffer }[]> {
  const source = logo ?? Buffer.from(iconSvg(site));
  const key = hash('icon', source);
  return Promise.all(
    ICON_SIZES.map(async (size) => ({
      size,
      png: await cached(cacheDir, `${key}-${size}`, 'png', async () => {
        if (!logo) return sharp(source, { density: 300 }).resize(size, size).png().toBuffer();
        const inner = Math.round(size * 0.8);
        const mark = await sharp(logo, { density: 300 })
          .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
          .png()
          .toBuffer();
        return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
          .composite([{ input: mark, gravity: 'centre' }])
          .png()
          .toBuffer();
      }),
    })),
  );
}

interface ShareText {
  /** The page's own line: the service or city, or the tagline on the home page. */
  heading: string;
  name: string;
  footer: string;
}

/** What every share image of a site has in common, drawn once per publish: the darkened hero and the logo on its plate. */
async function shareBackdrop(site: TenantSite, hero: Buffer | undefined, logo: Buffer | undefined): Promise<Buffer> {
  // White text on the dark colour as the site paints it (darkened to AAA where the owner's is too light).
  const dark = inkFor(site.business.theme.primaryDark, '#ffffff', AAA_TEXT_CONTRAST);
  const shade = Buffer.from(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">`,
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">',
      `<stop offset="0" stop-color="${dark}" stop-opacity="0.94"/><stop offset="0.65" stop-color="${dark}" stop-opacity="0.78"/><stop offset="1" stop-color="${dark}" stop-opacity="0.35"/>`,
      '</linearGradient></defs>',
      `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#g)"/>`,
      `<rect x="0" y="${SHARE_HEIGHT - 12}" width="${SHARE_WIDTH}" height="12" fill="${site.business.theme.accent}"/>`,
      '</svg>',
    ].join(''),
  );
  const layers: OverlayOptions[] = [{ input: shade, top: 0, left: 0 }];
  if (logo) {
    const mark = await sharp(logo, { density: 300 })
      .resize(320, 120, { fit: 'inside', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    const w = mark.info.width + 32;
    const h = mark.info.height + 32;
    const plate = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="20" fill="#ffffff"/></svg>`,
    );
    layers.push({ input: plate, top: 64, left: SHARE_PAD }, { input: mark.data, top: 80, left: SHARE_PAD + 16 });
  }
  const base = hero
    ? sharp(hero).resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
    : sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: dark } });
  return base.composite(layers).removeAlpha().raw().toBuffer();
}

const SHARE_PAD = 72;

/** One page's share image: its texts over the site's backdrop (raw RGB from shareBackdrop). */
async function drawShareImage(backdrop: Buffer, text: ShareText, withLogo: boolean): Promise<Buffer> {
  const nameLines = wrapText(text.name, 26, 2);
  const headingLines = text.heading ? wrapText(text.heading, 40, 2) : [];
  let y = withLogo ? 300 : 230;
  const lines: string[] = [];
  for (const line of nameLines) {
    lines.push(`<text x="${SHARE_PAD}" y="${y}" font-size="64" font-weight="800">${xml(line)}</text>`);
    y += 74;
  }
  y += 6;
  for (const line of headingLines) {
    lines.push(`<text x="${SHARE_PAD}" y="${y}" font-size="38" font-weight="600" fill-opacity="0.92">${xml(line)}</text>`);
    y += 48;
  }
  lines.push(
    `<text x="${SHARE_PAD}" y="${SHARE_HEIGHT - 56}" font-size="28" font-weight="600" fill-opacity="0.85">${xml(text.footer)}</text>`,
  );
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${lines.join('')}</svg>`,
  );
  return sharp(backdrop, { raw: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3 } })
    .composite([{ input: overlay, top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Which pages get their own share image, and what each says. */
function sharePages(site: TenantSite): { page: string; file: string; text: ShareText; alt: string }[] {
  const b = site.business;
  const footer = [b.location, b.phoneDigits ? b.phoneDisplay : ''].filter(Boolean).join('  ·  ');
  const out: { page: string; file: string; text: ShareText; alt: string }[] = [];
  for (const { path: urlPath, page } of planSitePages(site)) {
    const rel = urlPath.slice(site.basePath.length).replace(/\/$/, '') || '/';
    const slug = rel.split('/').pop() ?? '';
    if (page.kind === 'home') {
      out.push({ page: '/', file: 'share/home', text: { name: b.name, heading: b.tagline ?? b.industryTitle, footer }, alt: b.name });
    } else if (page.kind === 'service') {
      const name = page.service?.name ?? page.content.title;
      out.push({ page: rel, file: `share/services/${slug}`, text: { name: b.name, heading: name, footer }, alt: `${name} by ${b.name}` });
    } else if (page.kind === 'city') {
      const heading = `${b.industryTitle} in ${page.area.city}, ${page.area.state}`;
      out.push({ page: rel, file: `share/areas/${slug}`, text: { name: b.name, heading, footer }, alt: `${b.name}: ${heading}` });
    }
  }
  return out;
}

/** A drawn image no publish has used for this long is deleted (its site has changed since, or is gone). */
export const BRAND_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes the cached images no publish has used within `maxAgeMs`; returns how many. Run at server start. */
export async function pruneBrandCache(cacheDir: string, maxAgeMs = BRAND_CACHE_MAX_AGE_MS, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(cacheDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(cacheDir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && now - stat.mtimeMs > maxAgeMs) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

/** Every brand image of a site, and the references its pages and manifest point at. */
export async function brandAssets(site: TenantSite, dirs: BrandAssetDirs): Promise<BrandAssets> {
  const logoFile = fileUnder(dirs.uploadsDir, '/uploads/', site.business.logo?.src);
  const heroRef = site.hero.images[0]?.desktop;
  const heroFile = fileUnder(dirs.publicDir, '/', heroRef?.src);
  const [logo, hero] = await Promise.all([readSource(logoFile), readSource(heroFile)]);

  const files: SiteFile[] = [];
  const icons: SiteIcon[] = [];
  for (const { size, png } of await drawIcons(site, logo, dirs.cacheDir)) {
    const name = size === 180 ? 'apple-touch-icon.png' : `icon-${size}.png`;
    files.push({ path: name, content: png });
    icons.push({ src: `${site.basePath}/${name}`, size });
  }

  const shareImages: Record<string, ImageRef> = {};
  const backdropKey = hash('backdrop', JSON.stringify(site.business.theme), logo, hero);
  let backdrop: Promise<Buffer> | undefined;
  for (const item of sharePages(site)) {
    const key = hash('share', backdropKey, JSON.stringify(item.text));
    const jpg = await cached(dirs.cacheDir, key, 'jpg', async () => {
      backdrop ??= shareBackdrop(site, hero, logo);
      return drawShareImage(await backdrop, item.text, !!logo);
    });
    // The hash in the name: a changed picture gets a new URL, which social networks fetch afresh.
    const file = `${item.file}-${key.slice(0, 10)}.jpg`;
    files.push({ path: file, content: jpg });
    shareImages[item.page] = { src: `${site.basePath}/${file}`, alt: item.alt, width: SHARE_WIDTH, height: SHARE_HEIGHT };
  }
  return { files, icons, shareImages };
}
