/**
 * Preview link tokens (issue 17; decision 028): `{id}.{secret}`, random, only a hash of the secret
 * stored. The id finds the stored link, so a token whose id exists but whose secret does not match
 * is told apart from one that names no link at all (tampered: 400; unknown: 404); a link past its
 * expiry is 410. No signing key to keep or rotate, and a link can be ended by deleting its row.
 */

/** How long a preview link works (the prospect usually opens it within days; a month leaves room to come back). */
export const PREVIEW_LINK_DAYS = 30;
export const PREVIEW_LINK_TTL_MS = PREVIEW_LINK_DAYS * 86_400_000;

const ID_BYTES = 8;
const SECRET_BYTES = 32;
/** 16 hex characters, a dot, 43 base64url characters (32 bytes, unpadded). */
export const PREVIEW_TOKEN_PATTERN = /^([a-f0-9]{16})\.([A-Za-z0-9_-]{43})$/;

export type PreviewTokenProblem = 'missing' | 'malformed' | 'unknown' | 'tampered' | 'expired';

/** The HTTP status of each refusal: bad input 400, no such link 404, a link that was good and is over 410. */
export const PREVIEW_TOKEN_STATUS: Record<PreviewTokenProblem, 400 | 404 | 410> = {
  missing: 400,
  malformed: 400,
  tampered: 400,
  unknown: 404,
  expired: 410,
};

/** What the preview page says under "Failed to verify preview", for each refusal. */
export const PREVIEW_TOKEN_DETAIL: Record<PreviewTokenProblem, string> = {
  missing: 'The link has no preview token.',
  malformed: 'This preview link is damaged. Please copy the whole link from the message you received.',
  tampered: 'This preview link is damaged. Please copy the whole link from the message you received.',
  unknown: 'This preview link does not exist. Please ask for a new one.',
  expired: 'This preview link has expired. Please ask for a new one.',
};

export interface PreviewToken {
  id: string;
  secret: string;
  token: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A new token from `random` (the platform's CSPRNG unless a test gives bytes). */
export function newPreviewToken(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): PreviewToken {
  const id = hex(random(ID_BYTES));
  const secret = base64url(random(SECRET_BYTES));
  return { id, secret, token: `${id}.${secret}` };
}

export function parsePreviewToken(token: string): { id: string; secret: string } | undefined {
  const match = PREVIEW_TOKEN_PATTERN.exec(token);
  return match ? { id: match[1]!, secret: match[2]! } : undefined;
}

/** Equal strings, in time that does not depend on where they differ (the hashes are of equal length). */
function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export interface StoredPreviewToken {
  tokenHash: string;
  expiresAt: number;
}

/**
 * Checks a token against the stored link its id names. `hash` is the one the link was stored with
 * (SHA-256 hex in the API); `find` looks the link up by id.
 */
export async function checkPreviewToken<L extends StoredPreviewToken>(
  token: string | undefined,
  find: (id: string) => Promise<L | undefined>,
  hash: (secret: string) => string,
  now: number,
): Promise<{ ok: true; link: L } | { ok: false; problem: PreviewTokenProblem }> {
  if (!token?.trim()) return { ok: false, problem: 'missing' };
  const parsed = parsePreviewToken(token.trim());
  if (!parsed) return { ok: false, problem: 'malformed' };
  const link = await find(parsed.id);
  if (!link) return { ok: false, problem: 'unknown' };
  if (!sameHash(hash(parsed.secret), link.tokenHash)) return { ok: false, problem: 'tampered' };
  if (link.expiresAt <= now) return { ok: false, problem: 'expired' };
  return { ok: true, link };
}

/** The address a prospect is sent: `{PUBLIC_URL}/preview?t={token}`. */
export function previewLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/preview?t=${encodeURIComponent(token)}`;
}
