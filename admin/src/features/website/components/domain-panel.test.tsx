// @vitest-environment jsdom
/**
 * The Domain sub-tab (spec 3 §2 Domain, §4 colours, §9 copy confirmation) in a DOM, over answers of
 * the /api/tenants/{slug}/domains contract: what it shows, and the calls its buttons make.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomDomain, DomainSettings } from '#core/domains/domains.ts';
import { domainsKey } from '../api/domains.ts';
import { DomainPanel } from './domain-panel.tsx';

const SLUG = 'sharp-edge-barbers';
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const records = (host: string, token: string) => [
  { type: 'CNAME' as const, name: host, value: 'sites.localsite.example', ttl: 3600 },
  { type: 'TXT' as const, name: `_localsite-verify.${host}`, value: `localsite-verify=${token}`, ttl: 3600 },
];
const pending: CustomDomain = {
  id: 7,
  hostname: 'www.sharpedge.com',
  status: 'error',
  isPrimary: false,
  records: records('www.sharpedge.com', 'abc123'),
  lastCheckedAt: '2026-11-24T04:50:00.000Z',
  lastError: 'TXT record not found at _localsite-verify.www.sharpedge.com',
  verifiedAt: null,
  createdAt: '2026-11-24T04:00:00.000Z',
};
const active: CustomDomain = {
  ...pending,
  id: 8,
  hostname: 'www.sharpedgebarbers.com',
  status: 'active',
  records: records('www.sharpedgebarbers.com', 'def456'),
  lastError: null,
  verifiedAt: '2026-11-24T04:55:00.000Z',
};
const settings: DomainSettings = {
  subdomain: 'sharp-edge-barbers.localsite.example',
  siteUrl: 'https://sharp-edge-barbers.localsite.example',
  primaryDomain: 'sharp-edge-barbers.localsite.example',
  sslStatus: 'active',
  dnsStatus: 'error',
  lastChecked: '2026-11-24T04:55:00.000Z',
  limit: 5,
  domains: [active, pending],
};

let root: Root;
let host: HTMLDivElement;
let calls: { method: string; url: string; body: unknown }[];
let answers: Record<string, () => Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mount(data: DomainSettings = settings, canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(domainsKey(SLUG), data);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <DomainPanel slug={SLUG} tenant={undefined} canEdit={canEdit} />
      </QueryClientProvider>,
    ),
  );
}

const byText = (selector: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.textContent?.replace(/\s+/g, ' ').trim().startsWith(text));
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.replace(/\s+/g, ' ').trim()) === name,
  );
const flush = () => act(() => vi.advanceTimersByTimeAsync(20));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-24T05:00:00.000Z'));
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return (answers[`${method} ${url}`] ?? (() => json(200, { success: true, data: settings })))();
    }),
  );
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Domain sub-tab', () => {
  it('shows the primary domain, SSL and DNS status in the spec colours, the subdomain and each domain with its records', () => {
    mount();
    expect(host.querySelector('h3')?.textContent).toBe('Domain Settings');
    const cards = [...host.querySelectorAll('section')].map((s) => s.querySelector('h4')?.textContent);
    expect(cards).toEqual(['Primary domain', 'SSL certificate', 'DNS status', 'Custom domains', 'Subdomain', 'Quick Actions']);
    const dns = host.querySelector('section[aria-labelledby="domain-dns"]')!;
    expect(dns.textContent).toContain('One domain has records missing or wrong.');
    expect(dns.textContent).toContain('Last checked 5 minutes ago');
    expect(byText('section[aria-labelledby="domain-dns"] span', 'Error')?.className).toContain('red');
    expect(byText('section[aria-labelledby="domain-ssl"] span', 'Active')?.className).toContain('emerald');
    const items = [...host.querySelectorAll('ul[aria-label="Your custom domains"] > li')];
    expect(items.map((li) => li.querySelector('h5')?.textContent)).toEqual(['www.sharpedgebarbers.com', 'www.sharpedge.com']);
    expect(items[1]!.textContent).toContain('What we found: TXT record not found at _localsite-verify.www.sharpedge.com.');
    expect(items[1]!.textContent).toContain('check that the records below exist exactly as shown');
    const rows = [...items[1]!.querySelectorAll('table tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['CNAME', 'www.sharpedge.com', 'sites.localsite.example', '3600'],
      ['TXT', '_localsite-verify.www.sharpedge.com', 'localsite-verify=abc123', '3600'],
    ]);
    expect([...items[1]!.querySelectorAll('table th')].map((th) => th.textContent)).toEqual(['Type', 'Name', 'Value', 'TTL', 'Copy']);
    // The active domain keeps its records folded away.
    expect(items[0]!.querySelector('details summary')?.textContent).toBe('DNS records');
  });

  it('copies a record and shows the check for 2 s', async () => {
    mount();
    const copy = button('Copy the value of the TXT record for _localsite-verify.www.sharpedge.com')!;
    await act(async () => copy.click());
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('localsite-verify=abc123');
    expect(copy.textContent).toContain('Copied');
    expect(copy.querySelector('[data-icon="check"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(copy.textContent).toContain('Copied');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(copy.textContent).not.toContain('Copied');
  });

  it("adds a domain, showing the server's message on the field when it refuses one", async () => {
    answers[`POST /api/tenants/${SLUG}/domains`] = () =>
      json(400, { success: false, error: 'Validation failed', fields: { hostname: 'Enter a valid domain, e.g. www.example.com' } });
    mount();
    const input = host.querySelector<HTMLInputElement>('input[placeholder="www.yourbusiness.com"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(input, 'not a domain');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Add Domain')!.click());
    await flush();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/tenants/${SLUG}/domains`,
      body: { hostname: 'not a domain' },
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter a valid domain, e.g. www.example.com');
  });

  it('verifies a domain with a spinner, then says what the check found', async () => {
    let finish!: () => void;
    // The check answers only when the test says so, to see the button while it runs.
    vi.mocked(fetch).mockImplementationOnce(
      (url) =>
        new Promise((resolve) => {
          calls.push({ method: 'POST', url: String(url), body: undefined });
          finish = () => resolve(json(200, { success: true, data: pending }));
        }),
    );
    mount();
    const verify = button('Verify www.sharpedge.com')!;
    await act(async () => verify.click());
    await flush();
    expect(verify.getAttribute('aria-busy')).toBe('true');
    expect(verify.textContent).toBe('Checking DNS…');
    finish();
    await flush();
    expect(calls[0]).toMatchObject({ method: 'POST', url: `/api/tenants/${SLUG}/domains/7/verify` });
    expect(byText('[role="alert"]', 'Not verified yet')?.textContent).toBe(
      'Not verified yet: TXT record not found at _localsite-verify.www.sharpedge.com.',
    );
  });

  it('saves the primary domain through the API (Edit, choose, Save)', async () => {
    answers[`PUT /api/tenants/${SLUG}/domains/8`] = () => json(200, { success: true, data: { ...active, isPrimary: true } });
    mount();
    act(() => button('Edit')!.click());
    const radios = [...host.querySelectorAll<HTMLInputElement>('input[name="primary-domain"]')];
    expect(radios.map((r) => r.closest('label')?.querySelector('span span')?.textContent)).toEqual([
      'sharp-edge-barbers.localsite.example',
      'www.sharpedgebarbers.com',
    ]);
    act(() => radios[1]!.click());
    await act(async () => button('Save')!.click());
    await flush();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/tenants/${SLUG}/domains/8`,
      body: { isPrimary: true },
    });
    expect(button('Save')).toBeUndefined();
  });

  it('removes a domain after confirmation', async () => {
    mount();
    act(() => button('Remove www.sharpedge.com')!.click());
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('Remove www.sharpedge.com?');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await act(async () => [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Remove')!.click());
    await flush();
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: `/api/tenants/${SLUG}/domains/7` });
    // The removed domain's button is gone with it: the focus is on the card's title, not lost to the page.
    expect(document.activeElement?.id).toBe('domain-custom');
  });

  it('says there is nothing to check without custom domains', () => {
    mount({ ...settings, dnsStatus: 'active', lastChecked: null, domains: [] });
    expect(host.textContent).toContain('Your LocalSite address needs no DNS records.');
    expect(byText('section[aria-labelledby="domain-dns"] span', 'Configured')?.className).toContain('emerald');
    expect(host.textContent).toContain('No custom domain yet.');
    expect(button('Edit')).toBeUndefined();
    expect(button('Verify All Domains')!.disabled).toBe(true);
  });

  it('offers a technician or viewer no change the API would refuse them, and says who can', () => {
    mount(settings, false);
    expect(host.textContent).toContain('Only the business owner or a manager can add, verify or remove domains.');
    expect(host.querySelector('form')).toBeNull();
    for (const name of ['Edit', 'Verify All Domains', `Verify ${active.hostname}`, `Remove ${active.hostname}`])
      expect(button(name)).toBeUndefined();
    // What they may read stays: the records and the copy buttons.
    expect(host.textContent).toContain(pending.hostname);
    expect(button('Copy the subdomain address')).toBeDefined();
  });
});
