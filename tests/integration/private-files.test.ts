/**
 * Nothing private is served (issue 9 §6): a release's bookkeeping files stay private however the
 * path is spelled, because the path is decoded once and the private-file rule reads the decoded form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const status = async (url: string, host?: string) => (await h.request(url, host ? { headers: { Host: host } } : undefined)).status;

describe('private release files', () => {
  it('refuses _hashes.json and _release.json spelled with %5f, %5F, double encoding or encoded slashes', async () => {
    const urls = [
      '/sharp-edge-barbers/_hashes.json',
      '/sharp-edge-barbers/%5fhashes.json',
      '/sharp-edge-barbers/%5Fhashes.json',
      '/sharp-edge-barbers/%5frelease.json',
      '/%5frelease.json',
      '/%5Fplatform/_release.json',
      '/sharp-edge-barbers/%255fhashes.json',
      '/sharp-edge-barbers/%25255frelease.json',
      '/sharp-edge-barbers/..%2f_release.json',
      '/sharp-edge-barbers/..%2F..%2Fsharp-edge-barbers%2F_hashes.json',
      '/sharp-edge-barbers/%2e%2e/_release.json',
      '/sharp-edge-barbers/.%2e/%5frelease.json',
      '/sharp-edge-barbers/%5c_release.json',
      '/sharp-edge-barbers/_hashes.json%00',
      '/_astro/..%2f..%2f..%2fpackage.json',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    ];
    for (const url of urls) {
      const res = await h.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type') ?? '', url).not.toContain('application/json');
    }
    for (const url of ['/_hashes.json', '/%5fhashes.json', '/%5Frelease.json'])
      expect(await status(url, 'sharp-edge-barbers.localhost'), url).toBe(404);
  });

  it('still serves ordinary pages, also when their path is percent-encoded', async () => {
    expect(await status('/sharp-edge-barbers')).toBe(200);
    expect(await status('/sharp-edge-barbers/')).toBe(200);
    expect(await status('/%73harp-edge-barbers')).toBe(200);
    expect(await status('/prestige-mobile-detailing/areas/mesa-az')).toBe(200);
    expect(await status('/prestige-mobile-detailing/areas/mesa%2Daz')).toBe(200);
    expect(await status('/', 'sharp-edge-barbers.localhost')).toBe(200);
    expect(await status('/')).toBe(200);
    expect(await status('/robots.txt')).toBe(200);
  });
});
