/**
 * A list call's page: `limit` (1 to a maximum, with a default) and `offset` (0 or more), read from
 * the query string. Every list route takes these two the same way and says the same thing when
 * they are out of range.
 */
import { z } from 'zod';

export function pagingFields({ max, defaultLimit }: { max: number; defaultLimit: number }) {
  return {
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit must be at most ${max}`)
      .default(defaultLimit),
    offset: z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be at least 0')
      .default(0),
  };
}
