/**
 * The DNS checks of custom domains (api/domain/domains.ts) against a DNS server on loopback: apex
 * records, a server that cannot be asked, and what each outcome makes of a domain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDomainRecords, domainResolver, statusAfterCheck } from '#api/domain/domains.ts';
import { startDnsServer } from './dns-server.ts';

const targets = { cname: 'sites.localsite.app', a: ['203.0.113.10', '203.0.113.11'], aaaa: ['2001:db8::10'] };
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());

describe('checkDomainRecords', () => {
  it('makes an apex domain active only with its TXT token and every A and AAAA address ours', async () => {
    const resolver = domainResolver([dns.server]);
    dns.zone.set('_localsite-verify.example.com', { TXT: ['localsite-verify=tok'] });
    dns.zone.set('example.com', { A: ['203.0.113.10', '203.0.113.11'], AAAA: ['2001:DB8::10'] });
    expect(await checkDomainRecords(resolver, 'example.com', 'tok', targets)).toEqual({ kind: 'ok' });
    dns.zone.set('example.com', { A: ['203.0.113.10', '192.0.2.99'], AAAA: ['2001:db8::10'] });
    expect(await checkDomainRecords(resolver, 'example.com', 'tok', targets)).toEqual({
      kind: 'wrong',
      message: 'A record at example.com points to 192.0.2.99, expected 203.0.113.10, 203.0.113.11',
    });
    dns.zone.set('example.com', { A: ['203.0.113.10'] });
    expect(await checkDomainRecords(resolver, 'example.com', 'tok', targets)).toEqual({
      kind: 'wrong',
      message: 'AAAA record not found at example.com, expected 2001:db8::10',
    });
    expect(await checkDomainRecords(resolver, 'example.com', 'tok', { ...targets, aaaa: [] })).toEqual({ kind: 'ok' });
    expect(await checkDomainRecords(resolver, 'example.com', 'tok', { ...targets, a: [], aaaa: [] })).toMatchObject({
      kind: 'wrong',
      message: expect.stringContaining('DOMAIN_A_TARGET'),
    });
  });

  it('tells a DNS server that cannot be asked apart from missing records', async () => {
    // Nothing listens on the DNS server's port once it is closed: the lookup fails, the records are not known to be missing.
    const gone = await startDnsServer();
    gone.close();
    const outcome = await checkDomainRecords(domainResolver([gone.server]), 'www.example.com', 'tok', targets);
    expect(outcome).toMatchObject({
      kind: 'unreachable',
      message: expect.stringMatching(/^DNS lookup of _localsite-verify\.www\.example\.com failed/),
    });
  }, 20_000);
});

describe('statusAfterCheck', () => {
  it('keeps an active domain serving when DNS could not be asked, and says why', () => {
    const unreachable = { kind: 'unreachable', message: 'DNS lookup of x failed (ETIMEOUT); try again in a few minutes' } as const;
    expect(statusAfterCheck('active', unreachable)).toEqual({ status: 'active', lastError: unreachable.message });
    expect(statusAfterCheck('pending', unreachable)).toEqual({ status: 'error', lastError: unreachable.message });
    expect(statusAfterCheck('active', { kind: 'wrong', message: 'TXT record not found at y' })).toEqual({
      status: 'error',
      lastError: 'TXT record not found at y',
    });
    expect(statusAfterCheck('error', { kind: 'ok' })).toEqual({ status: 'active', lastError: null });
  });
});
