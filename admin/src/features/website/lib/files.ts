/**
 * Checks of an image the owner picks (review avatar, custom gallery image) before it is sent. The
 * server is the authority (it decodes the bytes and resizes); here the owner hears at once that a
 * file is too big or is not a picture, including one with a misleading name or type, by looking
 * at the first bytes of the file.
 */
import { ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES } from '#core/validation/review.ts';

export { ACCEPTED_IMAGE_ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES };
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

/** The image type the bytes say the file is (JPEG, PNG, GIF, WebP, AVIF), or undefined. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'image/avif';
  return undefined;
}

export interface ImageFileRules {
  maxBytes: number;
  tooLargeMessage: string;
  notImageMessage: string;
  emptyMessage: string;
}

/** The check on what the browser says about the file (type and size); undefined when it passes. */
export function imageFileProblem(file: { size: number; type: string }, rules: ImageFileRules): string | undefined {
  if (file.size === 0) return rules.emptyMessage;
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return rules.notImageMessage;
  if (file.size > rules.maxBytes) return rules.tooLargeMessage;
  return undefined;
}

/**
 * The whole check: the quick one, then the file's first bytes. `firstProblem` lets a caller use its
 * own quick check (the avatar uses core's `avatarFileProblem`).
 */
export async function checkImageFile(
  file: Blob,
  rules: ImageFileRules,
  firstProblem: (file: { size: number; type: string }) => string | undefined = (f) => imageFileProblem(f, rules),
): Promise<string | undefined> {
  const problem = firstProblem(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) ? undefined : rules.notImageMessage;
}
