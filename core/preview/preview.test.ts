import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/errors.ts';
import {
  getThisSiteHref,
  plainPreviewParameters,
  PREVIEW_ERRORS,
  PREVIEW_PAYLOAD_MESSAGES as M,
  previewDisplay,
  previewPayloadSchema,
} from './payload.ts';
import { checkPreviewToken, newPreviewToken, parsePreviewToken, PREVIEW_LINK_TTL_MS, previewLinkUrl } from './token.ts';

const valid = { businessName: 'Desert Shine Detailing', phone: '(602) 555-0148', city: 'Mesa', state: 'AZ', industry: 'mobile-detailing' };
const problems = (input: unknown) => {
  const parsed = previewPayloadSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('preview payload (spec 3 §5)', () => {
  it('takes the five values, trimmed, the state upper-cased and an industry alias as its id', () => {
    expect(previewPayloadSchema.parse({ ...valid, businessName: '  Desert Shine  ', state: 'az', industry: 'lawn-care' })).toEqual({
      ...valid,
      businessName: 'Desert Shine',
      industry: 'lawncare',
    });
  });

  it('requires all five, each with its message', () => {
    expect(problems({})).toEqual({
      businessName: M.nameTooShort,
      phone: M.phoneTooShort,
      city: M.cityTooShort,
      state: M.stateLength,
      industry: M.industry,
    });
  });

  it('states the limits word for word: name 2 to 100, phone 7 to 20, city 2 to 50, state 2 letters', () => {
    expect(M.nameTooShort).toBe('Business name must be at least 2 characters');
    expect(M.nameTooLong).toBe('Business name must be less than 100 characters');
    expect(M.stateLength).toBe('State must be 2 characters (e.g., AZ, CA)');
    expect(M.stateLetters).toBe('State must be uppercase letters');
    expect(M.industry).toBe('Invalid industry type');
    expect(problems({ ...valid, businessName: 'A' })).toEqual({ businessName: M.nameTooShort });
    expect(problems({ ...valid, businessName: 'A'.repeat(100) })).toEqual({});
    expect(problems({ ...valid, businessName: 'A'.repeat(101) })).toEqual({ businessName: M.nameTooLong });
    expect(problems({ ...valid, phone: '555-014' })).toEqual({});
    expect(problems({ ...valid, phone: '555-01' })).toEqual({ phone: M.phoneTooShort });
    expect(problems({ ...valid, phone: '1'.repeat(21) })).toEqual({ phone: M.phoneTooLong });
    expect(problems({ ...valid, city: 'X' })).toEqual({ city: M.cityTooShort });
    expect(problems({ ...valid, city: 'X'.repeat(51) })).toEqual({ city: M.cityTooLong });
    expect(problems({ ...valid, state: 'ARI' })).toEqual({ state: M.stateLength });
    expect(problems({ ...valid, state: 'A1' })).toEqual({ state: M.stateLetters });
    expect(problems({ ...valid, industry: 'plumbing' })).toEqual({ industry: M.industry });
  });

  it('refuses control characters (the values are shown on a page)', () => {
    expect(problems({ ...valid, city: 'Me\u0000sa' })).toEqual({ city: 'City must not contain control characters' });
  });

  it('reads the plain-parameter form, businessName or name, and says nothing when one is missing', () => {
    const query = new URLSearchParams({ name: 'Desert Shine', phone: '6025550148', city: 'Mesa', state: 'az', industry: 'lawncare' });
    expect(plainPreviewParameters(query)).toEqual({
      businessName: 'Desert Shine',
      phone: '6025550148',
      city: 'Mesa',
      state: 'az',
      industry: 'lawncare',
    });
    query.delete('city');
    expect(plainPreviewParameters(query)).toBeUndefined();
    expect(PREVIEW_ERRORS.missingParameters).toBe('Missing required parameters. Please use a valid preview link.');
    expect(PREVIEW_ERRORS.templateFailed('lawncare')).toBe('Failed to load template for industry lawncare');
  });

  it('sends "Get This Site" to the application with the names its form reads', () => {
    const href = getThisSiteHref(previewPayloadSchema.parse(valid));
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/tenant-onboarding');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      business_name: 'Desert Shine Detailing',
      phone: '(602) 555-0148',
      city: 'Mesa',
      state: 'AZ',
      industry: 'mobile-detailing',
    });
  });

  it('shows a US phone as (xxx) xxx-xxxx and any other as typed', () => {
    expect(previewDisplay(previewPayloadSchema.parse({ ...valid, phone: '+1 602.555.0148' }))).toEqual({
      businessName: 'Desert Shine Detailing',
      phone: '(602) 555-0148',
      location: 'Mesa, AZ',
    });
    expect(previewDisplay(previewPayloadSchema.parse({ ...valid, phone: '+44 20 7946 0958' })).phone).toBe('+44 20 7946 0958');
  });
});

describe('preview link tokens', () => {
  const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');
  const NOW = Date.UTC(2026, 10, 24, 12);
  const issue = () => {
    const t = newPreviewToken();
    const link = { id: t.id, tokenHash: sha256(t.secret), expiresAt: NOW + PREVIEW_LINK_TTL_MS };
    const find = async (id: string) => (id === link.id ? link : undefined);
    return { t, link, find };
  };

  it('are an id and a 32-byte secret, different every time, and parse back', () => {
    const a = newPreviewToken();
    const b = newPreviewToken();
    expect(a.token).toMatch(/^[a-f0-9]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(parsePreviewToken(a.token)).toEqual({ id: a.id, secret: a.secret });
    expect(parsePreviewToken(`${a.token}x`)).toBeUndefined();
    expect(previewLinkUrl('https://localsite.example/', a.token)).toBe(`https://localsite.example/preview?t=${a.token}`);
  });

  it('verify with the stored hash until they expire (30 days)', async () => {
    const { t, link, find } = issue();
    expect(await checkPreviewToken(t.token, find, sha256, NOW)).toEqual({ ok: true, link });
    expect(await checkPreviewToken(t.token, find, sha256, NOW + PREVIEW_LINK_TTL_MS - 1)).toEqual({ ok: true, link });
    expect(await checkPreviewToken(t.token, find, sha256, NOW + PREVIEW_LINK_TTL_MS)).toEqual({ ok: false, problem: 'expired' });
    expect(PREVIEW_LINK_TTL_MS).toBe(30 * 86_400_000);
  });

  it('tell a tampered token (its id, another secret) from an unknown one, a malformed one and none', async () => {
    const { t, find } = issue();
    const flipped = t.secret[0] === 'A' ? `B${t.secret.slice(1)}` : `A${t.secret.slice(1)}`;
    expect(await checkPreviewToken(`${t.id}.${flipped}`, find, sha256, NOW)).toEqual({ ok: false, problem: 'tampered' });
    expect(await checkPreviewToken(newPreviewToken().token, find, sha256, NOW)).toEqual({ ok: false, problem: 'unknown' });
    expect(await checkPreviewToken(t.token.slice(0, -1), find, sha256, NOW)).toEqual({ ok: false, problem: 'malformed' });
    expect(await checkPreviewToken('  ', find, sha256, NOW)).toEqual({ ok: false, problem: 'missing' });
    expect(await checkPreviewToken(undefined, find, sha256, NOW)).toEqual({ ok: false, problem: 'missing' });
  });
});
