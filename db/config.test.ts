import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  it('is the number of trusted reverse proxies, none when unset', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses anything but a small whole number', () => {
    for (const value of ['yes', '-1', '1.5', '11']) expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY must be/);
  });
});

describe('SITE_CACHE_MB', () => {
  it('is the memory for the live sites in MiB, 128 when unset, 0 to keep none', () => {
    expect(loadConfig({}).siteCacheMb).toBe(128);
    expect(loadConfig({ SITE_CACHE_MB: '16' }).siteCacheMb).toBe(16);
    expect(loadConfig({ SITE_CACHE_MB: '0' }).siteCacheMb).toBe(0);
  });

  it('refuses anything but a number of MiB', () => {
    for (const value of ['lots', '-1', 'Infinity'])
      expect(() => loadConfig({ SITE_CACHE_MB: value }), value).toThrow(/SITE_CACHE_MB must be/);
  });
});
