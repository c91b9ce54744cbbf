/**
 * Owner uploads (review avatars, custom gallery images). Nothing the client says about the file is
 * trusted: the type comes from the bytes (sharp reads the header), the name is ours, and every image
 * is decoded and re-encoded as WebP at fixed sizes, auto-rotated and without its metadata (EXIF, GPS).
 * Files live under DATA_DIR/uploads/{avatars|gallery}/ and are served at /uploads/... as immutable.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE_MESSAGE, AVATAR_TOO_LARGE_MESSAGE } from '#core/validation/review.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';

export type UploadKind = 'avatar' | 'gallery';

/** Spec 1 §9 / spec 3 §9: 5 MB per image. */
export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** A multipart body carries the file plus a few short fields; anything bigger is refused before it is read. */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;
/** Decompression bombs: a small PNG can claim 100 000 x 100 000 pixels. 50 MP covers phone cameras. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_NOT_IMAGE_MESSAGE = AVATAR_NOT_IMAGE_MESSAGE;
export const GALLERY_TOO_LARGE_MESSAGE = 'Image file must be less than 5MB';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'Image is too large: at most 50 megapixels';
export const IMAGE_UNREADABLE_MESSAGE = 'The image could not be read. Please try another file.';

const tooLargeMessage = (kind: UploadKind) => (kind === 'avatar' ? AVATAR_TOO_LARGE_MESSAGE : GALLERY_TOO_LARGE_MESSAGE);

/** Formats accepted as they come out of sharp's metadata (AVIF is HEIF with AV1 compression). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export type ImageUploadErrorCode = 'too_large' | 'not_image' | 'too_many_pixels' | 'unreadable';

/** A problem with the uploaded file itself: the route answers 400 with `message`. */
export class ImageUploadError extends Error {
  constructor(
    readonly code: ImageUploadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

/** Output sizes: avatars square cover crops at 160 and 320; gallery widths 600 and 1200, aspect kept, never enlarged. */
const AVATAR_SIZES = [160, 320] as const;
const GALLERY_WIDTHS = [600, 1200] as const;
const WEBP = { quality: 75, effort: 4 } as const;

export interface StoredImage {
  /** Id of the uploads row. */
  id: number;
  /** URL of the largest variant (/uploads/...). */
  path: string;
  /** Every variant, "url 160w, url 320w". */
  srcset: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** Bytes written, all variants together. */
  bytes: number;
  /** URL of each variant by width. */
  variants: { url: string; width: number; height: number; bytes: number }[];
}

const FOLDER: Record<UploadKind, string> = { avatar: 'avatars', gallery: 'gallery' };

export interface InspectedImage {
  /** A fresh sharp pipeline over the checked bytes. */
  input: () => Sharp;
  /** Width after EXIF orientation (a portrait phone photo is stored landscape with an orientation tag). */
  uprightWidth: number;
}

/**
 * Checks an upload from its bytes alone: at most 5 MB (`tooLarge` is the message naming the limit),
 * one of JPEG, PNG, WebP, GIF or AVIF, at most 50 megapixels. Throws ImageUploadError otherwise.
 */
export async function inspectImage(buffer: Uint8Array, tooLarge: string): Promise<InspectedImage> {
  if (buffer.byteLength > IMAGE_MAX_BYTES) throw new ImageUploadError('too_large', tooLarge);
  if (buffer.byteLength === 0) throw new ImageUploadError('not_image', IMAGE_NOT_IMAGE_MESSAGE);
  const input = () => sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw new ImageUploadError('not_image', IMAGE_NOT_IMAGE_MESSAGE);
  }
  const accepted = ACCEPTED_FORMATS.has(meta.format) || (meta.format === 'heif' && meta.compression === 'av1');
  if (!accepted || !meta.width || !meta.height) throw new ImageUploadError('not_image', IMAGE_NOT_IMAGE_MESSAGE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageUploadError('too_many_pixels', IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return { input, uprightWidth: meta.autoOrient?.width ?? meta.width };
}

/** One WebP of a checked image at most `width` wide: upright, never enlarged, without metadata (EXIF, GPS). */
export async function webpOf(image: InspectedImage, width: number): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await image
      .input()
      .autoOrient()
      .resize({ width: Math.min(width, image.uprightWidth), withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageUploadError('unreadable', IMAGE_UNREADABLE_MESSAGE);
  }
}

/**
 * Checks, resizes and stores one image; inserts its uploads row. Throws ImageUploadError for a file
 * that is too big, not one of JPEG, PNG, WebP, GIF or AVIF, too many pixels or unreadable.
 */
export async function storeImage(
  buffer: Uint8Array,
  options: { kind: UploadKind; tenantId: number },
  deps: { db: Db; uploadsDir: string },
): Promise<StoredImage> {
  const { kind, tenantId } = options;
  const { input, uprightWidth } = await inspectImage(buffer, tooLargeMessage(kind));

  const variants: { width: number; data: Buffer; info: OutputInfo }[] = [];
  try {
    if (kind === 'avatar') {
      for (const size of AVATAR_SIZES) {
        const { data, info } = await input()
          .autoOrient()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp(WEBP)
          .toBuffer({ resolveWithObject: true });
        variants.push({ width: size, data, info });
      }
    } else {
      const widths = [...new Set(GALLERY_WIDTHS.map((w) => Math.min(w, uprightWidth)))];
      for (const width of widths) {
        const { data, info } = await webpOf({ input, uprightWidth }, width);
        variants.push({ width: info.width, data, info });
      }
    }
  } catch {
    throw new ImageUploadError('unreadable', IMAGE_UNREADABLE_MESSAGE);
  }

  const folder = FOLDER[kind];
  const dir = path.join(deps.uploadsDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const base = `${tenantId}-${randomBytes(8).toString('hex')}`;
  const written: string[] = [];
  const out: StoredImage['variants'] = [];
  try {
    for (const v of variants) {
      const name = `${base}-${v.info.width}.webp`;
      const file = path.join(dir, name);
      await fs.writeFile(file, v.data, { flag: 'wx' });
      written.push(file);
      out.push({ url: `/uploads/${folder}/${name}`, width: v.info.width, height: v.info.height, bytes: v.data.byteLength });
    }
    const largest = out[out.length - 1]!;
    const srcset = out.map((v) => `${v.url} ${v.width}w`).join(', ');
    const bytes = out.reduce((sum, v) => sum + v.bytes, 0);
    const [row] = await deps.db
      .insert(s.uploads)
      .values({ tenantId, kind, path: largest.url, srcset, contentType: 'image/webp', bytes, width: largest.width, height: largest.height })
      .returning({ id: s.uploads.id });
    return { id: row!.id, path: largest.url, srcset, width: largest.width, height: largest.height, bytes, variants: out };
  } catch (error) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    throw error;
  }
}

/** The file name of one variant as reviews.avatar_filename stores it (build-scripts/render/load-site.ts avatarOf). */
export function avatarFileName(stored: StoredImage, width = 160): string {
  const variant = stored.variants.find((v) => v.width === width) ?? stored.variants[0]!;
  return path.posix.basename(variant.url);
}

export type MultipartResult = { ok: true; form: FormData } | { ok: false; reason: 'not_multipart' | 'too_large' | 'malformed' };

/**
 * Reads a multipart/form-data body without trusting its size: a declared Content-Length over the
 * limit is refused before anything is read, and the stream is cut off as soon as it passes the limit
 * (chunked bodies declare nothing).
 */
export async function readMultipart(c: Context, maxBytes = MAX_UPLOAD_BODY_BYTES): Promise<MultipartResult> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { ok: false, reason: 'not_multipart' };
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, reason: 'too_large' };
  const body = c.req.raw.body;
  if (!body) return { ok: false, reason: 'malformed' };
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, reason: 'too_large' };
    }
    chunks.push(value);
  }
  try {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** The uploaded file of a form field, or undefined when the field is absent, a plain text value or empty. */
export async function formFile(form: FormData, field: string): Promise<Uint8Array | undefined> {
  const value = form.get(field);
  if (value === null || typeof value === 'string' || value.size === 0) return undefined;
  return new Uint8Array(await value.arrayBuffer());
}

/** A text field of a form, trimmed ('' when absent or a file). */
export function formText(form: FormData, field: string): string {
  const value = form.get(field);
  return typeof value === 'string' ? value.trim() : '';
}
