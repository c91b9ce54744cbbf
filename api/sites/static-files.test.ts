import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidates, decodeRequestPath } from './static-files.ts';

describe('decodeRequestPath', () => {
  it('decodes once, so "%5f" and "%5F" mean "_" and a double-encoded "%255f" stays the literal "%5f"', () => {
    expect(decodeRequestPath('/acme/%5fhashes.json')).toBe('/acme/_hashes.json');
    expect(decodeRequestPath('/acme/%5Frelease.json')).toBe('/acme/_release.json');
    expect(decodeRequestPath('/acme/%255fhashes.json')).toBe('/acme/%5fhashes.json');
    expect(decodeRequestPath('/acme/services/ceramic%20coating')).toBe('/acme/services/ceramic coating');
  });

  it('refuses encoded slashes and backslashes, backslashes, NUL, dot segments and malformed escapes', () => {
    for (const raw of [
      '/acme/..%2f..%2fpackage.json',
      '/acme/..%2F_release.json',
      '/acme/%5c_release.json',
      '/acme\\_release.json',
      '/acme/a%00.html',
      '/acme/%2e%2e/x',
      '/acme/./x',
      '/acme/..',
      '/acme/%zz',
      '/acme/%E0%A4%A',
    ]) {
      expect(decodeRequestPath(raw), raw).toBeUndefined();
    }
  });

  it('leaves ordinary paths as they are', () => {
    for (const raw of ['/', '/acme', '/acme/', '/acme/areas/mesa-az', '/_astro/index.abc123.css', '/acme/file..name.txt'])
      expect(decodeRequestPath(raw)).toBe(raw);
  });
});

describe('candidates', () => {
  const root = path.resolve('/srv/release');
  it('maps a decoded path to the page files, without decoding it again', () => {
    expect(candidates(root, '/areas/mesa-az')).toEqual([
      path.join(root, 'areas/mesa-az'),
      path.join(root, 'areas/mesa-az.html'),
      path.join(root, 'areas/mesa-az/index.html'),
    ]);
    expect(candidates(root, '/%5fhashes.json')?.[0]).toBe(path.join(root, '%5fhashes.json'));
  });
});
