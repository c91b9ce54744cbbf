/**
 * Logo uploads (issue 18, decision 031): the kind of file is told by its bytes; an SVG is sanitized
 * and kept as a vector, a PNG, JPEG or WebP is decoded, resized once to fit LOGO_MAX_WIDTH x
 * LOGO_MAX_HEIGHT and re-encoded as WebP (alpha kept, metadata dropped). Files go to
 * DATA_DIR/uploads/logos/ with names we make, one uploads row each (kind 'logo') so a replaced logo
 * is retired like other uploads.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import {
  LOGO_MAX_BYTES,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
  LOGO_SVG_EMPTY_MESSAGE,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  looksLikeSvg,
} from '#core/branding/logo.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, IMAGE_UNREADABLE_MESSAGE, ImageUploadError, MAX_IMAGE_PIXELS } from './uploads.ts';

const RASTER_FORMATS = new Set(['png', 'jpeg', 'webp']);

export interface StoredLogo {
  uploadId: number;
  url: string;
  width: number;
  height: number;
}

interface LogoFile {
  data: Buffer;
  extension: 'svg' | 'webp';
  contentType: string;
  width: number;
  height: number;
}

async function svgLogo(bytes: Uint8Array): Promise<LogoFile> {
  // The sanitizer brings jsdom: loaded on the first SVG upload, not with every server start.
  const { sanitizeSvg } = await import('./svg-sanitize.ts');
  const clean = sanitizeSvg(Buffer.from(bytes).toString('utf8'));
  if (!clean) throw new ImageUploadError('not_image', LOGO_SVG_EMPTY_MESSAGE);
  const data = Buffer.from(clean, 'utf8');
  let meta: Metadata;
  try {
    // sharp (librsvg) renders it to learn its size: an SVG it cannot draw would show nothing on the site either.
    meta = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new ImageUploadError('not_image', LOGO_TYPE_MESSAGE);
  }
  if (!meta.width || !meta.height) throw new ImageUploadError('not_image', LOGO_TYPE_MESSAGE);
  return { data, extension: 'svg', contentType: 'image/svg+xml', width: meta.width, height: meta.height };
}

async function rasterLogo(bytes: Uint8Array): Promise<LogoFile> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw new ImageUploadError('not_image', LOGO_TYPE_MESSAGE);
  }
  if (!RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new ImageUploadError('not_image', LOGO_TYPE_MESSAGE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageUploadError('too_many_pixels', IMAGE_TOO_MANY_PIXELS_MESSAGE);
  try {
    const { data, info } = await input()
      .autoOrient()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, extension: 'webp', contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new ImageUploadError('unreadable', IMAGE_UNREADABLE_MESSAGE);
  }
}

/** The stored file of an uploaded logo. Throws ImageUploadError with the message the owner reads. */
export async function storeLogo(bytes: Uint8Array, tenantId: number, deps: { db: Db; uploadsDir: string }): Promise<StoredLogo> {
  if (bytes.byteLength > LOGO_MAX_BYTES) throw new ImageUploadError('too_large', LOGO_TOO_LARGE_MESSAGE);
  if (bytes.byteLength === 0) throw new ImageUploadError('not_image', LOGO_TYPE_MESSAGE);
  const logo = looksLikeSvg(bytes) ? await svgLogo(bytes) : await rasterLogo(bytes);
  const dir = path.join(deps.uploadsDir, 'logos');
  await fs.mkdir(dir, { recursive: true });
  const name = `${tenantId}-${randomBytes(8).toString('hex')}-${logo.width}.${logo.extension}`;
  const file = path.join(dir, name);
  await fs.writeFile(file, logo.data, { flag: 'wx' });
  const url = `/uploads/logos/${name}`;
  try {
    const [row] = await deps.db
      .insert(s.uploads)
      .values({
        tenantId,
        kind: 'logo',
        path: url,
        srcset: null,
        contentType: logo.contentType,
        bytes: logo.data.byteLength,
        width: logo.width,
        height: logo.height,
      })
      .returning({ id: s.uploads.id });
    return { uploadId: row!.id, url, width: logo.width, height: logo.height };
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
}
