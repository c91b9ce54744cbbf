/** The logo upload's rules (issue 18): which files, how big, which variants; messages the API and the Brand card share. */

/** The main logo, and optional variants for dark and light backgrounds (spec 1 §3 logo darkUrl, lightUrl). */
export const LOGO_VARIANTS = ['main', 'dark', 'light'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

/** A logo is small; 2 MB leaves room for a detailed PNG and keeps the sanitizer's work bounded for SVG. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The stored raster logo fits in this box (never enlarged): twice the largest place the site shows it. */
export const LOGO_MAX_WIDTH = 800;
export const LOGO_MAX_HEIGHT = 400;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

export const LOGO_REQUIRED_MESSAGE = 'Logo file is required';
export const LOGO_TOO_LARGE_MESSAGE = 'Logo file must be less than 2MB';
export const LOGO_TYPE_MESSAGE = 'Logo must be a PNG, JPEG, WebP or SVG image';
export const LOGO_SVG_EMPTY_MESSAGE = 'The SVG has nothing left to show once scripts and external references are removed';
export const LOGO_VARIANT_MESSAGE = `Variant must be one of ${LOGO_VARIANTS.join(', ')}`;

/**
 * Whether the bytes are an SVG document (text starting with an XML prolog, comments or a DOCTYPE,
 * then <svg>): the kind of an upload is told by its bytes, never by its name or declared type.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
    head,
  );
}
