import { describe, expect, it } from 'vitest';
import { checkImageFile } from './files.ts';
import { GALLERY_IMAGE_MAX_BYTES, GALLERY_IMAGE_RULES, galleryFormProblems, toggleStockImage } from './gallery.ts';

describe('stock gallery choice', () => {
  const order = ['g1', 'g2', 'g3', 'g4'];
  it('toggles one image and keeps the gallery order', () => {
    expect(toggleStockImage(order, ['g3', 'g1'], 'g2')).toEqual(['g1', 'g2', 'g3']);
    expect(toggleStockImage(order, ['g1', 'g2'], 'g1')).toEqual(['g2']);
    expect(toggleStockImage(order, [], 'g4')).toEqual(['g4']);
  });
});

describe('Add Custom Image form', () => {
  it('needs an image and alt text; title and caption are optional', () => {
    expect(galleryFormProblems({ alt: '', title: '', caption: '' }, false)).toEqual({
      image: 'Please choose an image',
      alt: 'Alt text is required so people using screen readers know what the image shows',
    });
    expect(galleryFormProblems({ alt: 'Black SUV after a ceramic coating', title: '', caption: '' }, true)).toEqual({});
    expect(galleryFormProblems({ alt: '   ', title: '', caption: '' }, true).alt).toMatch(/required/);
  });

  it('limits the texts', () => {
    const errors = galleryFormProblems({ alt: 'x'.repeat(201), title: 'x'.repeat(121), caption: 'x'.repeat(501) }, true);
    expect(Object.keys(errors).sort()).toEqual(['alt', 'caption', 'title']);
  });

  it('checks the file: size, type and content', async () => {
    const big = new Blob([new Uint8Array(GALLERY_IMAGE_MAX_BYTES + 1)], { type: 'image/png' });
    expect(await checkImageFile(big, GALLERY_IMAGE_RULES)).toBe('Image file must be less than 5MB');
    expect(await checkImageFile(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), GALLERY_IMAGE_RULES)).toBe(
      GALLERY_IMAGE_RULES.notImageMessage,
    );
    expect(await checkImageFile(new Blob(['GIF89a......'], { type: 'image/gif' }), GALLERY_IMAGE_RULES)).toBeUndefined();
  });
});
