import { z } from 'zod';

/**
 * What a PUT takes: the resource's writable fields (`schema`, strict), plus the read-only keys its
 * GET answers (ids, timestamps, derived values), accepted and dropped. A client can send back the
 * object it read with one field changed; a key that belongs to no representation is still refused.
 */
export function acceptingRepresentation<T extends z.ZodObject, K extends string>(schema: T, readOnly: readonly K[]) {
  const ignored: Record<string, z.ZodOptional<z.ZodUnknown>> = {};
  for (const key of readOnly) ignored[key] = z.unknown().optional();
  return schema
    .extend(ignored)
    .strict()
    .transform((value) => {
      const writable: Record<string, unknown> = { ...value };
      for (const key of readOnly) delete writable[key];
      return writable as z.output<T>;
    });
}
