import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  APEX_ADDRESS_MISSING_MESSAGE,
  DOMAIN_STATUS_COLORS,
  dnsRecordsFor,
  domainCreateSchema,
  domainUpdateSchema,
  HOSTNAME_INVALID_MESSAGE,
  HOSTNAME_IP_MESSAGE,
  HOSTNAME_LABEL_TOO_LONG_MESSAGE,
  HOSTNAME_NOT_REGISTRABLE_MESSAGE,
  HOSTNAME_ONLY_MESSAGE,
  HOSTNAME_REQUIRED_MESSAGE,
  HOSTNAME_TOO_LONG_MESSAGE,
  hostnamePlatformMessage,
  hostnameProblem,
  isApexDomain,
  normalizeHostname,
  overallDnsStatus,
} from './domains.ts';

const BASE = 'localsite.app';
const problem = (raw: string) => hostnameProblem(normalizeHostname(raw), BASE);

describe('hostname rule', () => {
  it('takes a domain an owner owns, written alone, lower-cased', () => {
    expect(normalizeHostname('  WWW.Example.COM. ')).toBe('www.example.com');
    for (const host of ['www.example.com', 'example.com', 'book.shine-detailing.co.uk', 'xn--bcher-kva.de', 'a-b.example.org']) {
      expect(problem(host)).toBeNull();
    }
  });

  it('turns a Unicode name into the punycode DNS carries', () => {
    expect(normalizeHostname('Bücher.de')).toBe('xn--bcher-kva.de');
    expect(problem('bücher.de')).toBeNull();
  });

  it('refuses each wrong shape with its own message', () => {
    expect(problem('')).toBe(HOSTNAME_REQUIRED_MESSAGE);
    expect(problem('https://www.example.com')).toBe(HOSTNAME_ONLY_MESSAGE);
    expect(problem('www.example.com/about')).toBe(HOSTNAME_ONLY_MESSAGE);
    expect(problem('www.example.com:8080')).toBe(HOSTNAME_ONLY_MESSAGE);
    expect(problem('www example.com')).toBe(HOSTNAME_ONLY_MESSAGE);
    expect(problem('203.0.113.7')).toBe(HOSTNAME_IP_MESSAGE);
    expect(problem('2001:db8::1')).toBe(HOSTNAME_IP_MESSAGE);
    expect(problem('[2001:db8::1]')).toBe(HOSTNAME_IP_MESSAGE);
    expect(problem(`${'a'.repeat(64)}.example.com`)).toBe(HOSTNAME_LABEL_TOO_LONG_MESSAGE);
    expect(problem(`${'abcdefghi.'.repeat(25)}example.com`)).toBe(HOSTNAME_TOO_LONG_MESSAGE);
    expect(problem('-www.example.com')).toBe(HOSTNAME_INVALID_MESSAGE);
    expect(problem('www..example.com')).toBe(HOSTNAME_INVALID_MESSAGE);
    expect(problem('under_score.example.com')).toBe(HOSTNAME_INVALID_MESSAGE);
    expect(problem('localhost')).toBe(HOSTNAME_INVALID_MESSAGE);
    expect(problem('example.notatld')).toBe(HOSTNAME_NOT_REGISTRABLE_MESSAGE);
    expect(problem('co.uk')).toBe(HOSTNAME_NOT_REGISTRABLE_MESSAGE);
  });

  it('keeps the product’s own base domain and its subdomains for the product', () => {
    expect(problem('localsite.app')).toBe(hostnamePlatformMessage(BASE));
    expect(problem('prestige.localsite.app')).toBe(hostnamePlatformMessage(BASE));
    expect(problem('notlocalsite.app')).toBeNull();
  });

  it('is the schema the API parses bodies with, keyed by field', () => {
    const schema = domainCreateSchema(BASE);
    expect(schema.parse({ hostname: ' WWW.Example.com ' })).toEqual({ hostname: 'www.example.com' });
    const bad = schema.safeParse({ hostname: 'http://example.com' });
    expect(bad.success || fieldErrors(bad.error)).toEqual({ hostname: HOSTNAME_ONLY_MESSAGE });
    const missing = schema.safeParse({});
    expect(missing.success || fieldErrors(missing.error)).toEqual({ hostname: HOSTNAME_REQUIRED_MESSAGE });
    const extra = schema.safeParse({ hostname: 'www.example.com', status: 'active' });
    expect(extra.success).toBe(false);
    expect(domainUpdateSchema.safeParse({ isPrimary: 'yes' }).success).toBe(false);
  });
});

describe('DNS records', () => {
  const targets = { cname: 'sites.localsite.app', a: ['203.0.113.10'], aaaa: ['2001:db8::10'] };

  it('tells an apex domain by the public suffix list', () => {
    expect(isApexDomain('example.com')).toBe(true);
    expect(isApexDomain('example.co.uk')).toBe(true);
    expect(isApexDomain('www.example.com')).toBe(false);
    expect(isApexDomain('www.example.co.uk')).toBe(false);
  });

  it('gives a subdomain a CNAME to the product’s target and the TXT token', () => {
    expect(dnsRecordsFor('www.example.com', 'abc123', targets)).toEqual([
      { type: 'CNAME', name: 'www.example.com', value: 'sites.localsite.app', ttl: 3600 },
      { type: 'TXT', name: '_localsite-verify.www.example.com', value: 'localsite-verify=abc123', ttl: 3600 },
    ]);
  });

  it('gives an apex domain A and AAAA records, and no value while the operator has set no address', () => {
    expect(dnsRecordsFor('example.com', 't', targets).map((r) => `${r.type} ${r.name} ${r.value}`)).toEqual([
      'A example.com 203.0.113.10',
      'AAAA example.com 2001:db8::10',
      'TXT _localsite-verify.example.com localsite-verify=t',
    ]);
    const unset = dnsRecordsFor('example.com', 't', { cname: 'sites.localsite.app', a: [], aaaa: [] });
    expect(unset[0]).toEqual({ type: 'A', name: 'example.com', value: null, ttl: 3600 });
    expect(APEX_ADDRESS_MISSING_MESSAGE).toMatch(/A record/);
  });
});

describe('statuses', () => {
  it('colours active green, pending yellow, error red (spec 3 §4)', () => {
    expect(DOMAIN_STATUS_COLORS).toEqual({ active: 'green', pending: 'yellow', error: 'red' });
  });

  it('sums a business’s domains up as the worst of them, active with none', () => {
    expect(overallDnsStatus([])).toBe('active');
    expect(overallDnsStatus(['active', 'pending'])).toBe('pending');
    expect(overallDnsStatus(['pending', 'error', 'active'])).toBe('error');
  });
});
