import { describe, expect, it } from 'vitest';
import { industryId, previewRedirect, serviceRedirects, withKeptQuery } from './routes.ts';

describe('industry spellings', () => {
  it('accepts ids and the lawn-care alias in any case, nothing else', () => {
    expect(industryId('lawncare')).toBe('lawncare');
    expect(industryId(' Lawn-Care ')).toBe('lawncare');
    expect(industryId('BARBER')).toBe('barber');
    expect(industryId('hvac')).toBeUndefined();
    expect(industryId('')).toBeUndefined();
    expect(industryId('toString')).toBeUndefined();
  });
});

describe('preview routes (spec 1 §2)', () => {
  it('leaves /preview to the page of preview links, and sends /preview/ there (301)', () => {
    expect(previewRedirect('/preview')).toBeUndefined();
    expect(previewRedirect('/preview/')).toEqual({ location: '/preview', status: 301 });
  });

  it('sends the catch-all to the default industry preview, for now (302)', () => {
    for (const path of ['/preview/anything', '/preview/no-such/deep/path']) {
      expect(previewRedirect(path), path).toEqual({ location: '/mobile-detailing-preview', status: 302 });
    }
  });

  it('sends /preview/{industry} and its sub-routes to the preview site, for good (301)', () => {
    expect(previewRedirect('/preview/barber')).toEqual({ location: '/barber-preview', status: 301 });
    expect(previewRedirect('/preview/house-cleaning/')).toEqual({ location: '/house-cleaning-preview', status: 301 });
    expect(previewRedirect('/preview/lawn-care/services/lawn-mowing')).toEqual({
      location: '/lawncare-preview/services/lawn-mowing',
      status: 301,
    });
  });

  it('sends the lawn-care spelling of a preview site to lawncare-preview, keeping the rest of the path', () => {
    expect(previewRedirect('/lawn-care-preview')).toEqual({ location: '/lawncare-preview', status: 301 });
    expect(previewRedirect('/lawn-care-preview/services/aeration-overseeding')).toEqual({
      location: '/lawncare-preview/services/aeration-overseeding',
      status: 301,
    });
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/lawncare-preview',
      '/barber-preview/services/skin-fade',
      '/prestige-mobile-detailing',
      '/previews',
      '/pricing',
      '/hvac-preview',
    ]) {
      expect(previewRedirect(path), path).toBeUndefined();
    }
  });
});

describe('kept query parameters', () => {
  it('passes t on to a link, and nothing else', () => {
    expect(withKeptQuery('/acme/services/ppf', '?t=abc&utm_source=x')).toBe('/acme/services/ppf?t=abc');
    expect(withKeptQuery('/acme/services/ppf', '?utm_source=x')).toBe('/acme/services/ppf');
    expect(withKeptQuery('/acme/services/ppf', '')).toBe('/acme/services/ppf');
  });

  it("keeps the link's own query and hash, and its own t", () => {
    expect(withKeptQuery('/a?x=1#top', '?t=tok%2B1')).toBe('/a?x=1&t=tok%2B1#top');
    expect(withKeptQuery('/a?t=mine', '?t=page')).toBe('/a?t=mine');
    expect(withKeptQuery('/a', '?t=')).toBe('/a?t=');
  });
});

describe('service page redirects', () => {
  const aliases = { 'paint-protection-film': 'ppf', 'ppf-installation': 'ppf', 'boat-detailing': 'marine-detailing' };

  it('maps /service/{slug} and every alias to the canonical /services/{slug}', () => {
    expect(serviceRedirects(['ppf', 'ceramic-coating'], aliases)).toEqual({
      '/service/ppf': '/services/ppf',
      '/service/ceramic-coating': '/services/ceramic-coating',
      '/service/paint-protection-film': '/services/ppf',
      '/services/paint-protection-film': '/services/ppf',
      '/service/ppf-installation': '/services/ppf',
      '/services/ppf-installation': '/services/ppf',
    });
  });

  it('leaves out aliases of pages the site does not have, and slugs that are pages themselves', () => {
    expect(serviceRedirects(['ppf', 'paint-protection-film'], aliases)).toEqual({
      '/service/ppf': '/services/ppf',
      '/service/paint-protection-film': '/services/paint-protection-film',
      '/service/ppf-installation': '/services/ppf',
      '/services/ppf-installation': '/services/ppf',
    });
  });
});
