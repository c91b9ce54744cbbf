import type { $ZodError } from 'zod/v4/core';

/**
 * Per-field messages for a 400 answer and for forms: the first message of each field, keyed by
 * dotted path. Takes the core error type, so errors of classic zod and of zod/mini schemas both fit.
 */
export function fieldErrors(error: $ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}

export const unknownFieldMessage = (key: string) => `Unknown field: ${key.slice(0, 50)}`;

/** The keys of a body that belong to no representation (none of `known`), as field messages. */
export function unknownKeys(body: Record<string, unknown>, known: ReadonlySet<string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(body)) if (!known.has(key)) fields[key] = unknownFieldMessage(key);
  return fields;
}
