/**
 * Gallery rules: the stock choice (ids of the chosen industry images, in the gallery's order) and
 * the Add Custom Image form (an image file checked by type, size and content; alt text required
 * for accessibility; title and caption optional).
 */
import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE_MESSAGE } from '#core/validation/review.ts';
import type { ImageFileRules } from './files.ts';

/**
 * Largest custom gallery image the form sends: the server's limit (api/lib/uploads.ts, the same
 * 5 MB as an avatar); it resizes what it keeps.
 */
export const GALLERY_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

export const GALLERY_IMAGE_RULES: ImageFileRules = {
  maxBytes: GALLERY_IMAGE_MAX_BYTES,
  tooLargeMessage: 'Image file must be less than 5MB',
  notImageMessage: AVATAR_NOT_IMAGE_MESSAGE,
  emptyMessage: 'Please choose an image',
};

/** The server's limits (api/routes/gallery.ts). */
export const GALLERY_TEXT_LIMITS = { alt: 200, title: 120, caption: 500 } as const;

/** Chosen ids after a click on one image, kept in the order of the stock list. */
export function toggleStockImage(order: readonly string[], selected: readonly string[], id: string): string[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return order.filter((x) => next.has(x));
}

export interface GalleryFormValues {
  alt: string;
  title: string;
  caption: string;
}

export type GalleryFormErrors = Partial<Record<'image' | keyof GalleryFormValues, string>>;

/** The text fields' problems (the file is checked on its own, asynchronously). */
export function galleryFormProblems(values: GalleryFormValues, hasImage: boolean): GalleryFormErrors {
  const errors: GalleryFormErrors = {};
  if (!hasImage) errors.image = GALLERY_IMAGE_RULES.emptyMessage;
  if (!values.alt.trim()) errors.alt = 'Alt text is required so people using screen readers know what the image shows';
  else if (values.alt.trim().length > GALLERY_TEXT_LIMITS.alt)
    errors.alt = `Alt text must be at most ${GALLERY_TEXT_LIMITS.alt} characters`;
  if (values.title.trim().length > GALLERY_TEXT_LIMITS.title)
    errors.title = `Title must be at most ${GALLERY_TEXT_LIMITS.title} characters`;
  if (values.caption.trim().length > GALLERY_TEXT_LIMITS.caption)
    errors.caption = `Caption must be at most ${GALLERY_TEXT_LIMITS.caption} characters`;
  return errors;
}
