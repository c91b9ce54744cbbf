import { describe, expect, it } from 'vitest';
import { PLATFORM_SEGMENTS, PLATFORM_SUBDOMAINS } from '#core/site/slugs.ts';
import { ADMIN_ASSETS_PREFIX } from './admin-app.ts';
import { hostnameOf, resolveSite } from './resolve.ts';

const options = { baseDomain: 'localhost', customDomain: (h: string) => (h === 'www.prestige-detail.com' ? 'prestige' : undefined) };

describe('resolveSite', () => {
  it('resolves a subdomain of the base domain, with or without a port', () => {
    expect(resolveSite('prestige.localhost:3000', '/', options)).toEqual({
      kind: 'site',
      siteKey: 'prestige',
      path: '/',
      via: 'subdomain',
    });
    expect(resolveSite('prestige.localhost', '/services/ppf', options)).toMatchObject({ siteKey: 'prestige', path: '/services/ppf' });
  });

  it('strips the slug prefix that page links carry on subdomains and custom domains', () => {
    expect(resolveSite('prestige.localhost', '/prestige/services/ppf', options)).toMatchObject({ path: '/services/ppf' });
    expect(resolveSite('www.prestige-detail.com', '/prestige', options)).toMatchObject({ siteKey: 'prestige', path: '/', via: 'domain' });
  });

  it('resolves the first path segment on the platform host', () => {
    expect(resolveSite('localhost:3000', '/prestige', options)).toEqual({ kind: 'site', siteKey: 'prestige', path: '/', via: 'path' });
    expect(resolveSite('127.0.0.1:3000', '/prestige/areas/mesa-az', options)).toMatchObject({
      siteKey: 'prestige',
      path: '/areas/mesa-az',
    });
  });

  it('keeps the product routes on the platform', () => {
    for (const path of ['/', '/pricing', '/onboard', '/login', '/api/health', '/_astro/x.js', '/admin']) {
      expect(resolveSite('localhost', path, options).kind).toBe('platform');
    }
    expect(resolveSite('admin.localhost', '/', options).kind).toBe('platform');
  });

  it('never takes a reserved first segment or subdomain of core/site/slugs.ts for a site, the platform fragments included', () => {
    for (const segment of PLATFORM_SEGMENTS) expect(resolveSite('localhost', `/${segment}/x`, options).kind, segment).not.toBe('site');
    for (const sub of PLATFORM_SUBDOMAINS) expect(resolveSite(`${sub}.localhost`, '/', options).kind, sub).toBe('platform');
    expect(resolveSite('localhost', '/fragments/quote-form.html', options)).toEqual({
      kind: 'platform',
      path: '/fragments/quote-form.html',
    });
    expect(resolveSite('localhost', `${ADMIN_ASSETS_PREFIX}app.js`, options).kind).toBe('platform');
  });

  it('redirects the preview routes of spec 1 to the preview sites, and serves those sites by path', () => {
    // /preview itself is the page of a prospect's preview link (issue 17), on the product's host.
    expect(resolveSite('localhost:3000', '/preview', options)).toEqual({ kind: 'platform', path: '/preview' });
    expect(resolveSite('localhost:3000', '/preview/', options)).toEqual({ kind: 'redirect', location: '/preview', status: 301 });
    expect(resolveSite('localhost:3000', '/preview/whatever/else', options)).toEqual({
      kind: 'redirect',
      location: '/mobile-detailing-preview',
      status: 302,
    });
    expect(resolveSite('localhost', '/preview/pet-grooming/services/full-groom', options)).toEqual({
      kind: 'redirect',
      location: '/pet-grooming-preview/services/full-groom',
      status: 301,
    });
    expect(resolveSite('localhost', '/lawn-care-preview', options)).toEqual({
      kind: 'redirect',
      location: '/lawncare-preview',
      status: 301,
    });
    expect(resolveSite('localhost', '/lawncare-preview/services/lawn-mowing', options)).toEqual({
      kind: 'site',
      siteKey: 'lawncare-preview',
      path: '/services/lawn-mowing',
      via: 'path',
    });
  });

  it('treats malformed subdomains as unknown and unknown hosts as the platform', () => {
    expect(resolveSite('bad_slug.localhost', '/', options).kind).toBe('unknown-host');
    expect(resolveSite('double--hyphen.localhost', '/', options).kind).toBe('unknown-host');
    expect(resolveSite('example.org', '/', options).kind).toBe('platform');
  });

  it('normalises host headers', () => {
    expect(hostnameOf('Prestige.LocalHost:8080')).toBe('prestige.localhost');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBe('');
  });
});
