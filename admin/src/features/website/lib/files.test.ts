import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_REQUIRED_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  avatarFileProblem,
} from '#core/validation/review.ts';
import { checkImageFile, imageFileProblem, sniffImageType } from './files.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0]);

const rules = {
  maxBytes: AVATAR_MAX_BYTES,
  tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
  notImageMessage: AVATAR_NOT_IMAGE_MESSAGE,
  emptyMessage: AVATAR_REQUIRED_MESSAGE,
};

describe('sniffImageType', () => {
  it('recognizes JPEG, PNG, GIF, WebP and AVIF by their first bytes', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(AVIF)).toBe('image/avif');
  });

  it('refuses anything else (text, PDF, SVG, too short)', () => {
    expect(sniffImageType(bytes('hello world!'))).toBeUndefined();
    expect(sniffImageType(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg xmlns="http'))).toBeUndefined();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeUndefined();
  });
});

describe('avatar check (spec 3 §5: an image under 5 MB)', () => {
  it('uses the spec message for a file of 5 MB or more', () => {
    expect(AVATAR_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' })).toBe('Avatar file must be less than 5MB');
    expect(imageFileProblem({ size: AVATAR_MAX_BYTES + 1, type: 'image/png' }, rules)).toBe('Avatar file must be less than 5MB');
    expect(imageFileProblem({ size: AVATAR_MAX_BYTES, type: 'image/png' }, rules)).toBeUndefined();
  });

  it('refuses a type that is not an image, and an empty file', () => {
    expect(imageFileProblem({ size: 10, type: 'application/pdf' }, rules)).toBe(AVATAR_NOT_IMAGE_MESSAGE);
    expect(imageFileProblem({ size: 10, type: 'image/svg+xml' }, rules)).toBe(AVATAR_NOT_IMAGE_MESSAGE);
    expect(imageFileProblem({ size: 0, type: 'image/png' }, rules)).toBe(AVATAR_REQUIRED_MESSAGE);
  });

  it('checks the content: a renamed text file is refused, a real image passes', async () => {
    expect(await checkImageFile(new Blob([bytes('not really a png')], { type: 'image/png' }), rules, avatarFileProblem)).toBe(
      AVATAR_NOT_IMAGE_MESSAGE,
    );
    expect(await checkImageFile(new Blob([PNG], { type: 'image/png' }), rules, avatarFileProblem)).toBeUndefined();
    // No type from the browser: the bytes decide.
    expect(await checkImageFile(new Blob([JPEG]), rules)).toBeUndefined();
  });

  it('checks the size before reading anything', async () => {
    const big = new Blob([new Uint8Array(AVATAR_MAX_BYTES + 1)], { type: 'image/jpeg' });
    expect(await checkImageFile(big, rules, avatarFileProblem)).toBe(AVATAR_TOO_LARGE_MESSAGE);
  });
});
