import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './errors.ts';
import { pagingFields } from './paging.ts';

const page = z.object(pagingFields({ max: 50, defaultLimit: 20 }));

describe('pagingFields', () => {
  it('takes numbers from the query string and fills in the defaults', () => {
    expect(page.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(page.parse({ limit: '50', offset: '100' })).toEqual({ limit: 50, offset: 100 });
  });

  it.each([
    [{ limit: '0' }, { limit: 'limit must be at least 1' }],
    [{ limit: '51' }, { limit: 'limit must be at most 50' }],
    [{ limit: '2.5' }, { limit: 'limit must be a whole number' }],
    [{ limit: 'ten' }, { limit: 'limit must be a number' }],
    [{ offset: '-1' }, { offset: 'offset must be at least 0' }],
  ])('says what is wrong with %j', (query, messages) => {
    const result = page.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual(messages);
  });
});
