import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../content/types.ts';
import { ADMIN_ROUTES } from './admin-routes.ts';
import { previewRedirect, previewSiteKey } from './routes.ts';
import { isPlatformSegment, isReservedSlug, isSlug, isTenantSlug, MAX_TENANT_SLUG_LENGTH, slugFor } from './slugs.ts';

const firstSegment = (path: string) => path.split('/')[1] ?? '';

describe('slug shape', () => {
  it('takes lowercase letters, digits and single inner hyphens', () => {
    for (const good of ['acme', 'a1', 'prestige-mobile-detailing', '24-7-plumbing']) expect(isSlug(good)).toBe(true);
    for (const bad of ['', 'Acme', 'acme--x', '-acme', 'acme-', 'acme_x', 'acme.com', 'acme x', 'café']) expect(isSlug(bad)).toBe(false);
  });
});

describe('reserved slugs', () => {
  it('reserves the first segment of every admin route', () => {
    const segments = Object.values(ADMIN_ROUTES)
      .map(firstSegment)
      .filter((s) => !s.startsWith(':'));
    expect(segments).toEqual(
      expect.arrayContaining(['login', 'set-password', 'reset-password', 'admin', 'dashboard', 'admin-dashboard', 'tenant-dashboard']),
    );
    for (const segment of segments) {
      expect(isReservedSlug(segment), segment).toBe(true);
      expect(isPlatformSegment(segment), segment).toBe(true);
    }
  });

  it('reserves every product page and preview tool of the spec route tables', () => {
    for (const path of [
      '/pricing',
      '/onboard',
      '/tenant-onboarding',
      '/booking',
      '/preview',
      '/preview-generator',
      '/locations',
      '/logout',
    ]) {
      expect(isReservedSlug(firstSegment(path)), path).toBe(true);
      expect(isPlatformSegment(firstSegment(path)), path).toBe(true);
    }
  });

  it('reserves the API, the shared asset folders and the files at the root of the product host', () => {
    for (const name of [
      'api',
      '_astro',
      'industries',
      'uploads',
      'admin-assets',
      'fragments',
      'robots.txt',
      'sitemap.xml',
      'manifest.webmanifest',
      'favicon.ico',
      'assets',
      'static',
    ]) {
      expect(isPlatformSegment(name), name).toBe(true);
      expect(isReservedSlug(name), name).toBe(true);
    }
  });

  it('reserves the product subdomains, so no business is unreachable by its own subdomain', () => {
    for (const name of ['www', 'admin', 'api', 'app']) expect(isReservedSlug(name), name).toBe(true);
  });

  it('reserves every preview site and every other spelling that redirects to one', () => {
    for (const industry of INDUSTRIES) expect(isReservedSlug(previewSiteKey(industry)), industry).toBe(true);
    expect(isReservedSlug('lawn-care-preview')).toBe(true);
    expect(previewRedirect('/lawn-care-preview')).toBeDefined();
    // A preview site is a site, not the product's own page: the resolver serves it by path.
    expect(isPlatformSegment('lawncare-preview')).toBe(false);
  });

  it('leaves ordinary business names free', () => {
    for (const slug of ['prestige-mobile-detailing', 'joes-preview', 'admin-pros', 'api-plumbing', 'lawncare', 'pending-demo']) {
      expect(isReservedSlug(slug), slug).toBe(false);
    }
  });
});

describe('isTenantSlug', () => {
  it('is the shape, one DNS label at most, and not reserved', () => {
    expect(isTenantSlug('prestige-mobile-detailing')).toBe(true);
    expect(isTenantSlug('a'.repeat(MAX_TENANT_SLUG_LENGTH))).toBe(true);
    expect(isTenantSlug('a'.repeat(MAX_TENANT_SLUG_LENGTH + 1))).toBe(false);
    for (const bad of [
      'admin',
      'dashboard',
      'login',
      'api',
      'www',
      'robots.txt',
      'sitemap.xml',
      'barber-preview',
      'lawn-care-preview',
      'Acme',
      'acme--x',
      '',
    ]) {
      expect(isTenantSlug(bad), bad).toBe(false);
    }
  });
});

describe('slugFor', () => {
  it('makes a slug of a business name', () => {
    expect(slugFor("Joe's Auto Spa")).toBe('joe-s-auto-spa');
    expect(slugFor('  Crème & Clean  ')).toBe('creme-and-clean');
    expect(slugFor('***')).toBe('');
  });

  it('cuts a long name to one DNS label without a trailing hyphen', () => {
    const slug = slugFor(`${'a'.repeat(62)} b`);
    expect(slug).toBe('a'.repeat(62));
    expect(slugFor('word '.repeat(30)).length).toBeLessThanOrEqual(MAX_TENANT_SLUG_LENGTH);
    expect(isSlug(slugFor('word '.repeat(30)))).toBe(true);
  });
});
