import { describe, expect, it } from 'vitest';
import { formatDuration, formatPriceCents } from './money.ts';
import { formatPhone, formatPhoneAsTyped, phoneDigits, phoneHref } from './phone.ts';
import { citySlug, slugify } from './slug.ts';
import { normalizeSocialUrl } from './social.ts';
import { formatBytes } from './bytes.ts';

describe('phone display (spec 1 §5)', () => {
  it('shows exactly ten digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('6025550142')).toBe('(602) 555-0142');
    expect(formatPhone('602.555.0142')).toBe('(602) 555-0142');
  });
  it('drops a leading 1 on 11 or more digits', () => {
    expect(formatPhone('+1 (602) 555-0142')).toBe('(602) 555-0142');
    expect(phoneDigits('16025550142')).toBe('6025550142');
  });
  it('keeps a leading 1 on shorter numbers and shows other lengths as digits', () => {
    expect(phoneDigits('1555014')).toBe('1555014');
    expect(formatPhone('555-0142')).toBe('5550142');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
  it('formats as typed and links in E.164', () => {
    expect(formatPhoneAsTyped('60')).toBe('(60');
    expect(formatPhoneAsTyped('60255')).toBe('(602) 55');
    expect(formatPhoneAsTyped('602555014299')).toBe('(602) 555-0142');
    expect(formatPhoneAsTyped('')).toBe('');
    expect(phoneHref('(602) 555-0142')).toBe('tel:+16025550142');
  });
});

describe('social URLs (spec 1 §5)', () => {
  it('adds https:// when the scheme is missing', () => {
    expect(normalizeSocialUrl('facebook.com/acme')).toBe('https://facebook.com/acme');
    expect(normalizeSocialUrl('  instagram.com/acme ')).toBe('https://instagram.com/acme');
  });
  it('keeps http and https links', () => {
    expect(normalizeSocialUrl('http://tiktok.com/@acme')).toBe('http://tiktok.com/@acme');
    expect(normalizeSocialUrl('HTTPS://youtube.com/@acme')).toBe('HTTPS://youtube.com/@acme');
  });
  it('treats empty or blank links as not configured', () => {
    expect(normalizeSocialUrl('')).toBeUndefined();
    expect(normalizeSocialUrl('   ')).toBeUndefined();
    expect(normalizeSocialUrl(null)).toBeUndefined();
  });
});

describe('slugs, prices and durations', () => {
  it('slugifies names and cities', () => {
    expect(slugify('Coeur d’Alene & Spokane')).toBe('coeur-d-alene-and-spokane');
    expect(citySlug('St. George', 'ut')).toBe('st-george-ut');
    expect(slugify('Peña Blanca')).toBe('pena-blanca');
  });
  it('formats cents and minutes', () => {
    expect(formatPriceCents(14900)).toBe('$149');
    expect(formatPriceCents(14950)).toBe('$149.50');
    expect(formatPriceCents(0)).toBe('$0');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
  });
});

describe('dates', async () => {
  const { formatLongDate, formatMonthYear } = await import('./date.ts');
  it('formats calendar dates without time-zone drift', () => {
    expect(formatLongDate('2026-11-10')).toBe('November 10, 2026');
    expect(formatLongDate('2026-01-01T00:00:00.000Z')).toBe('January 1, 2026');
    expect(formatMonthYear('2025-07-31')).toBe('July 2025');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatBytes', () => {
  it('writes B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
