import { describe, expect, it } from 'vitest';
import { sectionPreviewUrl } from './preview.ts';
import { searchResultUrl } from './seo.ts';

describe('the search-result preview', () => {
  it('prints the address as search engines do: host, then the path after ›', () => {
    expect(searchResultUrl('http://localhost:3000/prestige-mobile-detailing')).toBe('localhost:3000 › prestige-mobile-detailing');
    expect(searchResultUrl('https://sparkle.example.com/')).toBe('sparkle.example.com');
    expect(searchResultUrl('not a url')).toBe('not a url');
  });
});

describe('the Brand cards’ Preview link', () => {
  it('opens the top of the live page, where the header shows logo and colours', () => {
    expect(sectionPreviewUrl('http://localhost:3000/acme', 'brand', false)).toBe('http://localhost:3000/acme#top');
  });
});
