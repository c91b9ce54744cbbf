import { describe, expect, it } from 'vitest';
import { countryOf, deviceOf, notCounted, visitorHash } from './analytics.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('what is not counted', () => {
  it('drops bots and crawlers by their agent', () => {
    expect(notCounted({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(true);
    expect(notCounted({ userAgent: 'curl/8.5.0' })).toBe(true);
    expect(notCounted({ userAgent: 'Mozilla/5.0 (compatible; AhrefsBot/7.0)' })).toBe(true);
    expect(notCounted({ userAgent: IPHONE })).toBe(false);
  });
  it('honours Do Not Track and Global Privacy Control', () => {
    expect(notCounted({ userAgent: IPHONE, dnt: '1' })).toBe(true);
    expect(notCounted({ userAgent: IPHONE, gpc: '1' })).toBe(true);
    expect(notCounted({ userAgent: IPHONE, dnt: '0', gpc: undefined })).toBe(false);
  });
});

describe('device and country, without keeping the agent or the address', () => {
  it('classes agents as mobile, tablet or desktop', () => {
    expect(deviceOf(IPHONE)).toBe('mobile');
    expect(deviceOf(TABLET)).toBe('tablet');
    expect(deviceOf(WINDOWS)).toBe('desktop');
    expect(deviceOf('')).toBe('desktop');
  });
  it('finds the country of public addresses only', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:81.2.69.160')).toBe('GB');
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.4', '172.20.0.1', '::1', 'fd00::1', 'unknown']) expect(countryOf(ip)).toBeNull();
  });
});

describe('visitor hash', () => {
  it('is 128 bits of sha256 over salt, business, address and agent', () => {
    const visitor = { ip: '203.0.113.9', userAgent: IPHONE };
    const hash = visitorHash('a'.repeat(32), 1, visitor);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash('a'.repeat(32), 1, { ...visitor })).toBe(hash);
    expect(visitorHash('b'.repeat(32), 1, visitor)).not.toBe(hash);
    expect(visitorHash('a'.repeat(32), 2, visitor)).not.toBe(hash);
    expect(visitorHash('a'.repeat(32), 1, { ...visitor, userAgent: WINDOWS })).not.toBe(hash);
  });
});
