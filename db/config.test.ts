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

describe('PUBLISH_WORKER_NICE', () => {
  it('lowers the publish workers by 10 when unset, 0 to 19 when told', () => {
    expect(loadConfig({}).publishWorkerNice).toBe(10);
    expect(loadConfig({ PUBLISH_WORKER_NICE: '0' }).publishWorkerNice).toBe(0);
    expect(loadConfig({ PUBLISH_WORKER_NICE: '19' }).publishWorkerNice).toBe(19);
    for (const value of ['-1', '20', '2.5', 'low'])
      expect(() => loadConfig({ PUBLISH_WORKER_NICE: value }), value).toThrow(/PUBLISH_WORKER_NICE must be/);
  });
});

describe('custom domains', () => {
  it('point CNAMEs at sites.{BASE_DOMAIN} unless told, apex domains at the addresses given, and ask the system’s DNS by default', () => {
    expect(loadConfig({ BASE_DOMAIN: 'LocalSite.app' }).domains).toEqual({
      targets: { cname: 'sites.localsite.app', a: [], aaaa: [] },
      dnsServers: [],
    });
    const set = loadConfig({
      DOMAIN_CNAME_TARGET: 'Edge.Example.net.',
      DOMAIN_A_TARGET: '203.0.113.10, 203.0.113.11',
      DOMAIN_AAAA_TARGET: '2001:DB8::10',
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,2606:4700::1111,[::1]:53',
    }).domains;
    expect(set).toEqual({
      targets: { cname: 'edge.example.net', a: ['203.0.113.10', '203.0.113.11'], aaaa: ['2001:db8::10'] },
      dnsServers: ['1.1.1.1', '127.0.0.1:5353', '2606:4700::1111', '[::1]:53'],
    });
  });

  it('refuses DNS servers that are not IP addresses', () => {
    for (const value of ['dns.google', '1.1.1.1:99999', '1.1.1'])
      expect(() => loadConfig({ DNS_SERVERS: value }), value).toThrow(/DNS_SERVERS must be/);
  });
});

describe('DEPLOY_TARGET', () => {
  it('deploys to the data folder only unless told s3, which reads the bucket settings', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ DEPLOY_TARGET: 'fs', S3_BUCKET: 'ignored' }).s3).toBeUndefined();
    expect(loadConfig({ DEPLOY_TARGET: 's3', S3_BUCKET: 'sites' }).s3).toEqual({
      bucket: 'sites',
      region: 'us-east-1',
      endpoint: undefined,
      prefix: '',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        DEPLOY_TARGET: 's3',
        S3_BUCKET: 'sites',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_PREFIX: '/prod/',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({ bucket: 'sites', region: 'auto', endpoint: 'http://127.0.0.1:9000', prefix: 'prod/', forcePathStyle: true });
    expect(loadConfig({ DEPLOY_TARGET: 's3', S3_BUCKET: 'sites', AWS_REGION: 'eu-west-3' }).s3?.region).toBe('eu-west-3');
  });

  it('refuses another target, and s3 without a bucket', () => {
    expect(() => loadConfig({ DEPLOY_TARGET: 'gcs' })).toThrow('DEPLOY_TARGET must be fs or s3, got "gcs"');
    expect(() => loadConfig({ DEPLOY_TARGET: 's3' })).toThrow('DEPLOY_TARGET=s3 needs S3_BUCKET, the bucket releases go to');
  });

  it('shares state through the database when asked or when the database is remote, and counts limits there then', () => {
    expect(loadConfig({})).toMatchObject({ sharedState: false, rateLimitStore: 'memory', sharedStatePollMs: 300 });
    expect(loadConfig({ SHARED_STATE: '1', SHARED_STATE_POLL_MS: '500' })).toMatchObject({
      sharedState: true,
      rateLimitStore: 'database',
      sharedStatePollMs: 500,
    });
    expect(loadConfig({ DATABASE_URL: 'libsql://db.example.turso.io' })).toMatchObject({ sharedState: true, rateLimitStore: 'database' });
    expect(loadConfig({ DATABASE_URL: 'libsql://db.example.turso.io', SHARED_STATE: '0' }).sharedState).toBe(false);
    expect(loadConfig({ RATE_LIMIT_STORE: 'database' })).toMatchObject({ sharedState: false, rateLimitStore: 'database' });
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow('RATE_LIMIT_STORE must be memory or database, got "redis"');
    expect(() => loadConfig({ SHARED_STATE_POLL_MS: '0' })).toThrow(
      'SHARED_STATE_POLL_MS must be a number of milliseconds (10 or more), got "0"',
    );
  });
});
