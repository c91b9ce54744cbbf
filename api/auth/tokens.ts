/**
 * Token primitives, following the session design lucia's author now recommends: an id to look the
 * record up and a secret of 128+ random bits of which only a SHA-256 is stored, compared in
 * constant time.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A new `id.secret` token; the caller stores `id` and `hash`, and hands out `token` once. */
export function newSecretToken(secretBytes: number): { id: string; token: string; hash: string } {
  const id = randomId(12);
  const secret = randomBytes(secretBytes).toString('base64url');
  return { id, token: `${id}.${secret}`, hash: sha256(secret) };
}

export function parseSecretToken(token: unknown): { id: string; secret: string } | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const dot = token.indexOf('.');
  if (dot < 1 || dot === token.length - 1) return undefined;
  return { id: token.slice(0, dot), secret: token.slice(dot + 1) };
}

/**
 * Short-lived access tokens: `sessionId.expiresAt.signature`, HMAC-SHA256 with the server key. The
 * session is still checked on every request, so logout and revocation take effect at once.
 */
export function signAccessToken(key: Buffer, sessionId: string, expiresAt: number): string {
  const payload = `${sessionId}.${expiresAt.toString(36)}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

export function verifyAccessToken(key: Buffer, token: string, now: number): { sessionId: string } | undefined {
  if (token.length > 300) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [sessionId, exp, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${sessionId}.${exp}`).digest('base64url');
  if (!safeEqual(signature, expected)) return undefined;
  if (Number.parseInt(exp, 36) <= now) return undefined;
  return { sessionId };
}
