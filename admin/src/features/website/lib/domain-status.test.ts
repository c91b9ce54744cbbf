import { describe, expect, it } from 'vitest';
import type { CustomDomain } from '#core/domains/domains.ts';
import { currentPrimary, domainAdvice, primaryChange, primaryChoices, statusBadge, subdomainUrl } from './domain-status.ts';

const domain = (over: Partial<CustomDomain>): CustomDomain => ({
  id: 1,
  hostname: 'www.example.com',
  status: 'pending',
  isPrimary: false,
  records: [],
  lastCheckedAt: null,
  lastError: null,
  verifiedAt: null,
  createdAt: '2026-11-24T05:00:00.000Z',
  ...over,
});

describe('statusBadge', () => {
  it('paints active and configured green, pending yellow and error red (spec 3 §4), with the word', () => {
    expect(statusBadge('active')).toEqual({ label: 'Active', className: expect.stringContaining('emerald') });
    expect(statusBadge('configured')).toEqual({ label: 'Configured', className: expect.stringContaining('emerald') });
    expect(statusBadge('pending')).toEqual({ label: 'Pending', className: expect.stringContaining('amber') });
    expect(statusBadge('error')).toEqual({ label: 'Error', className: expect.stringContaining('red') });
  });
});

describe('domainAdvice', () => {
  it('tells the owner what to do next for each state', () => {
    expect(domainAdvice(domain({}))).toMatch(/^Create the records below .* then press Verify\.$/);
    expect(domainAdvice(domain({ lastCheckedAt: '2026-11-24T05:01:00.000Z' }))).toMatch(/up to an hour/);
    expect(domainAdvice(domain({ status: 'error', lastCheckedAt: '2026-11-24T05:01:00.000Z' }))).toMatch(/exactly as shown/);
    expect(domainAdvice(domain({ status: 'active' }))).toBe(
      'Your site answers at www.example.com. Make it primary to send every visitor there.',
    );
    expect(domainAdvice(domain({ status: 'active', isPrimary: true }))).toMatch(/visitors of your other addresses are sent there/);
  });
});

describe('the primary domain choice', () => {
  const settings = {
    subdomain: 'acme.localsite.example',
    domains: [
      domain({ id: 1, hostname: 'www.acme.com', status: 'active', isPrimary: true }),
      domain({ id: 2, hostname: 'acme.com', status: 'active' }),
      domain({ id: 3, hostname: 'www.acme.net', status: 'error' }),
    ],
  };

  it('offers the subdomain and the active domains only', () => {
    expect(primaryChoices(settings).map((c) => c.host)).toEqual(['acme.localsite.example', 'www.acme.com', 'acme.com']);
  });

  it('makes a domain primary, goes back to the subdomain by ending the current one, and calls nothing when unchanged', () => {
    expect(currentPrimary(settings)).toBe('1');
    expect(primaryChange(settings, '2')).toEqual({ id: 2, isPrimary: true });
    expect(primaryChange(settings, 'subdomain')).toEqual({ id: 1, isPrimary: false });
    expect(primaryChange(settings, '1')).toBeUndefined();
    const none = { domains: [domain({ id: 2, status: 'active' })] };
    expect(currentPrimary(none)).toBe('subdomain');
    expect(primaryChange(none, 'subdomain')).toBeUndefined();
  });

  it("a primary flag on a domain that is not active leaves the subdomain primary (the server's rule)", () => {
    expect(currentPrimary({ domains: [domain({ id: 4, status: 'error', isPrimary: true })] })).toBe('subdomain');
  });
});

it('opens the subdomain with the protocol the dashboard has', () => {
  expect(subdomainUrl('localhost:3000/acme', 'http:')).toBe('http://localhost:3000/acme');
  expect(subdomainUrl('acme.localsite.example', 'https:')).toBe('https://acme.localsite.example');
});
