import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrorMessage } from './errors.ts';
import { sectionPreviewUrl } from './preview.ts';

describe('section preview links', () => {
  const site = 'http://localhost:3500/prestige-mobile-detailing';
  it('point at the section anchors of the public page, desktop or phone variant', () => {
    expect(sectionPreviewUrl(site, 'hero', true)).toBe(`${site}#top`);
    expect(sectionPreviewUrl(site, 'services', true)).toBe(`${site}#services-desktop`);
    expect(sectionPreviewUrl(site, 'services', false)).toBe(`${site}#services`);
    expect(sectionPreviewUrl(site, 'reviews', false)).toBe(`${site}#reviews`);
    expect(sectionPreviewUrl(site, 'faq', true)).toBe(`${site}#faq`);
    expect(sectionPreviewUrl(site, 'gallery', true)).toBe(`${site}#gallery-desktop`);
    expect(sectionPreviewUrl(`${site}#old`, 'gallery', false)).toBe(`${site}#gallery`);
  });
});

describe('error messages (spec 3 §8)', () => {
  it('show the server message, else the HTTP status, else the network message', () => {
    expect(errorMessage(new ApiError('x', { status: 403, code: 'FORBIDDEN', serverMessage: 'Tenant is not approved' }), 'f')).toBe(
      'Tenant is not approved',
    );
    expect(errorMessage(new ApiError('x', { status: 502, code: 'HTTP_ERROR' }), 'f')).toBe('HTTP error! status: 502');
    expect(errorMessage(new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' }), 'f')).toBe(
      'Network error. Please try again.',
    );
    expect(errorMessage('weird', 'Failed to fetch website content')).toBe('Failed to fetch website content');
  });

  it("prefer a field's own message of a 400 answer", () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      code: 'HTTP_ERROR',
      serverMessage: 'Validation failed',
      fields: { hero_title: 'Hero title must be at most 120 characters' },
    });
    expect(fieldErrorMessage(error, 'hero_title')).toBe('Hero title must be at most 120 characters');
    expect(fieldErrorMessage(error, 'hero_subtitle')).toBe('Validation failed');
  });
});
