import type { Context } from 'hono';
import type { $ZodError } from 'zod/v4/core';
import { fieldErrors } from '#core/validation/errors.ts';

/** 400 with per-field messages, the one shape every validation failure has (classic zod or zod/mini errors). */
export function validationFailed(c: Context, error: $ZodError) {
  return c.json({ success: false, error: 'Validation failed', fields: fieldErrors(error) }, 400);
}

export function badRequest(c: Context, message: string, fields?: Record<string, string>) {
  return c.json({ success: false, error: message, ...(fields ? { fields } : {}) }, 400);
}

export const MAX_JSON_BYTES = 64 * 1024;
/** Deeper than any body a route takes (FAQ items are 3 levels); deeper input only costs stack. */
export const MAX_JSON_DEPTH = 16;

/** True when arrays and objects nest deeper than `limit` (read before parsing, without recursion). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > limit) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Reads a JSON object body without trusting it: wrong content type, bodies over the limit, nesting
 * deeper than MAX_JSON_DEPTH and malformed JSON become a 400 answer, never an exception.
 */
export async function readJsonObject(
  c: Context,
  maxBytes = MAX_JSON_BYTES,
  /** navigator.sendBeacon posts strings as text/plain; analytics accepts that too. */
  acceptTextPlain = false,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.includes('application/json') && !(acceptTextPlain && type.includes('text/plain'))) {
    return { ok: false, response: badRequest(c, 'Content-Type must be application/json') };
  }
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: badRequest(c, `Request body must be at most ${maxBytes} bytes`) };
  let text: string;
  try {
    const buffer = await c.req.arrayBuffer();
    if (buffer.byteLength > maxBytes) return { ok: false, response: badRequest(c, `Request body must be at most ${maxBytes} bytes`) };
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return { ok: false, response: badRequest(c, 'Request body must be UTF-8 JSON') };
  }
  if (nestedDeeperThan(text, MAX_JSON_DEPTH))
    return { ok: false, response: badRequest(c, `Request body must not nest deeper than ${MAX_JSON_DEPTH} levels`) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: badRequest(c, 'Request body must be valid JSON') };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, response: badRequest(c, 'Request body must be a JSON object') };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * The client address. Behind `trustedProxies` reverse proxies (TRUST_PROXY), each appends the
 * address it was connected from to X-Forwarded-For, so the outermost one's entry is the N-th from
 * the right: entries left of it are whatever the client sent and are ignored. With no trusted
 * proxy the header is ignored and the socket's peer is the client.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    const appended = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (appended) return appended;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** A path id ("42"): a positive whole number of at most 15 digits, else undefined (answer 400). */
export const positiveId = (raw: string | undefined): number | undefined =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
