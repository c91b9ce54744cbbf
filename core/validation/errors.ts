import type { z } from 'zod';

/** Per-field messages for a 400 answer and for forms: the first message of each field, keyed by dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}
