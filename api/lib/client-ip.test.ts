import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './http.ts';

/** The address clientIp picks for a request from `socket` with these X-Forwarded-For headers. */
async function ipOf(trustedProxies: number, forwardedFor: string[], socket = '10.0.0.2') {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trustedProxies)));
  const headers = new Headers();
  for (const value of forwardedFor) headers.append('X-Forwarded-For', value);
  return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } })).text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await ipOf(0, ['198.51.100.7'])).toBe('10.0.0.2');
  });

  it('behind one proxy, takes the entry that proxy appended (the right-most), not what the client sent', async () => {
    expect(await ipOf(1, ['198.51.100.7'])).toBe('198.51.100.7');
    // The client sent "1.2.3.4" itself; the proxy appended the address it saw.
    expect(await ipOf(1, ['1.2.3.4, 198.51.100.7'])).toBe('198.51.100.7');
    expect(await ipOf(1, ['1.2.3.4', '198.51.100.7'])).toBe('198.51.100.7');
  });

  it('behind N proxies, takes the N-th entry from the right', async () => {
    // CDN appended the client (203.0.113.5), the load balancer appended the CDN (192.0.2.10).
    expect(await ipOf(2, ['spoofed, 203.0.113.5, 192.0.2.10'])).toBe('203.0.113.5');
    expect(await ipOf(3, ['spoofed, 203.0.113.5, 192.0.2.10, 192.0.2.11'])).toBe('203.0.113.5');
  });

  it('takes the left-most entry when fewer proxies were passed than trusted, and the socket when there is none', async () => {
    expect(await ipOf(2, ['203.0.113.5'])).toBe('203.0.113.5');
    expect(await ipOf(1, [])).toBe('10.0.0.2');
  });
});
